/* wcstol on a wide string of two nondeterministic decimal digits is their value, and on
   a first unit that is no ASCII character it reads nothing. */
#include <assert.h>
#include <wchar.h>

int main(void)
{
  wchar_t w[3];
  w[2] = 0;
  if(w[0] >= L'0' && w[0] <= L'9' && w[1] >= L'0' && w[1] <= L'9')
    assert(wcstol(w, 0, 10) == (w[0] - L'0') * 10 + (w[1] - L'0'));
  wchar_t *end;
  if(w[0] >= 128)
  {
    long v = wcstol(w, &end, 10);
    assert(v == 0 && end == w);
  }
  long v = wcstol(w, 0, 10);
  assert(v != 42);
  return 0;
}
