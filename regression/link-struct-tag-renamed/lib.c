struct S
{
  char c;
  long z;
  struct S *next;
};

static struct S one = {3, 7, &one};

long there(void)
{
  return sizeof(struct S) == 24 ? one.next->z : 0;
}
