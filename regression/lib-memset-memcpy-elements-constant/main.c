/* After memset or memcpy into a local array the elements are constants again, so loops
   over them (strlen, a scan for a terminator) end without --unwind. Before, the
   elements were left as byte updates of the old array, and the loops unwound forever. */
#include <assert.h>
#include <string.h>

int main(void)
{
  char buf[16];
  memset(buf, 0, sizeof buf);
  buf[0] = 'h';
  buf[1] = 'i';
  assert(strlen(buf) == 2);

  int words[4];
  memset(words, 1, sizeof words);
  assert(words[2] == 0x01010101);

  char name[8];
  memcpy(name, "abc", 4);
  size_t n = 0;
  while(name[n] != '\0')
    n++;
  assert(n == 3);

  /* a write into the middle keeps the elements around it */
  char mid[6] = "xxxxx";
  memset(mid + 1, 'y', 2);
  assert(strcmp(mid, "xyyxx") == 0);
  return 0;
}
