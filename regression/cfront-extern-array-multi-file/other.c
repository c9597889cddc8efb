int table[3] = {3, 4, 5};
int count = sizeof(table) / sizeof(table[0]);
extern int shared;

void fill(void)
{
  shared = 7;
}
