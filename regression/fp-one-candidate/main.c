int twice(int x) { return 2 * x; }

int (*op)(int);

int main(void)
{
  op = twice;
  int r = op(3);
  __CPROVER_assert(r == 6, "called twice");
  return 0;
}
