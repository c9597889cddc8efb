// A state machine driven by 150 nondeterministic inputs; the assertion fails only after a
// long specific prefix (the counter must reach 120 without ever being reset).
// bench-options: --unwind 151
// bench-expect: FAILURE
_Bool nondet_bool(void);

int main(void)
{
  int counter = 0;
  int max = 0;
  for(int i = 0; i < 150; i++)
  {
    if(nondet_bool())
      counter++;
    else if(counter < 100)
      counter = 0;
    if(counter > max)
      max = counter;
  }
  __CPROVER_assert(max < 120, "counter stays below 120");
  return 0;
}
