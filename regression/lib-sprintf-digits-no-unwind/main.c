#include <assert.h>
#include <stdio.h>

int nondet_int(void);
unsigned long long nondet_ull(void);

int main(void)
{
  char b[64];
  // the lengths glibc prints for the powers of 8, 10 and 16 and their neighbours
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 0ull, 0ull, 0ull, (long long)0ull) == 7);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 1ull, 1ull, 1ull, (long long)1ull) == 7);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 7ull, 7ull, 7ull, (long long)7ull) == 7);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 8ull, 8ull, 8ull, (long long)8ull) == 8);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 9ull, 9ull, 9ull, (long long)9ull) == 8);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 10ull, 10ull, 10ull, (long long)10ull) == 10);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 15ull, 15ull, 15ull, (long long)15ull) == 10);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 16ull, 16ull, 16ull, (long long)16ull) == 11);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 63ull, 63ull, 63ull, (long long)63ull) == 11);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 64ull, 64ull, 64ull, (long long)64ull) == 12);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 99ull, 99ull, 99ull, (long long)99ull) == 12);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 100ull, 100ull, 100ull, (long long)100ull) == 14);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 255ull, 255ull, 255ull, (long long)255ull) == 14);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 256ull, 256ull, 256ull, (long long)256ull) == 15);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 511ull, 511ull, 511ull, (long long)511ull) == 15);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 512ull, 512ull, 512ull, (long long)512ull) == 16);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 4095ull, 4095ull, 4095ull, (long long)4095ull) == 18);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 4096ull, 4096ull, 4096ull, (long long)4096ull) == 20);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 99999ull, 99999ull, 99999ull, (long long)99999ull) == 24);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 100000ull, 100000ull, 100000ull, (long long)100000ull) == 26);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 4294967295ull, 4294967295ull, 4294967295ull, (long long)4294967295ull) == 42);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 4294967296ull, 4294967296ull, 4294967296ull, (long long)4294967296ull) == 43);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 999999999999ull, 999999999999ull, 999999999999ull, (long long)999999999999ull) == 51);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 18446744073709551615ull, 18446744073709551615ull, 18446744073709551615ull, (long long)18446744073709551615ull) == 63);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 9223372036854775807ull, 9223372036854775807ull, 9223372036854775807ull, (long long)9223372036854775807ull) == 78);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 9223372036854775808ull, 9223372036854775808ull, 9223372036854775808ull, (long long)9223372036854775808ull) == 80);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 10000000000000000000ull, 10000000000000000000ull, 10000000000000000000ull, (long long)10000000000000000000ull) == 81);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 9999999999999999999ull, 9999999999999999999ull, 9999999999999999999ull, (long long)9999999999999999999ull) == 80);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 1152921504606846975ull, 1152921504606846975ull, 1152921504606846975ull, (long long)1152921504606846975ull) == 76);
  assert(snprintf(b, 64, "%llu|%llo|%llx|%lld", 1152921504606846976ull, 1152921504606846976ull, 1152921504606846976ull, (long long)1152921504606846976ull) == 78);
  // symbolic values: exact lengths by range, no loop to unwind
  int x = nondet_int();
  if(x >= -99 && x <= -10)
    assert(sprintf(b, "%d", x) == 3);
  if(x >= 1000 && x <= 9999)
    assert(snprintf(b, 64, "[%d]", x) == 6);
  unsigned long long u = nondet_ull();
  int nu = snprintf(b, 64, "%llu", u);
  assert(nu >= 1 && nu <= 20);
  assert(nu == 20 || u < 10000000000000000000ull);
  int no = snprintf(b, 64, "%llo", u);
  assert(no == 22 || u < (1ull << 63));
  int nx = snprintf(b, 64, "%#llx", u);
  assert(nx <= 18 && (u == 0 || nx >= 3));
  assert(snprintf(b, 64, "%hhx|%ho", (unsigned char)u, (unsigned short)u) <= 2 + 1 + 6);
  return 0;
}
