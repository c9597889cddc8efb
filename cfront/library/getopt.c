/* rbmc's model of POSIX getopt, GNU getopt_long, and their globals. Options are parsed exactly (grouped
   flags "-ab", attached or separate arguments, "--" ends the options, a leading ':' in
   optstring reports a missing argument as ':'); unlike glibc's default the arguments
   are not permuted: the first non-option argument ends the options (POSIX order).
   Its own file: the globals are defined only for programs that call getopt. */

char *optarg;
int optind = 1;
int opterr = 1;
int optopt;
/* the position in argv[optind] of the next option character (0: a new argument) */
int __rbmc_getopt_next;

struct option
{
  const char *name;
  int has_arg;
  int *flag;
  int val;
};

int getopt(int argc, char *const argv[], const char *optstring);

int getopt(int argc, char *const argv[], const char *optstring)
{
__CPROVER_HIDE:;
  optarg = 0;
  if(optind >= argc)
    return -1;
  char *arg = argv[optind];
  if(__rbmc_getopt_next == 0)
  {
    if(arg == 0 || arg[0] != '-' || arg[1] == 0)
      return -1;
    if(arg[1] == '-' && arg[2] == 0)
    {
      optind++;
      return -1;
    }
    __rbmc_getopt_next = 1;
  }
  char c = arg[__rbmc_getopt_next];
  __rbmc_getopt_next++;
  int colon_mode = optstring[0] == ':';
  __CPROVER_size_t i = 0;
  while(optstring[i] != 0 && (optstring[i] != c || c == ':'))
    i++;
  if(optstring[i] == 0)
  {
    optopt = c;
    if(arg[__rbmc_getopt_next] == 0)
    {
      optind++;
      __rbmc_getopt_next = 0;
    }
    return '?';
  }
  /* "x::" (GNU): an optional argument is only the rest of this element ("-xval") */
  if(optstring[i + 1] == ':' && optstring[i + 2] == ':')
  {
    if(arg[__rbmc_getopt_next] != 0)
      optarg = arg + __rbmc_getopt_next;
    optind++;
    __rbmc_getopt_next = 0;
    return c;
  }
  if(optstring[i + 1] == ':')
  {
    if(arg[__rbmc_getopt_next] != 0)
      optarg = arg + __rbmc_getopt_next;
    else if(optind + 1 < argc)
    {
      optind++;
      optarg = argv[optind];
    }
    else
    {
      optind++;
      __rbmc_getopt_next = 0;
      optopt = c;
      return colon_mode ? ':' : '?';
    }
    optind++;
    __rbmc_getopt_next = 0;
    return c;
  }
  if(arg[__rbmc_getopt_next] == 0)
  {
    optind++;
    __rbmc_getopt_next = 0;
  }
  return c;
}

/* GNU getopt_long: "--name", "--name=value" or "--name value" (required arguments), a
   unique prefix of a name, "--" ending the options; short options as getopt. A matched
   option with a flag stores val there and returns 0, else returns val; errors return '?'
   (':' for a missing argument when optstring starts with ':'). getopt_long_only also
   takes "-name" as a long option, and as short options when no long option matches. */
int __rbmc_getopt_long(int argc, char *const argv[], const char *optstring,
                       const struct option *longopts, int *longindex, int long_only)
{
__CPROVER_HIDE:;
  if(__rbmc_getopt_next != 0 || optind >= argc)
    return getopt(argc, argv, optstring);
  char *arg = argv[optind];
  if(arg == 0 || arg[0] != '-' || arg[1] == 0)
    return getopt(argc, argv, optstring);
  int dashes = arg[1] == '-' ? 2 : 1;
  if(dashes == 2 && arg[2] == 0)
    return getopt(argc, argv, optstring);
  if(dashes == 1 && !long_only)
    return getopt(argc, argv, optstring);
  char *name = arg + dashes;
  __CPROVER_size_t len = 0;
  while(name[len] != 0 && name[len] != '=')
    len++;
  /* an exact match, else the only option the name is a prefix of */
  int found = -1;
  int ambiguous = 0;
  for(int i = 0; longopts[i].name != 0; i++)
  {
    const char *o = longopts[i].name;
    __CPROVER_size_t k = 0;
    while(k < len && o[k] != 0 && o[k] == name[k])
      k++;
    if(k < len)
      continue;
    if(o[k] == 0)
    {
      found = i;
      ambiguous = 0;
      break;
    }
    if(found == -1)
      found = i;
    else
      ambiguous = 1;
  }
  /* "-x" that names no long option: short options */
  if(dashes == 1 && found == -1)
    return getopt(argc, argv, optstring);
  optarg = 0;
  optind++;
  if(found == -1 || ambiguous)
  {
    optopt = 0;
    return '?';
  }
  const struct option *opt = &longopts[found];
  if(name[len] == '=')
  {
    if(opt->has_arg == 0)
    {
      optopt = opt->val;
      return '?';
    }
    optarg = name + len + 1;
  }
  else if(opt->has_arg == 1)
  {
    if(optind < argc)
    {
      optarg = argv[optind];
      optind++;
    }
    else
    {
      optopt = opt->val;
      return optstring[0] == ':' ? ':' : '?';
    }
  }
  if(longindex != 0)
    *longindex = found;
  if(opt->flag != 0)
  {
    *opt->flag = opt->val;
    return 0;
  }
  return opt->val;
}

int getopt_long(int argc, char *const argv[], const char *optstring,
                const struct option *longopts, int *longindex)
{
__CPROVER_HIDE:;
  return __rbmc_getopt_long(argc, argv, optstring, longopts, longindex, 0);
}

int getopt_long_only(int argc, char *const argv[], const char *optstring,
                     const struct option *longopts, int *longindex)
{
__CPROVER_HIDE:;
  return __rbmc_getopt_long(argc, argv, optstring, longopts, longindex, 1);
}
