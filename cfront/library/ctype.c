/* rbmc's models of <ctype.h> in the C locale: exact; and of <wctype.h>. glibc's header macros index the
   tables behind __ctype_b_loc (class bits, glibc's little-endian _ISbit layout),
   __ctype_tolower_loc and __ctype_toupper_loc at -128..255 (signed chars and EOF; the
   case tables map a negative char other than EOF to its unsigned value); the functions
   compute the same.
   Compiled by cfront on demand: only the functions a program calls and does not define. */

const unsigned short **__ctype_b_loc(void)
{
__CPROVER_HIDE:;
  static const unsigned short classes[384] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 8195, 8194, 8194, 8194, 8194, 2, 2,
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    24577, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156, 49156,
    55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 55304, 49156, 49156, 49156, 49156, 49156, 49156,
    49156, 54536, 54536, 54536, 54536, 54536, 54536, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440,
    50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 50440, 49156, 49156, 49156, 49156, 49156,
    49156, 54792, 54792, 54792, 54792, 54792, 54792, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696,
    50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 50696, 49156, 49156, 49156, 49156, 2,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  };
  static const unsigned short *at_zero = classes + 128;
  return &at_zero;
}

const int **__ctype_tolower_loc(void)
{
__CPROVER_HIDE:;
  static const int lower[384] = {
    128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143,
    144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
    160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175,
    176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
    192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
    208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
    224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
    240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, -1,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 91, 92, 93, 94, 95,
    96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127,
    128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143,
    144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
    160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175,
    176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
    192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
    208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
    224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
    240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
  };
  static const int *at_zero = lower + 128;
  return &at_zero;
}

const int **__ctype_toupper_loc(void)
{
__CPROVER_HIDE:;
  static const int upper[384] = {
    128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143,
    144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
    160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175,
    176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
    192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
    208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
    224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
    240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, -1,
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
    96, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 123, 124, 125, 126, 127,
    128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143,
    144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
    160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175,
    176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
    192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
    208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
    224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
    240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
  };
  static const int *at_zero = upper + 128;
  return &at_zero;
}

int isdigit(int c)
{
  return c >= '0' && c <= '9';
}

int isalpha(int c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int isalnum(int c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

int isspace(int c)
{
  return c == ' ' || (c >= '\t' && c <= '\r');
}

int isupper(int c)
{
  return c >= 'A' && c <= 'Z';
}

int islower(int c)
{
  return c >= 'a' && c <= 'z';
}

int isxdigit(int c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int isprint(int c)
{
  return c >= ' ' && c <= '~';
}

int isgraph(int c)
{
  return c > ' ' && c <= '~';
}

int ispunct(int c)
{
  return c > ' ' && c <= '~' && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                   (c >= '0' && c <= '9'));
}

int iscntrl(int c)
{
  return (c >= 0 && c < ' ') || c == 127;
}

int isblank(int c)
{
  return c == ' ' || c == '\t';
}

int isascii(int c)
{
  return (c & ~0x7f) == 0;
}

int toascii(int c)
{
  return c & 0x7f;
}

/* an argument that is neither EOF nor an unsigned char is undefined behaviour: the
   functions return it unchanged, as CBMC's models do (glibc's tables above map a
   negative char to its unsigned value) */
int toupper(int c)
{
  return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
}

int tolower(int c)
{
  return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

int _toupper(int c)
{
  return c - ('a' - 'A');
}

int _tolower(int c)
{
  return c + ('a' - 'A');
}

/* ------------------------------------------------------------------ <wctype.h>
   As glibc 2.36: a character below 128 has its class (the result is the class's bit of
   the <ctype.h> table, 1 for iswdigit and iswblank's own) and case in every locale; in
   the "C" locale no other character has a class or a case. After setlocale selected
   another locale (misc.c's flag, zero while setlocale is not linked), a character from
   128 on may have any class (0 or 1) and case mapping, and 'i' and 'I' may map to the
   dotted and dotless Turkish letters (U+0130, U+0131), as in tr_TR and az_AZ. */

__CPROVER_bool __rbmc_locale_not_c;
__CPROVER_bool __VERIFIER_nondet___CPROVER_bool(void);
unsigned int __VERIFIER_nondet_unsigned_int(void);
int __rbmc_wide_class(unsigned int c, int ascii_bit);

int __rbmc_wide_class(unsigned int c, int ascii_bit)
{
__CPROVER_HIDE:;
  if(c < 128)
    return ascii_bit;
  if(__rbmc_locale_not_c)
    return __VERIFIER_nondet___CPROVER_bool() ? 1 : 0;
  return 0;
}

int iswalpha(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, (((c | 32) >= 'a' && (c | 32) <= 'z')) ? 1024 : 0);
}

int iswdigit(unsigned int c)
{
__CPROVER_HIDE:;
  /* the decimal digits only, in every locale (C11 7.30.2.1.5) */
  return c >= '0' && c <= '9';
}

int iswspace(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c == ' ' || (c >= '\t' && c <= '\r'))) ? 8192 : 0);
}

int iswupper(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c >= 'A' && c <= 'Z')) ? 256 : 0);
}

int iswlower(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c >= 'a' && c <= 'z')) ? 512 : 0);
}

int iswalnum(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, (((c | 32) >= 'a' && (c | 32) <= 'z') || (c >= '0' && c <= '9')) ? 8 : 0);
}

int iswxdigit(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'f')) ? 4096 : 0);
}

int iswpunct(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c > ' ' && c < 127 && !((c | 32) >= 'a' && (c | 32) <= 'z') && !(c >= '0' && c <= '9'))) ? 4 : 0);
}

int iswprint(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c >= ' ' && c < 127)) ? 16384 : 0);
}

int iswgraph(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c > ' ' && c < 127)) ? 32768 : 0);
}

int iswcntrl(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c < ' ' || c == 127)) ? 2 : 0);
}

int iswblank(unsigned int c)
{
__CPROVER_HIDE:;
  return __rbmc_wide_class(c, ((c == ' ' || c == '\t')) ? 1 : 0);
}

unsigned int towlower(unsigned int c)
{
__CPROVER_HIDE:;
  if(c < 128)
  {
    if(c == 'I' && __rbmc_locale_not_c && __VERIFIER_nondet___CPROVER_bool())
      return 0x131;
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
  }
  return __rbmc_locale_not_c ? __VERIFIER_nondet_unsigned_int() : c;
}

unsigned int towupper(unsigned int c)
{
__CPROVER_HIDE:;
  if(c < 128)
  {
    if(c == 'i' && __rbmc_locale_not_c && __VERIFIER_nondet___CPROVER_bool())
      return 0x130;
    return c >= 'a' && c <= 'z' ? c - 32 : c;
  }
  return __rbmc_locale_not_c ? __VERIFIER_nondet_unsigned_int() : c;
}
