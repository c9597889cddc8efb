unsigned nondet_unsigned(void);
int nondet_int(void);

int main(void)
{
  unsigned v = nondet_unsigned();
  unsigned d = nondet_unsigned();
  unsigned r = v << (d & 31u);
  int s = nondet_int();
  __CPROVER_assume(s >= 0 && s < 1000);
  int t = s << 4;
  int n = -64 >> 3;
  __CPROVER_assert(t == s * 16, "shift is multiplication"); //@A
  __CPROVER_assert(n == -8, "arithmetic right shift"); //@B
  return (int)(r & 1u);
}
