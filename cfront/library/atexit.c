/* atexit and at_quick_exit (C11 7.22.4.2, 7.22.4.3): the registered functions are called
   in reverse order of their registration when main returns (the entry point calls
   __rbmc_atexit_run then) or exit is called; quick_exit calls the at_quick_exit ones. A
   program that calls atexit (at_quick_exit) gets the variants of exit (quick_exit) in
   stdlib.c that call the runners. The registries have no bound, as glibc's. */

void (*__rbmc_atexit_handlers[__CPROVER_constant_infinity_uint])(void);
unsigned long __rbmc_atexit_count;
void (*__rbmc_at_quick_exit_handlers[__CPROVER_constant_infinity_uint])(void);
unsigned long __rbmc_at_quick_exit_count;

/* the handlers are called through valid pointers only (the registrations' preconditions) */
#pragma CPROVER check push
#pragma CPROVER check disable "pointer"

int atexit(void (*function)(void))
{
__CPROVER_HIDE:;
  __CPROVER_precondition(function != 0, "atexit function is not NULL");
  __rbmc_atexit_handlers[__rbmc_atexit_count] = function;
  __rbmc_atexit_count = __rbmc_atexit_count + 1;
  return 0;
}

int at_quick_exit(void (*function)(void))
{
__CPROVER_HIDE:;
  __CPROVER_precondition(function != 0, "at_quick_exit function is not NULL");
  __rbmc_at_quick_exit_handlers[__rbmc_at_quick_exit_count] = function;
  __rbmc_at_quick_exit_count = __rbmc_at_quick_exit_count + 1;
  return 0;
}

void __rbmc_atexit_run(void)
{
__CPROVER_HIDE:;
  /* a handler that calls exit goes on with the ones registered before it */
  while(__rbmc_atexit_count != 0)
  {
    __rbmc_atexit_count = __rbmc_atexit_count - 1;
    __rbmc_atexit_handlers[__rbmc_atexit_count]();
  }
}

void __rbmc_at_quick_exit_run(void)
{
__CPROVER_HIDE:;
  while(__rbmc_at_quick_exit_count != 0)
  {
    __rbmc_at_quick_exit_count = __rbmc_at_quick_exit_count - 1;
    __rbmc_at_quick_exit_handlers[__rbmc_at_quick_exit_count]();
  }
}

#pragma CPROVER check pop
