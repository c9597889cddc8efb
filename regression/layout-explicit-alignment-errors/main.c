struct A { char a; int b __attribute__((aligned(8))); char c; };
int main(void) { struct A x; x.c = 1; return x.c; }
