#include <assert.h>
// GCC's labels as values: `&&label` and `goto *p`. A small threaded interpreter whose
// dispatch table maps opcodes to labels; opcode 2 is wired to the wrong label, and four instructions reach 8.
int run(const unsigned char *code, int n)
{
  static const void *dispatch[] = {&&op_inc, &&op_double, &&op_inc, &&op_halt};
  int acc = 0;
  int pc = 0;
next:
  if(pc >= n)
    return acc;
  goto *dispatch[code[pc++]];
op_inc:
  acc += 1;
  goto next;
op_double:
  acc *= 2;
  goto next;
op_halt:
  return acc;
}

int main(void)
{
  unsigned char prog[4];
  for(int i = 0; i < 4; i++)
    __CPROVER_assume(prog[i] <= 3);
  int r = run(prog, 4);
  assert(r <= 7);
  unsigned char twice[2] = {0, 1};
  assert(run(twice, 2) == 2);
  void *here = &&done;
  void *there = &&elsewhere;
  assert(here != there);
  goto *here;
elsewhere:
  assert(0);
done:
  return 0;
}
