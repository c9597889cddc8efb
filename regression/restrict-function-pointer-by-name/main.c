int f(void)
{
  return 1;
}

int g(void)
{
  return 2;
}

int h(void)
{
  return 3;
}

typedef int (*fp_t)(void);

fp_t global_fp;

int call_param(fp_t param)
{
  return param();
}

int main(void)
{
  int cond;
  global_fp = cond ? f : g;
  int res = global_fp();
  __CPROVER_assert(res == 1, "res is 1");
  __CPROVER_assert(res == 1 || res == 2, "res is 1 or 2");
  fp_t local = h;
  __CPROVER_assert(local() == 3, "local is h");
  __CPROVER_assert(call_param(local) == 3, "param is h");
  return 0;
}
