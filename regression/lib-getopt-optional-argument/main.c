#include <assert.h>
#include <stddef.h>
#include <unistd.h>

int main(void)
{
  // "x::": an optional argument is only the rest of the element, never the next one
  char *argv[] = {"prog", "-x", "val", "-xattached", "-a", NULL};
  int c = getopt(5, argv, "ax::");
  assert(c == 'x');
  assert(optarg == NULL);
  assert(optind == 2);
  // "val" is not an option: getopt stops there (no permutation)
  optind = 3;
  c = getopt(5, argv, "ax::");
  assert(c == 'x' && optarg == argv[3] + 2 && optind == 4);
  c = getopt(5, argv, "ax::");
  assert(c == 'a' && optarg == NULL && optind == 5);
  assert(getopt(5, argv, "ax::") == -1);
  return 0;
}
