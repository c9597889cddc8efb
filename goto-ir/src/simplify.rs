//! The expression simplifier: CBMC-like rewriting, memoized per [`ExprId`].
//!
//! Symbolic execution simplifies every expression before it reaches the equation, and
//! `--show-vcc` prints the result, so the rewrite rules follow CBMC's `simplify_expr`
//! (cbmc-behaviour.md §2) rather than inventing a normal form of their own:
//!
//! - constant folding of every integer and Boolean operator with exact two's-complement
//!   semantics of the operand type (division and remainder truncate toward zero; division by
//!   zero is left alone);
//! - Boolean identities: `true`/`false` operands, duplicate operands, `a ∧ ¬a`, `¬¬a`,
//!   De Morgan under `¬`, `a ⇒ b` becomes `¬a ∨ b`;
//! - relations are normalised the way CBMC does: the constant goes to the right, then for
//!   integers `x > c` → `x ≥ c+1`, `x < c` → `¬(x ≥ c)`, `x ≤ c` → `¬(x ≥ c+1)`,
//!   `x ≠ c` → `¬(x = c)`; without constants `a < b` → `¬(a ≥ b)`, `a > b` → `¬(b ≥ a)`,
//!   `a ≤ b` → `b ≥ a`, `a ≠ b` → `¬(a = b)`; syntactically equal operands decide `=`/`≥`;
//!   `(T)b = 0` → `¬b` for Boolean `b`; an `if` operand is lifted over the relation;
//! - `if`: constant conditions, equal branches, Boolean branches (`c ? true : f` → `c ∨ f`…),
//!   `¬c ? a : b` → `c ? b : a`;
//! - typecasts of constants, of Booleans and of same-type operands;
//! - `index`/`member` of array, `array_of`, struct and `with` expressions, `with` on constant
//!   arrays, `*&x` → `x`, `&*p` → `p`;
//! - pointer equalities: the addresses of two distinct objects differ, the address of an
//!   object is never `NULL`; [`Simplifier::like_cbmc`] also decides
//!   `pointer_object(p) = pointer_object(q)` when both point into known objects (`&a[i]`,
//!   `&s.f`, casts and offsets of those, `NULL`), and always an object's against `NULL`'s;
//! - pointers into one array at constant indices (`&a[0] + 5 < &a[5]`) compare by index
//!   (within the array and one past its end);
//! - `pointer_offset` of `&x`, `&a[c]`, `&s.f` and `object_size` of `&x` (of `&x.f`,
//!   `&x[c]` too outside [`Simplifier::like_cbmc`]) are constants, as the solver encodes
//!   them (CBMC's `simplify_pointer_offset` and `simplify_object_size`);
//! - overflow predicates on `signedbv`/`unsignedbv` operands: decided when the operands
//!   are constants (the exact result is in range or not) and `false` for the identities
//!   `x + 0`, `0 + x`, `x - 0`, `x * 0`, `x * 1` (either side), `0 << d`, `x << 0`
//!   ([`Simplifier::like_cbmc`] leaves out `x * 1`, shifts of constants of two types and
//!   the range rule below, which CBMC's simplifier does not have).
//!   Overflows of `+`, `-`, `*` and unary `-` are also decided from the operands' value
//!   ranges ([`crate::ranges`]): `(int)c1 * (int)c2` never overflows for `char` operands.
//!
//! Results are cached in a side table: a [`Simplifier`] may be reused for the whole run as
//! long as it is always given the same [`Store`].
//!
//! ```
//! use goto_ir::{simplify::Simplifier, Ident, Store, SymbolTable};
//! let mut s = Store::new();
//! let ns = SymbolTable::new();
//! let int = s.signed(32);
//! let x = s.symbol(Ident::new("x"), int);
//! let three = s.int_const(3, int);
//! let lt = s.lt(x, three);
//! let mut simp = Simplifier::new();
//! let r = simp.simplify(&mut s, &ns, lt);
//! // x < 3  ~>  ¬(x ≥ 3)
//! let ge = s.ge(x, three);
//! assert_eq!(r, s.not(ge));
//! ```

use crate::expr::{ExprId, ExprKind, Literal, Operands, OverflowOp, Store, BOOL, FALSE, TRUE};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use num_bigint::BigInt;
use num_traits::{One, Signed as _, ToPrimitive, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

/// Where a part of a byte update's result comes from ([`Simplifier::written_part`]).
enum Written {
    /// The write misses it: the old object's part.
    Missed,
    /// The write covers it: these bytes of the written value.
    Covered(ExprId),
    /// Partly written.
    Partly,
}

/// A memoizing simplifier (see the module documentation for the rules).
#[derive(Clone, Debug)]
pub struct Simplifier {
    memo: FxHashMap<ExprId, ExprId>,
    /// Also the rules CBMC's simplifier lacks (overflow predicates decided by value
    /// ranges, `x * 1`); off where the result decides which properties exist.
    beyond_cbmc: bool,
    /// Decide `pointer_object(p) = pointer_object(q)` for known objects (CBMC's
    /// `simplify_inequality_pointer_object`). Only on program-level expressions
    /// (property instrumentation): in symex one object may appear under several
    /// renamed symbol names.
    known_objects: bool,
    /// The target's byte order, when the caller knows it (symex): another member of a
    /// union literal of a constant is then the constant's bytes.
    endian: Option<crate::Endian>,
}

impl Default for Simplifier {
    fn default() -> Self {
        Simplifier {
            memo: FxHashMap::default(),
            beyond_cbmc: true,
            known_objects: false,
            endian: None,
        }
    }
}

/// Arithmetic view of a type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Num {
    /// A bit-vector of `width` bits; `signed` for `signedbv`.
    Bv { width: u32, signed: bool },
    /// Unbounded integers (`integer`, `natural`).
    Unbounded,
}

fn num_of(store: &Store, ns: &SymbolTable, ty: TypeId) -> Option<Num> {
    match store.ty(ns.follow(store, ty)) {
        TypeKind::Signed(w) => Some(Num::Bv {
            width: *w,
            signed: true,
        }),
        TypeKind::Unsigned(w) | TypeKind::Bv(w) | TypeKind::CBool(w) => Some(Num::Bv {
            width: *w,
            signed: false,
        }),
        // a bit-field is signed when its underlying type is (`int b : 3` holds -4..3)
        TypeKind::CBitField { width, base } => Some(Num::Bv {
            width: *width,
            signed: match store.ty(ns.follow(store, *base)) {
                TypeKind::Signed(_) => true,
                TypeKind::CEnum { base, .. } => {
                    matches!(store.ty(ns.follow(store, *base)), TypeKind::Signed(_))
                }
                _ => false,
            },
        }),
        TypeKind::Integer | TypeKind::Natural => Some(Num::Unbounded),
        _ => None,
    }
}

/// The unsigned bit pattern of `v` in `width` bits.
fn pattern(v: &BigInt, width: u32) -> BigInt {
    let m = BigInt::one() << width;
    let r = v % &m;
    if r.is_negative() {
        r + m
    } else {
        r
    }
}

/// `extractbits(c, i)` and `extractbit(c, i)` of integer constants: the bits of `c`'s
/// pattern from bit `i` on (CBMC's simplify_extractbits; the shl overflow check of
/// constant operands becomes a constant and its property is dropped or fails).
fn fold_extract(s: &mut Store, ns: &SymbolTable, e: ExprId, kind: &ExprKind, ops: &[ExprId]) -> ExprId {
    let (Some(v), Some(i)) = (s.as_int(ops[0]).cloned(), s.as_int(ops[1]).cloned()) else {
        return e;
    };
    let Some(Num::Bv { width: from, .. }) = num_of(s, ns, s.type_of(ops[0])) else {
        return e;
    };
    let Some(i) = i.to_u32().filter(|i| *i < from) else {
        return e;
    };
    let bits = pattern(&v, from) >> i;
    if matches!(kind, ExprKind::Extractbit) {
        return s.bool_const(!(bits & BigInt::one()).is_zero());
    }
    let ty = s.type_of(e);
    let Some(Num::Bv { width, signed }) = num_of(s, ns, ty) else {
        return e;
    };
    if i + width > from {
        return e;
    }
    let r = pattern(&bits, width);
    let r = if signed && width > 0 && r >= (BigInt::one() << (width - 1)) {
        r - (BigInt::one() << width)
    } else {
        r
    };
    s.int_const(r, ty)
}

fn is_relation(k: &ExprKind) -> bool {
    matches!(
        k,
        ExprKind::Equal
            | ExprKind::NotEqual
            | ExprKind::Lt
            | ExprKind::Le
            | ExprKind::Gt
            | ExprKind::Ge
    )
}

/// The relation with swapped operands (`a < b` ⇔ `b > a`).
fn flip(k: &ExprKind) -> ExprKind {
    match k {
        ExprKind::Lt => ExprKind::Gt,
        ExprKind::Gt => ExprKind::Lt,
        ExprKind::Le => ExprKind::Ge,
        ExprKind::Ge => ExprKind::Le,
        other => other.clone(),
    }
}

/// The number of operands the rules below read for `kind`.
fn min_arity(kind: &ExprKind) -> usize {
    match kind {
        ExprKind::Not
        | ExprKind::Typecast
        | ExprKind::UnaryMinus
        | ExprKind::UnaryPlus
        | ExprKind::Abs
        | ExprKind::BitNot
        | ExprKind::Member(_)
        | ExprKind::Dereference
        | ExprKind::AddressOf => 1,
        ExprKind::If | ExprKind::With | ExprKind::ByteUpdate(_) => 3,
        ExprKind::Implies
        | ExprKind::Equal
        | ExprKind::NotEqual
        | ExprKind::Lt
        | ExprKind::Le
        | ExprKind::Gt
        | ExprKind::Ge
        | ExprKind::Shl
        | ExprKind::Ashr
        | ExprKind::Lshr
        | ExprKind::Index
        | ExprKind::ByteExtract(_)
        | ExprKind::Minus
        | ExprKind::Div
        | ExprKind::Mod
        | ExprKind::Rem => 2,
        ExprKind::BitAnd
        | ExprKind::BitOr
        | ExprKind::BitXor
        | ExprKind::BitNand
        | ExprKind::BitNor
        | ExprKind::BitXnor
        | ExprKind::Plus
        | ExprKind::Mult => 1,
        _ => 0,
    }
}

/// Skips casts from pointers to pointers.
fn skip_pointer_casts(store: &Store, mut p: ExprId) -> ExprId {
    while matches!(store.kind(p), ExprKind::Typecast)
        && store.ty(store.type_of(store.op(p, 0))).is_pointer()
    {
        p = store.op(p, 0);
    }
    p
}

/// How many nodes of an `if`'s branches are searched for its condition.
const KNOWN_CONDITION_BUDGET: usize = 256;

/// `e` with every occurrence of the Boolean `c` replaced by `value`, searching at most
/// `budget` nodes (binders are not entered).
fn replace_known(s: &mut Store, e: ExprId, c: ExprId, value: ExprId, budget: &mut usize) -> ExprId {
    if e == c {
        return value;
    }
    if *budget == 0
        || matches!(
            s.kind(e),
            ExprKind::Forall | ExprKind::Exists | ExprKind::Lambda | ExprKind::Let
        )
    {
        return e;
    }
    *budget -= 1;
    let ops: Vec<ExprId> = s.ops(e).to_vec();
    if ops.is_empty() {
        return e;
    }
    let new: Vec<ExprId> = ops.iter().map(|&o| replace_known(s, o, c, value, budget)).collect();
    if new == ops {
        e
    } else {
        s.with_ops(e, new)
    }
}

/// The root object of an lvalue (through member, index, typecast).
fn root_object(store: &Store, mut e: ExprId) -> ExprId {
    loop {
        match store.kind(e) {
            ExprKind::Member(_) | ExprKind::Index | ExprKind::Typecast => e = store.op(e, 0),
            _ => return e,
        }
    }
}

/// What `pointer_object(p)` refers to when CBMC's simplifier can tell (its
/// `simplify_object` followed by `simplify_inequality_pointer_object`).
#[derive(PartialEq, Eq, Clone, Copy)]
enum KnownObject {
    /// The null pointer constant.
    Null,
    /// `&x` of a symbol `x` (after stripping members and indices).
    Symbol(crate::Ident),
    /// `&"…"` of a string constant (the node, compared structurally).
    Str(ExprId),
}

/// The object `p` points to, if it is syntactically known: pointer-to-pointer casts and
/// integer offsets added to a pointer are skipped, `&a[i]` and `&s.f` denote the object
/// of `a` and `s` (CBMC's `simplify_object`).
fn known_object(store: &Store, mut p: ExprId) -> Option<KnownObject> {
    loop {
        match store.kind(p) {
            ExprKind::Typecast if store.ty(store.type_of(store.op(p, 0))).is_pointer() => {
                p = store.op(p, 0)
            }
            ExprKind::Plus if store.ty(store.type_of(p)).is_pointer() => {
                let ptrs: Vec<ExprId> = store
                    .ops(p)
                    .iter()
                    .copied()
                    .filter(|&o| store.ty(store.type_of(o)).is_pointer())
                    .collect();
                match ptrs.as_slice() {
                    [q] => p = *q,
                    _ => return None,
                }
            }
            _ => break,
        }
    }
    if store.is_null_pointer(p) {
        return Some(KnownObject::Null);
    }
    if !matches!(store.kind(p), ExprKind::AddressOf) {
        return None;
    }
    let mut obj = store.op(p, 0);
    while matches!(store.kind(obj), ExprKind::Index | ExprKind::Member(_)) {
        obj = store.op(obj, 0);
    }
    match store.kind(obj) {
        ExprKind::Symbol(name) => Some(KnownObject::Symbol(*name)),
        ExprKind::StringConstant(_) => Some(KnownObject::Str(obj)),
        _ => None,
    }
}

/// `p` as `&arr[i]` for an array expression `arr`, its element type and a constant index
/// `i`: `&arr[c]` and such pointers plus integer constants, as long as each pointer points
/// to the array's element type (so that `+ c` moves by whole elements).
fn constant_element_pointer(
    store: &Store,
    ns: &SymbolTable,
    p: ExprId,
) -> Option<(ExprId, TypeId, BigInt)> {
    let pointee = match store.ty(store.type_of(p)) {
        TypeKind::Pointer { base, .. } => *base,
        _ => return None,
    };
    match store.kind(p) {
        ExprKind::AddressOf => {
            let obj = store.op(p, 0);
            if !matches!(store.kind(obj), ExprKind::Index) || store.type_of(obj) != pointee {
                return None;
            }
            let i = store.op(obj, 1);
            let (w, signed) = int_type(store, ns, store.type_of(i))?;
            Some((store.op(obj, 0), pointee, int_value(store, i, w, signed)?))
        }
        ExprKind::Plus if store.ops(p).len() == 2 => {
            let (q, c) = (store.op(p, 0), store.op(p, 1));
            let (w, signed) = int_type(store, ns, store.type_of(c))?;
            let k = int_value(store, c, w, signed)?;
            let (arr, elem, i) = constant_element_pointer(store, ns, q)?;
            (elem == pointee).then_some((arr, elem, i + k))
        }
        _ => None,
    }
}

/// A relation between two pointers into the same array at constant element indices
/// (`&a[0] + 5 < &a[5]`), decided by the indices. Only indices from 0 to the array's
/// constant size (one past the end included) are compared: there the offsets are the
/// indices times the element size, and the relation of the offsets is that of the indices.
fn element_pointer_relation(
    store: &Store,
    ns: &SymbolTable,
    k: &ExprKind,
    a: ExprId,
    b: ExprId,
) -> Option<bool> {
    let (arr_a, elem_a, i) = constant_element_pointer(store, ns, a)?;
    let (arr_b, elem_b, j) = constant_element_pointer(store, ns, b)?;
    if arr_a != arr_b || elem_a != elem_b {
        return None;
    }
    let size = match store.ty(ns.follow(store, store.type_of(arr_a))) {
        TypeKind::Array { size: Some(n), .. } => store.as_int(*n)?.clone(),
        _ => return None,
    };
    let in_range = |x: &BigInt| !x.is_negative() && *x <= size;
    if !in_range(&i) || !in_range(&j) {
        return None;
    }
    compare(k, &i, &j)
}

/// Relation `k` between two known numbers.
fn compare(k: &ExprKind, i: &BigInt, j: &BigInt) -> Option<bool> {
    Some(match k {
        ExprKind::Equal => i == j,
        ExprKind::NotEqual => i != j,
        ExprKind::Lt => i < j,
        ExprKind::Le => i <= j,
        ExprKind::Gt => i > j,
        ExprKind::Ge => i >= j,
        _ => return None,
    })
}

/// The object an address expression of [`address_byte_offset`]'s forms points into (a
/// symbol or a string constant), under pointer casts.
fn address_root(store: &Store, ns: &SymbolTable, p: ExprId) -> Option<ExprId> {
    let p = skip_pointer_casts(store, p);
    let root = match store.kind(p) {
        ExprKind::AddressOf => root_object(store, store.op(p, 0)),
        ExprKind::Typecast
            if matches!(
                store.ty(ns.follow(store, store.type_of(store.op(p, 0)))),
                TypeKind::Array { .. }
            ) =>
        {
            root_object(store, store.op(p, 0))
        }
        ExprKind::Plus | ExprKind::Minus if store.ops(p).len() == 2 => {
            return address_root(store, ns, store.op(p, 0))
        }
        _ => return None,
    };
    matches!(store.kind(root), ExprKind::Symbol(_) | ExprKind::StringConstant(_)).then_some(root)
}

/// The object and constant byte offset of an address into it, the offset within the
/// object (its end included), so that the solver's offset bits hold it exactly.
fn address_in_object(store: &Store, ns: &SymbolTable, p: ExprId) -> Option<(ExprId, BigInt)> {
    let root = address_root(store, ns, p)?;
    let off = address_byte_offset(store, ns, skip_pointer_casts(store, p))?;
    let size = crate::layout::Layout::new(store, ns)
        .bytes(store.type_of(root))
        .ok()?;
    (!off.is_negative() && off <= size).then_some((root, off))
}

/// A relation between two addresses into the same object at constant byte offsets (also
/// through pointer casts: `(unsigned char *)s + 1 < (unsigned char *)s + 3`): the offsets
/// compared, as the solver compares pointers to one object.
fn same_object_pointer_relation(
    store: &Store,
    ns: &SymbolTable,
    k: &ExprKind,
    a: ExprId,
    b: ExprId,
) -> Option<bool> {
    let (ra, i) = address_in_object(store, ns, a)?;
    let (rb, j) = address_in_object(store, ns, b)?;
    if ra != rb {
        return None;
    }
    compare(k, &i, &j)
}

/// `p - q` of two addresses into the same object at constant byte offsets: the difference
/// of the offsets in elements of `p`'s pointee (CBMC's simplify_minus).
fn fold_pointer_difference(
    store: &mut Store,
    ns: &SymbolTable,
    e: ExprId,
    a: ExprId,
    b: ExprId,
) -> ExprId {
    let (Some((ra, i)), Some((rb, j))) =
        (address_in_object(store, ns, a), address_in_object(store, ns, b))
    else {
        return e;
    };
    let TypeKind::Pointer { base, .. } = *store.ty(ns.follow(store, store.type_of(a))) else {
        return e;
    };
    let Ok(size) = crate::layout::Layout::new(store, ns).bytes(base) else {
        return e;
    };
    if ra != rb || size.is_zero() {
        return e;
    }
    let d = i - j;
    if !(&d % &size).is_zero() {
        return e;
    }
    let ty = store.type_of(e);
    store.int_const(d / size, ty)
}

/// `pointer_object(p) = pointer_object(q)` decided when both objects are known: equal
/// for the same symbol (or both `NULL`, or the same string constant), different for
/// distinct symbols and for `NULL` against an object; two different string constants
/// are left alone, as in CBMC.
fn same_known_object(store: &Store, p: ExprId, q: ExprId) -> Option<bool> {
    let (a, b) = (known_object(store, p)?, known_object(store, q)?);
    match (a, b) {
        (KnownObject::Str(x), KnownObject::Str(y)) => (x == y).then_some(true),
        (KnownObject::Str(_), KnownObject::Symbol(_))
        | (KnownObject::Symbol(_), KnownObject::Str(_)) => None,
        _ => Some(a == b),
    }
}

/// [`same_known_object`] for symex's renamed symbols, where one object may appear under
/// several names (`x`, `x!0@1`, `x!1@1` of another thread): the same name is the same
/// object, names of different program symbols (the part before `!`) are different
/// objects, and two renamings of one symbol are left alone (recursion frames are
/// distinct objects, a thread's copy of a shared one is not).
fn same_renamed_object(store: &Store, p: ExprId, q: ExprId) -> Option<bool> {
    let (a, b) = (known_object(store, p)?, known_object(store, q)?);
    match (a, b) {
        (KnownObject::Symbol(x), KnownObject::Symbol(y)) => {
            let base = |n: crate::Ident| n.as_str().split('!').next();
            if x == y {
                Some(true)
            } else if base(x) != base(y) {
                Some(false)
            } else {
                None
            }
        }
        _ => null_against_object(store, p, q),
    }
}

/// `Some(false)` when one of `p`, `q` is `NULL` and the other the address of a known
/// object (so their objects differ); renamings of one object do not matter here.
fn null_against_object(store: &Store, p: ExprId, q: ExprId) -> Option<bool> {
    match (known_object(store, p)?, known_object(store, q)?) {
        (KnownObject::Null, KnownObject::Null) => Some(true),
        (KnownObject::Null, _) | (_, KnownObject::Null) => Some(false),
        _ => None,
    }
}

/// The byte offset of `&obj` within its root object when the address is `&x`, `&x[c]` or
/// `&x.f` (nested, constant indices, byte-aligned members) of a symbol or string constant:
/// the pointer offset the solver gives such an address.
fn address_byte_offset(store: &Store, ns: &SymbolTable, p: ExprId) -> Option<BigInt> {
    match store.kind(p) {
        ExprKind::AddressOf => object_byte_offset(store, ns, store.op(p, 0)),
        // an array decayed to a pointer (`(void *)"text"`): its first element
        ExprKind::Typecast
            if matches!(
                store.ty(ns.follow(store, store.type_of(store.op(p, 0)))),
                TypeKind::Array { .. }
            ) =>
        {
            object_byte_offset(store, ns, store.op(p, 0))
        }
        // an address plus or minus a constant number of elements (`(unsigned char *)s + 1`)
        ExprKind::Plus | ExprKind::Minus if store.ops(p).len() == 2 => {
            let (q, k) = (store.op(p, 0), store.op(p, 1));
            let TypeKind::Pointer { base, .. } = *store.ty(ns.follow(store, store.type_of(q)))
            else {
                return None;
            };
            let (w, signed) = int_type(store, ns, store.type_of(k))?;
            let k = int_value(store, k, w, signed)?;
            let size = crate::layout::Layout::new(store, ns).bytes(base).ok()?;
            if size.is_zero() {
                return None;
            }
            let base_off = address_byte_offset(store, ns, skip_pointer_casts(store, q))?;
            Some(if matches!(store.kind(p), ExprKind::Plus) {
                base_off + k * size
            } else {
                base_off - k * size
            })
        }
        _ => None,
    }
}

fn object_byte_offset(store: &Store, ns: &SymbolTable, obj: ExprId) -> Option<BigInt> {
    let layout = crate::layout::Layout::new(store, ns);
    match store.kind(obj) {
        ExprKind::Symbol(_) | ExprKind::StringConstant(_) => Some(BigInt::zero()),
        ExprKind::Index => {
            let (arr, i) = (store.op(obj, 0), store.op(obj, 1));
            if !matches!(store.ty(ns.follow(store, store.type_of(arr))), TypeKind::Array { .. }) {
                return None;
            }
            let (w, signed) = int_type(store, ns, store.type_of(i))?;
            let i = int_value(store, i, w, signed)?;
            let elem = layout.bytes(store.type_of(obj)).ok()?;
            Some(object_byte_offset(store, ns, arr)? + i * elem)
        }
        ExprKind::Member(name) => {
            let inner = store.op(obj, 0);
            let off = layout.member_byte_offset(store.type_of(inner), *name).ok()??;
            Some(object_byte_offset(store, ns, inner)? + off)
        }
        _ => None,
    }
}

/// The size in bytes of the object `p` points into, when `p` is the address of a symbol
/// whose type has a constant size (`parts`: or of a member or element of one; CBMC's
/// `simplify_object_size` takes the symbol only): the size the solver gives that object.
fn symbol_object_bytes(store: &Store, ns: &SymbolTable, p: ExprId, parts: bool) -> Option<BigInt> {
    if !matches!(store.kind(p), ExprKind::AddressOf) {
        return None;
    }
    let root = if parts {
        root_object(store, store.op(p, 0))
    } else {
        store.op(p, 0)
    };
    // a string literal's object is its array (beyond CBMC's simplifier, which leaves it)
    let literal = parts && matches!(store.kind(root), ExprKind::StringConstant(_));
    if !matches!(store.kind(root), ExprKind::Symbol(_)) && !literal {
        return None;
    }
    let ty = ns.follow(store, store.type_of(root));
    if store.is_infinite_array(ty) {
        return None;
    }
    crate::layout::Layout::new(store, ns).bytes(ty).ok()
}

/// Width and signedness of a `signedbv`/`unsignedbv` type (the types whose overflow
/// predicates are folded; the solver encodes these by the same two's-complement rules).
fn int_type(store: &Store, ns: &SymbolTable, ty: TypeId) -> Option<(u32, bool)> {
    match store.ty(ns.follow(store, ty)) {
        TypeKind::Signed(w) if *w > 0 => Some((*w, true)),
        TypeKind::Unsigned(w) if *w > 0 => Some((*w, false)),
        _ => None,
    }
}

/// The value of constant `e` read as a `width`-bit number (`signed`: two's complement).
fn int_value(store: &Store, e: ExprId, width: u32, signed: bool) -> Option<BigInt> {
    let p = pattern(store.as_int(e)?, width);
    if signed && p >= BigInt::one() << (width - 1) {
        Some(p - (BigInt::one() << width))
    } else {
        Some(p)
    }
}

/// Whether the mathematical value `v` is representable in the given bit-vector type.
fn representable(v: &BigInt, width: u32, signed: bool) -> bool {
    if signed {
        let half = BigInt::one() << (width - 1);
        -&half <= *v && *v < half
    } else {
        !v.is_negative() && *v < (BigInt::one() << width)
    }
}

/// Overflow predicates (`overflow-+` …) with constant or neutral operands.
fn simp_overflow(
    s: &mut Store,
    ns: &SymbolTable,
    e: ExprId,
    op: OverflowOp,
    ops: &[ExprId],
    beyond_cbmc: bool,
) -> ExprId {
    // operands whose value ranges decide it (promoted chars and shorts, masks)
    if beyond_cbmc {
        if let Some(v) = crate::ranges::overflow_decided(s, ns, op, ops) {
            return s.bool_const(v);
        }
    }
    let Some(&a) = ops.first() else { return e };
    let Some((w, signed)) = int_type(s, ns, s.type_of(a)) else {
        return e;
    };
    let va = int_value(s, a, w, signed);
    if op == OverflowOp::UnaryMinus {
        // the most negative two's complement pattern, for unsigned operands too
        return match (ops.len(), s.as_int(a)) {
            (1, Some(v)) => s.bool_const(pattern(v, w) == BigInt::one() << (w - 1)),
            _ => e,
        };
    }
    let [_, b] = ops else { return e };
    let b = *b;
    if op == OverflowOp::Shl {
        let Some((wd, signed_d)) = int_type(s, ns, s.type_of(b)) else {
            return e;
        };
        let vd = int_value(s, b, wd, signed_d);
        if va.as_ref().is_some_and(|v| v.is_zero()) || vd.as_ref().is_some_and(|d| d.is_zero()) {
            return FALSE;
        }
        let (Some(va), Some(vd)) = (va, vd) else {
            return e;
        };
        if !beyond_cbmc && s.type_of(a) != s.type_of(b) {
            return e; // CBMC folds only operands of one type
        }
        if vd.is_negative() {
            // a negative distance is undefined behaviour, but not an overflow
            return FALSE;
        }
        if vd > BigInt::from(w) {
            return TRUE; // va != 0 here
        }
        let Some(d) = vd.to_usize() else { return e };
        return s.bool_const(!representable(&(va << d), w, signed));
    }
    if s.type_of(b) != s.type_of(a) {
        return e;
    }
    let vb = int_value(s, b, w, signed);
    let is = |v: &Option<BigInt>, k: i32| v.as_ref().is_some_and(|v| *v == BigInt::from(k));
    match op {
        OverflowOp::Plus if is(&va, 0) || is(&vb, 0) => return FALSE,
        OverflowOp::Minus if is(&vb, 0) => return FALSE,
        OverflowOp::Mult if is(&va, 0) || is(&vb, 0) => return FALSE,
        OverflowOp::Mult if beyond_cbmc && (is(&va, 1) || is(&vb, 1)) => return FALSE,
        _ => {}
    }
    let (Some(va), Some(vb)) = (va, vb) else {
        return e;
    };
    let exact = match op {
        OverflowOp::Plus => va + vb,
        OverflowOp::Minus => va - vb,
        OverflowOp::Mult => va * vb,
        _ => return e,
    };
    s.bool_const(!representable(&exact, w, signed))
}

impl Simplifier {
    /// An empty simplifier.
    pub fn new() -> Simplifier {
        Simplifier::default()
    }

    /// A simplifier with only the rules CBMC's `simplify_expr` has: property
    /// instrumentation drops the assertions it simplifies to `true`, so it must decide
    /// exactly what CBMC decides for the property lists to agree.
    pub fn like_cbmc() -> Simplifier {
        Simplifier {
            beyond_cbmc: false,
            known_objects: true,
            ..Simplifier::default()
        }
    }

    /// Gives the target's byte order (see [`Simplifier`]'s `endian`).
    pub fn set_endian(&mut self, endian: crate::Endian) {
        if self.endian != Some(endian) {
            self.memo.clear();
        }
        self.endian = Some(endian);
    }

    /// Number of cached results.
    pub fn cache_len(&self) -> usize {
        self.memo.len()
    }

    /// Simplifies `e` (and all its sub-expressions).
    pub fn simplify(&mut self, store: &mut Store, ns: &SymbolTable, e: ExprId) -> ExprId {
        if let Some(&r) = self.memo.get(&e) {
            return r;
        }
        let ops: Operands = store.ops(e).iter().copied().collect();
        let new_ops: Operands = if matches!(store.kind(e), ExprKind::AddressOf) {
            ops.iter().map(|&o| self.simplify_place(store, ns, o)).collect()
        } else {
            ops.iter().map(|&o| self.simplify(store, ns, o)).collect()
        };
        let rebuilt = if new_ops == ops {
            e
        } else {
            store.with_ops(e, new_ops)
        };
        let r = self.node(store, ns, rebuilt);
        self.memo.insert(e, r);
        if rebuilt != e {
            self.memo.insert(rebuilt, r);
        }
        self.memo.insert(r, r);
        r
    }

    /// Simplifies the object expression `e` whose address is taken: its parts, but not the
    /// place itself into a value (`&"abc"[0]` stays the address of the literal's first
    /// character, `&a[1]` of a constant array the address of an element). A dereference
    /// of an address is still the object itself.
    fn simplify_place(&mut self, store: &mut Store, ns: &SymbolTable, e: ExprId) -> ExprId {
        let ops: Operands = store.ops(e).iter().copied().collect();
        let new_ops: Operands = match store.kind(e) {
            ExprKind::Index | ExprKind::ByteExtract(_) => {
                let mut v: Operands = Operands::new();
                v.push(self.simplify_place(store, ns, ops[0]));
                v.extend(ops[1..].iter().map(|&o| self.simplify(store, ns, o)));
                v
            }
            ExprKind::Member(_) => ops.iter().map(|&o| self.simplify_place(store, ns, o)).collect(),
            ExprKind::If if ops.len() == 3 => {
                let c = self.simplify(store, ns, ops[0]);
                match store.as_bool(c) {
                    Some(true) => return self.simplify_place(store, ns, ops[1]),
                    Some(false) => return self.simplify_place(store, ns, ops[2]),
                    None => {
                        let mut v: Operands = Operands::new();
                        v.push(c);
                        v.push(self.simplify_place(store, ns, ops[1]));
                        v.push(self.simplify_place(store, ns, ops[2]));
                        v
                    }
                }
            }
            ExprKind::Dereference => {
                let p = self.simplify(store, ns, ops[0]);
                let ty = store.type_of(e);
                if matches!(store.kind(p), ExprKind::AddressOf) && store.type_of(store.op(p, 0)) == ty {
                    return store.op(p, 0);
                }
                let mut v: Operands = Operands::new();
                v.push(p);
                v
            }
            ExprKind::Symbol(_) | ExprKind::StringConstant(_) => return e,
            _ => return self.simplify(store, ns, e),
        };
        if new_ops == ops {
            e
        } else {
            store.with_ops(e, new_ops)
        }
    }

    /// Simplifies a node whose operands are already simplified.
    fn node(&mut self, s: &mut Store, ns: &SymbolTable, e: ExprId) -> ExprId {
        if let Some(&r) = self.memo.get(&e) {
            return r;
        }
        let kind = s.kind(e).clone();
        let ty = s.type_of(e);
        let ops: Operands = s.ops(e).iter().copied().collect();
        if ops.len() < min_arity(&kind) {
            // malformed node (e.g. from a corrupt goto binary): leave it alone
            return e;
        }
        match kind {
            ExprKind::Not => self.simp_not(s, ops[0]),
            ExprKind::And | ExprKind::Or => self.simp_and_or(s, ns, e, kind, &ops),
            ExprKind::Implies => {
                let na = self.simp_not(s, ops[0]);
                let or = s.or(na, ops[1]);
                self.simp_and_or(s, ns, or, ExprKind::Or, &[na, ops[1]])
            }
            ExprKind::Xor => self.simp_xor(s, ns, e, &ops),
            k if is_relation(&k) => self.simp_relation(s, ns, e, k, ops[0], ops[1]),
            ExprKind::If => self.simp_if(s, ns, e, ops[0], ops[1], ops[2]),
            ExprKind::Typecast => self.simp_typecast(s, ns, e, ops[0], ty),
            ExprKind::IeeeFloatEqual | ExprKind::IeeeFloatNotEqual if ops[0] == ops[1] => {
                // x == x unless x is NaN
                let nan = s.mk(ExprKind::IsNan, BOOL, [ops[0]]);
                let nan = fold_float_class(s, &ExprKind::IsNan, ops[0]).unwrap_or(nan);
                if matches!(kind, ExprKind::IeeeFloatEqual) {
                    let not = s.not(nan);
                    self.node(s, ns, not)
                } else {
                    nan
                }
            }
            ExprKind::IeeeFloatEqual | ExprKind::IeeeFloatNotEqual => {
                let eq = fold_float_relation(s, &ExprKind::IeeeFloatEqual, ops[0], ops[1]);
                match eq {
                    Some(v) if matches!(kind, ExprKind::IeeeFloatNotEqual) => {
                        s.bool_const(v == FALSE)
                    }
                    Some(v) => v,
                    None => e,
                }
            }
            ExprKind::IsNan | ExprKind::IsInf | ExprKind::IsNormal | ExprKind::IsFinite => {
                fold_float_class(s, &kind, ops[0]).unwrap_or(e)
            }
            ExprKind::FloatbvPlus | ExprKind::FloatbvMult
                if ops.len() == 3 && ops[1] < ops[0] =>
            {
                // IEEE addition and multiplication commute (also in the sign of a zero
                // and in NaN): operands in one order, so that `a + b == b + a` is `x == x`
                match fold_float_arith(s, &kind, ty, &ops) {
                    Some(v) => v,
                    None => s.mk(kind.clone(), ty, [ops[1], ops[0], ops[2]]),
                }
            }
            ExprKind::FloatbvPlus
            | ExprKind::FloatbvMinus
            | ExprKind::FloatbvMult
            | ExprKind::FloatbvDiv => fold_float_arith(s, &kind, ty, &ops).unwrap_or(e),
            ExprKind::FloatbvSqrt => fold_float_sqrt(s, ty, &ops).unwrap_or(e),
            ExprKind::FloatbvTypecast => fold_float_typecast(s, ns, ty, &ops).unwrap_or(e),
            ExprKind::Minus
                if ops.len() == 2
                    && s.ty(s.type_of(ops[0])).is_pointer()
                    && s.ty(s.type_of(ops[1])).is_pointer() =>
            {
                fold_pointer_difference(s, ns, e, ops[0], ops[1])
            }
            ExprKind::Plus
            | ExprKind::Minus
            | ExprKind::Mult
            | ExprKind::Div
            | ExprKind::Mod
            | ExprKind::Rem
            | ExprKind::UnaryMinus
            | ExprKind::UnaryPlus
            | ExprKind::Abs => self.simp_arith(s, ns, e, &kind, ty, &ops),
            ExprKind::Shl | ExprKind::Ashr | ExprKind::Lshr => {
                self.simp_shift(s, ns, e, &kind, ty, &ops)
            }
            ExprKind::BitAnd
            | ExprKind::BitOr
            | ExprKind::BitXor
            | ExprKind::BitNot
            | ExprKind::BitNand
            | ExprKind::BitNor
            | ExprKind::BitXnor => self.simp_bitwise(s, ns, e, &kind, ty, &ops),
            ExprKind::Extractbits | ExprKind::Extractbit => fold_extract(s, ns, e, &kind, &ops),
            ExprKind::Index => self.simp_index(s, ns, e, ops[0], ops[1]),
            ExprKind::Member(name) => self.simp_member(s, ns, e, name, ops[0]),
            ExprKind::With => self.simp_with(s, ns, e, &ops),
            ExprKind::Dereference => match s.kind(ops[0]) {
                ExprKind::AddressOf if s.type_of(s.op(ops[0], 0)) == ty => s.op(ops[0], 0),
                _ => e,
            },
            ExprKind::AddressOf => match s.kind(ops[0]) {
                ExprKind::Dereference if s.type_of(s.op(ops[0], 0)) == ty => s.op(ops[0], 0),
                _ => e,
            },
            // casts between pointer types keep the object and the byte offset
            ExprKind::PointerOffset => match address_byte_offset(s, ns, skip_pointer_casts(s, ops[0])) {
                Some(off) => s.int_const(off, ty),
                None => e,
            },
            ExprKind::ObjectSize => match symbol_object_bytes(s, ns, skip_pointer_casts(s, ops[0]), self.beyond_cbmc) {
                Some(size) => s.int_const(size, ty),
                None => e,
            },
            ExprKind::Overflow(op) => simp_overflow(s, ns, e, op, &ops, self.beyond_cbmc),
            // a write of a constant to all of a union's bytes as one of its members (`u.f =
            // c` where f is as wide as the union): that member's literal, whatever the union
            // held, so the constant propagates and reads of the member fold (symbolic values
            // keep the byte update, whose element writes traces show)
            ExprKind::ByteUpdate(_)
                if s.as_int(ops[1]).is_some_and(|v| v.is_zero()) && s.is_constant(ops[2]) =>
            {
                let value = ops[2];
                let vty = ns.follow(s, s.type_of(value));
                let TypeKind::Union(c) = s.ty(ns.follow(s, ty)).clone() else {
                    return e;
                };
                let layout = crate::layout::Layout::new(s, ns);
                match (layout.bits_u64(vty), layout.bits_u64(ty)) {
                    (Some(a), Some(b)) if a == b => {}
                    _ => return e,
                }
                match c
                    .components
                    .iter()
                    .find(|comp| !comp.padding && ns.follow(s, comp.ty) == vty)
                {
                    Some(comp) => s.mk(ExprKind::Union(comp.name), ty, [value]),
                    None => e,
                }
            }
            ExprKind::ByteExtract(endian) => {
                let (op, off) = (ops[0], ops[1]);
                if s.type_of(op) == ty && s.as_int(off).is_some_and(|v| v.is_zero()) {
                    return op;
                }
                // a null pointer read as another pointer type of its width (a `void *`
                // sentinel read by `va_arg(ap, int *)`): the null pointer of that type
                if s.is_null_pointer(op)
                    && s.as_int(off).is_some_and(|v| v.is_zero())
                    && matches!(
                        (s.ty(s.type_of(op)), s.ty(ns.follow(s, ty))),
                        (TypeKind::Pointer { width: a, .. }, TypeKind::Pointer { width: b, .. }) if a == b
                    )
                {
                    return s.null_pointer(ty);
                }
                let Some(k) = s.as_int(off).cloned() else {
                    return e;
                };
                // bytes of bytes: the bytes of the inner operand at the summed offset,
                // where the inner extract covers the outer one (or is an untyped view
                // of its operand at offset 0)
                if let ExprKind::ByteExtract(inner_endian) = *s.kind(op) {
                    let (x, o1) = (s.op(op, 0), s.op(op, 1));
                    let layout = crate::layout::Layout::new(s, ns);
                    let inner_ty = ns.follow(s, s.type_of(op));
                    let covered = match (s.as_int(o1), layout.bytes_u64(ty)) {
                        (Some(o1), Some(n)) if inner_endian == endian => {
                            if matches!(s.ty(inner_ty), TypeKind::Empty) {
                                o1.is_zero().then(|| o1.clone())
                            } else {
                                layout
                                    .bytes_u64(inner_ty)
                                    .filter(|&m| !k.is_negative() && &k + n <= BigInt::from(m))
                                    .map(|_| o1.clone())
                            }
                        }
                        _ => None,
                    };
                    if let Some(o1) = covered {
                        let oty = s.type_of(off);
                        let at = s.int_const(o1 + &k, oty);
                        let n = s.mk(ExprKind::ByteExtract(endian), ty, [x, at]);
                        return self.node(s, ns, n);
                    }
                }
                // a constant read as bytes: an integer or float of the bytes at the offset
                match constant_bytes_at(s, ns, endian, op, &k, ty) {
                    Some(v) => s.int_const(v, ty),
                    None => e,
                }
            }
            _ => e,
        }
    }

    fn simp_not(&mut self, s: &mut Store, a: ExprId) -> ExprId {
        if s.type_of(a) != BOOL {
            return s.not(a);
        }
        match s.kind(a).clone() {
            ExprKind::Constant(Literal::Bool(b)) => s.bool_const(!b),
            ExprKind::Not => s.op(a, 0),
            ExprKind::And | ExprKind::Or => {
                let k = if matches!(s.kind(a), ExprKind::And) {
                    ExprKind::Or
                } else {
                    ExprKind::And
                };
                let ops: Operands = s.ops(a).iter().copied().collect();
                let neg: Operands = ops.iter().map(|&o| self.simp_not(s, o)).collect();
                s.mk(k, BOOL, neg)
            }
            ExprKind::NotEqual => {
                let (x, y) = (s.op(a, 0), s.op(a, 1));
                s.eq(x, y)
            }
            _ => s.not(a),
        }
    }

    fn simp_and_or(
        &mut self,
        s: &mut Store,
        _ns: &SymbolTable,
        e: ExprId,
        kind: ExprKind,
        ops: &[ExprId],
    ) -> ExprId {
        let is_and = matches!(kind, ExprKind::And);
        if ops.iter().any(|&o| s.type_of(o) != BOOL) {
            return e;
        }
        let mut seen = FxHashSet::default();
        let mut out: Operands = Operands::new();
        for &o in ops {
            match s.as_bool(o) {
                Some(false) if is_and => return FALSE,
                Some(true) if !is_and => return TRUE,
                Some(_) => continue,
                None => {}
            }
            if seen.insert(o) {
                out.push(o);
            }
        }
        for &o in &out {
            if matches!(s.kind(o), ExprKind::Not) && seen.contains(&s.op(o, 0)) {
                return s.bool_const(!is_and);
            }
        }
        match out.len() {
            0 => s.bool_const(is_and),
            1 => out[0],
            _ if out.as_slice() == ops && matches!(s.kind(e), ExprKind::And | ExprKind::Or) => e,
            _ => s.mk(kind, BOOL, out),
        }
    }

    fn simp_xor(&mut self, s: &mut Store, _ns: &SymbolTable, e: ExprId, ops: &[ExprId]) -> ExprId {
        if ops.iter().any(|&o| s.type_of(o) != BOOL) {
            return e;
        }
        let mut negate = false;
        let mut out: Operands = Operands::new();
        for &o in ops {
            match s.as_bool(o) {
                Some(true) => negate = !negate,
                Some(false) => {}
                None => out.push(o),
            }
        }
        match out.len() {
            0 => s.bool_const(negate),
            1 if negate => self.simp_not(s, out[0]),
            1 => out[0],
            _ if out.as_slice() == ops => e,
            _ => s.mk(ExprKind::Xor, BOOL, out),
        }
    }

    fn simp_relation(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        k: ExprKind,
        a: ExprId,
        b: ExprId,
    ) -> ExprId {
        if s.type_of(a) != s.type_of(b) {
            return e;
        }
        let is_eq = matches!(k, ExprKind::Equal | ExprKind::NotEqual);
        // `if` on the right only: swap for (in)equalities
        if is_eq && !matches!(s.kind(a), ExprKind::If) && matches!(s.kind(b), ExprKind::If) {
            let n = s.mk(k.clone(), BOOL, [b, a]);
            return self.simp_relation(s, ns, n, k, b, a);
        }
        if matches!(s.kind(a), ExprKind::If) {
            return self.lift_if(s, ns, &k, a, b);
        }
        if s.ty(s.type_of(a)).is_pointer() {
            if let Some(r) = element_pointer_relation(s, ns, &k, a, b) {
                return s.bool_const(r);
            }
            if let Some(r) = same_object_pointer_relation(s, ns, &k, a, b) {
                return s.bool_const(r);
            }
        }
        if is_eq
            && matches!(s.kind(a), ExprKind::PointerObject)
            && matches!(s.kind(b), ExprKind::PointerObject)
        {
            let (pa, pb) = (s.op(a, 0), s.op(b, 0));
            let same = if self.known_objects {
                same_known_object(s, pa, pb)
            } else {
                same_renamed_object(s, pa, pb)
            };
            if let Some(same) = same {
                return s.bool_const(same == matches!(k, ExprKind::Equal));
            }
        }
        // only casts between pointers keep an address (through an integer it may be cut)
        let (ta, tb) = (skip_pointer_casts(s, a), skip_pointer_casts(s, b));
        if is_eq
            && matches!(s.kind(ta), ExprKind::AddressOf)
            && matches!(s.kind(tb), ExprKind::AddressOf)
        {
            let (oa, ob) = (s.op(ta, 0), s.op(tb, 0));
            let (ra, rb) = (root_object(s, oa), root_object(s, ob));
            let distinct = ra != rb
                && matches!(s.kind(ra), ExprKind::Symbol(_))
                && matches!(s.kind(rb), ExprKind::Symbol(_))
                && s.symbol_name(ra) != s.symbol_name(rb);
            if oa == ob {
                return s.bool_const(matches!(k, ExprKind::Equal));
            }
            if distinct {
                return s.bool_const(matches!(k, ExprKind::NotEqual));
            }
            return e;
        }
        let float = s.ty(s.type_of(a)).is_float();
        let (ca, cb) = (s.is_constant(a), s.is_constant(b));
        if ca && cb {
            return self.both_constant(s, ns, e, &k, a, b);
        }
        if ca {
            let n = s.mk(flip(&k), BOOL, [b, a]);
            return self.rhs_constant(s, ns, n, flip(&k), b, a);
        }
        if cb {
            return self.rhs_constant(s, ns, e, k, a, b);
        }
        // neither is constant
        if float {
            return e;
        }
        let ptr = s.ty(s.type_of(a)).is_pointer();
        if ptr && !is_eq {
            return e;
        }
        match k {
            ExprKind::NotEqual => {
                let eq = s.eq(a, b);
                let r = self.simp_relation(s, ns, eq, ExprKind::Equal, a, b);
                self.simp_not(s, r)
            }
            ExprKind::Gt => {
                let ge = s.ge(b, a);
                let r = self.simp_relation(s, ns, ge, ExprKind::Ge, b, a);
                self.simp_not(s, r)
            }
            ExprKind::Lt => {
                let ge = s.ge(a, b);
                let r = self.simp_relation(s, ns, ge, ExprKind::Ge, a, b);
                self.simp_not(s, r)
            }
            ExprKind::Le => {
                let ge = s.ge(b, a);
                self.simp_relation(s, ns, ge, ExprKind::Ge, b, a)
            }
            _ => {
                if a == b {
                    TRUE
                } else {
                    s.mk(k, BOOL, [a, b])
                }
            }
        }
    }

    /// `(c ? x : y) rel b` → `c ? (x rel b) : (y rel b)`, simplified.
    fn lift_if(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        k: &ExprKind,
        a: ExprId,
        b: ExprId,
    ) -> ExprId {
        let (c, x, y) = (s.op(a, 0), s.op(a, 1), s.op(a, 2));
        let rx = s.mk(k.clone(), BOOL, [x, b]);
        let rx = self.simp_relation(s, ns, rx, k.clone(), x, b);
        let ry = s.mk(k.clone(), BOOL, [y, b]);
        let ry = self.simp_relation(s, ns, ry, k.clone(), y, b);
        let ite = s.ite(c, rx, ry);
        self.simp_if(s, ns, ite, c, rx, ry)
    }

    fn both_constant(
        &mut self,
        s: &mut Store,
        _ns: &SymbolTable,
        e: ExprId,
        k: &ExprKind,
        a: ExprId,
        b: ExprId,
    ) -> ExprId {
        let la = match s.kind(a) {
            ExprKind::Constant(l) => l.clone(),
            _ => return e,
        };
        let lb = match s.kind(b) {
            ExprKind::Constant(l) => l.clone(),
            _ => return e,
        };
        if matches!(k, ExprKind::Equal | ExprKind::NotEqual) {
            if s.ty(s.type_of(a)).is_float() {
                // +0 = -0 and NaN ≠ NaN: leave IEEE equality to the solver
                return e;
            }
            let equal = la == lb;
            return s.bool_const(equal == matches!(k, ExprKind::Equal));
        }
        let (Literal::Int(x), Literal::Int(y)) = (la, lb) else {
            return e;
        };
        if s.ty(s.type_of(a)).is_float() {
            return fold_float_relation(s, k, a, b).unwrap_or(e);
        }
        if s.ty(s.type_of(a)).is_pointer() {
            return e;
        }
        let r = match k {
            ExprKind::Lt => x < y,
            ExprKind::Le => x <= y,
            ExprKind::Gt => x > y,
            ExprKind::Ge => x >= y,
            _ => return e,
        };
        s.bool_const(r)
    }

    fn rhs_constant(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        k: ExprKind,
        a: ExprId,
        c: ExprId,
    ) -> ExprId {
        let cty = s.type_of(c);
        if s.ty(cty).is_pointer() {
            if matches!(k, ExprKind::NotEqual) {
                let eq = s.eq(a, c);
                let r = self.rhs_constant(s, ns, eq, ExprKind::Equal, a, c);
                return self.simp_not(s, r);
            }
            if matches!(k, ExprKind::Equal) && s.is_null_pointer(c) {
                let inner = skip_pointer_casts(s, a);
                if matches!(s.kind(inner), ExprKind::AddressOf) {
                    let obj = s.op(inner, 0);
                    if matches!(
                        s.kind(obj),
                        ExprKind::Symbol(_)
                            | ExprKind::Member(_)
                            | ExprKind::Index
                            | ExprKind::StringConstant(_)
                    ) {
                        return FALSE;
                    }
                }
            }
            return e;
        }
        let zero = s.as_int(c).is_some_and(|v| v.is_zero());
        if zero && matches!(s.kind(a), ExprKind::Typecast) {
            let inner = s.op(a, 0);
            if s.type_of(inner) == BOOL {
                match k {
                    ExprKind::Equal => return self.simp_not(s, inner),
                    ExprKind::NotEqual => return inner,
                    _ => {}
                }
            }
        }
        let Some(Num::Bv { width, signed }) = num_of(s, ns, cty) else {
            return e;
        };
        if !matches!(
            s.ty(ns.follow(s, cty)),
            TypeKind::Signed(_) | TypeKind::Unsigned(_)
        ) {
            return e;
        }
        let Some(v) = s.as_int(c).cloned() else {
            return e;
        };
        let max = if signed {
            (BigInt::one() << (width - 1)) - 1
        } else {
            (BigInt::one() << width) - 1
        };
        match k {
            ExprKind::NotEqual => {
                let eq = s.eq(a, c);
                let r = self.rhs_constant(s, ns, eq, ExprKind::Equal, a, c);
                self.simp_not(s, r)
            }
            ExprKind::Gt => {
                if v == max {
                    return FALSE;
                }
                let c1 = s.int_const(v + 1, cty);
                let ge = s.ge(a, c1);
                self.rhs_constant(s, ns, ge, ExprKind::Ge, a, c1)
            }
            ExprKind::Lt => {
                let ge = s.ge(a, c);
                let r = self.rhs_constant(s, ns, ge, ExprKind::Ge, a, c);
                self.simp_not(s, r)
            }
            ExprKind::Le => {
                if v == max {
                    return TRUE;
                }
                let c1 = s.int_const(v + 1, cty);
                let ge = s.ge(a, c1);
                let r = self.rhs_constant(s, ns, ge, ExprKind::Ge, a, c1);
                self.simp_not(s, r)
            }
            ExprKind::Ge => {
                if v.is_zero() && !signed {
                    return TRUE;
                }
                s.mk(ExprKind::Ge, BOOL, [a, c])
            }
            _ => s.mk(k, BOOL, [a, c]),
        }
    }

    fn simp_if(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        c: ExprId,
        t: ExprId,
        f: ExprId,
    ) -> ExprId {
        match s.as_bool(c) {
            Some(true) => return t,
            Some(false) => return f,
            None => {}
        }
        if t == f {
            return t;
        }
        if matches!(s.kind(c), ExprKind::Not) {
            let nc = s.op(c, 0);
            let n = s.ite(nc, f, t);
            return self.simp_if(s, ns, n, nc, f, t);
        }
        if s.type_of(t) == BOOL && s.type_of(f) == BOOL {
            match (s.as_bool(t), s.as_bool(f)) {
                (Some(true), Some(false)) => return c,
                (Some(false), Some(true)) => return self.simp_not(s, c),
                (Some(true), None) => {
                    let o = s.or(c, f);
                    return self.simp_and_or(s, ns, o, ExprKind::Or, &[c, f]);
                }
                (Some(false), None) => {
                    let nc = self.simp_not(s, c);
                    let a = s.and(nc, f);
                    return self.simp_and_or(s, ns, a, ExprKind::And, &[nc, f]);
                }
                (None, Some(false)) => {
                    let a = s.and(c, t);
                    return self.simp_and_or(s, ns, a, ExprKind::And, &[c, t]);
                }
                (None, Some(true)) => {
                    let nc = self.simp_not(s, c);
                    let o = s.or(nc, t);
                    return self.simp_and_or(s, ns, o, ExprKind::Or, &[nc, t]);
                }
                _ => {}
            }
        }
        // within a branch the condition is known (CBMC's simplify_if_recursive): its
        // occurrences there become true or false
        if s.type_of(c) == BOOL {
            let mut budget = KNOWN_CONDITION_BUDGET;
            let t2 = replace_known(s, t, c, TRUE, &mut budget);
            let f2 = replace_known(s, f, c, FALSE, &mut budget);
            if t2 != t || f2 != f {
                let (t3, f3) = (self.simplify(s, ns, t2), self.simplify(s, ns, f2));
                let n = s.ite(c, t3, f3);
                return self.simp_if(s, ns, n, c, t3, f3);
            }
        }
        if matches!(s.kind(e), ExprKind::If) && s.ops(e) == [c, t, f] {
            e
        } else {
            s.ite(c, t, f)
        }
    }

    fn simp_typecast(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        op: ExprId,
        ty: TypeId,
    ) -> ExprId {
        let from = s.type_of(op);
        if from == ty {
            return op;
        }
        if s.is_infinity(op) {
            // CBMC: casts of infinity are infinity of the target type
            return s.mk(ExprKind::Infinity, ty, []);
        }
        let to_kind = s.ty(ns.follow(s, ty)).clone();
        let from_kind = s.ty(ns.follow(s, from)).clone();
        if let ExprKind::Constant(lit) = s.kind(op).clone() {
            match (&lit, &to_kind) {
                (Literal::Bool(b), k) if k.is_bitvector() || num_of(s, ns, ty).is_some() => {
                    return s.int_const(i32::from(*b), ty);
                }
                (Literal::Int(v), TypeKind::Bool) if from_kind.is_bitvector() => {
                    return s.bool_const(!v.is_zero());
                }
                (Literal::Int(v), _)
                    if (from_kind.is_bitvector()
                        || matches!(
                            from_kind,
                            TypeKind::Integer | TypeKind::Natural | TypeKind::CEnum { .. }
                        ))
                        && (to_kind.is_bitvector()
                            || matches!(to_kind, TypeKind::Integer | TypeKind::CEnum { .. })) =>
                {
                    let v = match to_kind {
                        TypeKind::CBool(_) => BigInt::from(u8::from(!v.is_zero())),
                        // an enum holds its underlying type's bits (CBMC: the low bits)
                        TypeKind::CEnum { base, .. } => s.normalize_int(v.clone(), base),
                        _ => v.clone(),
                    };
                    let c = s.int_const(v, ty);
                    // the sizeof type survives the cast (CBMC's simplify_typecast)
                    return match s.c_sizeof_type(op) {
                        Some(of) if to_kind.is_bitvector() => s.with_c_sizeof_type(c, of),
                        _ => c,
                    };
                }
                // an exact conversion of a constant to a floating-point type (no rounding,
                // so the rounding mode does not matter)
                (Literal::Int(_), TypeKind::Floatbv { .. })
                    if matches!(
                        from_kind,
                        TypeKind::Signed(_) | TypeKind::Unsigned(_) | TypeKind::Floatbv { .. }
                    ) =>
                {
                    if let Some(r) = fold_float_conversion(s, op, ty, None) {
                        return r;
                    }
                }
                (Literal::Int(v), TypeKind::Pointer { .. })
                    if v.is_zero() && (from_kind.is_bitvector() || from_kind.is_pointer()) =>
                {
                    return s.null_pointer(ty);
                }
                _ => {}
            }
        }
        // (T1)(T2)x with x: T1 and T2 at least as wide as T1 (same signedness or wider);
        // not through `_Bool`, whose conversion maps every nonzero value to 1
        if matches!(s.kind(op), ExprKind::Typecast) && !matches!(from_kind, TypeKind::CBool(_)) {
            let inner = s.op(op, 0);
            if s.type_of(inner) == ty {
                // widening then narrowing back (or a same-width round trip) is the identity
                if let (Some(Num::Bv { width: w0, .. }), Some(Num::Bv { width: w1, .. })) =
                    (num_of(s, ns, ty), num_of(s, ns, from))
                {
                    if w1 >= w0 {
                        return inner;
                    }
                }
                if s.ty(ty).is_pointer() && s.ty(from).is_pointer() {
                    return inner;
                }
            }
        }
        e
    }

    fn simp_arith(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        kind: &ExprKind,
        ty: TypeId,
        ops: &[ExprId],
    ) -> ExprId {
        if matches!(kind, ExprKind::UnaryMinus) {
            if let Some(c) = negate_float_constant(s, ty, ops[0]) {
                return c;
            }
        }
        if s.ty(ty).is_pointer() {
            // pointer arithmetic: only drop `+ 0`
            if matches!(kind, ExprKind::Plus) && ops.len() == 2 {
                if s.as_int(ops[1]).is_some_and(|v| v.is_zero())
                    && !s.ty(s.type_of(ops[1])).is_pointer()
                {
                    return ops[0];
                }
                if s.as_int(ops[0]).is_some_and(|v| v.is_zero())
                    && !s.ty(s.type_of(ops[0])).is_pointer()
                {
                    return ops[1];
                }
            }
            if matches!(kind, ExprKind::Minus)
                && ops.len() == 2
                && s.as_int(ops[1]).is_some_and(|v| v.is_zero())
                && !s.ty(s.type_of(ops[1])).is_pointer()
            {
                return ops[0];
            }
            return e;
        }
        if num_of(s, ns, ty).is_none() || ops.iter().any(|&o| s.type_of(o) != ty) {
            return e;
        }
        let vals: Option<Vec<BigInt>> = ops.iter().map(|&o| s.as_int(o).cloned()).collect();
        match kind {
            ExprKind::Plus | ExprKind::Mult => {
                let is_plus = matches!(kind, ExprKind::Plus);
                let unit = if is_plus {
                    BigInt::zero()
                } else {
                    BigInt::one()
                };
                // fold all constants into one, placed where the first constant was
                let mut acc = unit.clone();
                let mut first_const = None;
                let mut rest: Operands = Operands::new();
                for (i, &o) in ops.iter().enumerate() {
                    if let Some(v) = s.as_int(o) {
                        if is_plus {
                            acc += v;
                        } else {
                            acc *= v;
                        }
                        first_const.get_or_insert(i);
                    } else {
                        rest.push(o);
                    }
                }
                let Some(pos) = first_const else { return e };
                let mut c = s.int_const(acc.clone(), ty);
                if !is_plus {
                    // a product keeps the sizeof type of its one factor that has one
                    // (CBMC's simplify_mult), so `n * sizeof(T)` still types an allocation
                    let mut sizeof_types = ops.iter().filter_map(|&o| s.c_sizeof_type(o));
                    if let (Some(of), None) = (sizeof_types.next(), sizeof_types.next()) {
                        c = s.with_c_sizeof_type(c, of);
                    }
                }
                let cval = s.as_int(c).cloned().unwrap_or_default();
                if !is_plus && cval.is_zero() {
                    return c;
                }
                if rest.is_empty() {
                    return c;
                }
                let mut out: Operands = Operands::new();
                let mut inserted = false;
                for (i, &o) in ops.iter().enumerate() {
                    if s.is_constant(o) {
                        if i == pos && cval != unit {
                            out.push(c);
                            inserted = true;
                        }
                    } else {
                        out.push(o);
                    }
                }
                let _ = inserted;
                if out.len() == 1 {
                    return out[0];
                }
                if out.as_slice() == ops {
                    return e;
                }
                s.mk(kind.clone(), ty, out)
            }
            ExprKind::Minus => {
                if ops.len() != 2 {
                    return e;
                }
                if let Some(v) = vals {
                    return s.int_const(&v[0] - &v[1], ty);
                }
                if ops[0] == ops[1] {
                    return s.int_const(0, ty);
                }
                if s.as_int(ops[1]).is_some_and(|v| v.is_zero()) {
                    return ops[0];
                }
                // `a - c` is `a + -c`, as CBMC's simplify_minus writes it (and the constant
                // then joins the other constants of a sum)
                if let Some(c) = s.as_int(ops[1]).cloned() {
                    let neg = s.int_const(-c, ty);
                    let plus = s.mk(ExprKind::Plus, ty, [ops[0], neg]);
                    return self.simp_arith(s, ns, plus, &ExprKind::Plus, ty, &[ops[0], neg]);
                }
                e
            }
            ExprKind::Div | ExprKind::Mod | ExprKind::Rem => {
                if ops.len() != 2 {
                    return e;
                }
                if let Some(v) = vals {
                    if v[1].is_zero() {
                        return e;
                    }
                    let r = if matches!(kind, ExprKind::Div) {
                        &v[0] / &v[1]
                    } else {
                        &v[0] % &v[1]
                    };
                    return s.int_const(r, ty);
                }
                if matches!(kind, ExprKind::Div) && s.as_int(ops[1]).is_some_and(|v| v.is_one()) {
                    return ops[0];
                }
                e
            }
            ExprKind::UnaryMinus => match vals {
                Some(v) => s.int_const(-&v[0], ty),
                None if matches!(s.kind(ops[0]), ExprKind::UnaryMinus) => s.op(ops[0], 0),
                None => e,
            },
            ExprKind::UnaryPlus => ops[0],
            ExprKind::Abs => match vals {
                Some(v) => s.int_const(v[0].abs(), ty),
                None => e,
            },
            _ => e,
        }
    }

    fn simp_shift(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        kind: &ExprKind,
        ty: TypeId,
        ops: &[ExprId],
    ) -> ExprId {
        let Some(Num::Bv { width, signed }) = num_of(s, ns, ty) else {
            return e;
        };
        let (Some(v), Some(d)) = (s.as_int(ops[0]).cloned(), s.as_int(ops[1]).cloned()) else {
            if s.as_int(ops[1]).is_some_and(|d| d.is_zero()) {
                return ops[0];
            }
            return e;
        };
        if d.is_negative() {
            return e;
        }
        let d = d.to_u64().unwrap_or(u64::MAX).min(u64::from(width) + 1) as u32;
        let r = match kind {
            ExprKind::Shl => pattern(&v, width) << d,
            ExprKind::Lshr => pattern(&v, width) >> d,
            _ => {
                // arithmetic: floor division of the signed value
                let sv = if signed {
                    v
                } else {
                    let p = pattern(&v, width);
                    if width > 0 && p >= (BigInt::one() << (width - 1)) {
                        p - (BigInt::one() << width)
                    } else {
                        p
                    }
                };
                sv >> d
            }
        };
        s.int_const(r, ty)
    }

    fn simp_bitwise(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        kind: &ExprKind,
        ty: TypeId,
        ops: &[ExprId],
    ) -> ExprId {
        let Some(Num::Bv { width, .. }) = num_of(s, ns, ty) else {
            return e;
        };
        let Some(vals) = ops
            .iter()
            .map(|&o| s.as_int(o).map(|v| pattern(v, width)))
            .collect::<Option<Vec<BigInt>>>()
        else {
            return e;
        };
        let mask = (BigInt::one() << width) - 1;
        let fold = |f: &dyn Fn(BigInt, &BigInt) -> BigInt| {
            let mut it = vals.iter();
            let first = it.next().cloned().unwrap_or_default();
            it.fold(first, f)
        };
        let r = match kind {
            ExprKind::BitAnd => fold(&|a, b| a & b),
            ExprKind::BitOr => fold(&|a, b| a | b),
            ExprKind::BitXor => fold(&|a, b| a ^ b),
            ExprKind::BitNand => fold(&|a, b| a & b) ^ &mask,
            ExprKind::BitNor => fold(&|a, b| a | b) ^ &mask,
            ExprKind::BitXnor => fold(&|a, b| a ^ b) ^ &mask,
            ExprKind::BitNot => vals[0].clone() ^ &mask,
            _ => return e,
        };
        s.int_const(r, ty)
    }

    fn simp_index(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        arr: ExprId,
        idx: ExprId,
    ) -> ExprId {
        match s.kind(arr).clone() {
            ExprKind::ByteExtract(endian) => {
                // an element of a byte extract at a constant index, of an array of
                // symbolic size (which the solver cannot flatten), or of an array declared
                // with 0 or 1 elements (the struct hack's trailing array, indexed past its
                // declared size), is the extract at the element's offset
                let (x, off) = (s.op(arr, 0), s.op(arr, 1));
                let aty = ns.follow(s, s.type_of(arr));
                let TypeKind::Array { size, .. } = s.ty(aty).clone() else {
                    return e;
                };
                let by_offset = size.is_some_and(|n| {
                    s.as_int(n)
                        .is_none_or(|n| *n <= num_bigint::BigInt::from(1))
                });
                let ety = s.type_of(e);
                let Some(es) = crate::layout::Layout::new(s, ns).bytes_u64(ety) else {
                    return e;
                };
                if let Some(i) = s.as_int(idx).cloned() {
                    return self.byte_extract_at(s, ns, endian, x, off, i * es, ety);
                }
                if !by_offset {
                    return e;
                }
                let oty = s.type_of(off);
                let i = s.typecast(idx, oty);
                let esc = s.int_const(es, oty);
                let scaled = s.mult(i, esc);
                let at = s.plus(off, scaled);
                s.mk(ExprKind::ByteExtract(endian), ety, [x, at])
            }
            ExprKind::ByteUpdate(endian) => {
                // an element at a constant index of a byte update at a constant offset (a
                // memset or memcpy into an array): the written bytes when the write covers
                // the element, the old element when it misses it
                let (old, off, value) = (s.op(arr, 0), s.op(arr, 1), s.op(arr, 2));
                let ety = s.type_of(e);
                let layout = crate::layout::Layout::new(s, ns);
                let (Some(i), Some(off), Ok(es), Ok(written)) = (
                    s.as_int(idx).cloned(),
                    s.as_int(off).cloned(),
                    layout.bytes(ety),
                    layout.bytes(s.type_of(value)),
                ) else {
                    return e;
                };
                // elements that are not whole bytes share bytes with their neighbours
                if layout.bits(ety).ok() != Some(&es * 8) || es.is_zero() || i.sign() == num_bigint::Sign::Minus {
                    return e;
                }
                match self.written_part(s, ns, endian, arr, &off, &written, &(&i * &es), &es, ety) {
                    Written::Missed => {
                        let n = s.index(old, idx, ety);
                        self.simp_index(s, ns, n, old, idx)
                    }
                    Written::Covered(x) => x,
                    Written::Partly => e,
                }
            }
            ExprKind::StringConstant(text) => {
                // a character of a narrow string literal (its terminating zero included)
                let ety = s.type_of(e);
                let narrow = matches!(s.ty(ety), TypeKind::Signed(8) | TypeKind::Unsigned(8));
                let Some(i) = s.as_int(idx).and_then(|v| v.to_usize()).filter(|_| narrow) else {
                    return e;
                };
                match text.as_str().chars().chain(std::iter::once('\0')).nth(i) {
                    Some(ch) if u32::from(ch) <= 0xff => {
                        let v = s.normalize_int(num_bigint::BigInt::from(u32::from(ch)), ety);
                        s.int_const(v, ety)
                    }
                    _ => e,
                }
            }
            ExprKind::ArrayOf => s.op(arr, 0),
            ExprKind::Array => {
                if let Some(i) = s.as_int(idx).and_then(|v| v.to_usize()) {
                    if let Some(&el) = s.ops(arr).get(i) {
                        return el;
                    }
                }
                e
            }
            ExprKind::With => {
                let (old, wh, new) = (s.op(arr, 0), s.op(arr, 1), s.op(arr, 2));
                if s.ops(arr).len() != 3 {
                    return e;
                }
                if wh == idx {
                    return new;
                }
                if let (Some(a), Some(b)) = (s.as_int(wh), s.as_int(idx)) {
                    if a != b {
                        let elem = s.type_of(e);
                        let n = s.index(old, idx, elem);
                        return self.simp_index(s, ns, n, old, idx);
                    }
                }
                e
            }
            ExprKind::If => {
                // (c ? a : b)[i] → c ? a[i] : b[i] when both sides simplify
                e
            }
            _ => e,
        }
    }

    fn simp_member(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
        name: crate::Ident,
        op: ExprId,
    ) -> ExprId {
        match s.kind(op).clone() {
            // `(c ? a : b).m` is `c ? a.m : b.m` where both members are known (struct
            // literals, updates): a member read through a pointer with two targets
            ExprKind::If => {
                let (c, a, b) = (s.op(op, 0), s.op(op, 1), s.op(op, 2));
                let ty = s.type_of(e);
                let ma = s.member(a, name, ty);
                let ma = self.simp_member(s, ns, ma, name, a);
                let mb = s.member(b, name, ty);
                let mb = self.simp_member(s, ns, mb, name, b);
                let known = |x: ExprId| !matches!(s.kind(x), ExprKind::Member(_));
                if !(known(ma) && known(mb)) {
                    return e;
                }
                let lifted = s.ite(c, ma, mb);
                self.node(s, ns, lifted)
            }
            ExprKind::Struct => {
                let sty = ns.follow(s, s.type_of(op));
                if let TypeKind::Struct(c) = s.ty(sty) {
                    if let Some((i, _)) = c.component(name) {
                        if let Some(&v) = s.ops(op).get(i) {
                            return v;
                        }
                    }
                }
                e
            }
            ExprKind::With => {
                let (old, wh, new) = (s.op(op, 0), s.op(op, 1), s.op(op, 2));
                if let ExprKind::ComponentName(n) = s.kind(wh) {
                    if *n == name {
                        return new;
                    }
                    // the members of a union share their bytes: writing one changes the others
                    if matches!(s.ty(ns.follow(s, s.type_of(old))), TypeKind::Union(_)) {
                        return e;
                    }
                    let ty = s.type_of(e);
                    let m = s.member(old, name, ty);
                    return self.simp_member(s, ns, m, name, old);
                }
                e
            }
            ExprKind::Union(n) if n == name && s.type_of(s.op(op, 0)) == s.type_of(e) => {
                s.op(op, 0)
            }
            // another member of a union literal of a constant, within the constant's bytes:
            // those bytes in the target's byte order (csmith's `union {int64_t a; int8_t
            // b;} g = {4}; … g.b`)
            ExprKind::Union(_) => {
                let (Some(endian), v) = (self.endian, s.op(op, 0)) else {
                    return e;
                };
                let mty = s.type_of(e);
                if !s.is_constant(v)
                    || matches!(s.ty(ns.follow(s, mty)), TypeKind::CBitField { .. })
                {
                    return e;
                }
                let layout = crate::layout::Layout::new(s, ns);
                match (layout.bytes_u64(mty), layout.bytes_u64(s.type_of(v))) {
                    (Some(a), Some(b)) if a <= b => {}
                    _ => return e,
                }
                let offset_type = s.signed(64);
                let zero = s.int_const(0, offset_type);
                let n = s.mk(ExprKind::ByteExtract(endian), mty, [v, zero]);
                let r = self.node(s, ns, n);
                if s.is_constant(r) {
                    r
                } else {
                    e
                }
            }
            ExprKind::ByteExtract(endian) => {
                // a member of a byte extract is the extract at the member's offset (so a
                // union or struct of symbolic size read from bytes needs no flattening)
                let (x, off) = (s.op(op, 0), s.op(op, 1));
                let oty = ns.follow(s, s.type_of(op));
                let mty = s.type_of(e);
                if matches!(s.ty(ns.follow(s, mty)), TypeKind::CBitField { .. }) {
                    return e;
                }
                let start = match s.ty(oty) {
                    TypeKind::Union(_) => BigInt::zero(),
                    TypeKind::Struct(_) => {
                        match crate::layout::Layout::new(s, ns).member_byte_offset(oty, name) {
                            Ok(Some(k)) => k,
                            _ => return e,
                        }
                    }
                    _ => return e,
                };
                self.byte_extract_at(s, ns, endian, x, off, start, mty)
            }
            ExprKind::ByteUpdate(endian) => {
                // a member of a byte update: the written value when the write is exactly
                // that member, its bytes when the write covers the member, the old member
                // when the write misses it
                let (old, off, value) = (s.op(op, 0), s.op(op, 1), s.op(op, 2));
                let layout = crate::layout::Layout::new(s, ns);
                let (Some(off), Ok(Some(start)), Ok(size), Ok(written)) = (
                    s.as_int(off).cloned(),
                    layout.member_byte_offset(s.type_of(old), name),
                    layout.bytes(s.type_of(e)),
                    layout.bytes(s.type_of(value)),
                ) else {
                    return e;
                };
                // a bit-field member's bytes are not its own
                if layout.member(s.type_of(old), name).map(|m| m.bits).ok() != Some(&size * 8) {
                    return e;
                }
                if off == start && s.type_of(value) == s.type_of(e) {
                    return value;
                }
                let ty = s.type_of(e);
                match self.written_part(s, ns, endian, op, &off, &written, &start, &size, ty) {
                    Written::Missed => {
                        let m = s.member(old, name, ty);
                        self.simp_member(s, ns, m, name, old)
                    }
                    Written::Covered(x) => x,
                    Written::Partly => e,
                }
            }
            _ => e,
        }
    }

    /// The part of type `ty` at bytes `start..start + size` of the byte update `upd`, whose
    /// value of `written` bytes is written at the constant byte offset `off`: untouched by
    /// the write, or covered by it (then its bytes of the written value), or partly written.
    #[allow(clippy::too_many_arguments)]
    fn written_part(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        endian: crate::Endian,
        upd: ExprId,
        off: &BigInt,
        written: &BigInt,
        start: &BigInt,
        size: &BigInt,
        ty: TypeId,
    ) -> Written {
        if off + written <= *start || start + size <= *off {
            return Written::Missed;
        }
        if off <= start && start + size <= off + written {
            let value = s.op(upd, 2);
            let zero = s.int_const(0, s.type_of(s.op(upd, 1)));
            return Written::Covered(self.byte_extract_at(s, ns, endian, value, zero, start - off, ty));
        }
        Written::Partly
    }

    /// `byte_extract(x, off + k, ty)` (folded when `off` is a constant; `x` itself at offset
    /// 0 with `x`'s type).
    fn byte_extract_at(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        endian: crate::Endian,
        x: ExprId,
        off: ExprId,
        k: BigInt,
        ty: TypeId,
    ) -> ExprId {
        let oty = s.type_of(off);
        let at = match s.as_int(off) {
            Some(v) => s.int_const(v + k, oty),
            None if k.is_zero() => off,
            None => {
                let kc = s.int_const(k, oty);
                s.plus(off, kc)
            }
        };
        if s.type_of(x) == ty && s.as_int(at).is_some_and(|v| v.is_zero()) {
            return x;
        }
        let n = s.mk(ExprKind::ByteExtract(endian), ty, [x, at]);
        if s.as_int(at).is_some() {
            // a constant offset: the extract may fold further (bytes of a constant)
            return self.node(s, ns, n);
        }
        n
    }

    fn simp_with(&mut self, s: &mut Store, ns: &SymbolTable, e: ExprId, ops: &[ExprId]) -> ExprId {
        if ops.len() != 3 {
            return e;
        }
        let (old, wh, new) = (ops[0], ops[1], ops[2]);
        match s.kind(old).clone() {
            ExprKind::Array => {
                if let Some(i) = s.as_int(wh).and_then(|v| v.to_usize()) {
                    let mut els: Operands = s.ops(old).iter().copied().collect();
                    if i < els.len() {
                        els[i] = new;
                        let ty = s.type_of(old);
                        return s.mk(ExprKind::Array, ty, els);
                    }
                }
                e
            }
            ExprKind::Struct => {
                if let ExprKind::ComponentName(n) = s.kind(wh).clone() {
                    let sty = ns.follow(s, s.type_of(old));
                    if let TypeKind::Struct(c) = s.ty(sty) {
                        if let Some((i, _)) = c.component(n) {
                            let mut els: Operands = s.ops(old).iter().copied().collect();
                            if i < els.len() {
                                els[i] = new;
                                let ty = s.type_of(old);
                                return s.mk(ExprKind::Struct, ty, els);
                            }
                        }
                    }
                }
                e
            }
            _ => e,
        }
    }
}

/// `-c` of a floating-point constant (not NaN): its sign bit flipped.
fn negate_float_constant(s: &mut Store, ty: TypeId, op: ExprId) -> Option<ExprId> {
    let TypeKind::Floatbv { width, fraction } = *s.ty(ty) else {
        return None;
    };
    let v = s.as_int(op)?.clone();
    let fmt = crate::ieee::Format { width, fraction };
    if !fmt.supported() || crate::ieee::decode(fmt, &v).is_some_and(f64::is_nan) {
        return None;
    }
    if s.type_of(op) != ty {
        return None;
    }
    let sign = BigInt::one() << (width - 1);
    let flipped = if v >= sign { v - sign } else { v + sign };
    Some(s.mk(ExprKind::Constant(Literal::Int(flipped)), ty, []))
}

/// `floatbv_plus`/`minus`/`mult`/`div` of two constants, in any binary format and any
/// rounding mode given as a constant (goto-ir's soft float: IEEE's exact operations); a
/// NaN result stays unfolded (its bits are the solver's to choose).
fn fold_float_arith(s: &mut Store, kind: &ExprKind, ty: TypeId, ops: &[ExprId]) -> Option<ExprId> {
    use crate::softfloat as sf;
    let &[a, b, rm] = ops else { return None };
    let (fmt, x, rm) = float_operand_and_mode(s, ty, a, rm)?;
    if s.type_of(b) != ty {
        return None;
    }
    let y = s.as_int(b)?.to_biguint()?;
    let r = match kind {
        ExprKind::FloatbvPlus => sf::add(fmt, &x, &y, false, rm),
        ExprKind::FloatbvMinus => sf::add(fmt, &x, &y, true, rm),
        ExprKind::FloatbvMult => sf::mul(fmt, &x, &y, rm),
        _ => sf::div(fmt, &x, &y, rm),
    };
    float_result(s, fmt, ty, r)
}

/// `floatbv_sqrt` of a constant (see [`fold_float_arith`]).
fn fold_float_sqrt(s: &mut Store, ty: TypeId, ops: &[ExprId]) -> Option<ExprId> {
    let &[a, rm] = ops else { return None };
    let (fmt, x, rm) = float_operand_and_mode(s, ty, a, rm)?;
    let r = crate::softfloat::sqrt(fmt, &x, rm);
    float_result(s, fmt, ty, r)
}

/// The format of `ty`, the bits of the constant `a` of that type and the constant
/// rounding mode `rm`.
fn float_operand_and_mode(
    s: &Store,
    ty: TypeId,
    a: ExprId,
    rm: ExprId,
) -> Option<(crate::ieee::Format, num_bigint::BigUint, crate::softfloat::Rounding)> {
    let rm = crate::softfloat::Rounding::from_cbmc(s.as_int(rm)?.to_i64()?)?;
    let fmt = float_format(s, ty)?;
    if s.type_of(a) != ty {
        return None;
    }
    Some((fmt, s.as_int(a)?.to_biguint()?, rm))
}

/// A folded float result, unless it is NaN.
fn float_result(
    s: &mut Store,
    fmt: crate::ieee::Format,
    ty: TypeId,
    r: num_bigint::BigUint,
) -> Option<ExprId> {
    if fmt.unpack(&r) == crate::softfloat::Num::Nan {
        return None;
    }
    Some(s.mk(ExprKind::Constant(Literal::Int(BigInt::from(r))), ty, []))
}

/// The value of the integer or float type `ty` (a float as its bit pattern) made of the
/// bytes at offset `k` of the constant `c` (integers, floats, `_Bool`, and structs and
/// arrays of them, as their layout places them), in `endian` byte order; `None` for
/// anything else.
fn constant_bytes_at(
    s: &Store,
    ns: &SymbolTable,
    endian: crate::Endian,
    c: ExprId,
    k: &BigInt,
    ty: TypeId,
) -> Option<BigInt> {
    if !matches!(
        s.ty(ns.follow(s, ty)),
        TypeKind::Signed(_) | TypeKind::Unsigned(_) | TypeKind::Floatbv { .. }
    ) {
        return None;
    }
    let layout = crate::layout::Layout::new(s, ns);
    let n = layout.bytes_u64(ty)? as usize;
    let total = layout.bytes_u64(s.type_of(c))? as usize;
    let start = k.to_usize()?;
    if start + n > total || total > 4096 {
        return None;
    }
    let mut bytes = vec![0u8; total];
    constant_bytes(s, ns, endian, c, &mut bytes, 0)?;
    let window = &bytes[start..start + n];
    let ordered: Vec<u8> = match endian {
        crate::Endian::Little => window.iter().rev().copied().collect(),
        crate::Endian::Big => window.to_vec(),
    };
    let v = ordered
        .into_iter()
        .fold(BigInt::zero(), |v, b| (v << 8u32) + BigInt::from(b));
    Some(s.normalize_int(v, ty))
}

/// Writes the bytes of the constant `c` at `at` into `out`; `None` if `c` is not a
/// constant of a type whose bytes are known.
fn constant_bytes(
    s: &Store,
    ns: &SymbolTable,
    endian: crate::Endian,
    c: ExprId,
    out: &mut [u8],
    at: usize,
) -> Option<()> {
    let ty = ns.follow(s, s.type_of(c));
    let layout = crate::layout::Layout::new(s, ns);
    match (s.kind(c), s.ty(ty).clone()) {
        (
            ExprKind::Constant(Literal::Int(v)),
            TypeKind::Signed(w)
            | TypeKind::Unsigned(w)
            | TypeKind::CBool(w)
            | TypeKind::Bv(w)
            | TypeKind::Floatbv { width: w, .. },
        ) if w % 8 == 0 => {
            let mut u = pattern(v, w);
            let mut le: Vec<u8> = (0..w / 8)
                .map(|_| {
                    let b = (&u & BigInt::from(0xffu32)).to_u8().unwrap_or(0);
                    u >>= 8u32;
                    b
                })
                .collect();
            if endian == crate::Endian::Big {
                le.reverse();
            }
            out.get_mut(at..at + le.len())?.copy_from_slice(&le);
            Some(())
        }
        (ExprKind::Constant(Literal::Bool(b)), TypeKind::CBool(8)) => {
            *out.get_mut(at)? = u8::from(*b);
            Some(())
        }
        (ExprKind::Struct, TypeKind::Struct(_)) => {
            let places = layout.members(ty).ok()?;
            if places.len() != s.ops(c).len() {
                return None;
            }
            for p in &places {
                let op = *s.ops(c).get(p.index)?;
                crate::layout::whole_bytes(&p.bits)?;
                let off = crate::layout::whole_bytes(&p.bit_offset)?.to_usize()?;
                constant_bytes(s, ns, endian, op, out, at + off)?;
            }
            Some(())
        }
        (ExprKind::Array, TypeKind::Array { elem, .. }) => {
            let es = layout.bytes_u64(elem)? as usize;
            for (i, &op) in s.ops(c).iter().enumerate() {
                constant_bytes(s, ns, endian, op, out, at + i * es)?;
            }
            Some(())
        }
        // a string literal: its characters (bytes of a narrow one, code units of a wide
        // one) and the terminating zero, read as other types (`const unsigned char *`)
        (ExprKind::StringConstant(text), TypeKind::Array { elem, .. }) => {
            let es = layout.bytes_u64(elem)? as usize;
            if es == 0 || es > 4 {
                return None;
            }
            for (i, ch) in text.as_str().chars().chain(std::iter::once('\0')).enumerate() {
                let v = u32::from(ch);
                if es < 4 && v >> (8 * es) != 0 {
                    return None;
                }
                for b in 0..es {
                    let pos = match endian {
                        crate::Endian::Little => b,
                        crate::Endian::Big => es - 1 - b,
                    };
                    *out.get_mut(at + i * es + pos)? = ((v >> (8 * b)) & 0xff) as u8;
                }
            }
            Some(())
        }
        _ => None,
    }
}

/// `floatbv_typecast` of a constant float or integer to a float type: in the constant
/// rounding mode, or in any mode when the conversion is exact (then the mode does not
/// matter). NaN results stay unfolded.
fn fold_float_typecast(
    s: &mut Store,
    ns: &SymbolTable,
    ty: TypeId,
    ops: &[ExprId],
) -> Option<ExprId> {
    let &[a, rm] = ops else { return None };
    let rm = s
        .as_int(rm)
        .and_then(|m| m.to_i64())
        .and_then(crate::softfloat::Rounding::from_cbmc);
    if rm == Some(crate::softfloat::Rounding::TowardZero) {
        if let Some(r) = fold_float_to_integer(s, ns, a, ty) {
            return Some(r);
        }
    }
    fold_float_conversion(s, a, ty, rm)
}

/// The float constant `a` converted to the integer type `ty` by truncation (C's
/// conversion), where the result fits `ty`; out-of-range values, infinities and NaN
/// stay unfolded (the solver gives them an unconstrained result).
fn fold_float_to_integer(
    s: &mut Store,
    ns: &SymbolTable,
    a: ExprId,
    ty: TypeId,
) -> Option<ExprId> {
    use crate::softfloat::Num;
    // (`_Bool` is not a truncation: every nonzero value converts to 1)
    if !matches!(s.ty(ty), TypeKind::Signed(_) | TypeKind::Unsigned(_)) {
        return None;
    }
    let range = crate::ranges::type_range(s, ns, ty)?;
    let v = s.as_int(a)?;
    let Num::Finite { sign, mant, exp } = float_format(s, s.type_of(a))?.unpack(&v.to_biguint()?)
    else {
        return None;
    };
    let magnitude = if exp >= 0 {
        mant << (exp as u64)
    } else {
        mant >> (exp.unsigned_abs())
    };
    let value = if sign {
        -BigInt::from(magnitude)
    } else {
        BigInt::from(magnitude)
    };
    (range.lo <= value && value <= range.hi).then(|| s.int_const(value, ty))
}

/// The constant `a` (a float or an integer) converted to the float type `ty` in the
/// rounding mode `rm`, or (`rm: None`) when the conversion is exact; not NaN.
fn fold_float_conversion(
    s: &mut Store,
    a: ExprId,
    ty: TypeId,
    rm: Option<crate::softfloat::Rounding>,
) -> Option<ExprId> {
    use crate::softfloat::{self as sf, Rounding};
    let to = float_format(s, ty)?;
    let v = s.as_int(a)?;
    let value = match *s.ty(s.type_of(a)) {
        TypeKind::Floatbv { .. } => float_format(s, s.type_of(a))?.unpack(&v.to_biguint()?),
        TypeKind::Signed(_) | TypeKind::Unsigned(_) => sf::Num::Finite {
            sign: v.is_negative(),
            mant: v.magnitude().clone(),
            exp: 0,
        },
        _ => return None,
    };
    let r = match rm {
        Some(m) => to.repack(&value, m),
        None => {
            let down = to.repack(&value, Rounding::Down);
            (down == to.repack(&value, Rounding::Up)).then_some(down)?
        }
    };
    float_result(s, to, ty, r)
}

/// The format of a floating-point type rbmc's IEEE helpers answer for.
fn float_format(s: &Store, ty: TypeId) -> Option<crate::ieee::Format> {
    crate::ieee::Format::of_type(s.ty(ty)).filter(|f| f.supported())
}

/// An IEEE comparison (`<`, `<=`, `>`, `>=`, `ieee_float_equal`) of two constants (NaN
/// compares false, `+0 == -0`).
fn fold_float_relation(s: &mut Store, k: &ExprKind, a: ExprId, b: ExprId) -> Option<ExprId> {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let fmt = float_format(s, s.type_of(a))?;
    if s.type_of(b) != s.type_of(a) {
        return None;
    }
    let c = crate::softfloat::compare(fmt, &s.as_int(a)?.to_biguint()?, &s.as_int(b)?.to_biguint()?);
    let r = match k {
        ExprKind::Lt => c == Some(Less),
        ExprKind::Le => matches!(c, Some(Less | Equal)),
        ExprKind::Gt => c == Some(Greater),
        ExprKind::Ge => matches!(c, Some(Greater | Equal)),
        ExprKind::IeeeFloatEqual => c == Some(Equal),
        _ => return None,
    };
    Some(s.bool_const(r))
}

/// `isnan`/`isinf`/`isnormal`/`isfinite` of a constant.
fn fold_float_class(s: &mut Store, k: &ExprKind, a: ExprId) -> Option<ExprId> {
    use crate::ieee::Class;
    let fmt = float_format(s, s.type_of(a))?;
    let class = crate::ieee::classify(fmt, s.as_int(a)?)?;
    let r = match k {
        ExprKind::IsNan => class == Class::Nan,
        ExprKind::IsInf => class == Class::Infinite,
        ExprKind::IsNormal => class == Class::Normal,
        _ => !matches!(class, Class::Nan | Class::Infinite),
    };
    Some(s.bool_const(r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ident;

    fn setup() -> (Store, SymbolTable, Simplifier) {
        (Store::new(), SymbolTable::new(), Simplifier::new())
    }

    #[test]
    fn folds_two_complement_arithmetic() {
        let (mut s, ns, mut simp) = setup();
        let i8t = s.signed(8);
        let a = s.int_const(127, i8t);
        let b = s.int_const(1, i8t);
        let p = s.plus(a, b);
        let r = simp.simplify(&mut s, &ns, p);
        assert_eq!(s.as_int(r), Some(&BigInt::from(-128)));
        let m7 = s.int_const(-7, i8t);
        let two = s.int_const(2, i8t);
        let d = s.div(m7, two);
        let r = simp.simplify(&mut s, &ns, d);
        assert_eq!(s.as_int(r), Some(&BigInt::from(-3)));
        let md = s.modulo(m7, two);
        let r = simp.simplify(&mut s, &ns, md);
        assert_eq!(s.as_int(r), Some(&BigInt::from(-1)));
        let sh = s.shift(ExprKind::Ashr, m7, b);
        let r = simp.simplify(&mut s, &ns, sh);
        assert_eq!(s.as_int(r), Some(&BigInt::from(-4)));
        let u8t = s.unsigned(8);
        let x = s.int_const(0xF0, u8t);
        let n = s.bitnot(x);
        let r = simp.simplify(&mut s, &ns, n);
        assert_eq!(s.as_int(r), Some(&BigInt::from(0x0F)));
        let zero = s.int_const(0, i8t);
        let dz = s.div(a, zero);
        assert_eq!(simp.simplify(&mut s, &ns, dz), dz);
    }

    #[test]
    fn casts_of_infinity_are_infinity_of_the_target_type() {
        let (mut s, ns, mut simp) = setup();
        let u32t = s.unsigned(32);
        let i64t = s.signed(64);
        let inf = s.mk(ExprKind::Infinity, u32t, []);
        let c = s.typecast(inf, i64t);
        let r = simp.simplify(&mut s, &ns, c);
        assert!(s.is_infinity(r));
        assert_eq!(s.type_of(r), i64t);
        let cfg = crate::c_syntax::CConfig::lp64();
        assert_eq!(crate::c_syntax::expr(&s, &ns, &cfg, r), "INFINITY()");
        let int = s.signed(32);
        let arr = s.array_type(int, Some(r));
        assert_eq!(
            crate::c_syntax::ty(&s, &ns, &cfg, arr),
            "signed int [INFINITY()]"
        );
    }

    #[test]
    fn only_the_full_simplifier_uses_ranges_and_times_one() {
        let (mut s, ns, mut full) = setup();
        let mut cbmc = Simplifier::like_cbmc();
        let (int, ch) = (s.signed(32), s.signed(8));
        let c = s.symbol(Ident::new("c"), ch);
        let x = s.symbol(Ident::new("x"), int);
        let ci = s.typecast(c, int);
        let one = s.int_const(1, int);
        let zero = s.int_const(0, int);
        let promoted = s.mk(ExprKind::Overflow(OverflowOp::Mult), BOOL, [ci, ci]);
        let times_one = s.mk(ExprKind::Overflow(OverflowOp::Mult), BOOL, [x, one]);
        let times_zero = s.mk(ExprKind::Overflow(OverflowOp::Mult), BOOL, [x, zero]);
        assert_eq!(full.simplify(&mut s, &ns, promoted), FALSE);
        assert_eq!(full.simplify(&mut s, &ns, times_one), FALSE);
        assert_eq!(cbmc.simplify(&mut s, &ns, promoted), promoted);
        assert_eq!(cbmc.simplify(&mut s, &ns, times_one), times_one);
        assert_eq!(cbmc.simplify(&mut s, &ns, times_zero), FALSE);
    }

    #[test]
    fn overflow_identities_need_no_constants() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let x = s.symbol(Ident::new("x"), int);
        let zero = s.int_const(0, int);
        let one = s.int_const(1, int);
        let two = s.int_const(2, int);
        let ov = |s: &mut Store, k, a, b| s.mk(ExprKind::Overflow(k), BOOL, [a, b]);
        for (k, a, b) in [
            (OverflowOp::Plus, x, zero),
            (OverflowOp::Plus, zero, x),
            (OverflowOp::Minus, x, zero),
            (OverflowOp::Mult, x, zero),
            (OverflowOp::Mult, one, x),
            (OverflowOp::Shl, zero, x),
            (OverflowOp::Shl, x, zero),
        ] {
            let e = ov(&mut s, k, a, b);
            assert_eq!(simp.simplify(&mut s, &ns, e), FALSE, "{k:?}");
        }
        // 0 - x may overflow; x * 2 may overflow: left alone
        for (k, a, b) in [(OverflowOp::Minus, zero, x), (OverflowOp::Mult, x, two)] {
            let e = ov(&mut s, k, a, b);
            assert_eq!(simp.simplify(&mut s, &ns, e), e, "{k:?}");
        }
        // operands of different types are left alone
        let long = s.signed(64);
        let big = s.int_const(1, long);
        let e = ov(&mut s, OverflowOp::Plus, one, big);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
    }

    #[test]
    fn member_of_a_union_with_keeps_other_members() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let uchar = s.unsigned(8);
        let comp = |n: &str, ty| crate::Component {
            name: Ident::new(n),
            pretty_name: None,
            ty,
            padding: false,
        };
        let body = crate::Compound {
            tag: None,
            components: vec![comp("i", int), comp("c", uchar)],
            packed: false,
            incomplete: false,
            align: None,
        };
        let ut = s.mk_type(TypeKind::Union(body.clone()));
        let st = s.mk_type(TypeKind::Struct(body));
        let empty = s.empty_type();
        let cn = s.mk(ExprKind::ComponentName(Ident::new("i")), empty, []);
        let seven = s.int_const(7, int);
        // union: writing `i` changes `c`, so `c` of the result is not `c` of the old value
        let u = s.symbol(Ident::new("u"), ut);
        let w = s.mk(ExprKind::With, ut, [u, cn, seven]);
        let c = s.member(w, Ident::new("c"), uchar);
        assert_eq!(simp.simplify(&mut s, &ns, c), c);
        let i = s.member(w, Ident::new("i"), int);
        assert_eq!(simp.simplify(&mut s, &ns, i), seven);
        // struct: the other members are untouched
        let x = s.symbol(Ident::new("x"), st);
        let w = s.mk(ExprKind::With, st, [x, cn, seven]);
        let c = s.member(w, Ident::new("c"), uchar);
        let old_c = s.member(x, Ident::new("c"), uchar);
        assert_eq!(simp.simplify(&mut s, &ns, c), old_c);
    }

    #[test]
    fn normalises_relations_like_cbmc() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let x = s.symbol(Ident::new("x"), int);
        let y = s.symbol(Ident::new("y"), int);
        let five = s.int_const(5, int);
        let six = s.int_const(6, int);
        let gt = s.gt(x, five);
        assert_eq!(simp.simplify(&mut s, &ns, gt), s.ge(x, six));
        let ne = s.ne(x, five);
        let eq = s.eq(x, five);
        assert_eq!(simp.simplify(&mut s, &ns, ne), s.not(eq));
        let lt = s.lt(five, x); // 5 < x  ~>  x > 5  ~>  x ≥ 6
        assert_eq!(simp.simplify(&mut s, &ns, lt), s.ge(x, six));
        let le = s.le(x, y);
        assert_eq!(simp.simplify(&mut s, &ns, le), s.ge(y, x));
        let same = s.eq(x, x);
        assert_eq!(simp.simplify(&mut s, &ns, same), TRUE);
    }

    #[test]
    fn boolean_identities() {
        let (mut s, ns, mut simp) = setup();
        let a = s.symbol(Ident::new("a"), BOOL);
        let b = s.symbol(Ident::new("b"), BOOL);
        let na = s.not(a);
        let and = s.and_all([a, TRUE, na]);
        assert_eq!(simp.simplify(&mut s, &ns, and), FALSE);
        let or = s.or_all([b, FALSE, b]);
        assert_eq!(simp.simplify(&mut s, &ns, or), b);
        let imp = s.implies(a, b);
        assert_eq!(simp.simplify(&mut s, &ns, imp), s.or(na, b));
        let ab = s.and(a, b);
        let n = s.not(ab);
        let nb = s.not(b);
        assert_eq!(simp.simplify(&mut s, &ns, n), s.or(na, nb));
        let ite = s.ite(na, TRUE, FALSE);
        assert_eq!(simp.simplify(&mut s, &ns, ite), na);
    }

    #[test]
    fn pointers_to_distinct_objects_differ() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let pt = s.pointer_type(int, 64);
        let x = s.symbol(Ident::new("x"), int);
        let y = s.symbol(Ident::new("y"), int);
        let px = s.address_of(x, pt);
        let py = s.address_of(y, pt);
        let e = s.eq(px, py);
        assert_eq!(simp.simplify(&mut s, &ns, e), FALSE);
        let e = s.eq(px, px);
        assert_eq!(simp.simplify(&mut s, &ns, e), TRUE);
        let null = s.null_pointer(pt);
        let e = s.eq(px, null);
        assert_eq!(simp.simplify(&mut s, &ns, e), FALSE);
    }

    #[test]
    fn pointers_into_one_array_compare_by_index() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let long = s.signed(64);
        let pt = s.pointer_type(int, 64);
        let five = s.int_const(5, long);
        let arr_ty = s.array_type(int, Some(five));
        let a = s.symbol(Ident::new("a"), arr_ty);
        let at = |s: &mut Store, i: i64| {
            let i = s.int_const(i, long);
            let ix = s.index(a, i, int);
            s.address_of(ix, pt)
        };
        let plus = |s: &mut Store, p: ExprId, k: i64| {
            let k = s.int_const(k, long);
            s.mk(ExprKind::Plus, pt, [p, k])
        };
        // &a[0] + 1 + 1 + 1 + 1 + 1 < &a[5] is false; &a[0] + 1 + 1 < &a[5] is true
        let a0 = at(&mut s, 0);
        let a5 = at(&mut s, 5);
        let mut p = a0;
        for k in 1..=5 {
            p = plus(&mut s, p, 1);
            let e = s.lt(p, a5);
            assert_eq!(simp.simplify(&mut s, &ns, e), s.bool_const(k < 5));
        }
        let e = s.eq(p, a5);
        assert_eq!(simp.simplify(&mut s, &ns, e), TRUE);
        // past one-past-the-end, or into another array: left alone
        let far = plus(&mut s, a5, 1);
        let e = s.lt(a0, far);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
        let b = s.symbol(Ident::new("b"), arr_ty);
        let zero = s.int_const(0, long);
        let b0 = s.index(b, zero, int);
        let b0 = s.address_of(b0, pt);
        let e = s.lt(a0, b0);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
    }

    #[test]
    fn offsets_and_sizes_of_constant_addresses() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let long = s.signed(64);
        let size_t = s.unsigned(64);
        let pt = s.pointer_type(int, 64);
        let five = s.int_const(5, long);
        let arr_ty = s.array_type(int, Some(five));
        let a = s.symbol(Ident::new("a"), arr_ty);
        let three = s.int_const(3, long);
        let a3 = s.index(a, three, int);
        let pa3 = s.address_of(a3, pt);
        let off = s.mk(ExprKind::PointerOffset, long, [pa3]);
        assert_eq!(simp.simplify(&mut s, &ns, off), s.int_const(12, long));
        let size = s.mk(ExprKind::ObjectSize, size_t, [pa3]);
        assert_eq!(simp.simplify(&mut s, &ns, size), s.int_const(20, size_t));
        // CBMC's rules take the size of `&x` only
        let mut cbmc = Simplifier::like_cbmc();
        assert_eq!(cbmc.simplify(&mut s, &ns, size), size);
        let arr_pt = s.pointer_type(arr_ty, 64);
        let pa = s.address_of(a, arr_pt);
        let size = s.mk(ExprKind::ObjectSize, size_t, [pa]);
        assert_eq!(cbmc.simplify(&mut s, &ns, size), s.int_const(20, size_t));
        // an unknown pointer is left alone; NULL's object is not an object's
        let p = s.symbol(Ident::new("p"), pt);
        let off = s.mk(ExprKind::PointerOffset, long, [p]);
        assert_eq!(simp.simplify(&mut s, &ns, off), off);
        let null = s.null_pointer(pt);
        let on = s.mk(ExprKind::PointerObject, size_t, [null]);
        let oa = s.mk(ExprKind::PointerObject, size_t, [pa3]);
        let e = s.eq(oa, on);
        assert_eq!(simp.simplify(&mut s, &ns, e), FALSE);
        let op = s.mk(ExprKind::PointerObject, size_t, [p]);
        let e = s.eq(op, on);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
    }

    #[test]
    fn pointer_objects_of_known_objects() {
        let (mut s, ns, _) = setup();
        let mut simp = Simplifier::like_cbmc();
        let int = s.signed(32);
        let size_t = s.unsigned(64);
        let long = s.signed(64);
        let pt = s.pointer_type(int, 64);
        let arr_t = s.array_type(int, None);
        let a = s.symbol(Ident::new("a"), arr_t);
        let b = s.symbol(Ident::new("b"), arr_t);
        let p = s.symbol(Ident::new("p"), pt);
        let (zero, two) = (s.int_const(0, long), s.int_const(2, long));
        let a0 = s.index(a, zero, int);
        let a2 = s.index(a, two, int);
        let b0 = s.index(b, zero, int);
        let (pa0, pa2, pb0) = (
            s.address_of(a0, pt),
            s.address_of(a2, pt),
            s.address_of(b0, pt),
        );
        let obj = |s: &mut Store, q| s.mk(ExprKind::PointerObject, size_t, [q]);
        let (oa0, oa2, ob0, op) = (
            obj(&mut s, pa0),
            obj(&mut s, pa2),
            obj(&mut s, pb0),
            obj(&mut s, p),
        );
        // &a[0] and &a[2] are in the same object, &b[0] is in another one
        let e = s.eq(oa0, oa2);
        assert_eq!(simp.simplify(&mut s, &ns, e), TRUE);
        let e = s.eq(oa0, ob0);
        assert_eq!(simp.simplify(&mut s, &ns, e), FALSE);
        // pointer-to-pointer casts and offsets keep the object
        let char_t = s.signed(8);
        let cpt = s.pointer_type(char_t, 64);
        let c = s.typecast(pa2, cpt);
        let oc = obj(&mut s, c);
        let e = s.eq(oa0, oc);
        assert_eq!(simp.simplify(&mut s, &ns, e), TRUE);
        // NULL is no object; an unknown pointer is left alone
        let null = s.null_pointer(pt);
        let on = obj(&mut s, null);
        let e = s.eq(on, oa0);
        assert_eq!(simp.simplify(&mut s, &ns, e), FALSE);
        let e = s.eq(op, oa0);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
        // symex's simplifier: distinct program symbols are distinct objects, two
        // renamings of one symbol (recursion frames, a thread's copy) are left alone
        let e = s.eq(oa0, ob0);
        assert_eq!(Simplifier::new().simplify(&mut s, &ns, e), FALSE);
        let x1 = s.symbol(Ident::new("f::1::x!0@1"), int);
        let x2 = s.symbol(Ident::new("f::1::x!0@2"), int);
        let y1 = s.symbol(Ident::new("f::1::y!0@1"), int);
        let (px1, px2, py1) = (s.address_of(x1, pt), s.address_of(x2, pt), s.address_of(y1, pt));
        let (ox1, ox2, oy1) = (obj(&mut s, px1), obj(&mut s, px2), obj(&mut s, py1));
        let e = s.eq(ox1, ox2);
        assert_eq!(Simplifier::new().simplify(&mut s, &ns, e), e);
        let e = s.eq(ox1, oy1);
        assert_eq!(Simplifier::new().simplify(&mut s, &ns, e), FALSE);
        let e = s.eq(ox1, ox1);
        assert_eq!(Simplifier::new().simplify(&mut s, &ns, e), TRUE);
        // the offset and size of an object do not change under a pointer cast
        let px1c = s.typecast(px1, cpt);
        let off = s.mk(ExprKind::PointerOffset, long, [px1c]);
        let z = s.int_const(0, long);
        assert_eq!(Simplifier::new().simplify(&mut s, &ns, off), z);
    }

    #[test]
    fn condition_known_in_its_branches() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let c = s.symbol(Ident::new("c"), BOOL);
        let (a, b, d) = (
            s.symbol(Ident::new("a"), int),
            s.symbol(Ident::new("b"), int),
            s.symbol(Ident::new("d"), int),
        );
        // c ? (c ? a : b) + 1 : (c ? a : b)  →  c ? a + 1 : b
        let inner = s.ite(c, a, b);
        let one = s.int_const(1, int);
        let plus = s.mk(ExprKind::Plus, int, [inner, one]);
        let e = s.ite(c, plus, inner);
        let a1 = s.mk(ExprKind::Plus, int, [a, one]);
        let want = s.ite(c, a1, b);
        assert_eq!(simp.simplify(&mut s, &ns, e), want);
        // an unrelated condition stays
        let other = s.symbol(Ident::new("o"), BOOL);
        let inner = s.ite(other, a, b);
        let e = s.ite(c, inner, d);
        assert_eq!(simp.simplify(&mut s, &ns, e), e);
    }

    #[test]
    fn with_and_index_on_constants() {
        let (mut s, ns, mut simp) = setup();
        let int = s.signed(32);
        let three = s.int_const(3, int);
        let at = s.array_type(int, Some(three));
        let z = s.int_const(0, int);
        let arr = s.mk(ExprKind::ArrayOf, at, [z]);
        let one = s.int_const(1, int);
        let nine = s.int_const(9, int);
        let w = s.mk(ExprKind::With, at, [arr, one, nine]);
        let i1 = s.index(w, one, int);
        assert_eq!(simp.simplify(&mut s, &ns, i1), nine);
        let two = s.int_const(2, int);
        let i2 = s.index(w, two, int);
        assert_eq!(simp.simplify(&mut s, &ns, i2), z);
        let c = s.symbol(Ident::new("c"), BOOL);
        let tc = s.typecast(c, int);
        let e = s.eq(tc, z);
        assert_eq!(simp.simplify(&mut s, &ns, e), s.not(c));
    }

    /// Overflow predicates on constants agree with Rust's checked i8 / u8 arithmetic, for
    /// every pair of 8-bit operands.
    #[test]
    fn overflow_folding_matches_checked_arithmetic() {
        for a in i8::MIN..=i8::MAX {
            let (mut s, ns, mut simp) = setup();
            for b in i8::MIN..=i8::MAX {
                for signed in [true, false] {
                    let t = if signed { s.signed(8) } else { s.unsigned(8) };
                    let (ua, ub) = (a as u8, b as u8);
                    let (x, y) = if signed {
                        (s.int_const(a, t), s.int_const(b, t))
                    } else {
                        (s.int_const(ua, t), s.int_const(ub, t))
                    };
                    // CBMC's shift overflow: the exact a·2^d is not representable (0 ≤ d ≤ 8),
                    // any non-zero a for d > 8, never for a negative d
                    let d = if signed { i64::from(b) } else { i64::from(ub) };
                    let shl = if d < 0 {
                        false
                    } else if d > 8 {
                        ua != 0
                    } else if signed {
                        i8::try_from(i64::from(a) << d).is_err()
                    } else {
                        u8::try_from(i64::from(ua) << d).is_err()
                    };
                    let cases = [
                        (
                            OverflowOp::Plus,
                            vec![x, y],
                            if signed {
                                a.checked_add(b).is_none()
                            } else {
                                ua.checked_add(ub).is_none()
                            },
                        ),
                        (
                            OverflowOp::Minus,
                            vec![x, y],
                            if signed {
                                a.checked_sub(b).is_none()
                            } else {
                                ua.checked_sub(ub).is_none()
                            },
                        ),
                        (
                            OverflowOp::Mult,
                            vec![x, y],
                            if signed {
                                a.checked_mul(b).is_none()
                            } else {
                                ua.checked_mul(ub).is_none()
                            },
                        ),
                        (OverflowOp::UnaryMinus, vec![x], ua == 0x80),
                        (OverflowOp::Shl, vec![x, y], shl),
                    ];
                    for (kind, ops, expected) in cases {
                        let e = s.mk(ExprKind::Overflow(kind), BOOL, ops);
                        let r = simp.simplify(&mut s, &ns, e);
                        assert_eq!(
                            s.as_bool(r),
                            Some(expected),
                            "{kind:?} {a} {b} signed={signed}"
                        );
                    }
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(128))]
        /// Constant folding agrees with Rust's wrapping i8 / u8 arithmetic.
        #[test]
        fn folding_matches_twos_complement(a in proptest::prelude::any::<i8>(), b in proptest::prelude::any::<i8>(), op in 0usize..10) {
            let (mut s, ns, mut simp) = setup();
            let i8t = s.signed(8);
            let (x, y) = (s.int_const(a, i8t), s.int_const(b, i8t));
            let (kind, expected): (ExprKind, Option<i64>) = match op {
                0 => (ExprKind::Plus, Some(a.wrapping_add(b).into())),
                1 => (ExprKind::Minus, Some(a.wrapping_sub(b).into())),
                2 => (ExprKind::Mult, Some(a.wrapping_mul(b).into())),
                3 => (ExprKind::Div, a.checked_div(b).map(i64::from).or(if b == 0 { None } else { Some(a.wrapping_div(b).into()) })),
                4 => (ExprKind::Mod, if b == 0 { None } else { Some(a.wrapping_rem(b).into()) }),
                5 => (ExprKind::BitAnd, Some((a & b).into())),
                6 => (ExprKind::BitOr, Some((a | b).into())),
                7 => (ExprKind::BitXor, Some((a ^ b).into())),
                8 => (ExprKind::Shl, if (0..8).contains(&b) { Some(a.wrapping_shl(b as u32).into()) } else { None }),
                _ => (ExprKind::Ashr, if (0..8).contains(&b) { Some((a >> b).into()) } else { None }),
            };
            let e = s.mk(kind, i8t, [x, y]);
            let r = simp.simplify(&mut s, &ns, e);
            match expected {
                Some(v) => proptest::prop_assert_eq!(s.as_int(r), Some(&BigInt::from(v))),
                None => proptest::prop_assert!(b == 0 || !(0..8).contains(&b)),
            }
            // relations agree too
            let lt = s.lt(x, y);
            let r = simp.simplify(&mut s, &ns, lt);
            proptest::prop_assert_eq!(s.as_bool(r), Some(a < b));
        }
    }
}
