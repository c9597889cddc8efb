int next_id(void)
{
  static int id = 10;
  return id++;
}

int main(void)
{
  int a = next_id();
  int b = next_id();
  int c = next_id();
  __CPROVER_assert(a == 10 && b == 11 && c == 12, "static keeps its value"); //@A
  return 0;
}
