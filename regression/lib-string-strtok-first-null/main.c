#include <string.h>

int main(void)
{
  /* no string was ever given: the first call must not pass NULL */
  char *token = strtok(NULL, " ");
  return token != NULL;
}
