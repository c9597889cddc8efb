/* rbmc's models of POSIX system calls (<unistd.h>, <fcntl.h>, <sys/stat.h>,
   <sys/random.h>, <syslog.h>, <pwd.h>), after CBMC's: the operating system is nondeterministic within
   what the interface promises (a descriptor is >= 0 or the call fails with -1; at most
   the requested number of bytes moves); paths and buffers are dereferenced, so invalid
   pointers are caught; the bytes a call reads into a buffer are written (nondet), so a
   buffer too small is caught by --pointer-check/--bounds-check.
   Compiled by cfront on demand: only the functions a program calls and does not define. */

__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_unsigned_int(void);
long __VERIFIER_nondet_long(void);
int *__errno_location(void);

/* the models calling each other (a model sees only this file's declarations) */
int __rbmc_new_descriptor(void);
long __rbmc_transfer(long count);
void __rbmc_fill(void *buf, long count);
int open(const char *pathname, int flags, ...);
int openat(int dirfd, const char *pathname, int flags, ...);
int creat(const char *pathname, unsigned int mode);
int fcntl(int fd, int cmd, ...);
int __rbmc_file_status(void *buf);
void *mmap(void *addr, unsigned long length, int prot, int flags, int fd, long offset);

/* a fresh descriptor, or -1 (errno set) */
int __rbmc_new_descriptor(void)
{
__CPROVER_HIDE:;
  int fd = __VERIFIER_nondet_int();
  __CPROVER_assume(fd >= -1);
  if(fd == -1)
    *__errno_location() = __VERIFIER_nondet_int();
  return fd;
}

/* the result of moving up to count bytes: -1 or 0..count. A count above SSIZE_MAX
   (negative here) has an implementation-defined result (POSIX read/write): any size
   up to SSIZE_MAX, rather than an assumption no value satisfies */
long __rbmc_transfer(long count)
{
__CPROVER_HIDE:;
  if(count < 0)
    count = (long)(~0ul >> 1);
  long n = __VERIFIER_nondet_long();
  __CPROVER_assume(n >= -1 && n <= count);
  return n;
}

/* count nondeterministic bytes into buf (the last one written explicitly: a buffer
   too small fails there) */
void __rbmc_fill(void *buf, long count)
{
__CPROVER_HIDE:;
  if(count > 0)
  {
    char contents[count];
    __CPROVER_array_replace((char *)buf, contents);
    ((char *)buf)[count - 1] = contents[count - 1];
  }
}

int open(const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  (void)*pathname;
  (void)flags;
  return __rbmc_new_descriptor();
}

int open64(const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  (void)*pathname;
  (void)flags;
  return __rbmc_new_descriptor();
}

int openat(int dirfd, const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  (void)dirfd;
  (void)*pathname;
  (void)flags;
  return __rbmc_new_descriptor();
}

int creat(const char *pathname, unsigned int mode)
{
__CPROVER_HIDE:;
  (void)*pathname;
  (void)mode;
  return __rbmc_new_descriptor();
}

/* -1 on a negative descriptor, anything otherwise */
int fcntl(int fd, int cmd, ...)
{
__CPROVER_HIDE:;
  (void)cmd;
  if(fd < 0)
  {
    *__errno_location() = 9; /* EBADF */
    return -1;
  }
  return __VERIFIER_nondet_int();
}

int close(int fd)
{
__CPROVER_HIDE:;
  if(fd < 0)
  {
    *__errno_location() = 9; /* EBADF */
    return -1;
  }
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

long read(int fd, void *buf, unsigned long count)
{
__CPROVER_HIDE:;
  (void)fd;
  long n = __rbmc_transfer((long)count);
  __rbmc_fill(buf, n);
  return n;
}

long pread(int fd, void *buf, unsigned long count, long offset)
{
__CPROVER_HIDE:;
  (void)offset;
  return read(fd, buf, count);
}

long write(int fd, const void *buf, unsigned long count)
{
__CPROVER_HIDE:;
  (void)fd;
  if(count > 0)
  {
    (void)*(const char *)buf;
    (void)((const char *)buf)[count - 1];
  }
  return __rbmc_transfer((long)count);
}

long pwrite(int fd, const void *buf, unsigned long count, long offset)
{
__CPROVER_HIDE:;
  (void)offset;
  return write(fd, buf, count);
}

long lseek(int fd, long offset, int whence)
{
__CPROVER_HIDE:;
  (void)fd;
  (void)offset;
  (void)whence;
  long r = __VERIFIER_nondet_long();
  __CPROVER_assume(r >= -1);
  return r;
}

/* two distinct descriptors, or -1 */
int pipe(int fds[2])
{
__CPROVER_HIDE:;
  if(__VERIFIER_nondet___CPROVER_bool())
    return -1;
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  __CPROVER_assume(a >= 0 && b >= 0 && a != b);
  fds[0] = a;
  fds[1] = b;
  return 0;
}

int dup(int fd)
{
__CPROVER_HIDE:;
  (void)fd;
  return __rbmc_new_descriptor();
}

int dup2(int oldfd, int newfd)
{
__CPROVER_HIDE:;
  (void)oldfd;
  return newfd < 0 || __VERIFIER_nondet___CPROVER_bool() ? -1 : newfd;
}

int unlink(const char *pathname)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int rmdir(const char *pathname)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int access(const char *pathname, int mode)
{
__CPROVER_HIDE:;
  (void)*pathname;
  (void)mode;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int chdir(const char *pathname)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int isatty(int fd)
{
__CPROVER_HIDE:;
  (void)fd;
  return __VERIFIER_nondet___CPROVER_bool() ? 1 : 0;
}

/* the unslept rest of the time */
unsigned int sleep(unsigned int seconds)
{
__CPROVER_HIDE:;
  unsigned int rest = __VERIFIER_nondet_unsigned_int();
  __CPROVER_assume(rest <= seconds);
  return rest;
}

int usleep(unsigned int usec)
{
__CPROVER_HIDE:;
  (void)usec;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

/* process ids are positive */
int getpid(void)
{
__CPROVER_HIDE:;
  int pid = __VERIFIER_nondet_int();
  __CPROVER_assume(pid > 0);
  return pid;
}

int getppid(void)
{
__CPROVER_HIDE:;
  int pid = __VERIFIER_nondet_int();
  __CPROVER_assume(pid >= 0);
  return pid;
}

int fork(void)
{
__CPROVER_HIDE:;
  int pid = __VERIFIER_nondet_int();
  __CPROVER_assume(pid >= -1);
  return pid;
}

unsigned int getuid(void)
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet_unsigned_int();
}

unsigned int geteuid(void)
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet_unsigned_int();
}

unsigned int getgid(void)
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet_unsigned_int();
}

unsigned int getegid(void)
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet_unsigned_int();
}

/* up to buflen random bytes, or -1 */
long getrandom(void *buf, unsigned long buflen, unsigned int flags)
{
__CPROVER_HIDE:;
  (void)flags;
  long n = __rbmc_transfer((long)buflen);
  __rbmc_fill(buf, n);
  return n;
}

int getentropy(void *buf, unsigned long length)
{
__CPROVER_HIDE:;
  if(length > 256)
  {
    *__errno_location() = 5; /* EIO */
    return -1;
  }
  __rbmc_fill(buf, (long)length);
  return 0;
}

/* the system log: the message is not recorded */
void openlog(const char *ident, int option, int facility)
{
__CPROVER_HIDE:;
  (void)ident;
  (void)option;
  (void)facility;
}

void closelog(void)
{
__CPROVER_HIDE:;
}

void syslog(int priority, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)priority;
  (void)*format;
}

/* a user database entry with nondeterministic fields (glibc's struct passwd layout),
   as CBMC: the lookup always succeeds */
struct __rbmc_passwd
{
  char *pw_name;
  char *pw_passwd;
  unsigned int pw_uid;
  unsigned int pw_gid;
  char *pw_gecos;
  char *pw_dir;
  char *pw_shell;
};

void *getpwnam(const char *name)
{
__CPROVER_HIDE:;
  static struct __rbmc_passwd entry;
  (void)*name;
  entry.pw_uid = __VERIFIER_nondet_unsigned_int();
  entry.pw_gid = __VERIFIER_nondet_unsigned_int();
  return &entry;
}

void *getpwuid(unsigned int uid)
{
__CPROVER_HIDE:;
  static struct __rbmc_passwd entry;
  entry.pw_uid = uid;
  entry.pw_gid = __VERIFIER_nondet_unsigned_int();
  return &entry;
}

/* a unique file from a template ending in XXXXXX: the Xs are replaced */
int mkstemp(char *template)
{
__CPROVER_HIDE:;
  (void)*template;
  return __rbmc_new_descriptor();
}

/* the working directory: a string shorter than size, or NULL */
char *getcwd(char *buf, unsigned long size)
{
__CPROVER_HIDE:;
  if(size == 0 || __VERIFIER_nondet___CPROVER_bool())
    return 0;
  long length = __VERIFIER_nondet_long();
  __CPROVER_assume(length >= 0 && (unsigned long)length < size);
  __rbmc_fill(buf, length);
  buf[length] = 0;
  return buf;
}

int dup3(int oldfd, int newfd, int flags)
{
__CPROVER_HIDE:;
  (void)oldfd;
  (void)flags;
  return newfd < 0 || oldfd == newfd || __VERIFIER_nondet___CPROVER_bool() ? -1 : newfd;
}

int gettid(void)
{
__CPROVER_HIDE:;
  int tid = __VERIFIER_nondet_int();
  __CPROVER_assume(tid > 0);
  return tid;
}

/* a raw system call: any result, -1 with errno set on failure; the arguments are not
   interpreted (so memory they point to is not written: a harness that relies on it needs
   a stub of its own) */
long syscall(long number, ...)
{
__CPROVER_HIDE:;
  (void)number;
  long r = __VERIFIER_nondet_long();
  if(r == -1)
    *__errno_location() = __VERIFIER_nondet_int();
  return r;
}

/* mmap as CBMC models it: fresh memory of `length` bytes (zeroed for anonymous mappings)
   unless a fixed address is requested, which must then be valid memory of the program */
void *mmap(void *addr, unsigned long length, int prot, int flags, int fd, long offset)
{
__CPROVER_HIDE:;
  (void)prot;
  (void)fd;
  (void)offset;
  /* Linux: MAP_FIXED 0x10, MAP_ANONYMOUS 0x20, MAP_UNINITIALIZED 0x4000000 */
  if(addr == 0 || (!(flags & 0x10) && __VERIFIER_nondet___CPROVER_bool()))
  {
    void *res = __CPROVER_allocate(length, (flags & 0x20) && !(flags & 0x4000000));
    __CPROVER_deallocated = (res == __CPROVER_deallocated) ? 0 : __CPROVER_deallocated;
    return res;
  }
  __CPROVER_assert(__CPROVER_w_ok(addr, length), "mmap: a fixed address is writable memory of the program");
  return addr;
}

// the offset is glibc's __off64_t, 64 bits also with --32 (the program's declaration
// links with this definition only then)
void *mmap64(void *addr, unsigned long length, int prot, int flags, int fd, long long offset)
{
__CPROVER_HIDE:;
  return mmap(addr, length, prot, flags, fd, (long)offset);
}

int munmap(void *addr, unsigned long length)
{
__CPROVER_HIDE:;
  (void)length;
  if(__VERIFIER_nondet___CPROVER_bool())
    __CPROVER_deallocated = addr;
  return 0;
}

/* the Windows spellings (CBMC models them as calls of the POSIX models) and glibc's
   64-bit offset alias: the same calls */
unsigned int _sleep(unsigned int seconds)
{
__CPROVER_HIDE:;
  return sleep(seconds);
}

int _close(int fd)
{
__CPROVER_HIDE:;
  return close(fd);
}

long _read(int fd, void *buf, unsigned long count)
{
__CPROVER_HIDE:;
  return read(fd, buf, count);
}

long _write(int fd, const void *buf, unsigned long count)
{
__CPROVER_HIDE:;
  return write(fd, buf, count);
}

long _lseek(int fd, long offset, int whence)
{
__CPROVER_HIDE:;
  return lseek(fd, offset, whence);
}

/* off64_t is long on LP64 and long long on ILP32: 64 bits either way */
long long lseek64(int fd, long long offset, int whence)
{
__CPROVER_HIDE:;
  (void)fd;
  (void)offset;
  (void)whence;
  long long r = __VERIFIER_nondet_long();
  __CPROVER_assume(r >= -1);
  return r;
}

int _getpid(void)
{
__CPROVER_HIDE:;
  return getpid();
}

/* a configuration value: what the system reports is unknown, so any value, or -1 (a
   limit without a bound, errno unchanged, or an unknown name, errno EINVAL); the page
   size, the clock ticks per second and the processor counts always exist and are
   positive (glibc's _SC_CLK_TCK 2, _SC_PAGESIZE 30, _SC_NPROCESSORS_CONF 83,
   _SC_NPROCESSORS_ONLN 84) */
long sysconf(int name)
{
__CPROVER_HIDE:;
  long r = __VERIFIER_nondet_long();
  if(name == 2 || name == 30 || name == 83 || name == 84)
    __CPROVER_assume(r > 0);
  else
  {
    __CPROVER_assume(r >= -1);
    if(r == -1 && __VERIFIER_nondet___CPROVER_bool())
      *__errno_location() = 22; /* EINVAL */
  }
  return r;
}

/* the underscored spellings of mmap and munmap (CBMC models them alike) */
void *_mmap(void *addr, unsigned long length, int prot, int flags, int fd, long offset)
{
__CPROVER_HIDE:;
  return mmap(addr, length, prot, flags, fd, offset);
}

int _munmap(void *addr, unsigned long length)
{
__CPROVER_HIDE:;
  return munmap(addr, length);
}

/* the other spellings CBMC models of open, openat, creat and fcntl (LFS and
   Windows-style names; optional arguments are not read, as in the models above) */
int _open(const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  return open(pathname, flags);
}

int _openat(int dirfd, const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  return openat(dirfd, pathname, flags);
}

int openat64(int dirfd, const char *pathname, int flags, ...)
{
__CPROVER_HIDE:;
  return openat(dirfd, pathname, flags);
}

int _creat(const char *pathname, unsigned int mode)
{
__CPROVER_HIDE:;
  return creat(pathname, mode);
}

int creat64(const char *pathname, unsigned int mode)
{
__CPROVER_HIDE:;
  return creat(pathname, mode);
}

int _fcntl(int fd, int cmd, ...)
{
__CPROVER_HIDE:;
  return fcntl(fd, cmd);
}

int fcntl64(int fd, int cmd, ...)
{
__CPROVER_HIDE:;
  return fcntl(fd, cmd);
}

int __fcntl_time64(int fd, int cmd, ...)
{
__CPROVER_HIDE:;
  return fcntl(fd, cmd);
}

/* the page size: a power of two from 4 KiB to 64 KiB (4096 on x86-64; AArch64 kernels
   may use 16 or 64 KiB pages) */
int getpagesize(void)
{
__CPROVER_HIDE:;
  int shift = __VERIFIER_nondet_int();
  __CPROVER_assume(shift >= 12 && shift <= 16);
  return 1 << shift;
}

/* <sys/stat.h>: glibc's struct stat on x86-64 (144 bytes). A successful call stores a
   nondeterministic status with the facts the kernel keeps (sizes and block counts not
   negative, a positive block size, nanoseconds below 10^9); a failing one stores
   nothing and sets errno (ENOENT, EACCES, ...; EBADF for a negative descriptor). */
struct __rbmc_timespec
{
  long tv_sec;
  long tv_nsec;
};

struct __rbmc_stat
{
  unsigned long st_dev;
  unsigned long st_ino;
  unsigned long st_nlink;
  unsigned int st_mode;
  unsigned int st_uid;
  unsigned int st_gid;
  int __pad0;
  unsigned long st_rdev;
  long st_size;
  long st_blksize;
  long st_blocks;
  struct __rbmc_timespec st_atim;
  struct __rbmc_timespec st_mtim;
  struct __rbmc_timespec st_ctim;
  long __reserved[3];
};

int __rbmc_file_status(void *buf)
{
__CPROVER_HIDE:;
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    int e = __VERIFIER_nondet_int();
    __CPROVER_assume(e > 0);
    *__errno_location() = e;
    return -1;
  }
  __CPROVER_precondition(__CPROVER_w_ok(buf, sizeof(struct __rbmc_stat)),
                         "stat buffer writable");
  struct __rbmc_stat st;
  __CPROVER_assume(st.st_size >= 0 && st.st_blksize > 0 && st.st_blocks >= 0);
  __CPROVER_assume(st.st_atim.tv_nsec >= 0 && st.st_atim.tv_nsec < 1000000000);
  __CPROVER_assume(st.st_mtim.tv_nsec >= 0 && st.st_mtim.tv_nsec < 1000000000);
  __CPROVER_assume(st.st_ctim.tv_nsec >= 0 && st.st_ctim.tv_nsec < 1000000000);
  *(struct __rbmc_stat *)buf = st;
  return 0;
}

int stat(const char *pathname, void *buf)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __rbmc_file_status(buf);
}

int lstat(const char *pathname, void *buf)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __rbmc_file_status(buf);
}

int fstat(int fd, void *buf)
{
__CPROVER_HIDE:;
  if(fd < 0)
  {
    *__errno_location() = 9; /* EBADF */
    return -1;
  }
  return __rbmc_file_status(buf);
}

/* the LFS spellings: struct stat64 is struct stat on x86-64 */
int stat64(const char *pathname, void *buf)
{
__CPROVER_HIDE:;
  return stat(pathname, buf);
}

int lstat64(const char *pathname, void *buf)
{
__CPROVER_HIDE:;
  return lstat(pathname, buf);
}

int fstat64(int fd, void *buf)
{
__CPROVER_HIDE:;
  return fstat(fd, buf);
}
