int classify(int *p, int k)
{
  if(!p)
    return -1;
  if(*p > k)
    return 1;
  return 0;
}
