#include <assert.h>
#include <stdio.h>

struct pair
{
  int first;
  int second;
  char tag;
};

int main(void)
{
  struct pair p = {7, 0, 'q'};
  /* only p.second is written */
  int n = sscanf("5", "%d", &p.second);
  assert(p.first == 7 && p.tag == 'q');
  /* EOF or a count up to the number of conversions */
  assert(n >= -1 && n <= 1);

  char text[10] = "abcdefghi";
  /* at most two characters and a zero, from text + 5 on */
  n = sscanf("xy", "%s", text + 5);
  assert(text[0] == 'a' && text[4] == 'e' && text[8] == 'i');
  assert(n == -1 || n == 0 || n == 1);

  short h = 3;
  signed char c = 4;
  char letters[3] = {'u', 'v', 'w'};
  /* %hd: a short, %hhd: a char, %2c: two characters without a zero, %*d: nothing */
  n = sscanf("1 2 ab 9", "%hd %hhd %2c %*d", &h, &c, letters);
  assert(letters[2] == 'w');
  assert(n >= -1 && n <= 3);

  /* a string that fits: at most "word" and its zero */
  char word[5];
  word[4] = 'z';
  n = sscanf("word", "%s", word);
  assert(n <= 1);
  return 0;
}
