// ILP32: an index far outside the array wraps the pointer's offset bits back inside it
int nondet_int(void);
int main(void)
{
  int i = nondet_int();
  __CPROVER_assume(i == 16 || i == 2 + (1 << 22));
  int a[4] = {1, 2, 3, 4};
  int *p = a + i;
  *p = 9;
  __CPROVER_assert(i == 16, "far index reachable");
  return 0;
}
