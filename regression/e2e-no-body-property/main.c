int external_lookup(int key);
int nondet_int(void);

int helper(int x) { return x + 1; }

int main(void)
{
  int k = nondet_int();          /* nondet_*: a nondeterministic value, no property */
  int v = helper(k & 7);         /* has a body: no property */
  if(k > 100)
    v = external_lookup(k);      /* no body: its effect is unknown */
  return v;
}
