#include <stdlib.h>

extern void __VERIFIER_error(void);

void stop_here(int code)
{
  if(code == 7)
    __VERIFIER_error();
}

int main()
{
  char *buf = malloc(16);
  int choice;
  if(choice == 1)
    exit(2);
  if(choice == 2)
    _Exit(3);
  if(choice == 3)
    abort();
  stop_here(choice);
  free(buf);
  return 0;
}
