#include "twice.h"

int four_times(int x)
{
  return twice(twice(x));
}
