#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
  char word[8];
  /* the word read from a string has no zero before its end: 1 to 7 characters */
  if(sscanf("the end", "%7s", word) == 1)
  {
    size_t n = strlen(word);
    assert(n >= 1 && n <= 7);
  }
  return 0;
}
