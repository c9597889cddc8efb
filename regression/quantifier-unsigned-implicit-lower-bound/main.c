int main(void)
{
  int a[5] = {2, 4, 6, 8, 9};
  unsigned char small[3] = {1, 1, 1};
  // unsigned bound variables start at 0: the guard need not say so
  __CPROVER_assert(__CPROVER_forall { unsigned i; i < 4 ==> a[i] % 2 == 0 }, "first four even");
  __CPROVER_assert(__CPROVER_forall { unsigned i; i < 5 ==> a[i] % 2 == 0 }, "all five even");
  __CPROVER_assert(__CPROVER_exists { unsigned i; i < 5 && a[i] == 9 }, "a nine");
  __CPROVER_assert(__CPROVER_forall { unsigned short k; k <= 2u ==> small[k] == 1 }, "small");
  return 0;
}
