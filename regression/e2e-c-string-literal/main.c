int main(void)
{
  const char *s = "abc";
  char buf[] = "hey";
  __CPROVER_assert(s[0] == 'a' && s[3] == 0, "literal is terminated"); //@A
  __CPROVER_assert(sizeof(buf) == 4, "array from literal has the terminator"); //@B
  return s[4]; //@C
}
