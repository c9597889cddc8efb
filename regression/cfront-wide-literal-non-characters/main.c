/* Wide string literals whose code units are no Unicode characters: hex escapes above
   0x10ffff (negative wchar_t values on x86-64 Linux) and surrogates. Checked with gcc
   -fsanitize=address,undefined: every assertion holds. */
#include <assert.h>
#include <uchar.h>
#include <wchar.h>

int main(void)
{
  const wchar_t *p = L"\x80000000";
  const wchar_t *q = L"a\xffffffff" L"b";
  assert(p[0] == (wchar_t)0x80000000);
  assert(p[1] == 0);
  assert(q[0] == L'a' && q[1] == -1 && q[2] == L'b' && q[3] == 0);
  assert(sizeof(L"\xffffffff") == 2 * sizeof(wchar_t));
  assert(L"\x110000"[0] == 0x110000);
  assert(L"\xd800x"[0] == 0xd800 && L"\xd800x"[1] == L'x');
  /* wchar_t is signed: glibc's wcscmp compares the units as wchar_t */
  assert(wcscmp(L"\x80000000", L"a") < 0);
  assert(wcslen(q) == 3);
  /* an array initialised from such a literal */
  wchar_t a[] = L"\x80000000z";
  assert(sizeof a == 3 * sizeof(wchar_t));
  assert(a[0] == (wchar_t)0x80000000 && a[1] == L'z' && a[2] == 0);
  /* char32_t and char16_t units */
  const char32_t *u32 = U"\xffffffff";
  assert(u32[0] == 0xffffffffu);
  const char16_t *u16 = u"\xdc00\xd83d";
  assert(u16[0] == 0xdc00 && u16[1] == 0xd83d && u16[2] == 0);
  /* the literal is an object: its address is stable and readable */
  const wchar_t *r = q;
  assert(r == q && *(r + 1) == -1);
  return 0;
}
