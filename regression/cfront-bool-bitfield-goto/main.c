// Conversions to a _Bool bit-field compare with zero before anything is truncated to the
// field's width (C11 6.3.1.2), in every kind of assignment.
struct flags
{
  unsigned long wide : 3;
  _Bool one : 1;
  _Bool three : 3;
};

int nondet_int(void);

int main(void)
{
  struct flags f = {0, 2, 4}; // initializer
  __CPROVER_assert(f.one == 1 && f.three == 1, "initializer");
  struct flags g = {.three = 8};
  __CPROVER_assert(g.three == 1 && g.one == 0, "designated initializer");
  f.one = 0;
  f.one = 6; // plain assignment: 6 != 0
  __CPROVER_assert(f.one == 1, "assignment");
  int n = nondet_int();
  f.three = n;
  __CPROVER_assert(f.three == (n != 0), "symbolic assignment");
  f.one = 0;
  f.one += 2; // compound assignment
  __CPROVER_assert(f.one == 1, "compound assignment");
  f.one = 1;
  f.one++; // 1 + 1 = 2 converts to 1
  __CPROVER_assert(f.one == 1, "increment");
  f.one = 0;
  f.one--; // 0 - 1 = -1 converts to 1
  __CPROVER_assert(f.one == 1, "decrement");
  // sizeof never evaluates its operand; an assignment to a bit-field has the bit-field's
  // type, whose size is its width in bytes (GCC, CBMC)
  f.wide = 5;
  __CPROVER_assert(sizeof(f.wide += 1) == 1, "sizeof bit-field assignment");
  __CPROVER_assert(f.wide == 5, "sizeof has no side effects");
  return 0;
}
