// no assertions and no built-in checks: the only properties are the ones symex adds for
// loops and recursion, which path exploration must still check
unsigned depth(unsigned n)
{
  return n == 0 ? 0 : 1 + depth(n - 1);
}

int main(void)
{
  unsigned total = 0;
  for(unsigned i = 0; i < 4; i++)
    total += i;
  return depth(total + 2);
}
