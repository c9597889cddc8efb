int calls;

_Bool count(void)
{
  calls++;
  return 1;
}

int main(void)
{
  _Bool off = 0, on = 1;
  __CPROVER_assert(off ==> count(), "false implies anything");
  __CPROVER_assert(calls == 0, "right operand skipped when the left is false");
  __CPROVER_assert(on ==> count(), "true implies a true call");
  __CPROVER_assert(calls == 1, "right operand evaluated when the left is true");
  return 0;
}
