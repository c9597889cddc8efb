#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

int main(void)
{
  /* no terminating zero: every function below reads past the array */
  char name[3] = {'a', 'b', 'c'};
  int choice = __VERIFIER_nondet_int();
  if(choice == 0)
    puts(name);
  else if(choice == 1)
    fputs(name, stdout);
  else if(choice == 2)
  {
    char *text;
    if(asprintf(&text, "<%s>", name) >= 0)
      free(text);
  }
  return 0;
}
