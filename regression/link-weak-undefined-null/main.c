/* An undefined weak symbol has address 0 (the ELF linker's rule): the usual optional-hook
   idiom calls nothing. A weak symbol that is defined keeps its address. */
#include <assert.h>

extern int optional_hook(int) __attribute__((weak));
extern int optional_counter __attribute__((weak));
extern int present(int) __attribute__((weak));
int present(int v) { return v + 1; }

int (*handler)(int) = optional_hook;

int main(void)
{
  int r = 0;
  if(optional_hook)
    r = optional_hook(1);
  assert(r == 0);
  assert(&optional_counter == 0);
  assert(handler == 0);
  assert(present != 0 && present(1) == 2);
  return 0;
}
