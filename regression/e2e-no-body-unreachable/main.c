void log_event(const char *what);
unsigned nondet_unsigned(void);

int main(void)
{
  unsigned x = nondet_unsigned();
  __CPROVER_assume(x < 5);
  if(x > 5)
    log_event("never");          /* no path reaches it: the property holds */
  if(x > 10)
    log_event("pruned");         /* symex does not even visit it: no property */
  __CPROVER_assert(x < 5, "x is small");
  return 0;
}
