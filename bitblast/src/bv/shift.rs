//! Barrel shifters and rotations by variable amounts.

use super::Bv;
use crate::aig::{Aig, Lit};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Left,
    LogicalRight,
    ArithmeticRight,
}

impl Aig {
    /// Whether the unsigned `dist` is `>= width`.
    fn shift_too_far(&mut self, dist: &[Lit], width: usize) -> Lit {
        // Compare at a width that can hold `width` itself.
        let bits = usize::BITS as usize - width.leading_zeros() as usize;
        let n = dist.len().max(bits + 1);
        let d = Aig::bv_zext(dist, n);
        let w = Aig::bv_const(n, width as u128);
        !self.bv_ult(&d, &w)
    }

    fn shift(&mut self, a: &[Lit], dist: &[Lit], kind: Kind) -> Bv {
        let w = a.len();
        if w == 0 {
            return Vec::new();
        }
        let fill = match kind {
            Kind::ArithmeticRight => a[w - 1],
            _ => Lit::FALSE,
        };
        let mut cur: Bv = a.to_vec();
        for (i, &bit) in dist.iter().enumerate() {
            if i >= usize::BITS as usize - 1 || (1usize << i) >= w {
                break;
            }
            let s = 1usize << i;
            let shifted: Bv = (0..w)
                .map(|j| match kind {
                    Kind::Left => {
                        if j >= s {
                            cur[j - s]
                        } else {
                            Lit::FALSE
                        }
                    }
                    _ => cur.get(j + s).copied().unwrap_or(fill),
                })
                .collect();
            cur = self.bv_ite(bit, &shifted, &cur);
        }
        let over = self.shift_too_far(dist, w);
        let filled = vec![fill; w];
        self.bv_ite(over, &filled, &cur)
    }

    /// `a << dist` (unsigned `dist` of any width; `>= width` gives 0).
    pub fn bv_shl(&mut self, a: &[Lit], dist: &[Lit]) -> Bv {
        self.shift(a, dist, Kind::Left)
    }

    /// Logical `a >> dist` (`>= width` gives 0).
    pub fn bv_lshr(&mut self, a: &[Lit], dist: &[Lit]) -> Bv {
        self.shift(a, dist, Kind::LogicalRight)
    }

    /// Arithmetic `a >> dist` (`>= width` gives the sign fill).
    pub fn bv_ashr(&mut self, a: &[Lit], dist: &[Lit]) -> Bv {
        self.shift(a, dist, Kind::ArithmeticRight)
    }

    /// Rotation left by the unsigned `dist` (taken modulo the width).
    pub fn bv_rol(&mut self, a: &[Lit], dist: &[Lit]) -> Bv {
        let w = a.len();
        if w == 0 {
            return Vec::new();
        }
        let amount: Bv = if w.is_power_of_two() {
            let k = w.trailing_zeros() as usize;
            Aig::bv_zext(dist, k.min(dist.len()))
        } else {
            let bits = usize::BITS as usize - w.leading_zeros() as usize;
            let n = dist.len().max(bits);
            let d = Aig::bv_zext(dist, n);
            let m = Aig::bv_const(n, w as u128);
            let r = self.bv_urem(&d, &m);
            Aig::bv_zext(&r, bits)
        };
        let mut cur: Bv = a.to_vec();
        for (i, &bit) in amount.iter().enumerate() {
            if i >= usize::BITS as usize - 1 {
                break;
            }
            let s = (1usize << i) % w;
            if s == 0 {
                continue;
            }
            let rotated: Bv = (0..w).map(|j| cur[(j + w - s) % w]).collect();
            cur = self.bv_ite(bit, &rotated, &cur);
        }
        cur
    }

    /// Rotation right by the unsigned `dist` (taken modulo the width).
    pub fn bv_ror(&mut self, a: &[Lit], dist: &[Lit]) -> Bv {
        let w = a.len();
        if w == 0 {
            return Vec::new();
        }
        // ror(a, d) = rol(a, w - d mod w)
        let rev: Bv = a.iter().rev().copied().collect();
        let r = self.bv_rol(&rev, dist);
        r.into_iter().rev().collect()
    }
}
