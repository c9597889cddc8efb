int nondet_int(void);

int main(void)
{
  int a = nondet_int();
  __CPROVER_assume(a >= 0 && a < 100000);
  return a * a; //@A
}
