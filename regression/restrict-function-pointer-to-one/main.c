typedef int (*fptr_t)(int);

int f(int x)
{
  return x + 1;
}

int g(int x)
{
  return x;
}

int always_false = 0;

fptr_t get(void)
{
  /* both addresses are taken: without a restriction the call may go to g */
  return always_false ? g : f;
}

void use_f(fptr_t fptr)
{
  __CPROVER_assert(fptr(10) == 11, "f is called");
}

int main(void)
{
  use_f(get());
  return 0;
}
