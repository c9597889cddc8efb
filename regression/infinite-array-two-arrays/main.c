// two infinite arrays: copies and comparisons element by element
int a[__CPROVER_constant_infinity_uint];
int b[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long i, k;
  int v;
  __CPROVER_assume(k < 4);
  a[i] = v;
  for(unsigned long n = 0; n < 4; n++)
    b[i + n] = a[i + n];
  __CPROVER_assert(b[i] == a[i], "copied element equal");
  __CPROVER_assert(b[i + k] == a[i + k], "copied range equal");
  a[i] = v + 1;
  __CPROVER_assert(b[i] == a[i], "differ after a write");
  return 0;
}
