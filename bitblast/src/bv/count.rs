//! Bit counting: popcount, count leading/trailing zeros.

use super::Bv;
use crate::aig::{Aig, Lit};

impl Aig {
    /// Number of set bits, as a `width`-bit value.
    pub fn bv_popcount(&mut self, a: &[Lit], width: usize) -> Bv {
        // Sum single bits pairwise in a balanced tree of growing adders.
        let mut layer: Vec<Bv> = a.iter().map(|&l| vec![l]).collect();
        if layer.is_empty() {
            return Aig::bv_const(width, 0);
        }
        while layer.len() > 1 {
            let mut next = Vec::with_capacity(layer.len().div_ceil(2));
            let mut it = layer.into_iter();
            while let Some(x) = it.next() {
                match it.next() {
                    Some(y) => {
                        let n = x.len().max(y.len());
                        let (s, c) = self.bv_add_carry(
                            &Aig::bv_zext(&x, n),
                            &Aig::bv_zext(&y, n),
                            Lit::FALSE,
                        );
                        let mut s = s;
                        s.push(c);
                        next.push(s);
                    }
                    None => next.push(x),
                }
            }
            layer = next;
        }
        Aig::bv_zext(&layer[0], width)
    }

    /// Number of leading (most significant) zero bits; `a.len()` for zero.
    pub fn bv_clz(&mut self, a: &[Lit], width: usize) -> Bv {
        let w = a.len();
        let mut res = Aig::bv_const(width, w as u128);
        for (i, &bit) in a.iter().enumerate() {
            let v = Aig::bv_const(width, (w - 1 - i) as u128);
            res = self.bv_ite(bit, &v, &res);
        }
        res
    }

    /// Number of trailing (least significant) zero bits; `a.len()` for zero.
    pub fn bv_ctz(&mut self, a: &[Lit], width: usize) -> Bv {
        let w = a.len();
        let mut res = Aig::bv_const(width, w as u128);
        for (i, &bit) in a.iter().enumerate().rev() {
            let v = Aig::bv_const(width, i as u128);
            res = self.bv_ite(bit, &v, &res);
        }
        res
    }
}
