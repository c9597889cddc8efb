#include <assert.h>
#include <locale.h>

int main(void)
{
  /* the environment's locale may use a comma */
  if(setlocale(LC_ALL, "") != 0)
    assert(localeconv()->decimal_point[0] == '.');
  return 0;
}
