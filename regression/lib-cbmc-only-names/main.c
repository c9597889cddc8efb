#include <assert.h>
#include <fcntl.h>
#include <fenv.h>
#include <semaphore.h>

/* names CBMC's library models that glibc does not have: pthreads-win32's
   sem_post_multiple, the x87 helpers CBMC's front end calls, Windows-style spellings */
int sem_post_multiple(sem_t *sem, int count);
void __asm_fnstcw(unsigned short *dest);
void __asm_fldcw(const unsigned short *src);
void __asm_mfence(void);
int _open(const char *pathname, int flags, ...);
int _fcntl(int fd, int cmd, ...);

int main(void)
{
  sem_t s;
  sem_init(&s, 0, 0);
  assert(sem_post_multiple(&s, 3) == 0);
  int v;
  sem_getvalue(&s, &v);
  assert(v == 3);
  assert(sem_post_multiple(&s, 0) == -1);

  unsigned short cw;
  fesetround(FE_UPWARD);
  __asm_fnstcw(&cw);
  assert((cw & 0xc00) == 0x800);
  cw = (unsigned short)((cw & ~0xc00) | 0xc00);
  __asm_fldcw(&cw);
  assert(fegetround() == FE_TOWARDZERO);
  __asm_mfence();

  int fd = _open("data.txt", O_RDONLY);
  assert(fd >= -1);
  assert(_fcntl(-1, F_GETFL) == -1);
  return 0;
}
