int main(void)
{
  _Bool ready, valid;
  __CPROVER_input("ready", ready);
  __CPROVER_input("valid", valid);
  if(ready && valid)
    return 1;
  return 0;
}
