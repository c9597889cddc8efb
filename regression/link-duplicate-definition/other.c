int k(unsigned a)
{
  return 2;
}
