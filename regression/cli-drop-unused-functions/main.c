int unused(int *p) { return *p; }
int used(int a, int b) { return a / b; }
int main(void) { int b; __CPROVER_assume(b != 0); return used(4, b); }
