/* A generated nondet-return or havoc body makes a pointer NULL or the address of a fresh
   object, whose contents are made the same way (CBMC's object factory): the usual stub
   pattern `if(p) use(*p)` is safe, and nothing else is assumed. */
#include <stddef.h>

struct node
{
  int value;
  struct node *next;
};

struct buffer
{
  size_t len;
  char *data;
  struct node *list;
};

struct buffer *get_buffer(void);
void fill(struct buffer *b);

int main(void)
{
  struct buffer *a = get_buffer();
  struct buffer *b = get_buffer();
  if(a != NULL && b != NULL)
  {
    __CPROVER_assert(a != b, "two calls give two objects");
    size_t n = a->len; /* a safe dereference */
    if(a->list != NULL && a->list->next != NULL)
      n += a->list->next->value; /* two levels down */
    __CPROVER_assert(n != 7, "contents are nondeterministic");
  }
  __CPROVER_assert(a != NULL, "may be NULL");
  struct buffer local = {0, NULL, NULL};
  fill(&local);
  if(local.data != NULL)
    __CPROVER_assert(*local.data == 'x', "a havocked member points to a nondet object");
  return 0;
}
