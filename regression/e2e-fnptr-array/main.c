int nondet_int(void);

int zero(void) { return 0; }
int one(void) { return 1; }
int two(void) { return 2; }

int main(void)
{
  int (*table[3])(void) = {zero, one, two};
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < 3);
  int v = table[k]();
  __CPROVER_assert(v == k, "table order"); //@A
  return 0;
}
