#include <stdlib.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
  (void)argv;
  /* the buffer is smaller than a struct stat */
  void *small = malloc(64);
  if(small == NULL)
    return 0;
  if(argc == 1)
    stat("data.txt", (struct stat *)small);
  else
    fstat(0, (struct stat *)small);
  free(small);
  return 0;
}
