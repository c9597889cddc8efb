// Offsets, sizes and objects of addresses are decided by symex's simplifier through
// pointer casts (CBMC's simplify_pointer_offset / simplify_object_size /
// simplify_inequality_pointer_object), so these VCCs never reach the solver. Objects of
// two frames of one recursive function stay to the solver, which tells them apart.
int *outer;

void frames(int depth)
{
  int local;
  if(depth == 0)
  {
    outer = &local;
    frames(1);
  }
  else
    __CPROVER_assert(
      __CPROVER_POINTER_OBJECT(outer) != __CPROVER_POINTER_OBJECT(&local),
      "frames are distinct objects");
}

int main(void)
{
  long a;
  short b[4];
  void *pa = &a;
  char *pb = (char *)&b[2];
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(pa) == 0, "offset of a");
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(pb) == 4, "offset of b[2]");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(pa) == sizeof(long), "size of a");
  __CPROVER_assert(__CPROVER_POINTER_OBJECT(pa) != __CPROVER_POINTER_OBJECT(pb), "a is not b");
  frames(0);
  __CPROVER_assert(__CPROVER_POINTER_OBJECT(pb) == __CPROVER_POINTER_OBJECT((void *)b), "b is b");
  return 0;
}
