int check(int x, unsigned char y)
{
  __CPROVER_assert(y < 200, "y is small"); //@A
  __CPROVER_assert(x + 0 == x, "identity"); //@B
  return x;
}

int main(void)
{
  return check(1, 2);
}
