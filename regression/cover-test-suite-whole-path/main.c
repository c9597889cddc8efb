/* A coverage test holds every input of its path, also those after the goals it covers:
   coverage runs do not slice the formula (CBMC turns simple slicing off there), and they
   decide goals on one merged formula whatever --paths says. */
int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  __CPROVER_input("x", x);
  int y = nondet_int();
  __CPROVER_input("y", y);
  __CPROVER_assume(x == 7 && y == -2);
  return x + y;
}
