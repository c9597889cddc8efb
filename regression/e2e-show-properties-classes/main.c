int nondet_int(void);
int g[4];

int main(void)
{
  int i = nondet_int();
  int *p = nondet_int() ? &g[0] : 0;
  g[i] = 1; //@B
  int q = 100 / i; //@D
  int s = i + 1; //@O
  int t = 1 << i; //@S
  *p = 2; //@P
  __CPROVER_assert(q + s + t > 0, "user"); //@U
  return 0;
}
