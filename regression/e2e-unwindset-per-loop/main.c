int main(void)
{
  int a = 0, b = 0;
  for(int i = 0; i < 1; i++) //@A
    a++;
  for(int j = 0; j < 5; j++) //@B
    b++;
  __CPROVER_assert(a + b == 6, "both loops done"); //@C
  return 0;
}
