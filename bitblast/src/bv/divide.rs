//! Restoring division with SMT-LIB semantics (`x / 0 = ~0`, `x % 0 = x`).

use super::Bv;
use crate::aig::{Aig, Lit};

impl Aig {
    /// Unsigned quotient and remainder (SMT-LIB `bvudiv`, `bvurem`).
    pub fn bv_udivrem(&mut self, a: &[Lit], b: &[Lit]) -> (Bv, Bv) {
        let w = a.len();
        let b = Aig::bv_zext(b, w);
        // Power-of-two divisor: shift and mask.
        if let Some(c) = Aig::bv_as_const(&b) {
            if c.count_ones() == 1 {
                let k = c.trailing_zeros().unwrap_or(0) as usize;
                let q = Aig::bv_zext(&a[k.min(w)..], w);
                let r = Aig::bv_zext(&a[..k.min(w)], w);
                return (q, r);
            }
        }
        // Restoring division, narrowed: after shifting in bit i the partial remainder r is
        // at most a >> i < 2^m with m = n - i, where n is the width of `a` without its
        // constant-zero top bits. So r >= b iff b's bits from m up are all zero and r >= the
        // low m bits of b, and the subtraction needs only m bits (a triangle of adders
        // instead of a square; dividends with known leading zeros shrink further).
        // b = 0 falls out as SMT-LIB's quotient ~0 and remainder a.
        let n = a
            .iter()
            .rposition(|&l| l != Lit::FALSE)
            .map_or(0, |p| p + 1);
        // A constant non-zero divisor of k significant bits bounds every partial remainder
        // after its step (r < b < 2^k), so the remainder is kept at k bits and each step
        // subtracts k + 1 bits: division by a small constant (`x / 10`, `x % 3`) costs
        // a band of adders instead of a triangle.
        let rem_bits = Aig::bv_as_const(&b)
            .filter(|c| c.bits() > 0)
            .map(|c| c.bits() as usize);
        // high_zero[m] = (b >> m) == 0
        let mut high_zero = vec![Lit::TRUE; w + 1];
        for m in (0..w).rev() {
            high_zero[m] = self.and(high_zero[m + 1], !b[m]);
        }
        let mut r: Bv = Vec::with_capacity(n);
        let mut q: Bv = vec![Lit::FALSE; w];
        for i in (0..w).rev() {
            if i >= n {
                // r stays 0; 0 >= b iff b = 0
                q[i] = high_zero[0];
                continue;
            }
            r.insert(0, a[i]);
            let m = r.len();
            let nb: Bv = b[..m].iter().map(|&l| !l).collect();
            // r - b_low; no borrow (carry out set) means r >= b_low.
            let (diff, no_borrow) = self.bv_add_carry(&r, &nb, Lit::TRUE);
            let geq = self.and(high_zero[m], no_borrow);
            q[i] = geq;
            r = self.bv_ite(geq, &diff, &r);
            if let Some(k) = rem_bits {
                r.truncate(k);
            }
        }
        let r = Aig::bv_zext(&r, w);
        (q, r)
    }

    /// Unsigned quotient (`bvudiv`).
    pub fn bv_udiv(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        self.bv_udivrem(a, b).0
    }

    /// Unsigned remainder (`bvurem`).
    pub fn bv_urem(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        self.bv_udivrem(a, b).1
    }

    /// Signed quotient, truncating (`bvsdiv`; `x / 0` is -1 for `x >= 0`, 1 otherwise).
    pub fn bv_sdiv(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let (Some(&sa), Some(&sb)) = (a.last(), b.last()) else {
            return Vec::new();
        };
        let aa = self.bv_abs(a);
        let ab = self.bv_abs(b);
        let q = self.bv_udiv(&aa, &ab);
        let nq = self.bv_neg(&q);
        let neg = self.xor(sa, sb);
        self.bv_ite(neg, &nq, &q)
    }

    /// Signed remainder, sign of the dividend (`bvsrem`; `x % 0 = x`).
    pub fn bv_srem(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let Some(&sa) = a.last() else {
            return Vec::new();
        };
        let aa = self.bv_abs(a);
        let ab = self.bv_abs(b);
        let r = self.bv_urem(&aa, &ab);
        let nr = self.bv_neg(&r);
        self.bv_ite(sa, &nr, &r)
    }

    /// Signed modulo, sign of the divisor (`bvsmod`; `x mod 0 = x`).
    pub fn bv_smod(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let (Some(&sa), Some(&sb)) = (a.last(), b.last()) else {
            return Vec::new();
        };
        let aa = self.bv_abs(a);
        let ab = self.bv_abs(b);
        let u = self.bv_urem(&aa, &ab);
        let zero = self.bv_any(&u);
        let nu = self.bv_neg(&u);
        let neg_u_plus_b = self.bv_add(&nu, b);
        let u_plus_b = self.bv_add(&u, b);
        // u = 0 → u; (+,+) → u; (-,+) → -u + b; (+,-) → u + b; (-,-) → -u
        let pp = u.clone();
        let np = neg_u_plus_b;
        let pn = u_plus_b;
        let nn = nu;
        let when_pos_b = self.bv_ite(sa, &np, &pp);
        let when_neg_b = self.bv_ite(sa, &nn, &pn);
        let r = self.bv_ite(sb, &when_neg_b, &when_pos_b);
        self.bv_ite(zero, &r, &u)
    }
}
