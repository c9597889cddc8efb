extern void __VERIFIER_assume(int);
extern unsigned __VERIFIER_nondet_uint(void);

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n < 8);
  unsigned char small = (unsigned char)n;
  __CPROVER_assert(small == n, "fits"); //@A
  return 0;
}
