_Bool nondet_bool(void);
unsigned char nondet_uchar(void);

int main(void)
{
  unsigned char c = nondet_uchar();
  _Bool b = nondet_bool();
  __CPROVER_assume(c == 200);
  __CPROVER_assert(!b, "b stays false"); //@A
  return 0;
}
