int __CPROVER_uninterpreted_f(int, int);
_Bool __CPROVER_uninterpreted_p(unsigned char);

int main()
{
  int a, b;
  int x = __CPROVER_uninterpreted_f(a, 2);
  int y = __CPROVER_uninterpreted_f(b, 2);
  if(a == b)
    __CPROVER_assert(x == y, "equal arguments give equal results");
  __CPROVER_assert(x == y, "different arguments may give different results");
  unsigned char c = a;
  _Bool p1 = __CPROVER_uninterpreted_p(c);
  _Bool p2 = __CPROVER_uninterpreted_p((unsigned char)a);
  __CPROVER_assert(p1 == p2, "predicates too");
  __CPROVER_uninterpreted_f(1, 2);
  return 0;
}
