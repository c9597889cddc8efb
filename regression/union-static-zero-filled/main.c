union cell
{
  unsigned char tag;
  unsigned long long wide;
};

union cell global = {.tag = 3};
static union cell zeroed;

int main(void)
{
  __CPROVER_assert(global.wide == 3ull, "static union: other bytes are zero");
  __CPROVER_assert(zeroed.wide == 0ull, "implicit zero covers the widest member");
  return 0;
}
