/* a packed member (gcc: no padding before it) is not supported yet */
struct S
{
  char c;
  int i __attribute__((packed));
};

int main(void)
{
  struct S s;
  s.i = 1;
  return s.i - 1;
}
