/* GNU local labels (`__label__ L;`): each block's L is its own, so a statement-expression
   macro with a local label can be used twice in one function, and a goto jumps to the
   label of its own block. */
#include <assert.h>

#define FIRST_NEGATIVE(a, n)                                                         \
  ({                                                                                 \
    __label__ found;                                                                 \
    int i_, r_ = -1;                                                                 \
    for(i_ = 0; i_ < (n); i_++)                                                      \
      if((a)[i_] < 0)                                                                \
      {                                                                              \
        r_ = i_;                                                                     \
        goto found;                                                                  \
      }                                                                              \
  found:                                                                             \
    r_;                                                                              \
  })

int main(void)
{
  int r = 0;
  {
    __label__ L;
    goto L;
    r = 1;
  L:;
  }
  {
    __label__ L;
    r += 5;
  L:;
  }
  assert(r == 5);

  int a[4] = {3, 2, -1, -7};
  int b[3] = {1, 2, 3};
  int x = FIRST_NEGATIVE(a, 4);
  int y = FIRST_NEGATIVE(b, 3);
  assert(x == 2);
  assert(y == -1);
  assert(x + y == 2); /* fails: 1 */
  return 0;
}
