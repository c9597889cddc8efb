/* `if (a && b)` without else, where an operand has side effects, is two nested ifs in
   CBMC's goto-convert: two jumps, each a decision of its own. The second is reached only
   when the first holds, so n == 2 there and its test can never be false. */
int nondet_int(void);
int calls;

int bump(int v)
{
  calls++;
  return v;
}

int main(void)
{
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n <= 2);
  int r = 0;
  if(bump(n) > 1 && n == 2)
    r = 1;
  /* with an else branch it stays one decision */
  if(bump(n) > 1 && n == 2)
    r = r + 1;
  else
    r = r - 1;
  __CPROVER_cover(r == 2);
  __CPROVER_cover(calls == 3);
  return r;
}
