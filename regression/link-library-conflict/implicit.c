int main(void)
{
  char a[2] = {1, 2}, b[2];
  memcpy(b, a, 2); // no declaration
  __CPROVER_assert(b[1] == 2, "copied by the library's memcpy");
  return 0;
}
