#include <stdlib.h>
#include <wchar.h>

int main(int argc, char **argv)
{
  (void)argv;
  if(argc == 1)
  {
    /* n counts wide characters: the buffer holds two */
    wchar_t *w = malloc(2 * sizeof(wchar_t));
    if(w != NULL)
      mbstowcs(w, "abcdef", 8);
    free(w);
  }
  else if(argc == 2)
  {
    char *s = malloc(2);
    if(s != NULL)
      wcstombs(s, L"abcdef", 8);
    free(s);
  }
  else
  {
    /* the name is read to its end: this one has no terminator */
    char *heap = malloc(3);
    if(heap != NULL)
    {
      heap[0] = 'A';
      heap[1] = 'B';
      heap[2] = 'C';
      setenv(heap, "x", 1);
    }
    free(heap);
  }
  return 0;
}
