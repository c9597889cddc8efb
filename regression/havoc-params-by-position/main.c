/* havoc,params:N selects parameters by position (CBMC's `params:0;2`), and a havoc body
   leaves const objects alone (CBMC havocs only non-constant globals). */
struct pair
{
  int a;
  int b;
};

const int limit = 10;
int counter = 3;

void touch(struct pair *p, int *q, int n);

int main(void)
{
  struct pair s = {1, 2};
  int v = 5;
  touch(&s, &v, 0);
  __CPROVER_assert(s.a == 1, "first argument havocked");
  __CPROVER_assert(v == 5, "second argument kept");
  __CPROVER_assert(limit == 10, "const global kept");
  __CPROVER_assert(counter == 3, "global havocked");
  return 0;
}
