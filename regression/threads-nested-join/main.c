#include <pthread.h>
#include <assert.h>
int x;
void *inner(void *a){ x = 5; return 0; }
void *outer(void *a){ pthread_t t; pthread_create(&t, 0, inner, 0); pthread_join(t, 0); assert(x == 5); x = 7; return 0; }
int main(){ pthread_t t; pthread_create(&t, 0, outer, 0); pthread_join(t, 0); assert(x == 7); assert(x == 5); return 0; }
