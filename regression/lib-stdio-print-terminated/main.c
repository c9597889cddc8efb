#define _GNU_SOURCE
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
  char name[4] = {'a', 'b', 'c', 0};
  char raw[3] = {'x', 'y', 'z'};
  puts(name);
  fputs(name, stdout);
  /* the length of the output, or a negative value on an output error */
  int r = printf("%d:%c\n", 42, 'x');
  assert(r == 5 || r < 0);
  r = fprintf(stderr, "%s\n", name);
  assert(r >= 0 || r == -1);
  /* a precision stops the read within the array */
  char *text;
  r = asprintf(&text, "%.3s|%s", raw, name);
  if(r >= 0)
  {
    assert(r == 7);
    assert(text[7] == 0);
    free(text);
  }
  return 0;
}
