int main(void)
{
  const char *p = "\x80";
  const char *q = "a\xffz";
  return p[0] + q[1];
}
