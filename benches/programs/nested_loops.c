// Two nested loops of 50 x 50 iterations accumulating a nondeterministic step; the
// closed form of the sum is checked (all arithmetic fits in 64 bits).
// bench-options: --unwind 51
// bench-expect: SUCCESS
unsigned char nondet_uchar(void);

int main(void)
{
  unsigned char step = nondet_uchar();
  unsigned long total = 0;
  unsigned long diag = 0;
  for(int i = 0; i < 50; i++)
  {
    for(int j = 0; j < 50; j++)
    {
      total += step;
      if(i == j)
        diag += (unsigned long)i * step;
    }
  }
  __CPROVER_assert(total == 2500ul * step, "total");
  __CPROVER_assert(diag == 1225ul * step, "diagonal");
  return 0;
}
