#include "e.h"
int main(void){ enum color c; __CPROVER_assume(IN_RANGE(c)); __CPROVER_assert(c == RED || c == BLUE, "ok"); return 0; }
