//! Expression kinds by CBMC id (the generic `id name="value"(ops)` form) and the result
//! types the parser derives from operands.

use crate::expr::{Endian, ExprId, ExprKind, Literal, OverflowOp, Store, BOOL};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::Ident;

/// Kinds without payload, listed so that their ids can be looked up.
const SIMPLE: &[ExprKind] = &[
    ExprKind::Nondet,
    ExprKind::Allocate,
    ExprKind::Plus,
    ExprKind::Minus,
    ExprKind::Mult,
    ExprKind::Div,
    ExprKind::Mod,
    ExprKind::Rem,
    ExprKind::UnaryMinus,
    ExprKind::UnaryPlus,
    ExprKind::Abs,
    ExprKind::Shl,
    ExprKind::Ashr,
    ExprKind::Lshr,
    ExprKind::RotateLeft,
    ExprKind::RotateRight,
    ExprKind::BitAnd,
    ExprKind::BitOr,
    ExprKind::BitXor,
    ExprKind::BitNot,
    ExprKind::BitNand,
    ExprKind::BitNor,
    ExprKind::BitXnor,
    ExprKind::And,
    ExprKind::Or,
    ExprKind::Xor,
    ExprKind::Not,
    ExprKind::Implies,
    ExprKind::Equal,
    ExprKind::NotEqual,
    ExprKind::Lt,
    ExprKind::Le,
    ExprKind::Gt,
    ExprKind::Ge,
    ExprKind::If,
    ExprKind::Typecast,
    ExprKind::Index,
    ExprKind::With,
    ExprKind::Struct,
    ExprKind::Array,
    ExprKind::ArrayOf,
    ExprKind::AddressOf,
    ExprKind::Dereference,
    ExprKind::PointerObject,
    ExprKind::PointerOffset,
    ExprKind::ObjectSize,
    ExprKind::IsDynamicObject,
    ExprKind::IsInvalidPointer,
    ExprKind::ROk,
    ExprKind::WOk,
    ExprKind::RwOk,
    ExprKind::NullObject,
    ExprKind::Infinity,
    ExprKind::ByteExtract(Endian::Little),
    ExprKind::ByteExtract(Endian::Big),
    ExprKind::ByteUpdate(Endian::Little),
    ExprKind::ByteUpdate(Endian::Big),
    ExprKind::Overflow(OverflowOp::Plus),
    ExprKind::Overflow(OverflowOp::Minus),
    ExprKind::Overflow(OverflowOp::Mult),
    ExprKind::Overflow(OverflowOp::Shl),
    ExprKind::Overflow(OverflowOp::UnaryMinus),
    ExprKind::Extractbit,
    ExprKind::Extractbits,
    ExprKind::Concatenation,
    ExprKind::ZeroExtend,
    ExprKind::Popcount,
    ExprKind::BitReverse,
    ExprKind::Forall,
    ExprKind::Exists,
    ExprKind::Lambda,
    ExprKind::Let,
    ExprKind::FunctionApplication,
    ExprKind::FloatbvPlus,
    ExprKind::FloatbvMinus,
    ExprKind::FloatbvMult,
    ExprKind::FloatbvDiv,
    ExprKind::FloatbvRem,
    ExprKind::FloatbvSqrt,
    ExprKind::FloatbvTypecast,
    ExprKind::IeeeFloatEqual,
    ExprKind::IeeeFloatNotEqual,
    ExprKind::IsNan,
    ExprKind::IsInf,
    ExprKind::IsFinite,
    ExprKind::IsNormal,
];

/// Whether `id` names an expression kind of the generic form (so `id(…)` is not a call of a
/// function symbol).
pub(crate) fn is_kind_id(id: &str) -> bool {
    matches!(
        id,
        "symbol"
            | "nondet_symbol"
            | "constant"
            | "string_constant"
            | "side_effect"
            | "member"
            | "member_name"
            | "union"
            | "bswap"
            | "count_leading_zeros"
            | "count_trailing_zeros"
    ) || SIMPLE.iter().any(|k| crate::format::expr_id(k) == id)
}

/// The kind named by `id` with named subs `subs`; `None` if a required sub is missing.
pub(crate) fn kind_from_id(id: &str, subs: &[(String, String)]) -> Option<ExprKind> {
    let sub = |n: &str| subs.iter().find(|(k, _)| k == n).map(|(_, v)| v.as_str());
    Some(match id {
        "symbol" => ExprKind::Symbol(Ident::new(sub("identifier")?)),
        "nondet_symbol" => ExprKind::NondetSymbol(Ident::new(sub("identifier")?)),
        "constant" => ExprKind::Constant(Literal::Text(Ident::new(sub("value")?))),
        "string_constant" => ExprKind::StringConstant(Ident::new(sub("value")?)),
        "side_effect" => match sub("statement")? {
            "nondet" => ExprKind::Nondet,
            "allocate" => ExprKind::Allocate,
            s => ExprKind::SideEffect(Ident::new(s)),
        },
        "member" => ExprKind::Member(Ident::new(sub("component_name")?)),
        "member_name" => ExprKind::ComponentName(Ident::new(sub("component_name")?)),
        "union" => ExprKind::Union(Ident::new(sub("component_name")?)),
        "bswap" => ExprKind::Bswap(sub("bits_per_byte")?.parse().ok()?),
        "count_leading_zeros" => ExprKind::CountLeadingZeros {
            zero_permitted: sub("#bounds_check")? == "0",
        },
        "count_trailing_zeros" => ExprKind::CountTrailingZeros {
            zero_permitted: sub("#bounds_check")? == "0",
        },
        _ => match SIMPLE.iter().find(|k| crate::format::expr_id(k) == id) {
            Some(k) => k.clone(),
            None => ExprKind::Other(Ident::new(id)),
        },
    })
}

/// The result type the parser gives a node of `kind` with operands `ops` when no
/// annotation is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Derived {
    Known(TypeId),
    /// `Pointer { base, width: pointer width }`
    PointerTo(TypeId),
    /// `bv[w]`
    Bv(u32),
    /// `empty`
    Empty,
    /// From the context (expected type) or an annotation.
    Unknown,
}

impl Derived {
    /// Whether `t` is the derived type.
    pub(crate) fn matches(self, store: &Store, t: TypeId, pw: u32) -> bool {
        match self {
            Derived::Known(k) => k == t,
            Derived::PointerTo(b) => *store.ty(t) == TypeKind::Pointer { base: b, width: pw },
            Derived::Bv(w) => *store.ty(t) == TypeKind::Bv(w),
            Derived::Empty => *store.ty(t) == TypeKind::Empty,
            Derived::Unknown => false,
        }
    }

    /// The type, interned in `store`.
    pub(crate) fn make(self, store: &mut Store, pw: u32) -> Option<TypeId> {
        match self {
            Derived::Known(k) => Some(k),
            Derived::PointerTo(b) => Some(store.pointer_type(b, pw)),
            Derived::Bv(w) => Some(store.bv_type(w)),
            Derived::Empty => Some(store.empty_type()),
            Derived::Unknown => None,
        }
    }
}

/// The element type of an array/vector type (following tags).
pub(crate) fn elem_type(store: &Store, syms: &SymbolTable, t: TypeId) -> Option<TypeId> {
    match store.ty(syms.follow(store, t)) {
        TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The type of component `c` of a struct/union type (following tags).
pub(crate) fn component_type(
    store: &Store,
    syms: &SymbolTable,
    t: TypeId,
    c: Ident,
) -> Option<TypeId> {
    match store.ty(syms.follow(store, t)) {
        TypeKind::Struct(comp) | TypeKind::Union(comp) => comp.component(c).map(|(_, k)| k.ty),
        _ => None,
    }
}

/// Result type of a node from its kind and operands (see [`Derived`]). `scope` resolves
/// bound variables before the symbol table.
pub(crate) fn derive(
    store: &Store,
    syms: &SymbolTable,
    scope: &[(Ident, TypeId)],
    kind: &ExprKind,
    ops: &[ExprId],
) -> Derived {
    use ExprKind as K;
    let t0 = ops.first().map(|&o| store.type_of(o));
    let known = |t: Option<TypeId>| t.map_or(Derived::Unknown, Derived::Known);
    match kind {
        K::Symbol(n) => {
            if let Some((_, t)) = scope.iter().rev().find(|(v, _)| v == n) {
                return Derived::Known(*t);
            }
            known(syms.get(*n).map(|s| s.ty))
        }
        K::Constant(Literal::Bool(_)) => Derived::Known(BOOL),
        K::Plus | K::Minus => {
            let p = ops
                .iter()
                .map(|&o| store.type_of(o))
                .find(|&t| store.ty(t).is_pointer());
            known(p.or(t0))
        }
        K::Mult
        | K::Div
        | K::Mod
        | K::Rem
        | K::UnaryMinus
        | K::UnaryPlus
        | K::Abs
        | K::Shl
        | K::Ashr
        | K::Lshr
        | K::RotateLeft
        | K::RotateRight
        | K::BitAnd
        | K::BitOr
        | K::BitXor
        | K::BitNot
        | K::BitNand
        | K::BitNor
        | K::BitXnor
        | K::Bswap(_)
        | K::BitReverse
        | K::FloatbvPlus
        | K::FloatbvMinus
        | K::FloatbvMult
        | K::FloatbvDiv
        | K::FloatbvRem
        | K::FloatbvSqrt
        | K::With => known(t0),
        K::And
        | K::Or
        | K::Xor
        | K::Not
        | K::Implies
        | K::Equal
        | K::NotEqual
        | K::Lt
        | K::Le
        | K::Gt
        | K::Ge
        | K::Overflow(_)
        | K::IsDynamicObject
        | K::IsInvalidPointer
        | K::ROk
        | K::WOk
        | K::RwOk
        | K::IeeeFloatEqual
        | K::IeeeFloatNotEqual
        | K::IsNan
        | K::IsInf
        | K::IsFinite
        | K::IsNormal
        | K::Extractbit
        | K::Forall
        | K::Exists => Derived::Known(BOOL),
        K::If => known(ops.get(1).map(|&o| store.type_of(o))),
        K::Index => known(t0.and_then(|t| elem_type(store, syms, t))),
        K::Member(c) => known(t0.and_then(|t| component_type(store, syms, t, *c))),
        K::AddressOf => t0.map_or(Derived::Unknown, Derived::PointerTo),
        K::Dereference => match t0.map(|t| store.ty(t)) {
            Some(TypeKind::Pointer { base, .. }) => Derived::Known(*base),
            _ => Derived::Unknown,
        },
        K::ComponentName(_) => Derived::Empty,
        K::Let => known(ops.get(2).map(|&o| store.type_of(o))),
        K::FunctionApplication => match t0.map(|t| store.ty(t)) {
            Some(TypeKind::Code { ret, .. }) => Derived::Known(*ret),
            _ => Derived::Unknown,
        },
        _ => Derived::Unknown,
    }
}
