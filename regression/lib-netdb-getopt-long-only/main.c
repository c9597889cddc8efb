#include <netdb.h>
#include <string.h>
#include <assert.h>
#include <getopt.h>
#include <stdio.h>
int main(int argc, char **argv)
{
  struct hostent *h = gethostbyname("example.org");
  if (h) {
    assert(h->h_length == 4 || h->h_length == 16);
    assert(strlen(h->h_name) > 0);
    char c = h->h_addr_list[0][h->h_length - 1];
    (void)c;
    assert(h->h_addr_list[1] == NULL);
  } else {
    assert(h_errno >= 1);
  }
  static struct option opts[] = {{"verbose", no_argument, 0, 'v'}, {"level", required_argument, 0, 'l'}, {0, 0, 0, 0}};
  char *args[] = {"prog", "-verbose", "-lev", "3", "-x", 0};
  int seen_v = 0, level = 0, seen_x = 0, c;
  while ((c = getopt_long_only(5, args, "x", opts, 0)) != -1) {
    if (c == 'v') seen_v = 1; else if (c == 'l') level = optarg[0] - '0'; else if (c == 'x') seen_x = 1;
  }
  assert(seen_v && level == 3 && seen_x);
  return 0;
}
