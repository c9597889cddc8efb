int counter;
int table[4];
struct
{
  int *p;
  char c;
} state;

int main(void)
{
  static int calls;
  __CPROVER_assert(counter == 0 && calls == 0, "scalars"); //@A
  __CPROVER_assert(table[3] == 0, "array"); //@B
  __CPROVER_assert(state.p == 0 && state.c == 0, "struct"); //@C
  return 0;
}
