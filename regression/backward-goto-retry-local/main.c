// retry pattern: a local declared after a label a backward goto re-enters
int nondet_int(void);
int attempt(int k, int *out)
{
  int v = nondet_int();
  __CPROVER_assume(v >= -2 && v <= 5);
  *out = v;
  return v < 0 ? -1 : 0;
}
int main(void)
{
  int tries = 0;
  int sum = 0;
retry:;
  int value;
  int rc = attempt(tries, &value);
  tries++;
  if(rc != 0 && tries < 3)
    goto retry;
  if(rc == 0)
  {
    sum += value;
    __CPROVER_assert(value >= 0, "value valid");
    __CPROVER_assert(value <= 4, "value small"); // fails: 5 possible
  }
  return 0;
}
