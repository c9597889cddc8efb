int main(void)
{
  int x = __builtin_no_such_thing(3);
  return x;
}
