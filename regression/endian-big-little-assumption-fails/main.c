// Code that assumes a little-endian target is wrong on a big-endian one.
int main(void)
{
  unsigned int u = 1;
  unsigned char *p = (unsigned char *)&u;
  __CPROVER_assert(*p == 1, "low byte first");
  __CPROVER_assert(p[3] == 1, "low byte last");
  return 0;
}
