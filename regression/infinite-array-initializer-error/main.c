int table[__CPROVER_constant_infinity_uint] = {1, 2, 3};

int main(void)
{
  return table[1];
}
