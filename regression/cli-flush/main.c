int main(void) {
  int a[4];
  int i;
  a[i] = 1;
  int *p = a;
  p[5] = 3;
  return 0;
}
