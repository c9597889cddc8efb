// A prototype that disagrees with the library's (int instead of size_t): the library
// model is still linked, as CBMC links its library into the program.
void *malloc(int);

int main(void)
{
  int *a = malloc(4 * sizeof(int));
  if(a == (int *)0)
    return 0;
  a[3] = 5;
  __CPROVER_assert(a[3] == 5, "written element");
  int *b = malloc(sizeof(int));
  __CPROVER_assert(a != b || b == (int *)0, "fresh memory");
  __CPROVER_assert(a[0] == 0, "unwritten element");
  return 0;
}
