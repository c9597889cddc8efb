float nondet_float(void);

int main(void)
{
  float x = nondet_float();
  __CPROVER_assume(x >= 1.0f && x <= 2.0f);
  float y = x * x;
  __CPROVER_assert(y >= 1.0f && y <= 4.0f, "square range"); //@A
  __CPROVER_assert(y != 2.25f, "2.25 is reachable"); //@B
  return 0;
}
