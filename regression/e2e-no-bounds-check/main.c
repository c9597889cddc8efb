int nondet_int(void);

int main(void)
{
  int a[2] = {1, 2};
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i < 2);
  a[i + 1] = 3;
  return a[i];
}
