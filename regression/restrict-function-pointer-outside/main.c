typedef int (*fptr_t)(int);

int f(int x)
{
  return x + 1;
}

int g(int x)
{
  return x;
}

int h(int x)
{
  return x + 2;
}

fptr_t get(int choice)
{
  return choice == 0 ? f : choice == 1 ? g : h;
}

void use_f(fptr_t fptr)
{
  int r = fptr(10);
  __CPROVER_assert(r == 11 || r == 10, "f or g");
}

int main(void)
{
  int choice;
  use_f(get(choice));
  return 0;
}
