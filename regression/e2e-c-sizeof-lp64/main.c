struct s
{
  char c;
  int i;
  char d;
};

int main(void)
{
  __CPROVER_assert(sizeof(long) == 8, "long"); //@A
  __CPROVER_assert(sizeof(void *) == 8, "pointer"); //@B
  __CPROVER_assert(sizeof(struct s) == 12, "padding"); //@C
  __CPROVER_assert(sizeof(int[5]) == 20, "array"); //@D
  return 0;
}
