/* What explicit alignment still refuses: an over-aligned bit-field and #pragma pack(N)
   below a bit-field's type (never a wrong layout); an alignment that is not a power of
   two is an error, as in gcc. */
struct A { char a; int b : 3 __attribute__((aligned(8))); char c; };
struct B { char a; int x __attribute__((aligned(3))); };
#pragma pack(2)
struct C { char c; int b : 3; };
#pragma pack()
int main(void) { struct A x; x.c = 1; return x.c; }
