struct node
{
  int v;
  struct node *next;
};

struct node ga, gb;
int *gp;

void setp(int *q)
{
  gp = q;
}

int main(void)
{
  struct node a, b;
  a.v = 1;
  a.next = 0;
  b.v = 2;
  b.next = &a;
  struct node *h = b.next;
  __CPROVER_assert(h->next == 0 && h->v == 1, "through a struct on the stack"); //@A
  int x = 5;
  int *p = &x;
  int **pp = &p;
  **pp = 6;
  __CPROVER_assert(x == 6, "pointer to pointer"); //@B
  int *arr[2];
  int y = 7;
  arr[1] = &y;
  __CPROVER_assert(*arr[1] == 7, "pointer in an array"); //@C
  setp(&y);
  __CPROVER_assert(*gp == 7, "global pointer set in a callee"); //@D
  gb.next = &ga;
  ga.v = 4;
  __CPROVER_assert(gb.next->v == 4, "through a global struct"); //@E
  return 0;
}
