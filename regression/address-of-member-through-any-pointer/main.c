// &p->m is p plus the offset of m, whatever p points to (CBMC's address
// arithmetic: ANSI C guarantees &*p == p even for NULL or garbage p).
struct node
{
  int key;
  char tag[3];
  struct node *next;
};

int main(void)
{
  struct node *null_node = 0;
  __CPROVER_assert(
    (char *)&null_node->next == (char *)0 + sizeof(int) + 4, "null base");

  struct node *garbage;
  __CPROVER_assert(
    (char *)&garbage->tag[2] == (char *)garbage + sizeof(int) + 2, "garbage base");

  struct node n = {1, {'a', 'b', 'c'}, 0};
  struct node *p = &n;
  char *t = &p->tag[1];
  __CPROVER_assert(*t == 'b', "read through the member address");
  *t = 'z';
  __CPROVER_assert(n.tag[1] == 'z', "write through the member address");
  __CPROVER_assert(n.tag[2] == 'z', "neighbour untouched");
  return 0;
}
