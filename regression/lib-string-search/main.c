#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int main(void)
{
  char s[] = "key=value;x";
  assert(strlen(s) == 11);
  assert(strchr(s, '=') == s + 3);
  assert(strchr(s, '#') == NULL);
  assert(strrchr(s, 'e') == s + 8);
  assert(strstr(s, "val") == s + 4);
  assert(strstr(s, "vax") == NULL);
  assert(strspn(s, "eky") == 3);
  assert(strcspn(s, ";") == 9);
  assert(strpbrk(s, ";=") == s + 3);
  assert(memchr(s, ';', sizeof s) == s + 9);
  assert(strnlen(s, 4) == 4);
  assert(strncmp(s, "key=w", 4) == 0 && strncmp(s, "key=w", 5) < 0);
  assert(strcasecmp("KeY", "kEy") == 0);
  assert(strncasecmp("ABx", "aby", 2) == 0);
  char dst[16] = "ab";
  strncat(dst, "cdef", 2);
  assert(strcmp(dst, "abcd") == 0);
  char *end = stpcpy(dst, "xy");
  assert(end == dst + 2 && *end == 0);
  char *d = strndup(s, 3);
  if(d != NULL)
  {
    assert(strcmp(d, "key") == 0);
    free(d);
  }
  char *tok = strtok(s, "=;");
  assert(tok == s && strcmp(tok, "key") == 0);
  tok = strtok(NULL, "=;");
  assert(tok == s + 4 && strcmp(tok, "value") == 0);
  tok = strtok(NULL, "=;");
  assert(tok != NULL && tok[0] == 'x' && tok[1] == 0);
  assert(strtok(NULL, "=;") == NULL);
  return 0;
}
