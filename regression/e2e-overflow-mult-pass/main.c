int nondet_int(void);

int main(void)
{
  int a = nondet_int();
  __CPROVER_assume(a >= -100000 && a <= 100000);
  return a * 21474; //@A
}
