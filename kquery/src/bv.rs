//! Bit-vector circuits over an abstract gate builder ([`Gates`]), LSB
//! first, with KLEE's semantics: shifts by at least the width give 0 (also
//! `AShr`), and the restoring divider yields SMT-LIB's division by zero
//! (`x udiv 0 = ~0`, `x urem 0 = x`) with the signed forms derived from it.

use crate::ast::{BinOp, CmpOp};

/// A gate builder: constants, inputs, and/xor (others are derived).
pub trait Gates {
    /// A literal (a gate output, possibly negated).
    type L: Copy + Eq + std::fmt::Debug;
    /// The constant literal `b`.
    fn constant(&mut self, b: bool) -> Self::L;
    /// A fresh unconstrained input.
    fn input(&mut self) -> Self::L;
    /// Negation (free).
    fn not(&mut self, a: Self::L) -> Self::L;
    /// Conjunction.
    fn and(&mut self, a: Self::L, b: Self::L) -> Self::L;
    /// Exclusive or.
    fn xor(&mut self, a: Self::L, b: Self::L) -> Self::L;
    /// Disjunction.
    fn or(&mut self, a: Self::L, b: Self::L) -> Self::L {
        let (na, nb) = (self.not(a), self.not(b));
        let n = self.and(na, nb);
        self.not(n)
    }
    /// `c ? t : e`.
    fn ite(&mut self, c: Self::L, t: Self::L, e: Self::L) -> Self::L {
        if t == e {
            return t;
        }
        let a = self.and(c, t);
        let nc = self.not(c);
        let b = self.and(nc, e);
        self.or(a, b)
    }
}

/// A bit-vector: literals, least significant first.
pub type Bv<L> = Vec<L>;

/// Bit-vector operations on top of a [`Gates`] builder.
pub struct BvBuilder<'g, G: Gates> {
    /// The gate builder.
    pub g: &'g mut G,
}

impl<'g, G: Gates> BvBuilder<'g, G> {
    /// A constant from little-endian bits.
    pub fn constant(&mut self, bits: impl IntoIterator<Item = bool>) -> Bv<G::L> {
        bits.into_iter().map(|b| self.g.constant(b)).collect()
    }

    /// `width` fresh inputs.
    pub fn input(&mut self, width: usize) -> Bv<G::L> {
        (0..width).map(|_| self.g.input()).collect()
    }

    fn zero(&mut self, width: usize) -> Bv<G::L> {
        let f = self.g.constant(false);
        vec![f; width]
    }

    /// Bitwise not.
    pub fn not(&mut self, a: &[G::L]) -> Bv<G::L> {
        a.iter().map(|&x| self.g.not(x)).collect()
    }

    fn zip(&mut self, a: &[G::L], b: &[G::L], f: fn(&mut G, G::L, G::L) -> G::L) -> Bv<G::L> {
        a.iter().zip(b).map(|(&x, &y)| f(self.g, x, y)).collect()
    }

    /// `a + b + cin`, truncated; also returns the carry out.
    pub fn add_carry(&mut self, a: &[G::L], b: &[G::L], cin: G::L) -> (Bv<G::L>, G::L) {
        let mut c = cin;
        let mut out = Vec::with_capacity(a.len());
        for (&x, &y) in a.iter().zip(b) {
            let t = self.g.xor(x, y);
            out.push(self.g.xor(t, c));
            let xy = self.g.and(x, y);
            let tc = self.g.and(t, c);
            c = self.g.or(xy, tc);
        }
        (out, c)
    }

    /// `a + b`.
    pub fn add(&mut self, a: &[G::L], b: &[G::L]) -> Bv<G::L> {
        let f = self.g.constant(false);
        self.add_carry(a, b, f).0
    }

    /// `a - b`.
    pub fn sub(&mut self, a: &[G::L], b: &[G::L]) -> Bv<G::L> {
        let nb = self.not(b);
        let t = self.g.constant(true);
        self.add_carry(a, &nb, t).0
    }

    /// Two's complement negation.
    pub fn neg(&mut self, a: &[G::L]) -> Bv<G::L> {
        let z = self.zero(a.len());
        self.sub(&z, a)
    }

    fn as_const(&mut self, a: &[G::L]) -> Option<Vec<bool>> {
        let t = self.g.constant(true);
        let f = self.g.constant(false);
        a.iter()
            .map(|&x| {
                if x == t {
                    Some(true)
                } else if x == f {
                    Some(false)
                } else {
                    None
                }
            })
            .collect()
    }

    /// `a * b` (shift-and-add; constant operand bits skip rows).
    pub fn mul(&mut self, a: &[G::L], b: &[G::L]) -> Bv<G::L> {
        let w = a.len();
        let (a, b) = if self.as_const(a).is_some() {
            (b, a)
        } else {
            (a, b)
        };
        let bconst = self.as_const(b);
        let mut acc = self.zero(w);
        let f = self.g.constant(false);
        for i in 0..w {
            if let Some(bits) = &bconst {
                if !bits[i] {
                    continue;
                }
            }
            let mut row = vec![f; w];
            for j in 0..w - i {
                row[i + j] = match &bconst {
                    Some(_) => a[j],
                    None => self.g.and(a[j], b[i]),
                };
            }
            acc = self.add(&acc, &row);
        }
        acc
    }

    /// Unsigned division and remainder (restoring); `x / 0 = ~0`,
    /// `x % 0 = x`.
    pub fn udivrem(&mut self, a: &[G::L], b: &[G::L]) -> (Bv<G::L>, Bv<G::L>) {
        let w = a.len();
        let f = self.g.constant(false);
        let t = self.g.constant(true);
        let mut rem = vec![f; w];
        let mut q = vec![f; w];
        let mut bext = b.to_vec();
        bext.push(f);
        let nb = self.not(&bext);
        for i in (0..w).rev() {
            // rem = (rem << 1) | a[i], computed at w+1 bits.
            let mut r: Vec<G::L> = Vec::with_capacity(w + 1);
            r.push(a[i]);
            r.extend_from_slice(&rem);
            // r - b >= 0 ?
            let (diff, carry) = self.add_carry(&r, &nb, t);
            q[i] = carry;
            rem = (0..w).map(|k| self.g.ite(carry, diff[k], r[k])).collect();
        }
        (q, rem)
    }

    fn sign(&self, a: &[G::L]) -> G::L {
        a[a.len() - 1]
    }

    fn abs(&mut self, a: &[G::L]) -> Bv<G::L> {
        let s = self.sign(a);
        let n = self.neg(a);
        self.mux(s, &n, a)
    }

    /// Per-bit `c ? t : e`.
    pub fn mux(&mut self, c: G::L, t: &[G::L], e: &[G::L]) -> Bv<G::L> {
        t.iter()
            .zip(e)
            .map(|(&x, &y)| self.g.ite(c, x, y))
            .collect()
    }

    /// Signed division (truncating) and remainder (sign of the dividend).
    pub fn sdivrem(&mut self, a: &[G::L], b: &[G::L]) -> (Bv<G::L>, Bv<G::L>) {
        let (sa, sb) = (self.sign(a), self.sign(b));
        let (aa, ab) = (self.abs(a), self.abs(b));
        let (q, r) = self.udivrem(&aa, &ab);
        let qs = self.g.xor(sa, sb);
        let nq = self.neg(&q);
        let nr = self.neg(&r);
        (self.mux(qs, &nq, &q), self.mux(sa, &nr, &r))
    }

    /// `a == b`.
    pub fn eq(&mut self, a: &[G::L], b: &[G::L]) -> G::L {
        let mut acc = self.g.constant(true);
        for (&x, &y) in a.iter().zip(b) {
            let d = self.g.xor(x, y);
            let nd = self.g.not(d);
            acc = self.g.and(acc, nd);
        }
        acc
    }

    /// Unsigned `a < b`.
    pub fn ult(&mut self, a: &[G::L], b: &[G::L]) -> G::L {
        let nb = self.not(b);
        let t = self.g.constant(true);
        let (_, carry) = self.add_carry(a, &nb, t);
        self.g.not(carry)
    }

    /// Signed `a < b`.
    pub fn slt(&mut self, a: &[G::L], b: &[G::L]) -> G::L {
        let mut a2 = a.to_vec();
        let mut b2 = b.to_vec();
        let n = a.len() - 1;
        a2[n] = self.g.not(a[n]);
        b2[n] = self.g.not(b[n]);
        self.ult(&a2, &b2)
    }

    /// Shifts with overshift to zero (also for `AShr`).
    pub fn shift(&mut self, op: BinOp, a: &[G::L], s: &[G::L]) -> Bv<G::L> {
        let w = a.len();
        let f = self.g.constant(false);
        let fill = if op == BinOp::AShr { self.sign(a) } else { f };
        let mut cur = a.to_vec();
        let mut k = 0;
        while k < s.len() && (1usize << k) < w {
            let amt = 1usize << k;
            let shifted: Vec<G::L> = (0..w)
                .map(|i| match op {
                    BinOp::Shl => {
                        if i >= amt {
                            cur[i - amt]
                        } else {
                            f
                        }
                    }
                    _ => {
                        if i + amt < w {
                            cur[i + amt]
                        } else {
                            fill
                        }
                    }
                })
                .collect();
            cur = self.mux(s[k], &shifted, &cur);
            k += 1;
        }
        // Overshift: s >= w.
        let wbits: Vec<bool> = (0..s.len())
            .map(|i| i < 64 && (w as u64) >> i & 1 == 1)
            .collect();
        let wconst = self.constant(wbits);
        let in_range = if (w as u128) < (1u128 << s.len().min(127)) {
            self.ult(s, &wconst)
        } else {
            self.g.constant(true)
        };
        let z = self.zero(w);
        self.mux(in_range, &cur, &z)
    }

    /// A binary operator.
    pub fn binop(&mut self, op: BinOp, a: &[G::L], b: &[G::L]) -> Bv<G::L> {
        match op {
            BinOp::Add => self.add(a, b),
            BinOp::Sub => self.sub(a, b),
            BinOp::Mul => self.mul(a, b),
            BinOp::UDiv => self.udivrem(a, b).0,
            BinOp::URem => self.udivrem(a, b).1,
            BinOp::SDiv => self.sdivrem(a, b).0,
            BinOp::SRem => self.sdivrem(a, b).1,
            BinOp::And => self.zip(a, b, G::and),
            BinOp::Or => self.zip(a, b, G::or),
            BinOp::Xor => self.zip(a, b, G::xor),
            BinOp::Shl | BinOp::LShr | BinOp::AShr => self.shift(op, a, b),
        }
    }

    /// A comparison.
    pub fn cmpop(&mut self, op: CmpOp, a: &[G::L], b: &[G::L]) -> G::L {
        match op {
            CmpOp::Eq => self.eq(a, b),
            CmpOp::Ne => {
                let e = self.eq(a, b);
                self.g.not(e)
            }
            CmpOp::Ult => self.ult(a, b),
            CmpOp::Ugt => self.ult(b, a),
            CmpOp::Ule => {
                let x = self.ult(b, a);
                self.g.not(x)
            }
            CmpOp::Uge => {
                let x = self.ult(a, b);
                self.g.not(x)
            }
            CmpOp::Slt => self.slt(a, b),
            CmpOp::Sgt => self.slt(b, a),
            CmpOp::Sle => {
                let x = self.slt(b, a);
                self.g.not(x)
            }
            CmpOp::Sge => {
                let x = self.slt(a, b);
                self.g.not(x)
            }
        }
    }
}
