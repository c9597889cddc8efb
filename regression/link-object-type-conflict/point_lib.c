struct point
{
  int y;
  int x;
};

struct point origin = {1, 2};
