long nondet_long(void);

int main(void)
{
  long a = nondet_long();
  __CPROVER_assume(a > 0x7fffffffL);
  long b = a * 4294967296L; //@A
  return b > 0;
}
