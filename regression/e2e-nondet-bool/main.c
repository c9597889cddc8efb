_Bool nondet_bool(void);

int main(void)
{
  _Bool b = nondet_bool();
  int v = b;
  __CPROVER_assert(v == 0 || v == 1, "bool is 0 or 1"); //@A
  __CPROVER_assert(b, "can be false"); //@B
  return 0;
}
