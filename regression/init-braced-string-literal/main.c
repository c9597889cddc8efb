#include <assert.h>

struct rec
{
  char name[4];
  int id;
};

struct rec table[2] = {{{"ab"}, 1}, {"cd", 2}};

int main(void)
{
  char s[] = {"abcd"};
  char t[6] = {"xy"};
  char grid[2][3] = {{"ab"}, {"c"}};
  struct rec r = {{"zz"}, 7};
  char *p = (char[]){"hey"};
  char *q = (char[5]){"ok"};
  assert(sizeof s == 5 && s[0] == 'a' && s[3] == 'd' && s[4] == 0);
  assert(t[0] == 'x' && t[1] == 'y' && t[2] == 0 && t[5] == 0);
  assert(grid[0][1] == 'b' && grid[1][0] == 'c' && grid[1][1] == 0);
  assert(r.name[1] == 'z' && r.name[2] == 0 && r.id == 7);
  assert(table[0].name[1] == 'b' && table[0].id == 1 && table[1].name[0] == 'c');
  assert(p[2] == 'y' && p[3] == 0 && q[1] == 'k' && q[4] == 0);
  assert(s[1] == 'c'); /* fails: s[1] is 'b' */
  return 0;
}
