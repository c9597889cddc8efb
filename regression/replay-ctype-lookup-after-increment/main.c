#include <ctype.h>
#include <stdlib.h>

// A real counterexample: buf[0] is a space, buf[1] a digit, so p moves on and the
// assertion is reached. rbmc finds it, but the replay of its trace ends without
// violating the property, so the property is reported as ERROR.
void harness(void)
{
  char *buf = malloc(2);
  __CPROVER_assume(buf != NULL);
  char *p = buf;
  if(isspace((unsigned char)*p))
    p++;
  if(isdigit((unsigned char)*p))
    __CPROVER_assert(0, "reach");
}
