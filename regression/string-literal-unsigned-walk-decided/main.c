#include <assert.h>

// a hash over a string literal read through unsigned char *: the loop ends where the
// literal's zero is, with no --unwind
static unsigned hash(const char *key)
{
  const unsigned char *p = (const unsigned char *)key;
  unsigned h = 5381;
  while(*p != 0)
    h = h * 33u + *p++;
  return h;
}

int main(void)
{
  assert(hash("find me") == 0xac5f7038u);
  const unsigned char *q = (const void *)"find me";
  int i = 0;
  while(q[i] != 'm')
    i++;
  assert(i == 5);
  return 0;
}
