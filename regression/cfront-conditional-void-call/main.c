// a conditional whose operands are a call of a void function and a cast to void, as
// Lua's barrier macros expand: c ? f(...) : ((void)0)
int marks;
void mark(int k)
{
  marks += k;
}
#define barrier(c, k) ((c) ? mark(k) : ((void)((0))))
int main(void)
{
  int on = 1, off = 0;
  barrier(on, 5);
  barrier(off, 7);
  on ? mark(1) : (void)off;
  (void)(off ? mark(100) : (void)0);
  __CPROVER_assert(marks == 6, "marks");
  return 0;
}
