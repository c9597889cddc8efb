// Layouts of tricky structs on x86-64 (LP64). The expected numbers were printed by gcc 12.2
// (Debian 12.2.0-14) on the development machine for these exact definitions, with sizeof,
// _Alignof and offsetof; rbmc must lay the structs out the same way.
#include <assert.h>
#include <stddef.h>
struct mixed_bits
{
  char tag;
  unsigned short lo : 5;
  unsigned short hi : 9;
  unsigned int wide : 20;
  unsigned char last : 3;
  long long ll;
};
struct straddle
{
  unsigned int a : 30;
  unsigned int b : 4; // does not fit in the first int: starts a new unit
  unsigned char c;
};
struct __attribute__((packed)) packed_bits
{
  char c;
  unsigned int x : 12;
  int y;
  short s;
};
struct flex
{
  short len;
  int data[];
};
struct nested
{
  char c;
  struct
  {
    char d;
    double v;
  } inner;
  union
  {
    char bytes[3];
    short half;
  };
  char tail;
};
struct with_long_double
{
  char c;
  long double ld;
  char after;
};
struct with_int128
{
  char c;
  __int128 big;
};
union bits_union
{
  unsigned int a : 7;
  unsigned long long b : 40;
  char c[3];
};
struct zero_width
{
  char a;
  unsigned long long : 0;
  char b;
  unsigned int c : 4;
  unsigned int : 0;
  char d;
};
struct ptrs
{
  char c;
  void *p;
  short s;
  int (*fp)(int);
};

int main(void)
{
  assert(sizeof(struct mixed_bits) == 16);
  assert(_Alignof(struct mixed_bits) == 8);
  assert(offsetof(struct mixed_bits, ll) == 8);
  assert(sizeof(struct straddle) == 8);
  assert(_Alignof(struct straddle) == 4);
  assert(offsetof(struct straddle, c) == 5);
  assert(sizeof(struct packed_bits) == 9);
  assert(_Alignof(struct packed_bits) == 1);
  assert(offsetof(struct packed_bits, y) == 3);
  assert(offsetof(struct packed_bits, s) == 7);
  assert(sizeof(struct flex) == 4);
  assert(_Alignof(struct flex) == 4);
  assert(offsetof(struct flex, data) == 4);
  assert(sizeof(struct nested) == 32);
  assert(_Alignof(struct nested) == 8);
  assert(offsetof(struct nested, inner) == 8);
  assert(offsetof(struct nested, inner.v) == 16);
  assert(offsetof(struct nested, half) == 24);
  assert(offsetof(struct nested, tail) == 28);
  assert(sizeof(struct with_long_double) == 48);
  assert(_Alignof(struct with_long_double) == 16);
  assert(offsetof(struct with_long_double, ld) == 16);
  assert(offsetof(struct with_long_double, after) == 32);
  assert(sizeof(struct with_int128) == 32);
  assert(_Alignof(struct with_int128) == 16);
  assert(offsetof(struct with_int128, big) == 16);
  assert(sizeof(union bits_union) == 8);
  assert(_Alignof(union bits_union) == 8);
  assert(sizeof(struct zero_width) == 16);
  assert(_Alignof(struct zero_width) == 4);
  assert(offsetof(struct zero_width, b) == 8);
  assert(offsetof(struct zero_width, d) == 12);
  assert(sizeof(struct ptrs) == 32);
  assert(_Alignof(struct ptrs) == 8);
  assert(offsetof(struct ptrs, p) == 8);
  assert(offsetof(struct ptrs, s) == 16);
  assert(offsetof(struct ptrs, fp) == 24);
  return 0;
}
