// constant left shifts of signed values: flag macros
#define FLAG_A (1 << 3)
#define FLAG_B (1 << 30)
int main(void)
{
  int flags = FLAG_A | FLAG_B;
  long big = 5L << 61;
  int n;
  int shifted = (n & 7) << 2;
  __CPROVER_assert(flags != 0, "flags");
  return shifted + (int)big;
}
