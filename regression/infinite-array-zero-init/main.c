// globals and static locals of infinite size start as all zeros; an automatic one is
// nondet
_Bool seen[__CPROVER_constant_infinity_uint];
static long counts[__CPROVER_constant_infinity_uint];

int main(void)
{
  static char local_static[__CPROVER_constant_infinity_uint];
  int automatic[__CPROVER_constant_infinity_uint];
  unsigned long i;
  __CPROVER_assert(!seen[i], "global is zero");
  __CPROVER_assert(counts[i] == 0, "static global is zero");
  __CPROVER_assert(local_static[i] == 0, "static local is zero");
  seen[i] = 1;
  __CPROVER_assert(seen[i] && !seen[i + 1], "one flag set");
  __CPROVER_assert(automatic[i] == 0, "automatic is nondet");
  return 0;
}
