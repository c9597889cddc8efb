/* The sub-property SV-COMP expects is the first violation on the path: the invalid
   read, not the leak of q at the end of main (which happens only because of it). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 1;
  free(p);
  int *q = malloc(sizeof(int));
  if (!q) return 0;
  if (__VERIFIER_nondet_int())
    *q = *p;        /* valid-deref: p was freed */
  else
    *q = 2;
  return 0;         /* q is lost here on both paths: valid-memtrack */
}
