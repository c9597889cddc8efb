union U
{
  int narrow : 3;
  int wide : 12;
};

union U global;

int main()
{
  __CPROVER_assert(global.wide == 0, "static storage is zero in every bit");
  global.narrow = -1;
  __CPROVER_assert(global.wide == 0, "narrow write leaves the wide bits");
  return 0;
}
