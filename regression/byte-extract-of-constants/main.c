#include <string.h>

struct rec
{
  _Bool flag;
  short code;
  int value;
  unsigned char tail[3];
};

int main(void)
{
  struct rec init = {1, -2, 0x01020304, {7, 8, 9}};
  struct rec copy;
  memcpy(&copy, &init, sizeof(struct rec));
  __CPROVER_assert(copy.flag == 1 && copy.code == -2, "small members copied");
  __CPROVER_assert(copy.value == 0x01020304, "int member copied");
  __CPROVER_assert(copy.tail[2] == 9, "array member copied");

  const unsigned char *bytes = (const unsigned char *)&init.value;
  __CPROVER_assert(bytes[0] == 4 && bytes[3] == 1, "little-endian bytes of a constant");
  short halves[2];
  memcpy(halves, &init.value, sizeof(int));
  __CPROVER_assert(halves[0] == 0x0304 && halves[1] == 0x0102, "reassembled halves");

  int words[2] = {-1, 5};
  long both;
  memcpy(&both, words, sizeof(long));
  __CPROVER_assert(both == 0x00000005ffffffffL, "two ints read as a long");
  __CPROVER_assert(copy.value != 0x01020304, "the copied value is known");
  return 0;
}
