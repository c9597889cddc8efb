int main(void)
{
  int *p = (int *)0x1000;
  return *p; //@A
}
