int main(void)
{
  int A[3] = {1, 2, 3};
  int *first = A;
  int *third = &A[2];
  char *s = "hi!";
  s++;
  const char *t = "xy";
  int x = 0;
  int *px = &x;
  __CPROVER_assert(0, "show the trace");
  return 0;
}
