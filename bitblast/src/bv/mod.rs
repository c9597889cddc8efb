//! Bit-vector circuits over AIG literals.
//!
//! A [`Bv`] is a vector of literals, least significant bit first. All operations are methods
//! of [`Aig`] (split over the modules below by concern) and follow SMT-LIB semantics:
//! division by zero gives all ones (`bvudiv`), the dividend (`bvurem`), and the SMT-LIB
//! signed definitions in terms of those; shifts by amounts `>=` the width give 0 (`shl`,
//! `lshr`) or the sign fill (`ashr`). Operands of binary operations must have equal widths
//! unless stated otherwise; circuits never panic on width mismatch but treat missing bits
//! as zero (callers check widths, see [`crate::Solver`]).

mod arith;
mod compare;
mod count;
mod divide;
mod float;
mod multiply;
mod overflow;
mod shift;

use crate::aig::{Aig, Lit};
pub use float::{FloatSpec, RoundingMode};
use num_bigint::BigUint;

/// A bit-vector of literals, least significant bit first.
pub type Bv = Vec<Lit>;

impl Aig {
    /// `width` fresh inputs.
    pub fn bv_input(&mut self, width: usize) -> Bv {
        (0..width).map(|_| self.input()).collect()
    }

    /// The constant `value` truncated to `width` bits (bits beyond 128 are zero).
    pub fn bv_const(width: usize, value: u128) -> Bv {
        (0..width)
            .map(|i| Lit::constant(i < 128 && (value >> i) & 1 == 1))
            .collect()
    }

    /// The constant `value` truncated to `width` bits.
    pub fn bv_const_big(width: usize, value: &BigUint) -> Bv {
        (0..width)
            .map(|i| Lit::constant(value.bit(i as u64)))
            .collect()
    }

    /// The value of a constant bit-vector (`None` if some bit is not constant).
    pub fn bv_as_const(bv: &[Lit]) -> Option<BigUint> {
        let mut v = BigUint::default();
        for (i, l) in bv.iter().enumerate() {
            if l.as_const()? {
                v.set_bit(i as u64, true);
            }
        }
        Some(v)
    }

    /// The value of a constant bit-vector of at most 128 bits.
    pub fn bv_as_u128(bv: &[Lit]) -> Option<u128> {
        if bv.len() > 128 {
            return None;
        }
        let mut v = 0u128;
        for (i, l) in bv.iter().enumerate() {
            if l.as_const()? {
                v |= 1 << i;
            }
        }
        Some(v)
    }

    /// Bitwise negation.
    pub fn bv_not(&mut self, a: &[Lit]) -> Bv {
        a.iter().map(|&l| !l).collect()
    }

    /// Bitwise AND.
    pub fn bv_and(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        a.iter().zip(b).map(|(&x, &y)| self.and(x, y)).collect()
    }

    /// Bitwise OR.
    pub fn bv_or(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        a.iter().zip(b).map(|(&x, &y)| self.or(x, y)).collect()
    }

    /// Bitwise XOR.
    pub fn bv_xor(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        a.iter().zip(b).map(|(&x, &y)| self.xor(x, y)).collect()
    }

    /// `c ? t : e`, bitwise.
    pub fn bv_ite(&mut self, c: Lit, t: &[Lit], e: &[Lit]) -> Bv {
        t.iter().zip(e).map(|(&x, &y)| self.ite(c, x, y)).collect()
    }

    /// Bits `lo..=hi` (SMT-LIB `extract`); bits beyond the width read as zero.
    pub fn bv_extract(a: &[Lit], hi: usize, lo: usize) -> Bv {
        (lo..=hi)
            .map(|i| a.get(i).copied().unwrap_or(Lit::FALSE))
            .collect()
    }

    /// `hi ++ lo` (the first operand is the most significant part, as in SMT-LIB).
    pub fn bv_concat(hi: &[Lit], lo: &[Lit]) -> Bv {
        lo.iter().chain(hi).copied().collect()
    }

    /// Zero extension (or truncation) to `width` bits.
    pub fn bv_zext(a: &[Lit], width: usize) -> Bv {
        (0..width)
            .map(|i| a.get(i).copied().unwrap_or(Lit::FALSE))
            .collect()
    }

    /// Sign extension (or truncation) to `width` bits.
    pub fn bv_sext(a: &[Lit], width: usize) -> Bv {
        let sign = a.last().copied().unwrap_or(Lit::FALSE);
        (0..width)
            .map(|i| a.get(i).copied().unwrap_or(sign))
            .collect()
    }

    /// Reduction OR (`a != 0`).
    pub fn bv_any(&mut self, a: &[Lit]) -> Lit {
        self.or_all(a)
    }
}
