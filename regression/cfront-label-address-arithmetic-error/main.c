/* GCC's relative jump table: offsets between label addresses. rbmc's label addresses are
   not offsets in one code object, so this is a located error, never a jump to the wrong
   label (the offset was dropped: `goto *(&&first + off)` went to `first`). */
int dispatch(int i)
{
  static const int offsets[] = { &&first - &&first, &&second - &&first };
  goto *(&&first + offsets[i]);
first:
  return 1;
second:
  return 2;
}

int main(void)
{
  __CPROVER_assert(dispatch(1) == 2, "second");
  return 0;
}
