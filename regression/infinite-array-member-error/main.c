struct buffer
{
  int length;
  int data[__CPROVER_constant_infinity_uint];
};

int main(void)
{
  return 0;
}
