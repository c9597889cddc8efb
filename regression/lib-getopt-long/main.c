#include <assert.h>
#include <getopt.h>
#include <string.h>

int main(void)
{
  int verbose = 0;
  struct option longopts[] = {
    {"verbose", no_argument, &verbose, 1},
    {"output", required_argument, 0, 'o'},
    {"level", optional_argument, 0, 'l'},
    {0, 0, 0, 0}};
  char *argv[] = {"prog", "--verbose", "--output", "file.txt", "--lev=3", "-x", "--out=a", "rest", 0};
  int argc = 8;
  int index = -1;
  int c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == 0 && verbose == 1 && index == 0);
  c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == 'o' && strcmp(optarg, "file.txt") == 0 && index == 1);
  c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == 'l' && optarg[0] == '3' && index == 2);
  c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == 'x');
  c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == 'o' && optarg[0] == 'a');
  c = getopt_long(argc, argv, "xo:", longopts, &index);
  assert(c == -1 && optind == 7);
  return 0;
}
