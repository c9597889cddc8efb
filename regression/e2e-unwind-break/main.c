int nondet_int(void);

int main(void)
{
  int a[5] = {3, 1, 4, 1, 5};
  int key = nondet_int();
  int found = -1;
  for(int i = 0; i < 5; i++)
  {
    if(a[i] == key)
    {
      found = i;
      break;
    }
  }
  __CPROVER_assert(found != 2 || key == 4, "index of 4"); //@A
  __CPROVER_assert(found != 3, "second 1 is never found first"); //@B
  return 0;
}
