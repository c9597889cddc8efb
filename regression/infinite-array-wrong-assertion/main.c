int mem[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long i, j;
  __CPROVER_assume(i < 1000 && j < 1000);
  mem[i] = 7;
  if(i != j)
    mem[j] = 8;
  __CPROVER_assert(mem[j] == 7, "wrong when j differs from i");
  return 0;
}
