typedef __CPROVER_fixedbv[32][16] fixed;

int main(void)
{
  fixed f = 1.5;
  __CPROVER_assert(f + f == 3, "fixed-point sum");
  return 0;
}
