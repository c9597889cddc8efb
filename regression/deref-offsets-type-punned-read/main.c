#include <assert.h>
int nondet_int(void);
int main(void)
{
  unsigned char arr[4] = {10, 20, 30, 40};
  signed char *p = (signed char *)arr + 1;
  if(nondet_int())
    p += 2;
  assert(*p == 20 || *p == 40);
  assert(*p == 40); /* fails without the increment */
  return 0;
}
