int nondet_int(void);

int main(void)
{
  int a = nondet_int();
  __CPROVER_assume(a >= -46340 && a <= 46340);
  int sq = a * a; //@A
  __CPROVER_assert(sq >= 0, "square is not negative"); //@B
  return sq;
}
