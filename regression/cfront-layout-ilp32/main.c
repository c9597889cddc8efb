// Layouts on i386 (ILP32, rbmc --32): long long and double are 4-aligned inside structs,
// long double is 12 bytes. The expected numbers were computed by gcc 12.2 (Debian
// 12.2.0-14) on the development machine with -m32 for these exact definitions (sizeof,
// _Alignof and offsetof folded into an initializer and read from the assembly).
#include <assert.h>
#include <stddef.h>
struct i386_ll
{
  char c;
  long long ll; // 4-aligned inside structs on i386
  char c2;
  double d;     // likewise
  char after;
};
struct i386_bits
{
  char c;
  unsigned long long x : 33;
  unsigned int y : 7;
  char tail;
};
struct i386_ld
{
  char c;
  long double ld; // 12 bytes, 4-aligned
  char after;
};
struct i386_ptrs
{
  char c;
  void *p;
  long l;
  short s;
};

int main(void)
{
  assert(sizeof(struct i386_ll) == 28);
  assert(_Alignof(struct i386_ll) == 4);
  assert(offsetof(struct i386_ll, ll) == 4);
  assert(offsetof(struct i386_ll, d) == 16);
  assert(offsetof(struct i386_ll, after) == 24);
  assert(sizeof(struct i386_bits) == 8);
  assert(_Alignof(struct i386_bits) == 4);
  assert(offsetof(struct i386_bits, tail) == 6);
  assert(sizeof(struct i386_ld) == 20);
  assert(_Alignof(struct i386_ld) == 4);
  assert(offsetof(struct i386_ld, ld) == 4);
  assert(offsetof(struct i386_ld, after) == 16);
  assert(sizeof(struct i386_ptrs) == 16);
  assert(_Alignof(struct i386_ptrs) == 4);
  assert(offsetof(struct i386_ptrs, p) == 4);
  assert(offsetof(struct i386_ptrs, l) == 8);
  assert(offsetof(struct i386_ptrs, s) == 12);
  return 0;
}
