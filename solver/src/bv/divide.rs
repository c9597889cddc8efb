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
        // The remainder is kept at w+1 bits: r < b <= 2^w - 1, so 2r + 1 < 2^(w+1).
        let bext = Aig::bv_zext(&b, w + 1);
        let nb = self.bv_not(&bext);
        let mut r: Bv = Aig::bv_const(w + 1, 0);
        let mut q: Bv = vec![Lit::FALSE; w];
        for i in (0..w).rev() {
            r.pop();
            r.insert(0, a[i]);
            // r - b; no borrow (carry out set) means r >= b.
            let (diff, geq) = self.bv_add_carry(&r, &nb, Lit::TRUE);
            q[i] = geq;
            r = self.bv_ite(geq, &diff, &r);
        }
        r.truncate(w);
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
