#include <assert.h>
enum color
{
  RED,
  GREEN = 5,
  BLUE,
  NEG = -3,
  NEXT
};
int main(void)
{
  enum color c = BLUE;
  assert(c == 6);
  assert(RED == 0 && NEXT == -2);
  assert(sizeof(enum color) == sizeof(int));
  c = GREEN;
  switch(c)
  {
  case GREEN:
    break;
  default:
    assert(0);
  }
  return 0;
}
