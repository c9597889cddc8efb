int f(int x)
{
  return 1;
}

int g(int x)
{
  return 2;
}

int h(int x)
{
  return 3;
}

typedef int (*fp_t)(int);

int pick;

void use_f(fp_t fptr)
{
  fp_t other = pick ? h : g;
  int a = fptr(0);
  int b = other(0);
  __CPROVER_assert(a + b >= 3, "sum");
}

int main(void)
{
  use_f(pick ? f : g);
  return 0;
}
