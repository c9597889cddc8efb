/* a cleanup function would run at the end of the scope: not supported yet */
#include <stdlib.h>
static void release(char **p) { free(*p); }

int main(void)
{
  char *b __attribute__((cleanup(release))) = malloc(4);
  return b == 0;
}
