#include <stddef.h>
// The type of an unnamed bit-field places the field but does not align the struct or
// union (System V ABI; gcc x86-64 layouts below). A wrong size made valid code fail
// and let writes past the object's end pass.
struct pair { char first; int : 4; char second; };
struct wide { short tag; long long : 3; char flag; };
union cell { char c; int : 20; };
struct named { char c; int bits : 4; char d; };

int main(void)
{
  _Static_assert(sizeof(struct pair) == 3, "pair");
  _Static_assert(offsetof(struct pair, second) == 2, "pair.second");
  _Static_assert(_Alignof(struct pair) == 1, "pair align");
  _Static_assert(sizeof(struct wide) == 4, "wide");
  _Static_assert(sizeof(union cell) == 3, "cell");
  _Static_assert(sizeof(struct named) == 4, "named bit-fields align");
  struct pair p[2];
  __CPROVER_assert((char *)&p[1] - (char *)&p[0] == 3, "array stride");
  char *bytes = (char *)&p[0];
  bytes[2] = 1;
  __CPROVER_assert(p[0].second == 1, "second is byte 2");
  struct pair q;
  char *qb = (char *)&q;
  qb[3] = 1; // one past the end
  return 0;
}
