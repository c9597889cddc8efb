// Converting to _Bool gives 0 or 1 (C11 6.3.1.2), also when the value is converted back
// to the type it came from.
unsigned char nondet_uchar(void);
int nondet_int(void);
long nondet_long(void);

int main(void)
{
  unsigned char c = nondet_uchar();
  unsigned char c1 = (_Bool)c;
  __CPROVER_assert(c1 == (c != 0), "unsigned char through _Bool");
  int i = nondet_int();
  int i1 = (_Bool)i;
  __CPROVER_assert(i1 == 0 || i1 == 1, "int through _Bool");
  long l = nondet_long();
  long l1 = (long)(_Bool)(int)l;
  __CPROVER_assert(l1 == ((int)l != 0), "long through int and _Bool");
  signed char s = (signed char)(_Bool)(signed char)-128;
  __CPROVER_assert(s == 1, "constant");
  if (c == 6)
    __CPROVER_assert(c1 == 6, "fails: c1 is 1");
  return 0;
}
