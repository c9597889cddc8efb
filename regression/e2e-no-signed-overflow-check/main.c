int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  return x + 1;
}
