#include <stdlib.h>

struct F
{
  int n;
  int d;
  char name[6];
};

int main(void)
{
  struct F s;
  struct F *f = &s;
  f->n = 7;
  f->d = 2;
  f->name[5] = 'x';
  int *p;
  {
    int x = 1;
    p = &x;
  }
  struct F *h = malloc(sizeof(struct F));
  if(h)
  {
    h->d = f->n / f->d;
    free(h);
  }
  return *p; /* x is dead here */
}
