struct flags
{
  unsigned a : 3;
  unsigned b : 5;
  int s : 4;
};

int main(void)
{
  struct flags f;
  f.a = 9;
  f.b = 31;
  f.s = 7;
  __CPROVER_assert(f.a == 1, "3-bit field wraps"); //@A
  __CPROVER_assert(f.b == 31, "5-bit field holds 31"); //@B
  __CPROVER_assert(f.s == 7, "signed 4-bit field holds 7"); //@C
  return 0;
}
