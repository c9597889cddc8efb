int main(void)
{
  int x = 1;
  {
    int x = 2; /* a new scope: fine */
    (void)x;
  }
  extern int y;
  extern int y; /* linkage: fine */
  int x = 3;
  return x;
}
