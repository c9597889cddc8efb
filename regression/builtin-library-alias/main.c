#include <assert.h>
int main(void) {
  char a[8] = "abc", b[8];
  __builtin_memcpy(b, a, 4);
  assert(b[1] == 'b');
  assert(__builtin_strlen(b) == 3);
  __builtin_memset(b, 'x', 2);
  assert(b[0] == 'x' && b[2] == 'c');
  assert(__builtin_strcmp(a, "abc") == 0);
  double inf = __builtin_inf();
  assert(__builtin_isinf(inf));
  assert(__builtin_isnan(__builtin_nan("")));
  assert(!__builtin_isnan(1.0));
  assert(__builtin_isfinite(2.0f));
  assert(__builtin_huge_valf() == __builtin_inff());
  assert(__builtin_isinf_sign(-__builtin_inf()) == -1);
  return 0;
}
