extern int table[4];

int main(void)
{
  return table[3];
}
