#include <sys/mman.h>

int main(void)
{
  char *p = mmap(0, 16, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(p == MAP_FAILED)
    return 1;
  p[16] = 1; /* one past the mapping */
  return 0;
}
