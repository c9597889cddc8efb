#include <assert.h>
#include <getopt.h>

int main(void)
{
  struct option longopts[] = {{"name", required_argument, 0, 'n'}, {0, 0, 0, 0}};
  char *argv[] = {"prog", "--name", 0};
  int c = getopt_long(2, argv, "n:", longopts, 0);
  /* the argument is missing: '?' and no optarg, which the program then uses */
  assert(c == '?');
  char first = optarg[0];
  return first;
}
