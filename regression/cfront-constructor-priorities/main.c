/* GNU constructors run by priority, lowest first, then those without one; destructors
   the other way round: those without a priority first, then the highest number. */
#include <assert.h>

int order;

static void __attribute__((constructor)) plain_ctor(void) { order = order * 10 + 4; }
static void __attribute__((constructor(300))) late_ctor(void) { order = order * 10 + 3; }
static void __attribute__((constructor(101))) first_ctor(void) { order = order * 10 + 1; }
static void __attribute__((constructor(200))) second_ctor(void) { order = order * 10 + 2; }

static void __attribute__((destructor(101))) last_dtor(void)
{
  order = order * 10 + 7;
  /* main left 0; the destructors ran: none, then 300, then 101 */
  assert(order == 567);
}
static void __attribute__((destructor(300))) middle_dtor(void) { order = order * 10 + 6; }
static void __attribute__((destructor)) plain_dtor(void) { order = order * 10 + 5; }

int main(void)
{
  assert(order == 1234);
  order = 0;
  return 0;
}
