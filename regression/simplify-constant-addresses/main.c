#include <stddef.h>

struct S
{
  char c;
  int a[3];
  short t;
};

int main()
{
  struct S s;
  int arr[5];
  long l;
  int *p = 0;
  // offsets and sizes of constant addresses, as the solver would compute them
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(&arr[3]) == 3 * sizeof(int), "element offset");
  __CPROVER_assert(
    __CPROVER_POINTER_OFFSET(&s.a[2]) == offsetof(struct S, a) + 2 * sizeof(int),
    "member element offset");
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(&s.t) == offsetof(struct S, t), "member offset");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(&s) == sizeof(struct S), "struct size");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(&arr[1]) == sizeof(arr), "array size");
  __CPROVER_assert(__CPROVER_OBJECT_SIZE(&l) == 8, "long size");
  // pointers into one array compare by index
  __CPROVER_assert(&arr[0] + 4 < &arr[5], "before the end");
  __CPROVER_assert(!(&arr[0] + 5 < &arr[5]), "at the end");
  // the address of an object is not NULL's object
  __CPROVER_assert(__CPROVER_same_object(&l, p) == 0, "not NULL");
  // and a wrong offset still fails
  __CPROVER_assert(__CPROVER_POINTER_OFFSET(&s.t) == 14, "wrong offset");
  return 0;
}
