/* With --partial-loops a recursion past its bound is skipped without an assertion (CBMC's
   symex_function_call); loops past theirs still get unwinding assertions. */
unsigned char nondet_uchar(void);
int depth;

void down(int n)
{
  if(n <= 0)
    return;
  depth++;
  down(n - 1);
}

int main(void)
{
  unsigned char n = nondet_uchar();
  __CPROVER_assume(n < 4);
  down(n);
  __CPROVER_assert(depth <= 2, "the skipped calls add nothing");
  __CPROVER_assert(depth <= n, "depth");
  return 0;
}
