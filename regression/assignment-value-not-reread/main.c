// The value of an assignment expression is the value stored (C11 6.5.16p3); the lvalue
// is not evaluated again, which matters when its address depends on what was stored.
struct node { int v; struct node *next; };
struct bits { int b : 3; unsigned u : 2; };
int idx[3] = { 2, 0, 1 };

int main(void)
{
  int a[4] = { 3, 1, 2, 0 };
  // a[a[3]] is a[0]; storing 3 there would make a re-read see a[3] == 0
  int r = (a[a[3]] = 3);
  __CPROVER_assert(r == 3, "plain assignment");
  // compound assignment: a[a[1]] is a[1] (1 + 1 = 2); a re-read sees a[2] == 2 as well,
  // so use a value that differs
  a[1] = 1; a[2] = 7;
  int s = (a[a[1]] += 1);
  __CPROVER_assert(s == 2 && a[1] == 2, "compound assignment");
  // prefix increment through an index that it changes
  int t = ++idx[idx[1]];
  __CPROVER_assert(t == 3 && idx[0] == 3, "prefix increment");
  int u = --idx[idx[1] + 1];
  __CPROVER_assert(u == -1 && idx[1] == -1, "prefix decrement");

  // a list node unlinked through the pointer being assigned
  struct node n3 = { 3, 0 }, n2 = { 2, &n3 }, n1 = { 1, &n2 };
  struct node *p = &n1;
  struct node *q = (p->next = p->next->next);
  __CPROVER_assert(q == &n3 && q->v == 3, "pointer member");
  // *pp = … where pp points to itself
  void *self;
  void **pp = &self;
  self = &self;
  void *w = (*(void **)self = 0);
  __CPROVER_assert(w == 0 && self == 0, "through itself");

  // bit-fields: the value is the one the field holds
  struct bits bf;
  int v = (bf.b = 9);
  __CPROVER_assert(v == 1, "signed bit-field");
  unsigned x = (bf.u = 6);
  __CPROVER_assert(x == 2, "unsigned bit-field");

  // chained assignments
  int c, d;
  c = d = (a[a[3]] = 0);
  __CPROVER_assert(c == 0 && d == 0, "chain");
  __CPROVER_assert(c == 1, "fails: the chain stored 0");
  return 0;
}
