/* A packed enumeration takes the smallest type that holds its constants (gcc): 1 byte
   here, so struct M is 2 bytes and m[2] is 4; byte 5 is outside it. */
#include <assert.h>

enum __attribute__((packed)) E
{
  A,
  B
};
enum F
{
  C = 300
} __attribute__((packed));

struct M
{
  enum E k;
  char t;
} m[2];

int nondet_int(void);

int main(void)
{
  _Static_assert(sizeof(enum E) == 1, "E");
  _Static_assert(sizeof(enum F) == 2, "F");
  _Static_assert(sizeof(m) == 4, "m");
  m[1].k = B;
  assert(m[1].k == B);
  int i = nondet_int();
  __CPROVER_assume(i >= 0 && i <= 5);
  ((char *)m)[i] = 1; /* fails for i == 4 and 5 */
  return 0;
}
