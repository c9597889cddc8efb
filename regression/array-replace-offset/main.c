int main()
{
  char dst[8] = {0};
  char src[3];
  __CPROVER_array_replace(&dst[2], &src[0]);
  __CPROVER_assert(dst[1] == 0, "before the offset: untouched");
  __CPROVER_assert(dst[4] == 0, "third replaced byte: any value");
  __CPROVER_assert(dst[5] == 0, "after the source's bytes: untouched");
  src[0] = 1;
  src[1] = 2;
  src[2] = 3;
  __CPROVER_array_replace(dst, src);
  __CPROVER_assert(dst[0] == 1 && dst[2] == 3 && dst[3] == dst[3], "copied from the start");
  __CPROVER_assert(dst[7] == 0, "rest untouched");
  return 0;
}
