#include <stdio.h>
#include <string.h>

int main(void)
{
  char word[8];
  /* %s without a width: the input word may be longer than the buffer */
  if(scanf("%s", word) == 1)
    return (int)strnlen(word, sizeof word);
  return 0;
}
