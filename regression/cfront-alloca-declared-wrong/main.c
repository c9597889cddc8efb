char *alloca(unsigned long n);

int helper(int k)
{
  char *p = alloca(k);
  return p != 0;
}

int main(void)
{
  return helper(3);
}
