int counter;

static void step(int by)
{
  counter += by;
  __CPROVER_assert(counter < 5, "counter stays small");
}

int main(void)
{
  counter = 3;
  step(2);
  return 0;
}
