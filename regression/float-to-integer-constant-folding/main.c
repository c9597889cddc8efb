// Float constants converted to integers fold to the truncated value where it fits (so
// branches on them are decided in symex); out-of-range conversions are left to the solver.
double d[] = { 5.5, -5.5, 0.9, -0.9, 2147483647.9, -2147483648.5, 1e300 };
float f = 16777217.0f; // rounds to 16777216 when stored

int main(void)
{
  __CPROVER_assert((int)d[0] == 5 && (int)d[1] == -5, "truncation toward zero");
  __CPROVER_assert((int)d[2] == 0 && (int)d[3] == 0, "to zero from both sides");
  __CPROVER_assert((int)d[4] == 2147483647 && (int)d[5] == (-2147483647 - 1), "the ends of int");
  __CPROVER_assert((unsigned)d[3] == 0u && (unsigned char)d[0] == 5, "unsigned targets");
  __CPROVER_assert((long)f == 16777216l, "from float");
  int branches = 0;
  for (int i = 0; i < 12; i++)
    if ((int)d[0] > 3)
      branches++;
  __CPROVER_assert(branches == 12, "decided branches");
  __CPROVER_assert((int)d[0] == 6, "fails: 5.5 truncates to 5");
  return 0;
}
