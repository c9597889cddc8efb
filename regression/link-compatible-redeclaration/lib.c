int table[3] = {10, 20, 30};
int *cursor = &table[0];

void fill(int *buf, int n)
{
  for(int i = 0; i < n; i++)
    buf[i] = i;
}

unsigned sum(unsigned *v, int n)
{
  unsigned s = 0;
  for(int i = 0; i < n; i++)
    s += v[i];
  return s;
}
