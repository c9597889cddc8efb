int main()
{
  int a[4];
  int b[2];
  long d1 = &a[3] - &a[1];
  long d2 = (char *)&a[2] - (char *)a;
  long d3 = a - b;
  __CPROVER_assert(d1 == 2, "in one array");
  __CPROVER_assert(d2 == 2 * sizeof(int), "through char pointers");
  return 0;
}
