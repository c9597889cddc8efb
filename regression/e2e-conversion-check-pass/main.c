int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_assume(x >= -128 && x <= 127);
  signed char c = (signed char)x;
  return c;
}
