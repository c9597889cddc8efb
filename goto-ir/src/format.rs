//! CBMC's `format()` pretty printer for expressions and types (cbmc-behaviour.md §1.3).
//!
//! This is the notation of `--show-goto-functions` and `--show-vcc`: symbols verbatim,
//! constants by type, infix operators with CBMC's Unicode symbols (`≠ ∧ ∨ ⊕ ⇒ ≤ ≥`, `⇔` for
//! Boolean equality), `¬x`, `cast(x, T)`, `address_of(x)`, `*p`, `a[i]`, `s.c`,
//! `(c ? a : b)`, `{ a, b }`, byte operators, quantifiers, and for every other expression the
//! generic form `<id> <name>="<value>"…(<op>, …)`.
//!
//! Entry points: [`expr`] and [`ty`] return values that implement [`Display`]; nothing is
//! allocated until they are formatted.
//!
//! ```
//! use goto_ir::{format, Ident, Store};
//! let mut s = Store::new();
//! let int = s.signed(32);
//! let x = s.symbol(Ident::new("main::1::x"), int);
//! let ten = s.int_const(10, int);
//! let lt = s.lt(x, ten);
//! let not = s.not(lt);
//! assert_eq!(format::expr(&s, not).to_string(), "¬(main::1::x < 10)");
//! let p = s.pointer_type(int, 64);
//! assert_eq!(format::ty(&s, p).to_string(), "signedbv[32]*");
//! ```
//!
//! Parenthesisation follows CBMC exactly: an operand is bracketed only if it is itself an
//! infix operator with operands, except `* /` under `+ -`, relations under `∧ ∨`, and
//! arithmetic under relations. So `(a + b) + c` prints as `(a + b) + c` and `a ∧ b ∧ c` (a
//! single n-ary node) as `a ∧ b ∧ c`. Like CBMC the printer expands the DAG into a tree.
//!
//! Where our IR has no counterpart of a CBMC detail the choice is documented on the item:
//! floating-point constants print with Rust's shortest round-trip decimal (CBMC's
//! `ieee_floatt` output may differ in the last digits), fixed-point constants as their raw
//! bit pattern in decimal.

use crate::expr::{Endian, ExprId, ExprKind, Literal, OverflowOp, Store};
use crate::types::{TypeId, TypeKind};
use num_bigint::BigInt;
use num_traits::{Signed as _, ToPrimitive, Zero};
use std::borrow::Cow;
use std::fmt::{self, Display, Formatter, Write as _};

/// Formats expression `e` of `store` as CBMC's `format(expr)` does.
pub fn expr(store: &Store, e: ExprId) -> FormatExpr<'_> {
    FormatExpr { store, e }
}

/// Formats type `t` of `store` as CBMC's `format(type)` does.
pub fn ty(store: &Store, t: TypeId) -> FormatType<'_> {
    FormatType { store, t }
}

/// [`Display`] adapter returned by [`expr`].
#[derive(Clone, Copy)]
pub struct FormatExpr<'a> {
    store: &'a Store,
    e: ExprId,
}

/// [`Display`] adapter returned by [`ty`].
#[derive(Clone, Copy)]
pub struct FormatType<'a> {
    store: &'a Store,
    t: TypeId,
}

impl Display for FormatExpr<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_expr(f, self.store, self.e)
    }
}

impl Display for FormatType<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_type(f, self.store, self.t)
    }
}

/// CBMC's irep id of an expression kind (`+`, `notequal`, `byte_extract_little_endian`,
/// `overflow-+`, the statement-less `side_effect`, …).
pub fn expr_id(kind: &ExprKind) -> Cow<'static, str> {
    use ExprKind as K;
    Cow::Borrowed(match kind {
        K::Symbol(_) => "symbol",
        K::NondetSymbol(_) => "nondet_symbol",
        K::Constant(_) => "constant",
        K::StringConstant(_) => "string_constant",
        K::Nondet | K::Allocate | K::SideEffect(_) => "side_effect",
        K::Plus => "+",
        K::Minus => "-",
        K::Mult => "*",
        K::Div => "/",
        K::Mod => "mod",
        K::Rem => "rem",
        K::UnaryMinus => "unary-",
        K::UnaryPlus => "unary+",
        K::Abs => "abs",
        K::Shl => "shl",
        K::Ashr => "ashr",
        K::Lshr => "lshr",
        K::RotateLeft => "rol",
        K::RotateRight => "ror",
        K::BitAnd => "bitand",
        K::BitOr => "bitor",
        K::BitXor => "bitxor",
        K::BitNot => "bitnot",
        K::BitNand => "bitnand",
        K::BitNor => "bitnor",
        K::BitXnor => "bitxnor",
        K::And => "and",
        K::Or => "or",
        K::Xor => "xor",
        K::Not => "not",
        K::Implies => "=>",
        K::Equal => "=",
        K::NotEqual => "notequal",
        K::Lt => "<",
        K::Le => "<=",
        K::Gt => ">",
        K::Ge => ">=",
        K::If => "if",
        K::Typecast => "typecast",
        K::Index => "index",
        K::Member(_) => "member",
        K::With => "with",
        K::ComponentName(_) => "member_name",
        K::Struct => "struct",
        K::Union(_) => "union",
        K::Array => "array",
        K::ArrayOf => "array_of",
        K::AddressOf => "address_of",
        K::Dereference => "dereference",
        K::PointerObject => "pointer_object",
        K::PointerOffset => "pointer_offset",
        K::ObjectSize => "object_size",
        K::IsDynamicObject => "is_dynamic_object",
        K::IsInvalidPointer => "is_invalid_pointer",
        K::ROk => "r_ok",
        K::WOk => "w_ok",
        K::RwOk => "rw_ok",
        K::NullObject => "NULL-object",
        K::Infinity => "infinity",
        K::ByteExtract(Endian::Little) => "byte_extract_little_endian",
        K::ByteExtract(Endian::Big) => "byte_extract_big_endian",
        K::ByteUpdate(Endian::Little) => "byte_update_little_endian",
        K::ByteUpdate(Endian::Big) => "byte_update_big_endian",
        K::Overflow(op) => match op {
            OverflowOp::Plus => "overflow-+",
            OverflowOp::Minus => "overflow--",
            OverflowOp::Mult => "overflow-*",
            OverflowOp::Shl => "overflow-shl",
            OverflowOp::UnaryMinus => "overflow-unary-",
        },
        K::Extractbit => "extractbit",
        K::Extractbits => "extractbits",
        K::Concatenation => "concatenation",
        K::ZeroExtend => "zero_extend",
        K::Popcount => "popcount",
        K::CountLeadingZeros { .. } => "count_leading_zeros",
        K::CountTrailingZeros { .. } => "count_trailing_zeros",
        K::Bswap(_) => "bswap",
        K::BitReverse => "bitreverse",
        K::Forall => "forall",
        K::Exists => "exists",
        K::Lambda => "lambda",
        K::Let => "let",
        K::FunctionApplication => "function_application",
        K::FloatbvPlus => "floatbv_plus",
        K::FloatbvMinus => "floatbv_minus",
        K::FloatbvMult => "floatbv_mult",
        K::FloatbvDiv => "floatbv_div",
        K::FloatbvRem => "floatbv_rem",
        K::FloatbvSqrt => "floatbv_sqrt",
        K::FloatbvTypecast => "floatbv_typecast",
        K::IeeeFloatEqual => "ieee_float_equal",
        K::IeeeFloatNotEqual => "ieee_float_notequal",
        K::IsNan => "isnan",
        K::IsInf => "isinf",
        K::IsFinite => "isfinite",
        K::IsNormal => "isnormal",
        K::Other(id) => return Cow::Owned(id.as_str().to_owned()),
    })
}

/// The named sub-trees CBMC stores on a node of this kind (other than `type`), as printed
/// by the generic fallback: `(name, value)`.
pub fn named_subs(kind: &ExprKind) -> Vec<(&'static str, Cow<'static, str>)> {
    use ExprKind as K;
    let s = |x: crate::Ident| Cow::Borrowed(x.as_str());
    match kind {
        K::Symbol(n) | K::NondetSymbol(n) => vec![("identifier", s(*n))],
        K::Constant(Literal::Text(t)) => vec![("value", s(*t))],
        K::StringConstant(t) => vec![("value", s(*t))],
        K::Nondet => vec![("statement", Cow::Borrowed("nondet"))],
        K::Allocate => vec![("statement", Cow::Borrowed("allocate"))],
        K::SideEffect(st) => vec![("statement", s(*st))],
        K::Member(c) | K::ComponentName(c) | K::Union(c) => vec![("component_name", s(*c))],
        K::Bswap(bits) => vec![("bits_per_byte", Cow::Owned(bits.to_string()))],
        K::CountLeadingZeros { zero_permitted } | K::CountTrailingZeros { zero_permitted } => {
            vec![(
                "#bounds_check",
                Cow::Borrowed(if *zero_permitted { "0" } else { "1" }),
            )]
        }
        _ => Vec::new(),
    }
}

/// The infix operator of CBMC's `infix_map`, if `kind` is one.
fn infix(kind: &ExprKind) -> Option<&'static str> {
    use ExprKind as K;
    Some(match kind {
        K::Plus => "+",
        K::Minus => "-",
        K::Mult => "*",
        K::Div => "/",
        K::Equal => "=",
        K::NotEqual => "≠",
        K::And => "∧",
        K::Or => "∨",
        K::Xor => "⊕",
        K::Implies => "⇒",
        K::Le => "≤",
        K::Ge => "≥",
        K::Lt => "<",
        K::Gt => ">",
        _ => return None,
    })
}

fn is_relation(k: &ExprKind) -> bool {
    use ExprKind as K;
    matches!(k, K::Equal | K::NotEqual | K::Lt | K::Gt | K::Le | K::Ge)
}

fn is_arith(k: &ExprKind) -> bool {
    use ExprKind as K;
    matches!(k, K::Plus | K::Minus | K::Mult | K::Div)
}

/// CBMC's `bracket_subexpression`: whether operand `sub` of an infix node of kind `parent`
/// needs parentheses.
fn bracket(store: &Store, sub: ExprId, parent: &ExprKind) -> bool {
    use ExprKind as K;
    if store.ops(sub).is_empty() {
        return false;
    }
    let sk = store.kind(sub);
    if infix(sk).is_none() {
        return false;
    }
    if matches!(sk, K::Mult | K::Div) && matches!(parent, K::Plus | K::Minus) {
        return false;
    }
    if is_relation(sk) && matches!(parent, K::And | K::Or) {
        return false;
    }
    if is_arith(sk) && is_relation(parent) {
        return false;
    }
    true
}

fn write_list(f: &mut Formatter<'_>, store: &Store, ops: &[ExprId]) -> fmt::Result {
    for (i, &o) in ops.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write_expr(f, store, o)?;
    }
    Ok(())
}

/// `name(op, op, …)`
fn write_call(f: &mut Formatter<'_>, store: &Store, name: &str, ops: &[ExprId]) -> fmt::Result {
    f.write_str(name)?;
    f.write_char('(')?;
    write_list(f, store, ops)?;
    f.write_char(')')
}

fn write_fallback(f: &mut Formatter<'_>, store: &Store, e: ExprId) -> fmt::Result {
    let n = store.get(e);
    f.write_str(&expr_id(&n.kind))?;
    for (name, value) in named_subs(&n.kind) {
        write!(f, " {name}=\"{value}\"")?;
    }
    if !n.ops.is_empty() {
        f.write_char('(')?;
        write_list(f, store, &n.ops)?;
        f.write_char(')')?;
    }
    Ok(())
}

/// Writes `e` in `format()` notation to `f`.
fn write_expr(f: &mut Formatter<'_>, store: &Store, e: ExprId) -> fmt::Result {
    use ExprKind as K;
    let n = store.get(e);
    let ops = n.ops.as_slice();
    if let Some(op) = infix(&n.kind) {
        if ops.len() >= 2 {
            let op = if matches!(n.kind, K::Equal)
                && matches!(store.ty(store.type_of(ops[0])), TypeKind::Bool)
            {
                "⇔"
            } else {
                op
            };
            for (i, &o) in ops.iter().enumerate() {
                if i > 0 {
                    write!(f, " {op} ")?;
                }
                if bracket(store, o, &n.kind) {
                    f.write_char('(')?;
                    write_expr(f, store, o)?;
                    f.write_char(')')?;
                } else {
                    write_expr(f, store, o)?;
                }
            }
            return Ok(());
        }
        return write_fallback(f, store, e);
    }
    match (&n.kind, ops) {
        (K::Symbol(name), []) => f.write_str(name.as_str()),
        (K::Constant(lit), []) => write_constant(f, store, n.ty, lit),
        (K::Not | K::UnaryMinus, [o]) => {
            f.write_str(if matches!(n.kind, K::Not) { "¬" } else { "-" })?;
            if store.ops(*o).is_empty() {
                write_expr(f, store, *o)
            } else {
                f.write_char('(')?;
                write_expr(f, store, *o)?;
                f.write_char(')')
            }
        }
        (K::IeeeFloatEqual | K::IeeeFloatNotEqual, [_, _])
        | (K::IsNan | K::IsInf | K::IsFinite | K::IsNormal, [_])
        | (K::FloatbvPlus | K::FloatbvMinus | K::FloatbvMult | K::FloatbvDiv, [_, _, _])
        | (K::FloatbvSqrt, [_, _])
        | (K::ObjectSize | K::PointerOffset | K::ArrayOf, [_]) => {
            write_call(f, store, &expr_id(&n.kind), ops)
        }
        (K::FloatbvRem, [_, ..]) => {
            // registered as a binary infix operator with its id as the operator
            for (i, &o) in ops.iter().enumerate() {
                if i > 0 {
                    f.write_str(" floatbv_rem ")?;
                }
                write_expr(f, store, o)?;
            }
            Ok(())
        }
        (K::AddressOf, [o]) => {
            f.write_str("address_of(")?;
            write_expr(f, store, *o)?;
            f.write_char(')')
        }
        (K::Typecast | K::ZeroExtend, [o]) => {
            f.write_str(if matches!(n.kind, K::Typecast) {
                "cast("
            } else {
                "zero_extend("
            })?;
            write_expr(f, store, *o)?;
            f.write_str(", ")?;
            write_type(f, store, n.ty)?;
            f.write_char(')')
        }
        (K::FloatbvTypecast, [o, rm]) => {
            f.write_str("floatbv_typecast(")?;
            write_expr(f, store, *o)?;
            f.write_str(", ")?;
            write_type(f, store, n.ty)?;
            f.write_str(", ")?;
            write_expr(f, store, *rm)?;
            f.write_char(')')
        }
        (K::ByteExtract(_), [_, _]) | (K::ByteUpdate(_), [_, _, _]) => {
            f.write_str(&expr_id(&n.kind))?;
            f.write_char('(')?;
            write_list(f, store, ops)?;
            f.write_str(", ")?;
            write_type(f, store, n.ty)?;
            f.write_char(')')
        }
        (K::Member(c), [s]) => {
            write_expr(f, store, *s)?;
            write!(f, ".{c}")
        }
        (K::Index, [a, i]) => {
            write_expr(f, store, *a)?;
            f.write_char('[')?;
            write_expr(f, store, *i)?;
            f.write_char(']')
        }
        (K::Forall | K::Exists, [v, body]) => {
            f.write_str(if matches!(n.kind, K::Forall) {
                "∀ "
            } else {
                "∃ "
            })?;
            write_expr(f, store, *v)?;
            f.write_str(" : ")?;
            write_type(f, store, store.type_of(*v))?;
            f.write_str(" . ")?;
            write_expr(f, store, *body)
        }
        (K::Let, [v, value, body]) => {
            f.write_str("LET ")?;
            write_expr(f, store, *v)?;
            f.write_str(" = ")?;
            write_expr(f, store, *value)?;
            f.write_str(" IN ")?;
            write_expr(f, store, *body)
        }
        (K::Lambda, [v, body]) => {
            f.write_str("λ ")?;
            write_expr(f, store, *v)?;
            f.write_str(" . ")?;
            write_expr(f, store, *body)
        }
        (K::Struct | K::Array, _) => {
            f.write_str("{ ")?;
            write_list(f, store, ops)?;
            f.write_str(" }")
        }
        (K::If, [c, t, e]) => {
            f.write_char('(')?;
            write_expr(f, store, *c)?;
            f.write_str(" ? ")?;
            write_expr(f, store, *t)?;
            f.write_str(" : ")?;
            write_expr(f, store, *e)?;
            f.write_char(')')
        }
        (K::StringConstant(s), []) => {
            // CBMC prints the bytes as they are: UTF-8 sequences show as their characters,
            // other bytes as `\xHH`
            let shown = crate::strings::display(
                s.as_str(),
                |c, out| out.push(c),
                |b, out| out.push_str(&format!("\\x{b:02x}")),
            );
            write!(f, "\"{shown}\"")
        }
        (K::FunctionApplication, [func, args @ ..]) => {
            write_expr(f, store, *func)?;
            f.write_char('(')?;
            write_list(f, store, args)?;
            f.write_char(')')
        }
        (K::Dereference, [p]) => {
            f.write_char('*')?;
            if matches!(store.kind(*p), K::Symbol(_)) {
                write_expr(f, store, *p)
            } else {
                f.write_char('(')?;
                write_expr(f, store, *p)?;
                f.write_char(')')
            }
        }
        _ => write_fallback(f, store, e),
    }
}

/// Writes the bits of `v` (two's complement, `width` bits) MSB first.
fn write_bits(f: &mut Formatter<'_>, v: &BigInt, width: u32) -> fmt::Result {
    for i in (0..width as u64).rev() {
        f.write_char(if bit(v, i) { '1' } else { '0' })?;
    }
    Ok(())
}

/// Bit `i` of the two's complement representation of `v`.
pub fn bit(v: &BigInt, i: u64) -> bool {
    if v.is_negative() {
        // two's complement: bit of -(|v|) = not bit of (|v| - 1)
        let m: BigInt = -v - 1;
        !m.magnitude().bit(i)
    } else {
        v.magnitude().bit(i)
    }
}

fn write_constant(f: &mut Formatter<'_>, store: &Store, t: TypeId, lit: &Literal) -> fmt::Result {
    let v = match lit {
        Literal::Bool(b) => return f.write_str(if *b { "true" } else { "false" }),
        Literal::Text(s) => {
            return match store.ty(t) {
                TypeKind::Pointer { .. }
                    if s.as_str() == "INVALID" || s.as_str().starts_with("INVALID-") =>
                {
                    f.write_str("INVALID-POINTER")
                }
                TypeKind::Pointer { .. } if s.as_str() == "NULL" => f.write_str("NULL"),
                TypeKind::String => write!(f, "\"{}\"", escape(s.as_str())),
                _ => f.write_str(s.as_str()),
            }
        }
        Literal::Int(v) => v,
    };
    match store.ty(t) {
        TypeKind::Bv(w) => {
            f.write_char('[')?;
            write_bits(f, v, *w)?;
            f.write_char(']')
        }
        TypeKind::Floatbv { width, .. } => match (width, v.to_u64()) {
            (32, Some(bits)) => match u32::try_from(bits) {
                Ok(b) => write!(f, "{:?}", f32::from_bits(b)),
                Err(_) => write!(f, "{v}"),
            },
            (64, Some(bits)) => write!(f, "{:?}", f64::from_bits(bits)),
            _ => write!(f, "{v}"),
        },
        TypeKind::Pointer { base, .. } => {
            if v.is_zero() {
                f.write_str("NULL")
            } else {
                write!(f, "pointer(0x{}, ", v.to_str_radix(16))?;
                write_type(f, store, *base)?;
                f.write_char(')')
            }
        }
        _ => write!(f, "{v}"),
    }
}

/// CBMC's `escape()`: backslash before `\` and `"`.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '\\' || c == '"' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn write_compound(
    f: &mut Formatter<'_>,
    store: &Store,
    word: &str,
    c: &crate::types::Compound,
) -> fmt::Result {
    write!(f, "{word} {{")?;
    for (i, comp) in c.components.iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        f.write_char(' ')?;
        write_type(f, store, comp.ty)?;
        write!(f, " {}", comp.name)?;
    }
    f.write_str(" }")
}

/// Writes `t` in `format()` notation to `f`.
fn write_type(f: &mut Formatter<'_>, store: &Store, t: TypeId) -> fmt::Result {
    match store.ty(t) {
        TypeKind::Pointer { base, .. } => {
            write_type(f, store, *base)?;
            f.write_char('*')
        }
        TypeKind::Array { elem, size } => {
            write_type(f, store, *elem)?;
            match size {
                Some(s) => {
                    f.write_char('[')?;
                    write_expr(f, store, *s)?;
                    f.write_char(']')
                }
                None => f.write_str("[]"),
            }
        }
        TypeKind::Struct(c) => write_compound(f, store, "struct", c),
        TypeKind::Union(c) => write_compound(f, store, "union", c),
        TypeKind::UnionTag(n) => write!(f, "union {n}"),
        TypeKind::StructTag(n) => write!(f, "struct {n}"),
        TypeKind::CEnumTag(n) => write!(f, "c_enum {n}"),
        TypeKind::Signed(w) => write!(f, "signedbv[{w}]"),
        TypeKind::Unsigned(w) => write!(f, "unsignedbv[{w}]"),
        TypeKind::Bv(w) => write!(f, "bv[{w}]"),
        TypeKind::Floatbv { width, .. } => write!(f, "floatbv[{width}]"),
        TypeKind::CBool(w) => write!(f, "c_bool[{w}]"),
        TypeKind::Bool => f.write_str("𝔹"),
        TypeKind::Integer => f.write_str("ℤ"),
        TypeKind::Natural => f.write_str("ℕ"),
        TypeKind::Rational => f.write_str("ℚ"),
        TypeKind::Real => f.write_str("ℝ"),
        TypeKind::CBitField { width, .. } => write!(f, "c_bit_field[{width}]"),
        other => f.write_str(other.id_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ident;

    fn s_x(s: &mut Store) -> (TypeId, ExprId, ExprId) {
        let int = s.signed(32);
        let x = s.symbol(Ident::new("x"), int);
        let y = s.symbol(Ident::new("y"), int);
        (int, x, y)
    }

    #[test]
    fn infix_parentheses_follow_cbmc() {
        let mut s = Store::new();
        let (int, x, y) = s_x(&mut s);
        let p = s.plus(x, y);
        let m = s.mult(x, y);
        let pm = s.plus(m, y);
        assert_eq!(expr(&s, pm).to_string(), "x * y + y");
        let mp = s.mult(p, y);
        assert_eq!(expr(&s, mp).to_string(), "(x + y) * y");
        let pp = s.plus(p, y);
        assert_eq!(expr(&s, pp).to_string(), "(x + y) + y");
        let lt = s.lt(p, m);
        assert_eq!(expr(&s, lt).to_string(), "x + y < x * y");
        let eq = s.eq(x, y);
        let and = s.and(lt, eq);
        assert_eq!(expr(&s, and).to_string(), "x + y < x * y ∧ x = y");
        let or = s.or(and, eq);
        assert_eq!(expr(&s, or).to_string(), "(x + y < x * y ∧ x = y) ∨ x = y");
        let beq = s.eq(lt, eq);
        assert_eq!(expr(&s, beq).to_string(), "(x + y < x * y) ⇔ (x = y)");
        let n = s.not(lt);
        assert_eq!(expr(&s, n).to_string(), "¬(x + y < x * y)");
        let neg = s.unary_minus(x);
        assert_eq!(expr(&s, neg).to_string(), "-x");
        let c = s.int_const(-3, int);
        assert_eq!(expr(&s, c).to_string(), "-3");
    }

    #[test]
    fn other_forms() {
        let mut s = Store::new();
        let (int, x, y) = s_x(&mut s);
        let l = s.signed(64);
        let cast = s.typecast(x, l);
        assert_eq!(expr(&s, cast).to_string(), "cast(x, signedbv[64])");
        let pt = s.pointer_type(int, 64);
        let p = s.symbol(Ident::new("p"), pt);
        let d = s.deref(p);
        assert_eq!(expr(&s, d).to_string(), "*p");
        let one = s.int_const(1, l);
        let pp = s.plus(p, one);
        let d2 = s.deref(pp);
        assert_eq!(expr(&s, d2).to_string(), "*(p + 1)");
        let a = s.address_of(x, pt);
        assert_eq!(expr(&s, a).to_string(), "address_of(x)");
        let null = s.null_pointer(pt);
        assert_eq!(expr(&s, null).to_string(), "NULL");
        let sh = s.shift(ExprKind::Shl, x, y);
        assert_eq!(expr(&s, sh).to_string(), "shl(x, y)");
        let nd = s.mk(ExprKind::Nondet, int, []);
        assert_eq!(expr(&s, nd).to_string(), "side_effect statement=\"nondet\"");
        let b8 = s.bv_type(8);
        let bv = s.int_const(5, b8);
        assert_eq!(expr(&s, bv).to_string(), "[00000101]");
        let c = s.lt(x, y);
        let ite = s.ite(c, x, y);
        assert_eq!(expr(&s, ite).to_string(), "(x < y ? x : y)");
        let arr = s.array_type(int, Some(one));
        assert_eq!(ty(&s, arr).to_string(), "signedbv[32][1]");
        assert_eq!(ty(&s, crate::BOOL).to_string(), "𝔹");
        let be = s.mk(ExprKind::ByteExtract(Endian::Little), int, [p, one]);
        assert_eq!(
            expr(&s, be).to_string(),
            "byte_extract_little_endian(p, 1, signedbv[32])"
        );
        let pc = s.int_const(16, pt);
        assert_eq!(expr(&s, pc).to_string(), "pointer(0x10, signedbv[32])");
    }
}
