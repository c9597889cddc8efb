int main()
{
  unsigned short x[2];
  x[0] = 1;
  x[1] = 2;
  unsigned char *y = (unsigned char *)x;
  unsigned short z = *((unsigned short *)(y + 1));
  __CPROVER_assert(z == 512u, "bytes 1 and 2 (little endian)");
  unsigned int w[2] = {0x04030201, 0x08070605};
  unsigned char *v = (unsigned char *)w;
  __CPROVER_assert(*(unsigned int *)(v + 1) == 0x05040302u, "a word across elements");
  return 0;
}
