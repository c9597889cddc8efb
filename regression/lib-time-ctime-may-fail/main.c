#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void)
{
  time_t far = LONG_MAX;
  /* the year does not fit: glibc returns NULL (EOVERFLOW) */
  char *text = ctime(&far);
  /* dereferencing the result unchecked is a null-pointer dereference */
  return text[0] == 'M';
}
