// Members of anonymous structs and unions are members of the enclosing struct: access,
// initialisation, offsetof and aliasing through the union (checked natively with gcc).
#include <assert.h>
#include <stddef.h>

struct value
{
  int kind;
  union
  {
    int i;
    unsigned char bytes[4];
    struct
    {
      short lo, hi;
    };
  };
  char tag;
};

int main(void)
{
  struct value v = {.kind = 1, .i = 0x01020304, .tag = 'x'};
  assert(v.kind == 1 && v.tag == 'x');
  assert(v.bytes[0] == 4 && v.bytes[3] == 1); // little endian
  assert(v.lo == 0x0304 && v.hi == 0x0102);
  v.hi = 0;
  assert(v.i == 0x0304);
  assert(offsetof(struct value, i) == 4);
  assert(offsetof(struct value, hi) == 6);
  assert(offsetof(struct value, tag) == 8);
  assert(sizeof(struct value) == 12);
  return 0;
}
