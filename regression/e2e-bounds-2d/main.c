int nondet_int(void);

int main(void)
{
  int m[3][4];
  int r = nondet_int(), c = nondet_int();
  __CPROVER_assume(r >= 0 && r < 3 && c >= 0 && c <= 4);
  m[r][c] = 0; //@A
  return 0;
}
