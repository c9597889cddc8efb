#include <stdio.h>
int log_count;
__attribute__((weak)) int handler(int x) { return x; }
__attribute__((destructor)) static void fini(void) { __CPROVER_assert(log_count == 2, "destructor sees main's effects"); }
__attribute__((constructor)) static void first(void) { log_count = 1; }
int main(void) {
  __CPROVER_assert(log_count == 1, "constructor ran before main");
  log_count++;
  __CPROVER_assert(handler(3) == 3, "weak definition used when no strong one exists");
  __CPROVER_assert(handler(3) == 4, "must fail: no override");
  return 0;
}
