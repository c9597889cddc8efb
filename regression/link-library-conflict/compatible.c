// memcpy declared with other pointer types than the C library's, strlen as in K&R C:
// both link with the library models
void *memcpy(char *dst, char *src, unsigned long n);
unsigned long strlen();

int main(void)
{
  char a[3] = {'a', 'b', 0}, b[3];
  memcpy(b, a, 3);
  __CPROVER_assert(b[1] == 'b', "copied by the library's memcpy");
  __CPROVER_assert(strlen(b) == 2, "measured by the library's strlen");
  return 0;
}
