int main(void)
{
  int a[3] = {1, 2, 3};
  int z;
  __CPROVER_assert(
    __CPROVER_forall { int i; (0 <= i && i < 3) ==> a[i] + z > a[i] }, "z is positive");
  return 0;
}
