// a cast to an enum keeps the low bits of its underlying type
enum colour
{
  RED,
  GREEN,
  BLUE
};
long nondet_long(void);
int main(void)
{
  long big = 4294967296L + 2; // low 32 bits: 2 (BLUE)
  enum colour c = (enum colour)big;
  enum colour k = (enum colour)(-9223372036854775807L - 1L); // low bits 0 (RED)
  long other = nondet_long();
  __CPROVER_assume(other == 7 || other == 1);
  enum colour d = (enum colour)other;
  __CPROVER_assert(c == BLUE && k == RED, "low bits");
  return (int)d;
}
