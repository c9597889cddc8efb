//! The explicit (lossless) spelling of types and expressions, used where CBMC's `format()`
//! notation would not read back to the same value.

use super::kinds::{self, derive, Derived};
use super::lex::is_plain_ident;
use crate::expr::{ExprId, ExprKind, Literal, Store, BOOL};
use crate::format;
use crate::symbol::SymbolTable;
use crate::types::{Compound, TypeId, TypeKind};
use crate::Ident;
use num_traits::Zero;

/// An expected type as the parser derives it from the context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Exp {
    None,
    Id(TypeId),
    Signed(u32),
    Unsigned(u32),
}

impl Exp {
    fn matches(self, store: &Store, t: TypeId) -> bool {
        match self {
            Exp::None => false,
            Exp::Id(x) => x == t,
            Exp::Signed(w) => *store.ty(t) == TypeKind::Signed(w),
            Exp::Unsigned(w) => *store.ty(t) == TypeKind::Unsigned(w),
        }
    }
}

const KEYWORDS: &[&str] = &[
    "true",
    "false",
    "NULL",
    "INVALID-POINTER",
    "LET",
    "IN",
    "NULL-object",
    "IF",
    "THEN",
    "GOTO",
];

/// An identifier as a token: plain if it lexes as one, else in backticks.
pub(crate) fn ident(s: &str) -> String {
    if is_plain_ident(s) && !KEYWORDS.contains(&s) {
        s.to_owned()
    } else {
        ident_quoted(s)
    }
}

/// A string literal with `\` and `"` escaped (and newlines as `\n`).
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\0' => out.push_str("\\0"),
            // control characters and the bytes 0x80..=0xff of string constants (one char
            // per byte, see `crate::strings`) as hexadecimal escapes
            c if u32::from(c) < 0x20 || (0x7f..=0xff).contains(&u32::from(c)) => {
                out.push_str(&format!("\\x{:02x}", u32::from(c)))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Lossless type spelling (see docs/goto-text.md).
pub(crate) fn type_text(store: &Store, syms: &SymbolTable, t: TypeId, pw: u32) -> String {
    let mut p = Explicit::new(store, syms, pw, true);
    p.ty(t)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    /// Safe before postfix operators and after prefix operators.
    Atom,
    /// `¬x`, `-(x)`, `*p`
    Prefix,
    /// `a + b`
    Infix,
    /// `x:T`
    Annot,
}

/// Printer of the explicit spelling. With `full`, every literal carries its type; otherwise
/// literals whose type the parser infers from the context are written bare.
pub(crate) struct Explicit<'a> {
    store: &'a Store,
    syms: &'a SymbolTable,
    pw: u32,
    full: bool,
    scope: Vec<(Ident, TypeId)>,
}

fn default_fraction(w: u32) -> u32 {
    super::expr_parser::implicit_fraction(w)
}

impl<'a> Explicit<'a> {
    pub(crate) fn new(store: &'a Store, syms: &'a SymbolTable, pw: u32, full: bool) -> Self {
        Explicit {
            store,
            syms,
            pw,
            full,
            scope: Vec::new(),
        }
    }

    /// Lossless type spelling.
    pub(crate) fn ty(&mut self, t: TypeId) -> String {
        let s = self.store;
        match s.ty(t) {
            TypeKind::Pointer { base, width } => {
                let b = self.ty_operand(*base);
                if *width == self.pw {
                    format!("{b}*")
                } else {
                    format!("{b}*@{width}")
                }
            }
            TypeKind::Array { elem, size } => {
                let e = self.ty_operand(*elem);
                match size {
                    None => format!("{e}[]"),
                    Some(sz) => {
                        let z = self.expr(*sz, Exp::Unsigned(self.pw));
                        format!("{e}[{z}]")
                    }
                }
            }
            TypeKind::Floatbv { width, fraction } => {
                if *fraction == default_fraction(*width) {
                    format!("floatbv[{width}]")
                } else {
                    format!("floatbv[{width},{fraction}]")
                }
            }
            TypeKind::Fixedbv { width, integer } => format!("fixedbv[{width},{integer}]"),
            TypeKind::CBitField { width, base } => {
                let b = self.ty(*base);
                format!("c_bit_field[{width}]({b})")
            }
            TypeKind::Struct(c) => self.compound("struct", c),
            TypeKind::Union(c) => self.compound("union", c),
            TypeKind::StructTag(n) => format!("struct {}", ident(n.as_str())),
            TypeKind::UnionTag(n) => format!("union {}", ident(n.as_str())),
            TypeKind::CEnumTag(n) => format!("c_enum {}", ident(n.as_str())),
            TypeKind::CEnum { tag, base, members } => {
                let mut out = String::from("c_enum(");
                if let Some(tag) = tag {
                    out.push_str(&format!("tag={}, ", ident(tag.as_str())));
                }
                out.push_str(&self.ty(*base));
                out.push_str(") {");
                for (i, m) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&format!(
                        " {}/{}={}",
                        ident(m.identifier.as_str()),
                        ident(m.base_name.as_str()),
                        m.value
                    ));
                }
                out.push_str(" }");
                out
            }
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => {
                let mut parts = Vec::new();
                for p in params {
                    let mut x = self.ty(p.ty);
                    if let Some(id) = p.identifier {
                        x.push(' ');
                        x.push_str(&ident(id.as_str()));
                    }
                    if let Some(b) = p.base_name {
                        x.push('/');
                        x.push_str(&ident(b.as_str()));
                    }
                    parts.push(x);
                }
                if *variadic {
                    parts.push("...".into());
                }
                let r = self.ty(*ret);
                format!("code({}) -> {r}", parts.join(", "))
            }
            TypeKind::Vector { elem, size } => {
                let e = self.ty(*elem);
                let z = self.expr(*size, Exp::Unsigned(self.pw));
                format!("vector({e}, {z})")
            }
            TypeKind::Complex { elem } => format!("complex({})", self.ty(*elem)),
            TypeKind::String => "string".into(),
            TypeKind::Empty => "empty".into(),
            _ => format::ty(s, t).to_string(),
        }
    }

    /// A type before a postfix `*`/`[…]`: code types are parenthesised, as their return
    /// type would take the postfix otherwise.
    fn ty_operand(&mut self, t: TypeId) -> String {
        let s = self.ty(t);
        if matches!(self.store.ty(t), TypeKind::Code { .. }) {
            format!("({s})")
        } else {
            s
        }
    }

    fn compound(&mut self, word: &str, c: &Compound) -> String {
        let mut out = String::from(word);
        let mut attrs = Vec::new();
        if let Some(tag) = c.tag {
            attrs.push(format!("tag={}", ident(tag.as_str())));
        }
        if c.packed {
            attrs.push("packed".into());
        }
        if c.incomplete {
            attrs.push("incomplete".into());
        }
        if let Some(a) = c.align {
            attrs.push(format!("align={a}"));
        }
        if !attrs.is_empty() {
            out.push_str(&format!("({})", attrs.join(", ")));
        }
        out.push_str(" {");
        for (i, k) in c.components.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push(' ');
            out.push_str(&self.ty(k.ty));
            out.push(' ');
            out.push_str(&ident(k.name.as_str()));
            if let Some(p) = k.pretty_name {
                out.push_str(&format!(" pretty={}", quote(p.as_str())));
            }
            if k.padding {
                out.push_str(" padding");
            }
        }
        out.push_str(" }");
        out
    }

    /// Explicit spelling of `e` in a context expecting `exp`.
    pub(crate) fn expr(&mut self, e: ExprId, exp: Exp) -> String {
        self.ex(e, exp).0
    }

    fn declared(&self, n: Ident) -> Option<TypeId> {
        if let Some((_, t)) = self.scope.iter().rev().find(|(v, _)| *v == n) {
            return Some(*t);
        }
        self.syms.get(n).map(|s| s.ty)
    }

    /// Whether the parser sees `e`'s printed form as having a type of its own.
    fn self_typed(&self, e: ExprId) -> bool {
        match self.store.kind(e) {
            ExprKind::Constant(Literal::Bool(_)) => true,
            ExprKind::Constant(Literal::Int(_)) => {
                matches!(self.store.ty(self.store.type_of(e)), TypeKind::Bv(_))
                    || (self.store.ty(self.store.type_of(e)).is_pointer()
                        && self
                            .store
                            .as_int(e)
                            .is_some_and(|v| v.sign() == num_bigint::Sign::Plus))
            }
            ExprKind::Constant(_)
            | ExprKind::StringConstant(_)
            | ExprKind::Struct
            | ExprKind::Array
            | ExprKind::Nondet
            | ExprKind::Allocate
            | ExprKind::SideEffect(_)
            | ExprKind::NondetSymbol(_) => false,
            _ => true,
        }
    }

    fn common(&self, ops: &[ExprId], exp: Exp) -> Exp {
        for &o in ops {
            if self.self_typed(o) {
                return Exp::Id(self.store.type_of(o));
            }
        }
        exp
    }

    fn wrap_unless_atom(&self, (s, f): (String, Form)) -> String {
        if f == Form::Atom {
            s
        } else {
            format!("({s})")
        }
    }

    /// The operand of a prefix operator: bare only if it has no operands (prefix operators
    /// bind to a primary, so `*(a)[i]` would index the dereference).
    fn prefix_operand(&self, (s, f): (String, Form), e: ExprId) -> String {
        if f == Form::Atom && self.store.ops(e).is_empty() && !s.starts_with('(') {
            s
        } else {
            format!("({s})")
        }
    }

    fn list(&mut self, ops: &[ExprId], exps: &[Exp]) -> String {
        let mut v = Vec::new();
        for (k, &o) in ops.iter().enumerate() {
            let x = exps.get(k).copied().unwrap_or(Exp::None);
            v.push(self.ex(o, x).0);
        }
        v.join(", ")
    }

    fn ex(&mut self, e: ExprId, exp: Exp) -> (String, Form) {
        use ExprKind as K;
        let s = self.store;
        let n = s.get(e);
        let ty = n.ty;
        let ops = n.ops.as_slice();
        let pw = self.pw;
        // (text, form, literal?, derived)
        let (text, form, literal, derived): (String, Form, bool, Derived) = match (&n.kind, ops) {
            (K::Symbol(id), []) => {
                let name = ident(id.as_str());
                if self.declared(*id) == Some(ty) {
                    return (name, Form::Atom);
                }
                return (format!("{name}:{}", self.ty(ty)), Form::Annot);
            }
            (K::Constant(Literal::Bool(b)), []) => {
                (b.to_string(), Form::Atom, false, Derived::Known(BOOL))
            }
            (K::Constant(Literal::Int(v)), []) => match s.ty(ty) {
                TypeKind::Bv(w) if s.normalize_int(v.clone(), ty) == *v => {
                    let mut bits = String::from("[");
                    for i in (0..*w as u64).rev() {
                        bits.push(if format::bit(v, i) { '1' } else { '0' });
                    }
                    bits.push(']');
                    (bits, Form::Atom, false, Derived::Bv(*w))
                }
                TypeKind::Pointer { base, .. } if v.sign() == num_bigint::Sign::Plus => (
                    format!("pointer(0x{}, {})", v.to_str_radix(16), self.ty(*base)),
                    Form::Atom,
                    false,
                    Derived::PointerTo(*base),
                ),
                TypeKind::Pointer { .. } if v.is_zero() => {
                    ("NULL".into(), Form::Atom, true, Derived::Unknown)
                }
                TypeKind::Floatbv { .. }
                | TypeKind::Fixedbv { .. }
                | TypeKind::Bool
                | TypeKind::Pointer { .. } => {
                    (format!("bits({v})"), Form::Atom, true, Derived::Unknown)
                }
                _ => {
                    if s.normalize_int(v.clone(), ty) == *v {
                        (v.to_string(), Form::Atom, true, Derived::Unknown)
                    } else {
                        (format!("bits({v})"), Form::Atom, true, Derived::Unknown)
                    }
                }
            },
            (K::Constant(Literal::Text(t)), []) => (
                format!("const({})", quote(t.as_str())),
                Form::Atom,
                true,
                Derived::Unknown,
            ),
            (K::StringConstant(t), []) => (quote(t.as_str()), Form::Atom, true, Derived::Unknown),
            (
                K::Plus
                | K::Minus
                | K::Mult
                | K::Div
                | K::Equal
                | K::NotEqual
                | K::Lt
                | K::Gt
                | K::Le
                | K::Ge
                | K::And
                | K::Or
                | K::Xor
                | K::Implies,
                [_, _, ..],
            ) => {
                let op = match n.kind {
                    K::Plus => "+",
                    K::Minus => "-",
                    K::Mult => "*",
                    K::Div => "/",
                    K::Equal if matches!(s.ty(s.type_of(ops[0])), TypeKind::Bool) => "⇔",
                    K::Equal => "=",
                    K::NotEqual => "≠",
                    K::Lt => "<",
                    K::Gt => ">",
                    K::Le => "≤",
                    K::Ge => "≥",
                    K::And => "∧",
                    K::Or => "∨",
                    K::Xor => "⊕",
                    _ => "⇒",
                };
                let child_exp = match n.kind {
                    K::And | K::Or | K::Xor | K::Implies => Exp::Id(BOOL),
                    K::Plus | K::Minus | K::Mult | K::Div => self.common(ops, exp),
                    _ => self.common(ops, Exp::None),
                };
                let ptr = matches!(child_exp, Exp::Id(t) if s.ty(t).is_pointer())
                    && matches!(n.kind, K::Plus | K::Minus | K::Mult | K::Div);
                let mut parts = Vec::new();
                for &o in ops {
                    let x = if ptr && !self.self_typed(o) {
                        Exp::Signed(pw)
                    } else {
                        child_exp
                    };
                    let (t, f) = self.ex(o, x);
                    parts.push(if f == Form::Infix {
                        format!("({t})")
                    } else {
                        t
                    });
                }
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (parts.join(&format!(" {op} ")), Form::Infix, false, d)
            }
            (K::Not, [o]) => {
                let inner = self.ex(*o, Exp::Id(BOOL));
                let t = format!("¬{}", self.prefix_operand(inner, *o));
                (t, Form::Prefix, false, Derived::Known(BOOL))
            }
            (K::UnaryMinus, [o]) => {
                let inner = self.ex(*o, exp).0;
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("-({inner})"), Form::Prefix, false, d)
            }
            (K::Dereference, [p]) => {
                let inner = self.ex(*p, Exp::None);
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                let t = format!("*{}", self.prefix_operand(inner, *p));
                (t, Form::Prefix, false, d)
            }
            (K::Index, [a, i]) => {
                let base = self.ex(*a, Exp::None);
                let base = self.wrap_unless_atom(base);
                let ie = if self.self_typed(*i) {
                    Exp::None
                } else {
                    Exp::Signed(pw)
                };
                let it = self.ex(*i, ie).0;
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("{base}[{it}]"), Form::Atom, false, d)
            }
            (K::Member(c), [b]) if is_plain_ident(c.as_str()) => {
                let base = self.ex(*b, Exp::None);
                let base = self.wrap_unless_atom(base);
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("{base}.{c}"), Form::Atom, false, d)
            }
            (K::If, [c, t, f]) => {
                let c = self.ex(*c, Exp::Id(BOOL)).0;
                let ce = self.common(&ops[1..], exp);
                let t = self.ex(*t, ce).0;
                let f = self.ex(*f, ce).0;
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("({c} ? {t} : {f})"), Form::Atom, false, d)
            }
            (K::Typecast | K::ZeroExtend, [o]) => {
                let name = if matches!(n.kind, K::Typecast) {
                    "cast"
                } else {
                    "zero_extend"
                };
                let o = self.ex(*o, Exp::None).0;
                return (format!("{name}({o}, {})", self.ty(ty)), Form::Atom);
            }
            (K::FloatbvTypecast, [o, rm]) => {
                let o = self.ex(*o, Exp::None).0;
                let rm = self.ex(*rm, Exp::Signed(32)).0;
                return (
                    format!("floatbv_typecast({o}, {}, {rm})", self.ty(ty)),
                    Form::Atom,
                );
            }
            (K::ByteExtract(_), [o, off]) => {
                let o = self.ex(*o, Exp::None).0;
                let oe = if self.self_typed(*off) {
                    Exp::None
                } else {
                    Exp::Signed(pw)
                };
                let off = self.ex(*off, oe).0;
                return (
                    format!("{}({o}, {off}, {})", format::expr_id(&n.kind), self.ty(ty)),
                    Form::Atom,
                );
            }
            (K::ByteUpdate(_), [o, off, v]) => {
                let o = self.ex(*o, Exp::None).0;
                let oe = if self.self_typed(*off) {
                    Exp::None
                } else {
                    Exp::Signed(pw)
                };
                let off = self.ex(*off, oe).0;
                let ve = if self.self_typed(*v) {
                    Exp::None
                } else {
                    Exp::Id(ty)
                };
                let v = self.ex(*v, ve).0;
                return (
                    format!(
                        "{}({o}, {off}, {v}, {})",
                        format::expr_id(&n.kind),
                        self.ty(ty)
                    ),
                    Form::Atom,
                );
            }
            (K::AddressOf, [o]) => {
                let o = self.ex(*o, Exp::None).0;
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("address_of({o})"), Form::Atom, false, d)
            }
            (K::Struct | K::Array, _) if self.list_kind_ok(&n.kind, ty, ops.len()) => {
                let exps = self.list_exps(ty, ops.len());
                let body = self.list(ops, &exps);
                let t = if ops.is_empty() {
                    "{ }".to_owned()
                } else {
                    format!("{{ {body} }}")
                };
                (t, Form::Atom, true, Derived::Unknown)
            }
            (K::Forall | K::Exists, [v, body]) if self.is_symbol(*v) => {
                let vid = s.symbol_name(*v).unwrap_or(Ident::new(""));
                let vt = s.type_of(*v);
                let q = if matches!(n.kind, K::Forall) {
                    "∀"
                } else {
                    "∃"
                };
                let tt = self.ty(vt);
                self.scope.push((vid, vt));
                let b = self.ex(*body, Exp::Id(BOOL)).0;
                self.scope.pop();
                let t = format!("({q} {} : {tt} . {b})", ident(vid.as_str()));
                (t, Form::Atom, false, Derived::Known(BOOL))
            }
            (K::Lambda, [v, body]) if self.is_symbol(*v) => {
                let vid = s.symbol_name(*v).unwrap_or(Ident::new(""));
                let vt = s.type_of(*v);
                let tt = self.ty(vt);
                self.scope.push((vid, vt));
                let b = self.ex(*body, Exp::None).0;
                self.scope.pop();
                let t = format!("(λ {}:{tt} . {b})", ident(vid.as_str()));
                (t, Form::Atom, false, Derived::Unknown)
            }
            (K::Let, [v, val, body]) if self.is_symbol(*v) => {
                let vid = s.symbol_name(*v).unwrap_or(Ident::new(""));
                let vt = s.type_of(*v);
                let tt = self.ty(vt);
                let val_s = self.ex(*val, Exp::Id(vt)).0;
                self.scope.push((vid, vt));
                let b = self.ex(*body, exp).0;
                self.scope.pop();
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                let t = format!("(LET {}:{tt} = {val_s} IN {b})", ident(vid.as_str()));
                (t, Form::Atom, false, d)
            }
            (K::FunctionApplication, [f, args @ ..]) if self.plain_function(*f) => {
                let fname = s.symbol_name(*f).map(|x| x.as_str()).unwrap_or("");
                let params: Vec<Exp> = match s.ty(s.type_of(*f)) {
                    TypeKind::Code { params, .. } => params.iter().map(|p| Exp::Id(p.ty)).collect(),
                    _ => Vec::new(),
                };
                let a = self.list(args, &params);
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (format!("{fname}({a})"), Form::Atom, false, d)
            }
            _ => {
                // generic form: id name="value"…(ops)
                let id = format::expr_id(&n.kind);
                let quoted = matches!(n.kind, K::Other(_)) || !is_plain_ident(&id);
                let mut t = if quoted {
                    ident_quoted(&id)
                } else {
                    id.to_string()
                };
                let subs = format::named_subs(&n.kind);
                for (k, v) in &subs {
                    t.push_str(&format!(" {k}={}", quote(v)));
                }
                let ce = self.common(ops, Exp::None);
                if !ops.is_empty() || subs.is_empty() {
                    let exps = vec![ce; ops.len()];
                    t.push('(');
                    t.push_str(&self.list(ops, &exps));
                    t.push(')');
                }
                let literal = matches!(
                    n.kind,
                    K::Nondet | K::Allocate | K::SideEffect(_) | K::NondetSymbol(_)
                );
                let d = derive(s, self.syms, &self.scope, &n.kind, ops);
                (t, Form::Atom, literal, d)
            }
        };
        let need = if literal {
            self.full || !exp.matches(s, ty)
        } else if derived.matches(s, ty, pw) {
            false
        } else {
            !(derived == Derived::Unknown && !self.full && exp.matches(s, ty))
        };
        if !need {
            return (text, form);
        }
        let tt = self.ty(ty);
        match form {
            Form::Infix | Form::Annot => (format!("({text}):{tt}"), Form::Annot),
            _ => (format!("{text}:{tt}"), Form::Annot),
        }
    }

    /// Whether `e` is a symbol (spelled as an identifier, maybe annotated).
    pub(crate) fn is_plain_symbol(&self, e: ExprId) -> bool {
        self.is_symbol(e)
    }

    fn is_symbol(&self, e: ExprId) -> bool {
        matches!(self.store.kind(e), ExprKind::Symbol(_))
    }

    /// Whether `f(args)` reads back as an application of the symbol `f`.
    fn plain_function(&self, f: ExprId) -> bool {
        match self.store.kind(f) {
            ExprKind::Symbol(n) => {
                is_plain_ident(n.as_str())
                    && !KEYWORDS.contains(&n.as_str())
                    && !kinds::is_kind_id(n.as_str())
                    && self.declared(*n) == Some(self.store.type_of(f))
            }
            _ => false,
        }
    }

    fn list_kind_ok(&self, kind: &ExprKind, ty: TypeId, n: usize) -> bool {
        let ft = self.syms.follow(self.store, ty);
        match (kind, self.store.ty(ft)) {
            (ExprKind::Struct, TypeKind::Struct(c)) => c.components.len() == n,
            (ExprKind::Array, TypeKind::Array { .. } | TypeKind::Vector { .. }) => true,
            _ => false,
        }
    }

    fn list_exps(&self, ty: TypeId, n: usize) -> Vec<Exp> {
        let ft = self.syms.follow(self.store, ty);
        match self.store.ty(ft) {
            TypeKind::Struct(c) => c.components.iter().map(|k| Exp::Id(k.ty)).collect(),
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
                vec![Exp::Id(*elem); n]
            }
            _ => Vec::new(),
        }
    }
}

/// An identifier in backticks, with `` ` `` and `\\` escaped.
fn ident_quoted(s: &str) -> String {
    let mut out = String::from("`");
    for c in s.chars() {
        if c == '`' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('`');
    out
}
