#include <assert.h>
#include <string.h>

int main(void)
{
  char line[] = "a b";
  char *first = strtok(line, " ");
  assert(first == line);
  /* later calls may pass NULL, also after the last token */
  char *second = strtok(NULL, " ");
  assert(second == line + 2);
  assert(strtok(NULL, " ") == NULL);
  assert(strtok(NULL, " ") == NULL);
  return 0;
}
