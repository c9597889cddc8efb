#include <stdlib.h>
#include <string.h>
#include <assert.h>
struct node { int v; struct node *next; char tag[3]; };
int main() {
  struct node *a = malloc(sizeof(struct node));
  if(!a) return 0;
  a->v = 5; a->next = 0; a->tag[2] = 'x';
  char *bytes = (char *)a;
  bytes[0] = 7;                 /* little endian: v becomes 7 */
  assert(a->v == 7);
  int *arr = calloc(4, sizeof(int));
  if(!arr) return 0;
  assert(arr[3] == 0);
  arr[1] = 0x01020304;
  unsigned char *ab = (unsigned char *)arr;
  assert(ab[4] == 4 && ab[7] == 1);
  memset(arr, 0xff, 2 * sizeof(int));
  assert(arr[0] == -1 && arr[1] == -1 && arr[2] == 0);
  long *l = malloc(3 * sizeof(long));
  if(!l) return 0;
  memcpy(l, arr, 4 * sizeof(int));
  assert(l[0] == -1L);
  assert(l[1] == 0);
  int *r = realloc(arr, 8 * sizeof(int));
  if(!r) return 0;
  assert(r[0] == -1 && r[3] == 0);
  free(r); free(l); free(a);
  return 0;
}
