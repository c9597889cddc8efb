//! GCC and Clang built-in functions, lowered natively as CBMC does: bit operations
//! (`__builtin_popcount`, `clz`, `ctz`, `ffs`, `parity`, `bswap`, `bitreverse`, rotates),
//! checked arithmetic (`__builtin_add_overflow` and the typed and `_p` forms), `abs`,
//! floating-point classification and constants, `__builtin_object_size`, the `__sync_*` and
//! `__atomic_*` families (single-threaded semantics: rbmc runs one thread), and the
//! built-ins that are only another spelling of a C library function (`__builtin_memcpy`,
//! `__builtin___memcpy_chk`, …), which call our library model.
//!
//! A `__builtin_*`, `__sync_*` or `__atomic_*` name that is none of these is a located
//! "not supported yet" error ([`Converter::check_reachable`]), never a body-less
//! call that would havoc only its return value.

use super::{ctypes, Converter, Entry, R};
use crate::ast;
use crate::diag::Span;
use goto_ir::{
    ExprId, ExprKind, Ident, InstrKind, Instruction, Literal, SourceLocation, TypeId, TypeKind,
    BOOL, TRUE,
};

/// Prototypes of the C library functions that GCC also offers as `__builtin_<name>` (and,
/// for the object-size checking ones, as `__builtin___<name>_chk`). A call of the built-in
/// calls the library function (our model in `cfront/library`).
const LIBRARY_PROTOTYPES: &str = r#"
void *memcpy(void *, const void *, __CPROVER_size_t);
void *memmove(void *, const void *, __CPROVER_size_t);
void *mempcpy(void *, const void *, __CPROVER_size_t);
void *memset(void *, int, __CPROVER_size_t);
int memcmp(const void *, const void *, __CPROVER_size_t);
void *memchr(const void *, int, __CPROVER_size_t);
int bcmp(const void *, const void *, __CPROVER_size_t);
void bzero(void *, __CPROVER_size_t);
__CPROVER_size_t strlen(const char *);
__CPROVER_size_t strnlen(const char *, __CPROVER_size_t);
int strcmp(const char *, const char *);
int strncmp(const char *, const char *, __CPROVER_size_t);
int strcasecmp(const char *, const char *);
int strncasecmp(const char *, const char *, __CPROVER_size_t);
char *strcpy(char *, const char *);
char *stpcpy(char *, const char *);
char *strncpy(char *, const char *, __CPROVER_size_t);
char *stpncpy(char *, const char *, __CPROVER_size_t);
char *strcat(char *, const char *);
char *strncat(char *, const char *, __CPROVER_size_t);
char *strchr(const char *, int);
char *strrchr(const char *, int);
char *index(const char *, int);
char *rindex(const char *, int);
char *strstr(const char *, const char *);
char *strpbrk(const char *, const char *);
__CPROVER_size_t strspn(const char *, const char *);
__CPROVER_size_t strcspn(const char *, const char *);
char *strdup(const char *);
char *strndup(const char *, __CPROVER_size_t);
void *__builtin_alloca(__CPROVER_size_t);
void *malloc(__CPROVER_size_t);
void *calloc(__CPROVER_size_t, __CPROVER_size_t);
void *realloc(void *, __CPROVER_size_t);
void free(void *);
void *alloca(__CPROVER_size_t);
void abort(void);
void exit(int);
void _exit(int);
void _Exit(int);
int printf(const char *, ...);
int sprintf(char *, const char *, ...);
int snprintf(char *, __CPROVER_size_t, const char *, ...);
int vprintf(const char *, __builtin_va_list);
int vsprintf(char *, const char *, __builtin_va_list);
int vsnprintf(char *, __CPROVER_size_t, const char *, __builtin_va_list);
int puts(const char *);
int putchar(int);
int isdigit(int);
int isalpha(int);
int isalnum(int);
int isspace(int);
int isupper(int);
int islower(int);
int isxdigit(int);
int isprint(int);
int isgraph(int);
int ispunct(int);
int iscntrl(int);
int isblank(int);
int isascii(int);
int toupper(int);
int tolower(int);
int toascii(int);
double fabs(double);
float fabsf(float);
long double fabsl(long double);
double sqrt(double);
float sqrtf(float);
long double sqrtl(long double);
double floor(double);
float floorf(float);
long double floorl(long double);
double ceil(double);
float ceilf(float);
long double ceill(long double);
double round(double);
float roundf(float);
long double roundl(long double);
double trunc(double);
float truncf(float);
long double truncl(long double);
double nearbyint(double);
float nearbyintf(float);
long double nearbyintl(long double);
double rint(double);
float rintf(float);
long double rintl(long double);
long lround(double);
long lroundf(float);
long lroundl(long double);
double fmin(double, double);
float fminf(float, float);
long double fminl(long double, long double);
double fmax(double, double);
float fmaxf(float, float);
long double fmaxl(long double, long double);
double fdim(double, double);
float fdimf(float, float);
long double fdiml(long double, long double);
double fma(double, double, double);
float fmaf(float, float, float);
long double fmal(long double, long double, long double);
double copysign(double, double);
float copysignf(float, float);
long double copysignl(long double, long double);
double fmod(double, double);
float fmodf(float, float);
long double fmodl(long double, long double);
double nextafter(double, double);
float nextafterf(float, float);
long double nextafterl(long double, long double);
double pow(double, double);
float powf(float, float);
long double powl(long double, long double);
double __rbmc_powi(double, int);
float __rbmc_powif(float, int);
long double __rbmc_powil(long double, int);
double exp(double);
float expf(float);
long double expl(long double);
double exp2(double);
float exp2f(float);
long double exp2l(long double);
double log(double);
float logf(float);
long double logl(long double);
double log2(double);
float log2f(float);
long double log2l(long double);
double log10(double);
float log10f(float);
long double log10l(long double);
double sin(double);
float sinf(float);
long double sinl(long double);
double cos(double);
float cosf(float);
long double cosl(long double);
double tan(double);
float tanf(float);
long double tanl(long double);
double atan(double);
double atan2(double, double);
double asin(double);
double acos(double);
int __fpclassify(double);
int __fpclassifyf(float);
int __fpclassifyl(long double);
int __signbit(double);
int __signbitf(float);
int __signbitl(long double);
"#;

/// Which built-in family a name belongs to.
enum BitOp {
    Popcount,
    Clz,
    Ctz,
    Ffs,
    Parity,
    Clrsb,
}

/// The read-modify-write operation of a `__sync_*`/`__atomic_*` built-in.
#[derive(Clone, Copy)]
enum RmwOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Nand,
}

impl RmwOp {
    fn parse(s: &str) -> Option<RmwOp> {
        Some(match s {
            "add" => RmwOp::Add,
            "sub" => RmwOp::Sub,
            "and" => RmwOp::And,
            "or" => RmwOp::Or,
            "xor" => RmwOp::Xor,
            "nand" => RmwOp::Nand,
            _ => return None,
        })
    }
}

/// Whether `name` is in one of the built-in name spaces that must never become a body-less
/// call.
pub fn is_builtin_namespace(name: &str) -> bool {
    name.starts_with("__builtin_")
        || name.starts_with("__sync_")
        || name.starts_with("__atomic_")
        || name.starts_with("__CPROVER_")
}

/// The width suffix of the integer bit built-ins: `""` int, `l` long, `ll` long long.
fn split_int_suffix<'a>(name: &'a str, stem: &str) -> Option<&'a str> {
    let rest = name.strip_prefix(stem)?;
    matches!(rest, "" | "l" | "ll" | "imax" | "g").then_some(rest)
}

impl Converter<'_> {
    /// Lowers a GCC/Clang built-in; `None` if `name` is not one rbmc knows natively.
    pub(super) fn gcc_builtin_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
        used: bool,
    ) -> R<Option<ExprId>> {
        if name == "__builtin_alloca" || name == "alloca" {
            return self.alloca_call(name, args, span).map(Some);
        }
        if let Some(base) = name.strip_prefix("__builtin_") {
            if let Some(v) = self.bit_builtin(base, args, span)? {
                return Ok(Some(v));
            }
            if let Some(v) = self.arith_builtin(base, args, span)? {
                return Ok(Some(v));
            }
            if let Some(v) = self.float_builtin(base, args, span)? {
                return Ok(Some(v));
            }
            if let Some(v) = self.misc_builtin(base, args, span)? {
                return Ok(Some(v));
            }
            // the object-size checking forms call the library function (whose own checks
            // catch what the object-size check would) without the size and flag arguments:
            // `__builtin___memcpy_chk(d, s, n, objsize)`,
            // `__builtin___sprintf_chk(s, flag, objsize, fmt, ...)`,
            // `__builtin___snprintf_chk(s, n, flag, objsize, fmt, ...)`
            if let Some(lib) = base.strip_prefix("__").and_then(|b| b.strip_suffix("_chk")) {
                let kept: Vec<ast::Expr> = match lib {
                    "sprintf" | "vsprintf" if args.len() >= 4 => {
                        [&args[..1], &args[3..]].concat()
                    }
                    "snprintf" | "vsnprintf" if args.len() >= 5 => {
                        [&args[..2], &args[4..]].concat()
                    }
                    "sprintf" | "vsprintf" | "snprintf" | "vsnprintf" => {
                        return self.fail(span, format!("too few arguments to '{name}'"));
                    }
                    _ if !args.is_empty() => args[..args.len() - 1].to_vec(),
                    _ => return self.fail(span, format!("too few arguments to '{name}'")),
                };
                return self.library_alias(lib, &kept, span, used);
            }
            // GCC's integer powers: our model (pow of the converted exponent)
            if let Some(sfx) = base.strip_prefix("powi") {
                if matches!(sfx, "" | "f" | "l") {
                    return self.library_alias(&format!("__rbmc_powi{sfx}"), args, span, used);
                }
            }
            if base.starts_with("ia32_") {
                // GCC's x86 SIMD built-ins: the model's prototype, then an ordinary call
                self.declare_vector_builtin(name, span, "x86")?;
                return Ok(None);
            }
            if base.starts_with("neon_") {
                // Clang's ARM NEON built-ins: likewise, from cfront/library/arm_neon.c
                self.declare_vector_builtin(name, span, "arm_neon")?;
                return Ok(None);
            }
            return self.library_alias(base, args, span, used);
        }
        if let Some(rest) = name.strip_prefix("__CPROVER_") {
            // CBMC's fused multiply-add primitives, in the current rounding mode: our
            // fma models
            if matches!(rest, "fma" | "fmaf" | "fmal") {
                return self.library_alias(rest, args, span, used);
            }
            return self.cprover_builtin(rest, args, span);
        }
        if let Some(rest) = name.strip_prefix("__sync_") {
            return self.sync_builtin(rest, args, span);
        }
        if let Some(rest) = name.strip_prefix("__atomic_") {
            return self.atomic_builtin(rest, args, span);
        }
        Ok(None)
    }

    /// `alloca(n)` / `__builtin_alloca(n)` as CBMC converts them: the declaration must be
    /// `void *alloca(size_t)`; the call goes to the library's `__builtin_alloca`, and the
    /// object is remembered so that it dies when the function returns.
    fn alloca_call(&mut self, name: &str, args: &[ast::Expr], span: Span) -> R<ExprId> {
        let declared = match self.lookup(name) {
            Some(Entry::Symbol(id)) => self.m.symbols.get(*id).map(|s| s.ty),
            _ => None,
        };
        let (vp, size_t) = (self.ct.void_ptr, self.ct.size_t);
        match declared.map(|t| self.m.store.ty(t).clone()) {
            Some(TypeKind::Code { params, ret, .. }) => {
                if ret != vp {
                    return self.fail_converting(span, format!("'{name}' function called, but '{name}' has not been declared with expected 'void *' return type."));
                }
                if params.len() != 1 || params[0].ty != size_t {
                    return self.fail_converting(span, format!("'{name}' function called, but '{name}' has not been declared with expected single 'size_t' parameter."));
                }
            }
            _ if name == "alloca" => {
                return self.fail_converting(span, "'alloca' function called, but 'alloca' has not been declared with expected 'void *' return type.");
            }
            _ => {}
        }
        if args.len() != 1 {
            return self.fail(span, format!("'{name}' expects one argument"));
        }
        let n = self.rvalue(&args[0])?;
        let n = self.implicit_cast(n, size_t, args[0].span)?;
        self.declare_library_prototype("__builtin_alloca")?;
        let model = goto_ir::Ident::new("__builtin_alloca");
        let fty = match self.m.symbols.get(model) {
            Some(s) => s.ty,
            None => return self.fail(span, "the alloca model is missing"),
        };
        let function = self.m.store.symbol(model, fty);
        if !self.called.contains(&model) {
            self.called.push(model);
        }
        let loc = self.loc(span);
        let result = self.new_temp("alloca", vp, span);
        self.emit(Instruction::new(
            InstrKind::FunctionCall(goto_ir::Call {
                lhs: Some(result),
                function,
                args: vec![n],
            }),
            loc,
        ));
        // the object, for the function's end (declared at its start)
        let f = self.f();
        f.tmp_counter += 1;
        let id = goto_ir::Ident::new(&format!("{}::$tmp::tmp_alloca${}", f.name, f.tmp_counter));
        let module = self.module;
        let tracked = self.auxiliary_symbol(id, "tmp_alloca", vp, module, loc, false);
        self.f().alloca_temps.push(tracked);
        self.assign_to(tracked, result, &loc);
        Ok(result)
    }

    /// At the end of a function: each object it allocated with `alloca` may be the dead
    /// object (`__CPROVER_dead_object`, as for the locals whose address is taken).
    pub(super) fn alloca_objects_dead(&mut self, loc: SourceLocation) {
        let temps = self.f().alloca_temps.clone();
        if temps.is_empty() {
            return;
        }
        let Some(dead) = self.m.symbols.get(goto_ir::Ident::new("__CPROVER_dead_object")) else {
            return;
        };
        let dead = self.m.store.symbol(dead.name, dead.ty);
        for t in temps {
            let nd = self.m.store.mk(ExprKind::Nondet, BOOL, []);
            let rhs = self.m.store.ite(nd, t, dead);
            self.assign_to(dead, rhs, &loc);
        }
    }

    /// Puts `DECL t; t := NULL` for every alloca temporary at the start of `body` (whose
    /// jump targets are final), so that the end of the function reads a defined value on
    /// paths that did not call alloca.
    pub(super) fn declare_alloca_temps(&mut self, body: &mut Vec<Instruction>, temps: &[ExprId]) {
        if temps.is_empty() {
            return;
        }
        let loc = body.first().map(|i| i.location).unwrap_or_default();
        let mut head = Vec::new();
        for &t in temps {
            let ty = self.m.store.type_of(t);
            let null = self.m.store.null_pointer(ty);
            head.push(Instruction::new(InstrKind::Decl(t), loc));
            head.push(Instruction::new(InstrKind::Assign { lhs: t, rhs: null }, loc));
        }
        let k = head.len() as u32;
        for ins in body.iter_mut() {
            for t in ins.targets.iter_mut() {
                t.0 += k;
            }
        }
        body.splice(0..0, head);
    }

    /// Declares the SIMD built-in `name` (`__builtin_ia32_*`, `__builtin_neon_*`) with the
    /// prototype of its model in the library source `source` (`"x86"`, `"arm_neon"`),
    /// unless `name` is declared or has no model. The compilers know these prototypes, and
    /// their headers (`<emmintrin.h>`, `<arm_neon.h>`, ...) call the built-ins undeclared:
    /// the declaration makes the call convert its vector arguments and result as the
    /// compiler does. The model's vector typedefs are resolved in a scope of their own.
    fn declare_vector_builtin(&mut self, name: &str, span: Span, source: &str) -> R<()> {
        if self.lookup(name).is_some() {
            return Ok(());
        }
        let Some((unit, models)) = super::library::library_source(source) else {
            return Ok(());
        };
        let Some(fd) = unit.items.iter().find_map(|item| match item {
            ast::ExternalDecl::FunctionDef(fd)
                if fd.declarator.name.as_ref().is_some_and(|n| n.name == name) =>
            {
                Some(fd)
            }
            _ => None,
        }) else {
            return Ok(());
        };
        // the model's spans point into the model text
        let saved = self
            .linemap
            .replace(crate::linemap::LineMap::new(
                models,
                &format!("<builtin-library-{source}>"),
            ));
        self.push_scope();
        let mut ty = Ok(goto_ir::BOOL);
        for item in &unit.items {
            if let ast::ExternalDecl::Declaration(d) = item {
                if let Err(e) = self.declaration(d) {
                    ty = Err(e);
                    break;
                }
            }
        }
        if ty.is_ok() {
            ty = self
                .base_type(&fd.specs)
                .and_then(|base| self.declarator(base, &fd.declarator))
                .map(|(_, t)| t);
        }
        self.pop_scope();
        self.linemap = saved;
        let id = ast::Ident {
            name: name.to_string(),
            span,
        };
        self.declare_function(&id, ty?, span, &ast::DeclSpecs::default());
        Ok(())
    }

    /// Declares the library function `lib` from [`LIBRARY_PROTOTYPES`] unless a function
    /// of that name is declared; `false` if the table has no prototype for it.
    fn declare_library_prototype(&mut self, lib: &str) -> R<bool> {
        static PROTOTYPES: std::sync::OnceLock<ast::TranslationUnit> = std::sync::OnceLock::new();
        let unit = PROTOTYPES
            .get_or_init(|| crate::parse_text(LIBRARY_PROTOTYPES, "<builtin-prototypes>").unit);
        let mut decl = None;
        for item in &unit.items {
            let ast::ExternalDecl::Declaration(d) = item else {
                continue;
            };
            if d.declarators
                .iter()
                .any(|x| x.declarator.name.as_ref().is_some_and(|n| n.name == lib))
            {
                decl = Some(d.clone());
            }
        }
        let Some(decl) = decl else {
            return Ok(false);
        };
        let declared_function = matches!(self.lookup(lib), Some(Entry::Symbol(id))
            if self.m.symbols.get(*id).is_some_and(|s| s.is_function(&self.m.store)));
        if !declared_function {
            // the prototype's spans point into the prototype text
            let saved = self.linemap.replace(crate::linemap::LineMap::new(
                LIBRARY_PROTOTYPES,
                "<builtin-prototypes>",
            ));
            let r = self.declaration(&decl);
            self.linemap = saved;
            r?;
        }
        Ok(true)
    }

    /// `__builtin_<lib>(…)` as a call of the library function `lib`.
    fn library_alias(
        &mut self,
        lib: &str,
        args: &[ast::Expr],
        span: Span,
        used: bool,
    ) -> R<Option<ExprId>> {
        if !self.declare_library_prototype(lib)? {
            return Ok(None);
        }
        let callee = ast::Expr {
            kind: ast::ExprKind::Ident(lib.to_string()),
            span,
        };
        self.call(&callee, args, span, used).map(Some)
    }


    /// The operand of an integer bit built-in, converted to the unsigned type the suffix
    /// names (`__builtin_popcountll(x)` counts the bits of `(unsigned long long)x`); the
    /// type-generic `…g` forms keep the argument's own type.
    fn bit_operand(&mut self, suffix: &str, e: &ast::Expr) -> R<ExprId> {
        let v = self.rvalue(e)?;
        let t = match suffix {
            "" => self.ct.uint,
            "l" => self.ct.ulong,
            "ll" | "imax" => self.ct.ullong,
            _ => {
                let t = self.m.store.type_of(v);
                if !ctypes::is_integer(&self.m.store, t) {
                    return self.fail(e.span, "argument must be of integer type");
                }
                return Ok(v);
            }
        };
        Ok(self.cast(v, t))
    }

    fn bit_builtin(&mut self, base: &str, args: &[ast::Expr], span: Span) -> R<Option<ExprId>> {
        let int = self.ct.int;
        let families = [
            ("popcount", BitOp::Popcount),
            ("clz", BitOp::Clz),
            ("ctz", BitOp::Ctz),
            ("ffs", BitOp::Ffs),
            ("parity", BitOp::Parity),
            ("clrsb", BitOp::Clrsb),
        ];
        for (stem, op) in families {
            let Some(suffix) = split_int_suffix(base, stem) else {
                continue;
            };
            if suffix == "imax" && !matches!(op, BitOp::Ffs) {
                continue;
            }
            // GCC 14's `__builtin_clzg(x, v)` / `__builtin_ctzg(x, v)`: v when x is 0
            let zero_value = if suffix == "g" && matches!(op, BitOp::Clz | BitOp::Ctz) && args.len() == 2 {
                let v = self.rvalue(&args[1])?;
                Some(self.cast(v, int))
            } else {
                self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
                None
            };
            let x = if matches!(op, BitOp::Ffs | BitOp::Clrsb) {
                // ffs and clrsb take signed arguments; the type-generic forms (`g`) keep
                // the argument's own type
                let v = self.rvalue(&args[0])?;
                let t = match suffix {
                    "" => self.ct.int,
                    "l" => self.ct.long,
                    "g" => {
                        let t = self.m.store.type_of(v);
                        if !ctypes::is_integer(&self.m.store, t) {
                            return self.fail(args[0].span, "argument must be of integer type");
                        }
                        t
                    }
                    _ => self.ct.llong,
                };
                self.cast(v, t)
            } else {
                self.bit_operand(suffix, &args[0])?
            };
            let xt = self.m.store.type_of(x);
            let (w, _) = ctypes::int_info(&self.m.store, xt);
            let v = match op {
                BitOp::Popcount => self.m.store.mk(ExprKind::Popcount, xt, [x]),
                BitOp::Parity => {
                    let p = self.m.store.mk(ExprKind::Popcount, xt, [x]);
                    let one = self.m.store.int_const(1, xt);
                    self.m.store.bitand(p, one)
                }
                BitOp::Clz | BitOp::Ctz => {
                    let zero_permitted = zero_value.is_some();
                    let count = if matches!(op, BitOp::Clz) {
                        ExprKind::CountLeadingZeros { zero_permitted }
                    } else {
                        ExprKind::CountTrailingZeros { zero_permitted }
                    };
                    let c = self.m.store.mk(count, xt, [x]);
                    if let Some(v) = zero_value {
                        let c = self.cast(c, int);
                        let zero = self.m.store.int_const(0, xt);
                        let is_zero = self.m.store.eq(x, zero);
                        return Ok(Some(self.m.store.ite(is_zero, v, c)));
                    }
                    c
                }
                BitOp::Ffs => {
                    // x == 0 ? 0 : ctz(x) + 1
                    let ut = self.m.store.unsigned(w);
                    let u = self.m.store.typecast(x, ut);
                    let ctz = self.m.store.mk(
                        ExprKind::CountTrailingZeros {
                            zero_permitted: true,
                        },
                        ut,
                        [u],
                    );
                    let one = self.m.store.int_const(1, ut);
                    let plus = self.m.store.plus(ctz, one);
                    let zero = self.m.store.int_const(0, ut);
                    let is_zero = self.m.store.eq(u, zero);
                    self.m.store.ite(is_zero, zero, plus)
                }
                BitOp::Clrsb => {
                    // the number of redundant sign bits: clz(x ^ (x >> (w-1))) - 1
                    let ut = self.m.store.unsigned(w);
                    let dist = self.m.store.int_const(w - 1, ut);
                    let sign = self.m.store.shift(ExprKind::Ashr, x, dist);
                    let y = self.m.store.bitxor(x, sign);
                    let y = self.m.store.typecast(y, ut);
                    let clz = self.m.store.mk(
                        ExprKind::CountLeadingZeros {
                            zero_permitted: true,
                        },
                        ut,
                        [y],
                    );
                    let one = self.m.store.int_const(1, ut);
                    self.m.store.minus(clz, one)
                }
            };
            return Ok(Some(self.cast(v, int)));
        }
        for (stem, width) in [
            ("bswap16", 16),
            ("bswap32", 32),
            ("bswap64", 64),
            ("bswap128", 128),
        ] {
            if base == stem {
                self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
                let t = self.m.store.unsigned(width);
                let v = self.rvalue(&args[0])?;
                let v = self.cast(v, t);
                return Ok(Some(self.m.store.mk(ExprKind::Bswap(8), t, [v])));
            }
        }
        for width in [8u32, 16, 32, 64] {
            let n = format!("bitreverse{width}");
            let l = format!("rotateleft{width}");
            let r = format!("rotateright{width}");
            let t = self.m.store.unsigned(width);
            if base == n {
                self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
                let v = self.rvalue(&args[0])?;
                let v = self.cast(v, t);
                return Ok(Some(self.m.store.mk(ExprKind::BitReverse, t, [v])));
            }
            if base == l || base == r {
                self.args_n(&format!("__builtin_{base}"), args, 2, span)?;
                let v = self.rvalue(&args[0])?;
                let v = self.cast(v, t);
                let d = self.rvalue(&args[1])?;
                let d = self.cast(d, t);
                let k = if base == l {
                    ExprKind::RotateLeft
                } else {
                    ExprKind::RotateRight
                };
                return Ok(Some(self.m.store.mk(k, t, [v, d])));
            }
        }
        Ok(None)
    }

    /// `abs` and the checked-arithmetic built-ins.
    fn arith_builtin(
        &mut self,
        base: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Option<ExprId>> {
        let abs_type = match base {
            "abs" => Some(self.ct.int),
            "labs" => Some(self.ct.long),
            "llabs" | "imaxabs" => Some(self.ct.llong),
            _ => None,
        };
        if let Some(t) = abs_type {
            self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.cast(v, t);
            let zero = self.m.store.int_const(0, t);
            let neg = self.m.store.lt(v, zero);
            // a unary minus, so that --signed-overflow-check checks abs(INT_MIN)
            let m = self.m.store.unary_minus(v);
            return Ok(Some(self.m.store.ite(neg, m, v)));
        }
        // __builtin_{add,sub,mul}_overflow[_p] and __builtin_{s,u}{add,sub,mul}{,l,ll}_overflow
        let Some(stem) = base.strip_suffix("_overflow").or_else(|| base.strip_suffix("_overflow_p"))
        else {
            return Ok(None);
        };
        let predicate_only = base.ends_with("_p");
        let (op, typed) = match stem {
            "add" => (ast::BinOp::Add, None),
            "sub" => (ast::BinOp::Sub, None),
            "mul" => (ast::BinOp::Mul, None),
            _ => {
                let (signed, rest) = match stem.as_bytes().first() {
                    Some(b's') => (true, &stem[1..]),
                    Some(b'u') => (false, &stem[1..]),
                    _ => return Ok(None),
                };
                let (op, suffix) = if let Some(s) = rest.strip_prefix("add") {
                    (ast::BinOp::Add, s)
                } else if let Some(s) = rest.strip_prefix("sub") {
                    (ast::BinOp::Sub, s)
                } else if let Some(s) = rest.strip_prefix("mul") {
                    (ast::BinOp::Mul, s)
                } else {
                    return Ok(None);
                };
                let t = match (signed, suffix) {
                    (true, "") => self.ct.int,
                    (true, "l") => self.ct.long,
                    (true, "ll") => self.ct.llong,
                    (false, "") => self.ct.uint,
                    (false, "l") => self.ct.ulong,
                    (false, "ll") => self.ct.ullong,
                    _ => return Ok(None),
                };
                (op, Some(t))
            }
        };
        if predicate_only && typed.is_some() {
            return Ok(None);
        }
        let name = format!("__builtin_{base}");
        if args.len() != 3 {
            // CBMC's wording (goto conversion of the built-in, so its error form)
            return self.fail_converting(
                span,
                format!(
                    "{name} takes exactly 3 arguments, but {} were provided",
                    args.len()
                ),
            );
        }
        let a = self.rvalue(&args[0])?;
        let b = self.rvalue(&args[1])?;
        let (a, b) = match typed {
            Some(t) => (self.cast(a, t), self.cast(b, t)),
            None => (a, b),
        };
        // the result type: the pointee of the third argument, or the type of the third
        // argument itself for the `_p` forms
        let third = self.rvalue(&args[2])?;
        let tt = self.m.store.type_of(third);
        let integral = |s: &Self, t: TypeId| {
            ctypes::is_integer(&s.m.store, t) && !matches!(s.m.store.ty(t), TypeKind::CBool(_))
        };
        let pointee = ctypes::pointee(&self.m.store, tt);
        let rt = if predicate_only { Some(tt) } else { pointee };
        let operands = [(a, self.m.store.type_of(a)), (b, self.m.store.type_of(b))];
        let bad = operands
            .iter()
            .position(|&(_, t)| !integral(self, t))
            .map(|k| (k, operands[k].0))
            .or_else(|| (!rt.is_some_and(|t| integral(self, t))).then_some((2, third)));
        if let Some((k, arg)) = bad {
            // CBMC's wording: the signature and the offending argument with its type
            let third_kind = if predicate_only { "integral" } else { "integral*" };
            let shown = self.c_expr(arg);
            let tyname = self.c_type(self.m.store.type_of(arg));
            return self.fail_converting(
                args[k].span,
                format!(
                    "{name} has signature {name}(integral, integral, {third_kind}), but argument {} ({shown}) has type `{tyname}`",
                    k + 1
                ),
            );
        }
        let Some(rt) = rt else {
            return self.fail(args[2].span, "third argument must be a pointer");
        };
        // the exact result in a raw bit-vector wide enough for any operands (twice the
        // widest width plus a sign bit): the operands are extended by their own signedness
        // and the arithmetic wraps, so no overflow check applies to it (CBMC's
        // overflow_result is a single expression that is not checked either)
        let wa = ctypes::int_info(&self.m.store, self.m.store.type_of(a)).0;
        let wb = ctypes::int_info(&self.m.store, self.m.store.type_of(b)).0;
        let wr = ctypes::int_info(&self.m.store, rt).0;
        let wide = self.m.store.bv_type(2 * wa.max(wb).max(wr) + 2);
        let aw = self.m.store.typecast(a, wide);
        let bw = self.m.store.typecast(b, wide);
        let exact = match op {
            ast::BinOp::Add => self.m.store.plus(aw, bw),
            ast::BinOp::Sub => self.m.store.minus(aw, bw),
            _ => self.m.store.mult(aw, bw),
        };
        // the result wraps by definition: its low bits, not a conversion that
        // --conversion-check would check (CBMC's overflow_result is not checked either)
        let int_ty = self.m.store.integer_type();
        let lowest = self.m.store.int_const(0, int_ty);
        let truncated = self.m.store.mk(ExprKind::Extractbits, rt, [exact, lowest]);
        let back = self.m.store.typecast(truncated, wide);
        let overflow = self.m.store.ne(back, exact);
        let cb = self.ct.c_bool;
        let flag = self.m.store.typecast(overflow, cb);
        if predicate_only {
            return Ok(Some(flag));
        }
        // the flag is computed from the operands before the result is stored: the result
        // may be an operand (`__builtin_add_overflow(x, 1, &x)`)
        let loc = self.loc(span);
        let tmp = self.new_temp("overflow_result", cb, span);
        self.emit(Instruction::new(InstrKind::Assign { lhs: tmp, rhs: flag }, loc));
        // `&x` writes x itself (no dereference to check)
        let res = if matches!(self.m.store.kind(third), ExprKind::AddressOf) {
            self.m.store.op(third, 0)
        } else {
            self.m.store.deref(third)
        };
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: res,
                rhs: truncated,
            },
            loc,
        ));
        Ok(Some(tmp))
    }

    /// An integer argument of a classification built-in (`__builtin_isinf(0)`) as a
    /// `double`, as CBMC accepts it (GCC does not); other values unchanged.
    fn integer_as_double(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        if ctypes::is_arithmetic(&self.m.store, t)
            && !matches!(self.m.store.ty(t), TypeKind::Floatbv { .. })
        {
            let d = self.ct.double;
            return self.cast(v, d);
        }
        v
    }

    /// A floating-point constant of type `t` with the given exponent-all-ones pattern:
    /// infinity (`quiet == false`) or a quiet NaN.
    fn float_special(&mut self, t: TypeId, quiet_nan: bool) -> ExprId {
        let (width, fraction) = match *self.m.store.ty(t) {
            TypeKind::Floatbv { width, fraction } => (width, fraction),
            _ => (64, 52),
        };
        let exp_bits = width - fraction - 1;
        let one = num_bigint::BigInt::from(1);
        let mut bits = ((one.clone() << exp_bits) - 1) << fraction;
        if quiet_nan {
            bits += one << (fraction - 1);
        }
        self.m.store.mk(ExprKind::Constant(Literal::Int(bits)), t, [])
    }

    fn float_builtin(
        &mut self,
        base: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Option<ExprId>> {
        let float_suffix = |s: &str| -> Option<u8> {
            match s {
                "" => Some(b'd'),
                "f" => Some(b'f'),
                "l" => Some(b'l'),
                _ => None,
            }
        };
        let type_for = |c: &Converter, k: u8| match k {
            b'f' => c.ct.float,
            b'l' => c.ct.long_double,
            _ => c.ct.double,
        };
        // constants
        for (stem, nan) in [("inf", false), ("huge_val", false), ("nan", true), ("nans", true)] {
            if let Some(k) = base.strip_prefix(stem).and_then(float_suffix) {
                let t = type_for(self, k);
                // nan("") takes a string argument that only selects the payload
                for a in args {
                    let _ = self.type_of_expr(a)?;
                }
                return Ok(Some(self.float_special(t, nan)));
            }
        }
        if base == "fpclassify" {
            // __builtin_fpclassify(nan, inf, normal, subnormal, zero, x)
            return self.cprover_builtin("fpclassify", args, span);
        }
        if matches!(base, "signbit" | "signbitf" | "signbitl") {
            self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.integer_as_double(v);
            let t = self.m.store.type_of(v);
            if !matches!(self.m.store.ty(t), TypeKind::Floatbv { .. }) {
                return self.fail(args[0].span, "argument must be of floating type");
            }
            let b = self.sign_bit(v);
            let int = self.ct.int;
            return Ok(Some(self.m.store.typecast(b, int)));
        }
        // `FLT_ROUNDS`: 0 toward zero, 1 to nearest, 2 upward, 3 downward, from the
        // rounding mode (0 nearest, 1 downward, 2 upward, 3 toward zero)
        if base == "flt_rounds" {
            self.args_n(&format!("__builtin_{base}"), args, 0, span)?;
            let int = self.ct.int;
            let mode = self.m.store.symbol(Ident::new("__CPROVER_rounding_mode"), int);
            let st = &mut self.m.store;
            let mut v = st.int_const(0, int);
            for (m, r) in [(1, 3), (2, 2), (0, 1)] {
                let mc = st.int_const(m, int);
                let is = st.eq(mode, mc);
                let rc = st.int_const(r, int);
                v = st.ite(is, rc, v);
            }
            return Ok(Some(v));
        }
        // classification, on the argument's own type (these are type-generic), or on
        // float / long double for the suffixed forms (`__builtin_isnanf`)
        let (stem, typed) = match base.strip_suffix('f').or_else(|| base.strip_suffix('l')) {
            Some(st) if matches!(st, "isnan" | "isinf" | "isfinite" | "finite" | "isnormal") => {
                let t = if base.ends_with('f') {
                    self.ct.float
                } else {
                    self.ct.long_double
                };
                (st, Some(t))
            }
            _ => (base, None),
        };
        let class = match stem {
            "isnan" => Some(ExprKind::IsNan),
            "isinf" => Some(ExprKind::IsInf),
            "isfinite" | "finite" => Some(ExprKind::IsFinite),
            "isnormal" => Some(ExprKind::IsNormal),
            _ => None,
        };
        if let Some(k) = class {
            self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = match typed {
                Some(t) => self.cast(v, t),
                None => self.integer_as_double(v),
            };
            let t = self.m.store.type_of(v);
            if !matches!(self.m.store.ty(t), TypeKind::Floatbv { .. }) {
                return self.fail(args[0].span, "argument must be of floating type");
            }
            let b = self.m.store.mk(k, BOOL, [v]);
            let int = self.ct.int;
            return Ok(Some(self.m.store.typecast(b, int)));
        }
        // <math.h>'s comparison macros (glibc: __builtin_isgreater…): quiet comparisons
        // in the arguments' common real type; false when either is NaN
        if matches!(
            base,
            "isgreater" | "isgreaterequal" | "isless" | "islessequal" | "islessgreater"
                | "isunordered"
        ) {
            self.args_n(&format!("__builtin_{base}"), args, 2, span)?;
            let a = self.rvalue(&args[0])?;
            let b = self.rvalue(&args[1])?;
            for (v, arg) in [(a, &args[0]), (b, &args[1])] {
                let t = self.m.store.type_of(v);
                if !ctypes::is_arithmetic(&self.m.store, t) {
                    return self.fail(arg.span, "argument must be of real floating or integer type");
                }
            }
            let (ta, tb) = (self.m.store.type_of(a), self.m.store.type_of(b));
            let t = ctypes::usual_arithmetic(&mut self.m.store, &self.ct, ta, tb);
            let (a, b) = (self.cast(a, t), self.cast(b, t));
            let c = self.quiet_comparison(base, a, b);
            let int = self.ct.int;
            return Ok(Some(self.m.store.typecast(c, int)));
        }
        if base == "isinf_sign" {
            self.args_n(&format!("__builtin_{base}"), args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.integer_as_double(v);
            let t = self.m.store.type_of(v);
            if !matches!(self.m.store.ty(t), TypeKind::Floatbv { .. }) {
                return self.fail(args[0].span, "argument must be of floating type");
            }
            let inf = self.m.store.mk(ExprKind::IsInf, BOOL, [v]);
            let zero = self.m.store.int_const(0, t);
            let neg = self.m.store.lt(v, zero);
            let int = self.ct.int;
            let (m1, p1, z) = (
                self.m.store.int_const(-1, int),
                self.m.store.int_const(1, int),
                self.m.store.int_const(0, int),
            );
            let s = self.m.store.ite(neg, m1, p1);
            return Ok(Some(self.m.store.ite(inf, s, z)));
        }
        Ok(None)
    }

    fn misc_builtin(&mut self, base: &str, args: &[ast::Expr], span: Span) -> R<Option<ExprId>> {
        let loc = self.loc(span);
        let v = match base {
            "expect_with_probability" => {
                self.args_n(&format!("__builtin_{base}"), args, 3, span)?;
                let _ = self.rvalue(&args[2])?;
                self.rvalue(&args[0])?
            }
            "assume_aligned" => {
                if args.len() < 2 || args.len() > 3 {
                    return self.fail(span, "__builtin_assume_aligned expects 2 or 3 arguments");
                }
                let p = self.rvalue(&args[0])?;
                for a in &args[1..] {
                    let _ = self.rvalue(a)?;
                }
                let vp = self.ct.void_ptr;
                self.cast(p, vp)
            }
            "trap" | "abort" => {
                // GCC's trap ends the program; like abort(), no path continues
                self.args_n(&format!("__builtin_{base}"), args, 0, span)?;
                self.emit(Instruction::with_guard(InstrKind::Assume, goto_ir::FALSE, loc));
                TRUE
            }
            "object_size" | "dynamic_object_size" => {
                // what GCC answers without optimisation: unknown, i.e. (size_t)-1 for the
                // maximum kinds 0 and 1 and 0 for the minimum kinds 2 and 3
                self.args_n(&format!("__builtin_{base}"), args, 2, span)?;
                // the argument's type only: GCC never evaluates its side effects
                let _ = self.type_of_expr(&args[0])?;
                let kind = self.const_int(&args[1])?;
                let size_t = self.ct.size_t;
                let v: i64 = if kind >= num_bigint::BigInt::from(2) { 0 } else { -1 };
                let v = self.m.store.normalize_int(num_bigint::BigInt::from(v), size_t);
                self.m.store.int_const(v, size_t)
            }
            "speculation_safe_value" => {
                if args.is_empty() {
                    return self.fail(span, "__builtin_speculation_safe_value expects an argument");
                }
                self.rvalue(&args[0])?
            }
            "prefetch" | "ia32_pause" => {
                for a in args {
                    let _ = self.rvalue(a)?;
                }
                TRUE
            }
            "ia32_mfence" | "ia32_lfence" | "ia32_sfence" => {
                self.args_n(&format!("__builtin_{base}"), args, 0, span)?;
                self.full_fence(span);
                TRUE
            }
            "frame_address" | "return_address" | "extract_return_addr" => {
                return self.fail(span, format!("__builtin_{base} is not supported yet"));
            }
            _ => return Ok(None),
        };
        Ok(Some(v))
    }

    /// Reads `*p` into a fresh temporary (the value before an atomic update).
    fn read_into_temp(&mut self, object: ExprId, span: Span, loc: &SourceLocation) -> ExprId {
        let t = self.m.store.type_of(object);
        let tmp = self.new_temp("atomic", t, span);
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: tmp,
                rhs: object,
            },
            *loc,
        ));
        tmp
    }

    /// Starts the atomic section of an atomic built-in (after its arguments are evaluated)
    /// or of a read-modify-write of an `_Atomic` object.
    pub(super) fn atomic_begin(&mut self, loc: &SourceLocation) {
        self.emit(Instruction::new(InstrKind::AtomicBegin, *loc));
    }

    /// Ends it: the built-ins are full barriers (as CBMC's instantiations, which fence
    /// inside the section), as is C11's default (`memory_order_seq_cst`) read-modify-write.
    pub(super) fn atomic_end(&mut self, loc: &SourceLocation, span: Span) {
        self.full_fence(span);
        self.emit(Instruction::new(InstrKind::AtomicEnd, *loc));
    }

    /// A full memory barrier (all four kinds and their cumulative forms).
    fn full_fence(&mut self, span: Span) {
        let kinds = super::builtins::FENCE_KINDS.iter().map(|k| Ident::new(k)).collect();
        self.emit_fence(kinds, span);
    }

    fn assign_to(&mut self, lhs: ExprId, rhs: ExprId, loc: &SourceLocation) {
        self.emit(Instruction::new(InstrKind::Assign { lhs, rhs }, *loc));
    }

    /// `old op v` in the object's type (pointer arithmetic for `+`/`-` on pointers).
    fn rmw_value(&mut self, op: RmwOp, old: ExprId, v: ExprId, span: Span) -> R<ExprId> {
        let t = self.m.store.type_of(old);
        if ctypes::is_pointer(&self.m.store, t) {
            // GCC: on pointers the operation is on the address, in bytes (not scaled by
            // the pointee's size)
            let cp = self.ct.char_ptr;
            let bytes = self.cast(old, cp);
            let r = match op {
                RmwOp::Add => self.binary_values(ast::BinOp::Add, bytes, v, span)?,
                RmwOp::Sub => self.binary_values(ast::BinOp::Sub, bytes, v, span)?,
                _ => {
                    let size_t = self.ct.size_t;
                    let a = self.cast(old, size_t);
                    let b = self.cast(v, size_t);
                    let r = self.int_rmw(op, a, b, span)?;
                    return Ok(self.cast(r, t));
                }
            };
            return Ok(self.cast(r, t));
        }
        // GCC's atomics (and C11's atomic_fetch_add/sub, 7.17.7.5p3) wrap around: the
        // addition is on the bits, so no overflow check applies to it
        let width = match self.m.store.ty(t) {
            TypeKind::Signed(w) | TypeKind::Unsigned(w) => Some(*w),
            _ => None,
        };
        if let (Some(w), RmwOp::Add | RmwOp::Sub) = (width, op) {
            let bits = self.m.store.bv_type(w);
            let v = self.cast(v, t);
            let a = self.cast(old, bits);
            let b = self.cast(v, bits);
            let kind = if matches!(op, RmwOp::Add) { ExprKind::Plus } else { ExprKind::Minus };
            let r = self.m.store.mk(kind, bits, [a, b]);
            return Ok(self.cast(r, t));
        }
        let r = self.int_rmw(op, old, v, span)?;
        Ok(self.cast(r, t))
    }

    fn int_rmw(&mut self, op: RmwOp, old: ExprId, v: ExprId, span: Span) -> R<ExprId> {
        Ok(match op {
            RmwOp::Add => self.binary_values(ast::BinOp::Add, old, v, span)?,
            RmwOp::Sub => self.binary_values(ast::BinOp::Sub, old, v, span)?,
            RmwOp::And => self.binary_values(ast::BinOp::BitAnd, old, v, span)?,
            RmwOp::Or => self.binary_values(ast::BinOp::BitOr, old, v, span)?,
            RmwOp::Xor => self.binary_values(ast::BinOp::BitXor, old, v, span)?,
            RmwOp::Nand => {
                let a = self.binary_values(ast::BinOp::BitAnd, old, v, span)?;
                let at = self.m.store.type_of(a);
                self.m.store.mk(ExprKind::BitNot, at, [a])
            }
        })
    }

    /// The object an atomic built-in's first argument points to.
    fn atomic_object(&mut self, e: &ast::Expr) -> R<ExprId> {
        let p = self.rvalue(e)?;
        let t = self.m.store.type_of(p);
        match ctypes::pointee(&self.m.store, t) {
            Some(b) if !matches!(self.m.store.ty(b), TypeKind::Empty) => Ok(self.m.store.deref(p)),
            _ => self.fail(e.span, "argument must be a pointer to a complete object type"),
        }
    }

    /// `__sync_*` (GCC's legacy atomics; full barriers, single-threaded semantics here).
    fn sync_builtin(
        &mut self,
        rest: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Option<ExprId>> {
        let name = format!("__sync_{rest}");
        let loc = self.loc(span);
        if let Some(op) = rest
            .strip_prefix("fetch_and_")
            .and_then(RmwOp::parse)
        {
            self.min_args(&name, args, 2, span)?;
            let obj = self.atomic_object(&args[0])?;
            let v = self.rvalue(&args[1])?;
            self.atomic_begin(&loc);
            let old = self.read_into_temp(obj, span, &loc);
            let new = self.rmw_value(op, old, v, span)?;
            self.assign_to(obj, new, &loc);
            self.atomic_end(&loc, span);
            return Ok(Some(old));
        }
        if let Some(op) = rest.strip_suffix("_and_fetch").and_then(RmwOp::parse) {
            self.min_args(&name, args, 2, span)?;
            let obj = self.atomic_object(&args[0])?;
            let v = self.rvalue(&args[1])?;
            self.atomic_begin(&loc);
            let old = self.read_into_temp(obj, span, &loc);
            let new = self.rmw_value(op, old, v, span)?;
            // the new value is taken before the store: the operand may read the object
            let result = self.read_into_temp(new, span, &loc);
            self.assign_to(obj, result, &loc);
            self.atomic_end(&loc, span);
            return Ok(Some(result));
        }
        let v = match rest {
            "bool_compare_and_swap" | "val_compare_and_swap" => {
                self.min_args(&name, args, 3, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let expected = self.rvalue(&args[1])?;
                let expected = self.cast(expected, t);
                let desired = self.rvalue(&args[2])?;
                let desired = self.cast(desired, t);
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                let hit = self.m.store.eq(old, expected);
                let new = self.m.store.ite(hit, desired, old);
                self.assign_to(obj, new, &loc);
                self.atomic_end(&loc, span);
                if rest == "bool_compare_and_swap" {
                    let cb = self.ct.c_bool;
                    self.m.store.typecast(hit, cb)
                } else {
                    old
                }
            }
            "lock_test_and_set" => {
                self.min_args(&name, args, 2, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let v = self.rvalue(&args[1])?;
                let v = self.cast(v, t);
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                self.assign_to(obj, v, &loc);
                self.atomic_end(&loc, span);
                old
            }
            "lock_release" => {
                self.min_args(&name, args, 1, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let zero = self.m.store.int_const(0, t);
                let zero = if matches!(self.m.store.ty(t), TypeKind::Pointer { .. }) {
                    self.m.store.null_pointer(t)
                } else {
                    zero
                };
                self.atomic_begin(&loc);
                self.assign_to(obj, zero, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "synchronize" => {
                self.args_n(&name, args, 0, span)?;
                self.full_fence(span);
                TRUE
            }
            _ => return Ok(None),
        };
        Ok(Some(v))
    }

    fn min_args(&mut self, name: &str, args: &[ast::Expr], n: usize, span: Span) -> R<()> {
        if args.len() < n {
            return self.fail(
                span,
                format!("{name} expects at least {n} argument(s), got {}", args.len()),
            );
        }
        Ok(())
    }


    /// Evaluates memory-order arguments (for their side effects and type errors).
    fn memory_orders(&mut self, args: &[ast::Expr]) -> R<()> {
        for a in args {
            let _ = self.rvalue(a)?;
        }
        Ok(())
    }

    /// `__atomic_*` (the C11-style GCC atomics; single-threaded semantics here).
    fn atomic_builtin(
        &mut self,
        rest: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Option<ExprId>> {
        let name = format!("__atomic_{rest}");
        let loc = self.loc(span);
        if let Some(op) = rest.strip_prefix("fetch_").and_then(RmwOp::parse) {
            self.args_n(&name, args, 3, span)?;
            let obj = self.atomic_object(&args[0])?;
            let v = self.rvalue(&args[1])?;
            self.memory_orders(&args[2..])?;
            self.atomic_begin(&loc);
            let old = self.read_into_temp(obj, span, &loc);
            let new = self.rmw_value(op, old, v, span)?;
            self.assign_to(obj, new, &loc);
            self.atomic_end(&loc, span);
            return Ok(Some(old));
        }
        if let Some(op) = rest.strip_suffix("_fetch").and_then(RmwOp::parse) {
            self.args_n(&name, args, 3, span)?;
            let obj = self.atomic_object(&args[0])?;
            let v = self.rvalue(&args[1])?;
            self.memory_orders(&args[2..])?;
            self.atomic_begin(&loc);
            let old = self.read_into_temp(obj, span, &loc);
            let new = self.rmw_value(op, old, v, span)?;
            // the new value is taken before the store: the operand may read the object
            let result = self.read_into_temp(new, span, &loc);
            self.assign_to(obj, result, &loc);
            self.atomic_end(&loc, span);
            return Ok(Some(result));
        }
        let v = match rest {
            "load_n" => {
                self.args_n(&name, args, 2, span)?;
                let obj = self.atomic_object(&args[0])?;
                self.memory_orders(&args[1..])?;
                self.atomic_begin(&loc);
                let v = self.read_into_temp(obj, span, &loc);
                self.atomic_end(&loc, span);
                v
            }
            "load" => {
                self.args_n(&name, args, 3, span)?;
                let obj = self.atomic_object(&args[0])?;
                let ret = self.atomic_object(&args[1])?;
                self.memory_orders(&args[2..])?;
                let rt = self.m.store.type_of(ret);
                self.atomic_begin(&loc);
                let v = self.read_into_temp(obj, span, &loc);
                let v = self.cast(v, rt);
                self.assign_to(ret, v, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "store_n" => {
                self.args_n(&name, args, 3, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let v = self.rvalue(&args[1])?;
                let v = self.cast(v, t);
                self.memory_orders(&args[2..])?;
                self.atomic_begin(&loc);
                self.assign_to(obj, v, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "store" => {
                self.args_n(&name, args, 3, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let val = self.atomic_object(&args[1])?;
                self.memory_orders(&args[2..])?;
                self.atomic_begin(&loc);
                let v = self.cast(val, t);
                self.assign_to(obj, v, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "exchange_n" => {
                self.args_n(&name, args, 3, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let v = self.rvalue(&args[1])?;
                let v = self.cast(v, t);
                self.memory_orders(&args[2..])?;
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                self.assign_to(obj, v, &loc);
                self.atomic_end(&loc, span);
                old
            }
            "exchange" => {
                self.args_n(&name, args, 4, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let val = self.atomic_object(&args[1])?;
                let ret = self.atomic_object(&args[2])?;
                self.memory_orders(&args[3..])?;
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                let v = self.cast(val, t);
                self.assign_to(obj, v, &loc);
                let rt = self.m.store.type_of(ret);
                let o = self.cast(old, rt);
                self.assign_to(ret, o, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "compare_exchange_n" | "compare_exchange" => {
                self.args_n(&name, args, 6, span)?;
                let obj = self.atomic_object(&args[0])?;
                let t = self.m.store.type_of(obj);
                let expected = self.atomic_object(&args[1])?;
                let desired = if rest == "compare_exchange_n" {
                    let d = self.rvalue(&args[2])?;
                    self.cast(d, t)
                } else {
                    let d = self.atomic_object(&args[2])?;
                    self.cast(d, t)
                };
                self.memory_orders(&args[3..])?;
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                let exp_t = self.m.store.type_of(expected);
                let exp_v = self.cast(expected, t);
                let hit = self.m.store.eq(old, exp_v);
                let hit_tmp = {
                    let cb = self.ct.c_bool;
                    let h = self.m.store.typecast(hit, cb);
                    self.read_into_temp(h, span, &loc)
                };
                let hit = {
                    let cb = self.ct.c_bool;
                    let zero = self.m.store.int_const(0, cb);
                    self.m.store.ne(hit_tmp, zero)
                };
                let new = self.m.store.ite(hit, desired, old);
                self.assign_to(obj, new, &loc);
                // on failure the current value is written back into *expected
                let old_e = self.cast(old, exp_t);
                let keep = self.m.store.ite(hit, expected, old_e);
                self.assign_to(expected, keep, &loc);
                self.atomic_end(&loc, span);
                hit_tmp
            }
            "test_and_set" => {
                self.args_n(&name, args, 2, span)?;
                let p = self.rvalue(&args[0])?;
                self.memory_orders(&args[1..])?;
                let cb = self.ct.c_bool;
                let pw = self.target.pointer_width();
                let bp = self.m.store.pointer_type(cb, pw);
                let p = self.cast(p, bp);
                let obj = self.m.store.deref(p);
                self.atomic_begin(&loc);
                let old = self.read_into_temp(obj, span, &loc);
                let one = self.m.store.int_const(1, cb);
                self.assign_to(obj, one, &loc);
                self.atomic_end(&loc, span);
                old
            }
            "clear" => {
                self.args_n(&name, args, 2, span)?;
                let p = self.rvalue(&args[0])?;
                self.memory_orders(&args[1..])?;
                let cb = self.ct.c_bool;
                let pw = self.target.pointer_width();
                let bp = self.m.store.pointer_type(cb, pw);
                let p = self.cast(p, bp);
                let obj = self.m.store.deref(p);
                let zero = self.m.store.int_const(0, cb);
                self.atomic_begin(&loc);
                self.assign_to(obj, zero, &loc);
                self.atomic_end(&loc, span);
                TRUE
            }
            "thread_fence" | "signal_fence" => {
                self.args_n(&name, args, 1, span)?;
                self.memory_orders(args)?;
                // a signal fence orders only against the thread's own signal handlers
                if rest == "thread_fence" {
                    self.full_fence(span);
                }
                TRUE
            }
            "always_lock_free" | "is_lock_free" => {
                // objects of at most the pointer width are lock-free on every target
                // rbmc models (x86, ARM: both answer 1 for sizes 1, 2, 4, 8)
                self.args_n(&name, args, 2, span)?;
                let n = self.rvalue(&args[0])?;
                let _ = self.rvalue(&args[1])?;
                let size_t = self.ct.size_t;
                let n = self.cast(n, size_t);
                let cases: Vec<ExprId> = [1u32, 2, 4, 8]
                    .iter()
                    .map(|&k| {
                        let c = self.m.store.int_const(k, size_t);
                        self.m.store.eq(n, c)
                    })
                    .collect();
                let ok = self.m.store.or_all(cases);
                let cb = self.ct.c_bool;
                self.m.store.typecast(ok, cb)
            }
            _ => return Ok(None),
        };
        Ok(Some(v))
    }

    /// After the library is linked: every call of a function in a built-in name space
    /// (`__builtin_*`, `__sync_*`, `__atomic_*`, `__CPROVER_*`) that has no body and no
    /// native meaning is a located error. Such a call would otherwise havoc only its
    /// return value and silently ignore what the built-in does.
    ///
    /// Only functions the program can reach are checked (from the entry point, the GNU
    /// constructors and destructors and the static initialisers, by call or by address):
    /// a system header's inline functions that no one calls (`<immintrin.h>` defines
    /// hundreds, over built-ins rbmc does not model) cannot change a verdict. The errors
    /// set aside while converting such functions' bodies are reported here for the
    /// reachable ones.
    pub(super) fn check_reachable(&mut self) {
        let entry = Ident::new(&self.entry_function);
        let reached = if self.m.functions.contains_key(&entry) {
            let mut roots = self.implicit_roots();
            roots.push(entry);
            Some(goto_ir::callgraph::reachable_functions(self.m, roots))
        } else {
            // no entry point (reported later): check everything
            None
        };
        let mut seen = std::collections::HashSet::new();
        let mut errors: Vec<(SourceLocation, String)> = Vec::new();
        let mut deferred: Vec<Ident> = self.deferred_errors.keys().copied().collect();
        deferred.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        for f in deferred {
            if reached.as_ref().is_none_or(|r| r.contains(&f)) {
                let d = self.deferred_errors.remove(&f).unwrap_or_default();
                self.diags.extend(d);
            }
        }
        for (fname, f) in self.m.functions.iter() {
            if reached.as_ref().is_some_and(|r| !r.contains(fname)) {
                continue;
            }
            for ins in &f.body {
                let InstrKind::FunctionCall(call) = &ins.kind else {
                    continue;
                };
                let Some(name) = self.m.store.symbol_name(call.function) else {
                    continue;
                };
                if self.defined.contains(&name) {
                    continue;
                }
                let n = name.as_str();
                if !is_builtin_namespace(n) || is_known_bodyless(n) {
                    continue;
                }
                if seen.insert(name) {
                    errors.push((
                        ins.location,
                        format!("built-in function '{n}' is not supported yet"),
                    ));
                }
            }
        }
        for (loc, msg) in errors {
            self.error_at(&loc, msg);
        }
    }
}

/// CPROVER built-ins that stay body-less calls on purpose: symex gives them their meaning
/// (or they are no-ops in a single thread) and their return values, if any, are
/// nondeterministic as in CBMC.
fn is_known_bodyless(name: &str) -> bool {
    name.starts_with("__CPROVER_uninterpreted_")
        || matches!(
            name,
            "__CPROVER_input"
                | "__CPROVER_output"
                | "__CPROVER_cover"
                | "__CPROVER_printf"
                | "__CPROVER_allocated_memory"
                | "__CPROVER_initialize"
                | "__CPROVER__start"
        )
}

impl Converter<'_> {
    /// CBMC 6's `__CPROVER_` primitives that are not in [`Converter::builtin_call`]:
    /// `havoc_slice`, `pointer_in_range`, the floating-point helpers
    /// (`isnanf`/`isnand`/`isnanld`, `isinf…`, `isnormal…`, `isfinite…`, `sign…`,
    /// `inf…`, `fabs…`, `fpclassify`, `isgreater…`/`isless…`/`isunordered…`).
    fn cprover_builtin(
        &mut self,
        rest: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Option<ExprId>> {
        let name = format!("__CPROVER_{rest}");
        if rest == "havoc_slice" {
            self.args_n(&name, args, 2, span)?;
            return self.havoc_slice(args, span).map(Some);
        }
        if matches!(rest, "abs" | "labs" | "llabs") {
            return self.arith_builtin(rest, args, span);
        }
        if rest == "overflow_unary_minus" {
            self.args_n(&name, args, 1, span)?;
            let a = self.rvalue(&args[0])?;
            let a = self.promote_value(a);
            return Ok(Some(self.m.store.mk(
                ExprKind::Overflow(goto_ir::OverflowOp::UnaryMinus),
                BOOL,
                [a],
            )));
        }
        if rest == "overflow_shl" {
            // the left operand keeps its (promoted) type; the distance is converted to it
            self.args_n(&name, args, 2, span)?;
            let a = self.rvalue(&args[0])?;
            let a = self.promote_value(a);
            let b = self.rvalue(&args[1])?;
            let at = self.m.store.type_of(a);
            let b = self.cast(b, at);
            return Ok(Some(self.m.store.mk(
                ExprKind::Overflow(goto_ir::OverflowOp::Shl),
                BOOL,
                [a, b],
            )));
        }
        if rest == "pointer_in_range" {
            self.args_n(&name, args, 3, span)?;
            return self.pointer_in_range(args).map(Some);
        }
        // constants and fabs: `inf`/`fabs` double, `…f` float, `…l` long double
        let (d, f, l) = (self.ct.double, self.ct.float, self.ct.long_double);
        // rbmc's own: the correctly rounded square root in the current rounding mode (the
        // C library's sqrt models use it)
        let sqrt = match rest {
            "sqrt" => Some(d),
            "sqrtf" => Some(f),
            "sqrtl" => Some(l),
            _ => None,
        };
        if let Some(t) = sqrt {
            self.args_n(&name, args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.cast(v, t);
            let int = self.ct.int;
            let mode = self.m.store.symbol(Ident::new("__CPROVER_rounding_mode"), int);
            return Ok(Some(self.m.store.mk(ExprKind::FloatbvSqrt, t, [v, mode])));
        }
        let plain = match rest {
            "inf" => Some(("inf", d)),
            "inff" => Some(("inf", f)),
            "infl" => Some(("inf", l)),
            "fabs" => Some(("fabs", d)),
            "fabsf" => Some(("fabs", f)),
            "fabsl" => Some(("fabs", l)),
            _ => None,
        };
        if let Some((stem, t)) = plain {
            if stem == "inf" {
                self.args_n(&name, args, 0, span)?;
                return Ok(Some(self.float_special(t, false)));
            }
            self.args_n(&name, args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.cast(v, t);
            return Ok(Some(self.float_abs(v)));
        }
        // the predicates: a stem and a type suffix f (float), d (double), ld
        // (the first split whose stem is a predicate: `isgreaterequald` is
        // `isgreaterequal` + `d`, not `isgreaterequa` + `ld`)
        const STEMS: [&str; 11] = [
            "isnan",
            "isinf",
            "isnormal",
            "isfinite",
            "sign",
            "isgreater",
            "isgreaterequal",
            "isless",
            "islessequal",
            "islessgreater",
            "isunordered",
        ];
        let splits = [
            (rest.strip_suffix("ld"), l),
            (rest.strip_suffix('f'), f),
            (rest.strip_suffix('d'), d),
        ];
        let (stem, t) = splits
            .into_iter()
            .find_map(|(st, t)| st.filter(|st| STEMS.contains(st)).map(|st| (st, t)))
            .unwrap_or((rest, d));
        let class = match stem {
            "isnan" => Some(ExprKind::IsNan),
            "isinf" => Some(ExprKind::IsInf),
            "isnormal" => Some(ExprKind::IsNormal),
            "isfinite" => Some(ExprKind::IsFinite),
            _ => None,
        };
        if let Some(k) = class {
            self.args_n(&name, args, 1, span)?;
            let v = self.rvalue(&args[0])?;
            let v = self.cast(v, t);
            return Ok(Some(self.m.store.mk(k, BOOL, [v])));
        }
        match stem {
            "sign" => {
                self.args_n(&name, args, 1, span)?;
                let v = self.rvalue(&args[0])?;
                let v = self.cast(v, t);
                return Ok(Some(self.sign_bit(v)));
            }
            "isgreater" | "isgreaterequal" | "isless" | "islessequal" | "islessgreater"
            | "isunordered" => {
                self.args_n(&name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let a = self.cast(a, t);
                let b = self.rvalue(&args[1])?;
                let b = self.cast(b, t);
                let c = self.quiet_comparison(stem, a, b);
                let int = self.ct.int;
                return Ok(Some(self.m.store.typecast(c, int)));
            }
            _ => {}
        }
        if rest == "fpclassify" {
            // __CPROVER_fpclassify(nan, inf, normal, subnormal, zero, x)
            self.args_n(&name, args, 6, span)?;
            let int = self.ct.int;
            let mut vals = Vec::new();
            for a in &args[..5] {
                let v = self.rvalue(a)?;
                vals.push(self.cast(v, int));
            }
            let x = self.rvalue(&args[5])?;
            let xt = self.m.store.type_of(x);
            if !matches!(self.m.store.ty(xt), TypeKind::Floatbv { .. }) {
                return self.fail(args[5].span, "argument must be of floating type");
            }
            let st = &mut self.m.store;
            let is_nan = st.mk(ExprKind::IsNan, BOOL, [x]);
            let is_inf = st.mk(ExprKind::IsInf, BOOL, [x]);
            let is_normal = st.mk(ExprKind::IsNormal, BOOL, [x]);
            let zero = st.int_const(0, xt);
            let is_zero = st.mk(ExprKind::IeeeFloatEqual, BOOL, [x, zero]);
            let z_or_sub = st.ite(is_zero, vals[4], vals[3]);
            let n = st.ite(is_normal, vals[2], z_or_sub);
            let i = st.ite(is_inf, vals[1], n);
            return Ok(Some(st.ite(is_nan, vals[0], i)));
        }
        Ok(None)
    }

    /// The bits of a float as an unsigned integer of its width.
    fn float_bits(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        let w = match self.m.store.ty(t) {
            TypeKind::Floatbv { width, .. } => *width,
            _ => 64,
        };
        let ut = self.m.store.unsigned(w);
        let it = self.ct.ssize_t;
        let zero = self.m.store.int_const(0, it);
        let e = self.target_endian();
        self.m.store.mk(ExprKind::ByteExtract(e), ut, [v, zero])
    }

    pub(super) fn target_endian(&self) -> goto_ir::Endian {
        if self.target.big_endian {
            goto_ir::Endian::Big
        } else {
            goto_ir::Endian::Little
        }
    }

    /// The sign bit of a float (also of NaNs and zeros) as a Boolean.
    fn sign_bit(&mut self, v: ExprId) -> ExprId {
        let bits = self.float_bits(v);
        let ut = self.m.store.type_of(bits);
        let (w, _) = ctypes::int_info(&self.m.store, ut);
        let d = self.m.store.int_const(w - 1, ut);
        let top = self.m.store.shift(ExprKind::Lshr, bits, d);
        let one = self.m.store.int_const(1, ut);
        self.m.store.eq(top, one)
    }

    /// `|v|` for a float: its sign bit cleared (`fabs(-0.0)` is `+0.0`, NaNs keep their
    /// payload).
    fn float_abs(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        let bits = self.float_bits(v);
        let ut = self.m.store.type_of(bits);
        let (w, _) = ctypes::int_info(&self.m.store, ut);
        let mask = (num_bigint::BigInt::from(1) << (w - 1)) - 1;
        let mask = self.m.store.int_const(mask, ut);
        let cleared = self.m.store.bitand(bits, mask);
        let it = self.ct.ssize_t;
        let zero = self.m.store.int_const(0, it);
        let e = self.target_endian();
        self.m.store.mk(ExprKind::ByteExtract(e), t, [cleared, zero])
    }

    /// CBMC's `__CPROVER_havoc_slice(p, n)`: assert that the `n` bytes at `p` are
    /// writeable, then overwrite them with a fresh nondeterministic `char[n]`.
    fn havoc_slice(&mut self, args: &[ast::Expr], span: Span) -> R<ExprId> {
        let p = self.rvalue(&args[0])?;
        let pt = self.m.store.type_of(p);
        if !ctypes::is_pointer(&self.m.store, pt) {
            return self.fail(
                args[0].span,
                "'__CPROVER_havoc_slice' first argument expected to have `void *` type",
            );
        }
        let size_t = self.ct.size_t;
        let n = self.rvalue(&args[1])?;
        let n = self.cast(n, size_t);
        let loc = self.loc(span);
        let vp = self.ct.void_ptr;
        let p = self.cast(p, vp);
        let ok = self.m.store.mk(ExprKind::WOk, BOOL, [p, n]);
        let cfg = match self.target.data_model {
            crate::DataModel::Ilp32 => goto_ir::c_syntax::CConfig::ilp32(),
            crate::DataModel::Lp64 => goto_ir::c_syntax::CConfig::lp64(),
        };
        let text = goto_ir::c_syntax::expr(&self.m.store, &self.m.symbols, &cfg, ok);
        let mut l = loc;
        l.comment = Some(goto_ir::Ident::new(&format!(
            "{}{text}",
            goto_ir::loc::HAVOC_SLICE_COMMENT
        )));
        l.property_class = Some(goto_ir::Ident::new("assertion"));
        self.emit(Instruction::with_guard(InstrKind::Assert, ok, l));
        // the size in a temporary (a VLA's size is evaluated once)
        let size = self.new_temp("havoc_slice_size", size_t, span);
        self.assign_to(size, n, &loc);
        let ch = self.ct.char_;
        let at = self.m.store.array_type(ch, Some(size));
        let contents = self.new_temp("nondet_contents", at, span);
        let ssize = self.ct.ssize_t;
        let zero = self.m.store.int_const(0, ssize);
        let first = self.m.store.index(contents, zero, ch);
        let cp = self.ct.char_ptr;
        let addr = self.m.store.address_of(first, cp);
        let addr = self.cast(addr, vp);
        self.emit(Instruction::new(
            InstrKind::Other(goto_ir::OtherCode {
                statement: goto_ir::Ident::new("array_replace"),
                ops: vec![p, addr],
                extra: Vec::new(),
            }),
            loc,
        ));
        Ok(TRUE)
    }

    /// `__CPROVER_pointer_in_range(lb, p, ub)`: the three point into one object, in
    /// order, and the range `[lb, ub)` is readable.
    fn pointer_in_range(&mut self, args: &[ast::Expr]) -> R<ExprId> {
        let mut ps = Vec::new();
        for a in args {
            let p = self.rvalue(a)?;
            let t = self.m.store.type_of(p);
            if !ctypes::is_pointer(&self.m.store, t) {
                return self.fail(a.span, "argument must be a pointer");
            }
            let cp = self.ct.char_ptr;
            ps.push(self.cast(p, cp));
        }
        let (size_t, ssize_t) = (self.ct.size_t, self.ct.ssize_t);
        let st = &mut self.m.store;
        let objs: Vec<ExprId> = ps
            .iter()
            .map(|&p| st.mk(ExprKind::PointerObject, size_t, [p]))
            .collect();
        let offs: Vec<ExprId> = ps
            .iter()
            .map(|&p| st.mk(ExprKind::PointerOffset, ssize_t, [p]))
            .collect();
        let same1 = st.eq(objs[0], objs[1]);
        let same2 = st.eq(objs[1], objs[2]);
        let le1 = st.le(offs[0], offs[1]);
        let le2 = st.le(offs[1], offs[2]);
        let span = st.minus(offs[2], offs[0]);
        let span = st.typecast(span, size_t);
        let ok = st.mk(ExprKind::ROk, BOOL, [ps[0], span]);
        Ok(st.and_all([ok, same1, same2, le1, le2]))
    }
}

impl Converter<'_> {
    /// `isgreater`, `isgreaterequal`, `isless`, `islessequal`, `islessgreater` or
    /// `isunordered` of `a` and `b` (of one type): a comparison that is false when an
    /// operand is NaN; integers are never unordered.
    fn quiet_comparison(&mut self, name: &str, a: ExprId, b: ExprId) -> ExprId {
        let st = &mut self.m.store;
        match name {
            "isgreater" => st.gt(a, b),
            "isgreaterequal" => st.ge(a, b),
            "isless" => st.lt(a, b),
            "islessequal" => st.le(a, b),
            "islessgreater" => {
                let l = st.lt(a, b);
                let g = st.gt(a, b);
                st.or(l, g)
            }
            _ if st.ty(st.type_of(a)).is_float() => {
                let na = st.mk(ExprKind::IsNan, BOOL, [a]);
                let nb = st.mk(ExprKind::IsNan, BOOL, [b]);
                st.or(na, nb)
            }
            _ => goto_ir::FALSE,
        }
    }
}
