// whole infinite arrays: set every element, copy one array onto another
int mem[__CPROVER_constant_infinity_uint];
int other[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long i;
  __CPROVER_array_set(mem, 5);
  __CPROVER_assert(mem[i] == 5, "every element set");
  other[3] = 9;
  __CPROVER_array_copy(mem, other);
  __CPROVER_assert(mem[3] == 9 && mem[i] == other[i], "the arrays are equal");
  __CPROVER_assert(mem[4] == 5, "the copy overwrote the fives");
  return 0;
}
