int main(void)
{
  int x, r;
  switch(x)
  {
  case 1:
    r = 10;
    break;
  case 2:
  case 3:
    r = 20;
  default:
    r = 30;
  }
  return r;
}
