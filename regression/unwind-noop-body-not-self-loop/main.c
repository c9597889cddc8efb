/* A loop whose body assigns a variable to itself or only reads one is not a self-loop:
   CBMC keeps those statements as instructions, unwinds the loop and reports its unwinding
   assertion (only an empty body makes a self-loop, replaced by an assumption). */
int g;
volatile int v;
unsigned char nondet_uchar(void);

int main(void)
{
  unsigned char n = nondet_uchar();
  __CPROVER_assume(n < 4);
  while(n > 2)
    g = g;
  while(n > 1)
    (void)g;
  while(n > 0)
    v;
  __CPROVER_assert(n == 0, "only n == 0 leaves the loops");
  return 0;
}
