/* Explicit alignment, checked against gcc (x86-64): aligned/_Alignas on members, on
   struct types and on typedefs (also inherited through a typedef of a typedef), in packed
   structs (the explicit alignment still applies) and under #pragma pack(2) (which caps it). */
#include <assert.h>
#include <stddef.h>
#include <stdalign.h>
#include <stdint.h>
typedef int aint __attribute__((aligned(8)));
typedef aint bint;
typedef struct { char c; } __attribute__((aligned(64))) A64;
struct P1 { char c; int x __attribute__((aligned(4))); } __attribute__((packed));
struct P2 { char c; int x __attribute__((aligned(8))); } __attribute__((packed));
#pragma pack(2)
struct Q1 { char c; int x; };
struct Q2 { char c; int x __attribute__((aligned(8))); };
struct Q3 { char c; alignas(8) int x; };
#pragma pack()
union U { char c; int x __attribute__((aligned(16))); };
struct B { char c; bint y; };
struct D { char c; A64 a; char d; };
struct E { char c; aint *p; };
typedef struct D Dt __attribute__((aligned(128)));
struct F { char c; Dt d; };
struct G { char c; int x __attribute__((aligned)); };
struct S { char c; alignas(32) int x; char d; };
struct __attribute__((aligned(16))) T { char c; };
struct V { char c; struct T t; union U u; };
#define CHECK(e, v) assert((e) == (v))
int main(void)
{
  CHECK(sizeof(aint), 4); CHECK(alignof(aint), 8); CHECK(sizeof(bint), 4); CHECK(alignof(bint), 8);
  CHECK(sizeof(A64), 64); CHECK(alignof(A64), 64);
  CHECK(sizeof(struct P1), 8); CHECK(alignof(struct P1), 4); CHECK(offsetof(struct P1, x), 4);
  CHECK(sizeof(struct P2), 16); CHECK(alignof(struct P2), 8); CHECK(offsetof(struct P2, x), 8);
  CHECK(sizeof(struct Q1), 6); CHECK(alignof(struct Q1), 2); CHECK(offsetof(struct Q1, x), 2);
  CHECK(sizeof(struct Q2), 6); CHECK(alignof(struct Q2), 2); CHECK(offsetof(struct Q2, x), 2);
  CHECK(sizeof(struct Q3), 6); CHECK(alignof(struct Q3), 2); CHECK(offsetof(struct Q3, x), 2);
  CHECK(sizeof(union U), 16); CHECK(alignof(union U), 16);
  CHECK(sizeof(struct B), 16); CHECK(alignof(struct B), 8); CHECK(offsetof(struct B, y), 8);
  CHECK(sizeof(struct D), 192); CHECK(alignof(struct D), 64); CHECK(offsetof(struct D, a), 64); CHECK(offsetof(struct D, d), 128);
  CHECK(sizeof(struct E), 16); CHECK(offsetof(struct E, p), 8);
  CHECK(sizeof(Dt), 192); CHECK(alignof(Dt), 128); CHECK(sizeof(struct F), 384); CHECK(offsetof(struct F, d), 128);
  CHECK(sizeof(struct G), 32); CHECK(offsetof(struct G, x), 16);
  CHECK(sizeof(struct S), 64); CHECK(offsetof(struct S, x), 32); CHECK(offsetof(struct S, d), 36);
  CHECK(sizeof(struct T), 16); CHECK(alignof(struct T), 16);
  CHECK(offsetof(struct V, t), 16); CHECK(offsetof(struct V, u), 32); CHECK(sizeof(struct V), 48);
  struct D dd; struct S s;
  CHECK((char *)&dd.d - (char *)&dd, 128);
  CHECK(((uintptr_t)&s.x) % 32, 0);
  dd.a.c = 5; dd.d = 7;
  char *raw = (char *)&dd;
  CHECK(raw[64], 5); CHECK(raw[128], 7);
  return 0;
}
