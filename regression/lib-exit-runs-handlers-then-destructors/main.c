/* exit runs the atexit handlers (last registered first, a constructor's among them) and
   then the GNU destructors, as returning from main does; _Exit runs neither. The last
   destructor checks the whole order. */
#include <assert.h>
#include <stdlib.h>

#ifndef EXPECT
#define EXPECT 1234
#endif

int how;
int order;

static void in_main(void) { order = order * 10 + 1; }
static void in_ctor(void) { order = order * 10 + 2; }
static void __attribute__((constructor)) setup(void) { atexit(in_ctor); }
static void __attribute__((destructor(200))) early_dtor(void) { order = order * 10 + 3; }
static void __attribute__((destructor(101))) last_dtor(void)
{
  order = order * 10 + 4;
  assert(order == EXPECT);
}

static void leave(void)
{
  if(how == 1)
    exit(3);
  if(how == 2)
    _Exit(4);
}

int main(void)
{
#ifdef CPROVER
  __CPROVER_assume(how >= 0 && how <= 2);
#else
  how = getenv("HOW") ? atoi(getenv("HOW")) : 0;
#endif
  atexit(in_main);
  leave();
  return 0;
}
