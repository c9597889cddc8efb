#include <assert.h>
typedef const int cint;
typedef struct { const int id; int v; } rec;
struct plain { int a; };
int g = 3;
static int s = 4;
const int c = 5;
cint ct = 6;
rec r = {7, 8};
struct plain p = {9};
const char *msg = "hi";          /* pointer to const: the pointer itself may change */
char *const fixed = "x";         /* constant pointer */
int arr[2] = {1, 2};
const int carr[2] = {1, 2};
int keep = 10;
int main(void)
{
  static int loc = 7;
  static const int cloc = 8;
  assert(c == 5);
  assert(ct == 6);
  assert(r.id == 7 && r.v == 8);
  assert(fixed[0] == 'x');
  assert(carr[1] == 2);
  assert(cloc == 8);
  assert(keep == 10);
  assert(g == 3);          /* fails with --nondet-static */
  assert(s == 4);          /* fails */
  assert(p.a == 9);        /* fails */
  assert(msg[0] == 'h');   /* fails (msg may point anywhere) */
  assert(arr[0] == 1);     /* fails */
  assert(loc == 7);        /* fails */
  return 0;
}
