/* A length from a function without a body can be anything: an offset past 2^55 wraps
   to a negative one in the 56 offset bits of a pointer. The solver compares offsets as
   signed numbers; the replay of the counterexample must compare them the same way, for
   < and <= as for == and -. */
#include <stddef.h>
size_t get_len(void);
int main(void) {
  char buf[8];
  size_t n = get_len();
  char *end = buf + n;
  int r = 0;
  if (end < buf)
    r = 1;
  if (end <= buf + 2 && end != buf + 2)
    r += 2;
  __CPROVER_assert(r != 3, "end below buf");
  return r;
}
