int nondet_int(void);

int main(void)
{
  int counter = nondet_int();
  counter++; //@A
  return counter;
}
