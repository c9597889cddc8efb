// the pointer is taken on one path only: the instance it points to is kept
_Bool nondet_bool(void);
int main(void)
{
  int n = 0;
  int *p = &n;
  _Bool taken = 0;
top:;
  int x = n + 100;
  if(n == 1 && nondet_bool())
  {
    p = &x;
    taken = 1;
  }
  n++;
  if(!taken && n < 3 && nondet_bool())
    goto top;
  *p += 1;
  __CPROVER_assert(!taken || x == 102, "x written through p");
  __CPROVER_assert(taken || x == n + 99, "x untouched");
  __CPROVER_assert(taken || n < 3 || *p == 4, "n incremented through p"); // fails: n is 3, *p is 4 -> holds; 
  __CPROVER_assert(x != 102, "reachable"); // fails
  return 0;
}
