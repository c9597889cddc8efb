//! Multiplication: constant multiplication by signed-digit recoding, and a shift-add array
//! multiplier with normalised operand order (so `a*b` and `b*a` share one circuit).

use super::Bv;
use crate::aig::{Aig, Lit};
use num_bigint::BigUint;

/// Signed digits (non-adjacent form) of `c` modulo 2^width: `(position, negative)`.
fn signed_digits(c: &BigUint, width: usize) -> Vec<(usize, bool)> {
    let mut digits = Vec::new();
    let mut carry = 0u8;
    for i in 0..width {
        let v = c.bit(i as u64) as u8 + carry;
        let next = c.bit(i as u64 + 1) as u8;
        match v {
            0 => carry = 0,
            1 if next == 1 => {
                digits.push((i, true));
                carry = 1;
            }
            1 => {
                digits.push((i, false));
                carry = 0;
            }
            _ => carry = 1,
        }
    }
    digits
}

fn constant_false_count(v: &[Lit]) -> usize {
    v.iter().filter(|l| **l == Lit::FALSE).count()
}

impl Aig {
    /// `a * b` modulo 2^width. Constant operands use shift-and-add/subtract over the
    /// constant's non-adjacent form; otherwise operands are put in a canonical order.
    pub fn bv_mul(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let b = &Aig::bv_zext(b, a.len());
        if let Some(c) = Aig::bv_as_const(b) {
            return self.bv_mul_const(a, &c);
        }
        if let Some(c) = Aig::bv_as_const(a) {
            return self.bv_mul_const(b, &c);
        }
        // The selector operand (second argument of the array) is the one with more
        // constant-zero bits (rows vanish); ties broken by literal order so that the
        // circuit does not depend on the operand order.
        let (ka, kb) = (constant_false_count(a), constant_false_count(b));
        let a_selects = ka > kb || (ka == kb && a > b.as_slice());
        if a_selects {
            self.bv_mul_array(b, a)
        } else {
            self.bv_mul_array(a, b)
        }
    }

    /// `a * c` for a constant `c` (modulo 2^width).
    pub fn bv_mul_const(&mut self, a: &[Lit], c: &BigUint) -> Bv {
        let w = a.len();
        let mut acc: Bv = Aig::bv_const(w, 0);
        for (pos, negative) in signed_digits(c, w) {
            // acc ± (a << pos): the low `pos` bits of acc are unaffected.
            let hi = &acc[pos..];
            let addend = &a[..w - pos];
            let sum = if negative {
                self.bv_sub(hi, addend)
            } else {
                self.bv_add(hi, addend)
            };
            acc.truncate(pos);
            acc.extend(sum);
        }
        acc
    }

    /// Shift-add array multiplier `a * b` without any operand normalisation (row `i` is
    /// `a << i` masked by `b[i]`). Exposed for benchmarking; use [`Aig::bv_mul`].
    pub fn bv_mul_array(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let w = a.len();
        let mut acc: Bv = Aig::bv_const(w, 0);
        for i in 0..w {
            let sel = b.get(i).copied().unwrap_or(Lit::FALSE);
            if sel == Lit::FALSE {
                continue;
            }
            let row: Bv = a[..w - i].iter().map(|&x| self.and(x, sel)).collect();
            let sum = self.bv_add(&acc[i..], &row);
            acc.truncate(i);
            acc.extend(sum);
        }
        acc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_reconstruct() {
        for c in 0u32..300 {
            let d = signed_digits(&BigUint::from(c), 12);
            let v: i64 = d
                .iter()
                .map(|&(p, n)| if n { -(1i64 << p) } else { 1i64 << p })
                .sum();
            assert_eq!(v.rem_euclid(1 << 12), c as i64 % (1 << 12));
        }
    }

    #[test]
    fn commutative_operands_share_the_circuit() {
        let mut g = Aig::new();
        let a = g.bv_input(16);
        let b = g.bv_input(16);
        assert_eq!(g.bv_mul(&a, &b), g.bv_mul(&b, &a));
    }
}
