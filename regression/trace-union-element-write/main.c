// An element written into an array member of a union (which symex assigns whole) shows
// in the trace as that element with its value, at a concrete index, as CBMC shows it.
union word {
  unsigned int whole;
  unsigned short halves[2];
  unsigned char bytes[4];
};

int main(void)
{
  union word w;
  w.whole = 0x01020304u;
  unsigned pick;
  __CPROVER_assume(pick == 2);
  w.bytes[pick] = 0xaa;
  w.halves[1] = 7;
  w.bytes[0] = 'z';
  __CPROVER_assert(w.whole != 0x0007037au, "reachable");
  return 0;
}
