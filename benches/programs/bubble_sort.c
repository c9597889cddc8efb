// Bubble sort of 6 nondeterministic ints; the result is sorted and keeps the sum.
// bench-options: --unwind 7
// bench-expect: SUCCESS
#define N 6
int nondet_int(void);

int main(void)
{
  int a[N];
  long sum_before = 0;
  for(int i = 0; i < N; i++)
  {
    a[i] = nondet_int();
    __CPROVER_assume(a[i] > -1000 && a[i] < 1000);
    sum_before += a[i];
  }
  for(int i = 0; i < N; i++)
    for(int j = 0; j + 1 < N - i; j++)
      if(a[j] > a[j + 1])
      {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
  long sum_after = 0;
  for(int i = 0; i < N; i++)
  {
    if(i > 0)
      __CPROVER_assert(a[i - 1] <= a[i], "sorted");
    sum_after += a[i];
  }
  __CPROVER_assert(sum_before == sum_after, "sum kept");
  return 0;
}
