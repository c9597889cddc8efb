int main(void)
{
  int a[2] = {0, 1};
  /* exists i. (0 <= i < 2 ==> P) holds for any i outside the range */
  __CPROVER_assert(
    __CPROVER_exists { int i; (i >= 0 && i < 2) ==> a[i] > 5 }, "vacuous witness");
  __CPROVER_assert(
    !__CPROVER_exists { int i; (i >= 0 && i < 2) ==> a[i] > 5 }, "negated: fails");
  /* a guard over every value of the type leaves no witness outside it */
  __CPROVER_assert(
    !__CPROVER_exists { unsigned char k; (k >= 0 && k <= 255) ==> k == 300 },
    "whole range, no witness");
  __CPROVER_assert(
    __CPROVER_exists { unsigned char k; (k >= 0 && k <= 255) ==> k == 7 },
    "whole range, witness 7");
  /* the conjunction form ranges over the guard only */
  __CPROVER_assert(
    !__CPROVER_exists { int i; i >= 0 && i < 2 && a[i] > 5 }, "conjunction: none");
  return 0;
}
