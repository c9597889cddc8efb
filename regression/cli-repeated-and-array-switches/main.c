int a[4];
int main(void) {
  unsigned i;
  __CPROVER_assume(i < 4);
  a[i] = 3;
  __CPROVER_assert(a[i] == 3, "stored");
  __CPROVER_assert(a[(i + 1) % 4] == 0, "neighbour");
  return 0;
}
