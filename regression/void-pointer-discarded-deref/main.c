int main()
{
  int a = 0;
  void *p = &a;
  *p; /* GCC: a warning; the dereference is checked */
  void *q;
  *q;
  return 0;
}
