char *nondet_pointer(void);

int main(void)
{
  char buf[8];
  char *p = nondet_pointer();
  __CPROVER_assume(__CPROVER_r_ok(p, 4));
  char c = p[3];
  __CPROVER_assert(c == p[3], "two reads of the same byte agree");
  __CPROVER_assert(__CPROVER_r_ok(buf + 4, 4), "buf is readable");
  return 0;
}
