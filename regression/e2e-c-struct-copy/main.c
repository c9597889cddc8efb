struct pair
{
  int a;
  char b[3];
};

int main(void)
{
  struct pair p = {1, {'x', 'y', 'z'}};
  struct pair q = p;
  q.a = 2;
  q.b[1] = 'w';
  __CPROVER_assert(p.a == 1 && p.b[1] == 'y', "original unchanged"); //@A
  __CPROVER_assert(q.b[0] == 'x' && q.b[2] == 'z', "copy kept the rest"); //@B
  return 0;
}
