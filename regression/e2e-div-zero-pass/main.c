int nondet_int(void);

int main(void)
{
  int d = nondet_int();
  int q = 0;
  if(d != 0 && d != -1)
    q = 100 / d;
  return q;
}
