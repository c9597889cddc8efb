#include <assert.h>
#include <string.h>
#include <time.h>

int main(void)
{
  time_t now = 1700000000;
  char *text = ctime(&now);
  /* checked for NULL: the text is 24 characters, a newline and a zero */
  if(text != NULL)
    assert(text[24] == '\n' && text[25] == 0);
  struct tm when;
  memset(&when, 0, sizeof when);
  text = asctime(&when);
  if(text != NULL)
    assert(strlen(text) == 25);
  return 0;
}
