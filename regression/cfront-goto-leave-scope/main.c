int main(void)
{
  int n;
  {
    int a = 1;
    if(n)
      goto out;
    a = 2;
  }
out:
  return 0;
}
