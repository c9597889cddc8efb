/* #pragma pack(1) (also with push/pop) packs the structs defined under it; the structs
   after the pop have their natural layout again; pack(8) changes nothing here. */
#include <assert.h>
#include <stddef.h>

#pragma pack(push, 1)
struct P
{
  char c;
  int i;
  short s;
};
#pragma pack(pop)

struct N
{
  char c;
  int i;
  short s;
};

#pragma pack(8)
struct E
{
  char c;
  double d;
};
#pragma pack()

int nondet_int(void);

int main(void)
{
  _Static_assert(sizeof(struct P) == 7, "packed");
  _Static_assert(offsetof(struct P, i) == 1, "packed offset");
  _Static_assert(sizeof(struct N) == 12, "natural");
  _Static_assert(sizeof(struct E) == 16, "pack(8)");
  struct P p;
  char *b = (char *)&p;
  int k = nondet_int();
  __CPROVER_assume(k >= 0 && k <= 7);
  b[k] = 0; /* fails for k == 7: one past the 7 bytes */
  return 0;
}
