// a goto back to before a loop re-enters it from outside (its counter restarts); the path
// queued inside the first entry keeps its own count at the join
int nondet_int(void);
int main(void)
{
  int in = nondet_int();
  int step = 0, last = 0, cur = 0;
top:
  cur = in;
  while(step < 3) // three iterations in all: --unwind 4
  {
    step++;
    if(last > 7)
      goto top;
    last = cur;
  }
  __CPROVER_assert(step == 3, "three steps");
  return 0;
}
