/* _Alignof/__alignof__ of an object declared with an alignment of its own is that
   alignment (GCC), from its declaration or its typedef's. */
#include <assert.h>
#include <stdalign.h>
#include <stdint.h>

typedef int wide_int __attribute__((aligned(16)));
_Alignas(64) static char page[100];
int counter __attribute__((aligned(32)));

int main(void)
{
  alignas(8) short local;
  wide_int w = 0;
  char plain;
  assert(__alignof__(page) == 64);
  assert(__alignof__(counter) == 32);
  assert(__alignof__(local) == 8);
  assert(__alignof__(w) == 16);
  assert(__alignof__(plain) == 1);
  assert((uintptr_t)page % 64 == 0 && (uintptr_t)&local % 8 == 0);
  local = 1;
  plain = 2;
  return w + local + plain - 3;
}
