#include <string.h>

int __VERIFIER_nondet_int(void);

int main(void)
{
  char buf[16] = "abcdef";
  int choice = __VERIFIER_nondet_int();
  /* each call copies between overlapping parts of buf: undefined behaviour */
  if(choice == 0)
    strcpy(buf, buf + 2); /* the copy stays within buf */
  else if(choice == 1)
    strncpy(buf + 1, buf, 4);
  else if(choice == 2)
    strcat(buf, buf + 3);
  else if(choice == 3)
    strncat(buf, buf + 4, 2);
  else if(choice == 4)
    stpcpy(buf + 3, buf + 4);
  return 0;
}
