/* The wide integer conversions, with glibc 2.36's results in the C locale (gcc
   -fsanitize=address,undefined runs every assertion true). */
#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <wchar.h>

int main(void)
{
  wchar_t *end;
  const wchar_t *s = L"  -0x1fZ";
  assert(wcstol(s, &end, 0) == -31 && end == s + 7);
  s = L"0777 ";
  assert(wcstoul(s, &end, 0) == 511 && end == s + 4);
  s = L"99999999999999999999";
  errno = 0;
  assert(wcstol(s, &end, 10) == 9223372036854775807L && errno == ERANGE && end == s + 20);
  errno = 0;
  assert(wcstoll(L"-9223372036854775809", 0, 10) == -9223372036854775807LL - 1);
  assert(errno == ERANGE);
  assert(wcstoul(L"-1", 0, 10) == 18446744073709551615UL);
  assert(wcstoull(L"zz", 0, 36) == 1295);
  /* a unit that is no ASCII character ends the number: no C-locale white space or
     digits beyond ASCII */
  s = L"12\x0663";
  assert(wcstol(s, &end, 10) == 12 && end == s + 2);
  s = L"\x3000" L"12";
  assert(wcstol(s, &end, 10) == 0 && end == s);
  s = L"\x0661\x0662";
  assert(wcstoimax(s, &end, 10) == 0 && end == s);
  /* no digits: end is the start, also after white space and a sign */
  s = L" +";
  assert(wcstoumax(s, &end, 10) == 0 && end == s);
  return 0;
}
