typedef struct { int inta; int intb; } struct_t;
typedef union { int intaa; struct_t structbb; } union_struct_t;
struct S { int a; int b[3]; };
int main()
{
  union_struct_t uuu;
  uuu.structbb.intb = 1;
  uuu.intaa = 2;
  struct S s;
  s.b[1] = 5;
  s.a = 3;
  __CPROVER_assert(0, "");
}
