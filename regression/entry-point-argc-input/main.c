int main(int argc, char **argv)
{
  __CPROVER_assert(argv[argc] == 0, "argv ends with a null pointer");
  __CPROVER_assert(argc != 3, "not three arguments");
  return 0;
}
