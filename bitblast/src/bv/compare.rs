//! Comparisons.

use crate::aig::{Aig, Lit};

impl Aig {
    /// `a = b`.
    pub fn bv_eq(&mut self, a: &[Lit], b: &[Lit]) -> Lit {
        let bits: Vec<Lit> = a.iter().zip(b).map(|(&x, &y)| self.xnor(x, y)).collect();
        self.and_all(&bits)
    }

    /// Unsigned `a < b`.
    pub fn bv_ult(&mut self, a: &[Lit], b: &[Lit]) -> Lit {
        // a < b iff a - b borrows, i.e. a + ¬b + 1 has no carry out. Built as a chain from
        // the least significant bit: lt_i = (a_i ≠ b_i) ? b_i : lt_{i-1}.
        let mut lt = Lit::FALSE;
        for (&x, &y) in a.iter().zip(b) {
            let d = self.xor(x, y);
            lt = self.ite(d, y, lt);
        }
        lt
    }

    /// Unsigned `a <= b`.
    pub fn bv_ule(&mut self, a: &[Lit], b: &[Lit]) -> Lit {
        !self.bv_ult(b, a)
    }

    /// Signed `a < b`.
    pub fn bv_slt(&mut self, a: &[Lit], b: &[Lit]) -> Lit {
        let mut fa = a.to_vec();
        let mut fb = b.to_vec();
        if let (Some(x), Some(y)) = (fa.last_mut(), fb.last_mut()) {
            *x = !*x;
            *y = !*y;
        }
        self.bv_ult(&fa, &fb)
    }

    /// Signed `a <= b`.
    pub fn bv_sle(&mut self, a: &[Lit], b: &[Lit]) -> Lit {
        !self.bv_slt(b, a)
    }
}
