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

/// The fewest low bits of `v` whose sign extension is `v`: the bits above are all the
/// literal of its top bit.
fn sign_extended_width(v: &[Lit]) -> usize {
    let Some(&top) = v.last() else {
        return 0;
    };
    let mut k = v.len();
    while k > 1 && v[k - 2] == top {
        k -= 1;
    }
    k
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
        // Operands that are sign extensions of `ka`- and `kb`-bit values (zero extensions
        // included: their sign is the constant 0) have a product of at most `ka + kb`
        // bits: multiply at that width and extend. The upper bits are then the product's
        // sign literal, so a check whether the product fits a narrower type (the overflow
        // built-ins, `(long long)x * y` for ints) is decided by the circuit's structure.
        let (ka, kb) = (sign_extended_width(a), sign_extended_width(b));
        if ka + kb < a.len() {
            let m = ka + kb;
            let p = self.bv_mul(&Aig::bv_sext(&a[..ka], m), &Aig::bv_sext(&b[..kb], m));
            return Aig::bv_sext(&p, a.len());
        }
        if a == b.as_slice() {
            return self.bv_square(a, a.len());
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

    /// The full unsigned product of `w`-bit `a` and `b` as (low `w` bits, high `w` bits).
    /// Operands are ordered as in [`Aig::bv_mul`] so that the low half is the very circuit
    /// of the truncated product.
    pub fn bv_mul_full(&mut self, a: &[Lit], b: &[Lit]) -> (Bv, Bv) {
        let w = a.len();
        let b = &Aig::bv_zext(b, w);
        if a == b.as_slice() && Aig::bv_as_const(a).is_none() {
            let mut sq = self.bv_square(a, 2 * w);
            let hi = sq.split_off(w);
            return (sq, hi);
        }
        let (ka, kb) = (constant_false_count(a), constant_false_count(b));
        let a_selects = ka > kb || (ka == kb && a > b.as_slice());
        let (x, y): (&[Lit], &[Lit]) = if a_selects { (b, a) } else { (a, b) };
        // row i is `x` masked by `y[i]`, added at position i with its carry kept
        let mut acc: Bv = Aig::bv_const(2 * w, 0);
        for i in 0..w {
            let sel = y[i];
            if sel == Lit::FALSE {
                continue;
            }
            let row: Bv = x.iter().map(|&v| self.and(v, sel)).collect();
            // the low `w - i` bits exactly as in `bv_mul_array` (shared gates)
            let (low, carry) = self.bv_add_carry(&acc[i..w], &row[..w - i], Lit::FALSE);
            // the remaining bits of the row continue the addition above position w
            let (high, carry2) = self.bv_add_carry(&acc[w..w + i], &row[w - i..], carry);
            let mut next: Bv = acc[..i].to_vec();
            next.extend(low);
            next.extend(high);
            next.push(carry2);
            next.resize(2 * w, Lit::FALSE);
            acc = next;
        }
        let hi = acc.split_off(w);
        (acc, hi)
    }

    /// The low `out` bits (`out` ≤ 2w) of `a * a`: a squarer, with half the partial
    /// products of a multiplier. `a_i a_j` and `a_j a_i` are one product, counted twice,
    /// so `a² = Σ a_i 2^{2i} + Σ_{i<j} a_i a_j 2^{i+j+1}`. Row `i` holds `a_i` at `2i` and
    /// `a_i a_j` (`j > i`) at `i + j + 1`, so it spans `2i ..= i + w`; the rows before it
    /// end lower, so the row's carry lands on a bit that is still zero. The low bits of a
    /// narrower square are the same gates.
    pub fn bv_square(&mut self, a: &[Lit], out: usize) -> Bv {
        let w = a.len();
        let mut acc: Bv = Aig::bv_const(out, 0);
        for i in 0..w {
            let lo = 2 * i;
            if a[i] == Lit::FALSE || lo >= out {
                continue;
            }
            let hi = (i + w).min(out - 1);
            let row: Bv = (lo..=hi)
                .map(|p| {
                    if p == lo {
                        a[i]
                    } else if p == lo + 1 {
                        Lit::FALSE
                    } else {
                        let j = p - i - 1;
                        self.and(a[i], a[j])
                    }
                })
                .collect();
            let (sum, carry) = self.bv_add_carry(&acc[lo..=hi], &row, Lit::FALSE);
            acc.splice(lo..=hi, sum);
            if hi + 1 < out {
                acc[hi + 1] = carry;
            }
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
    fn full_product_is_exact_and_shares_the_low_half() {
        for w in 1..=5usize {
            for a in 0..(1u128 << w) {
                for b in 0..(1u128 << w) {
                    let mut g = Aig::new();
                    let (lo, hi) = g.bv_mul_full(&Aig::bv_const(w, a), &Aig::bv_const(w, b));
                    let mut bits = lo.clone();
                    bits.extend(hi);
                    assert_eq!(
                        Aig::bv_as_const(&bits),
                        Some(BigUint::from(a * b)),
                        "{a}*{b}"
                    );
                }
            }
        }
        let mut g = Aig::new();
        let a = g.bv_input(12);
        let b = g.bv_input(12);
        let (lo, _) = g.bv_mul_full(&a, &b);
        assert_eq!(lo, g.bv_mul(&b, &a));
    }

    #[test]
    fn products_of_sign_extended_operands_are_narrow_and_exact() {
        // 4-bit signed a, 3-bit signed b, 12-bit product: multiplied at 7 bits
        let mut g = Aig::new();
        let a4 = g.bv_input(4);
        let b3 = g.bv_input(3);
        let a = Aig::bv_sext(&a4, 12);
        let b = Aig::bv_sext(&b3, 12);
        let p = g.bv_mul(&a, &b);
        assert!(p[7..].iter().all(|&l| l == p[6]), "the upper bits are the sign");
        let inputs: Vec<u32> = a4.iter().chain(&b3).map(|l| l.node()).collect();
        for x in -8i64..8 {
            for y in -4i64..4 {
                let bits = g.evaluate(&p, |n| {
                    let k = inputs.iter().position(|&m| m == n).expect("an input");
                    if k < 4 {
                        (x >> k) & 1 == 1
                    } else {
                        (y >> (k - 4)) & 1 == 1
                    }
                });
                let v = bits.iter().rev().fold(0i64, |acc, &b| acc * 2 + i64::from(b));
                assert_eq!(v, (x * y).rem_euclid(1 << 12), "{x}*{y}");
            }
        }
        // a zero-extended 5-bit operand times a sign-extended 3-bit one
        let a5 = g.bv_input(5);
        let za = Aig::bv_zext(&a5, 16);
        let sb = Aig::bv_sext(&b3, 16);
        let q = g.bv_mul(&za, &sb);
        assert!(q[9..].iter().all(|&l| l == q[8]));
    }

    #[test]
    fn commutative_operands_share_the_circuit() {
        let mut g = Aig::new();
        let a = g.bv_input(16);
        let b = g.bv_input(16);
        assert_eq!(g.bv_mul(&a, &b), g.bv_mul(&b, &a));
    }
}
