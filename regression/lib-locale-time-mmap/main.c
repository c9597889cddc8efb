#include <assert.h>
#include <locale.h>
#include <time.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void)
{
  char *l = setlocale(LC_ALL, "POSIX");
  assert(l != 0 && strcmp(l, "C") == 0);
  assert(strcmp(setlocale(LC_NUMERIC, 0), "C") == 0);
  struct lconv *conv = localeconv();
  assert(conv->decimal_point[0] == '.' && conv->decimal_point[1] == 0);
  time_t t = 0;
  char *s = ctime(&t);
  assert(strlen(s) == 25 && s[24] == '\n');
  int *p = mmap(0, 4 * sizeof(int), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(p != MAP_FAILED)
  {
    assert(p[3] == 0);
    p[3] = 7;
    munmap(p, 4 * sizeof(int));
  }
  assert(gettid() > 0);
  return 0;
}
