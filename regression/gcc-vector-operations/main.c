#include <string.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef unsigned short v8hu __attribute__((vector_size(16)));
typedef char v8qi __attribute__((vector_size(8)));
typedef unsigned char v8qu __attribute__((vector_size(8)));
struct S { int tag; v4si v; };
v4si add1(v4si x) { return x + 1; }
int nondet_int();
int main()
{
  struct S s; s.tag = 1;
  s.v = (v4si){5, 6, 7, 8};
  v4si *p = &s.v;
  (*p)[2] = 70;
  __CPROVER_assert(s.v[2] == 70, "through pointer");
  v4si r = add1(s.v);
  __CPROVER_assert(r[0] == 6 && r[2] == 71, "param/return");
  v4sf f = {1.5f, 2.5f, -1.0f, 0.0f};
  v4sf g = f * 2.0f;
  __CPROVER_assert(g[1] == 5.0f, "float");
  v8hu h = {1, 2, 3, 4, 5, 6, 7, 0xffff};
  h = h << 1;
  __CPROVER_assert(h[7] == 0xfffe, "shift");
  v8qi a, b;
  int x = nondet_int();
  a = (v8qi){1, 2, 3, 4, 5, 6, 7, (char)x};
  b = (v8qi){1, 1, 1, 1, 1, 1, 1, 1};
  v8qu ref = (v8qu)a + (v8qu)b;
  __CPROVER_assert(ref[7] == (unsigned char)((unsigned char)x + 1), "wraps");
  v4si c;
  memcpy(&c, &s.v, sizeof c);
  __CPROVER_assert(c[3] == 8, "memcpy");
  __CPROVER_assert(sizeof(v8qi) == 8 && sizeof(struct S) == 32, "sizes");
  v4sf conv = __builtin_convertvector(r, v4sf);
  __CPROVER_assert(conv[2] == 71.0f, "element-wise conversion");
  return 0;
}
