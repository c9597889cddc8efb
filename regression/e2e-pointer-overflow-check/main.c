int main(void)
{
  char buf[4];
  char *p = buf;
  char *q = p + 5; //@A
  return q != 0;
}
