struct point
{
  int x;
  int y;
};

extern struct point origin;

int main(void)
{
  return origin.x;
}
