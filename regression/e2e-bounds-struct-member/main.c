int nondet_int(void);

struct rec
{
  int id;
  char name[4];
};

int main(void)
{
  struct rec r;
  int n = nondet_int();
  __CPROVER_assume(n >= 0 && n < 6);
  r.name[n] = 'x'; //@A
  return 0;
}
