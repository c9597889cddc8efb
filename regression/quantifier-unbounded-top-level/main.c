// Quantifiers without a bounded range at the top of an assertion (forall) or of an
// assumption (exists) are decided without instantiating a range: the bound variable
// becomes a fresh unconstrained value, as CBMC's symex rewrites them.
int main(void)
{
  int n;
  __CPROVER_assume(n > 0 && n < 100);
  __CPROVER_assert(__CPROVER_forall { int i; i * 0 == 0 }, "holds for every i");
  __CPROVER_assert(__CPROVER_forall { unsigned i; i + (unsigned)n != 5u }, "some i hits 5");
  int m;
  __CPROVER_assume(__CPROVER_exists { int k; k > 10 && k < 1000 && m == 2 * k });
  __CPROVER_assert(m > 20 && m % 2 == 0, "witness constrains m");
  __CPROVER_assert(m != 24, "m may be 24");
  return 0;
}
