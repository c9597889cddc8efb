int main(void)
{
  int k;
  // an assumed exists nested in an assumed exists (both positive): fresh witnesses
  __CPROVER_assume(__CPROVER_exists {
    int x;
    x > k && __CPROVER_exists { int y; y > x && y < 10 }
  });
  __CPROVER_assert(k <= 7, "k at most 7");
  __CPROVER_assert(k <= 6, "k at most 6"); // fails: k = 7, x = 8, y = 9

  // an asserted forall nested in an asserted forall
  __CPROVER_assert(
    __CPROVER_forall {
      int a;
      a > 0 ==> __CPROVER_forall { int b; (b > a && b < 1000) ==> b > 0 }
    },
    "nested forall holds");

  // a negated exists is a forall: its variables are instantiated too
  __CPROVER_assert(
    !__CPROVER_exists {
      int u;
      u > 5 && __CPROVER_exists { int v; v < u && v > 100 }
    },
    "no such pair"); // fails: u = 200, v = 150
  return 0;
}
