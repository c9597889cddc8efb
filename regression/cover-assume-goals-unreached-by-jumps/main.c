/* The goals around an assumption are inserted as CBMC inserts them (insert_before and
   insert_after, which move no jump target): a jump to the assumption skips the goal
   before it, a jump to what follows skips the goal after it. */
int nondet_int(void);

int main(void)
{
  int a = nondet_int();
  int b = nondet_int();
  __CPROVER_input("a", a);
  __CPROVER_input("b", b);
  if(a > 10)
  {
    /* only a > 10 gets here, and then never passes: the jump over it does not count */
    __CPROVER_assume(a < 5);
  }
  if(b == 3)
    return 1;
  /* the jump of the if lands on the assumption itself, after the goal before it */
  __CPROVER_assume(b == 4);
  return 0;
}
