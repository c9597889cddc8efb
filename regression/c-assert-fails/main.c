int main() {
  unsigned char c;
  int x = c;
  __CPROVER_assert(x < 200, "x is small");
  return 0;
}
