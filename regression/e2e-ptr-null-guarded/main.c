int nondet_int(void);
int g;

int main(void)
{
  int *p = nondet_int() ? &g : 0;
  if(p != 0)
    *p = 1;
  if(p && *p == 1)
    g = 2;
  return 0;
}
