/* rbmc's models of free and alloca: alloca'd objects are dynamic objects that free must
   not release (CBMC's __CPROVER_alloca_object records one of them, chosen
   nondeterministically, as __CPROVER_deallocated does for free). The front end marks the
   objects a function allocated with alloca dead when it returns. */

__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);

void *__CPROVER_alloca_object = 0;

void free(void *ptr)
{
__CPROVER_HIDE:;
  /* free(NULL) does nothing */
  __CPROVER_precondition(ptr == 0 || __CPROVER_r_ok(ptr, 0), "free argument must be NULL or valid pointer");
  __CPROVER_precondition(ptr == 0 || __CPROVER_DYNAMIC_OBJECT(ptr), "free argument must be dynamic object");
  __CPROVER_precondition(ptr == 0 || __CPROVER_POINTER_OFFSET(ptr) == 0, "free argument has offset zero");
  __CPROVER_precondition(ptr == 0 || __CPROVER_deallocated != ptr, "double free");
  /* C has no new[]: __CPROVER_malloc_is_new_array stays false, as CBMC's C models keep it */
  __CPROVER_precondition(ptr == 0 || !__CPROVER_malloc_is_new_array, "free called for new[] object");
  __CPROVER_precondition(ptr == 0 || __CPROVER_alloca_object != ptr, "free called for stack-allocated object");
  if(ptr != 0)
  {
    /* any one of the freed objects may be the one a later double free hits */
    __CPROVER_bool record = __VERIFIER_nondet___CPROVER_bool();
    __CPROVER_deallocated = record ? ptr : __CPROVER_deallocated;
    if(__CPROVER_memory_leak == ptr)
      __CPROVER_memory_leak = 0;
  }
}

void *__builtin_alloca(__CPROVER_size_t alloca_size)
{
__CPROVER_HIDE:;
  void *alloca_res = __CPROVER_allocate(alloca_size, 0);
  __CPROVER_bool record_malloc = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_malloc_is_new_array = record_malloc ? 0 : __CPROVER_malloc_is_new_array;
  __CPROVER_bool record_alloca = __VERIFIER_nondet___CPROVER_bool();
  __CPROVER_alloca_object = record_alloca ? alloca_res : __CPROVER_alloca_object;
  return alloca_res;
}
