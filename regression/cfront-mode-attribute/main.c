typedef int i64 __attribute__((mode(DI)));
typedef unsigned int u8t __attribute__((__mode__(__QI__)));
int main() {
  __CPROVER_assert(sizeof(i64) == 8, "DI");
  __CPROVER_assert(sizeof(u8t) == 1, "QI");
  u8t x = 255; x++;
  __CPROVER_assert(x == 0, "wraps");
  return 0;
}
