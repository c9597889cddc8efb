// struct S has other members in lib.c: two different types, each unit uses its own
struct S
{
  int x;
  int y;
};

struct S here = {1, 2};
long there(void);

int main(void)
{
  __CPROVER_assert(here.y == 2 && sizeof(struct S) == 8, "this unit's struct S");
  __CPROVER_assert(there() == 7, "lib.c's struct S");
  return 0;
}
