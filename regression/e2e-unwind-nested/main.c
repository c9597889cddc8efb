int main(void)
{
  int count = 0;
  for(int i = 0; i < 4; i++)
    for(int j = 0; j < i; j++)
      count++;
  __CPROVER_assert(count == 6, "triangle"); //@A
  return 0;
}
