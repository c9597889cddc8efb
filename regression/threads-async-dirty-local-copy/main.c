int g;
void worker(int *p) { int v = *p; __CPROVER_assert(v == 1 || v == 5, "own copy"); g = v; }
int main()
{
  int z = 1;
  int *q = &z;
__CPROVER_ASYNC_1:
  worker(&z);
  *q = 5;
  __CPROVER_assert(z == 5, "parent sees its write");
  __CPROVER_assert(g == 0 || g == 1, "child copied 1");
  return 0;
}
