int main(void)
{
  int *p;
  {
    int inner = 7;
    p = &inner;
  }
  return *p; //@A
}
