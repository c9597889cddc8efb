#include <assert.h>
static int twice(int x) { return 2 * x; }
int doubled(int) __attribute__((alias("twice")));
void default_handler(void) { }
void uart_irq(void) __attribute__((weak, alias("default_handler")));
void spi_irq(void) __attribute__((weak, alias("default_handler")));
int count;
int get(void);
int main(void)
{
  assert(doubled(21) == 42);
  uart_irq();
  spi_irq();
  assert(count == 1);
  assert(get() == 7);
  return 0;
}
int seven(void) { return 7; }
int get(void) __attribute__((alias("seven")));
