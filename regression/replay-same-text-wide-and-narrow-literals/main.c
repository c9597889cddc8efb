/* A wide and a narrow string literal with the same text are two objects of different
   element sizes: the replay must read each with its own type. */
#include <wchar.h>

int main(void)
{
  const wchar_t *w = L"xyz";
  const char *n = "xyz";
  char c = n[1];
  __CPROVER_assert(w[1] == L'y', "the wide literal");
  __CPROVER_assert(c != 'y', "the narrow literal's second character is y");
  return 0;
}
