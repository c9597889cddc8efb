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
void *realloc(void *ptr, __CPROVER_size_t size);
void free(void *ptr);
int *__errno_location(void);

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
int fseek(FILE *stream, long offset, int whence);
long ftell(FILE *stream);
long getdelim(char **lineptr, __CPROVER_size_t *n, int delim, FILE *stream);
int __rbmc_print_result(__CPROVER_size_t length);
struct __rbmc_format;
__CPROVER_size_t __rbmc_format_length(const char *format, __builtin_va_list ap,
                                      __CPROVER_bool output, struct __rbmc_format *f);
void __rbmc_fill_string(char *str, __CPROVER_size_t length, const char *format,
                        const struct __rbmc_format *f);
int vsprintf(char *str, const char *format, __builtin_va_list ap);
int __rbmc_scan_arguments(const char *format, __builtin_va_list ap, __CPROVER_size_t input);
__CPROVER_size_t __rbmc_printed_length(const char *format, ...);

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

/* 0, or EOF on an error (C11 7.21.5.1p3); the stream is freed either way */
int fclose(FILE *stream)
{
__CPROVER_HIDE:;
  free(stream);
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

/* the command's termination status (as waitpid's), or -1 */
int pclose(FILE *stream)
{
__CPROVER_HIDE:;
  free(stream);
  int status = __VERIFIER_nondet_int();
  __CPROVER_assume(status >= -1);
  return status;
}

int fflush(FILE *stream)
{
__CPROVER_HIDE:;
  if(stream != 0)
    __rbmc_use_stream(stream);
  /* 0, or EOF on a write error (C11 7.21.5.2p3) */
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

int fseek(FILE *stream, long offset, int whence)
{
__CPROVER_HIDE:;
  (void)offset;
  (void)whence;
  __rbmc_use_stream(stream);
  /* 0, or -1 (POSIX; C11 7.21.9.2p6: nonzero) */
  return __VERIFIER_nondet___CPROVER_bool() ? -1 : 0;
}

/* a position (not negative), or -1L on an error (C11 7.21.9.4p3) */
long ftell(FILE *stream)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  long position = __VERIFIER_nondet_long();
  __CPROVER_assume(position >= -1);
  return position;
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

/* the scanf family's conversions (C11 7.21.6.2; the input is not parsed, as in CBMC):
   each conversion of the format that stores a value (not %%, not %*...) writes through
   the next pointer argument exactly the bytes glibc's conversion writes, and no others
   (the rest of the enclosing struct or array keeps its value):
   - %d %i %u %o %x %X %n: an integer of the length modifier's size (hh 1, h 2, none an
     int, l a long, ll/q/L/j 8, z a size_t, t a ptrdiff_t);
   - %a %e %f %g (and capitals): a float, a double (l) or a long double (L);
   - %p: a pointer;
   - %c: the width's number of characters (one without a width), no terminating zero;
   - %s and %[...]: one up to the width's number of characters (without a width, any
     number: the input may be longer than any buffer) and a terminating zero;
   with l (and %C, %S) the characters are wchar_t (4 bytes); with m (POSIX) they go to a
   fresh buffer whose address is stored through the (char **) argument.
   A precondition checks that the target can hold what the conversion may write, so a
   buffer too small for a %s (or an int written into a char) is reported, as overflowing
   it is with glibc on a long enough input. At most `input` characters are taken by the
   %s, %[ and %c conversions together (sscanf: the string's length; a stream: no bound).
   Any conversion may fail (a matching or input failure): it and the rest of the format
   store nothing. The result is the number of values stored, or EOF when no conversion
   completed (C11 7.21.6.2p16). A conversion without its argument is an invalid
   dereference. The format is read one character per iteration; the nondeterministic
   choices join again within each one, so a constant format's loop is decided. */
int __rbmc_scan_arguments(const char *format, __builtin_va_list ap, __CPROVER_size_t input)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  int stored = 0;
  __CPROVER_bool failed = 0;
  __CPROVER_bool completed = 0;
  /* sscanf's characters come from a string: none of them is zero (a stream's %s
     may store a zero byte, which is not white space) */
  __CPROVER_bool from_string = input != ~(__CPROVER_size_t)0;
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
    __CPROVER_bool store = 1;
    if(format[i] == '*')
    {
      store = 0;
      i++;
    }
    __CPROVER_size_t width = 0;
    while(format[i] >= '0' && format[i] <= '9')
    {
      width = width * 10 + (__CPROVER_size_t)(format[i] - '0');
      i++;
    }
    __CPROVER_bool allocate = 0;
    if(format[i] == 'm')
    {
      allocate = 1;
      i++;
    }
    /* the integer and floating-point sizes the length modifier selects */
    __CPROVER_size_t isize = sizeof(int);
    __CPROVER_size_t fsize = sizeof(float);
    __CPROVER_bool wide = 0;
    if(format[i] == 'h')
    {
      isize = sizeof(short);
      i++;
      if(format[i] == 'h')
      {
        isize = sizeof(char);
        i++;
      }
    }
    else if(format[i] == 'l')
    {
      isize = sizeof(long);
      fsize = sizeof(double);
      wide = 1;
      i++;
      if(format[i] == 'l')
      {
        isize = sizeof(long long);
        i++;
      }
    }
    else if(format[i] == 'q' || format[i] == 'j')
    {
      isize = sizeof(long long);
      i++;
    }
    else if(format[i] == 'L')
    {
      isize = sizeof(long long);
      fsize = sizeof(long double);
      i++;
    }
    else if(format[i] == 'z' || format[i] == 't')
    {
      isize = sizeof(__CPROVER_size_t);
      i++;
    }
    char conv = format[i];
    if(conv == 0)
      break;
    i++;
    if(conv == '[')
    {
      /* a scan set: ']' right after '[' or '[^' belongs to the set */
      if(format[i] == '^')
        i++;
      if(format[i] == ']')
        i++;
      while(format[i] != 0 && format[i] != ']')
        i++;
      if(format[i] == ']')
        i++;
    }
    if(conv == 'C' || conv == 'S')
      wide = 1;
    __CPROVER_bool number = conv == 'd' || conv == 'i' || conv == 'u' || conv == 'o' ||
                            conv == 'x' || conv == 'X' || conv == 'n';
    __CPROVER_bool real = conv == 'a' || conv == 'A' || conv == 'e' || conv == 'E' ||
                          conv == 'f' || conv == 'F' || conv == 'g' || conv == 'G';
    __CPROVER_bool chars = conv == 'c' || conv == 'C';
    __CPROVER_bool string = conv == 's' || conv == 'S' || conv == '[';
    /* a conversion glibc does not know fails */
    if(!number && !real && !chars && !string && conv != 'p')
      failed = 1;
    /* any conversion but %n may fail, and ends the stores */
    if(conv != 'n' && __VERIFIER_nondet___CPROVER_bool())
      failed = 1;
    if(!failed)
    {
      /* the characters a %c, %s or %[ takes from the input */
      __CPROVER_size_t length = 0;
      if(chars)
        length = width == 0 ? 1 : width;
      if(string)
      {
        /* (no more than the largest object can hold: past any buffer all the same) */
        length = __VERIFIER_nondet_size_t();
        __CPROVER_assume(length >= 1 && (width == 0 || length <= width) &&
                         length < __CPROVER_max_malloc_size / 4);
      }
      if(length > input)
        failed = 1;
      else
      {
        input -= length;
        if(conv != 'n')
          completed = 1;
        if(store)
        {
          void *target = __builtin_va_arg(ap, void *);
          if(number || real || conv == 'p')
          {
            __CPROVER_size_t bytes = number ? isize : real ? fsize : sizeof(void *);
            __CPROVER_precondition(__CPROVER_w_ok(target, bytes), "scanf target writable");
            char value[bytes];
            __CPROVER_array_replace((char *)target, value);
          }
          else
          {
            /* the characters and (%s, %[) a terminating zero */
            __CPROVER_size_t unit = wide ? 4 : 1;
            __CPROVER_size_t bytes = (length + (string ? 1 : 0)) * unit;
            char *text = (char *)target;
            if(allocate)
            {
              __CPROVER_precondition(__CPROVER_w_ok(target, sizeof(char *)),
                                     "scanf target writable");
              text = (char *)malloc(bytes);
              *(char **)target = text;
            }
            if(text == 0)
              failed = 1; /* %m: no memory (ENOMEM) */
            else
            {
              __CPROVER_precondition(__CPROVER_w_ok(text, bytes),
                                     "scanf string target writable");
              char contents[bytes];
              if(from_string && !wide)
                __CPROVER_assume(__CPROVER_forall {
                  int k; (0 <= k && k < 128) ==>
                    ((__CPROVER_size_t)k >= length || contents[k] != 0)
                });
              __CPROVER_array_replace(text, contents);
              if(string)
              {
                for(__CPROVER_size_t z = 0; z < unit; z++)
                  text[bytes - unit + z] = 0;
              }
            }
          }
          if(!failed && conv != 'n')
            stored++;
        }
      }
    }
  }
  if(!completed && __VERIFIER_nondet___CPROVER_bool())
    return -1;
  return stored;
}

/* the exact length of the text snprintf would produce for `format` and its arguments,
   which are read as snprintf reads them (a %s argument up to its terminating zero, a
   null or invalid one is an error: puts, fputs, and sscanf's input) */
__CPROVER_size_t __rbmc_printed_length(const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  __CPROVER_size_t length = __rbmc_format_length(format, ap, 0, 0);
  __builtin_va_end(ap);
  return length;
}

int vfscanf(FILE *stream, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  /* a stream's input has no bound */
  return __rbmc_scan_arguments(format, ap, ~(__CPROVER_size_t)0);
}

int vscanf(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return vfscanf(stdin, format, ap);
}

int vsscanf(const char *str, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  /* the string is read up to its terminating zero (within its object); the
     conversions take no more characters than it has */
  return __rbmc_scan_arguments(format, ap, __rbmc_printed_length("%s", str));
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

/* printf's result for output of `length` characters (C11 7.21.6.3p3): the length, or a
   negative value on an output error or when the length does not fit an int (EOVERFLOW) */
int __rbmc_print_result(__CPROVER_size_t length)
{
__CPROVER_HIDE:;
  if(length > 2147483647 || __VERIFIER_nondet___CPROVER_bool())
    return -1;
  return (int)length;
}

/* the output functions read the format and their arguments as snprintf does, through
   __rbmc_format_length (but not the %s strings: see there), and return the exact length
   when it is known; the text itself goes nowhere */
int vfprintf(FILE *stream, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  return __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
}

int vprintf(const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  return __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
}

int vdprintf(int fd, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  (void)fd;
  return __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
}

int printf(const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
  __builtin_va_end(ap);
  return result;
}

int fprintf(FILE *stream, const char *format, ...)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
  __builtin_va_end(ap);
  return result;
}

int dprintf(int fd, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)fd;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
  __builtin_va_end(ap);
  return result;
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
  /* the whole string is read, up to its terminating zero */
  (void)__rbmc_printed_length("%s", s);
  __rbmc_use_stream(stream);
  int result = __VERIFIER_nondet_int();
  __CPROVER_assume(result >= -1);
  return result;
}

int puts(const char *s)
{
__CPROVER_HIDE:;
  (void)__rbmc_printed_length("%s", s);
  int result = __VERIFIER_nondet_int();
  __CPROVER_assume(result >= -1);
  return result;
}

/* at most nitems items; the whole array may be read (its last byte is, so reading past
   the object fails) */
__CPROVER_size_t fwrite(const void *ptr, __CPROVER_size_t size, __CPROVER_size_t nitems, FILE *stream)
{
__CPROVER_HIDE:;
  __CPROVER_size_t bytes = size * nitems;
  if(bytes > 0)
  {
    (void)*(const char *)ptr;
    (void)((const char *)ptr)[bytes - 1];
  }
  __rbmc_use_stream(stream);
  __CPROVER_size_t written = __VERIFIER_nondet_size_t();
  __CPROVER_assume(written <= nitems);
  return written;
}

/* the number of base-`base` digits of v (at least one) for the bases printf uses (8, 16,
   and 10 for any other): straight-line comparisons with the base's powers (no loop to
   unwind, no arithmetic to check) */
__CPROVER_size_t __rbmc_digits(unsigned long long v, unsigned base)
{
__CPROVER_HIDE:;
  if(base == 16)
    return (v >> 60) != 0 ? 16 : (v >> 56) != 0 ? 15 : (v >> 52) != 0 ? 14 :
             (v >> 48) != 0 ? 13 : (v >> 44) != 0 ? 12 : (v >> 40) != 0 ? 11 :
             (v >> 36) != 0 ? 10 : (v >> 32) != 0 ? 9 : (v >> 28) != 0 ? 8 :
             (v >> 24) != 0 ? 7 : (v >> 20) != 0 ? 6 : (v >> 16) != 0 ? 5 :
             (v >> 12) != 0 ? 4 : (v >> 8) != 0 ? 3 : (v >> 4) != 0 ? 2 : 1;
  if(base == 8)
    return (v >> 63) != 0 ? 22 : (v >> 60) != 0 ? 21 : (v >> 57) != 0 ? 20 :
             (v >> 54) != 0 ? 19 : (v >> 51) != 0 ? 18 : (v >> 48) != 0 ? 17 :
             (v >> 45) != 0 ? 16 : (v >> 42) != 0 ? 15 : (v >> 39) != 0 ? 14 :
             (v >> 36) != 0 ? 13 : (v >> 33) != 0 ? 12 : (v >> 30) != 0 ? 11 :
             (v >> 27) != 0 ? 10 : (v >> 24) != 0 ? 9 : (v >> 21) != 0 ? 8 :
             (v >> 18) != 0 ? 7 : (v >> 15) != 0 ? 6 : (v >> 12) != 0 ? 5 :
             (v >> 9) != 0 ? 4 : (v >> 6) != 0 ? 3 : (v >> 3) != 0 ? 2 : 1;
  return v >= 10000000000000000000ull ? 20 : v >= 1000000000000000000ull ? 19 :
           v >= 100000000000000000ull ? 18 : v >= 10000000000000000ull ? 17 :
           v >= 1000000000000000ull ? 16 : v >= 100000000000000ull ? 15 :
           v >= 10000000000000ull ? 14 : v >= 1000000000000ull ? 13 :
           v >= 100000000000ull ? 12 : v >= 10000000000ull ? 11 :
           v >= 1000000000ull ? 10 : v >= 100000000ull ? 9 : v >= 10000000ull ? 8 :
           v >= 1000000ull ? 7 : v >= 100000ull ? 6 : v >= 10000ull ? 5 :
           v >= 1000ull ? 4 : v >= 100ull ? 3 : v >= 10ull ? 2 : 1;
}

/* a printf conversion specification: what follows '%' up to the conversion character */
struct __rbmc_spec
{
  _Bool sign; /* '+' or ' ' */
  _Bool plus; /* '+' */
  _Bool alt;  /* '#' */
  _Bool left; /* '-', or a negative '*' width */
  _Bool zero; /* '0' */
  _Bool star_width; /* the width is an argument ('*') */
  _Bool star_prec;  /* the precision is an argument ('.*') */
  long width;
  long prec; /* negative: none */
  /* length modifier: 0 int, 1 long, 2 long long (and j, z, t on LP64), 3 short,
     4 char, 5 long double */
  int lm;
  char conv;
  __CPROVER_size_t next; /* the index in the format after the conversion character */
};

/* the specification after a '%' at format[i] (a '*' width or precision is left to the
   caller, which reads the arguments). The models pass these structures by value:
   taking their address would add objects, of which the pointer encoding has 2^8 by
   default, on every call. */
struct __rbmc_spec __rbmc_parse_spec(const char *format, __CPROVER_size_t i)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  struct __rbmc_spec spec;
  spec.sign = 0;
  spec.plus = 0;
  spec.alt = 0;
  spec.left = 0;
  spec.zero = 0;
  spec.star_width = 0;
  spec.star_prec = 0;
  while(format[i] == '-' || format[i] == '+' || format[i] == ' ' || format[i] == '#' ||
        format[i] == '0' || format[i] == '\'')
  {
    if(format[i] == '+' || format[i] == ' ')
      spec.sign = 1;
    if(format[i] == '+')
      spec.plus = 1;
    if(format[i] == '#')
      spec.alt = 1;
    if(format[i] == '-')
      spec.left = 1;
    if(format[i] == '0')
      spec.zero = 1;
    i++;
  }
  spec.width = 0;
  if(format[i] == '*')
  {
    spec.star_width = 1;
    i++;
  }
  else
    while(format[i] >= '0' && format[i] <= '9')
    {
      spec.width = spec.width * 10 + (format[i] - '0');
      i++;
    }
  spec.prec = -1;
  if(format[i] == '.')
  {
    i++;
    spec.prec = 0;
    if(format[i] == '*')
    {
      spec.star_prec = 1;
      i++;
    }
    else
      while(format[i] >= '0' && format[i] <= '9')
      {
        spec.prec = spec.prec * 10 + (format[i] - '0');
        i++;
      }
  }
  spec.lm = 0;
  if(format[i] == 'h')
  {
    spec.lm = 3;
    i++;
    if(format[i] == 'h')
    {
      spec.lm = 4;
      i++;
    }
  }
  else if(format[i] == 'l')
  {
    spec.lm = 1;
    i++;
    if(format[i] == 'l')
    {
      spec.lm = 2;
      i++;
    }
  }
  else if(format[i] == 'q' || format[i] == 'j')
  {
    spec.lm = 2;
    i++;
  }
  else if(format[i] == 'z' || format[i] == 't')
  {
    spec.lm = sizeof(__CPROVER_size_t) == sizeof(long) ? 1 : 0;
    i++;
  }
  else if(format[i] == 'L')
  {
    spec.lm = 5;
    i++;
  }
  spec.conv = format[i];
  spec.next = spec.conv == 0 ? i : i + 1;
  return spec;
}

/* whether conversion character c is an integer one (d, i, u, x, X, o) */
__CPROVER_bool __rbmc_integer_conversion(char c)
{
__CPROVER_HIDE:;
  return c == 'd' || c == 'i' || c == 'u' || c == 'x' || c == 'X' || c == 'o';
}

/* the text of an integer conversion: a sign character (0: none), a prefix of `prefix`
   characters ("0" of %#o, "0x"/"0X" of %#x/%#X), `zeros` zeros from the precision, and
   the `digits` base-`base` digits of the magnitude */
struct __rbmc_int_text
{
  char sign;
  int prefix;
  __CPROVER_size_t zeros;
  __CPROVER_size_t digits;
  unsigned base;
  __CPROVER_size_t length; /* the whole text before width padding */
};

/* glibc's text of the integer conversion spec of a value of magnitude m */
struct __rbmc_int_text __rbmc_int_layout(struct __rbmc_spec spec, unsigned long long m,
                                         __CPROVER_bool negative)
{
__CPROVER_HIDE:;
  struct __rbmc_int_text text;
  text.sign = 0;
  text.prefix = 0;
  text.base = spec.conv == 'o' ? 8 : spec.conv == 'x' || spec.conv == 'X' ? 16 : 10;
  if(spec.conv == 'd' || spec.conv == 'i')
    text.sign = negative ? '-' : spec.plus ? '+' : spec.sign ? ' ' : 0;
  text.digits = spec.prec == 0 && m == 0 ? 0 : __rbmc_digits(m, text.base);
  text.zeros = spec.prec > 0 && text.digits < (__CPROVER_size_t)spec.prec
                 ? (__CPROVER_size_t)spec.prec - text.digits
                 : 0;
  /* %#o: a leading 0 unless the digits start with one (0 without digits: "0") */
  if(spec.alt && spec.conv == 'o' && text.zeros == 0 && (m != 0 || text.digits == 0))
    text.prefix = 1;
  if(spec.alt && (spec.conv == 'x' || spec.conv == 'X') && m != 0)
    text.prefix = 2;
  text.length = (text.sign != 0 ? 1 : 0) + text.prefix + text.zeros + text.digits;
  return text;
}

/* what __rbmc_format_length read for one conversion, for __rbmc_format_text: its length
   before width padding, the magnitude and sign of an integer or the character, and the
   string of a %s */
struct __rbmc_conversion
{
  __CPROVER_size_t length;
  unsigned long long value;
  _Bool negative;
  const char *string;
};

/* what __rbmc_format_length read: whether the text may contain a zero character (a %c
   of 0, or a conversion the model does not read), and the first 16 conversions (one
   object per call: the pointer encoding has 2^8 objects by default) */
struct __rbmc_format
{
  _Bool zero;
  struct __rbmc_conversion convs[16];
};

/* the length of the string a printf-style `format` produces with the arguments `ap`:
   exact for the integer, character, string and %% conversions (glibc's output), any
   length for the floating-point ones and pointers, whose text rbmc does not produce;
   %n stores the length so far. A format the model cannot read makes the length
   nondeterministic. The format is read one character per loop iteration and a %s
   argument up to its terminating zero within its object (reading past the object is an
   error, as in strlen). CBMC's models have no such loops, so they are marked
   __RBMC_DECIDED_LOOPS: an iteration whose exit tests constants decide (a constant format
   or string) does not count against --unwind; one that reads symbolic characters does.
   `output` is set for printf, fprintf and the like, which only print the text: they do
   not read %s strings (see below). Unless `f` is null, what was read is stored there,
   for __rbmc_format_text. */
__CPROVER_size_t __rbmc_format_length(const char *format, __builtin_va_list ap,
                                      __CPROVER_bool output, struct __rbmc_format *f)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  if(f != 0)
    f->zero = 0;
  __CPROVER_size_t n = 0;
  __CPROVER_size_t i = 0;
  int conversion = 0;
  while(format[i] != 0)
  {
    if(format[i] != '%')
    {
      n++;
      i++;
      continue;
    }
    i++;
    if(format[i] == '%')
    {
      n++;
      i++;
      continue;
    }
    struct __rbmc_spec spec = __rbmc_parse_spec(format, i);
    i = spec.next;
    long width = spec.width;
    if(spec.star_width)
    {
      width = __builtin_va_arg(ap, int);
      if(width < 0)
        width = -width;
    }
    long prec = spec.prec;
    if(spec.star_prec)
      prec = __builtin_va_arg(ap, int);
    spec.prec = prec;
    __CPROVER_bool alt = spec.alt;
    int lm = spec.lm;
    char conv = spec.conv;
    __CPROVER_size_t len = 0;
    /* an integer's magnitude and sign, or a character */
    unsigned long long value = 0;
    __CPROVER_bool negative = 0;
    const char *str = 0;
    if(conv == 'd' || conv == 'i')
    {
      long long v;
      if(lm == 1)
        v = __builtin_va_arg(ap, long);
      else if(lm == 2)
        v = __builtin_va_arg(ap, long long);
      else
        v = __builtin_va_arg(ap, int);
      if(lm == 3)
        v = (short)v;
      if(lm == 4)
        v = (signed char)v;
      negative = v < 0;
      value = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
      len = __rbmc_int_layout(spec, value, negative).length;
    }
    else if(__rbmc_integer_conversion(conv))
    {
      if(lm == 1)
        value = __builtin_va_arg(ap, unsigned long);
      else if(lm == 2)
        value = __builtin_va_arg(ap, unsigned long long);
      else
        value = __builtin_va_arg(ap, unsigned int);
      if(lm == 3)
        value = (unsigned short)value;
      if(lm == 4)
        value = (unsigned char)value;
      len = __rbmc_int_layout(spec, value, 0).length;
    }
    else if(conv == 'c' && lm != 1)
    {
      /* the one conversion that writes a zero character (%c of 0) */
      int c = __builtin_va_arg(ap, int);
      if((c & 0xff) == 0 && f != 0)
        f->zero = 1;
      value = (unsigned char)c;
      len = 1;
    }
    else if(conv == 's' && lm != 1)
    {
      str = __builtin_va_arg(ap, const char *);
      if(output)
        /* printf and the other output functions do not read a %s string (as CBMC's
           models): a string of any length. The entry point's argv strings are
           unconstrained pointers (CBMC's semantics), which may point into any object;
           reading them here would report programs that print argv[0] and make their
           loop unbounded. puts and fputs do read their string. */
        len = __VERIFIER_nondet_size_t();
      else
      {
        __CPROVER_size_t room =
          __CPROVER_OBJECT_SIZE(str) - (__CPROVER_size_t)__CPROVER_POINTER_OFFSET(str);
        if(prec >= 0 && (__CPROVER_size_t)prec < room)
          room = prec;
        while(len < room && str[len] != 0)
          len++;
        if(len == room && (prec < 0 || len < (__CPROVER_size_t)prec))
          (void)str[len]; /* no terminating zero within the object */
      }
    }
    else if(conv == 'p')
    {
      void *p = __builtin_va_arg(ap, void *);
      len = __VERIFIER_nondet_size_t();
      __CPROVER_assume(p == 0 ? len == 5 : len >= 3 && len <= 2 + 2 * sizeof(void *));
    }
    else if(conv == 'n')
    {
      if(lm == 4)
        *__builtin_va_arg(ap, signed char *) = (signed char)n;
      else if(lm == 3)
        *__builtin_va_arg(ap, short *) = (short)n;
      else if(lm == 1)
        *__builtin_va_arg(ap, long *) = (long)n;
      else if(lm == 2)
        *__builtin_va_arg(ap, long long *) = (long long)n;
      else
        *__builtin_va_arg(ap, int *) = (int)n;
    }
    else if(conv == 'f' || conv == 'F' || conv == 'e' || conv == 'E' || conv == 'g' ||
            conv == 'G' || conv == 'a' || conv == 'A')
    {
      /* the exact digits are not modelled; the length is bounded by the value's
         magnitude and the precision (glibc's output never exceeds these bounds) */
      __CPROVER_bool special; /* an infinity or NaN: [-+ ]inf, nan */
      __CPROVER_bool small;   /* below 1e15: the integer part fits an unsigned long long */
      unsigned long long ip = 0;
      if(lm == 5)
      {
        long double v = __builtin_va_arg(ap, long double);
        long double av = v < 0 ? -v : v;
        special = !(av <= 1.18973149535723176508575932662800702e4932L);
        small = av < 1e15L;
        if(small)
          ip = (unsigned long long)av;
      }
      else
      {
        double v = __builtin_va_arg(ap, double);
        double av = v < 0 ? -v : v;
        special = !(av <= 1.7976931348623157e308);
        small = av < 1e15;
        if(small)
          ip = (unsigned long long)av;
      }
      long p = prec < 0 ? 6 : prec;
      __CPROVER_size_t frac = p > 0 || alt ? 1 + (__CPROVER_size_t)p : 0;
      __CPROVER_size_t hi;
      if(special)
        hi = 4;
      else if(conv == 'f' || conv == 'F')
        /* sign, integer digits (one more when rounding carries), fraction */
        hi = 1 + (small ? __rbmc_digits(ip, 10) + 1 : lm == 5 ? 4933 : 309) + frac;
      else if(conv == 'e' || conv == 'E')
        /* sign, one digit, fraction, e+dd[d[d]] */
        hi = 2 + frac + (lm == 5 ? 6 : 5);
      else if(conv == 'g' || conv == 'G')
        /* sign, P significant digits, a point, and either e+ddd or up to 0.000 */
        hi = 1 + (__CPROVER_size_t)(p == 0 ? 1 : p) + (lm == 5 ? 7 : 6);
      else
        /* sign, 0x1, the hexadecimal fraction, p+dddd[d] */
        hi = 4 + (prec < 0 ? (lm == 5 ? 29 : 14) : frac) + (lm == 5 ? 7 : 6);
      len = __VERIFIER_nondet_size_t();
      __CPROVER_assume(len >= 1 && len <= hi);
    }
    else
    {
      /* a conversion the model does not read (wide characters, positional arguments,
         an incomplete format): the rest of the output has any length and characters */
      if(f != 0)
        f->zero = 1;
      __CPROVER_size_t rest = __VERIFIER_nondet_size_t();
      return n + rest;
    }
    if(f != 0 && conversion < 16)
    {
      f->convs[conversion].length = len;
      f->convs[conversion].value = value;
      f->convs[conversion].negative = negative;
      f->convs[conversion].string = str;
    }
    conversion++;
    if(len < (__CPROVER_size_t)width)
      len = width;
    n += len;
  }
  return n;
}

/* `count` characters c at out[p...] (those before `length`), for `count` at most
   `bound` (a constant of the format: the loop is decided); returns p + count */
__CPROVER_size_t __rbmc_put_run(char *out, __CPROVER_size_t length, __CPROVER_size_t p,
                                char c, __CPROVER_size_t count, __CPROVER_size_t bound)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  for(__CPROVER_size_t k = 0; k < bound; k++)
    if(k < count && p + k < length)
      out[p + k] = c;
  return p + count;
}

/* the text of `format` (glibc's) at out[0..length): literal characters and the integer,
   character, string and %% conversions exactly, with their flags, widths and
   precisions, from what __rbmc_format_length read into f (passed by value: its
   constants propagate member by member, where reads through a pointer into it are
   byte extracts of the whole object). From the first conversion whose text the model
   does not produce on (floating point, %p, a '*' width or precision, wide characters,
   an unknown one, or one after the first 16), the characters are left as they are.
   Digits are written by a fixed number of steps (the loops are decided: no unwinding),
   and a %s string is copied as a block. */
void __rbmc_format_text(char *out, __CPROVER_size_t length, const char *format,
                        struct __rbmc_format f)
{
__CPROVER_HIDE:;
__RBMC_DECIDED_LOOPS:;
  __CPROVER_size_t p = 0;
  __CPROVER_size_t i = 0;
  int conversion = 0;
  while(format[i] != 0)
  {
    if(format[i] != '%')
    {
      p = __rbmc_put_run(out, length, p, format[i], 1, 1);
      i++;
      continue;
    }
    i++;
    if(format[i] == '%')
    {
      p = __rbmc_put_run(out, length, p, '%', 1, 1);
      i++;
      continue;
    }
    if(conversion == 16)
      return;
    struct __rbmc_spec spec = __rbmc_parse_spec(format, i);
    i = spec.next;
    if(spec.star_width || spec.star_prec)
      return;
    struct __rbmc_conversion c = f.convs[conversion];
    conversion++;
    __CPROVER_size_t width = (__CPROVER_size_t)spec.width;
    __CPROVER_size_t pad = width > c.length ? width - c.length : 0;
    if(__rbmc_integer_conversion(spec.conv))
    {
      struct __rbmc_int_text t = __rbmc_int_layout(spec, c.value, c.negative);
      __CPROVER_size_t zeros = t.zeros;
      if(spec.zero && !spec.left && spec.prec < 0)
      {
        zeros += pad;
        pad = 0;
      }
      if(!spec.left)
        p = __rbmc_put_run(out, length, p, ' ', pad, width);
      if(t.sign != 0)
        p = __rbmc_put_run(out, length, p, t.sign, 1, 1);
      if(t.prefix > 0)
        p = __rbmc_put_run(out, length, p, '0', 1, 1);
      if(t.prefix > 1)
        p = __rbmc_put_run(out, length, p, spec.conv, 1, 1);
      p = __rbmc_put_run(out, length, p, '0', zeros,
                         width + (spec.prec > 0 ? (__CPROVER_size_t)spec.prec : 0));
      /* the digits, last first: at most 22 (octal 64-bit) */
      unsigned long long m = c.value;
      for(int j = 0; j < 22; j++)
        if((__CPROVER_size_t)j < t.digits)
        {
          unsigned d = (unsigned)(m % t.base);
          m /= t.base;
          __CPROVER_size_t q = p + t.digits - 1 - (__CPROVER_size_t)j;
          if(q < length)
            out[q] = d < 10 ? '0' + d : (spec.conv == 'X' ? 'A' : 'a') + (d - 10);
        }
      p += t.digits;
    }
    else if((spec.conv == 'c' || spec.conv == 's') && spec.lm != 1)
    {
      if(!spec.left)
        p = __rbmc_put_run(out, length, p, ' ', pad, width);
      if(spec.conv == 'c')
        p = __rbmc_put_run(out, length, p, (char)c.value, 1, 1);
      else
      {
        __CPROVER_size_t room = p < length ? length - p : 0;
        __CPROVER_size_t k = c.length < room ? c.length : room;
        if(k > 0)
        {
          char piece[k];
          __CPROVER_array_copy(piece, (char *)c.string);
          __CPROVER_array_replace(out + p, piece);
        }
        p += c.length;
      }
    }
    else if(spec.conv != 'n')
      return;
    if(spec.left)
      p = __rbmc_put_run(out, length, p, ' ', pad, width);
  }
}

/* writes the first `length` characters of the text of `format` (with the arguments f
   recorded) and a terminating zero to str: past the buffer, the bounds and pointer checks fail. The text
   is exact as far as __rbmc_format_text produces it; the characters after that are
   nondeterministic and, unless f->zero (a %c of 0, or a conversion the model does not
   read), none of them is zero, so strlen of the text is its length: the first 128
   characters are constrained (a quantifier over constant bounds, no loop to unwind),
   later ones of longer texts may be anything. */
void __rbmc_fill_string(char *str, __CPROVER_size_t length, const char *format,
                        const struct __rbmc_format *f)
{
__CPROVER_HIDE:;
  if(length > 0)
  {
    char contents[length];
    if(!f->zero)
      __CPROVER_assume(__CPROVER_forall {
        int k; (0 <= k && k < 128) ==> ((__CPROVER_size_t)k >= length || contents[k] != 0)
      });
    __rbmc_format_text(contents, length, format, *f);
    __CPROVER_array_replace(str, contents);
  }
  str[length] = 0;
}

/* the would-be length of the output (or -1 past INT_MAX); at most size - 1 characters
   and a zero are written */
int vsnprintf(char *str, __CPROVER_size_t size, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  struct __rbmc_format f;
  __CPROVER_size_t length = __rbmc_format_length(format, ap, 0, &f);
  if(size > 0)
    __rbmc_fill_string(str, length < size ? length : size - 1, format, &f);
  return length > 2147483647 ? -1 : (int)length;
}

int snprintf(char *str, __CPROVER_size_t size, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsnprintf(str, size, format, ap);
  __builtin_va_end(ap);
  return result;
}

/* the whole output is written: a buffer too small for it is overrun */
int vsprintf(char *str, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  struct __rbmc_format f;
  __CPROVER_size_t length = __rbmc_format_length(format, ap, 0, &f);
  __rbmc_fill_string(str, length, format, &f);
  return length > 2147483647 ? -1 : (int)length;
}

int sprintf(char *str, const char *format, ...)
{
__CPROVER_HIDE:;
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsprintf(str, format, ap);
  __builtin_va_end(ap);
  return result;
}

/* the output in a fresh zero-terminated buffer (its length as snprintf's), or -1 when
   it cannot be allocated or is longer than INT_MAX (*strp is then left alone) */
int vasprintf(char **strp, const char *format, __builtin_va_list ap)
{
__CPROVER_HIDE:;
  struct __rbmc_format f;
  __CPROVER_size_t length = __rbmc_format_length(format, ap, 0, &f);
  if(length > 2147483647)
    return -1;
  char *buffer = malloc(length + 1);
  if(buffer == 0)
    return -1;
  __rbmc_fill_string(buffer, length, format, &f);
  *strp = buffer;
  return (int)length;
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
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
  __builtin_va_end(ap);
  return result;
}

int __fprintf_chk(FILE *stream, int flag, const char *format, ...)
{
__CPROVER_HIDE:;
  (void)flag;
  __rbmc_use_stream(stream);
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = __rbmc_print_result(__rbmc_format_length(format, ap, 1, 0));
  __builtin_va_end(ap);
  return result;
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
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsnprintf(str, size, format, ap);
  __builtin_va_end(ap);
  return result;
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
  __builtin_va_list ap;
  __builtin_va_start(ap, format);
  int result = vsprintf(str, format, ap);
  __builtin_va_end(ap);
  return result;
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

/* ------------------------------------------------------------------ positions and lines */

/* off_t is long on LP64: the o and 64 spellings are fseek and ftell */
int fseeko(FILE *stream, long offset, int whence)
{
__CPROVER_HIDE:;
  return fseek(stream, offset, whence);
}

int fseeko64(FILE *stream, long offset, int whence)
{
__CPROVER_HIDE:;
  return fseek(stream, offset, whence);
}

long ftello(FILE *stream)
{
__CPROVER_HIDE:;
  return ftell(stream);
}

long ftello64(FILE *stream)
{
__CPROVER_HIDE:;
  return ftell(stream);
}

/* glibc's fpos_t on LP64: the offset (8 bytes) and the multibyte conversion state (8
   bytes), which glibc stores and reads only for a wide stream with a stateful encoding
   (here: maybe). fgetpos stores a position (any offset not negative) or fails with -1
   and errno set, storing nothing; fsetpos reads it and may fail the same way */
int fgetpos(FILE *stream, void *pos)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    int e = __VERIFIER_nondet_int();
    __CPROVER_assume(e > 0);
    *__errno_location() = e;
    return -1;
  }
  __CPROVER_size_t size = __VERIFIER_nondet___CPROVER_bool() ? 16 : 8;
  __CPROVER_precondition(__CPROVER_w_ok(pos, size), "fgetpos position writable");
  long offset = __VERIFIER_nondet_long();
  __CPROVER_assume(offset >= 0);
  *(long *)pos = offset;
  if(size == 16)
    ((long *)pos)[1] = __VERIFIER_nondet_long();
  return 0;
}

int fgetpos64(FILE *stream, void *pos)
{
__CPROVER_HIDE:;
  return fgetpos(stream, pos);
}

int fsetpos(FILE *stream, const void *pos)
{
__CPROVER_HIDE:;
  __rbmc_use_stream(stream);
  __CPROVER_size_t size = __VERIFIER_nondet___CPROVER_bool() ? 16 : 8;
  __CPROVER_precondition(__CPROVER_r_ok(pos, size), "fsetpos position readable");
  (void)((const char *)pos)[size - 1];
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    int e = __VERIFIER_nondet_int();
    __CPROVER_assume(e > 0);
    *__errno_location() = e;
    return -1;
  }
  return 0;
}

int fsetpos64(FILE *stream, const void *pos)
{
__CPROVER_HIDE:;
  return fsetpos(stream, pos);
}

/* getdelim and getline (POSIX 2008), as glibc 2.36's: NULL lineptr or n is EINVAL; a NULL
   *lineptr or a zero *n gets a fresh malloc'd buffer of 120 bytes (the old pointer is
   dropped); a line of L >= 1 characters (nondeterministic, up to and including the
   delimiter, or up to the end of the file) is stored with a terminating zero, and when
   L + 1 exceeds *n the buffer is grown with realloc (so it must come from malloc) to a
   capacity between max(L + 1, 2 * *n) and twice that, which glibc's doubling reaches
   when the line arrives in several pieces (lines fit in half the largest allocation);
   end of file before any character, a read
   error or a failed allocation return -1 (a partial line may have been stored). The
   characters are not parsed: none is known to differ from the delimiter. */
long getdelim(char **lineptr, __CPROVER_size_t *n, int delim, FILE *stream)
{
__CPROVER_HIDE:;
  (void)delim;
  if(lineptr == 0 || n == 0)
  {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  __rbmc_use_stream(stream);
  char *buffer = *lineptr;
  __CPROVER_size_t capacity = *n;
  if(buffer == 0 || capacity == 0)
  {
    capacity = 120;
    buffer = malloc(capacity);
    *n = capacity;
    *lineptr = buffer;
    if(buffer == 0)
    {
      *__errno_location() = 12; /* ENOMEM */
      return -1;
    }
  }
  /* end of file or an error before the first character */
  if(__VERIFIER_nondet___CPROVER_bool())
  {
    if(__VERIFIER_nondet___CPROVER_bool())
    {
      int e = __VERIFIER_nondet_int();
      __CPROVER_assume(e > 0);
      *__errno_location() = e;
    }
    return -1;
  }
  __CPROVER_size_t length = __VERIFIER_nondet_size_t();
  /* a line and its zero fit in the largest object (half the maximum allocation, as
     getenv's model: the last byte's offset stays a positive pointer offset); a longer
     one could not be stored (realloc fails) */
  __CPROVER_assume(length >= 1 && length < __CPROVER_max_malloc_size / 2);
  if(length + 1 > capacity)
  {
    __CPROVER_size_t least = 2 * capacity > length + 1 ? 2 * capacity : length + 1;
    __CPROVER_size_t grown = __VERIFIER_nondet_size_t();
    __CPROVER_assume(grown >= least && grown <= 2 * least &&
                     grown <= __CPROVER_max_malloc_size / 2);
    char *bigger = realloc(buffer, grown);
    if(bigger == 0)
    {
      *__errno_location() = 12; /* ENOMEM */
      return -1;
    }
    buffer = bigger;
    *lineptr = buffer;
    *n = grown;
  }
  __CPROVER_precondition(__CPROVER_w_ok(buffer, length + 1), "getdelim buffer writable");
  char line[length];
  __CPROVER_array_replace(buffer, line);
  buffer[length] = 0;
  return (long)length;
}

long getline(char **lineptr, __CPROVER_size_t *n, FILE *stream)
{
__CPROVER_HIDE:;
  return getdelim(lineptr, n, '\n', stream);
}

long __getdelim(char **lineptr, __CPROVER_size_t *n, int delim, FILE *stream)
{
__CPROVER_HIDE:;
  return getdelim(lineptr, n, delim, stream);
}
