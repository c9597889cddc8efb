// interpreter: state machine with gotos back to a dispatch label and a local per step
int main(void)
{
  unsigned char code[3];
  for(int i = 0; i < 3; i++)
    __CPROVER_assume(code[i] < 3);
  int acc = 1, pc = 0, steps = 0;
dispatch:
  if(pc >= 3)
    goto done;
  int op = code[pc];
  pc++;
  steps++;
  if(op == 2)
    goto dispatch;
  if(op == 0)
    acc = acc + op + 1;
  else
    acc = acc * 3;
  goto dispatch;
done:
  __CPROVER_assert(steps == 3, "three steps");
  __CPROVER_assert(acc >= 1 && acc <= 27, "range");
  __CPROVER_assert(acc != 6, "never six"); // fails: inc then *3 = 2*3 = 6
  return 0;
}
