int main(int argc, char **argv)
{
  int last = argc - 1;
  unsigned u = (unsigned)argc - 2u;
  __CPROVER_assert(last + 1 == argc, "last");
  return (int)u;
}
