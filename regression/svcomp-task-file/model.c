extern void abort(void);
void reach_error() { abort(); }

int main()
{
  /* only the task's ILP32 data model makes long 4 bytes wide */
  if(sizeof(long) == 4)
    reach_error();
  return 0;
}
