int mem[__CPROVER_constant_infinity_uint];

int main(void)
{
  return sizeof(mem) > 0;
}
