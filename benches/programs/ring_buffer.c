// A ring buffer of capacity 8 driven by 40 nondeterministic push/pop operations; the
// element count, the indices and FIFO order are checked on every step.
// bench-options: --unwind 41
// bench-expect: SUCCESS
#define CAP 8
_Bool nondet_bool(void);

int buf[CAP];
int head, tail, count;

int main(void)
{
  int next_in = 0, next_out = 0;
  for(int step = 0; step < 40; step++)
  {
    if(nondet_bool())
    {
      if(count < CAP)
      {
        buf[tail] = next_in++;
        tail = (tail + 1) % CAP;
        count++;
      }
    }
    else if(count > 0)
    {
      int v = buf[head];
      head = (head + 1) % CAP;
      count--;
      __CPROVER_assert(v == next_out, "FIFO order");
      next_out++;
    }
    __CPROVER_assert(count >= 0 && count <= CAP, "count in range");
    __CPROVER_assert((head + count) % CAP == tail, "indices consistent");
  }
  return 0;
}
