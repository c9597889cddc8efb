#include <assert.h>
#include <stdlib.h>

struct msg
{
  unsigned short len;
  signed char body[0];
};

int main(void)
{
  struct msg *m = malloc(sizeof(struct msg) + 3);
  if(!m)
    return 0;
  m->len = 3;
  m->body[0] = 100;
  m->body[2] = 27;
  int total = m->body[0] + m->body[2];
  assert(total == 127);
  signed char sum = m->body[0] + m->body[2] + 1;
  assert(sum > 0);
  free(m);
  return 0;
}
