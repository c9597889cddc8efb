#define _GNU_SOURCE
#include <string.h>

size_t strlcpy(char *dst, const char *src, size_t size);
size_t strlcat(char *dst, const char *src, size_t size);

int main(int argc, char **argv)
{
  (void)argv;
  char buf[8];
  if(argc == 1)
  {
    /* the size passed is larger than the buffer */
    strlcpy(buf, "a string too long for it", 32);
  }
  else if(argc == 2)
  {
    /* mempcpy's copies must not overlap */
    strcpy(buf, "abcdef");
    mempcpy(buf + 1, buf, 4);
  }
  else if(argc == 3)
  {
    strcpy(buf, "abc");
    strlcat(buf, "a string too long for it", 32);
  }
  else
  {
    /* an unknown number's message is written into the buffer up to the size given */
    char small[4];
    strerror_r(4000, small, 64);
    return small[0];
  }
  return buf[0];
}
