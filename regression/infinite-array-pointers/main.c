#include <string.h>

int mem[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned i;
  int *p = mem;
  p[i] = 7;
  __CPROVER_assert(mem[i] == 7, "written through a pointer");
  char *c = (char *)&mem[i];
  c[1] = 1;
  __CPROVER_assert(mem[i] == 7 + 256, "a byte written");
  memset(&mem[i], 0, sizeof(int));
  __CPROVER_assert(mem[i] == 0, "memset");
  int *q = mem + i;
  __CPROVER_assert(q - mem == i, "pointer difference");
  __CPROVER_assert(__CPROVER_same_object(q, mem), "same object");
  int(*pa)[__CPROVER_constant_infinity_uint] = &mem;
  (*pa)[i] = 9;
  __CPROVER_assert(mem[i] == 9, "through a pointer to the array");
  return 0;
}
