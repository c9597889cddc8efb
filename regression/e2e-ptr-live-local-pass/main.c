void set(int *out, int v)
{
  *out = v;
}

int main(void)
{
  int x = 0;
  set(&x, 5);
  __CPROVER_assert(x == 5, "written through pointer"); //@A
  return 0;
}
