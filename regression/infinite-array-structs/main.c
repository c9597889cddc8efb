struct point
{
  int x;
  char tag;
};

struct point points[__CPROVER_constant_infinity_uint];

int main(void)
{
  unsigned long i;
  int v;
  points[i].x = v;
  points[i].tag = 'p';
  __CPROVER_assert(points[i].x == v, "member x written");
  __CPROVER_assert(points[i + 1].tag == 0, "neighbour untouched");
  __CPROVER_assert(points[i].tag == 'q', "wrong tag");
  return 0;
}
