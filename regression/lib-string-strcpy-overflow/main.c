#include <string.h>

int main(void)
{
  char small[4];
  char *src = "abc";
  _Bool longer;
  if(longer)
    src = "abcd";
  strcpy(small, src);
  return small[0];
}
