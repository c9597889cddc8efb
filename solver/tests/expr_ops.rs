//! C-typed operators through the expression solver against a BigInt evaluator: random
//! operand types (signed/unsigned, 8 to 64 bits), operands fixed by equalities on symbols,
//! the result read back with `model_value`.

use goto_ir::{ExprId, ExprKind, Ident, Store, SymbolTable, TypeKind};
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use proptest::prelude::*;
use solver::sat::CadicalBackend;
use solver::{SatResult, Solver};

const WIDTHS: [u32; 4] = [8, 16, 32, 64];

#[derive(Clone, Copy, Debug)]
enum Op {
    Plus,
    Minus,
    Mult,
    Div,
    Mod,
    Shl,
    Lshr,
    Ashr,
    And,
    Or,
    Xor,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Neg,
    Not,
    Cast(bool, u32),
}

fn wrap(v: &BigInt, w: u32, signed: bool) -> BigInt {
    let m = BigInt::one() << w;
    let mut u = v % &m;
    if u.is_negative() {
        u += &m;
    }
    if signed && u >= (BigInt::one() << (w - 1)) {
        u -= m;
    }
    u
}

fn b(x: bool) -> BigInt {
    if x {
        BigInt::one()
    } else {
        BigInt::zero()
    }
}

/// Expected value (Booleans as 0/1).
fn eval(op: Op, a: &BigInt, c: &BigInt, w: u32, signed: bool) -> BigInt {
    let ua = wrap(a, w, false);
    let uc = wrap(c, w, false);
    match op {
        Op::Plus => wrap(&(a + c), w, signed),
        Op::Minus => wrap(&(a - c), w, signed),
        Op::Mult => wrap(&(a * c), w, signed),
        Op::Div => {
            if c.is_zero() {
                if signed && a.is_negative() {
                    BigInt::one()
                } else {
                    wrap(&BigInt::from(-1), w, signed)
                }
            } else {
                wrap(&(a / c), w, signed)
            }
        }
        Op::Mod => {
            if c.is_zero() {
                a.clone()
            } else {
                wrap(&(a % c), w, signed)
            }
        }
        Op::Shl | Op::Lshr | Op::Ashr => {
            let big = uc >= BigInt::from(w);
            let d = if big {
                0
            } else {
                uc.to_string().parse::<usize>().unwrap_or(0)
            };
            let r = match op {
                Op::Shl if big => BigInt::zero(),
                Op::Shl => &ua << d,
                Op::Lshr if big => BigInt::zero(),
                Op::Lshr => &ua >> d,
                _ => {
                    let sa = wrap(a, w, true);
                    if big {
                        if sa.is_negative() {
                            BigInt::from(-1)
                        } else {
                            BigInt::zero()
                        }
                    } else {
                        sa >> d
                    }
                }
            };
            wrap(&r, w, signed)
        }
        Op::And => wrap(&(&ua & &uc), w, signed),
        Op::Or => wrap(&(&ua | &uc), w, signed),
        Op::Xor => wrap(&(&ua ^ &uc), w, signed),
        Op::Lt => b(a < c),
        Op::Le => b(a <= c),
        Op::Gt => b(a > c),
        Op::Ge => b(a >= c),
        Op::Eq => b(a == c),
        Op::Ne => b(a != c),
        Op::Neg => wrap(&-a, w, signed),
        Op::Not => wrap(&(!a.clone()), w, signed),
        Op::Cast(ts, tw) => wrap(a, tw, ts),
    }
}

fn op_strategy() -> impl Strategy<Value = Op> {
    prop_oneof![
        Just(Op::Plus),
        Just(Op::Minus),
        Just(Op::Mult),
        Just(Op::Div),
        Just(Op::Mod),
        Just(Op::Shl),
        Just(Op::Lshr),
        Just(Op::Ashr),
        Just(Op::And),
        Just(Op::Or),
        Just(Op::Xor),
        Just(Op::Lt),
        Just(Op::Le),
        Just(Op::Gt),
        Just(Op::Ge),
        Just(Op::Eq),
        Just(Op::Ne),
        Just(Op::Neg),
        Just(Op::Not),
        (any::<bool>(), 0usize..4).prop_map(|(s, i)| Op::Cast(s, WIDTHS[i])),
    ]
}

fn build(s: &mut Store, op: Op, x: ExprId, y: ExprId) -> ExprId {
    match op {
        Op::Plus => s.plus(x, y),
        Op::Minus => s.minus(x, y),
        Op::Mult => s.mult(x, y),
        Op::Div => s.div(x, y),
        Op::Mod => s.modulo(x, y),
        Op::Shl => s.shift(ExprKind::Shl, x, y),
        Op::Lshr => s.shift(ExprKind::Lshr, x, y),
        Op::Ashr => s.shift(ExprKind::Ashr, x, y),
        Op::And => s.bitand(x, y),
        Op::Or => s.bitor(x, y),
        Op::Xor => s.bitxor(x, y),
        Op::Lt => s.lt(x, y),
        Op::Le => s.le(x, y),
        Op::Gt => s.gt(x, y),
        Op::Ge => s.ge(x, y),
        Op::Eq => s.eq(x, y),
        Op::Ne => s.ne(x, y),
        Op::Neg => s.unary_minus(x),
        Op::Not => s.bitnot(x),
        Op::Cast(ts, tw) => {
            let t = if ts { s.signed(tw) } else { s.unsigned(tw) };
            s.mk(ExprKind::Typecast, t, [x])
        }
    }
}

fn edge(w: u32, signed: bool, kind: u8, raw: i128) -> BigInt {
    let v = match kind % 6 {
        0..=2 => BigInt::from(raw),
        3 => BigInt::zero(),
        4 => BigInt::from(-1),
        _ => BigInt::from(raw % (w as i128 + 2)),
    };
    wrap(&v, w, signed)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    fn c_operators(op in op_strategy(), wi in 0usize..4, signed in any::<bool>(),
                   ka in any::<u8>(), ra in any::<i128>(), kc in any::<u8>(), rc in any::<i128>()) {
        let w = WIDTHS[wi];
        let mut s = Store::new();
        let ns = SymbolTable::new();
        let ty = s.mk_type(if signed { TypeKind::Signed(w) } else { TypeKind::Unsigned(w) });
        let a = edge(w, signed, ka, ra);
        let c = edge(w, signed, kc, rc);
        let x = s.symbol(Ident::new("x"), ty);
        let y = s.symbol(Ident::new("y"), ty);
        let ac = s.int_const(a.clone(), ty);
        let cc = s.int_const(c.clone(), ty);
        let fx = s.eq(x, ac);
        let fy = s.eq(y, cc);
        let e = build(&mut s, op, x, y);
        let mut solver = Solver::new(Box::new(CadicalBackend::new()));
        solver.assert(&s, &ns, fx).expect("convert");
        solver.assert(&s, &ns, fy).expect("convert");
        prop_assert_eq!(solver.solve().expect("solve"), SatResult::Sat);
        let v = solver.model_value(&mut s, &ns, e).expect("model");
        let got = match s.kind(v) {
            ExprKind::Constant(goto_ir::Literal::Bool(t)) => b(*t),
            _ => s.as_int(v).cloned().expect("integer constant"),
        };
        let want = eval(op, &a, &c, w, signed);
        prop_assert_eq!(got, want, "{:?} {} {} at {}{}", op, a, c, if signed { "s" } else { "u" }, w);
    }
}

/// Operands for overflow checks: [`edge`] values plus the type's extremes, ±1 around
/// them and around 2^(w/2) (products near the boundary).
fn overflow_edge(w: u32, signed: bool, kind: u8, raw: i128) -> BigInt {
    let (min, max) = if signed {
        (-(BigInt::one() << (w - 1)), (BigInt::one() << (w - 1)) - 1)
    } else {
        (BigInt::zero(), (BigInt::one() << w) - 1)
    };
    let step = BigInt::from(raw.rem_euclid(3) - 1);
    let v = match kind % 10 {
        6 => min + step,
        7 => max + step,
        8 => (BigInt::one() << (w / 2)) + step,
        9 => -(BigInt::one() << (w / 2 - 1)) + step,
        _ => return edge(w, signed, kind, raw),
    };
    wrap(&v, w, signed)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, failure_persistence: None, ..ProptestConfig::default() })]
    /// The simplifier decides overflow predicates on constants exactly as the solver
    /// encodes them (the solver is given symbols fixed to the constants).
    #[test]
    fn simplified_overflow_matches_the_encoding(k in 0usize..5, wi in 0usize..4, signed in any::<bool>(),
                   ka in any::<u8>(), ra in any::<i128>(), kc in any::<u8>(), rc in any::<i128>(),
                   dist_signed in any::<bool>()) {
        use goto_ir::simplify::Simplifier;
        use goto_ir::OverflowOp;
        let w = WIDTHS[wi];
        let mut s = Store::new();
        let ns = SymbolTable::new();
        let ty = s.mk_type(if signed { TypeKind::Signed(w) } else { TypeKind::Unsigned(w) });
        let kind = [OverflowOp::Plus, OverflowOp::Minus, OverflowOp::Mult, OverflowOp::Shl, OverflowOp::UnaryMinus][k];
        // a shift distance has its own type
        let dty = if kind == OverflowOp::Shl {
            s.mk_type(if dist_signed { TypeKind::Signed(32) } else { TypeKind::Unsigned(8) })
        } else {
            ty
        };
        let (dw, ds) = if kind == OverflowOp::Shl { (if dist_signed { 32 } else { 8 }, dist_signed) } else { (w, signed) };
        let a = overflow_edge(w, signed, ka, ra);
        let c = overflow_edge(dw, ds, kc, rc);
        let x = s.symbol(Ident::new("x"), ty);
        let y = s.symbol(Ident::new("y"), dty);
        let ac = s.int_const(a.clone(), ty);
        let cc = s.int_const(c.clone(), dty);
        let ops = if kind == OverflowOp::UnaryMinus { vec![x] } else { vec![x, y] };
        let on_symbols = s.mk(ExprKind::Overflow(kind), goto_ir::BOOL, ops);
        let cops = if kind == OverflowOp::UnaryMinus { vec![ac] } else { vec![ac, cc] };
        let on_constants = s.mk(ExprKind::Overflow(kind), goto_ir::BOOL, cops);
        let folded = Simplifier::new().simplify(&mut s, &ns, on_constants);
        let folded = s.as_bool(folded);
        prop_assert!(folded.is_some(), "not folded: {:?} {} {}", kind, a, c);
        let fx = s.eq(x, ac);
        let fy = s.eq(y, cc);
        let mut solver = Solver::new(Box::new(CadicalBackend::new()));
        solver.assert(&s, &ns, fx).expect("convert");
        solver.assert(&s, &ns, fy).expect("convert");
        prop_assert_eq!(solver.solve().expect("solve"), SatResult::Sat);
        let v = solver.model_value(&mut s, &ns, on_symbols).expect("model");
        prop_assert_eq!(s.as_bool(v), folded, "{:?} {} {} at {}{}", kind, a, c, if signed { "s" } else { "u" }, w);
    }
}

/// Every pair of 4-bit operands: the simplifier's overflow folding equals the solver's
/// circuit on the same constants (which folds to a constant literal).
#[test]
fn simplified_overflow_matches_the_encoding_exhaustively() {
    use goto_ir::simplify::Simplifier;
    use goto_ir::OverflowOp;
    let mut s = Store::new();
    let ns = SymbolTable::new();
    let mut simp = Simplifier::new();
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    let w = 4;
    for signed in [true, false] {
        let ty = s.mk_type(if signed {
            TypeKind::Signed(w)
        } else {
            TypeKind::Unsigned(w)
        });
        for dist_signed in [true, false] {
            let dty = s.mk_type(if dist_signed {
                TypeKind::Signed(w)
            } else {
                TypeKind::Unsigned(w)
            });
            for a in 0..16 {
                for c in 0..16 {
                    let ac = s.int_const(a, ty);
                    let cc = s.int_const(c, ty);
                    let dc = s.int_const(c, dty);
                    for kind in [
                        OverflowOp::Plus,
                        OverflowOp::Minus,
                        OverflowOp::Mult,
                        OverflowOp::Shl,
                        OverflowOp::UnaryMinus,
                    ] {
                        let ops = match kind {
                            OverflowOp::UnaryMinus => vec![ac],
                            OverflowOp::Shl => vec![ac, dc],
                            _ => vec![ac, cc],
                        };
                        let e = s.mk(ExprKind::Overflow(kind), goto_ir::BOOL, ops);
                        let folded = simp.simplify(&mut s, &ns, e);
                        let lit = solver.literal(&s, &ns, e).expect("convert");
                        let circuit = if lit == solver::Lit::TRUE {
                            Some(true)
                        } else if lit == solver::Lit::FALSE {
                            Some(false)
                        } else {
                            None
                        };
                        assert_eq!(
                            s.as_bool(folded),
                            circuit,
                            "{kind:?} {a} {c} signed={signed} dist_signed={dist_signed}"
                        );
                    }
                }
            }
        }
    }
}
