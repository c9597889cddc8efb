/* A proof harness of our own for aws_byte_buf_append (aws-c-common), in the style of
   aws-c-common's CBMC proofs. */
#include <aws/common/byte_buf.h>
#include <stdlib.h>

void aws_byte_buf_append_harness(void)
{
  struct aws_byte_buf to;
  struct aws_byte_cursor from;
  size_t cap, len, flen;
  __CPROVER_assume(cap <= 8 && len <= cap && flen <= 8);
  to.capacity = cap;
  to.len = len;
  to.buffer = malloc(cap);
  to.allocator = NULL;
  from.len = flen;
  from.ptr = malloc(flen);
  __CPROVER_assume(aws_byte_buf_is_valid(&to));
  __CPROVER_assume(aws_byte_cursor_is_valid(&from));
  size_t old_len = to.len;
  int r = aws_byte_buf_append(&to, &from);
  if(r == AWS_OP_SUCCESS)
    __CPROVER_assert(to.len == old_len + flen, "appended");
  else
    __CPROVER_assert(to.len == old_len, "unchanged on failure");
  __CPROVER_assert(aws_byte_buf_is_valid(&to), "still valid");
}
