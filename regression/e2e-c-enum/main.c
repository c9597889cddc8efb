enum color { RED, GREEN = 5, BLUE };

int main(void)
{
  enum color c = BLUE;
  __CPROVER_assert(RED == 0 && GREEN == 5 && c == 6, "enumerator values"); //@A
  __CPROVER_assert(sizeof(enum color) == sizeof(int), "enum size"); //@B
  return 0;
}
