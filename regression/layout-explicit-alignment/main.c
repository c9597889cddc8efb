/* pack(2) below an int member's alignment: not supported yet, never a wrong layout */
#pragma pack(2)
struct S
{
  char c;
  int i;
};
#pragma pack()

int main(void)
{
  struct S s;
  s.i = 1;
  return s.i - 1;
}
