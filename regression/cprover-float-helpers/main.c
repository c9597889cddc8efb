#include <assert.h>
#include <math.h>
int main(void) {
  char buf[10];
  for (int i = 0; i < 10; i++) buf[i] = 'a';
  __CPROVER_havoc_slice(buf + 3, 4);
  assert(buf[2] == 'a' && buf[7] == 'a' && buf[9] == 'a');
  float f; double d;
  __CPROVER_assume(!__CPROVER_isnanf(f));
  assert(__CPROVER_fabsf(f) >= 0.0f);
  assert(__CPROVER_fabs(-0.0) == 0.0 && !__CPROVER_signd(__CPROVER_fabs(-0.0)));
  assert(__CPROVER_signd(-0.0));
  assert(!__CPROVER_signd(0.0));
  assert(__CPROVER_isinfd(__CPROVER_inf()));
  assert(__CPROVER_fpclassify(0,1,2,3,4, 0.0) == 4);
  assert(__CPROVER_fpclassify(0,1,2,3,4, 1.5) == 2);
  assert(__CPROVER_fpclassify(0,1,2,3,4, __CPROVER_inf()) == 1);
  assert(__CPROVER_isgreaterd(2.0, 1.0) && !__CPROVER_isunorderedd(1.0, 2.0));
  assert(__CPROVER_pointer_in_range(buf, buf + 4, buf + 10));
  assert(!__CPROVER_pointer_in_range(buf + 5, buf + 4, buf + 10));
  return 0;
}
