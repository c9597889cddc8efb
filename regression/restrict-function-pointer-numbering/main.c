typedef int (*op_t)(int);

int inc(int x)
{
  return x + 1;
}

int dbl(int x)
{
  return 2 * x;
}

int neg(int x)
{
  return -x;
}

op_t ops[3] = {inc, dbl, neg};

int main(void)
{
  unsigned n;
  op_t a = ops[n % 3], b = ops[(n + 1) % 3];
  int r = 0;
  if(n > 0)
    r = a(1);            /* main.function_pointer_call.1 */
  r += b(a(2));          /* inner a(2) is .2, outer b(...) is .3 */
  for(int i = 0; i < 2; i++)
  here:
    r += a(i);           /* .4, also main.here */
  __CPROVER_assert(r != 12345, "r");
  return 0;
}
