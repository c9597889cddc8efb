//! The translation of every KQuery operator onto the bitblast crate's
//! bit-vector circuits agrees with the concrete evaluator (`kquery::bits`,
//! KLEE's semantics: overshift to 0 for `AShr` too, SMT-LIB division by
//! zero). Circuits are built over free inputs and evaluated on the AIG, so
//! the real (unfolded) circuit is checked; constant operands are checked
//! too, since they take the constant-multiplication/division shortcuts.

use kquery::ast::{BinOp, CmpOp};
use kquery::bits;
use kquery::solve::{binop, cmpop};
use num_bigint::BigUint;
use proptest::prelude::*;
use bitblast::{Aig, Lit};

const BINOPS: [BinOp; 13] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::UDiv,
    BinOp::SDiv,
    BinOp::URem,
    BinOp::SRem,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
    BinOp::Shl,
    BinOp::LShr,
    BinOp::AShr,
];

const CMPOPS: [CmpOp; 10] = [
    CmpOp::Eq,
    CmpOp::Ne,
    CmpOp::Ult,
    CmpOp::Ule,
    CmpOp::Ugt,
    CmpOp::Uge,
    CmpOp::Slt,
    CmpOp::Sle,
    CmpOp::Sgt,
    CmpOp::Sge,
];

/// Values read off evaluated bits (LSB first).
fn to_big(bits: &[bool]) -> BigUint {
    let mut v = BigUint::default();
    for (i, &b) in bits.iter().enumerate() {
        if b {
            v.set_bit(i as u64, true);
        }
    }
    v
}

/// An operand value at `width`: an edge value or random bits.
fn operand(width: u32) -> impl Strategy<Value = BigUint> {
    let w = u64::from(width);
    prop_oneof![
        Just(BigUint::default()),
        Just(BigUint::from(1u8)),
        Just(bits::mask(width)),
        Just(BigUint::from(1u8) << (w - 1)),
        Just(bits::mask(width - 1)),
        (0..w + 3).prop_map(move |v| bits::trunc(&BigUint::from(v), width)),
        proptest::collection::vec(any::<u32>(), 5)
            .prop_map(move |d| bits::trunc(&BigUint::new(d), width)),
    ]
}

fn width() -> impl Strategy<Value = u32> {
    prop_oneof![1u32..=65, Just(96u32), Just(128u32), Just(130u32)]
}

fn case() -> impl Strategy<Value = (u32, BigUint, BigUint)> {
    width().prop_flat_map(|w| (Just(w), operand(w), operand(w)))
}

/// Evaluates `build(a, b)` on free inputs set to `a`, `b`, and on constants.
fn both_ways(
    w: u32,
    a: &BigUint,
    b: &BigUint,
    build: impl Fn(&mut Aig, &[Lit], &[Lit]) -> Vec<Lit>,
) -> (BigUint, BigUint) {
    let mut g = Aig::new();
    let xa = g.bv_input(w as usize);
    let xb = g.bv_input(w as usize);
    let out = build(&mut g, &xa, &xb);
    let mut value = vec![false; g.len()];
    for (i, l) in xa.iter().enumerate() {
        value[l.node() as usize] = a.bit(i as u64);
    }
    for (i, l) in xb.iter().enumerate() {
        value[l.node() as usize] = b.bit(i as u64);
    }
    let symbolic = to_big(&g.evaluate(&out, |n| value[n as usize]));
    let (ca, cb) = (
        Aig::bv_const_big(w as usize, a),
        Aig::bv_const_big(w as usize, b),
    );
    let folded = build(&mut g, &ca, &cb);
    let constant = Aig::bv_as_const(&folded).expect("constant operands fold to a constant");
    (symbolic, constant)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn binary_operators_match_the_evaluator(op in 0..BINOPS.len(), (w, a, b) in case()) {
        let op = BINOPS[op];
        let expected = bits::binop(op, &a, &b, w);
        let (symbolic, constant) = both_ways(w, &a, &b, |g, x, y| binop(g, op, x, y));
        prop_assert_eq!(&symbolic, &expected, "{:?} w{} {} {}", op, w, a, b);
        prop_assert_eq!(&constant, &expected, "{:?} w{} {} {} (constants)", op, w, a, b);
    }

    #[test]
    fn comparisons_match_the_evaluator(op in 0..CMPOPS.len(), (w, a, b) in case()) {
        let op = CMPOPS[op];
        let expected = BigUint::from(u8::from(bits::cmpop(op, &a, &b, w)));
        let (symbolic, constant) = both_ways(w, &a, &b, |g, x, y| vec![cmpop(g, op, x, y)]);
        prop_assert_eq!(&symbolic, &expected, "{:?} w{} {} {}", op, w, a, b);
        prop_assert_eq!(&constant, &expected, "{:?} w{} {} {} (constants)", op, w, a, b);
    }
}

#[test]
fn klee_overshift_and_division_by_zero() {
    let b = |v: u64| BigUint::from(v);
    let run = |op: BinOp, w: u32, x: u64, y: u64| {
        let (s, c) = both_ways(w, &b(x), &b(y), |g, p, q| binop(g, op, p, q));
        assert_eq!(s, c, "{op:?}");
        s
    };
    // AShr by the width or more is 0 (KLEE), not the sign fill (SMT-LIB).
    assert_eq!(run(BinOp::AShr, 8, 0x80, 8), b(0));
    assert_eq!(run(BinOp::AShr, 8, 0x80, 255), b(0));
    assert_eq!(run(BinOp::AShr, 8, 0x80, 7), b(0xff));
    assert_eq!(run(BinOp::Shl, 8, 1, 8), b(0));
    assert_eq!(run(BinOp::UDiv, 8, 7, 0), b(255));
    assert_eq!(run(BinOp::URem, 8, 7, 0), b(7));
    assert_eq!(run(BinOp::SDiv, 8, 0x80, 0), b(1));
    assert_eq!(run(BinOp::SRem, 8, 0xf9, 0), b(0xf9));
    assert_eq!(run(BinOp::SDiv, 8, 0x80, 0xff), b(0x80));
}
