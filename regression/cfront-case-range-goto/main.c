int classify(int c)
{
  switch(c)
  {
  case 'a' ... 'z':
    return 1;
  case '0' ... '9':
  case '_':
    return 2;
  default:
    return 0;
  }
}

int main(void)
{
  int c;
  __CPROVER_assert(classify(c) != 2 || (c >= '0' && c <= '9') || c == '_', "digits");
  return 0;
}
