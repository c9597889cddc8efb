int main(void)
{
  int m = -1;
  unsigned u = 1;
  __CPROVER_assert(!(m < u), "-1 converts to UINT_MAX"); //@A
  long l = -1;
  __CPROVER_assert(l < u, "long holds every unsigned int"); //@B
  unsigned short s = 65535;
  __CPROVER_assert(s + 1 == 65536, "unsigned short promotes to int"); //@C
  return 0;
}
