int main() {
  unsigned x = 0;
  while(1)
    x++;
  __CPROVER_assert(x == 0, "unreachable in reality");
  return 0;
}
