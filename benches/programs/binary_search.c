// Binary search over a sorted array of 16 nondeterministic values: a found index holds
// the key, and a key that is present is found.
// bench-options: --unwind 17
// bench-expect: SUCCESS
#define N 16
int nondet_int(void);

int main(void)
{
  int a[N];
  for(int i = 0; i < N; i++)
  {
    a[i] = nondet_int();
    if(i > 0)
      __CPROVER_assume(a[i - 1] < a[i]);
  }
  int key = nondet_int();
  int lo = 0, hi = N - 1, found = -1;
  while(lo <= hi)
  {
    int mid = lo + (hi - lo) / 2;
    if(a[mid] == key)
    {
      found = mid;
      break;
    }
    if(a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  if(found >= 0)
    __CPROVER_assert(a[found] == key, "found index holds the key");
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k < N);
  if(a[k] == key)
    __CPROVER_assert(found == k, "present key is found");
  return 0;
}
