//! Expressions: a hash-consed DAG.
//!
//! Every expression lives in a [`Store`] and is named by an [`ExprId`] (a `u32`). A node is
//! its kind, its type and its operands; building the same node twice returns the same id, so
//! equality is `==` on ids and shared subterms are shared by construction. Analyses keep
//! their results in side tables keyed by `ExprId` (simplifier results, bit-blasted literals).
//!
//! ```
//! use goto_ir::{Store, Ident};
//! let mut s = Store::new();
//! let int = s.signed(32);
//! let x = s.symbol(Ident::new("x"), int);
//! let one = s.int_const(1, int);
//! let a = s.plus(x, one);
//! let b = s.plus(x, one);
//! assert_eq!(a, b); // hash-consed
//! ```

use crate::types::{TypeId, TypeKind};
use crate::Ident;
use num_bigint::BigInt;
use num_traits::{One, Signed as _, Zero};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// An interned expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ExprId(pub u32);

/// Operand list of a node.
pub type Operands = SmallVec<[ExprId; 3]>;

/// The value of a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Literal {
    /// Boolean `true`/`false`.
    Bool(bool),
    /// Integer value. For `signedbv` the signed value; for other bit-vector types (unsigned,
    /// `bv`, `c_bool`, bit-fields, floats, pointers) the unsigned bit pattern in
    /// `0..2^width`. A pointer constant `0` is `NULL`. For `integer`/`natural` the value.
    Int(BigInt),
    /// Constants kept as text (rationals, reals, other exotic values).
    Text(Ident),
}

/// The byte order of `byte_extract`/`byte_update`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Endian {
    Little,
    Big,
}

/// The operation checked by an overflow predicate (`overflow-+`, …).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OverflowOp {
    Plus,
    Minus,
    Mult,
    Shl,
    UnaryMinus,
}

/// Expression kinds, one per CBMC expression id we model (CBMC id in the comment when it
/// differs from the obvious spelling).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ExprKind {
    /// `symbol` with its identifier (program symbols and SSA names alike).
    Symbol(Ident),
    /// `nondet_symbol`: a fresh unconstrained value introduced by symex.
    NondetSymbol(Ident),
    /// `constant`
    Constant(Literal),
    /// `string_constant`: a C string literal (type is an array of char).
    StringConstant(Ident),
    /// `side_effect` with statement `nondet`: an arbitrary value of the node's type.
    Nondet,
    /// `side_effect` with statement `allocate`: operands [size, zero-initialise].
    Allocate,
    /// Any other `side_effect` statement (must not survive goto conversion).
    SideEffect(Ident),

    // Arithmetic.
    /// `+` (n-ary)
    Plus,
    /// `-`
    Minus,
    /// `*` (n-ary)
    Mult,
    /// `/`
    Div,
    /// `mod`: C's `%` (remainder with the sign of the dividend).
    Mod,
    /// `rem`
    Rem,
    /// `unary-`
    UnaryMinus,
    /// `unary+`
    UnaryPlus,
    /// `abs`
    Abs,

    // Shifts: operands [value, distance].
    Shl,
    Ashr,
    Lshr,
    /// `rol`
    RotateLeft,
    /// `ror`
    RotateRight,

    // Bitwise.
    BitAnd,
    BitOr,
    BitXor,
    BitNot,
    BitNand,
    BitNor,
    BitXnor,

    // Logic (Boolean operands).
    And,
    Or,
    Xor,
    Not,
    /// `=>`
    Implies,

    // Relations.
    /// `=`
    Equal,
    /// `notequal`
    NotEqual,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,

    /// `if`: [cond, then, else]
    If,
    /// `typecast`
    Typecast,

    // Aggregates.
    /// `index`: [array, index]
    Index,
    /// `member`: [struct] with the component name.
    Member(Ident),
    /// `with`: [old, where, new]; for structs `where` is a [`ExprKind::ComponentName`].
    With,
    /// The designator of a struct `with` (`member_name` irep); type `empty`.
    ComponentName(Ident),
    /// `struct`: one operand per component.
    Struct,
    /// `union`: one operand, the value of the named component.
    Union(Ident),
    /// `array`: one operand per element.
    Array,
    /// `array_of`: [element value], every element equal.
    ArrayOf,

    // Pointers.
    /// `address_of`
    AddressOf,
    /// `dereference`
    Dereference,
    /// `pointer_object`
    PointerObject,
    /// `pointer_offset`
    PointerOffset,
    /// `object_size`
    ObjectSize,
    /// `is_dynamic_object`
    IsDynamicObject,
    /// `is_invalid_pointer`
    IsInvalidPointer,
    /// `r_ok`: [pointer, size]
    ROk,
    /// `w_ok`: [pointer, size]
    WOk,
    /// `rw_ok`: [pointer, size]
    RwOk,
    /// `NULL-object`: the object NULL points to.
    NullObject,
    /// `infinity`: the size of an infinite array (`T[__CPROVER_constant_infinity_uint]`),
    /// typed with the array size type. It is no value: it appears only as an array size.
    Infinity,

    // Bytes.
    /// `byte_extract_*`: [op, offset]; the node's type is the extracted type.
    ByteExtract(Endian),
    /// `byte_update_*`: [op, offset, value]
    ByteUpdate(Endian),

    /// `overflow-+` etc.: Boolean, true iff the operation overflows its operand type.
    Overflow(OverflowOp),

    // Bit-level.
    /// `extractbit`: [op, index]
    Extractbit,
    /// `extractbits`: [op, index of the lowest bit]; the node's type gives the width.
    Extractbits,
    /// `concatenation`: most significant operand first.
    Concatenation,
    /// `zero_extend`
    ZeroExtend,
    /// `popcount`
    Popcount,
    /// `count_leading_zeros`
    CountLeadingZeros {
        zero_permitted: bool,
    },
    /// `count_trailing_zeros`
    CountTrailingZeros {
        zero_permitted: bool,
    },
    /// `bswap` (byte width in bits)
    Bswap(u32),
    /// `bitreverse`
    BitReverse,

    // Binders: operands [bound symbol, body].
    Forall,
    Exists,
    /// `lambda`: [bound symbol, body]
    Lambda,
    /// `let`: [bound symbol, value, body]
    Let,
    /// `function_application`: [function, args…]
    FunctionApplication,

    // Floating point.
    /// `floatbv_plus`: [a, b, rounding mode]
    FloatbvPlus,
    FloatbvMinus,
    FloatbvMult,
    FloatbvDiv,
    FloatbvRem,
    /// `floatbv_sqrt`: [a, rounding mode], the correctly rounded square root (rbmc's own:
    /// the C library's `sqrt` models call `__CPROVER_sqrt`, which cfront makes this).
    FloatbvSqrt,
    /// `floatbv_typecast`: [op, rounding mode]
    FloatbvTypecast,
    IeeeFloatEqual,
    IeeeFloatNotEqual,
    IsNan,
    IsInf,
    IsFinite,
    IsNormal,

    /// Any other CBMC expression id, kept by name so it loads, prints and is reported as
    /// unsupported where it matters.
    Other(Ident),
}

/// One node of the DAG.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ExprNode {
    pub kind: ExprKind,
    pub ty: TypeId,
    pub ops: Operands,
    /// CBMC's `#c_sizeof_type` of an integer constant: the `T` of the `sizeof(T)` the
    /// value came from (kept through products and casts), from which `__CPROVER_allocate`
    /// gives a dynamic object its type. Part of the node's identity, so `4` and
    /// `sizeof(int)` are different nodes of the same value.
    pub c_sizeof_type: Option<TypeId>,
}

/// The store of all types and expressions of one run.
#[derive(Clone, Debug)]
pub struct Store {
    types: Vec<TypeKind>,
    type_ids: FxHashMap<TypeKind, TypeId>,
    exprs: Vec<ExprNode>,
    expr_ids: FxHashMap<ExprNode, ExprId>,
}

impl Default for Store {
    fn default() -> Self {
        Self::new()
    }
}

/// `TypeId` of `bool`, created first in every store.
pub const BOOL: TypeId = TypeId(0);
/// `ExprId` of `false`, created first in every store.
pub const FALSE: ExprId = ExprId(0);
/// `ExprId` of `true`.
pub const TRUE: ExprId = ExprId(1);

impl Store {
    pub fn new() -> Store {
        let mut s = Store {
            types: Vec::new(),
            type_ids: FxHashMap::default(),
            exprs: Vec::new(),
            expr_ids: FxHashMap::default(),
        };
        let b = s.mk_type(TypeKind::Bool);
        debug_assert_eq!(b, BOOL);
        let f = s.mk(ExprKind::Constant(Literal::Bool(false)), BOOL, []);
        let t = s.mk(ExprKind::Constant(Literal::Bool(true)), BOOL, []);
        debug_assert_eq!((f, t), (FALSE, TRUE));
        s
    }

    // ---------------------------------------------------------------- types

    /// Interns a type.
    pub fn mk_type(&mut self, t: TypeKind) -> TypeId {
        if let Some(&id) = self.type_ids.get(&t) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(t.clone());
        self.type_ids.insert(t, id);
        id
    }

    /// The type behind an id.
    pub fn ty(&self, t: TypeId) -> &TypeKind {
        &self.types[t.0 as usize]
    }

    /// Number of interned types.
    pub fn type_count(&self) -> usize {
        self.types.len()
    }

    pub fn bool_type(&self) -> TypeId {
        BOOL
    }
    pub fn signed(&mut self, width: u32) -> TypeId {
        self.mk_type(TypeKind::Signed(width))
    }
    pub fn unsigned(&mut self, width: u32) -> TypeId {
        self.mk_type(TypeKind::Unsigned(width))
    }
    pub fn bv_type(&mut self, width: u32) -> TypeId {
        self.mk_type(TypeKind::Bv(width))
    }
    pub fn pointer_type(&mut self, base: TypeId, width: u32) -> TypeId {
        self.mk_type(TypeKind::Pointer { base, width })
    }
    pub fn empty_type(&mut self) -> TypeId {
        self.mk_type(TypeKind::Empty)
    }
    pub fn integer_type(&mut self) -> TypeId {
        self.mk_type(TypeKind::Integer)
    }
    /// `elem[size]` with a constant size of type `index_ty`.
    pub fn array_type(&mut self, elem: TypeId, size: Option<ExprId>) -> TypeId {
        self.mk_type(TypeKind::Array { elem, size })
    }
    /// `elem[∞]`: an array of infinite size, its size the `infinity` of type `size_ty`.
    pub fn infinite_array_type(&mut self, elem: TypeId, size_ty: TypeId) -> TypeId {
        let inf = self.mk(ExprKind::Infinity, size_ty, []);
        self.array_type(elem, Some(inf))
    }
    /// Whether `t` (not followed through tags) is an array of infinite size.
    pub fn is_infinite_array(&self, t: TypeId) -> bool {
        matches!(self.ty(t), TypeKind::Array { size: Some(n), .. } if self.is_infinity(*n))
    }

    // ---------------------------------------------------------------- expressions

    /// Interns a node.
    pub fn mk(
        &mut self,
        kind: ExprKind,
        ty: TypeId,
        ops: impl IntoIterator<Item = ExprId>,
    ) -> ExprId {
        let node = ExprNode {
            kind,
            ty,
            ops: ops.into_iter().collect(),
            c_sizeof_type: None,
        };
        self.intern(node)
    }

    /// Interns a whole node (with its `#c_sizeof_type`), e.g. one copied from another
    /// store.
    pub fn intern_node(&mut self, node: ExprNode) -> ExprId {
        self.intern(node)
    }

    fn intern(&mut self, node: ExprNode) -> ExprId {
        if let Some(&id) = self.expr_ids.get(&node) {
            return id;
        }
        let id = ExprId(self.exprs.len() as u32);
        self.exprs.push(node.clone());
        self.expr_ids.insert(node, id);
        id
    }

    /// The integer constant `e` annotated with `#c_sizeof_type` `of` (`sizeof(of)`, or a
    /// product or cast of it); `e` itself when it is not an integer constant.
    pub fn with_c_sizeof_type(&mut self, e: ExprId, of: TypeId) -> ExprId {
        let node = self.get(e);
        if !matches!(node.kind, ExprKind::Constant(Literal::Int(_))) || node.c_sizeof_type == Some(of) {
            return e;
        }
        let node = ExprNode {
            c_sizeof_type: Some(of),
            ..node.clone()
        };
        self.intern(node)
    }

    /// The `#c_sizeof_type` annotation of `e`, if any.
    pub fn c_sizeof_type(&self, e: ExprId) -> Option<TypeId> {
        self.get(e).c_sizeof_type
    }

    /// CBMC's `c_sizeof_type_rec`: the sizeof type of `e`, or of the one factor of a
    /// product that has one (none when two factors have one).
    pub fn c_sizeof_type_rec(&self, e: ExprId) -> Option<TypeId> {
        if let Some(t) = self.c_sizeof_type(e) {
            return Some(t);
        }
        if !matches!(self.kind(e), ExprKind::Mult) {
            return None;
        }
        let mut found = None;
        for &o in self.ops(e) {
            if let Some(t) = self.c_sizeof_type_rec(o) {
                if found.is_some() {
                    return None;
                }
                found = Some(t);
            }
        }
        found
    }

    /// The node behind an id.
    pub fn get(&self, e: ExprId) -> &ExprNode {
        &self.exprs[e.0 as usize]
    }

    /// The kind of a node.
    pub fn kind(&self, e: ExprId) -> &ExprKind {
        &self.exprs[e.0 as usize].kind
    }

    /// The type of a node.
    pub fn type_of(&self, e: ExprId) -> TypeId {
        self.exprs[e.0 as usize].ty
    }

    /// The operands of a node.
    pub fn ops(&self, e: ExprId) -> &[ExprId] {
        &self.exprs[e.0 as usize].ops
    }

    /// Operand `i` of a node.
    pub fn op(&self, e: ExprId, i: usize) -> ExprId {
        self.exprs[e.0 as usize].ops[i]
    }

    /// Number of interned expressions.
    pub fn expr_count(&self) -> usize {
        self.exprs.len()
    }

    /// The same node with other operands.
    pub fn with_ops(&mut self, e: ExprId, ops: impl IntoIterator<Item = ExprId>) -> ExprId {
        let n = self.get(e);
        let (kind, ty) = (n.kind.clone(), n.ty);
        self.mk(kind, ty, ops)
    }

    // constants

    pub fn bool_const(&self, b: bool) -> ExprId {
        if b {
            TRUE
        } else {
            FALSE
        }
    }

    /// Integer constant of type `ty`, normalised to the representation of [`Literal::Int`]
    /// (wrapped to the width of bit-vector types).
    pub fn int_const(&mut self, v: impl Into<BigInt>, ty: TypeId) -> ExprId {
        let v = self.normalize_int(v.into(), ty);
        self.mk(ExprKind::Constant(Literal::Int(v)), ty, [])
    }

    /// Wraps `v` into the value range of `ty` (two's complement for bit-vectors).
    pub fn normalize_int(&self, v: BigInt, ty: TypeId) -> BigInt {
        let t = self.ty(ty);
        let Some(w) = t.bv_width() else { return v };
        if matches!(t, TypeKind::Bool) {
            return v;
        }
        let modulus = BigInt::one() << w;
        let mut u = v % &modulus;
        if u.is_negative() {
            u += &modulus;
        }
        // a bit-field is signed when its underlying type is
        let signed = match t {
            TypeKind::CBitField { base, .. } => match self.ty(*base) {
                TypeKind::CEnum { base, .. } => self.ty(*base).is_signed(),
                b => b.is_signed(),
            },
            _ => t.is_signed(),
        };
        if signed && w > 0 && u >= (BigInt::one() << (w - 1)) {
            u -= modulus;
        }
        u
    }

    /// The null pointer of pointer type `ty`.
    pub fn null_pointer(&mut self, ty: TypeId) -> ExprId {
        self.mk(ExprKind::Constant(Literal::Int(BigInt::zero())), ty, [])
    }

    /// The value of a Boolean constant.
    pub fn as_bool(&self, e: ExprId) -> Option<bool> {
        match self.kind(e) {
            ExprKind::Constant(Literal::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    /// The value of an integer constant.
    pub fn as_int(&self, e: ExprId) -> Option<&BigInt> {
        match self.kind(e) {
            ExprKind::Constant(Literal::Int(v)) => Some(v),
            _ => None,
        }
    }

    pub fn is_constant(&self, e: ExprId) -> bool {
        matches!(self.kind(e), ExprKind::Constant(_))
    }

    /// Whether `e` is `infinity` (the size of an infinite array).
    pub fn is_infinity(&self, e: ExprId) -> bool {
        matches!(self.kind(e), ExprKind::Infinity)
    }

    /// Whether `e` is a null pointer constant.
    pub fn is_null_pointer(&self, e: ExprId) -> bool {
        self.ty(self.type_of(e)).is_pointer() && self.as_int(e).is_some_and(|v| v.is_zero())
    }

    pub fn symbol(&mut self, name: Ident, ty: TypeId) -> ExprId {
        self.mk(ExprKind::Symbol(name), ty, [])
    }

    /// The identifier of a symbol expression.
    pub fn symbol_name(&self, e: ExprId) -> Option<Ident> {
        match self.kind(e) {
            ExprKind::Symbol(n) => Some(*n),
            _ => None,
        }
    }

    // builders for common operators; the result type follows CBMC's conventions.

    fn binary_same(&mut self, k: ExprKind, a: ExprId, b: ExprId) -> ExprId {
        let ty = self.type_of(a);
        self.mk(k, ty, [a, b])
    }
    pub fn plus(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::Plus, a, b)
    }
    pub fn minus(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::Minus, a, b)
    }
    pub fn mult(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::Mult, a, b)
    }
    pub fn div(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::Div, a, b)
    }
    pub fn modulo(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::Mod, a, b)
    }
    pub fn unary_minus(&mut self, a: ExprId) -> ExprId {
        let ty = self.type_of(a);
        self.mk(ExprKind::UnaryMinus, ty, [a])
    }
    pub fn bitand(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::BitAnd, a, b)
    }
    pub fn bitor(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::BitOr, a, b)
    }
    pub fn bitxor(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.binary_same(ExprKind::BitXor, a, b)
    }
    pub fn bitnot(&mut self, a: ExprId) -> ExprId {
        let ty = self.type_of(a);
        self.mk(ExprKind::BitNot, ty, [a])
    }
    /// Shift of `a` (result has `a`'s type) by `dist`.
    pub fn shift(&mut self, k: ExprKind, a: ExprId, dist: ExprId) -> ExprId {
        let ty = self.type_of(a);
        self.mk(k, ty, [a, dist])
    }

    fn relation(&mut self, k: ExprKind, a: ExprId, b: ExprId) -> ExprId {
        self.mk(k, BOOL, [a, b])
    }
    pub fn eq(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::Equal, a, b)
    }
    pub fn ne(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::NotEqual, a, b)
    }
    pub fn lt(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::Lt, a, b)
    }
    pub fn le(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::Le, a, b)
    }
    pub fn gt(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::Gt, a, b)
    }
    pub fn ge(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.relation(ExprKind::Ge, a, b)
    }

    /// `¬a`, without simplification.
    pub fn not(&mut self, a: ExprId) -> ExprId {
        self.mk(ExprKind::Not, BOOL, [a])
    }
    /// `a ∧ b` (n-ary: pass several operands to [`Store::and_all`]).
    pub fn and(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.mk(ExprKind::And, BOOL, [a, b])
    }
    pub fn or(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.mk(ExprKind::Or, BOOL, [a, b])
    }
    pub fn implies(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.mk(ExprKind::Implies, BOOL, [a, b])
    }
    /// Conjunction of `ops`: `true` if empty, the operand itself if single.
    pub fn and_all(&mut self, ops: impl IntoIterator<Item = ExprId>) -> ExprId {
        let ops: Operands = ops.into_iter().collect();
        match ops.len() {
            0 => TRUE,
            1 => ops[0],
            _ => self.mk(ExprKind::And, BOOL, ops),
        }
    }
    /// Disjunction of `ops`: `false` if empty, the operand itself if single.
    pub fn or_all(&mut self, ops: impl IntoIterator<Item = ExprId>) -> ExprId {
        let ops: Operands = ops.into_iter().collect();
        match ops.len() {
            0 => FALSE,
            1 => ops[0],
            _ => self.mk(ExprKind::Or, BOOL, ops),
        }
    }
    pub fn ite(&mut self, c: ExprId, t: ExprId, f: ExprId) -> ExprId {
        let ty = self.type_of(t);
        self.mk(ExprKind::If, ty, [c, t, f])
    }
    /// `(ty)a`; returns `a` itself when it already has type `ty`.
    pub fn typecast(&mut self, a: ExprId, ty: TypeId) -> ExprId {
        if self.type_of(a) == ty {
            return a;
        }
        self.mk(ExprKind::Typecast, ty, [a])
    }
    pub fn index(&mut self, array: ExprId, idx: ExprId, elem_ty: TypeId) -> ExprId {
        self.mk(ExprKind::Index, elem_ty, [array, idx])
    }
    pub fn member(&mut self, s: ExprId, name: Ident, ty: TypeId) -> ExprId {
        self.mk(ExprKind::Member(name), ty, [s])
    }
    pub fn address_of(&mut self, obj: ExprId, ptr_ty: TypeId) -> ExprId {
        self.mk(ExprKind::AddressOf, ptr_ty, [obj])
    }
    pub fn deref(&mut self, p: ExprId) -> ExprId {
        let ty = match self.ty(self.type_of(p)) {
            TypeKind::Pointer { base, .. } => *base,
            _ => self.type_of(p),
        };
        self.mk(ExprKind::Dereference, ty, [p])
    }

    /// Visits every node reachable from `roots` once, operands before parents.
    pub fn post_order(&self, roots: &[ExprId], mut f: impl FnMut(ExprId)) {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack: Vec<(ExprId, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
        while let Some((e, expanded)) = stack.pop() {
            if expanded {
                f(e);
                continue;
            }
            if !seen.insert(e) {
                continue;
            }
            stack.push((e, true));
            for &o in self.ops(e).iter().rev() {
                if !seen.contains(&o) {
                    stack.push((o, false));
                }
            }
        }
    }

    /// Replaces sub-expressions bottom-up: `f` is called on each rebuilt node and may return
    /// a replacement. Results are memoized per id within one call.
    pub fn rewrite(
        &mut self,
        root: ExprId,
        f: &mut dyn FnMut(&mut Store, ExprId) -> Option<ExprId>,
    ) -> ExprId {
        let mut memo: FxHashMap<ExprId, ExprId> = FxHashMap::default();
        let mut order = Vec::new();
        self.post_order(&[root], |e| order.push(e));
        for e in order {
            let ops: Operands = self.ops(e).iter().map(|o| memo[o]).collect();
            let rebuilt = if ops.as_slice() == self.ops(e) {
                e
            } else {
                self.with_ops(e, ops)
            };
            let out = f(self, rebuilt).unwrap_or(rebuilt);
            memo.insert(e, out);
        }
        memo[&root]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_consing_shares_nodes() {
        let mut s = Store::new();
        let int = s.signed(32);
        let x = s.symbol(Ident::new("x"), int);
        let c = s.int_const(-1, int);
        let a = s.plus(x, c);
        let n = s.expr_count();
        assert_eq!(s.plus(x, c), a);
        assert_eq!(s.expr_count(), n);
        assert_ne!(s.minus(x, c), a);
    }

    #[test]
    fn constants_are_normalised() {
        let mut s = Store::new();
        let u8t = s.unsigned(8);
        let i8t = s.signed(8);
        assert_eq!(s.int_const(-1, u8t), s.int_const(255, u8t));
        let a = s.int_const(200, i8t);
        assert_eq!(s.as_int(a), Some(&BigInt::from(-56)));
        let b = s.int_const(-129, i8t);
        assert_eq!(s.as_int(b), Some(&BigInt::from(127)));
    }

    #[test]
    fn rewrite_replaces_bottom_up() {
        let mut s = Store::new();
        let int = s.signed(32);
        let x = s.symbol(Ident::new("x"), int);
        let y = s.symbol(Ident::new("y"), int);
        let e = s.plus(x, x);
        let r = s.rewrite(e, &mut |_, n| if n == x { Some(y) } else { None });
        assert_eq!(r, s.plus(y, y));
    }
}
