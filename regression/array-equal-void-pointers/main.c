int main()
{
  int a[4] = {1, 2, 3, 4};
  int b[4] = {1, 2, 3, 4};
  float f[4];
  void *pa = a, *pb = b, *pf = f;
  __CPROVER_assert(__CPROVER_array_equal(pa, pb), "same type, same contents");
  __CPROVER_assert(!__CPROVER_array_equal(pa, pf), "different types are unequal");
  b[3] = 5;
  __CPROVER_assert(__CPROVER_array_equal(pa, pb), "contents differ now");
  return 0;
}
