//! Overflow predicates (CBMC's `overflow-+`, `overflow--`, `overflow-*`, `overflow-shl`,
//! `overflow-unary-`).

use crate::aig::{Aig, Lit};

impl Aig {
    /// Whether `a + b` overflows (`signed`: the mathematical sum is not representable).
    pub fn bv_add_overflow(&mut self, a: &[Lit], b: &[Lit], signed: bool) -> Lit {
        let (sum, carry) = self.bv_add_carry(a, b, Lit::FALSE);
        if !signed {
            return carry;
        }
        let (Some(&sa), Some(&sb), Some(&ss)) = (a.last(), b.last(), sum.last()) else {
            return Lit::FALSE;
        };
        let same = self.xnor(sa, sb);
        let changed = self.xor(ss, sa);
        self.and(same, changed)
    }

    /// Whether `a - b` overflows (unsigned: `a < b`).
    pub fn bv_sub_overflow(&mut self, a: &[Lit], b: &[Lit], signed: bool) -> Lit {
        if !signed {
            return self.bv_ult(a, b);
        }
        let diff = self.bv_sub(a, b);
        let (Some(&sa), Some(&sb), Some(&sd)) = (a.last(), b.last(), diff.last()) else {
            return Lit::FALSE;
        };
        let differ = self.xor(sa, sb);
        let changed = self.xor(sd, sa);
        self.and(differ, changed)
    }

    /// Whether `a * b` overflows. The full unsigned `w × w → 2w` product (`w` rows of `w`
    /// bits, half the gates of a truncated `2w × 2w` product of the extended operands) gives
    /// the high half; for signed operands it is corrected by `- (a<0 ? b : 0) - (b<0 ? a : 0)`
    /// (mod 2^w), which makes it the high half of the exact two's complement product. The
    /// low half is structurally the truncated product `a * b`, shared with it in the AIG.
    pub fn bv_mul_overflow(&mut self, a: &[Lit], b: &[Lit], signed: bool) -> Lit {
        let w = a.len();
        if w == 0 || b.len() != w {
            return Lit::FALSE;
        }
        let (lo, hi) = self.bv_mul_full(a, b);
        if !signed {
            return self.or_all(&hi);
        }
        let (sa, sb) = (a[w - 1], b[w - 1]);
        let b_if: Vec<Lit> = b.iter().map(|&x| self.and(x, sa)).collect();
        let a_if: Vec<Lit> = a.iter().map(|&x| self.and(x, sb)).collect();
        let h1 = self.bv_sub(&hi, &b_if);
        let h = self.bv_sub(&h1, &a_if);
        // the product fits iff bits w-1 .. 2w-1 are all equal
        let mut top = h;
        top.push(lo[w - 1]);
        let all_one = self.and_all(&top);
        let any_one = self.or_all(&top);
        self.and(any_one, !all_one)
    }

    /// Whether `a << dist` overflows, as CBMC defines it: the shifted value (computed at
    /// double width) is not representable; a shift by more than the width overflows iff
    /// `a != 0`; a negative (signed) distance is not an overflow.
    pub fn bv_shl_overflow(
        &mut self,
        a: &[Lit],
        dist: &[Lit],
        signed_value: bool,
        signed_dist: bool,
    ) -> Lit {
        let w = a.len();
        if w == 0 {
            return Lit::FALSE;
        }
        let ext = if signed_value {
            Aig::bv_sext(a, 2 * w)
        } else {
            Aig::bv_zext(a, 2 * w)
        };
        let shifted = self.bv_shl(&ext, dist);
        let base = if signed_value {
            let mut top: Vec<Lit> = shifted[w..].to_vec();
            top.push(shifted[w - 1]);
            let all_one = self.and_all(&top);
            let any_one = self.or_all(&top);
            let mixed = self.and(any_one, !all_one);
            let sign_change = self.xor(a[w - 1], shifted[w - 1]);
            self.or(sign_change, mixed)
        } else {
            self.or_all(&shifted[w..])
        };
        // dist > w (compared at a width that holds w)?
        let bits = usize::BITS as usize - w.leading_zeros() as usize + 1;
        let n = dist.len().max(bits);
        let d = if signed_dist {
            Aig::bv_sext(dist, n)
        } else {
            Aig::bv_zext(dist, n)
        };
        let wc = Aig::bv_const(n, w as u128);
        let undef = if signed_dist {
            self.bv_slt(&wc, &d)
        } else {
            self.bv_ult(&wc, &d)
        };
        let nonzero = self.or_all(a);
        let r = self.ite(undef, nonzero, base);
        let negative = if signed_dist {
            dist.last().copied().unwrap_or(Lit::FALSE)
        } else {
            Lit::FALSE
        };
        self.and(!negative, r)
    }

    /// Whether `-a` overflows: `a` is the most negative two's complement value (CBMC applies
    /// this test to signed and unsigned operands alike).
    pub fn bv_neg_overflow(&mut self, a: &[Lit]) -> Lit {
        let Some((&sign, rest)) = a.split_last() else {
            return Lit::FALSE;
        };
        let any = self.or_all(rest);
        self.and(sign, !any)
    }
}
