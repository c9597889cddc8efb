//! Snapshot tests of the AST (as an S-expression dump) for tricky snippets, and located
//! error messages for invalid input.

use cfront::{dump::dump_unit, parse_text};

/// Parse `src`, require no errors, and return the dump.
fn check(src: &str) -> String {
    let out = parse_text(src, "t.c");
    let errs: Vec<String> = out.diagnostics.iter().map(|d| d.to_string()).collect();
    assert!(
        errs.is_empty(),
        "unexpected errors for {src:?}:\n{}",
        errs.join("\n")
    );
    dump_unit(&out.unit)
}

/// Parse `src` and return its diagnostics, one per line.
fn errors(src: &str) -> String {
    let out = parse_text(src, "t.c");
    out.diagnostics.iter().map(|d| format!("{d}\n")).collect()
}

#[test]
fn declarators() {
    insta::assert_snapshot!(check(
        "int *a[3];\n\
         int (*f)(int, char *);\n\
         int *(*g(void))[4];\n\
         void (*signal(int sig, void (*func)(int)))(int);\n\
         char **const *volatile p, q = 1, r[] = \"hi\";\n\
         int m[2][3], (*pm)[3];\n\
         typedef int T; T t; const T *ct;\n\
         void h(int (*)(int), int [static 3], T, int x[const *]);\n\
         extern int k(), kk(a, b);\n"
    ));
}

#[test]
fn typedef_scopes() {
    // A local variable shadows the typedef; the typedef is back after the block.
    insta::assert_snapshot!(check(
        "typedef int T;\n\
         void f(void) { T x; { int T; T = 1; T * x; } T * y; }\n\
         void g(T T) { T; }\n\
         struct s { T T; };\n\
         enum { T2 }; typedef int T2x; int z = sizeof(T2x) + T2;\n"
    ));
}

#[test]
fn casts_vs_parens() {
    insta::assert_snapshot!(check(
        "typedef struct p { int x, y; } P;\n\
         int a, b;\n\
         void f(void) {\n\
           (a) * b; (P *) &a; (int)-1; sizeof (a) + 1; sizeof (int) * 2;\n\
           (P){ .x = 1, .y = 2 }.x; sizeof (P){0}; (int[]){1, 2, 3}[1];\n\
           (void (*)(int)) 0; _Alignof(long);\n\
         }\n"
    ));
}

#[test]
fn precedence_and_associativity() {
    insta::assert_snapshot!(check(
        "int a, b, c, d;\n\
         void f(void) {\n\
           a = b = c + d * a - b / c % d;\n\
           a << b + c < d == a & b ^ c | d && a || b;\n\
           a ? b : c ? d : a; a ?: b; a += b -= c; a, b, c;\n\
           -a++ + !~b-- * *&c; a - b - c; a = a < b > c;\n\
           f()[1].x->y++;\n\
         }\n"
    ));
}

#[test]
fn initializers_and_literals() {
    insta::assert_snapshot!(check(
        "struct s { int a[3]; struct { int x, y; } in; } v = { .a = { [0] = 1, [1 ... 2] = 5 }, .in.y = 3, in: { 1 } };\n\
         int arr[10] = { [2] = 1, 4, [5] 6, };\n\
         char *s = \"a\" \"b\\n\" \"\\x41\";\n\
         int *w = L\"w\" \"x\";\n\
         long double ld = 1.5e3L; __float128 q = 2.0Q; float f = 0x1.8p1f; unsigned long long u = 0xffULL;\n\
         int c = 'a' + L'b' + '\\0' + '\\377';\n\
         _Complex double z = 1.0i;\n"
    ));
}

#[test]
fn statements() {
    insta::assert_snapshot!(check(
        "void f(int n) {\n\
           __label__ out;\n\
           void *p = &&out;\n\
           for (int i = 0; i < n; i++) { if (i) continue; else break; }\n\
           while (n--) ;\n\
           do { n++; } while (n < 3);\n\
           switch (n) { case 1: case 2 ... 5: n = 0; break; default: ; }\n\
           goto *p;\n\
         out: __attribute__((unused));\n\
           asm volatile(\"nop\" : \"=r\"(n) : [in] \"r\"(n) : \"memory\");\n\
           __asm__ goto(\"jmp %l0\" : : : : out);\n\
           __attribute__((fallthrough));\n\
           return;\n\
         }\n"
    ));
}

#[test]
fn gnu_extensions() {
    insta::assert_snapshot!(check(
        "__extension__ typedef unsigned long long u64;\n\
         typedef __builtin_va_list va_list;\n\
         struct __attribute__((packed, aligned(4))) pk { char c; int i __attribute__((aligned(8))); int bf : 3, : 0; };\n\
         typedef int v4si __attribute__((vector_size(16)));\n\
         typedef int di __attribute__((mode(DI)));\n\
         extern int printf(const char *__restrict fmt, ...) __asm__(\"\" \"printf\") __attribute__((__format__(__printf__, 1, 2)));\n\
         static __thread int tls; _Thread_local int tls2;\n\
         __int128 big; unsigned __int128 ubig; _Float128 f128; _Float32 f32; _Float64x f64x;\n\
         __attribute__((constructor)) static void init(void) {}\n\
         _Noreturn void die(void) __attribute__((__noreturn__));\n\
         int g(int x) {\n\
           __auto_type y = x;\n\
           typeof(x) z = ({ int t = y; t * 2; });\n\
           __typeof__(int *) pz = &z;\n\
           __real__ y; __imag__ y;\n\
           int o = __builtin_offsetof(struct pk, c) + __builtin_types_compatible_p(int, long);\n\
           va_list ap; int v = __builtin_va_arg(ap, int);\n\
           return __extension__ (x ?: y);\n\
         }\n\
         asm(\".globl x\");\n"
    ));
}

#[test]
fn c11_features() {
    insta::assert_snapshot!(check(
        "_Static_assert(sizeof(int) == 4, \"int\");\n\
         _Alignas(16) char buf[16]; _Alignas(long) char b2;\n\
         _Atomic int ai; _Atomic(long) al;\n\
         struct s { _Static_assert(1, \"x\"); union { int a; float b; }; };\n\
         int sel(int x) { return _Generic(x, int: 1, long: 2, default: 0); }\n"
    ));
}

#[test]
fn kr_and_implicit_int() {
    assert!(parse_text("struct { int a } s;", "t.c")
        .diagnostics
        .is_empty());
    insta::assert_snapshot!(check(
        "int add(a, b) int a; char *b; { return a; }\n\
         main() { return 0; }\n\
         int old();\n"
    ));
}

#[test]
fn cprover_extensions() {
    insta::assert_snapshot!(check(
        "__CPROVER_bool b;\n\
         __CPROVER_size_t n;\n\
         int a[10];\n\
         void f(void) {\n\
           __CPROVER_assert(__CPROVER_forall { int i; (0 <= i && i < 10) ==> a[i] == 0 }, \"all\");\n\
           __CPROVER_assume(__CPROVER_exists { int j; a[j] == 1 });\n\
           __CPROVER_assert(a[0] ==> a[1] ==> a[2], \"imp\");\n\
         }\n"
    ));
}

#[test]
fn cprover_contracts() {
    insta::assert_snapshot!(check(
        "int f(int *p, int n)\n\
           __CPROVER_requires(n > 0 ==> __CPROVER_r_ok(p, n))\n\
           __CPROVER_assigns(*p)\n\
           __CPROVER_ensures(__CPROVER_return_value >= 0)\n\
         {\n\
           int i = 0;\n\
           while (i < n) __CPROVER_loop_invariant(0 <= i && i <= n) __CPROVER_decreases(n - i) { i++; }\n\
           for (int j = 0; j < n; j++) __CPROVER_loop_invariant(1) __CPROVER_assigns(j) {}\n\
           do i--; while (i > 0) __CPROVER_loop_invariant(i >= 0);\n\
           return i;\n\
         }\n\
         void g(int *q) __CPROVER_requires(q != 0) __CPROVER_frees(q);\n"
    ));
}

#[test]
fn located_errors() {
    insta::assert_snapshot!(errors(
        "int main() {\n  int x = 1 +;\n  return x\n}\nint y = ;\nstruct { int a; } s s2;\nint ok;\n@\n"
    ));
    insta::assert_snapshot!("truncated", errors("int f(int x) { if (x) { return (x"));
    insta::assert_snapshot!(
        "literals",
        errors("int a = 09; int b = 1xyz; double c = 0x1.8; char d = '';\nchar *e = \"abc\n;")
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let n = 100_000;
    let src = format!("int x = {}1{};", "(".repeat(n), ")".repeat(n));
    let out = parse_text(&src, "deep.c");
    assert_eq!(out.diagnostics.len(), 1);
    assert_eq!(
        out.diagnostics[0].to_string(),
        "deep.c:1:1008: error: nesting too deep"
    );
    let src = format!("void f(void) {{ {} }}", "{".repeat(n) + &"}".repeat(n));
    let out = parse_text(&src, "deep.c");
    assert_eq!(out.diagnostics[0].message, "nesting too deep");
    // Moderate nesting is fine.
    let src = format!("int x = {}1{};", "-(".repeat(500), ")".repeat(500));
    assert!(parse_text(&src, "ok.c").diagnostics.is_empty());
}

#[test]
fn locations_follow_line_markers() {
    let src =
        "# 1 \"main.c\"\nint a;\n# 40 \"inc.h\" 1\nint b = ;\n# 3 \"main.c\" 2\n  int c = ;\n";
    assert_eq!(
        errors(src),
        "inc.h:40:9: error: expected expression before ';' token\nmain.c:3:11: error: expected expression before ';' token\n"
    );
}
