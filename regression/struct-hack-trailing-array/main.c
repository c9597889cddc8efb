#include <stdlib.h>
#include <string.h>
struct pt { short x; short y; };
struct path { int n; struct pt pts[0]; };
struct msg { char tag; char body[1]; };
int main(void)
{
  unsigned n;
  __CPROVER_assume(n >= 1 && n <= 3);
  struct path *p = malloc(sizeof(struct path) + n * sizeof(struct pt));
  if(!p) return 0;
  p->n = (int)n;
  unsigned k;
  __CPROVER_assume(k < n);
  p->pts[k].x = 7;
  p->pts[k].y = -3;
  __CPROVER_assert(p->pts[k].x == 7 && p->pts[k].y == -3, "zero-length array element");
  struct msg *m = malloc(sizeof(struct msg) + 4);
  if(!m) return 0;
  memcpy(m->body, "abcd", 5);
  __CPROVER_assert(m->body[3] == 'd' && m->body[4] == 0, "memcpy into trailing char[1]");
  unsigned j;
  __CPROVER_assume(j < 4);
  m->body[j] = 'z';
  __CPROVER_assert(m->body[j] == 'z', "symbolic write to trailing char[1]");
  __CPROVER_assert(strlen(m->body) == 4, "strlen sees all bytes");
  __CPROVER_assert(m->body[0] == 'a', "body[0] may have been overwritten");
  free(m);
  free(p);
  return 0;
}
