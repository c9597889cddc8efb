struct node
{
  struct node *next;
  int value;
};

int length(struct node *list)
{
  int n = 0;
  while(list)
  {
    n++;
    list = list->next;
  }
  return n;
}

int harness(struct node *list, int *out)
{
  int n = length(list);
  /* the argument is NULL or a chain of nodes, never an invalid pointer */
  __CPROVER_assert(n <= 3, "at most three nodes below the depth limit");
  if(out)
    *out = n;
  return n;
}
