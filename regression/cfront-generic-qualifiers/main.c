// _Generic matches the controlling expression's type after lvalue conversion: qualifiers
// are dropped and arrays/functions decay (checked natively with gcc).
#include <assert.h>

#define KIND(x)                                                                          \
  _Generic((x), unsigned char: 3, int: 4, long: 5, int *: 6, int (*)(void): 8,          \
           default: 0)

int f(void)
{
  return 0;
}

int main(void)
{
  const int ci = 1;
  int arr[2];
  char c = 0;
  unsigned char uc = 0;
  assert(KIND(uc) == 3);
  assert(KIND(ci) == 4);      // const dropped
  assert(KIND(arr) == 6);     // decays to int *
  assert(KIND(f) == 8);       // function to pointer
  assert(KIND(c + c) == 4);   // promoted
  assert(KIND(1L) == 5);
  assert(KIND(1.0) == 0);     // default
  assert(KIND(ci == 1) == 4); // comparisons are int
  return 0;
}
