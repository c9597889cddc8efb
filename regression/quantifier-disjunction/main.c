int main(void)
{
  int a[3] = {0, 0, 7};
  __CPROVER_assert(
    __CPROVER_forall { int j; !(0 <= j && j < 2) || a[j] == 0 }, "first two are zero");
  __CPROVER_assert(
    __CPROVER_forall { int j; j < 0 || j >= 3 || a[j] >= 0 }, "none negative");
  __CPROVER_assert(
    __CPROVER_forall { int j; !(0 <= j && j < 3) || a[j] == 0 }, "not all zero");
  /* exists over a disjunction: any j outside the range is a witness */
  __CPROVER_assert(
    __CPROVER_exists { int j; !(0 <= j && j < 3) || a[j] == 5 }, "vacuous witness");
  return 0;
}
