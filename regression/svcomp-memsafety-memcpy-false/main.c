#include <string.h>
#include <stdlib.h>
int main() { char *a = malloc(4); char b[8] = {0}; memcpy(a, b, 8); free(a); return 0; }
