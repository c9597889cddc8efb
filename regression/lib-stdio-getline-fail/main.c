#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  (void)argv;
  if(argc == 1)
  {
    /* a stack buffer cannot be grown: realloc frees a non-heap object */
    char small[4];
    char *p = small;
    size_t cap = sizeof small;
    if(getline(&p, &cap, stdin) > 0)
      return p[0];
  }
  else if(argc == 2)
  {
    /* the size claimed is larger than the buffer */
    char *buf = malloc(4);
    size_t cap = 64;
    if(buf != NULL && getline(&buf, &cap, stdin) > 0)
      putchar(buf[0]);
    free(buf);
  }
  else
  {
    /* fgetpos stores at least the offset, 8 bytes */
    FILE *f = fopen("data.txt", "r");
    if(f == NULL)
      return 0;
    char *tiny = malloc(4);
    if(tiny != NULL)
      fgetpos(f, (fpos_t *)tiny);
    free(tiny);
    fclose(f);
  }
  return 0;
}
