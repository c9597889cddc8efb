int nondet_int(void);

int main(void)
{
  int x = nondet_int(), y = nondet_int();
  __CPROVER_assume(0 <= x && x < 2 && 0 <= y && y < 2);
  unsigned char buf[8] = {0};
  unsigned char *p = buf + 1;
  if(x)
    p++;
  if(y)
    p++;
  *(short *)p = 0x1122; /* offset 1, 2 or 3 */
  __CPROVER_assert(buf[3] != 0x11, "fails for x + y == 1");
  __CPROVER_assert(x + y != 1 || (buf[2] == 0x22 && buf[3] == 0x11), "holds");
  __CPROVER_assert(x + y != 2 || (buf[3] == 0x22 && buf[4] == 0x11), "holds too");
  return 0;
}
