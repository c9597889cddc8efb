/* rbmc's models of <stdio.h>, after CBMC's: streams are heap objects (fopen/fdopen
   allocate one, fclose frees it, so using or closing a stream twice is caught by the
   pointer checks and free's preconditions); what is read from a stream, and the
   results of output functions, are nondeterministic. The buffers the functions write
   are written (with nondeterministic contents) up to the length the call may produce,
   so writing past a buffer is caught by --pointer-check/--bounds-check.
   Compiled by cfront on demand: only the functions a program calls and does not define.
   No header is included: FILE is glibc's opaque `struct _IO_FILE`, a va_list is the
   pointer into the caller's array of argument addresses (cfront's variadic model). */

typedef struct _IO_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;

__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);
__CPROVER_size_t __VERIFIER_nondet_size_t(void);
void *malloc(__CPROVER_size_t size);
void free(void *ptr);

/* the models calling each other (a model sees only this file's declarations) */
int vfprintf(FILE *stream, const char *format, __builtin_va_list ap);
int vdprintf(int fd, const char *format, __builtin_va_list ap);
int vsnprintf(char *str, __CPROVER_size_t size, const char *format, __builtin_va_list ap);
int vasprintf(char **strp, const char *format, __builtin_va_list ap);
int vfscanf(FILE *stream, const char *format, __builtin_va_list ap);
int vsscanf(const char *str, const char *format, __builtin_va_list ap);
FILE *__rbmc_new_stream(void);
void __rbmc_use_stream(FILE *stream);
FILE *freopen(const char *filename, const char *mode, FILE *stream);
int __rbmc_write_string(char *str, __CPROVER_size_t size);
void __rbmc_havoc_arguments(const char *format, __builtin_va_list ap);

/* ------------------------------------------------------------------ streams */

/* a new FILE object (glibc's sizeof(FILE)), or NULL when opening fails */
FILE *__rbmc_new_stream(void)
{
__CPROVER_HIDE:;
  if(__VERIFIER_nondet___CPROVER_bool())
    return 0;
  return (FILE *)malloc(sizeof(void *) == 8 ? 216 : 148);
}

/* a stream argument must be a live object (the standard streams are always fine) */
void __rbmc_use_stream(FILE *stream)
{
__CPROVER_HIDE:;
  if(stream != stdin && stream != stdout && stream != stderr)
    (void)*(char *)stream;
}

FILE *fopen(const char *filename, const char *mode)
{
__CPROVER_HIDE:;
  (void)*filename;
  (void)*mode;
  return __rbmc_new_stream();
}

FILE *fopen64(const char *filename, const char *mode)
{
__CPROVER_HIDE:;
  return fopen(filename, mode);
}

FILE *fdopen(int fd, const char *mode)
{
__CPROVER_HIDE:;
  (void)fd;
  (void)*mode;
  return __rbmc_new_stream();
}

FILE *freopen(const char *filename, const char *mode, FILE *stream)
{
__CPROVER_HIDE:;
  if(filename != 0)
    (void)*filename;
  (void)*mode;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet___CPROVER_bool() ? 0 : stream;
}

FILE *tmpfile(void)
{
__CPROVER_HIDE:;
  return __rbmc_new_stream();
}

FILE *popen(const char *command, const char *mode)
{
__CPROVER_HIDE:;
  (void)*command;
  (void)*mode;
  return __rbmc_new_stream();
}

int fclose(FILE *stream)
{
__CPROVER_HIDE:;
  int result = __VERIFIER_nondet_int();
  free(stream);
  return result;
}

int pclose(FILE *stream)
{
__CPROVER_HIDE:;
  return fclose(stream);
}

int fflush(FILE *stream)
{
__CPROVER_HIDE:;
  if(stream != 0)
    __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

int fseek(FILE *stream, long offset, int whence)
{
__CPROVER_HIDE:;
  (void)offset;
  (void)whence;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

long ftell(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_long();
}

void rewind(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
}

int feof(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

int ferror(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

void clearerr(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
}

int fileno(FILE *stream)
{
__CPROVER_HIDE:;
  if(stream == stdin)
    return 0;
  if(stream == stdout)
    return 1;
  if(stream == stderr)
    return 2;
  __rbmc_use_stream(stream);
  int fd = __VERIFIER_nondet_int();
  __CPROVER_assume(fd >= -1);
  return fd;
}

void setbuf(FILE *stream, char *buf)
{
__CPROVER_HIDE:;
  (void)buf;
  __rbmc_use_stream(stream);
}

int setvbuf(FILE *stream, char *buf, int mode, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  (void)buf;
  (void)mode;
  (void)size;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

int remove(const char *pathname)
{
__CPROVER_HIDE:;
  (void)*pathname;
  return __VERIFIER_nondet_int();
}

int rename(const char *oldpath, const char *newpath)
{
__CPROVER_HIDE:;
  (void)*oldpath;
  (void)*newpath;
  return __VERIFIER_nondet_int();
}

void perror(const char *s)
{
__CPROVER_HIDE:;
  if(s != 0)
    (void)*s;
}

/* ------------------------------------------------------------------ input */

/* a byte or EOF */
int fgetc(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  int c = __VERIFIER_nondet_int();
  __CPROVER_assume(c >= -1 && c <= 255);
  return c;
}

int getc(FILE *stream)
{
__CPROVER_HIDE:;
  return fgetc(stream);
}

int _IO_getc(FILE *stream)
{
__CPROVER_HIDE:;
  return fgetc(stream);
}

int getchar(void)
{
__CPROVER_HIDE:;
  int c = __VERIFIER_nondet_int();
  __CPROVER_assume(c >= -1 && c <= 255);
  return c;
}

int ungetc(int c, FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return c == -1 || __VERIFIER_nondet___CPROVER_bool() ? -1 : (c & 0xff);
}

/* up to size-1 characters and a terminating zero, or NULL (error or end of file) */
char *fgets(char *str, int size, FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  __CPROVER_bool error = __VERIFIER_nondet___CPROVER_bool();
  if(size > 0)
  {
    int length = __VERIFIER_nondet_int();
    __CPROVER_assume(length >= 0 && length < size);
    __CPROVER_precondition(__CPROVER_w_ok(str, size), "fgets buffer writable");
    if(length > 0)
    {
      char contents[length];
      __CPROVER_array_replace(str, contents);
    }
    if(!error)
      str[length] = 0;
  }
  return error ? 0 : str;
}

/* at most nitems items, with nondeterministic bytes */
__CPROVER_size_t fread(void *ptr, __CPROVER_size_t size, __CPROVER_size_t nitems, FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  __CPROVER_size_t nread = __VERIFIER_nondet_size_t();
  __CPROVER_assume(nread <= nitems);
  __CPROVER_size_t bytes = nread * size;
  if(bytes > 0)
  {
    char contents[bytes];
    __CPROVER_array_replace((char *)ptr, contents);
    /* the last byte read: a buffer too small fails here */
    ((char *)ptr)[bytes - 1] = contents[bytes - 1];
  }
  return nread;
}

/* every conversion of the format that stores a value (not %%, not %*...) takes the next
   pointer argument, whose object gets a nondeterministic value (as CBMC: the input is
   not parsed). The loop runs once per format character, so a constant format needs no
   unwinding; a conversion without its argument is an invalid dereference. */
void __rbmc_havoc_arguments(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  __CPROVER_size_t i = 0;
  while(format[i] != 0)
  {
    if(format[i] != '%')
    {
      i++;
      continue;
    }
    i++;
    if(format[i] == '%')
    {
      i++;
      continue;
    }
    __CPROVER_bool store = format[i] != '*';
    /* width and length modifiers */
    while(format[i] == '*' || (format[i] >= '0' && format[i] <= '9') || format[i] == 'h' ||
          format[i] == 'l' || format[i] == 'L' || format[i] == 'q' || format[i] == 'j' ||
          format[i] == 'z' || format[i] == 't' || format[i] == 'm')
      i++;
    if(format[i] == '[')
    {
      /* a scan set: ']' right after '[' or '[^' belongs to the set */
      i++;
      if(format[i] == '^')
        i++;
      if(format[i] == ']')
        i++;
      while(format[i] != 0 && format[i] != ']')
        i++;
    }
    if(format[i] == 0)
      break;
    i++;
    if(store)
    {
      void *target = __builtin_va_arg(ap, void *);
      __CPROVER_havoc_object(target);
    }
  }
}

int vfscanf(FILE *stream, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  __rbmc_havoc_arguments(format, ap);
  return __VERIFIER_nondet_int();
}

int vscanf(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return vfscanf(stdin, format, ap);
}

int vsscanf(const char *str, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)*str;
  __rbmc_havoc_arguments(format, ap);
  return __VERIFIER_nondet_int();
}

int fscanf(FILE *stream, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vfscanf(stream, format, ap);
  __builtin_va_end(ap);
  return result;
}

int scanf(const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vfscanf(stdin, format, ap);
  __builtin_va_end(ap);
  return result;
}

int sscanf(const char *str, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsscanf(str, format, ap);
  __builtin_va_end(ap);
  return result;
}

/* glibc's C99 names of the same functions (its headers redirect to them) */
int __isoc99_fscanf(FILE *stream, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vfscanf(stream, format, ap);
  __builtin_va_end(ap);
  return result;
}

int __isoc99_scanf(const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vfscanf(stdin, format, ap);
  __builtin_va_end(ap);
  return result;
}

int __isoc99_sscanf(const char *str, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsscanf(str, format, ap);
  __builtin_va_end(ap);
  return result;
}

int __isoc99_vfscanf(FILE *stream, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return vfscanf(stream, format, ap);
}

int __isoc99_vscanf(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return vfscanf(stdin, format, ap);
}

int __isoc99_vsscanf(const char *str, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return vsscanf(str, format, ap);
}

/* ------------------------------------------------------------------ output */

int vfprintf(FILE *stream, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)ap;
  __rbmc_use_stream(stream);
  (void)*format;
  return __VERIFIER_nondet_int();
}

int vprintf(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)ap;
  (void)*format;
  return __VERIFIER_nondet_int();
}

int vdprintf(int fd, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)fd;
  (void)ap;
  (void)*format;
  return __VERIFIER_nondet_int();
}

int printf(const char *format, ...)
{
__CPROVER_HIDE:;
  (void)*format;
  return __VERIFIER_nondet_int();
}

int fprintf(FILE *stream, const char *format, ...)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  (void)*format;
  return __VERIFIER_nondet_int();
}

int dprintf(int fd, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)fd;
  (void)*format;
  return __VERIFIER_nondet_int();
}

/* c, or EOF on an error */
int fputc(int c, FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : (c & 0xff);
}

int putc(int c, FILE *stream)
{
__CPROVER_HIDE:;
  return fputc(c, stream);
}

int _IO_putc(int c, FILE *stream)
{
__CPROVER_HIDE:;
  return fputc(c, stream);
}

int putchar(int c)
{
__CPROVER_HIDE:;
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : (c & 0xff);
}

/* a non-negative number, or EOF on an error */
int fputs(const char *s, FILE *stream)
{
__CPROVER_HIDE:;
  (void)*s;
  __rbmc_use_stream(stream);
  int result = __VERIFIER_nondet_int();
  __CPROVER_assume(result >= -1);
  return result;
}

int puts(const char *s)
{
__CPROVER_HIDE:;
  (void)*s;
  int result = __VERIFIER_nondet_int();
  __CPROVER_assume(result >= -1);
  return result;
}

/* at most nitems items */
__CPROVER_size_t fwrite(const void *ptr, __CPROVER_size_t size, __CPROVER_size_t nitems, FILE *stream)
{
__CPROVER_HIDE:;
  (void)size;
  (void)*(const char *)ptr;
  __rbmc_use_stream(stream);
  __CPROVER_size_t written = __VERIFIER_nondet_size_t();
  __CPROVER_assume(written <= nitems);
  return written;
}

/* writes a string of nondeterministic characters shorter than size into str and
   returns its length (size > 0); str[length] = 0 fails when the buffer is smaller
   than the output */
int __rbmc_write_string(char *str, __CPROVER_size_t size)
{
__CPROVER_HIDE:;
  if(size == 0)
    return 0;
  __CPROVER_size_t length = __VERIFIER_nondet_size_t();
  __CPROVER_assume(length < size && length <= 2147483647);
  if(length > 0)
  {
    char contents[length];
    __CPROVER_array_replace(str, contents);
  }
  str[length] = 0;
  return (int)length;
}

/* as CBMC's model: the result is the length written (at most size - 1) */
int vsnprintf(char *str, __CPROVER_size_t size, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)ap;
  (void)*format;
  return __rbmc_write_string(str, size);
}

int snprintf(char *str, __CPROVER_size_t size, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)*format;
  return __rbmc_write_string(str, size);
}

/* without a size the output's length is unknown: it stays within the buffer's object
   (an overflow is not caught), so that correct programs are not refuted */
int vsprintf(char *str, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)ap;
  (void)*format;
  return __rbmc_write_string(
    str, __CPROVER_OBJECT_SIZE(str) - (__CPROVER_size_t)__CPROVER_POINTER_OFFSET(str));
}

int sprintf(char *str, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)*format;
  return __rbmc_write_string(
    str, __CPROVER_OBJECT_SIZE(str) - (__CPROVER_size_t)__CPROVER_POINTER_OFFSET(str));
}

/* a fresh zero-terminated string of nondeterministic length, or -1 */
int vasprintf(char **strp, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)ap;
  (void)*format;
  int size = __VERIFIER_nondet_int();
  if(size <= 0)
    return -1;
  char *buffer = malloc((__CPROVER_size_t)size);
  if(buffer == 0)
    return -1;
  *strp = buffer;
  return __rbmc_write_string(buffer, (__CPROVER_size_t)size);
}

int asprintf(char **strp, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vasprintf(strp, format, ap);
  __builtin_va_end(ap);
  return result;
}

/* ------------------------------------------------ glibc's fortified spellings
   (-D_FORTIFY_SOURCE with optimisation): the object-size arguments are not checked */

__CPROVER_size_t fread(void *ptr, __CPROVER_size_t size, __CPROVER_size_t nitems, FILE *stream);
char *fgets(char *str, int size, FILE *stream);

__CPROVER_size_t __fread_chk(void *ptr, __CPROVER_size_t ptrlen, __CPROVER_size_t size,
                             __CPROVER_size_t nitems, FILE *stream)
{
__CPROVER_HIDE:;
  (void)ptrlen;
  return fread(ptr, size, nitems, stream);
}

char *__fgets_chk(char *str, __CPROVER_size_t strlen, int size, FILE *stream)
{
__CPROVER_HIDE:;
  (void)strlen;
  return fgets(str, size, stream);
}

int __printf_chk(int flag, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)flag;
  (void)*format;
  return __VERIFIER_nondet_int();
}

int __fprintf_chk(FILE *stream, int flag, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)flag;
  __rbmc_use_stream(stream);
  (void)*format;
  return __VERIFIER_nondet_int();
}

int __vfprintf_chk(FILE *stream, int flag, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)flag;
  return vfprintf(stream, format, ap);
}

int __snprintf_chk(char *str, __CPROVER_size_t size, int flag, __CPROVER_size_t slen,
                   const char *format, ...)
{
__CPROVER_HIDE:;
  (void)flag;
  (void)slen;
  (void)*format;
  return __rbmc_write_string(str, size);
}

int __vsnprintf_chk(char *str, __CPROVER_size_t size, int flag, __CPROVER_size_t slen,
                    const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)flag;
  (void)slen;
  return vsnprintf(str, size, format, ap);
}

int __sprintf_chk(char *str, int flag, __CPROVER_size_t slen, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)flag;
  (void)slen;
  (void)*format;
  return __rbmc_write_string(
    str, __CPROVER_OBJECT_SIZE(str) - (__CPROVER_size_t)__CPROVER_POINTER_OFFSET(str));
}

FILE *freopen64(const char *filename, const char *mode, FILE *stream)
{
__CPROVER_HIDE:;
  return freopen(filename, mode, stream);
}

/* a binary int from the stream, or EOF (-1: also a valid word; ferror tells) */
int getw(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet_int();
}

int putw(int w, FILE *stream)
{
__CPROVER_HIDE:;
  (void)w;
  __rbmc_use_stream(stream);
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

void __fpurge(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
}

int fpurge(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return 0;
}
