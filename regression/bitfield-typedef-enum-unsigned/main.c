// bit-fields declared with typedef names of enumerations hold the enumeration's
// underlying bits (unsigned int without negative constants)
typedef enum
{
  IDLE,
  RUN,
  STOP,
  FAULT
} state_t;
enum mode
{
  M0,
  M1
};
typedef enum mode mode_t;
typedef mode_t mode_alias;
struct ctl
{
  state_t st : 2;
  mode_t md : 1;
  mode_alias again : 1;
  unsigned rest : 4;
};
int main(void)
{
  struct ctl c = {FAULT, M1, M1, 7};
  __CPROVER_assert(c.st == FAULT, "two bits hold 3");
  __CPROVER_assert(c.md == M1 && c.again == M1, "one bit holds 1");
  c.st = RUN;
  __CPROVER_assert(c.st == RUN && c.rest == 7, "neighbours kept");
  __CPROVER_assert(c.st != RUN, "mutant");
  return 0;
}
