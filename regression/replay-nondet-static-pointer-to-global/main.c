// --nondet-static: the string pointers may point anywhere, e.g. into a struct global
struct P { unsigned a : 8; unsigned b : 5; unsigned char c[3]; };
union U { unsigned w; unsigned char b[4]; };
unsigned g0[2] = {0, 19};
unsigned g2[2] = {4, 44};
const unsigned cg1[] = {2, 6};
const unsigned cg2[] = {1, 5};
const char *str0 = "s042";
const char *str1 = "s168";
struct P sp0 = { 4, 10, { 178, 2, 3 } };
struct P sp1 = { 7, 24, { 147, 2, 3 } };
struct P sp2 = { 4, 17, { 123, 2, 3 } };
unsigned *pg2 = &g2[0];
unsigned shared_name = 97;
unsigned shared_name_s = 133;
unsigned helper(unsigned x) { return x * 11u + 1u; }
unsigned helper_s(unsigned x) { return x + 6u; }
void upd1(struct P *p, union U *u) { p->a += 5u; p->b ^= u->b[3]; u->w += p->c[1] + cg1[1]; }
void upd2(struct P *p, union U *u) { p->a += 4u; p->b ^= u->b[1]; u->w += p->c[1] + cg2[1]; }
unsigned f0(unsigned x) {
  unsigned r = x + 6u + (unsigned)str0[1];
  g0[r % 2u] += r; r = r * 7u + g0[0];
  g0[r % 2u] += r; r = r * 7u + g0[0];
  { union U u; u.w = r; upd2(&sp0, &u); r += u.w + sp0.a + sp0.b; }
  r += helper(r & 7u) + shared_name; shared_name++;
  return r;
}
unsigned f1(unsigned x) {
  unsigned r = x + 5u + (unsigned)str1[1];
  { union U u; u.w = r; upd1(&sp1, &u); r += u.w + sp1.a + sp1.b; }
  r += helper_s(r & 7u) + shared_name_s; shared_name_s++;
  r += g0[0] + sp0.c[0];
  r += g0[0] + sp0.c[0];
  return r;
}
int main(void) {
  unsigned c = 0;
  c = c * 31u + f0(8u);
  c = c * 31u + f1(1u);
  { union U u; u.w = c; upd0(&sp0, &u); c += u.b[0] + sp0.a; }
  c = c * 31u + *pg2 + sp2.a + sp2.b + sp2.c[0];
  __CPROVER_assert(c == 16339473u, "chk"); __CPROVER_assert(c != 16339473u, "mutant");
}
