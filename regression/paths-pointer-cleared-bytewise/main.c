#include <stdlib.h>

int main(void)
{
  char **names = malloc(3 * sizeof(char *));
  // the pointer itself is cleared byte by byte: it is NULL afterwards
  for(int k = 0; k < (int)sizeof(names); k++)
    *((unsigned char *)&names + k) = 0;
  // a dereference of NULL: the pointer check fails, and so may the assertion
  __CPROVER_assert(names[1] == 0, "second name is NULL");
  return 0;
}
