//! The one type-layout oracle: sizes, member offsets and the member at an offset of goto
//! types, in bits and bytes (CBMC's `pointer_offset_bits`, `member_offset`,
//! `size_of_expr`). Every crate asks this module; none computes layout itself.
//!
//! The policy, in one place:
//! - A goto type carries its whole layout. The C front end inserts padding members (`$pad…`)
//!   in structs and unions and turns bit-fields into `c_bit_field` members, so a struct
//!   member's bit offset is the sum of the widths of the members before it, and a struct's
//!   size is the sum of its members' widths.
//! - A bit-field occupies exactly its width in bits; other scalars their bit width.
//! - A union's size is its largest member's, rounded up to whole bytes; every member is at
//!   offset 0.
//! - A flexible array member (the last member of a struct, an array without size) occupies
//!   no space.
//! - `void` and function types have GCC's `sizeof` of 1 byte (GCC's pointer arithmetic on
//!   `void *` and function pointers); no object of these types has members.
//! - An array of infinite size (its size is `infinity`) has no size:
//!   [`LayoutError::Infinite`], whatever the caller's evaluator says.
//! - Sizes that are not compile-time constants (variable-length arrays) are answered only
//!   through [`Layout::bits_with`], whose caller evaluates array sizes; everything else
//!   reports [`LayoutError::NotConstant`]. `sizeof` as an expression over such sizes is
//!   `goto_instrument::exprs::size_of_expr`, built on this module.

use crate::{ExprId, Ident, Store, SymbolTable, TypeId, TypeKind};
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use std::fmt;

/// Why a layout question has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The size depends on a value (a variable-length array).
    NotConstant,
    /// An array without size that is not a flexible array member.
    Unsized,
    /// An array of infinite size (`T[__CPROVER_constant_infinity_uint]`): it has no size.
    Infinite,
    /// The type has no layout (e.g. an unbounded integer, a type symbol that is not
    /// defined).
    NoLayout(&'static str),
    /// The struct or union has no member of that name.
    NoMember(Ident),
    /// A member was asked of a type that is neither struct nor union.
    NotCompound,
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::NotConstant => f.write_str("size of an array of non-constant size"),
            LayoutError::Unsized => f.write_str("size of an array of unknown size"),
            LayoutError::Infinite => f.write_str("size of an array of infinite size"),
            LayoutError::NoLayout(what) => write!(f, "size of type {what} is not a constant"),
            LayoutError::NoMember(n) => write!(f, "no component {n}"),
            LayoutError::NotCompound => f.write_str("member offset in a non-struct type"),
        }
    }
}

impl std::error::Error for LayoutError {}

/// Layout questions about the types of one store and symbol table (tags are followed
/// through the symbol table).
#[derive(Clone, Copy)]
pub struct Layout<'a> {
    store: &'a Store,
    ns: &'a SymbolTable,
}

/// A member of a struct or union with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemberPlace {
    /// Position in the component list.
    pub index: usize,
    /// Member name.
    pub name: Ident,
    /// Member type.
    pub ty: TypeId,
    /// Offset of its first bit from the start of the compound.
    pub bit_offset: BigInt,
    /// Its size in bits.
    pub bits: BigInt,
}

/// GCC's `sizeof(void)` and `sizeof` of a function type, in bits.
const ONE_BYTE: u32 = 8;

impl<'a> Layout<'a> {
    /// The oracle for types of `store`, following tags through `ns`.
    pub fn new(store: &'a Store, ns: &'a SymbolTable) -> Self {
        Layout { store, ns }
    }

    /// The size of `ty` in bits, for types of constant size.
    pub fn bits(&self, ty: TypeId) -> Result<BigInt, LayoutError> {
        self.bits_with(ty, &mut |s: &Store, e: ExprId| {
            s.as_int(e).cloned().ok_or(LayoutError::NotConstant)
        })
    }

    /// The size of `ty` in bits, with `size` giving the element count of arrays (called
    /// with the store and the size expression; for constant sizes it may just read the
    /// constant).
    pub fn bits_with(
        &self,
        ty: TypeId,
        size: &mut dyn FnMut(&Store, ExprId) -> Result<BigInt, LayoutError>,
    ) -> Result<BigInt, LayoutError> {
        let s = self.store;
        let t = self.ns.follow(s, ty);
        Ok(match s.ty(t) {
            TypeKind::Bool => BigInt::from(1),
            TypeKind::Signed(w)
            | TypeKind::Unsigned(w)
            | TypeKind::Bv(w)
            | TypeKind::CBool(w)
            | TypeKind::CBitField { width: w, .. }
            | TypeKind::Floatbv { width: w, .. }
            | TypeKind::Fixedbv { width: w, .. }
            | TypeKind::Pointer { width: w, .. } => BigInt::from(*w),
            TypeKind::Empty | TypeKind::Code { .. } => BigInt::from(ONE_BYTE),
            TypeKind::CEnum { base, .. } => self.bits_with(*base, size)?,
            TypeKind::Array { elem, size: n } => {
                let Some(n) = n else {
                    return Err(LayoutError::Unsized);
                };
                if s.is_infinity(*n) {
                    return Err(LayoutError::Infinite);
                }
                let n = size(s, *n)?;
                if n.is_zero() {
                    return Ok(BigInt::zero());
                }
                self.bits_with(*elem, size)? * n
            }
            TypeKind::Vector { elem, size: n } => {
                let n = size(s, *n)?;
                self.bits_with(*elem, size)? * n
            }
            TypeKind::Complex { elem } => self.bits_with(*elem, size)? * 2,
            TypeKind::Struct(c) => {
                let mut total = BigInt::zero();
                let last = c.components.len().saturating_sub(1);
                for (k, comp) in c.components.iter().enumerate() {
                    if k == last && self.is_flexible(comp.ty) {
                        continue;
                    }
                    total += self.bits_with(comp.ty, size)?;
                }
                total
            }
            TypeKind::Union(c) => {
                let mut max = BigInt::zero();
                for comp in &c.components {
                    let b = self.bits_with(comp.ty, size)?;
                    if b > max {
                        max = b;
                    }
                }
                round_to_bytes(max)
            }
            other => return Err(LayoutError::NoLayout(other.id_str())),
        })
    }

    /// The array and vector size expressions in `ty` that are not constants, each once,
    /// outermost first: what a caller evaluates before [`Layout::bits_with`] when it
    /// cannot evaluate during the call.
    pub fn size_exprs(&self, ty: TypeId) -> Vec<ExprId> {
        let mut out = Vec::new();
        self.collect_sizes(ty, &mut out, 0);
        out
    }

    fn collect_sizes(&self, ty: TypeId, out: &mut Vec<ExprId>, depth: u32) {
        if depth > 64 {
            return;
        }
        let s = self.store;
        let t = self.ns.follow(s, ty);
        match s.ty(t) {
            TypeKind::Array { elem, size } => {
                if let Some(n) = size {
                    if s.as_int(*n).is_none() && !s.is_infinity(*n) && !out.contains(n) {
                        out.push(*n);
                    }
                }
                self.collect_sizes(*elem, out, depth + 1);
            }
            TypeKind::Vector { elem, size } => {
                if s.as_int(*size).is_none() && !out.contains(size) {
                    out.push(*size);
                }
                self.collect_sizes(*elem, out, depth + 1);
            }
            TypeKind::Complex { elem } => self.collect_sizes(*elem, out, depth + 1),
            TypeKind::Struct(c) | TypeKind::Union(c) => {
                for comp in &c.components {
                    self.collect_sizes(comp.ty, out, depth + 1);
                }
            }
            _ => {}
        }
    }

    /// The size of `ty` in whole bytes (`sizeof`), for types of constant size.
    pub fn bytes(&self, ty: TypeId) -> Result<BigInt, LayoutError> {
        Ok(bits_to_bytes(self.bits(ty)?))
    }

    /// [`Layout::bytes`] as a `u64` (`None` when it has no constant size or does not fit).
    pub fn bytes_u64(&self, ty: TypeId) -> Option<u64> {
        self.bytes(ty).ok()?.to_u64()
    }

    /// [`Layout::bits`] as a `u64` (`None` when it has no constant size or does not fit).
    pub fn bits_u64(&self, ty: TypeId) -> Option<u64> {
        self.bits(ty).ok()?.to_u64()
    }

    /// Whether `ty` is an array type without size (a flexible array member when last in a
    /// struct).
    pub fn is_flexible(&self, ty: TypeId) -> bool {
        let t = self.ns.follow(self.store, ty);
        matches!(self.store.ty(t), TypeKind::Array { size: None, .. })
    }

    /// Member `name` of struct or union `ty` with its bit offset and size.
    pub fn member(&self, ty: TypeId, name: Ident) -> Result<MemberPlace, LayoutError> {
        self.member_with(ty, name, &mut |s: &Store, e: ExprId| {
            s.as_int(e).cloned().ok_or(LayoutError::NotConstant)
        })
    }

    /// [`Layout::member`] with array sizes evaluated by `size` (see [`Layout::bits_with`]).
    pub fn member_with(
        &self,
        ty: TypeId,
        name: Ident,
        size: &mut dyn FnMut(&Store, ExprId) -> Result<BigInt, LayoutError>,
    ) -> Result<MemberPlace, LayoutError> {
        self.places(ty, size, Some(name))?
            .pop()
            .filter(|m| m.name == name)
            .ok_or(LayoutError::NoMember(name))
    }

    /// The byte offset of member `name` (`Ok(None)` for a bit-field that does not start on
    /// a byte boundary).
    pub fn member_byte_offset(&self, ty: TypeId, name: Ident) -> Result<Option<BigInt>, LayoutError> {
        let m = self.member(ty, name)?;
        Ok(whole_bytes(&m.bit_offset))
    }

    /// The members of struct or union `ty` with their places, in order (padding included).
    pub fn members(&self, ty: TypeId) -> Result<Vec<MemberPlace>, LayoutError> {
        self.members_with(ty, &mut |s: &Store, e: ExprId| {
            s.as_int(e).cloned().ok_or(LayoutError::NotConstant)
        })
    }

    /// [`Layout::members`] with array sizes evaluated by `size`.
    pub fn members_with(
        &self,
        ty: TypeId,
        size: &mut dyn FnMut(&Store, ExprId) -> Result<BigInt, LayoutError>,
    ) -> Result<Vec<MemberPlace>, LayoutError> {
        self.places(ty, size, None)
    }

    /// The members of `ty` with their places, up to and including `until` when given (the
    /// members after it, and the other members of a union, are not sized then).
    fn places(
        &self,
        ty: TypeId,
        size: &mut dyn FnMut(&Store, ExprId) -> Result<BigInt, LayoutError>,
        until: Option<Ident>,
    ) -> Result<Vec<MemberPlace>, LayoutError> {
        let s = self.store;
        let t = self.ns.follow(s, ty);
        let (c, is_union) = match s.ty(t) {
            TypeKind::Struct(c) => (c, false),
            TypeKind::Union(c) => (c, true),
            _ => return Err(LayoutError::NotCompound),
        };
        let mut out = Vec::with_capacity(c.components.len());
        let mut offset = BigInt::zero();
        let last = c.components.len().saturating_sub(1);
        for (index, comp) in c.components.iter().enumerate() {
            let wanted = until.is_none() || until == Some(comp.name);
            if is_union && !wanted {
                continue;
            }
            let bits = if !is_union && index == last && self.is_flexible(comp.ty) {
                BigInt::zero()
            } else {
                self.bits_with(comp.ty, size)?
            };
            out.push(MemberPlace {
                index,
                name: comp.name,
                ty: comp.ty,
                bit_offset: offset.clone(),
                bits: bits.clone(),
            });
            if until.is_some() && wanted {
                break;
            }
            if !is_union {
                offset += bits;
            }
        }
        Ok(out)
    }

    /// The struct member whose bits contain bit `bit` of a `ty` object (the first member
    /// for a union), skipping members of zero size; `None` past the end.
    pub fn member_at_bit(&self, ty: TypeId, bit: &BigInt) -> Result<Option<MemberPlace>, LayoutError> {
        Ok(self
            .members(ty)?
            .into_iter()
            .find(|m| !m.bits.is_zero() && &m.bit_offset <= bit && *bit < &m.bit_offset + &m.bits))
    }
}

/// `bits` rounded up to whole bytes, in bits.
pub fn round_to_bytes(bits: BigInt) -> BigInt {
    bits_to_bytes(bits) * 8
}

/// The number of bytes needed for `bits` bits.
pub fn bits_to_bytes(bits: BigInt) -> BigInt {
    (bits + 7) / 8
}

/// `bits / 8` if `bits` is a whole number of bytes.
pub fn whole_bytes(bits: &BigInt) -> Option<BigInt> {
    (bits % 8u32).is_zero().then(|| bits / 8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Component, Compound, Symbol};

    fn comp(name: &str, ty: TypeId) -> Component {
        Component {
            name: Ident::new(name),
            pretty_name: None,
            ty,
            padding: name.starts_with("$pad"),
        }
    }

    fn compound(components: Vec<Component>) -> Compound {
        Compound {
            tag: None,
            components,
            packed: false,
            incomplete: false,
            align: None,
        }
    }

    #[test]
    fn bit_fields_take_their_width_and_padding_members_fill_the_unit() {
        // struct S { int a:3; int b:5; int c; } as the front end lays it out
        let mut s = Store::new();
        let int = s.signed(32);
        let a = s.mk_type(TypeKind::CBitField { width: 3, base: int });
        let b = s.mk_type(TypeKind::CBitField { width: 5, base: int });
        let pad = s.unsigned(24);
        let st = s.mk_type(TypeKind::Struct(compound(vec![
            comp("a", a),
            comp("b", b),
            comp("$pad0", pad),
            comp("c", int),
        ])));
        let ns = SymbolTable::default();
        let l = Layout::new(&s, &ns);
        assert_eq!(l.bytes(st), Ok(BigInt::from(8)));
        let c = l.member(st, Ident::new("c")).expect("c");
        assert_eq!(c.bit_offset, BigInt::from(32));
        assert_eq!(
            l.member_byte_offset(st, Ident::new("c")),
            Ok(Some(BigInt::from(4)))
        );
        assert_eq!(l.member_byte_offset(st, Ident::new("b")), Ok(None));
        let at = l.member_at_bit(st, &BigInt::from(5)).expect("layout").expect("member");
        assert_eq!(at.name, Ident::new("b"));
    }

    #[test]
    fn unions_round_to_bytes_and_members_sit_at_zero() {
        let mut s = Store::new();
        let int = s.signed(32);
        let a = s.mk_type(TypeKind::CBitField { width: 3, base: int });
        let u = s.mk_type(TypeKind::Union(compound(vec![comp("a", a)])));
        let ns = SymbolTable::default();
        let l = Layout::new(&s, &ns);
        assert_eq!(l.bits(u), Ok(BigInt::from(8)));
        assert_eq!(
            l.member(u, Ident::new("a")).map(|m| m.bit_offset),
            Ok(BigInt::zero())
        );
    }

    #[test]
    fn void_and_flexible_members_and_symbolic_sizes() {
        let mut s = Store::new();
        let int = s.signed(32);
        let void = s.mk_type(TypeKind::Empty);
        let flex = s.array_type(int, None);
        let n_ty = s.unsigned(64);
        let n = s.symbol(Ident::new("n"), n_ty);
        let vla = s.array_type(int, Some(n));
        let st = s.mk_type(TypeKind::Struct(compound(vec![comp("len", int), comp("d", flex)])));
        let mut ns = SymbolTable::default();
        let tag = Ident::new("tag-S");
        let mut sym = Symbol::new(tag, st);
        sym.is_type = true;
        ns.insert(sym);
        let tagged = s.mk_type(TypeKind::StructTag(tag));
        let l = Layout::new(&s, &ns);
        assert_eq!(l.bytes(void), Ok(BigInt::from(1)));
        assert_eq!(l.bytes(tagged), Ok(BigInt::from(4)));
        assert_eq!(
            l.member_byte_offset(tagged, Ident::new("d")),
            Ok(Some(BigInt::from(4)))
        );
        assert_eq!(l.bits(vla), Err(LayoutError::NotConstant));
        assert_eq!(
            l.bits_with(vla, &mut |_, _| Ok(BigInt::from(5))),
            Ok(BigInt::from(160))
        );
        assert_eq!(l.bits(flex), Err(LayoutError::Unsized));
    }

    #[test]
    fn infinite_arrays_have_no_size_whatever_the_evaluator_says() {
        let mut s = Store::new();
        let int = s.signed(32);
        let size_t = s.unsigned(64);
        let inf = s.infinite_array_type(int, size_t);
        assert!(s.is_infinite_array(inf));
        let st = s.mk_type(TypeKind::Struct(compound(vec![
            comp("n", int),
            comp("d", inf),
        ])));
        let ns = SymbolTable::default();
        let l = Layout::new(&s, &ns);
        assert_eq!(l.bits(inf), Err(LayoutError::Infinite));
        assert_eq!(
            l.bits_with(inf, &mut |_, _| Ok(BigInt::from(5))),
            Err(LayoutError::Infinite)
        );
        assert_eq!(l.bits(st), Err(LayoutError::Infinite));
        // the size is not a value to evaluate
        assert!(l.size_exprs(inf).is_empty());
    }
}
