struct ops
{
  int (*apply)(int);
};

int square(int x) { return x * x; }

int run(struct ops *o, int v)
{
  return o->apply(v);
}

int main(void)
{
  struct ops o = {square};
  __CPROVER_assert(run(&o, 7) == 49, "callback"); //@A
  __CPROVER_assert(run(&o, 3) == 10, "wrong expectation"); //@B
  return 0;
}
