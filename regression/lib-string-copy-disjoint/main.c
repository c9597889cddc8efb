#include <assert.h>
#include <string.h>

int main(void)
{
  char buf[16] = "abc";
  /* the halves of one array do not overlap */
  strcpy(buf + 8, buf);
  assert(strcmp(buf + 8, "abc") == 0);
  strncpy(buf + 4, buf + 8, 3); /* reads "abc" (no zero), writes buf[4..6] */
  assert(buf[4] == 'a' && buf[6] == 'c');
  buf[7] = 0;
  strcat(buf + 8, "xy");
  assert(strcmp(buf + 8, "abcxy") == 0);
  /* src right after dst's string and its zero: no byte in common */
  char two[8] = {'p', 0, 'q', 'r', 0};
  strncat(two + 2, two, 1);
  assert(strcmp(two + 2, "qrp") == 0);
  return 0;
}
