#include <assert.h>

void default_handler(void)
{
}

void irq_handler(void) __attribute__((weak, alias("default_handler")));

int main(void)
{
  irq_handler();
  assert(1);
  return 0;
}
