int half(int v)
{
  __CPROVER_assert(v % 2 == 0, "even argument"); //@A
  return v / 2;
}

int main(void)
{
  int h = half(4);
  __CPROVER_assert(h == 2, "half of four"); //@B
  half(3);
  return 0;
}
