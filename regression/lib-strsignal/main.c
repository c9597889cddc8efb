#include <assert.h>
#include <signal.h>
#include <string.h>

int main(void)
{
  const char *d = strsignal(SIGINT);
  assert(d != NULL && d[0] != 0);
  assert(strlen(d) < 64);
  // the text itself is not modelled (glibc: "Interrupt")
  assert(strcmp(d, "Interrupt") == 0);
  return 0;
}
