struct pair
{
  int first;
  char *name;
};

char n1[] = "one", n2[] = "two";

int main(int argc, char **argv)
{
  struct pair one = {1, n1}, two = {2, n2};
  struct pair *p = argc > 3 ? &two : &one;
  __CPROVER_assert(p->name == n2 || p->first == 1, "the name matches the number");
  __CPROVER_assert(p->first != argc, "not the argument count");
  return 0;
}
