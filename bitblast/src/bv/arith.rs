//! Adders, subtraction and negation.

use super::Bv;
use crate::aig::{Aig, Lit};

impl Aig {
    /// Full adder: `(sum, carry)` of `a + b + c`.
    pub fn full_adder(&mut self, a: Lit, b: Lit, c: Lit) -> (Lit, Lit) {
        let t = self.xor(a, b);
        let sum = self.xor(t, c);
        // carry = majority(a, b, c) = (a ⊕ b) ? c : a
        let carry = self.ite(t, c, a);
        (sum, carry)
    }

    /// `a + b + cin`, returning the sum (width of `a`) and the carry out.
    pub fn bv_add_carry(&mut self, a: &[Lit], b: &[Lit], cin: Lit) -> (Bv, Lit) {
        let mut carry = cin;
        let mut out = Vec::with_capacity(a.len());
        for (i, &x) in a.iter().enumerate() {
            let y = b.get(i).copied().unwrap_or(Lit::FALSE);
            let (s, c) = self.full_adder(x, y, carry);
            out.push(s);
            carry = c;
        }
        (out, carry)
    }

    /// `a + b` modulo 2^width.
    pub fn bv_add(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        self.bv_add_carry(a, b, Lit::FALSE).0
    }

    /// `a - b` modulo 2^width.
    pub fn bv_sub(&mut self, a: &[Lit], b: &[Lit]) -> Bv {
        let nb = self.bv_not(b);
        self.bv_add_carry(a, &nb, Lit::TRUE).0
    }

    /// `-a` modulo 2^width.
    pub fn bv_neg(&mut self, a: &[Lit]) -> Bv {
        let zero = Aig::bv_const(a.len(), 0);
        self.bv_sub(&zero, a)
    }

    /// `a + 1`.
    pub fn bv_inc(&mut self, a: &[Lit]) -> Bv {
        let zero = Aig::bv_const(a.len(), 0);
        self.bv_add_carry(a, &zero, Lit::TRUE).0
    }

    /// `|a|` of a two's complement value (`INT_MIN` stays `INT_MIN`).
    pub fn bv_abs(&mut self, a: &[Lit]) -> Bv {
        let sign = a.last().copied().unwrap_or(Lit::FALSE);
        let n = self.bv_neg(a);
        self.bv_ite(sign, &n, a)
    }
}
