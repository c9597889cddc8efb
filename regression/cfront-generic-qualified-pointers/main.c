// _Generic tells const char * from char * and char from signed char for declared objects,
// parameters, arrays, string literals, casts and &x (each selection checked natively with gcc).
#include <assert.h>
#define STR(x) _Generic((x), char *: 1, const char *: 2, default: 0)
#define LONE(x) _Generic((x), char *: 1, default: 0)
#define CH(x) _Generic((x), char: 1, signed char: 2, unsigned char: 3, default: 0)
#define CI(x) _Generic((x), int *: 1, const int *: 2, volatile int *: 3)

static int count(const char *s, char *t, const char u[])
{
  return STR(s) * 100 + STR(t) * 10 + STR(u);
}

int main(void)
{
  const char *cs = "x";
  char *s = 0;
  char buf[4];
  const char cbuf[2] = "a";
  char c = 0;
  signed char sc = 0;
  unsigned char uc = 0;
  const int ci = 0;
  int i = 0;
  volatile int vi = 0;
  char *const sconst = 0;
  assert(STR(cs) == 2);
  assert(LONE(cs) == 0);
  assert(STR(s) == 1);
  assert(STR(buf) == 1);
  assert(STR(cbuf) == 2);
  assert(STR("lit") == 1);
  assert(STR((const char *)s) == 2);
  assert(STR(sconst) == 1);
  assert(CH(c) == 1 && CH(sc) == 2 && CH(uc) == 3);
  assert(CI(&ci) == 2 && CI(&i) == 1 && CI(&vi) == 3);
  assert(count(cs, s, cs) == 212);
  return 0;
}
