//! CBMC's C-syntax printer (`from_expr` / `expr2c`, `from_type` / `type2c`).
//!
//! This is the notation of property descriptions (`arithmetic overflow on signed + in
//! x + 1`), trace values (`x=5`, `a[2l]`, `p=((signed int *)NULL)`) and `--show-properties`.
//! It follows `expr2c`'s rules: C precedences (16 for postfix, 15 prefix, 14 casts, 13
//! multiplicative, …, 3 for `?:`) with parentheses only where needed, except that `-`, `/`,
//! `%`, shifts and relations parenthesise operands of equal precedence, and an operand of
//! `+`/`*` of equal precedence but another operator is parenthesised (`a + (b - c)`).
//!
//! Symbols print by their short name (`main::1::x` → `x`, the symbol's base name when the
//! identifier ends with it); when two symbols of one function would get the same short name,
//! or a global symbol of that name exists, the full identifier is "cleaned" as CBMC does
//! (`main::1::x` → `main$$1$$x`).
//!
//! ## C type names
//!
//! Our IR types carry no `#c_type` annotation, so C names are derived from width and
//! signedness with the data model in [`CConfig`] (CBMC prints the annotation, which for code
//! from C agrees with this mapping):
//!
//! | type | LP64 ([`CConfig::lp64`]) | ILP32 ([`CConfig::ilp32`]) | constant suffix |
//! |---|---|---|---|
//! | `signedbv[8]` | `char` (`signed char` if char is unsigned) | same | char literal `'a'` when printable |
//! | `unsignedbv[8]` | `unsigned char` | same | none |
//! | `signedbv[16]` / `unsignedbv[16]` | `signed short int` / `unsigned short int` | same | none |
//! | `signedbv[32]` / `unsignedbv[32]` | `signed int` / `unsigned int` | same | – / `u` |
//! | `signedbv[64]` / `unsignedbv[64]` | `signed long int` / `unsigned long int` | `signed long long int` / `unsigned long long int` | `l`/`ul` (LP64), `ll`/`ull` (ILP32) |
//! | `signedbv[128]` | `signed __int128` | same | none |
//! | other widths | `signed __CPROVER_bitvector[w]` | same | none |
//! | `c_bool[8]` / `bool` | `_Bool` / `__CPROVER_bool` | same | `TRUE`/`FALSE` |
//! | `floatbv[32/64/…]` | `float` / `double` / `long double` (128) | `long double` is 96 | `f` for float |
//! | `T*` | `signed int *` | same | |
//!
//! ```
//! use goto_ir::{c_syntax, c_syntax::CConfig, Ident, Store, SymbolTable};
//! let mut s = Store::new();
//! let int = s.signed(32);
//! let long = s.signed(64);
//! let x = s.symbol(Ident::new("main::1::x"), int);
//! let one = s.int_const(1, int);
//! let sum = s.plus(x, one);
//! let syms = SymbolTable::new();
//! let cfg = CConfig::lp64();
//! assert_eq!(c_syntax::expr(&s, &syms, &cfg, sum), "x + 1");
//! let cast = s.typecast(x, long);
//! assert_eq!(c_syntax::expr(&s, &syms, &cfg, cast), "(signed long int)x");
//! assert_eq!(c_syntax::ty(&s, &syms, &cfg, long), "signed long int");
//! ```

use crate::expr::{ExprId, ExprKind, Literal, OverflowOp, Store};
use crate::format;
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use num_bigint::{BigInt, BigUint};
use num_traits::{ToPrimitive, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

/// The C data model used to name types (CBMC's `config.ansi_c` widths).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CConfig {
    pub char_width: u32,
    pub short_int_width: u32,
    pub int_width: u32,
    pub long_int_width: u32,
    pub long_long_int_width: u32,
    pub single_width: u32,
    pub double_width: u32,
    pub long_double_width: u32,
    /// Whether plain `char` is unsigned (ARM) or signed (x86).
    pub char_is_unsigned: bool,
}

impl CConfig {
    /// x86-64 Linux: 64-bit `long` and pointers.
    pub fn lp64() -> CConfig {
        CConfig {
            char_width: 8,
            short_int_width: 16,
            int_width: 32,
            long_int_width: 64,
            long_long_int_width: 64,
            single_width: 32,
            double_width: 64,
            long_double_width: 128,
            char_is_unsigned: false,
        }
    }

    /// i386 Linux: 32-bit `long` and pointers, 96-bit `long double`.
    pub fn ilp32() -> CConfig {
        CConfig {
            long_int_width: 32,
            long_double_width: 96,
            ..CConfig::lp64()
        }
    }

    /// The C name and literal suffix of an integer type of `width` bits.
    fn int_name(&self, width: u32, signed: bool) -> (String, &'static str) {
        let s = |a: &str, b: &str| if signed { a.to_owned() } else { b.to_owned() };
        if width == self.char_width {
            let n = match (signed, self.char_is_unsigned) {
                (true, false) | (false, true) => "char".to_owned(),
                (true, true) => "signed char".to_owned(),
                (false, false) => "unsigned char".to_owned(),
            };
            (n, "")
        } else if width == self.short_int_width {
            (s("signed short int", "unsigned short int"), "")
        } else if width == self.int_width {
            (
                s("signed int", "unsigned int"),
                if signed { "" } else { "u" },
            )
        } else if width == self.long_int_width {
            (
                s("signed long int", "unsigned long int"),
                if signed { "l" } else { "ul" },
            )
        } else if width == self.long_long_int_width {
            (
                s("signed long long int", "unsigned long long int"),
                if signed { "ll" } else { "ull" },
            )
        } else if width == 128 {
            (s("signed __int128", "unsigned __int128"), "")
        } else {
            (
                format!(
                    "{}__CPROVER_bitvector[{width}]",
                    if signed { "signed " } else { "unsigned " }
                ),
                "",
            )
        }
    }

    /// Whether `t` is the plain `char` type of this data model.
    fn is_char(&self, t: &TypeKind) -> bool {
        match t {
            TypeKind::Signed(w) => *w == self.char_width && !self.char_is_unsigned,
            TypeKind::Unsigned(w) => *w == self.char_width && self.char_is_unsigned,
            _ => false,
        }
    }
}

impl Default for CConfig {
    fn default() -> Self {
        CConfig::lp64()
    }
}

/// Prints `e` in C syntax as CBMC's `from_expr` does.
pub fn expr(store: &Store, symbols: &SymbolTable, cfg: &CConfig, e: ExprId) -> String {
    let mut p = Printer::new(store, symbols, cfg);
    p.shorthands(e);
    p.expr(e).0
}

/// Prints an instruction as CBMC's `as_string` does (the code line of a trace state with
/// `--trace-show-code`): the C code of assignments, declarations, calls, returns and other
/// statements; `ASSUME c`, `ASSERT c /* comment */` and `IF c THEN GOTO n` (`n` the
/// targets' instruction indices); the instruction's name otherwise.
pub fn instruction(
    store: &Store,
    symbols: &SymbolTable,
    cfg: &CConfig,
    ins: &crate::program::Instruction,
) -> String {
    use crate::program::InstrKind as K;
    let mut p = Printer::new(store, symbols, cfg);
    let mut e = |x: ExprId| {
        p.shorthands(x);
        p.expr(x).0
    };
    match &ins.kind {
        K::Assign { lhs, rhs } => format!("{} = {};", e(*lhs), e(*rhs)),
        K::Decl(x) => {
            let name = e(*x);
            let mut p = Printer::new(store, symbols, cfg);
            format!("{};", p.ty(store.type_of(*x), &name))
        }
        K::Dead(x) => format!("dead {};", e(*x)),
        K::SetReturnValue(v) => format!("return {};", e(*v)),
        K::FunctionCall(call) => {
            let f = e(call.function);
            let args: Vec<String> = call.args.iter().map(|a| e(*a)).collect();
            match call.lhs {
                Some(l) => format!("{} = {f}({});", e(l), args.join(", ")),
                None => format!("{f}({});", args.join(", ")),
            }
        }
        K::Other(code) => {
            let ops: Vec<String> = code.ops.iter().map(|a| e(*a)).collect();
            match code.statement.as_str() {
                "expression" => format!("{};", ops.join(", ")),
                st => format!("{st}({});", ops.join(", ")),
            }
        }
        K::Assume | K::Assert => {
            let word = if matches!(ins.kind, K::Assume) { "ASSUME" } else { "ASSERT" };
            let mut out = format!("{word} {}", e(ins.guard));
            if let Some(c) = ins.location.comment {
                out.push_str(&format!(" /* {c} */"));
            }
            out
        }
        K::Goto | K::IncompleteGoto(_) => {
            let mut out = String::new();
            if ins.guard != crate::expr::TRUE {
                out.push_str(&format!("IF {} THEN ", e(ins.guard)));
            }
            let targets: Vec<String> = ins.targets.iter().map(|t| t.0.to_string()).collect();
            out.push_str(&format!("GOTO {}", targets.join(", ")));
            out
        }
        K::NoInstructionType => "(NO INSTRUCTION TYPE)".into(),
        K::Skip => "SKIP".into(),
        K::Location => "LOCATION".into(),
        K::EndFunction => "END_FUNCTION".into(),
        K::StartThread => "START THREAD".into(),
        K::EndThread => "END THREAD".into(),
        K::AtomicBegin => "ATOMIC_BEGIN".into(),
        K::AtomicEnd => "ATOMIC_END".into(),
        K::Throw(_) => "THROW".into(),
        K::Catch(_) => "CATCH".into(),
    }
}

/// Prints type `t` as a C type name as CBMC's `from_type` does.
pub fn ty(store: &Store, symbols: &SymbolTable, cfg: &CConfig, t: TypeId) -> String {
    let mut p = Printer::new(store, symbols, cfg);
    p.ty(t, "")
}

/// CBMC's `clean_identifier`: drop the function prefix of a singly scoped identifier,
/// otherwise make the full identifier a C identifier (`:` → `$`, `-` → `_`).
pub fn clean_identifier(id: &str) -> String {
    let id = id.strip_prefix("c::").unwrap_or(id);
    match (id.find("::"), id.rfind("::")) {
        (Some(a), Some(b)) if a == b => id[a + 2..].to_owned(),
        (Some(_), _) => id
            .chars()
            .map(|c| match c {
                ':' => '$',
                '-' => '_',
                c => c,
            })
            .collect(),
        _ => id.to_owned(),
    }
}

struct Printer<'a> {
    store: &'a Store,
    symbols: &'a SymbolTable,
    cfg: &'a CConfig,
    short: FxHashMap<Ident, String>,
}

type Out = (String, u32);

impl<'a> Printer<'a> {
    fn new(store: &'a Store, symbols: &'a SymbolTable, cfg: &'a CConfig) -> Self {
        Printer {
            store,
            symbols,
            cfg,
            short: FxHashMap::default(),
        }
    }

    fn id_shorthand(&self, id: Ident) -> String {
        if let Some(sym) = self.symbols.get(id) {
            let b = sym.base_name.as_str();
            if !b.is_empty() && id.as_str().ends_with(b) {
                return b.to_owned();
            }
            // a bound variable made unique with a `$n` suffix (a quantifier's or a
            // lambda's `__CPROVER_quantifier::i$1`) prints as written, as CBMC prints it
            let last = id.as_str().rsplit("::").next().unwrap_or("");
            if !b.is_empty()
                && last
                    .strip_prefix(b)
                    .and_then(|r| r.strip_prefix('$'))
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()))
            {
                return b.to_owned();
            }
        }
        let s = id.as_str();
        match s.rfind("::") {
            Some(p) => s[p + 2..].to_owned(),
            None => s.to_owned(),
        }
    }

    /// CBMC's `get_shorthands`: parameters keep their short names; other symbols get theirs
    /// unless it collides (same function, or a global of that name), in identifier order.
    fn shorthands(&mut self, e: ExprId) {
        let mut ids: Vec<Ident> = Vec::new();
        self.store.post_order(&[e], |n| {
            if let ExprKind::Symbol(id) = self.store.kind(n) {
                ids.push(*id);
            }
        });
        ids.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        ids.dedup();
        let mut taken: FxHashMap<Option<Ident>, FxHashSet<String>> = FxHashMap::default();
        for &id in &ids {
            if let Some(sym) = self.symbols.get(id).filter(|s| s.is_parameter) {
                let sh = self.id_shorthand(id);
                taken
                    .entry(sym.location.function)
                    .or_default()
                    .insert(sh.clone());
                self.short.insert(id, sh);
            }
        }
        for &id in &ids {
            if self.short.contains_key(&id) {
                continue;
            }
            let sh = self.id_shorthand(id);
            let mut collision = taken.get(&None).is_some_and(|s| s.contains(&sh))
                || self.symbols.contains(Ident::new(&sh));
            if !collision {
                let func = self.symbols.get(id).and_then(|s| s.location.function);
                collision = !taken.entry(func).or_default().insert(sh.clone());
            }
            let sh = if collision {
                clean_identifier(id.as_str())
            } else {
                sh
            };
            self.short.insert(id, sh);
        }
    }

    fn norep(&mut self, e: ExprId) -> Out {
        // CBMC prints its internal LISP form of the irep; we print format()'s notation.
        (format!("irep(\"{}\")", format::expr(self.store, e)), 16)
    }

    fn func(&mut self, name: &str, ops: &[ExprId]) -> Out {
        let args: Vec<String> = ops.iter().map(|&o| self.expr(o).0).collect();
        (format!("{name}({})", args.join(", ")), 16)
    }

    fn binary(&mut self, e: ExprId, sym: &str, prec: u32, full: bool) -> Out {
        let ops = self.store.ops(e).to_vec();
        if ops.len() != 2 {
            return self.norep(e);
        }
        self.multi(e, sym, prec, full)
    }

    fn multi(&mut self, e: ExprId, sym: &str, prec: u32, full: bool) -> Out {
        let ops = self.store.ops(e).to_vec();
        if ops.len() < 2 {
            return self.norep(e);
        }
        let kind = self.store.kind(e).clone();
        // the left spine of operators of this very kind (`x + x + … + x`), printed in one
        // pass: a chain of tens of thousands of terms must not recurse or copy per level
        let binary_only = ops.len() == 2
            && !matches!(
                kind,
                ExprKind::Plus
                    | ExprKind::Mult
                    | ExprKind::BitAnd
                    | ExprKind::BitOr
                    | ExprKind::BitXor
                    | ExprKind::And
                    | ExprKind::Or
                    | ExprKind::Xor
            );
        let mut spine = vec![e];
        while let Some(&last) = spine.last() {
            let child = self.store.op(last, 0);
            let n = self.store.ops(child).len();
            if self.store.kind(child) != &kind || n < 2 || (binary_only && n != 2) {
                break;
            }
            spine.push(child);
        }
        let bottom = spine.pop().unwrap_or(e);
        let mut dest = String::new();
        // a same-kind left operand is parenthesised exactly when `full`
        if full {
            dest.extend(std::iter::repeat_n('(', spine.len()));
        }
        let bops = self.store.ops(bottom).to_vec();
        self.push_operands(&mut dest, &kind, &bops, sym, prec, full, true);
        for &node in spine.iter().rev() {
            if full {
                dest.push(')');
            }
            let nops = self.store.ops(node).to_vec();
            self.push_operands(&mut dest, &kind, &nops[1..], sym, prec, full, false);
        }
        (dest, prec)
    }

    /// Appends `ops` as operands of an operator of `kind` (`first`: the first one has no
    /// operator before it).
    #[allow(clippy::too_many_arguments)]
    fn push_operands(
        &mut self,
        dest: &mut String,
        kind: &ExprKind,
        ops: &[ExprId],
        sym: &str,
        prec: u32,
        full: bool,
        first: bool,
    ) {
        for (i, &o) in ops.iter().enumerate() {
            if i > 0 || !first {
                dest.push(' ');
                dest.push_str(sym);
                dest.push(' ');
            }
            let (s, p) = self.expr(o);
            let paren = prec > p
                || (prec == p && full)
                || (prec == p && !same_id(kind, self.store.kind(o)));
            if paren {
                dest.push('(');
                dest.push_str(&s);
                dest.push(')');
            } else {
                dest.push_str(&s);
            }
        }
    }

    fn unary(&mut self, op: ExprId, sym: &str, prec: u32) -> Out {
        let (s, p) = self.expr(op);
        let paren = prec >= p || (!sym.is_empty() && s.starts_with(sym));
        if paren {
            (format!("{sym}({s})"), prec)
        } else {
            (format!("{sym}{s}"), prec)
        }
    }

    fn wrap(&mut self, e: ExprId, prec: u32) -> String {
        let (s, p) = self.expr(e);
        if prec > p {
            format!("({s})")
        } else {
            s
        }
    }

    /// The pointer base type of `t`, if a pointer.
    fn pointee(&self, t: TypeId) -> Option<TypeId> {
        match self.store.ty(t) {
            TypeKind::Pointer { base, .. } => Some(*base),
            _ => None,
        }
    }

    fn follow(&self, t: TypeId) -> TypeId {
        self.symbols.follow(self.store, t)
    }

    fn expr(&mut self, e: ExprId) -> Out {
        use ExprKind as K;
        let store = self.store;
        let n = store.get(e);
        let ops = n.ops.as_slice();
        match (&n.kind, ops) {
            (K::Plus, _) => self.multi(e, "+", 12, false),
            (K::Minus, _) => self.binary(e, "-", 12, true),
            (K::UnaryMinus, [o]) => self.unary(*o, "-", 15),
            (K::UnaryPlus, [o]) => self.unary(*o, "+", 15),
            (K::Popcount, _) => self.func("__builtin_popcount", ops),
            (K::NullObject, []) => ("NULL-object".into(), 16),
            (K::Infinity, []) => ("INFINITY()".into(), 16),
            (K::ArrayOf, [o]) => (format!("ARRAY_OF({})", self.expr(*o).0), 16),
            (K::Bswap(_), [o]) => {
                let bits = store.ty(store.type_of(*o)).bv_width().unwrap_or(0);
                self.func(&format!("__builtin_bswap{bits}"), ops)
            }
            (K::ByteExtract(_), [a, b]) => {
                let (a, b) = (self.expr(*a).0, self.expr(*b).0);
                let t = self.ty(n.ty, "");
                (format!("{}({a}, {b}, {t})", format::expr_id(&n.kind)), 16)
            }
            (K::ByteUpdate(_), [a, b, c]) => {
                let t = self.ty(store.type_of(*c), "");
                let (a, b, c) = (self.expr(*a).0, self.expr(*b).0, self.expr(*c).0);
                (
                    format!("{}({a}, {b}, {c}, {t})", format::expr_id(&n.kind)),
                    16,
                )
            }
            (K::AddressOf, [obj]) => {
                let ok = store.kind(*obj);
                if matches!(ok, K::Index)
                    && store
                        .ops(*obj)
                        .get(1)
                        .is_some_and(|&i| store.as_int(i).is_some_and(|v| v.is_zero()))
                {
                    let arr = store.op(*obj, 0);
                    return (self.expr(arr).0, 16);
                }
                let is_code = self
                    .pointee(n.ty)
                    .is_some_and(|b| matches!(store.ty(b), TypeKind::Code { .. }));
                self.unary(*obj, if is_code { "" } else { "&" }, 15)
            }
            (K::Dereference, [p]) => {
                let pops = store.ops(*p);
                if matches!(store.kind(*p), K::Plus)
                    && pops.len() == 2
                    && store.ty(store.type_of(pops[0])).is_pointer()
                {
                    let (a, i) = (pops[0], pops[1]);
                    let arr = self.wrap(a, 16);
                    let idx = self.expr(i).0;
                    return (format!("{arr}[{idx}]"), 16);
                }
                self.unary(*p, "*", 15)
            }
            (K::Index, [a, i]) => {
                let arr = self.wrap(*a, 16);
                let idx = self.expr(*i).0;
                (format!("{arr}[{idx}]"), 16)
            }
            (K::Member(c), [s]) => self.member(e, *s, *c),
            (K::FunctionApplication, [f, args @ ..]) => {
                let f = self.expr(*f).0;
                let a: Vec<String> = args.iter().map(|&o| self.expr(o).0).collect();
                (format!("{f}({})", a.join(", ")), 16)
            }
            (K::Allocate, [a, b]) => {
                let mut dest = "ALLOCATE(".to_owned();
                if let Some(base) = self.pointee(n.ty) {
                    if !matches!(store.ty(base), TypeKind::Empty) {
                        dest.push_str(&self.ty(base, ""));
                        dest.push_str(", ");
                    }
                }
                let (a, b) = (self.expr(*a).0, self.expr(*b).0);
                (format!("{dest}{a}, {b})"), 15)
            }
            (K::Nondet, []) => (format!("NONDET({})", self.ty(n.ty, "")), 16),
            (K::Not, [o]) => self.unary(*o, "!", 15),
            (K::BitNot, [o]) => self.unary(*o, "~", 15),
            (K::Mult, _) => self.multi(e, "*", 13, false),
            (K::Div, _) => self.binary(e, "/", 13, true),
            (K::Mod, _) => self.binary(e, "%", 13, true),
            (K::Shl, _) => self.binary(e, "<<", 11, true),
            (K::Ashr | K::Lshr, _) => self.binary(e, ">>", 11, true),
            (K::Lt, _) => self.binary(e, "<", 10, true),
            (K::Gt, _) => self.binary(e, ">", 10, true),
            (K::Le, _) => self.binary(e, "<=", 10, true),
            (K::Ge, _) => self.binary(e, ">=", 10, true),
            (K::NotEqual, _) => self.binary(e, "!=", 9, true),
            (K::Equal, _) => self.binary(e, "==", 9, true),
            (K::BitAnd, _) => self.multi(e, "&", 8, false),
            (K::BitXor, _) => self.multi(e, "^", 7, false),
            (K::BitOr, _) => self.multi(e, "|", 6, false),
            (K::And, _) => self.multi(e, "&&", 5, false),
            (K::Or, _) => self.multi(e, "||", 4, false),
            (K::Xor, _) => self.multi(e, "!=", 9, false),
            (K::Implies, _) => self.binary(e, "==>", 3, true),
            (K::If, [c, t, f]) => {
                let mut dest = String::new();
                for (i, &o) in [*c, *t, *f].iter().enumerate() {
                    if i == 1 {
                        dest.push_str(" ? ");
                    } else if i == 2 {
                        dest.push_str(" : ");
                    }
                    let (s, p) = self.expr(o);
                    if 3 >= p {
                        dest.push('(');
                        dest.push_str(&s);
                        dest.push(')');
                    } else {
                        dest.push_str(&s);
                    }
                }
                (dest, 3)
            }
            (K::Forall | K::Exists | K::Lambda, [v, body]) => {
                let word = match n.kind {
                    K::Forall => "forall",
                    K::Exists => "exists",
                    _ => "LAMBDA",
                };
                let t = self.ty(store.type_of(*v), "");
                let (v, b) = (self.expr(*v).0, self.expr(*body).0);
                (format!("{word} {{ {t} {v}; {b} }}"), 2)
            }
            (K::With, [old, rest @ ..]) if !rest.is_empty() && rest.len() % 2 == 0 => {
                let old_s = self.wrap(*old, 16);
                let mut parts = Vec::new();
                for pair in rest.chunks(2) {
                    let w = match store.kind(pair[0]) {
                        K::ComponentName(c) => {
                            format!(".{}", self.component_display(store.type_of(*old), *c))
                        }
                        _ => self.expr(pair[0]).0,
                    };
                    let v = self.expr(pair[1]).0;
                    parts.push(format!("{w}:={v}"));
                }
                (format!("{old_s} WITH [{}]", parts.join(", ")), 16)
            }
            (K::Let, [v, value, body]) => {
                let (v, x, b) = (self.expr(*v).0, self.expr(*value).0, self.expr(*body).0);
                (format!("LET {v}={x} IN {b}"), 16)
            }
            (K::Symbol(id), []) => {
                let s = self
                    .short
                    .get(id)
                    .cloned()
                    .unwrap_or_else(|| self.id_shorthand(*id));
                (s, 16)
            }
            (K::NondetSymbol(id), []) => (format!("nondet_symbol({id})"), 16),
            (K::Constant(lit), []) => self.constant(e, lit),
            (K::StringConstant(s), []) => (format!("\"{}\"", meta_string(s.as_str())), 16),
            (K::Struct, _) => self.struct_lit(e),
            (K::Union(c), [v]) => (format!("{{ .{c}={} }}", self.expr(*v).0), 16),
            (K::Array, _) => {
                let mut dest = "{ ".to_owned();
                for (i, &o) in ops.iter().enumerate() {
                    let mut tmp = self.expr(o).0;
                    if i + 1 != ops.len() {
                        tmp.push_str(", ");
                        if tmp.len() > 40 {
                            tmp.push_str("\n    ");
                        }
                    }
                    dest.push_str(&tmp);
                }
                dest.push_str(" }");
                (dest, 16)
            }
            (K::Typecast, [o]) => {
                let to = store.ty(n.ty);
                let from = store.ty(store.type_of(*o));
                if matches!((to, from), (TypeKind::CBool(_), TypeKind::Bool))
                    || matches!((to, from), (TypeKind::Bool, TypeKind::CBool(_)))
                {
                    return self.expr(*o);
                }
                let t = self.ty(n.ty, "");
                let inner = self.wrap(*o, 14);
                (format!("({t}){inner}"), 14)
            }
            (K::Overflow(op), _) if !ops.is_empty() => {
                let name = match op {
                    OverflowOp::Plus => "+",
                    OverflowOp::Minus => "-",
                    OverflowOp::Mult => "*",
                    OverflowOp::Shl => "shl",
                    OverflowOp::UnaryMinus => "unary-",
                };
                let mut dest = format!(
                    "overflow(\"{name}\", {}",
                    self.ty(store.type_of(ops[0]), "")
                );
                for &o in ops {
                    dest.push_str(", ");
                    dest.push_str(&self.expr(o).0);
                }
                dest.push(')');
                (dest, 16)
            }
            (K::Extractbit, [a, i]) => {
                let (a, i) = (self.expr(*a).0, self.expr(*i).0);
                (format!("{a}[{i}]"), 16)
            }
            (K::Abs, _) => self.func("abs", ops),
            (K::Concatenation, _) => self.func("CONCATENATION", ops),
            (K::CountLeadingZeros { .. }, _) => self.func("__builtin_clz", ops),
            (K::CountTrailingZeros { .. }, _) => self.func("__builtin_ctz", ops),
            (K::FloatbvDiv, _) => self.func("FLOAT/", ops),
            (K::FloatbvMinus, _) => self.func("FLOAT-", ops),
            (K::FloatbvMult, _) => self.func("FLOAT*", ops),
            (K::FloatbvPlus, _) => self.func("FLOAT+", ops),
            (K::FloatbvRem, _) => self.func("FLOAT%", ops),
            (K::FloatbvSqrt, _) => self.func("FLOAT_SQRT", ops),
            (K::IeeeFloatEqual, _) => self.func("IEEE_FLOAT_EQUAL", ops),
            (K::IeeeFloatNotEqual, _) => self.func("IEEE_FLOAT_NOTEQUAL", ops),
            (K::IsDynamicObject, _) => self.func("IS_DYNAMIC_OBJECT", ops),
            (K::IsInvalidPointer, _) => self.func("IS_INVALID_POINTER", ops),
            (K::IsFinite, _) => self.func("isfinite", ops),
            (K::IsInf, _) => self.func("isinf", ops),
            (K::IsNan, _) => self.func("isnan", ops),
            (K::IsNormal, _) => self.func("isnormal", ops),
            (K::ObjectSize, _) => self.func("OBJECT_SIZE", ops),
            (K::PointerObject, _) => self.func("POINTER_OBJECT", ops),
            (K::PointerOffset, _) => self.func("POINTER_OFFSET", ops),
            (K::ROk, _) => self.func("R_OK", ops),
            (K::WOk, _) => self.func("W_OK", ops),
            (K::RwOk, _) => self.func("RW_OK", ops),
            (K::FloatbvTypecast, [o, rm]) => {
                let t = self.ty(n.ty, "");
                let (o, rm) = (self.expr(*o), self.expr(*rm));
                let w = |(s, p): Out| if p <= 1 { format!("({s})") } else { s };
                (format!("FLOAT_TYPECAST({}, {t}, {})", w(o), w(rm)), 16)
            }
            _ => self.norep(e),
        }
    }

    /// The display name of component `c` of the struct/union type `t` (pretty name if set).
    fn component_display(&self, t: TypeId, c: Ident) -> String {
        let ft = self.follow(t);
        match self.store.ty(ft) {
            TypeKind::Struct(comp) | TypeKind::Union(comp) => match comp.component(c) {
                Some((_, k)) => k.pretty_name.unwrap_or(k.name).as_str().to_owned(),
                None => c.as_str().to_owned(),
            },
            _ => c.as_str().to_owned(),
        }
    }

    fn member(&mut self, e: ExprId, s: ExprId, c: Ident) -> Out {
        let store = self.store;
        let (inner, sep) = match (store.kind(s), store.ops(s)) {
            (ExprKind::Dereference, [p]) => (*p, "->"),
            _ => (s, "."),
        };
        let (op, p) = self.expr(inner);
        let paren = 16 > p || matches!(store.kind(inner), ExprKind::Typecast);
        let ft = self.follow(store.type_of(s));
        let comp = match store.ty(ft) {
            TypeKind::Struct(comp) | TypeKind::Union(comp) => comp.component(c).map(|(_, k)| k),
            _ => return self.norep(e),
        };
        let Some(k) = comp else {
            return self.norep(e);
        };
        let name = k.pretty_name.unwrap_or(k.name);
        let op = if paren { format!("({op})") } else { op };
        (format!("{op}{sep}{name}"), 16)
    }

    fn struct_lit(&mut self, e: ExprId) -> Out {
        let store = self.store;
        let ft = self.follow(store.type_of(e));
        let TypeKind::Struct(comp) = store.ty(ft) else {
            return self.norep(e);
        };
        let ops = store.ops(e);
        if comp.components.len() != ops.len() {
            return self.norep(e);
        }
        let mut dest = "{ ".to_owned();
        let mut first = true;
        let mut newline = false;
        let mut last_size = 0usize;
        for (k, &o) in comp.components.iter().zip(ops) {
            if matches!(store.ty(store.type_of(o)), TypeKind::Code { .. }) {
                continue;
            }
            if first {
                first = false;
            } else {
                dest.push(',');
                dest.push_str(if newline { "\n    " } else { " " });
            }
            let tmp = self.expr(o).0;
            if last_size + 40 < dest.len() {
                newline = true;
                last_size = dest.len();
            } else {
                newline = false;
            }
            dest.push('.');
            dest.push_str(k.name.as_str());
            dest.push('=');
            dest.push_str(&tmp);
        }
        dest.push_str(" }");
        (dest, 16)
    }

    fn constant(&mut self, e: ExprId, lit: &Literal) -> Out {
        let store = self.store;
        let t = store.type_of(e);
        let v: &BigInt = match lit {
            Literal::Bool(b) => return ((if *b { "TRUE" } else { "FALSE" }).into(), 16),
            Literal::Text(s) => {
                return match store.ty(t) {
                    TypeKind::String => (format!("\"{s}\""), 16),
                    TypeKind::Pointer { .. } if s.as_str() == "NULL" => self.null_ptr(t),
                    _ => (s.as_str().to_owned(), 16),
                }
            }
            Literal::Int(v) => v,
        };
        let tk = store.ty(t).clone();
        let s = match &tk {
            TypeKind::Integer | TypeKind::Natural | TypeKind::Rational | TypeKind::Real => {
                v.to_string()
            }
            TypeKind::CEnum { .. } | TypeKind::CEnumTag(_) => {
                let ft = self.follow(t);
                match store.ty(ft) {
                    TypeKind::CEnum { members, .. } => {
                        match members.iter().find(|m| &m.value == v) {
                            Some(m) => format!("/*enum*/{}", m.base_name),
                            None => format!("/*enum*/{v}"),
                        }
                    }
                    _ => return self.norep(e),
                }
            }
            TypeKind::Bv(_) => v.to_str_radix(16),
            TypeKind::Bool => (if v.is_zero() { "FALSE" } else { "TRUE" }).into(),
            TypeKind::CBool(_) => (if v.is_zero() { "FALSE" } else { "TRUE" }).into(),
            TypeKind::Signed(w) | TypeKind::Unsigned(w) if self.cfg.is_char(&tk) => {
                let _ = w;
                char_literal(v)
            }
            TypeKind::Signed(w) => format!("{v}{}", self.cfg.int_name(*w, true).1),
            TypeKind::Unsigned(w) => format!("{v}{}", self.cfg.int_name(*w, false).1),
            TypeKind::CBitField { base, .. } => {
                let suffix = match store.ty(*base) {
                    TypeKind::Signed(w) => self.cfg.int_name(*w, true).1,
                    TypeKind::Unsigned(w) => self.cfg.int_name(*w, false).1,
                    _ => "",
                };
                format!("{v}{suffix}")
            }
            TypeKind::Floatbv { width, fraction } => self.float_literal(v, *width, *fraction),
            TypeKind::Pointer { .. } => {
                if v.is_zero() {
                    return self.null_ptr(t);
                }
                return (format!("({}){v}", self.ty(t, "")), 16);
            }
            _ => return self.norep(e),
        };
        (s, 16)
    }

    fn null_ptr(&mut self, t: TypeId) -> Out {
        match self.pointee(t) {
            Some(b) if !matches!(self.store.ty(b), TypeKind::Empty) => {
                (format!("(({})NULL)", self.ty(t, "")), 16)
            }
            _ => ("NULL".into(), 16),
        }
    }

    fn float_literal(&self, v: &BigInt, width: u32, fraction: u32) -> String {
        // the suffix CBMC's expr2c gives: `f` for float, `l` for a long double wider than
        // double, none for double
        let (mut s, suffix) = match (width, v.to_u64()) {
            (32, Some(b)) => match u32::try_from(b) {
                Ok(b) => (c_float(f32::from_bits(b) as f64, true), "f"),
                Err(_) => return v.to_string(),
            },
            (64, Some(b)) => (c_float(f64::from_bits(b), false), ""),
            _ => {
                // the shortest decimal that reads back as the value, as for a double
                let fmt = crate::ieee::Format { width, fraction };
                let Some(bits) = v.to_biguint() else {
                    return v.to_string();
                };
                match crate::softfloat::shortest_decimal(fmt, &bits) {
                    Some((sign, digits, exp10)) => (positional(sign, &digits, exp10), "l"),
                    None => {
                        // NaN and the infinities read the same in every format
                        let d = crate::softfloat::convert(
                            fmt,
                            crate::ieee::Format::BINARY64,
                            &bits,
                            crate::softfloat::Rounding::NearestEven,
                        );
                        match d.to_u64() {
                            Some(d) => (c_float(f64::from_bits(d), false), "l"),
                            None => return v.to_string(),
                        }
                    }
                }
            }
        };
        if s.ends_with(|c: char| c.is_ascii_digit()) {
            if !s.contains('.') {
                s.push_str(".0");
            }
            s.push_str(suffix);
        }
        s
    }

    /// C type name of `t` with `declarator` (CBMC's `convert_rec`).
    fn ty(&mut self, t: TypeId, declarator: &str) -> String {
        let store = self.store;
        let d = if declarator.is_empty() {
            String::new()
        } else {
            format!(" {declarator}")
        };
        match store.ty(t) {
            TypeKind::Bool => format!("__CPROVER_bool{d}"),
            TypeKind::CBool(_) => format!("_Bool{d}"),
            TypeKind::String => format!("__CPROVER_string{d}"),
            k @ (TypeKind::Natural | TypeKind::Integer | TypeKind::Rational | TypeKind::Real) => {
                format!("{}{d}", k.id_str())
            }
            TypeKind::Empty => format!("void{d}"),
            TypeKind::Complex { elem } => format!("_Complex {}{d}", self.ty(*elem, "")),
            TypeKind::Floatbv { width, fraction } => {
                if *width == self.cfg.single_width {
                    format!("float{d}")
                } else if *width == self.cfg.double_width {
                    format!("double{d}")
                } else if *width == self.cfg.long_double_width {
                    format!("long double{d}")
                } else {
                    format!("__CPROVER_floatbv[{width}][{fraction}]")
                }
            }
            TypeKind::Fixedbv { width, integer } => {
                format!(
                    "__CPROVER_fixedbv[{width}][{}]{d}",
                    width - integer.min(width)
                )
            }
            TypeKind::CBitField { width, base } => {
                format!("{}{d} : {width}", self.ty(*base, ""))
            }
            TypeKind::Signed(w) => format!("{}{d}", self.cfg.int_name(*w, true).0),
            TypeKind::Unsigned(w) => format!("{}{d}", self.cfg.int_name(*w, false).0),
            TypeKind::Bv(w) => format!("__CPROVER_bitvector[{w}]{d}"),
            TypeKind::Struct(c) | TypeKind::Union(c) => {
                let word = if matches!(store.ty(t), TypeKind::Struct(_)) {
                    "struct"
                } else {
                    "union"
                };
                let mut dest = word.to_owned();
                if let Some(tag) = c.tag {
                    dest.push(' ');
                    dest.push_str(tag.as_str());
                }
                if !c.incomplete {
                    dest.push_str(" {");
                    for k in &c.components {
                        dest.push(' ');
                        dest.push_str(&self.ty(k.ty, k.name.as_str()));
                        dest.push(';');
                    }
                    dest.push_str(" }");
                }
                // CBMC appends the declarator without a space here
                dest.push_str(declarator);
                dest
            }
            TypeKind::CEnum { tag, members, .. } => {
                let mut r = "enum".to_owned();
                if let Some(tag) = tag {
                    r.push(' ');
                    r.push_str(tag.as_str());
                }
                r.push_str(" {");
                for (i, m) in members.iter().enumerate() {
                    if i > 0 {
                        r.push(',');
                    }
                    r.push_str(&format!(" {}={}", m.base_name, m.value));
                }
                r.push_str(" }");
                r.push_str(&d);
                r
            }
            TypeKind::CEnumTag(n) => {
                let base = self
                    .symbols
                    .get(*n)
                    .map(|s| s.base_name.as_str().to_owned())
                    .unwrap_or_else(|| strip_tag(n.as_str()));
                format!("enum {base}{d}")
            }
            TypeKind::StructTag(n) | TypeKind::UnionTag(n) => {
                let word = if matches!(store.ty(t), TypeKind::StructTag(_)) {
                    "struct"
                } else {
                    "union"
                };
                let tag = match self.symbols.get(*n).map(|s| store.ty(s.ty)) {
                    Some(TypeKind::Struct(c) | TypeKind::Union(c)) => {
                        c.tag.map(|t| t.as_str().to_owned())
                    }
                    _ => Some(strip_tag(n.as_str())),
                };
                match tag {
                    Some(tag) if !tag.is_empty() => format!("{word} {tag}{d}"),
                    _ => format!("{word}{d}"),
                }
            }
            TypeKind::Pointer { base, .. } => {
                let mut nd = format!("*{declarator}");
                let bk = store.ty(*base);
                if matches!(bk, TypeKind::Code { .. } | TypeKind::Array { .. }) {
                    nd = format!("({nd})");
                }
                self.ty(*base, &nd)
            }
            TypeKind::Array { elem, size } => {
                let suffix = match size {
                    Some(s) => format!("[{}]", self.expr(*s).0),
                    None => "[]".to_owned(),
                };
                self.ty(*elem, &format!("{declarator}{suffix}"))
            }
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => {
                let mut dest = format!("{declarator}(");
                if params.is_empty() {
                    if !variadic {
                        dest.push_str("void");
                    }
                } else {
                    for (i, p) in params.iter().enumerate() {
                        if i > 0 {
                            dest.push_str(", ");
                        }
                        match p.identifier {
                            None => dest.push_str(&self.ty(p.ty, "")),
                            Some(id) => {
                                let name = self.id_shorthand(id);
                                dest.push_str(&self.ty(p.ty, &name));
                            }
                        }
                    }
                    if *variadic {
                        dest.push_str(", ...");
                    }
                }
                dest.push(')');
                let mut inner = *ret;
                while let TypeKind::Pointer { base, .. } = store.ty(inner) {
                    inner = *base;
                }
                if matches!(
                    store.ty(inner),
                    TypeKind::Code { .. } | TypeKind::Array { .. }
                ) {
                    self.ty(*ret, &dest)
                } else {
                    format!("{} {dest}", self.ty(*ret, ""))
                }
            }
            TypeKind::Vector { elem, size } => {
                let n = self.expr(*size).0;
                let sub = self.ty(*elem, "");
                let code = match sub.as_str() {
                    "signed char" | "char" => Some("qi"),
                    "signed short int" => Some("hi"),
                    "signed int" => Some("si"),
                    "signed long long int" => Some("di"),
                    "float" => Some("sf"),
                    "double" => Some("df"),
                    _ => None,
                };
                match code {
                    Some(c) => format!("__gcc_v{n}{c}{d}"),
                    None => format!("{sub} __attribute__((vector_size ({n}*sizeof({sub})))){d}"),
                }
            }
        }
    }
}

/// Whether two kinds have the same CBMC id (for the equal-precedence rule).
fn same_id(a: &ExprKind, b: &ExprKind) -> bool {
    format::expr_id(a) == format::expr_id(b)
}

fn strip_tag(n: &str) -> String {
    n.strip_prefix("tag-").unwrap_or(n).to_owned()
}

/// A `char` constant as expr2c prints it: `'a'`, `'\n'`, or the number.
fn char_literal(v: &BigInt) -> String {
    let Some(c) = v.to_i64() else {
        return v.to_string();
    };
    match c {
        10 => "'\\n'".into(),
        13 => "'\\r'".into(),
        9 => "'\\t'".into(),
        39 => "'\\''".into(),
        92 => "'\\\\'".into(),
        32..=125 => format!("'{}'", c as u8 as char),
        _ => c.to_string(),
    }
}

/// A decimal rendering of a float close to `ieee_floatt::to_ansi_c_string` (`+inf`,
/// `-inf`, `+NaN` become `+INFINITY`, `-INFINITY`, `+NAN`).
/// `(-1)^sign * digits * 10^exp10` without an exponent, as Rust's `{}` prints an `f64`.
fn positional(sign: bool, digits: &BigUint, exp10: i64) -> String {
    let mut s = digits.to_string();
    let mut e = exp10;
    while s.len() > 1 && s.ends_with('0') {
        s.pop();
        e += 1;
    }
    let body = if e >= 0 {
        format!("{s}{}", "0".repeat(e as usize))
    } else {
        let point = s.len() as i64 + e;
        if point > 0 {
            format!("{}.{}", &s[..point as usize], &s[point as usize..])
        } else {
            format!("0.{}{s}", "0".repeat((-point) as usize))
        }
    };
    if sign {
        format!("-{body}")
    } else {
        body
    }
}

fn c_float(x: f64, single: bool) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-NAN" } else { "+NAN" }.into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-INFINITY" } else { "+INFINITY" }.into();
    }
    if single {
        format!("{}", x as f32)
    } else {
        format!("{x}")
    }
}

/// CBMC's `MetaString`: C escapes for a string literal body.
fn meta_string(s: &str) -> String {
    // CBMC's MetaString: C escapes for control characters, other bytes as they are (a
    // UTF-8 sequence shows as its character; a byte that is not part of one as `\xHH`)
    crate::strings::display(
        s,
        |c, out| match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{b}' => out.push_str("\\v"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\u{7}' => out.push_str("\\a"),
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\'' => out.push_str("\\'"),
            c if (c as u32) < 32 || c as u32 == 127 => out.push_str(&format!("\\{:03o}", c as u32)),
            c => out.push(c),
        },
        |b, out| out.push_str(&format!("\\x{b:02x}")),
    )
}
