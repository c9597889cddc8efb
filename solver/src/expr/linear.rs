//! Definitions and linear normal forms: word-level preprocessing before bit-blasting.
//!
//! An asserted equality `sym = rhs` whose symbol has not been converted yet *defines* the
//! symbol: its bits become the bits of `rhs` (no fresh variables, no equality clauses, and
//! the circuit reaches the CNF only when something asserted depends on it). Definitions
//! are acyclic by construction: `rhs` is converted first, so a symbol occurring in its own
//! right-hand side has been converted and is not defined (the equality is asserted as usual).
//!
//! Equalities of integer bit-vectors are first compared as linear combinations modulo 2^w
//! (`c1*t1 + … + cn*tn + k` over atomic terms `ti`), looking through definitions: a chain
//! `s1 = cast(x)`, `s2 = s1 + cast(x)`, … `sn = s(n-1) + cast(x)` normalises `sn` to
//! `n*cast(x)`. When both sides have the same normal form the equality is `true`; when they
//! differ by a constant it is that constant compared with 0. Every rewrite is an identity
//! of arithmetic modulo 2^w (the ring ℤ/2^wℤ), so results are exact for every model.

use super::{Env, Solver};
use goto_ir::{ExprId, ExprKind, Literal, TypeKind};
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use std::rc::Rc;

/// Largest number of atomic terms in a normal form: bigger sums are kept as one atom.
const MAX_TERMS: usize = 24;

/// Chains of more arithmetic nodes than this are bit-blasted from their normal form.
const CHAIN: u32 = 32;

/// `k + Σ ci·ti` modulo 2^`w` (`w` ≤ 128), terms sorted by id, coefficients non-zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LinForm {
    w: u32,
    konst: u128,
    terms: Vec<(ExprId, u128)>,
    /// How many arithmetic nodes the form folds (saturating): a long chain of them is
    /// bit-blasted from the form instead (see [`Solver::linear_bits`]).
    size: u32,
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

impl LinForm {
    fn constant(w: u32, k: u128) -> LinForm {
        LinForm {
            w,
            konst: k & mask(w),
            terms: Vec::new(),
            size: 0,
        }
    }

    fn atom(w: u32, e: ExprId) -> LinForm {
        LinForm {
            w,
            konst: 0,
            terms: vec![(e, 1)],
            size: 0,
        }
    }

    /// `self + c·other`.
    fn add_scaled(&self, other: &LinForm, c: u128) -> LinForm {
        let m = mask(self.w);
        let mut terms = Vec::with_capacity(self.terms.len() + other.terms.len());
        let (mut i, mut j) = (0, 0);
        while i < self.terms.len() || j < other.terms.len() {
            let next = match (self.terms.get(i), other.terms.get(j)) {
                (Some(&(a, x)), Some(&(b, y))) if a == b => {
                    i += 1;
                    j += 1;
                    (a, x.wrapping_add(y.wrapping_mul(c)) & m)
                }
                (Some(&(a, x)), Some(&(b, _))) if a < b => {
                    i += 1;
                    (a, x)
                }
                (Some(&(a, x)), None) => {
                    i += 1;
                    (a, x)
                }
                (_, Some(&(b, y))) => {
                    j += 1;
                    (b, y.wrapping_mul(c) & m)
                }
                (None, None) => break,
            };
            if next.1 != 0 {
                terms.push(next);
            }
        }
        LinForm {
            w: self.w,
            konst: self.konst.wrapping_add(other.konst.wrapping_mul(c)) & m,
            terms,
            size: self.size.saturating_add(other.size),
        }
    }

    fn scale(&self, c: u128) -> LinForm {
        LinForm::constant(self.w, 0).add_scaled(self, c)
    }

    fn as_constant(&self) -> Option<u128> {
        self.terms.is_empty().then_some(self.konst)
    }

    /// The form as the result of one more arithmetic node.
    fn counted(mut self) -> LinForm {
        self.size = self.size.saturating_add(1);
        self
    }
}

/// `v` modulo 2^w.
fn modulo(v: &BigInt, w: u32) -> Option<u128> {
    let m = BigInt::from(1) << w;
    let r = ((v % &m) + &m) % &m;
    r.to_u128()
}

impl Solver {
    /// Defines symbol `a` by `b` if `e` is `a = b` and `a` has not been converted (see the
    /// module documentation). Returns whether it did; the caller asserts `e` otherwise.
    pub(crate) fn try_define(
        &mut self,
        env: Env<'_>,
        e: ExprId,
    ) -> Result<bool, crate::error::SolverError> {
        let node = env.s.get(e);
        let (ExprKind::Equal, [a, b]) = (&node.kind, node.ops.as_slice()) else {
            return Ok(false);
        };
        let (a, b) = (*a, *b);
        let ty = env.s.type_of(a);
        if a == b
            || !matches!(env.s.kind(a), ExprKind::Symbol(_))
            || env.s.type_of(b) != ty
            || self.lits.contains_key(&a)
            || self.bvs.contains_key(&a)
        {
            return Ok(false);
        }
        let boolean = match env.s.ty(self.follow(env, ty)) {
            TypeKind::Bool => true,
            TypeKind::Signed(_)
            | TypeKind::Unsigned(_)
            | TypeKind::Bv(_)
            | TypeKind::CBool(_)
            | TypeKind::CBitField { .. }
            | TypeKind::CEnum { .. }
            | TypeKind::Pointer { .. } => false,
            _ => return Ok(false),
        };
        if boolean {
            let l = self.lit(env, b)?;
            if self.lits.contains_key(&a) {
                return Ok(false);
            }
            self.lits.insert(a, l);
        } else {
            let bits = self.bv(env, b)?;
            if self.bvs.contains_key(&a) || Some(bits.len()) != self.bits_of(env, ty) {
                return Ok(false);
            }
            self.bvs.insert(a, bits);
        }
        self.defs.insert(a, b);
        self.lits.insert(e, crate::aig::Lit::TRUE);
        Ok(true)
    }

    /// The width of `t` if it is a two's complement integer type of at most 128 bits.
    fn ring_width(&self, env: Env<'_>, t: goto_ir::TypeId) -> Option<u32> {
        match env.s.ty(self.follow(env, t)) {
            TypeKind::Signed(w) | TypeKind::Unsigned(w) if (1..=128).contains(w) => Some(*w),
            _ => None,
        }
    }

    /// `a = b` decided on linear normal forms: `Some(true/false)` when `a - b` normalises
    /// to a constant, `None` otherwise (or when the operands are not integers).
    pub(crate) fn linear_equal(&mut self, env: Env<'_>, a: ExprId, b: ExprId) -> Option<bool> {
        let w = self.ring_width(env, env.s.type_of(a))?;
        if self.ring_width(env, env.s.type_of(b)) != Some(w) {
            return None;
        }
        let x = self.linear(env, a, w);
        let y = self.linear(env, b, w);
        if x.terms.is_empty() && y.terms.is_empty() {
            // two constants: ordinary conversion folds them as well
            return None;
        }
        let d = x.add_scaled(&y, mask(w));
        d.as_constant().map(|k| k == 0)
    }

    /// The bits of a long chain of integer additions `e` (`x + x + … + x`, more than
    /// [`CHAIN`] nodes) computed from its linear normal form: `k + Σ ci·ti` is a few
    /// constant multiplications, where the chain is one adder per node that SAT solvers
    /// reason about poorly. `None` when the form is not small or the chain is short.
    pub(crate) fn linear_bits(
        &mut self,
        env: Env<'_>,
        e: ExprId,
    ) -> Result<Option<crate::bv::Bv>, crate::error::SolverError> {
        let Some(w) = self.ring_width(env, env.s.type_of(e)) else {
            return Ok(None);
        };
        let f = self.linear(env, e, w);
        if f.size < CHAIN || f.terms.iter().any(|&(t, _)| t == e) {
            return Ok(None);
        }
        let w = w as usize;
        let mut acc = crate::aig::Aig::bv_const(w, f.konst);
        for &(t, c) in &f.terms {
            let b = self.bv(env, t)?;
            if b.len() != w {
                return Ok(None);
            }
            let aig = &mut self.prop.aig;
            let m = aig.bv_mul_const(&b, &num_bigint::BigUint::from(c));
            acc = aig.bv_add(&acc, &m);
        }
        Ok(Some(acc))
    }

    /// The linear normal form of `e` (of ring width `w`), memoized.
    fn linear(&mut self, env: Env<'_>, e: ExprId, w: u32) -> Rc<LinForm> {
        if let Some(f) = self.linear_forms.get(&e) {
            return f.clone();
        }
        let f = stacker::maybe_grow(
            super::convert::RED_ZONE,
            super::convert::STACK_CHUNK,
            || self.linear_uncached(env, e, w),
        );
        let f = if matches!(
            env.s.kind(e),
            ExprKind::Plus
                | ExprKind::Minus
                | ExprKind::Mult
                | ExprKind::UnaryMinus
                | ExprKind::Shl
        ) {
            f.counted()
        } else {
            f
        };
        let f = if f.terms.len() > MAX_TERMS {
            LinForm::atom(w, e)
        } else {
            f
        };
        let f = Rc::new(f);
        self.linear_forms.insert(e, f.clone());
        f
    }

    fn linear_uncached(&mut self, env: Env<'_>, e: ExprId, w: u32) -> LinForm {
        let s = env.s;
        let node = s.get(e);
        let ops: &[ExprId] = &node.ops;
        // operands must be integers of the same width
        let same = |this: &Solver| {
            ops.iter()
                .all(|&o| this.ring_width(env, s.type_of(o)) == Some(w))
        };
        match &node.kind {
            ExprKind::Constant(Literal::Int(v)) => match modulo(v, w) {
                Some(k) => LinForm::constant(w, k),
                None => LinForm::atom(w, e),
            },
            ExprKind::Symbol(_) => match self.defs.get(&e).copied() {
                Some(d) if self.ring_width(env, s.type_of(d)) == Some(w) => {
                    (*self.linear(env, d, w)).clone()
                }
                _ => LinForm::atom(w, e),
            },
            ExprKind::Typecast if same(self) => (*self.linear(env, ops[0], w)).clone(),
            ExprKind::Plus if !ops.is_empty() && same(self) => {
                let mut acc = LinForm::constant(w, 0);
                for &o in ops {
                    let f = self.linear(env, o, w);
                    acc = acc.add_scaled(&f, 1);
                    if acc.terms.len() > MAX_TERMS {
                        return LinForm::atom(w, e);
                    }
                }
                acc
            }
            ExprKind::Minus if ops.len() == 2 && same(self) => {
                let x = self.linear(env, ops[0], w);
                let y = self.linear(env, ops[1], w);
                x.add_scaled(&y, mask(w))
            }
            ExprKind::UnaryMinus if ops.len() == 1 && same(self) => {
                self.linear(env, ops[0], w).scale(mask(w))
            }
            ExprKind::Mult if !ops.is_empty() && same(self) => {
                // a product with at most one non-constant factor
                let mut k = 1u128;
                let mut var: Option<Rc<LinForm>> = None;
                for &o in ops {
                    let f = self.linear(env, o, w);
                    match f.as_constant() {
                        Some(c) => k = k.wrapping_mul(c) & mask(w),
                        None if var.is_none() => var = Some(f),
                        None => return LinForm::atom(w, e),
                    }
                }
                match var {
                    Some(f) => f.scale(k),
                    None => LinForm::constant(w, k),
                }
            }
            ExprKind::Shl
                if ops.len() == 2 && self.ring_width(env, s.type_of(ops[0])) == Some(w) =>
            {
                match s.as_int(ops[1]).and_then(|d| d.to_u32()) {
                    Some(d) if d < w => self.linear(env, ops[0], w).scale(1u128 << d),
                    _ => LinForm::atom(w, e),
                }
            }
            _ => LinForm::atom(w, e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_scaled_merges_and_cancels() {
        let (x, y) = (ExprId(10), ExprId(20));
        let a = LinForm::atom(8, x).add_scaled(&LinForm::atom(8, y), 3);
        let b = LinForm::atom(8, y)
            .scale(3)
            .add_scaled(&LinForm::atom(8, x), 1);
        assert_eq!(a, b);
        let d = a.add_scaled(&b, mask(8));
        assert_eq!(d.as_constant(), Some(0));
        // 128 * 2 = 0 modulo 2^8
        let c = LinForm::atom(8, x).scale(128).scale(2);
        assert_eq!(c.as_constant(), Some(0));
    }
}
