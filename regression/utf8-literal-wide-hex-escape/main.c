int main(void)
{
  const char check[] = u8"\x263a!";
  __CPROVER_assert(sizeof(check) == 5, "three bytes, '!', and the terminator");
  __CPROVER_assert((unsigned char)check[0] == 0xe2, "first UTF-8 byte");
  __CPROVER_assert((unsigned char)check[1] == 0x98, "second UTF-8 byte");
  __CPROVER_assert((unsigned char)check[2] == 0xba, "third UTF-8 byte");
  __CPROVER_assert(check[3] == '!', "next character");
  const char byte[] = u8"\xff";
  __CPROVER_assert(sizeof(byte) == 2 && (unsigned char)byte[0] == 0xff, "a byte stays a byte");
  __CPROVER_assert(check[0] == 0, "fails");
  return 0;
}
