// An array declared `extern int table[];` here gets its size and values from its
// definition in other.c; a global declared twice (tentative, then defined) is one object.
extern int table[];
extern int count;
int shared;
int shared;

void fill(void);

int main(void)
{
  __CPROVER_assert(table[0] == 3 && table[2] == 5, "initialised in other.c");
  __CPROVER_assert(count == 3, "count");
  fill();
  __CPROVER_assert(shared == 7, "one object for both declarations");
  __CPROVER_assert(table[count] == 0, "past the end");
  return 0;
}
