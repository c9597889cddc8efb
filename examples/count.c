int count(int n) {
  int s = 0;
  int i = 0;
  for(; i < n; i++)
    s += i;
  return s;
}

int main(void) {
  int r = count(4);
  __CPROVER_assert(r == 6, "assertion r == 6");
  return 0;
}
