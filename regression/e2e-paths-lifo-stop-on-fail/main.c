int nondet_int(void);

int main(void)
{
  int x = nondet_int();
  if(x == 3)
    __CPROVER_assert(0, "reached three");
  return 0;
}
