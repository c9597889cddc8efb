int add(int a, int b)
{
  return a + b;
}
int sub(int a, int b)
{
  return a - b;
}
long wrong(long a)
{
  return a;
}

int main(void)
{
  int (*op)(int, int) = add;
  long (*w)(long) = wrong;
  int choice;
  if(choice)
    op = sub;
  int r = op(5, 3);
  __CPROVER_assert(r == 8 || r == 2, "one of the two");
  return (int)w(1);
}
