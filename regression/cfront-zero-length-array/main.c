// GNU zero-length array members: like flexible array members, their elements lie past the
// member; in a local struct object with no room after it, element 0 is outside the object.
struct s
{
  int n;
  int data[0];
};

union u
{
  struct s hdr;
  int raw[3];
};

int main(void)
{
  union u x;
  x.hdr.n = 2;
  x.hdr.data[1] = 5; // inside the union's storage
  __CPROVER_assert(x.raw[2] == 5, "element 1 aliases raw[2]");
  struct s y;
  y.data[0] = 1; // outside y
  return 0;
}
