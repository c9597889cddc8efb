int main() {
  int x = 0;
  while(1) {
    int c;
    if(c)
      x = 1;
    else
      x = 2;
  }
  __CPROVER_assert(x == 0, "after the loop");
  return 0;
}
