/* --unwinding-assertions wins over --no-unwinding-assertions in either order, as in CBMC. */
unsigned char nondet_uchar(void);

int main(void)
{
  unsigned char n = nondet_uchar();
  __CPROVER_assume(n < 6);
  int s = 0;
  for(int i = 0; i < n; i++)
    s += i;
  __CPROVER_assert(s <= 10, "sum");
  return 0;
}
