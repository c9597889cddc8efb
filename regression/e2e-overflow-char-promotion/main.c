signed char nondet_schar(void);

int main(void)
{
  signed char a = nondet_schar(), b = nondet_schar();
  int s = a + b;
  int p = a * 128;
  __CPROVER_assert(s >= -256 && s <= 254, "sum range"); //@A
  __CPROVER_assert(p >= -16384 && p <= 16256, "product range"); //@B
  return 0;
}
