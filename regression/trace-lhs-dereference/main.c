struct inner
{
  int a;
  int b[2];
};

struct outer
{
  int x;
  struct inner in;
} g[2];

int main(void)
{
  int *p = &g[1].in.b[1];
  *p = 7;
  g[0] = g[1];
  __CPROVER_assert(0, "show the trace");
  return 0;
}
