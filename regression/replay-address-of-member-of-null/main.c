#include <stdlib.h>
struct packet
{
  int len;
  char data[];
};
int main(void)
{
  struct packet *p = malloc(sizeof(struct packet) + 4);
  p->len = 4;      /* fails when malloc fails: p is NULL */
  p->data[3] = 1;  /* the same checks fail again here, on the same trace */
  free(p);
  return 0;
}
