// Enum objects in memory under --enum-range-check: an array of enums, an enum member
// written through a struct pointer, an enum written through a pointer.
enum flag
{
  F0,
  F1,
  F2,
  F3
};

struct s
{
  int k;
  enum flag f;
};

int main(void)
{
  enum flag arr[3] = {F1, F2, F3};
  unsigned i;
  __CPROVER_assume(i < 3);
  __CPROVER_assert(arr[i] != F0, "arr");
  struct s x = {1, F2};
  struct s *p = &x;
  p->f = F3;
  __CPROVER_assert(x.f == F3, "member");
  enum flag g = F0;
  enum flag *q = &g;
  *q = F1;
  __CPROVER_assert(g == F1, "pointer");
  return 0;
}
