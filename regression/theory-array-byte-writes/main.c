#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

struct pair { uint8_t tag; uint16_t len; };

size_t nondet_size(void);
unsigned char nondet_uchar(void);

int main(void) {
  size_t n = nondet_size();
  if (n < 12 || n > 16) return 0;
  unsigned char *buf = malloc(n);
  if (!buf) return 0;
  unsigned char c = nondet_uchar();
  size_t k = nondet_size();
  if (k >= n) return 0;
  for (size_t i = 0; i < n; i++) buf[i] = (unsigned char)(i * 3);
  /* single bytes at a symbolic and at constant offsets */
  buf[k] = c;
  buf[11] = 0xAB;
  /* a 4-byte int at a constant, unaligned offset overlapping other writes */
  uint32_t w = 0x11223344u;
  memcpy(buf + 5, &w, sizeof w);
  /* a 2-byte value through a pointer cast at an odd offset */
  uint16_t h = 0xBEEF;
  memcpy(buf + 1, &h, 2);
  /* a small struct */
  struct pair p = { 7, 0x0102 };
  memcpy(buf + 8, &p.len, 2);
  uint32_t back;
  memcpy(&back, buf + 5, 4);
  assert(buf[0] == (k == 0 ? c : 0));
  assert(buf[1] == 0xEF && buf[2] == 0xBE);
  assert(buf[3] == (k == 3 ? c : 9));
  assert(buf[5] == 0x44 && buf[6] == 0x33 && buf[7] == 0x22);
  assert(buf[8] == 0x02 && buf[9] == 0x01);
  assert(back == 0x02223344u);
  assert(buf[4] == (k == 4 ? c : 12));
  assert(buf[10] == (k == 10 ? c : 30));
  assert(buf[11] == 0xAB);
  assert(buf[k] == c || k == 1 || k == 2 || (k >= 5 && k <= 9) || k == 11);
  /* a reachable failure: k may be 12 and c anything */
  assert(k != 12 || buf[12] != 77);
  free(buf);
  return 0;
}
