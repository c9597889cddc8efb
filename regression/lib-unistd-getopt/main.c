#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

int main(void)
{
  char *argv[] = {"prog", "-v", "-n", "42", "-xo3", "file", NULL};
  int argc = 6;
  int verbose = 0, n = 0, x = 0, o = 0, opt;
  while((opt = getopt(argc, argv, "vn:xo:")) != -1)
  {
    switch(opt)
    {
    case 'v':
      verbose = 1;
      break;
    case 'n':
      n = atoi(optarg);
      break;
    case 'x':
      x = 1;
      break;
    case 'o':
      o = atoi(optarg);
      break;
    default:
      return 1;
    }
  }
  assert(verbose && n == 42 && x && o == 3);
  assert(optind == 5);

  assert(errno == 0);
  unsigned rest = sleep(10);
  assert(rest <= 10);
  int fds[2];
  if(pipe(fds) == 0)
    assert(fds[0] != fds[1] && fds[0] >= 0);
  return 0;
}
