int *escape(void)
{
  int local = 3;
  return &local;
}

int main(void)
{
  int *p = escape();
  int v = *p; //@A
  return v;
}
