// GNU `a ?: b` evaluates `a` once: its value is kept in a temporary.
int calls;
int next(void)
{
  return ++calls;
}

int main(void)
{
  int r = next() ?: 7;
  __CPROVER_assert(r == 1 && calls == 1, "the condition is evaluated once");
  int z = 0;
  int s = z ?: 7;
  __CPROVER_assert(s == 7, "zero selects the other operand");
  return 0;
}
