int main()
{
  int counter = 41;
  int other;
  counter++;
  __CPROVER_assert(counter + other == 0, "sum is zero");
  return 0;
}
