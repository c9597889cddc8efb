void hello(void) {}

void (*callback)(void);

int main(void)
{
  int set;
  if(set)
    callback = hello;
  callback();
  return 0;
}
