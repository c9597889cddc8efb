int main(void)
{
  char buf[10];
  for(int i = 0; i < 10; i++)
    buf[i] = 'a';
  __CPROVER_havoc_slice(buf + 3, 4);
  __CPROVER_assert(buf[2] == 'a' && buf[7] == 'a', "outside the slice: unchanged");
  __CPROVER_assert(buf[3] == 'a', "inside the slice: anything");
  __CPROVER_havoc_slice(buf + 8, 4);
  return 0;
}
