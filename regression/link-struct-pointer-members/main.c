// struct S has an int * member here and a char * member in other.c: two types (other.c's
// is renamed), but one object s of the same layout
struct S
{
  int *p;
  long n;
};

struct S s;
int read_other(void);

int main(void)
{
  int v = 4;
  s.p = &v;
  s.n = 2;
  __CPROVER_assert(read_other() == 6, "other.c reads this unit's writes");
  return 0;
}
