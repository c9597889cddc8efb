int main(void) {
  __CPROVER_assert(__CPROVER_rounding_mode == 0, "default is nearest");
  volatile float one = 1.0f, three = 3.0f;
  float q = one / three;
  __CPROVER_assert(q * three == one, "rounding to nearest gives back 1");
  return 0;
}
