int shared = 10;
static int hidden = 2;
int bump(void)
{
  hidden++;
  return ++shared;
}
