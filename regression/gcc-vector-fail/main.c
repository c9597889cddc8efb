typedef int v4si __attribute__((vector_size(16)));
int nondet_int();

int main()
{
  v4si a = {1, 2, 3, nondet_int()};
  v4si b = {1, 2, 4, 0};
  v4si lt = a < b;
  __CPROVER_assert(lt[2] == -1, "a comparison is -1 where it holds");
  __CPROVER_assert(lt[0] == 0, "and 0 where it does not");
  v4si s = a + b;
  __CPROVER_assert(s[3] != 7, "the nondet element can make it 7");
  return 0;
}
