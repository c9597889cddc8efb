/* A proof harness of our own in the style of cbmc-starter-kit proofs: a JSON number
   scanner (RFC 8259 grammar, value accumulated into a 64-bit integer with overflow
   detection, fraction and exponent digits counted) over a nondet buffer of bounded length.

     rbmc --function json_number_harness --unwind 12 --unsigned-overflow-check \
       benches/proofs/json_number_harness.c
   expected: VERIFICATION SUCCESSFUL */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define MAX_LEN 10

enum json_status { JSON_OK = 0, JSON_INVALID = 1, JSON_OVERFLOW = 2 };

struct json_number {
  int negative;
  uint64_t integer;
  unsigned frac_digits;
  int exponent;
  size_t consumed;
};

struct json_cursor {
  const char *ptr;
  size_t len;
};

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int cursor_peek(const struct json_cursor *cur, size_t i, char *out)
{
  if(i >= cur->len)
    return 0;
  *out = cur->ptr[i];
  return 1;
}

int json_scan_number(const struct json_cursor *cur, struct json_number *num)
{
  size_t i = 0;
  char c;
  num->negative = 0;
  num->integer = 0;
  num->frac_digits = 0;
  num->exponent = 0;
  num->consumed = 0;
  if(cursor_peek(cur, i, &c) && c == '-') {
    num->negative = 1;
    i++;
  }
  if(!cursor_peek(cur, i, &c) || !is_digit(c))
    return JSON_INVALID;
  if(c == '0') {
    i++;
  } else {
    while(cursor_peek(cur, i, &c) && is_digit(c)) {
      unsigned d = (unsigned)(c - '0');
      if(num->integer > UINT64_MAX / 10u ||
         (num->integer == UINT64_MAX / 10u && d > UINT64_MAX % 10u))
        return JSON_OVERFLOW;
      num->integer = num->integer * 10u + d;
      i++;
    }
  }
  if(cursor_peek(cur, i, &c) && c == '.') {
    i++;
    if(!cursor_peek(cur, i, &c) || !is_digit(c))
      return JSON_INVALID;
    while(cursor_peek(cur, i, &c) && is_digit(c)) {
      num->frac_digits++;
      i++;
    }
  }
  if(cursor_peek(cur, i, &c) && (c == 'e' || c == 'E')) {
    int sign = 1;
    int e = 0;
    i++;
    if(cursor_peek(cur, i, &c) && (c == '+' || c == '-')) {
      if(c == '-')
        sign = -1;
      i++;
    }
    if(!cursor_peek(cur, i, &c) || !is_digit(c))
      return JSON_INVALID;
    while(cursor_peek(cur, i, &c) && is_digit(c)) {
      if(e > 10000)
        return JSON_OVERFLOW;
      e = e * 10 + (c - '0');
      i++;
    }
    num->exponent = sign * e;
  }
  num->consumed = i;
  return JSON_OK;
}

void json_number_harness(void)
{
  size_t len;
  __CPROVER_assume(len <= MAX_LEN);
  char *buf = malloc(len);
  __CPROVER_assume(buf != NULL);
  struct json_cursor cur = { buf, len };
  struct json_number num;
  int r = json_scan_number(&cur, &num);
  if(r == JSON_OK) {
    __CPROVER_assert(num.consumed >= 1 && num.consumed <= len, "consumed within bounds");
    __CPROVER_assert(num.frac_digits < len, "fraction digits bounded");
    __CPROVER_assert(num.exponent >= -100009 && num.exponent <= 100009, "exponent bounded");
  }
}
