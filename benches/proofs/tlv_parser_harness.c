/* A proof harness of our own in the style of cbmc-starter-kit proofs: a parser of
   length-prefixed (type, length, value) records over a nondet buffer of bounded length,
   copying each record's value into a caller's fixed-size array.

     rbmc --function tlv_parser_harness --unwind 9 --unsigned-overflow-check \
       benches/proofs/tlv_parser_harness.c
   expected: VERIFICATION SUCCESSFUL */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BUF 8
#define MAX_RECORDS 3
#define MAX_VALUE 4

struct tlv_record {
  uint8_t type;
  uint8_t length;
  uint8_t value[MAX_VALUE];
};

struct tlv_message {
  size_t count;
  struct tlv_record records[MAX_RECORDS];
};

struct byte_cursor {
  const uint8_t *ptr;
  size_t len;
};

static int cursor_read_u8(struct byte_cursor *cur, uint8_t *out)
{
  if(cur->len < 1)
    return -1;
  *out = cur->ptr[0];
  cur->ptr++;
  cur->len--;
  return 0;
}

static int cursor_read(struct byte_cursor *cur, uint8_t *dst, size_t n)
{
  if(cur->len < n)
    return -1;
  for(size_t i = 0; i < n; i++)
    dst[i] = cur->ptr[i];
  cur->ptr += n;
  cur->len -= n;
  return 0;
}

int tlv_parse(const uint8_t *buf, size_t len, struct tlv_message *msg)
{
  struct byte_cursor cur = { buf, len };
  msg->count = 0;
  while(cur.len > 0) {
    struct tlv_record *rec;
    if(msg->count == MAX_RECORDS)
      return -1;
    rec = &msg->records[msg->count];
    if(cursor_read_u8(&cur, &rec->type) != 0)
      return -1;
    if(cursor_read_u8(&cur, &rec->length) != 0)
      return -1;
    if(rec->length > MAX_VALUE)
      return -1;
    if(cursor_read(&cur, rec->value, rec->length) != 0)
      return -1;
    msg->count++;
  }
  return 0;
}

size_t tlv_total_value_length(const struct tlv_message *msg)
{
  size_t total = 0;
  for(size_t i = 0; i < msg->count; i++)
    total += msg->records[i].length;
  return total;
}

void tlv_parser_harness(void)
{
  size_t len;
  __CPROVER_assume(len <= MAX_BUF);
  uint8_t *buf = malloc(len);
  __CPROVER_assume(buf != NULL);
  struct tlv_message msg;
  int r = tlv_parse(buf, len, &msg);
  if(r == 0) {
    size_t total = tlv_total_value_length(&msg);
    __CPROVER_assert(msg.count <= MAX_RECORDS, "record count bounded");
    __CPROVER_assert(total + 2 * msg.count == len, "records cover the buffer");
    if(msg.count > 0)
      __CPROVER_assert(msg.records[0].type == buf[0], "first type read");
  }
}
