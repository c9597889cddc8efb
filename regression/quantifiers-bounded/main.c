int main()
{
  int a[4] = {3, 5, 7, 9};
  int all_odd = __CPROVER_forall { int i; (i >= 0 && i < 4) ==> a[i] % 2 == 1 };
  int some_big = __CPROVER_exists { int i; i >= 0 && i <= 3 && a[i] > 8 };
  int none_neg = !__CPROVER_exists { int i; (0 <= i && i < 4) && a[i] < 0 };
  __CPROVER_assert(all_odd && some_big && none_neg, "facts about a");
  a[2] = 4;
  __CPROVER_assert(__CPROVER_forall { int i; (i >= 0 && i < 4) ==> a[i] % 2 == 1 }, "no longer all odd");
  return 0;
}
