// a pointer that is never defined (nondet) may name the local union of a later call:
// symex reads a failed object through it, before that local is declared
extern const char *name;
union word { unsigned value; };
void fill(union word *w);
unsigned mix(unsigned seed)
{
  unsigned h = seed + (unsigned)name[1];
  union word w;
  w.value = h;
  fill(&w);
  h += w.value;
  return h;
}
int main(void)
{
  unsigned h = mix(7u);
  h = h * 17u + mix(3u);
  __CPROVER_assert(h != 2u, "mutant");
  return 0;
}
