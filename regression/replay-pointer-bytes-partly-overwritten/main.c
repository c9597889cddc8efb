// bytes of a pointer read after a memset and a memcpy overwrote some of its other bytes
#include <string.h>
struct entry
{
  int key;
  int *slot;
};
int table[8];
int nondet_int(void);
int main(void)
{
  struct entry e = {1, &table[3]};
  memset((char *)&e.slot + 2, 0x5a, 2);
  unsigned char low = ((unsigned char *)&e.slot)[0];
  int *q = &table[1];
  int zero = 0;
  memcpy((char *)&q + 4, &zero, 4);
  unsigned char qlow = ((unsigned char *)&q)[1];
  int k = nondet_int();
  __CPROVER_assert(k != 7, "reachable");
  return low + qlow;
}
