int main() {
  int x;
  if(x > 0) {
    if(x < 0)
      __CPROVER_assert(0, "dead code");
  }
  __CPROVER_assert(x == x, "reflexive");
  return 0;
}
