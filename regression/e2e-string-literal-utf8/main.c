#include <assert.h>
#include <string.h>

int main(void)
{
  const char *e = "é";
  assert(strlen(e) == 2);
  assert((unsigned char)e[0] == 0xc3 && (unsigned char)e[1] == 0xa9);
  char copy[4];
  strcpy(copy, "xé");
  assert((unsigned char)copy[2] == 0xa9 && copy[3] == 0);
  assert(e[0] == 'e');
  return 0;
}
