#include <assert.h>
#include <stddef.h>
struct __attribute__((packed)) P
{
  char a;
  int b;
  short c;
};
struct Q
{
  char a;
  double d;
  char e;
};
int main(void)
{
  assert(sizeof(struct P) == 7);
  assert(offsetof(struct P, b) == 1);
  assert(offsetof(struct P, c) == 5);
  assert(sizeof(struct Q) == 3 * sizeof(double));
  assert(offsetof(struct Q, d) == 8);
  return 0;
}
