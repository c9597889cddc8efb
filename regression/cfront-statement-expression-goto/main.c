#define MAX(a, b)                                                                        \
  ({                                                                                     \
    int _a = (a);                                                                        \
    int _b = (b);                                                                        \
    _a > _b ? _a : _b;                                                                   \
  })

int main(void)
{
  int i = 1;
  int m = MAX(i++, 0);
  __CPROVER_assert(m == 1 && i == 2, "arguments evaluated once");
  return 0;
}
