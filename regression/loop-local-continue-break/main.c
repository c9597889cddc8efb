// a block-local declared in a loop body, a `continue` on some inputs, and a `break` that
// leaves with a value computed from the local
int nondet_int(void);
int main(void)
{
  int skip = nondet_int();
  __CPROVER_assume(skip >= 0 && skip <= 2);
  int round = 0, found = -1;
  while(round < 4)
  {
    int here = round * 10;
    round++;
    if(here < skip * 10)
      continue;
    found = here;
    break;
  }
  __CPROVER_assert(found == skip * 10, "found where skipping stopped");
  __CPROVER_assert(found != 20, "not the third round"); // fails for skip == 2
  return 0;
}
