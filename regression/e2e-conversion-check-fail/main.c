int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= 0 && x < 1000);
  signed char c = (signed char)x; //@A
  return c;
}
