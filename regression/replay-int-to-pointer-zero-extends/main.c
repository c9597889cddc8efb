#include <sys/mman.h>
#include <stddef.h>

int failed;

static void note(const void *p)
{
  if(p == MAP_FAILED) /* ((void *) -1): an int converted to a pointer */
    failed = 1;
}

int main(void)
{
  void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  note(p);
  note((const void *)-1);
  __CPROVER_assert(failed == 0, "never failed");
  return 0;
}
