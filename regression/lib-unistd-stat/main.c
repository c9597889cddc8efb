#include <assert.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void)
{
  struct stat st;
  if(stat("data.txt", &st) == 0)
  {
    assert(st.st_size >= 0);
    assert(st.st_mtim.tv_nsec >= 0 && st.st_mtim.tv_nsec < 1000000000);
    /* a buffer for the whole file */
    char *contents = malloc((size_t)st.st_size + 1);
    free(contents);
  }
  if(lstat("data.txt", &st) == 0)
    assert(st.st_blksize > 0);
  int fd = open("data.txt", O_RDONLY);
  if(fd >= 0)
  {
    if(fstat(fd, &st) == 0)
      assert(st.st_blocks >= 0);
    close(fd);
  }
  /* a negative descriptor is EBADF */
  assert(fstat(-1, &st) == -1);

  int page = getpagesize();
  assert(page >= 4096 && (page & (page - 1)) == 0);

  int fd2 = fcntl64(0, F_GETFL);
  (void)fd2;
  int fd3 = openat64(AT_FDCWD, "data.txt", O_RDONLY);
  assert(fd3 >= -1);
  int fd4 = creat64("out.txt", 0644);
  assert(fd4 >= -1);
  return 0;
}
