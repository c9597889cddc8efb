int main()
{
  int x;
  int y = x + 1; /* a signed overflow only with the standard checks */
  __CPROVER_assert(y != x, "holds");
  return 0;
}
