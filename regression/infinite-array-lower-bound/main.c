int mem[__CPROVER_constant_infinity_uint];

int main(void)
{
  int k;
  mem[k] = 1;
  return 0;
}
