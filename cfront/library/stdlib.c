/* rbmc's models of the C standard library's memory functions.
   Compiled by cfront on demand: only the functions a program calls and does not define.
   Globals (__CPROVER_malloc_*) are set by __CPROVER_initialize from the command line. */

__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);

void *malloc(__CPROVER_size_t malloc_size)
{
__CPROVER_HIDE:;
  if(__CPROVER_malloc_failure_mode == 1)
  {
    if(malloc_size > __CPROVER_max_malloc_size)
      return (void *)0;
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    if(__CPROVER_malloc_may_fail && should_malloc_fail)
      return (void *)0;
  }
  else if(__CPROVER_malloc_failure_mode == 2)
  {
    __CPROVER_assert(malloc_size <= __CPROVER_max_malloc_size, "max allocation size exceeded");
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    __CPROVER_assert(!__CPROVER_malloc_may_fail || !should_malloc_fail, "max allocation may fail");
  }
  void *malloc_res = __CPROVER_allocate(malloc_size, 0);
  __CPROVER_deallocated = (malloc_res == __CPROVER_deallocated) ? 0 : __CPROVER_deallocated;
  __CPROVER_bool record_malloc = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_malloc_is_new_array = record_malloc ? 0 : __CPROVER_malloc_is_new_array;
  __CPROVER_bool record_may_leak = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_memory_leak = record_may_leak ? malloc_res : __CPROVER_memory_leak;
  return malloc_res;
}

void *calloc(__CPROVER_size_t nmemb, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  __CPROVER_size_t total = nmemb * size;
  if(size != 0 && total / size != nmemb)
    return (void *)0;
  if(__CPROVER_malloc_failure_mode == 1)
  {
    if(total > __CPROVER_max_malloc_size)
      return (void *)0;
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    if(__CPROVER_malloc_may_fail && should_malloc_fail)
      return (void *)0;
  }
  else if(__CPROVER_malloc_failure_mode == 2)
  {
    __CPROVER_assert(total <= __CPROVER_max_malloc_size, "max allocation size exceeded");
    __CPROVER_bool should_malloc_fail = __VERIFIER_nondet___CPROVER_bool();
    __CPROVER_assert(!__CPROVER_malloc_may_fail || !should_malloc_fail, "max allocation may fail");
  }
  void *res = __CPROVER_allocate(total, 1);
  __CPROVER_deallocated = (res == __CPROVER_deallocated) ? 0 : __CPROVER_deallocated;
  __CPROVER_bool record_malloc = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_malloc_is_new_array = record_malloc ? 0 : __CPROVER_malloc_is_new_array;
  __CPROVER_bool record_may_leak = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_memory_leak = record_may_leak ? res : __CPROVER_memory_leak;
  return res;
}

void free(void *ptr)
{
__CPROVER_HIDE:;
  __CPROVER_precondition(__CPROVER_POINTER_OFFSET(ptr) == 0, "free argument has offset zero");
  __CPROVER_precondition(ptr == 0 || __CPROVER_DYNAMIC_OBJECT(ptr), "free argument must be dynamic object");
  __CPROVER_precondition(ptr == 0 || __CPROVER_deallocated != ptr, "double free");
  if(ptr != 0)
  {
    __CPROVER_deallocated = ptr;
    if(__CPROVER_memory_leak == ptr)
      __CPROVER_memory_leak = 0;
  }
}

void *realloc(void *ptr, __CPROVER_size_t malloc_size)
{
__CPROVER_HIDE:;
  if(ptr == 0)
    return malloc(malloc_size);
  if(malloc_size == 0)
  {
    free(ptr);
    return malloc(1);
  }
  void *res = malloc(malloc_size);
  if(res != 0)
  {
    __CPROVER_size_t old = __CPROVER_OBJECT_SIZE(ptr);
    __CPROVER_array_replace((char *)res, (char *)ptr);
    (void)old;
    free(ptr);
  }
  return res;
}

int abs(int i) { return i < 0 ? -i : i; }
long labs(long i) { return i < 0 ? -i : i; }
long long llabs(long long i) { return i < 0 ? -i : i; }

int isdigit(int c) { return c >= '0' && c <= '9'; }
int isalpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
int isalnum(int c) { return isdigit(c) || isalpha(c); }
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
int isupper(int c) { return c >= 'A' && c <= 'Z'; }
int islower(int c) { return c >= 'a' && c <= 'z'; }
int toupper(int c) { return islower(c) ? c - 'a' + 'A' : c; }
int tolower(int c) { return isupper(c) ? c - 'A' + 'a' : c; }

/* Program exits: the rest of the path is cut off. They are functions (not inlined
   assumptions) so that --memory-cleanup-check can place its leak check inside them. */
void exit(int status)
{
  (void)status;
  __CPROVER_assume(0);
}

void _Exit(int status)
{
  (void)status;
  __CPROVER_assume(0);
}

void abort(void)
{
  __CPROVER_assume(0);
}
