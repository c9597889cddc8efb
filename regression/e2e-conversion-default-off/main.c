int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  signed char c = (signed char)x;
  return c;
}
