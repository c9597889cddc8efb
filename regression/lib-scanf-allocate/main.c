#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  char *word;
  char code[5];
  /* %ms allocates a buffer that holds the whole word; %5c writes exactly 5 bytes */
  int n = scanf("%ms %5c", &word, code);
  if(n >= 1)
  {
    word[0] = 'w';
    free(word);
  }
  return 0;
}
