// an address-taken local re-entered by a backward goto; a pointer to it lives past the join
_Bool nondet_bool(void);
int main(void)
{
  int n = 0;
  int *last = 0;
again:;
  int cell = n * 10;
  last = &cell;
  n++;
  if(n < 3 && nondet_bool())
    goto again;
  *last += 1;
  __CPROVER_assert(cell == n * 10 - 9, "cell updated through pointer");
  __CPROVER_assert(cell != 21, "not the third"); // fails when n == 3
  return 0;
}
