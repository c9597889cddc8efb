//! Fixed-width bit-vector arithmetic on arbitrary-precision unsigned values,
//! with KLEE's solver semantics: shifts by at least the width give 0 (also
//! for `AShr`), and division by zero follows SMT-LIB (`x udiv 0 = ~0`,
//! `x urem 0 = x`, `x sdiv 0 = (x < 0 ? 1 : -1)`, `x srem 0 = x`).
//!
//! Every value is an unsigned `BigUint` already reduced modulo `2^width`.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::ast::{BinOp, CmpOp};

/// `2^width - 1`.
pub fn mask(width: u32) -> BigUint {
    (BigUint::one() << width) - 1u32
}

/// Reduce `v` modulo `2^width`.
pub fn trunc(v: &BigUint, width: u32) -> BigUint {
    if v.bits() <= u64::from(width) {
        v.clone()
    } else {
        v & mask(width)
    }
}

/// True when the sign bit (bit `width-1`) is set.
pub fn is_negative(v: &BigUint, width: u32) -> bool {
    width > 0 && v.bit(u64::from(width) - 1)
}

/// Two's complement negation at `width`.
pub fn neg(v: &BigUint, width: u32) -> BigUint {
    if v.is_zero() {
        BigUint::zero()
    } else {
        (BigUint::one() << width) - v
    }
}

/// Absolute value of a two's complement number.
fn abs(v: &BigUint, width: u32) -> BigUint {
    if is_negative(v, width) {
        neg(v, width)
    } else {
        v.clone()
    }
}

/// Sign-extend `v` from `from` bits to `to` bits (`to >= from`).
pub fn sext(v: &BigUint, from: u32, to: u32) -> BigUint {
    if is_negative(v, from) {
        v | (mask(to) ^ mask(from))
    } else {
        v.clone()
    }
}

/// Bits `offset .. offset+width` of `v`.
pub fn extract(v: &BigUint, offset: u32, width: u32) -> BigUint {
    trunc(&(v >> offset), width)
}

/// The shift amount as a `u32` if it is smaller than `width`.
fn shift_amount(s: &BigUint, width: u32) -> Option<u32> {
    if s.bits() > 32 {
        return None;
    }
    let s = s.iter_u32_digits().next().unwrap_or(0);
    (s < width).then_some(s)
}

/// Apply a binary operator at `width` to reduced operands.
pub fn binop(op: BinOp, a: &BigUint, b: &BigUint, width: u32) -> BigUint {
    match op {
        BinOp::Add => trunc(&(a + b), width),
        BinOp::Sub => trunc(&(a + neg(b, width)), width),
        BinOp::Mul => trunc(&(a * b), width),
        BinOp::UDiv => {
            if b.is_zero() {
                mask(width)
            } else {
                a / b
            }
        }
        BinOp::URem => {
            if b.is_zero() {
                a.clone()
            } else {
                a % b
            }
        }
        BinOp::SDiv => {
            if b.is_zero() {
                if is_negative(a, width) {
                    trunc(&BigUint::one(), width)
                } else {
                    mask(width)
                }
            } else {
                let q = abs(a, width) / abs(b, width);
                let q = trunc(&q, width);
                if is_negative(a, width) != is_negative(b, width) {
                    neg(&q, width)
                } else {
                    q
                }
            }
        }
        BinOp::SRem => {
            if b.is_zero() {
                a.clone()
            } else {
                let r = abs(a, width) % abs(b, width);
                if is_negative(a, width) {
                    neg(&r, width)
                } else {
                    r
                }
            }
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => match shift_amount(b, width) {
            Some(s) => trunc(&(a << s), width),
            None => BigUint::zero(),
        },
        BinOp::LShr => match shift_amount(b, width) {
            Some(s) => a >> s,
            None => BigUint::zero(),
        },
        BinOp::AShr => match shift_amount(b, width) {
            Some(s) => trunc(&(sext(a, width, width + s) >> s), width),
            None => BigUint::zero(),
        },
    }
}

/// Apply a comparison at operand width `width`.
pub fn cmpop(op: CmpOp, a: &BigUint, b: &BigUint, width: u32) -> bool {
    let signed = |a: &BigUint, b: &BigUint| -> std::cmp::Ordering {
        match (is_negative(a, width), is_negative(b, width)) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => a.cmp(b),
        }
    };
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Ult => a < b,
        CmpOp::Ule => a <= b,
        CmpOp::Ugt => a > b,
        CmpOp::Uge => a >= b,
        CmpOp::Slt => signed(a, b).is_lt(),
        CmpOp::Sle => signed(a, b).is_le(),
        CmpOp::Sgt => signed(a, b).is_gt(),
        CmpOp::Sge => signed(a, b).is_ge(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(v: u64) -> BigUint {
        BigUint::from(v)
    }

    #[test]
    fn klee_division_and_shift_semantics() {
        assert_eq!(binop(BinOp::UDiv, &b(7), &b(0), 8), b(255));
        assert_eq!(binop(BinOp::URem, &b(7), &b(0), 8), b(7));
        assert_eq!(binop(BinOp::SDiv, &b(0x80), &b(0), 8), b(1));
        assert_eq!(binop(BinOp::SDiv, &b(3), &b(0), 8), b(255));
        assert_eq!(binop(BinOp::SRem, &b(0xf9), &b(0), 8), b(0xf9));
        // -7 / 2 = -3, -7 % 2 = -1
        assert_eq!(binop(BinOp::SDiv, &b(0xf9), &b(2), 8), b(0xfd));
        assert_eq!(binop(BinOp::SRem, &b(0xf9), &b(2), 8), b(0xff));
        // -128 / -1 wraps to -128
        assert_eq!(binop(BinOp::SDiv, &b(0x80), &b(0xff), 8), b(0x80));
        assert_eq!(binop(BinOp::AShr, &b(0x80), &b(7), 8), b(0xff));
        assert_eq!(binop(BinOp::AShr, &b(0x80), &b(8), 8), b(0));
        assert_eq!(binop(BinOp::Shl, &b(1), &b(8), 8), b(0));
        assert_eq!(binop(BinOp::LShr, &b(0x80), &b(200), 8), b(0));
        assert_eq!(binop(BinOp::Sub, &b(1), &b(2), 8), b(255));
        assert!(cmpop(CmpOp::Slt, &b(0x80), &b(1), 8));
        assert!(!cmpop(CmpOp::Ult, &b(0x80), &b(1), 8));
    }
}
