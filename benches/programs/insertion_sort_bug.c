// Insertion sort with an off-by-one in the inner loop bound: the first element is never
// moved, so some inputs end unsorted. The counterexample needs a specific order of 8 values.
// bench-options: --unwind 9
// bench-expect: FAILURE
#define N 8
unsigned nondet_unsigned(void);

int main(void)
{
  unsigned a[N];
  for(int i = 0; i < N; i++)
    a[i] = nondet_unsigned() % 100u;
  for(int i = 1; i < N; i++)
  {
    unsigned key = a[i];
    int j = i - 1;
    while(j > 0 && a[j] > key) // bug: should be j >= 0
    {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
  for(int i = 1; i < N; i++)
    __CPROVER_assert(a[i - 1] <= a[i], "sorted");
  return 0;
}
