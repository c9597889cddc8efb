// an array of infinite size: any index is valid, no upper bound exists
int mem[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long i, j;
  int v;
  mem[i] = v;
  __CPROVER_assert(mem[i] == v, "written value read back");
  if(i != j)
    mem[j] = v + 1;
  __CPROVER_assert(mem[i] == v, "a write at another index leaves it");
  __CPROVER_assert(mem[i + 1] == 0 || i + 1 == j, "the rest is still zero");
  return 0;
}
