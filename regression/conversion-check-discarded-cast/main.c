// casts whose value is discarded still convert: --conversion-check checks them
int main(void)
{
  int wide = 300, small = 12;
  (signed char)wide;
  (void)(signed char)small;
  (unsigned char)(wide - 100);
  return 0;
}
