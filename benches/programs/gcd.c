// Euclid's algorithm on nondeterministic values below 64: the result divides both inputs.
// bench-options: --unwind 11
// bench-expect: SUCCESS
unsigned char nondet_uchar(void);

int main(void)
{
  unsigned a = nondet_uchar() % 64u, b = nondet_uchar() % 64u;
  __CPROVER_assume(a > 0 && b > 0);
  unsigned x = a, y = b;
  while(y != 0)
  {
    unsigned t = x % y;
    x = y;
    y = t;
  }
  __CPROVER_assert(a % x == 0 && b % x == 0, "gcd divides both");
  return 0;
}
