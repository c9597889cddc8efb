#include <assert.h>

int main(void)
{
  const char *p = "\xff";
  const char *q = "a\x80z";
  assert((unsigned char)p[0] == 0xff && p[1] == 0);
  assert((unsigned char)q[1] == 0x80 && q[2] == 'z' && q[3] == 0);
  int hits = 0;
  for(const char *c = q; *c; ++c)
    if((unsigned char)*c >= 0x80)
      ++hits;
  assert(hits == 1);
  if(p[0] == (char)0xff)
    assert(q[1] != (char)0x80);
  return 0;
}
