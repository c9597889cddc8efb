int main(void)
{
  int i = 0;
  do
  {
    i++;
  } while(i < 3);
  __CPROVER_assert(i == 3, "three iterations"); //@A
  return 0;
}
