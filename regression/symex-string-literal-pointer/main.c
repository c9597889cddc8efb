int nondet_int(void);

unsigned my_len(const char *s)
{
  unsigned n = 0;
  while(*s)
  {
    s++;
    n++;
  }
  return n;
}

int main(void)
{
  __CPROVER_assert(my_len("four") == 4, "length of a literal");
  int c = nondet_int();
  const char *s = c ? "yes" : "no";
  __CPROVER_assert(s[0] == 'y' || s[0] == 'n', "first letter");
  __CPROVER_assert(my_len(s) == (c ? 3 : 2), "length of either");
  __CPROVER_assert(s[1] == 'e', "second letter");
  return 0;
}
