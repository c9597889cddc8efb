int main(void)
{
  int b = 0;
  for(int j = 0; j < 5; j++) //@A
    b++;
  return b;
}
