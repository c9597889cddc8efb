#include <assert.h>
int nondet_int(void);
int main(void)
{
  int a[2] = {0x11112222, 0x33334444};
  short *p = (short *)a + 1;      /* byte offset 2: between elements */
  if(nondet_int())
    p += 2;                      /* byte offset 6 */
  assert(*p == 0x1111 || *p == 0x3333);
  *p = 5;
  assert(a[0] == 0x00052222 || a[1] == 0x00054444);
  assert(a[1] == 0x33334444); /* fails when p moved */
  return 0;
}
