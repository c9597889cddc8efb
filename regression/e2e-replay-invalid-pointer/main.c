struct S
{
  int a;
};

void foo(struct S *x)
{
  x->a = 42;
  __CPROVER_assert(x->a == 42, "the failed object keeps the write");
  int *q = (int *)0 + 4;
  __CPROVER_assert(*(q + 1) == 3, "each dereference of q + 1 reads a fresh object");
}

int main()
{
  void *p;
  foo(p);
}
