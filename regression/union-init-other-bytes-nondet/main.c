union word
{
  unsigned int whole;
  unsigned char low;
};

int main(void)
{
  union word w = {.low = 7};
  // only the first byte is initialised: the others are unspecified
  __CPROVER_assert((w.whole & 0xffu) == 7u, "first byte");
  __CPROVER_assert(w.whole == 7u, "upper bytes are zero");
  return 0;
}
