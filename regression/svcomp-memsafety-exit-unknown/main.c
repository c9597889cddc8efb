#include <stdlib.h>
int main() { int *p = malloc(sizeof(int)); p = 0; exit(0); }
