// Memory at integer addresses: every pointer made from an integer that carries no
// object reads what was last written at that address, whatever the access form.
#include <assert.h>

#define BASE 0x40001000UL

struct regs
{
  unsigned ctrl;
  unsigned data[4];
};

int main(void)
{
  __CPROVER_allocated_memory(BASE, sizeof(struct regs));
  struct regs *r = (struct regs *)BASE;
  unsigned *words = (unsigned *)BASE;

  r->ctrl = 0x11u;
  r->data[2] = 0x22u;
  assert(words[0] == 0x11u);
  assert(words[3] == 0x22u);

  words[1] = 7u;
  assert(r->data[0] == 7u);
  assert(*(unsigned *)(BASE + 4) == 7u);

  unsigned char *bytes = (unsigned char *)BASE;
  bytes[0] = 0xffu;
  assert(r->ctrl == 0xffu); // little endian: the low byte changed

  assert(r->data[3] == 0u); // never written: any value
  return 0;
}
