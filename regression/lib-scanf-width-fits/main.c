#include <assert.h>
#include <stdio.h>

int main(void)
{
  char word[8];
  long big = 1;
  double real = 0.5;
  /* the widths keep the strings within their buffers */
  int n = scanf("%7s %ld %lf", word, &big, &real);
  assert(n >= -1 && n <= 3);
  char line[16];
  n = fscanf(stdin, "%15[^\n]", line);
  assert(n == -1 || n == 0 || n == 1);
  return 0;
}
