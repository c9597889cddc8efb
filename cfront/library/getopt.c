/* rbmc's model of POSIX getopt and its globals. Options are parsed exactly (grouped
   flags "-ab", attached or separate arguments, "--" ends the options, a leading ':' in
   optstring reports a missing argument as ':'); unlike glibc's default the arguments
   are not permuted: the first non-option argument ends the options (POSIX order).
   Its own file: the globals are defined only for programs that call getopt. */

char *optarg;
int optind = 1;
int opterr = 1;
int optopt;

int getopt(int argc, char *const argv[], const char *optstring)
{
__CPROVER_HIDE:;
  /* the position in argv[optind] of the next option character (0: a new argument) */
  static int next;
  optarg = 0;
  if(optind >= argc)
    return -1;
  char *arg = argv[optind];
  if(next == 0)
  {
    if(arg == 0 || arg[0] != '-' || arg[1] == 0)
      return -1;
    if(arg[1] == '-' && arg[2] == 0)
    {
      optind++;
      return -1;
    }
    next = 1;
  }
  char c = arg[next];
  next++;
  int colon_mode = optstring[0] == ':';
  __CPROVER_size_t i = 0;
  while(optstring[i] != 0 && (optstring[i] != c || c == ':'))
    i++;
  if(optstring[i] == 0)
  {
    optopt = c;
    if(arg[next] == 0)
    {
      optind++;
      next = 0;
    }
    return '?';
  }
  if(optstring[i + 1] == ':')
  {
    if(arg[next] != 0)
      optarg = arg + next;
    else if(optind + 1 < argc)
    {
      optind++;
      optarg = argv[optind];
    }
    else
    {
      optind++;
      next = 0;
      optopt = c;
      return colon_mode ? ':' : '?';
    }
    optind++;
    next = 0;
    return c;
  }
  if(arg[next] == 0)
  {
    optind++;
    next = 0;
  }
  return c;
}
