enum level { LOW = 1, MID = 4, HIGH = 9 };

int clamp(enum level l, unsigned char v)
{
  __CPROVER_assume(__CPROVER_enum_is_in_range(l));
  int r = v > (unsigned)l ? (int)l : v;
  __CPROVER_assert(r != 4, "four is reachable");
  return r;
}
