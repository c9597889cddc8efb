#include <alloca.h>

int *make(int v)
{
  int *p = alloca(sizeof(int));
  *p = v;
  return p; /* the object dies with this frame */
}

int main(void)
{
  int *q = make(7);
  return *q;
}
