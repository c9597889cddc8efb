#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(void)
{
  /* getline allocates the buffer and keeps the line and its zero in it */
  char *line = NULL;
  size_t cap = 0;
  ssize_t n = getline(&line, &cap, stdin);
  if(n >= 0)
  {
    assert(n >= 1);
    assert(cap >= (size_t)n + 1);
    assert(line[n] == 0);
  }
  /* a malloc'd buffer may be grown */
  size_t cap2 = 4;
  char *buf = malloc(cap2);
  if(buf == NULL)
    return 0;
  ssize_t m = getdelim(&buf, &cap2, ';', stdin);
  if(m >= 0)
    assert(buf[m] == 0 && cap2 > (size_t)m);
  free(buf);
  free(line);

  /* positions */
  FILE *f = fopen("data.txt", "r");
  if(f == NULL)
    return 0;
  fpos_t pos;
  if(fgetpos(f, &pos) == 0)
    fsetpos(f, &pos);
  if(fseeko(f, 0, SEEK_END) == 0)
  {
    off_t end = ftello(f);
    assert(end >= -1);
  }
  fclose(f);
  return 0;
}
