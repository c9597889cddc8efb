int counter(void)
{
  static int count = 40;
  static int untouched;
  return ++count + untouched;
}

int main(void)
{
  counter();
  __CPROVER_assert(counter() == 42, "static locals keep their value between calls");
  return 0;
}
