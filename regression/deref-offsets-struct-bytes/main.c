#include <assert.h>
int nondet_int(void);
struct S { int a; int b; char c[4]; };
int main(void)
{
  struct S s = {1, 2, {3, 4, 5, 6}};
  unsigned short *p = (unsigned short *)((char *)&s + 1);
  int k = nondet_int();
  if(k == 1) p = (unsigned short *)((char *)&s + 9);
  if(k == 2) p = (unsigned short *)((char *)&s + 5);
  unsigned short v = *p;
  assert(v == 0 || v == 0x0504 || v == 0);
  assert(v == 0); /* fails for k == 1 */
  return 0;
}
