#include <arpa/inet.h>
#include <assert.h>
#include <time.h>

int main(void)
{
  assert(htonl(0x11223344u) == 0x44332211u);
  assert(ntohs(htons(0xabcd)) == 0xabcd && htons(0x0102) == 0x0201);
  unsigned x;
  assert(ntohl(htonl(x)) == x);
  time_t now = time(NULL), later;
  time(&later);
  (void)difftime(later, now);
  char stamp[8];
  struct tm *t = gmtime(&now);
  if(t != NULL)
  {
    size_t n = strftime(stamp, sizeof stamp, "%H:%M", t);
    assert(n < sizeof stamp && stamp[n] == 0);
  }
  return 0;
}
