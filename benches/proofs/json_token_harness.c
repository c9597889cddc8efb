/* A proof harness of our own in the style of cbmc-starter-kit proofs: a JSON tokenizer's
   number and string scanners in the pointer style of C JSON libraries (start/end pointers,
   <ctype.h>), over a nondet buffer of bounded length; the token records pointers into the
   buffer.

     rbmc --function json_token_harness --unwind 12 --unsigned-overflow-check \
       benches/proofs/json_token_harness.c
   expected: VERIFICATION SUCCESSFUL */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>

#define MAX_LEN 10

enum token_kind { TOK_NONE, TOK_NUMBER, TOK_STRING, TOK_ERROR };

struct token {
  enum token_kind kind;
  const char *start;
  const char *end;
  long int_value;
};

static const char *scan_digits(const char *p, const char *end)
{
  while(p < end && isdigit((unsigned char)*p))
    p++;
  return p;
}

static const char *scan_number(const char *p, const char *end, struct token *tok)
{
  const char *q = p;
  int neg = 0;
  long v = 0;
  if(q < end && *q == '-') {
    neg = 1;
    q++;
  }
  if(q == end || !isdigit((unsigned char)*q))
    return NULL;
  while(q < end && isdigit((unsigned char)*q)) {
    if(v > 100000000L)
      return NULL;
    v = v * 10 + (*q - '0');
    q++;
  }
  if(q < end && *q == '.') {
    const char *f = scan_digits(q + 1, end);
    if(f == q + 1)
      return NULL;
    q = f;
  }
  if(q < end && (*q == 'e' || *q == 'E')) {
    q++;
    if(q < end && (*q == '+' || *q == '-'))
      q++;
    const char *x = scan_digits(q, end);
    if(x == q)
      return NULL;
    q = x;
  }
  tok->kind = TOK_NUMBER;
  tok->start = p;
  tok->end = q;
  tok->int_value = neg ? -v : v;
  return q;
}

static const char *scan_string(const char *p, const char *end, struct token *tok)
{
  const char *q = p + 1;
  while(q < end && *q != '"') {
    if(*q == '\\') {
      q++;
      if(q == end)
        return NULL;
    }
    q++;
  }
  if(q == end)
    return NULL;
  tok->kind = TOK_STRING;
  tok->start = p + 1;
  tok->end = q;
  return q + 1;
}

const char *json_next_token(const char *p, const char *end, struct token *tok)
{
  tok->kind = TOK_NONE;
  while(p < end && isspace((unsigned char)*p))
    p++;
  if(p == end)
    return p;
  if(*p == '"')
    return scan_string(p, end, tok);
  if(*p == '-' || isdigit((unsigned char)*p))
    return scan_number(p, end, tok);
  tok->kind = TOK_ERROR;
  return NULL;
}

void json_token_harness(void)
{
  size_t len;
  __CPROVER_assume(len <= MAX_LEN);
  char *buf = malloc(len);
  __CPROVER_assume(buf != NULL);
  struct token tok;
  const char *next = json_next_token(buf, buf + len, &tok);
  if(next != NULL && tok.kind != TOK_ERROR) {
    __CPROVER_assert(next >= buf && next <= buf + len, "next within the buffer");
    if(tok.kind != TOK_NONE) {
      __CPROVER_assert(buf <= tok.start && tok.start <= tok.end && tok.end <= buf + len,
                       "token within the buffer");
      __CPROVER_assert(tok.end <= next, "token before next");
    }
    if(tok.kind == TOK_NUMBER)
      __CPROVER_assert(tok.int_value >= -1000000009L && tok.int_value <= 1000000009L,
                       "value bounded");
  }
}
