//! Expression builders shared by the passes: CBMC's pointer predicates
//! (`util/pointer_predicates`), type sizes (`size_of_expr`, `member_offset_expr`) and the
//! integer types of the target (`size_t`, `ssize_t`).
//!
//! Every builder returns the un-simplified expression CBMC builds; callers simplify.

use crate::expr::{ExprId, ExprKind, Literal, Store, BOOL};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::layout::{Layout, LayoutError};
use crate::Ident;
use num_bigint::BigInt;
use num_traits::Zero;

/// Why a size could not be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeError(pub String);

impl From<LayoutError> for SizeError {
    fn from(e: LayoutError) -> Self {
        SizeError(e.to_string())
    }
}

/// The integer types of a target with pointers of `width` bits.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// Pointer width in bits (CBMC's `config.ansi_c.pointer_width`).
    pub pointer_width: u32,
}

impl Target {
    /// `size_t` (`unsigned long` on LP64).
    pub fn size_type(&self, s: &mut Store) -> TypeId {
        s.unsigned(self.pointer_width)
    }
    /// `ssize_t`/`ptrdiff_t`/`c_index_type` (`signed long` on LP64).
    pub fn signed_size_type(&self, s: &mut Store) -> TypeId {
        s.signed(self.pointer_width)
    }

    /// `pointer_object(p)` of type `size_t`.
    pub fn pointer_object(&self, s: &mut Store, p: ExprId) -> ExprId {
        let t = self.size_type(s);
        s.mk(ExprKind::PointerObject, t, [p])
    }
    /// `pointer_offset(p)` of type `ssize_t`.
    pub fn pointer_offset(&self, s: &mut Store, p: ExprId) -> ExprId {
        let t = self.signed_size_type(s);
        s.mk(ExprKind::PointerOffset, t, [p])
    }
    /// `object_size(p)` of type `size_t`.
    pub fn object_size(&self, s: &mut Store, p: ExprId) -> ExprId {
        let t = self.size_type(s);
        s.mk(ExprKind::ObjectSize, t, [p])
    }
    /// `pointer_object(a) = pointer_object(b)`.
    pub fn same_object(&self, s: &mut Store, a: ExprId, b: ExprId) -> ExprId {
        let oa = self.pointer_object(s, a);
        let ob = self.pointer_object(s, b);
        s.eq(oa, ob)
    }
    /// `same_object(NULL, p)`: `p` points into the null object.
    pub fn null_object(&self, s: &mut Store, p: ExprId) -> ExprId {
        let null = s.null_pointer(s.type_of(p));
        self.same_object(s, null, p)
    }
    /// `same_object(NULL, p) ∧ NULL ≠ p`: `p` is an integer address.
    pub fn integer_address(&self, s: &mut Store, p: ExprId) -> ExprId {
        let null = s.null_pointer(s.type_of(p));
        let so = self.same_object(s, null, p);
        let ne = s.ne(null, p);
        s.and(so, ne)
    }
    /// `pointer_offset(p) < 0`.
    pub fn object_lower_bound(&self, s: &mut Store, p: ExprId) -> ExprId {
        let off = self.pointer_offset(s, p);
        let zero = s.int_const(0, s.type_of(off));
        s.lt(off, zero)
    }
    /// `(size_t)pointer_offset(p) + size > object_size(p)`.
    pub fn object_upper_bound(&self, s: &mut Store, p: ExprId, size: ExprId) -> ExprId {
        let osize = self.object_size(s, p);
        let off = self.pointer_offset(s, p);
        let off = s.typecast(off, s.type_of(size));
        let sum = s.plus(off, size);
        let sum = s.typecast(sum, s.type_of(osize));
        s.gt(sum, osize)
    }
    /// `is_invalid_pointer(p)`.
    pub fn is_invalid_pointer(&self, s: &mut Store, p: ExprId) -> ExprId {
        s.mk(ExprKind::IsInvalidPointer, BOOL, [p])
    }
}

/// `sizeof(ty)` as an expression of type `size_t` (CBMC's `size_of_expr`): a constant for
/// types of constant size, `n * sizeof(elem)` for variable-length arrays.
pub fn size_of_expr(
    s: &mut Store,
    ns: &SymbolTable,
    t: Target,
    ty: TypeId,
) -> Result<ExprId, SizeError> {
    let size_t = t.size_type(s);
    let fty = ns.follow(s, ty);
    if let TypeKind::Array {
        elem,
        size: Some(n),
    } = s.ty(fty).clone()
    {
        if s.is_infinity(n) {
            return Err(SizeError("size of an array of infinite size".into()));
        }
        if s.as_int(n).is_none() {
            let e = size_of_expr(s, ns, t, elem)?;
            let n = s.typecast(n, size_t);
            return Ok(s.mult(n, e));
        }
    }
    if let TypeKind::Array { size: None, .. } = s.ty(fty) {
        return Err(SizeError("size of an array of unknown size".into()));
    }
    let bytes = Layout::new(s, ns).bytes(ty)?;
    Ok(s.int_const(bytes, size_t))
}

/// The IEEE 754 bit pattern of the integer `v` in the format with `width` bits and
/// `fraction` fraction bits, rounded to nearest-even (infinity on overflow).
pub fn float_from_int(v: &BigInt, width: u32, fraction: u32) -> BigInt {
    let ebits = width - fraction - 1;
    let bias = (BigInt::from(1) << (ebits - 1)) - 1;
    let max_biased = (BigInt::from(1) << ebits) - 1;
    let sign = if v < &BigInt::zero() {
        BigInt::from(1)
    } else {
        BigInt::zero()
    };
    let mag = if v < &BigInt::zero() {
        -v.clone()
    } else {
        v.clone()
    };
    if mag.is_zero() {
        return sign << (width - 1);
    }
    let nbits = mag.bits();
    let mut exponent = BigInt::from(nbits - 1);
    let prec = u64::from(fraction) + 1;
    let mut mant = if nbits > prec {
        let shift = nbits - prec;
        let m = &mag >> shift;
        let rem = &mag - (&m << shift);
        let half = BigInt::from(1) << (shift - 1);
        let odd = (&m % 2u32) == BigInt::from(1);
        if rem > half || (rem == half && odd) {
            m + 1
        } else {
            m
        }
    } else {
        &mag << (prec - nbits)
    };
    if mant == (BigInt::from(1) << prec) {
        mant >>= 1;
        exponent += 1;
    }
    let biased = exponent + bias;
    let frac_mask = (BigInt::from(1) << fraction) - 1;
    if biased >= max_biased {
        return (sign << (width - 1)) | (max_biased << fraction);
    }
    (sign << (width - 1)) | (biased << fraction) | (mant & frac_mask)
}

/// Plus or minus infinity in the float format `(width, fraction)`.
pub fn float_infinity(negative: bool, width: u32, fraction: u32) -> BigInt {
    let ebits = width - fraction - 1;
    let exp = ((BigInt::from(1) << ebits) - 1) << fraction;
    if negative {
        exp | (BigInt::from(1) << (width - 1))
    } else {
        exp
    }
}

/// A float constant with bit pattern `bits` of type `ty`.
pub fn float_const(s: &mut Store, bits: BigInt, ty: TypeId) -> ExprId {
    s.mk(ExprKind::Constant(Literal::Int(bits)), ty, [])
}

/// Whether `e` mentions the symbol `name` (not looking into types).
pub fn has_symbol(s: &Store, e: ExprId, name: Ident) -> bool {
    let mut found = false;
    s.post_order(&[e], |n| {
        if matches!(s.kind(n), ExprKind::Symbol(x) if *x == name) {
            found = true;
        }
    });
    found
}

/// Whether `e` contains a node of kind `k`.
pub fn has_kind(s: &Store, e: ExprId, k: &ExprKind) -> bool {
    let mut found = false;
    s.post_order(&[e], |n| {
        if s.kind(n) == k {
            found = true;
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_constants() {
        // 2^31 as float: exponent 31+127, fraction 0
        let b = float_from_int(&BigInt::from(1u64 << 31), 32, 23);
        assert_eq!(b, BigInt::from(0x4f00_0000u32));
        // -2^31-1 rounds to -2^31 in single precision
        let b = float_from_int(&(-(BigInt::from(1u64 << 31)) - 1), 32, 23);
        assert_eq!(b, BigInt::from(0xcf00_0000u32));
        // 1.0, -1.0, 3.0 in double
        assert_eq!(
            float_from_int(&BigInt::from(1), 64, 52),
            BigInt::from(0x3ff0_0000_0000_0000u64)
        );
        assert_eq!(
            float_from_int(&BigInt::from(-1), 64, 52),
            BigInt::from(0xbff0_0000_0000_0000u64)
        );
        assert_eq!(
            float_from_int(&BigInt::from(3), 64, 52),
            BigInt::from(0x4008_0000_0000_0000u64)
        );
        assert_eq!(float_infinity(false, 32, 23), BigInt::from(0x7f80_0000u32));
        assert_eq!(float_infinity(true, 32, 23), BigInt::from(0xff80_0000u32));
    }
}
