int none(void) { return 1; }
int one(int a) { return a; }
int kr(a) int a; { return a; }
int old();

int main(void)
{
  int r = kr(1, 2);      /* K&R definition: not checked, as gcc */
  r += old(1, 2, 3);     /* no prototype: not checked */
  r += none(3);
  r += one();
  return r;
}
int old(a, b, c) int a, b, c; { return a + b + c; }
