int nondet_int(void);

int main(void)
{
  int i = 1;
  int a = i++ + 10;
  int b = ++i * 2;
  int c = (i += 3, i - 1);
  __CPROVER_assert(a == 11 && b == 6 && c == 5 && i == 6, "side effects"); //@A
  int x = nondet_int();
  int y = x > 0 ? x-- : x++;
  __CPROVER_assert(y != x, "postfix returns the old value"); //@B
  return 0;
}
