int buf[5];

int main(void)
{
  for(int i = 0; i <= 5; i++)
    buf[i] = i; //@A
  return 0;
}
