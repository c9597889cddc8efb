//! Value ranges of integer expressions, for deciding overflow predicates whose operands
//! cannot reach the limits of their type.
//!
//! C promotes `char` and `short` operands to `int` before arithmetic, so the overflow
//! checks of ordinary code look like `overflow-*((int)c1, (int)c2)` with `c1`, `c2` of a
//! narrower type: such a product can never overflow, but proving it with a bit-blasted
//! multiplier is hard for a SAT solver. [`overflow_decided`] decides these predicates from
//! sound over-approximations of the operands' values: constants, conversions from narrower
//! integer types and `&` with a non-negative mask.

use crate::expr::{ExprId, ExprKind, OverflowOp, Store};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use num_bigint::BigInt;
use num_traits::{One, Zero};

/// An interval `[lo, hi]` of mathematical integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Range {
    /// Smallest possible value.
    pub lo: BigInt,
    /// Largest possible value.
    pub hi: BigInt,
}

impl Range {
    fn exact(v: BigInt) -> Range {
        Range {
            lo: v.clone(),
            hi: v,
        }
    }

    fn within(&self, outer: &Range) -> bool {
        outer.lo <= self.lo && self.hi <= outer.hi
    }

    fn disjoint(&self, outer: &Range) -> bool {
        self.hi < outer.lo || outer.hi < self.lo
    }
}

/// How deep [`int_range`] looks through conversions and masks.
const DEPTH: u32 = 8;

/// The values of a `signedbv`/`unsignedbv` (or `c_bool`, `bool`) type.
pub fn type_range(s: &Store, ns: &SymbolTable, ty: TypeId) -> Option<Range> {
    let (w, signed) = match s.ty(ns.follow(s, ty)) {
        TypeKind::Signed(w) if *w > 0 => (*w, true),
        TypeKind::Unsigned(w) | TypeKind::CBool(w) if *w > 0 => (*w, false),
        TypeKind::Bool => (1, false),
        _ => return None,
    };
    Some(if signed {
        let half = BigInt::one() << (w - 1);
        Range {
            lo: -half.clone(),
            hi: half - 1,
        }
    } else {
        Range {
            lo: BigInt::zero(),
            hi: (BigInt::one() << w) - 1,
        }
    })
}

/// A sound over-approximation of the values of integer expression `e` (`None` when `e`
/// is not of an integer type).
pub fn int_range(s: &Store, ns: &SymbolTable, e: ExprId) -> Option<Range> {
    range_at(s, ns, e, DEPTH)
}

fn range_at(s: &Store, ns: &SymbolTable, e: ExprId, depth: u32) -> Option<Range> {
    let full = type_range(s, ns, s.type_of(e))?;
    if let Some(v) = s.as_int(e) {
        let r = Range::exact(v.clone());
        // constants are normalised to their type; anything else is not trusted
        return Some(if r.within(&full) { r } else { full });
    }
    if depth == 0 {
        return Some(full);
    }
    let narrowed = match s.kind(e) {
        // a conversion keeps the value when every value of the operand fits
        ExprKind::Typecast => {
            range_at(s, ns, s.op(e, 0), depth - 1).filter(|inner| inner.within(&full))
        }
        // `x & m` with a non-negative operand lies in [0, that operand's maximum]
        ExprKind::BitAnd if s.ops(e).len() == 2 => {
            let a = range_at(s, ns, s.op(e, 0), depth - 1);
            let b = range_at(s, ns, s.op(e, 1), depth - 1);
            let zero = BigInt::zero();
            let bound = [a, b]
                .into_iter()
                .flatten()
                .filter(|r| r.lo >= zero)
                .map(|r| r.hi)
                .min();
            bound.map(|hi| Range { lo: zero, hi })
        }
        _ => None,
    };
    Some(narrowed.filter(|r| r.within(&full)).unwrap_or(full))
}

/// The value of overflow predicate `op(ops)` when the operands' ranges decide it: `false`
/// when every possible exact result is representable in the operands' type, `true` when
/// none is, `None` otherwise (also for shifts, unary minus on unsigned operands and mixed
/// operand types).
pub fn overflow_decided(
    s: &Store,
    ns: &SymbolTable,
    op: OverflowOp,
    ops: &[ExprId],
) -> Option<bool> {
    let (&a, rest) = ops.split_first()?;
    let ty = s.type_of(a);
    let (full, signed) = match s.ty(ns.follow(s, ty)) {
        TypeKind::Signed(_) => (type_range(s, ns, ty)?, true),
        TypeKind::Unsigned(_) => (type_range(s, ns, ty)?, false),
        _ => return None,
    };
    let ra = int_range(s, ns, a)?;
    let result = match (op, rest) {
        // (on unsigned operands the predicate means "the most negative pattern", not a
        // range question)
        (OverflowOp::UnaryMinus, []) if signed => Range {
            lo: -ra.hi,
            hi: -ra.lo,
        },
        (OverflowOp::Plus | OverflowOp::Minus | OverflowOp::Mult, &[b]) => {
            if s.type_of(b) != ty {
                return None;
            }
            let rb = int_range(s, ns, b)?;
            match op {
                OverflowOp::Plus => Range {
                    lo: &ra.lo + &rb.lo,
                    hi: &ra.hi + &rb.hi,
                },
                OverflowOp::Minus => Range {
                    lo: &ra.lo - &rb.hi,
                    hi: &ra.hi - &rb.lo,
                },
                _ => {
                    let corners = [
                        &ra.lo * &rb.lo,
                        &ra.lo * &rb.hi,
                        &ra.hi * &rb.lo,
                        &ra.hi * &rb.hi,
                    ];
                    Range {
                        lo: corners.iter().min()?.clone(),
                        hi: corners.iter().max()?.clone(),
                    }
                }
            }
        }
        _ => return None,
    };
    if result.within(&full) {
        Some(false)
    } else if result.disjoint(&full) {
        Some(true)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::BOOL;
    use crate::Ident;

    /// Evaluates the expression forms `int_range` looks at, with two's-complement
    /// conversions, over an assignment of the symbols.
    fn eval(s: &Store, ns: &SymbolTable, e: ExprId, env: &[(Ident, BigInt)]) -> BigInt {
        let wrap = |v: BigInt, ty| {
            let full = type_range(s, ns, ty).unwrap();
            let m = &full.hi - &full.lo + 1;
            let mut r = (v - &full.lo) % &m;
            if r < BigInt::zero() {
                r += &m;
            }
            r + full.lo
        };
        match s.kind(e) {
            ExprKind::Symbol(n) => env.iter().find(|(k, _)| k == n).unwrap().1.clone(),
            ExprKind::Typecast => wrap(eval(s, ns, s.op(e, 0), env), s.type_of(e)),
            ExprKind::BitAnd => {
                let a = eval(s, ns, s.op(e, 0), env);
                let b = eval(s, ns, s.op(e, 1), env);
                wrap(a & b, s.type_of(e))
            }
            _ => s.as_int(e).unwrap().clone(),
        }
    }

    #[test]
    fn promoted_narrow_operands_never_overflow_and_the_claim_is_checked_exhaustively() {
        let mut s = Store::new();
        let ns = SymbolTable::default();
        let (i4, u4, i8, u8t, i9) = (
            s.signed(4),
            s.unsigned(4),
            s.signed(8),
            s.unsigned(8),
            s.signed(9),
        );
        let x = s.symbol(Ident::new("x"), i4);
        let y = s.symbol(Ident::new("y"), u4);
        let mask = s.int_const(3, i8);
        let xi8 = s.typecast(x, i8);
        let yi8 = s.typecast(y, i8);
        let yu8 = s.typecast(y, u8t);
        let xu8 = s.typecast(x, u8t);
        let masked = s.bitand(xi8, mask);
        let xi9 = s.typecast(x, i9);
        let operands = [xi8, yi8, masked, yu8, xu8, xi9, mask];
        let mut decided = 0;
        for &a in &operands {
            for &b in &operands {
                for op in [OverflowOp::Plus, OverflowOp::Minus, OverflowOp::Mult] {
                    let Some(claim) = overflow_decided(&s, &ns, op, &[a, b]) else {
                        continue;
                    };
                    decided += 1;
                    let full = type_range(&s, &ns, s.type_of(a)).unwrap();
                    for vx in -8..8 {
                        for vy in 0..16 {
                            let env = [
                                (Ident::new("x"), BigInt::from(vx)),
                                (Ident::new("y"), BigInt::from(vy)),
                            ];
                            let (va, vb) = (eval(&s, &ns, a, &env), eval(&s, &ns, b, &env));
                            let exact = match op {
                                OverflowOp::Plus => va + vb,
                                OverflowOp::Minus => va - vb,
                                _ => va * vb,
                            };
                            let overflows = !Range::exact(exact).within(&full);
                            assert_eq!(claim, overflows, "{op:?} {a:?} {b:?} x={vx} y={vy}");
                        }
                    }
                }
            }
        }
        assert!(decided >= 10, "only {decided} predicates decided");
        // (int8)x * (int8)y with 4-bit operands fits; (uint8)x for negative x is large
        assert_eq!(
            overflow_decided(&s, &ns, OverflowOp::Mult, &[xi8, yi8]),
            Some(false)
        );
        assert_eq!(
            overflow_decided(&s, &ns, OverflowOp::Mult, &[xu8, yu8]),
            None
        );
        let neg = overflow_decided(&s, &ns, OverflowOp::UnaryMinus, &[xi8]);
        assert_eq!(neg, Some(false));
        assert_eq!(
            overflow_decided(&s, &ns, OverflowOp::Plus, &[xi8, xi9]),
            None
        );
        let b = s.symbol(Ident::new("b"), BOOL);
        assert_eq!(int_range(&s, &ns, b).map(|r| r.hi), Some(BigInt::one()));
    }
}
