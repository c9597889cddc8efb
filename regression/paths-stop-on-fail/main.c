int main() {
  int a;
  int b = 1;
  if(a > 5)
    b = 2;
  if(a == 42)
    b = 0;
  __CPROVER_assert(b != 0, "b is not zero");
  return 0;
}
