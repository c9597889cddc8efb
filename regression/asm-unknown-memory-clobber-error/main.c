int main(void)
{
  char buf[4];
  char *d = buf;
  unsigned long n = 4;
  __asm__ __volatile__("rep stosb" : "+D"(d), "+c"(n) : "a"(0) : "memory");
  return buf[0];
}
