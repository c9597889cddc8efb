// Declarations that differ from the definitions in lib.c in ways CBMC's linker accepts
// (with a warning): the definitions' types are used.
void fill(char *buf, int n);       // defined with an int * parameter
int sum(unsigned *v, unsigned n);  // defined returning unsigned, with an int parameter
extern int table[];                // defined with 3 elements
extern char *cursor;               // defined as int *

int main(void)
{
  int buf[4];
  fill((char *)buf, 4);
  __CPROVER_assert(buf[3] == 3, "pointer parameter of another type");
  __CPROVER_assert(sum((unsigned *)buf, 4) == 6, "integer types of the same size");
  __CPROVER_assert(table[2] == 30, "array completed by the definition");
  __CPROVER_assert(*(int *)cursor == 10, "pointer object of another type");
#ifdef BUG
  __CPROVER_assert(sum((unsigned *)buf, 3) == 6, "0 + 1 + 2 is not 6");
#endif
  return 0;
}
