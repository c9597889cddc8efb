/* GCC's scalar_storage_order: the target's own order is accepted (no effect), the other
   one is a located error rather than members stored in the wrong byte order. */
struct __attribute__((scalar_storage_order("little-endian"))) native { unsigned v; };
struct __attribute__((scalar_storage_order("big-endian"))) swapped { unsigned v; };

int main(void)
{
  struct native n = { 1 };
  return (int)n.v - 1;
}
