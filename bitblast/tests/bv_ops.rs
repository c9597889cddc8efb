//! Every bit-vector operator against a direct evaluator, on random and edge values, through
//! constant folding and through both SAT back ends (inputs fixed by assumptions; the output
//! must be able to equal the expected value and must not be able to differ from it).
#![allow(clippy::too_many_arguments)]

use num_bigint::BigInt;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use bitblast::sat::{CadicalBackend, SatBackend, VarisatBackend};
use bitblast::{Aig, Bv, Lit, PropSolver, SatResult};

fn mask(w: usize) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn sx(v: u128, w: usize) -> i128 {
    if w < 128 && (v >> (w - 1)) & 1 == 1 {
        (v | !mask(w)) as i128
    } else {
        v as i128
    }
}

fn neg(v: u128, w: usize) -> u128 {
    v.wrapping_neg() & mask(w)
}

fn big_signed(v: u128, w: usize) -> BigInt {
    BigInt::from(sx(v, w))
}

fn representable(x: &BigInt, w: usize, signed: bool) -> bool {
    let one = BigInt::from(1);
    if signed {
        let lim = &one << (w - 1);
        *x >= -lim.clone() && *x < lim
    } else {
        *x >= BigInt::from(0) && *x < (&one << w)
    }
}

/// Picks a value: random, or an edge value of width `w`.
fn pick(w: usize, kind: u8, raw: u128) -> u128 {
    let v = match kind % 10 {
        0..=3 => raw,
        4 => 0,
        5 => u128::MAX,
        6 => 1u128 << (w - 1),
        7 => (1u128 << (w - 1)).wrapping_sub(1),
        8 => 1,
        _ => raw % (w as u128 + 3),
    };
    v & mask(w)
}

type Build = fn(&mut Aig, &[Bv], usize) -> Bv;
type Eval = fn(&[u128], usize) -> u128;

fn check(name: &str, w: usize, out_w: usize, ins: &[u128], build: Build, eval: Eval) {
    let expected = eval(ins, w) & mask(out_w);
    // 1. Constant folding.
    let mut g = Aig::new();
    let consts: Vec<Bv> = ins.iter().map(|&v| Aig::bv_const(w, v)).collect();
    let out = build(&mut g, &consts, w);
    assert_eq!(out.len(), out_w, "{name}: output width");
    assert_eq!(
        Aig::bv_as_u128(&out),
        Some(expected),
        "{name} w={w} ins={ins:?}: constant folding"
    );
    // 2. Both back ends.
    let backends: [Box<dyn SatBackend>; 2] = [
        Box::new(CadicalBackend::new()),
        Box::new(VarisatBackend::new()),
    ];
    for backend in backends {
        let sig = backend.signature();
        let mut p = PropSolver::new(backend);
        let inputs: Vec<Bv> = ins.iter().map(|_| p.aig.bv_input(w)).collect();
        let out = build(&mut p.aig, &inputs, w);
        let mut assumptions = Vec::new();
        for (bv, &v) in inputs.iter().zip(ins) {
            for (i, &l) in bv.iter().enumerate() {
                assumptions.push(l.xor_sign((v >> i) & 1 == 0));
            }
        }
        let exp = Aig::bv_const(out_w, expected);
        let same = p.aig.bv_eq(&out, &exp);
        let mut a1 = assumptions.clone();
        a1.push(same);
        assert_eq!(
            p.solve(&a1),
            Ok(SatResult::Sat),
            "{name} w={w} ins={ins:?} on {sig}"
        );
        let vals = p.values(&out).unwrap_or_default();
        let got = vals
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, &b)| acc | ((b as u128) << i));
        assert_eq!(got, expected, "{name} w={w} ins={ins:?} on {sig}: model");
        let mut a2 = assumptions;
        a2.push(!same);
        assert_eq!(
            p.solve(&a2),
            Ok(SatResult::Unsat),
            "{name} w={w} ins={ins:?} on {sig}: unique"
        );
    }
}

fn run(
    name: &str,
    arity: usize,
    min_w: usize,
    max_w: usize,
    cases: u32,
    out_w: fn(usize) -> usize,
    build: Build,
    eval: Eval,
) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = (
        min_w..=max_w,
        proptest::collection::vec((any::<u8>(), any::<u128>()), arity),
    );
    let result = runner.run(&strategy, |(w, raw)| {
        let ins: Vec<u128> = raw.iter().map(|&(k, r)| pick(w, k, r)).collect();
        check(name, w, out_w(w), &ins, build, eval);
        Ok(())
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

fn same(w: usize) -> usize {
    w
}
fn one(_: usize) -> usize {
    1
}
fn bit(l: Lit) -> Bv {
    vec![l]
}

macro_rules! binop {
    ($test:ident, $min:expr, $max:expr, $cases:expr, $outw:expr, $build:expr, $eval:expr) => {
        #[test]
        fn $test() {
            run(
                stringify!($test),
                2,
                $min,
                $max,
                $cases,
                $outw,
                $build,
                $eval,
            );
        }
    };
}
macro_rules! unop {
    ($test:ident, $min:expr, $max:expr, $cases:expr, $outw:expr, $build:expr, $eval:expr) => {
        #[test]
        fn $test() {
            run(
                stringify!($test),
                1,
                $min,
                $max,
                $cases,
                $outw,
                $build,
                $eval,
            );
        }
    };
}

binop!(
    add,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_add(&x[0], &x[1]),
    |v, w| v[0].wrapping_add(v[1]) & mask(w)
);
binop!(
    sub,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_sub(&x[0], &x[1]),
    |v, w| v[0].wrapping_sub(v[1]) & mask(w)
);
unop!(
    negate,
    1,
    128,
    64,
    same,
    |g, x, _| g.bv_neg(&x[0]),
    |v, w| neg(v[0], w)
);
binop!(
    mul,
    1,
    64,
    96,
    same,
    |g, x, _| g.bv_mul(&x[0], &x[1]),
    |v, w| v[0].wrapping_mul(v[1]) & mask(w)
);
unop!(
    square,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_mul(&x[0], &x[0]),
    |v, w| v[0].wrapping_mul(v[0]) & mask(w)
);
unop!(
    square_overflow_u,
    1,
    40,
    48,
    one,
    |g, x, _| bit(g.bv_mul_overflow(&x[0], &x[0], false)),
    |v, w| !representable(&(BigInt::from(v[0]) * BigInt::from(v[0])), w, false) as u128
);
unop!(
    square_overflow_s,
    1,
    40,
    48,
    one,
    |g, x, _| bit(g.bv_mul_overflow(&x[0], &x[0], true)),
    |v, w| !representable(&(big_signed(v[0], w) * big_signed(v[0], w)), w, true) as u128
);
binop!(
    mul_wide,
    65,
    128,
    8,
    same,
    |g, x, _| g.bv_mul(&x[0], &x[1]),
    |v, w| v[0].wrapping_mul(v[1]) & mask(w)
);
binop!(
    mul_by_constant,
    1,
    64,
    64,
    same,
    |g, x, w| {
        let c = Aig::bv_as_u128(&x[1]).map(|_| x[1].clone());
        // Use the second operand's value as a constant when inputs are symbolic too.
        let _ = c;
        let k = Aig::bv_const(w, 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834 & mask(w));
        let t = g.bv_mul(&x[0], &k);
        g.bv_add(&t, &x[1])
    },
    |v, w| v[0]
        .wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834 & mask(w))
        .wrapping_add(v[1])
        & mask(w)
);
binop!(
    udiv,
    1,
    64,
    96,
    same,
    |g, x, _| g.bv_udiv(&x[0], &x[1]),
    |v, w| v[0].checked_div(v[1]).unwrap_or(mask(w))
);
binop!(
    urem,
    1,
    64,
    96,
    same,
    |g, x, _| g.bv_urem(&x[0], &x[1]),
    |v, _| if v[1] == 0 { v[0] } else { v[0] % v[1] }
);
// Dividends and divisors with constant-zero top bits (the divider narrows its steps).
fn narrow(x: &[Lit], keep: usize) -> Bv {
    Aig::bv_zext(&x[..keep.min(x.len())], x.len())
}
binop!(
    udiv_narrow,
    1,
    64,
    64,
    same,
    |g, x, w| g.bv_udiv(&narrow(&x[0], w / 2 + 1), &narrow(&x[1], (3 * w) / 4)),
    |v, w| {
        let a = v[0] & mask(w / 2 + 1);
        let b = v[1] & mask((3 * w) / 4);
        a.checked_div(b).unwrap_or(mask(w))
    }
);
binop!(
    urem_narrow,
    1,
    64,
    64,
    same,
    |g, x, w| g.bv_urem(&narrow(&x[0], (3 * w) / 4), &narrow(&x[1], w / 3 + 1)),
    |v, w| {
        let a = v[0] & mask((3 * w) / 4);
        let b = v[1] & mask(w / 3 + 1);
        if b == 0 {
            a
        } else {
            a % b
        }
    }
);
// Constant divisors (the divider keeps the partial remainder at the divisor's width).
fn const_divisor(w: usize) -> u128 {
    let k = [10u128, 3, 7, 1000, 5, 100_000_007, 0xffff_fff1, 1 << 40 | 1][w % 8] & mask(w);
    if k == 0 {
        3 & mask(w)
    } else {
        k
    }
}
binop!(
    udivrem_by_constant,
    2,
    128,
    96,
    same,
    |g, x, w| {
        let k = Aig::bv_const(w, const_divisor(w));
        let (q, r) = g.bv_udivrem(&x[0], &k);
        // q * k + r folds back to x exactly when both are right; return both mixed
        let t = g.bv_mul(&q, &Aig::bv_const(w, 0x9e37_79b9_7f4a_7c15 & mask(w)));
        g.bv_add(&t, &r)
    },
    |v, w| {
        let k = const_divisor(w);
        (v[0] / k).wrapping_mul(0x9e37_79b9_7f4a_7c15 & mask(w)).wrapping_add(v[0] % k) & mask(w)
    }
);
binop!(
    udiv_wide,
    65,
    128,
    6,
    same,
    |g, x, _| g.bv_udiv(&x[0], &x[1]),
    |v, w| v[0].checked_div(v[1]).unwrap_or(mask(w))
);

fn sdiv_ref(v: &[u128], w: usize) -> u128 {
    let (sa, sb) = (sx(v[0], w) < 0, sx(v[1], w) < 0);
    let aa = if sa { neg(v[0], w) } else { v[0] };
    let ab = if sb { neg(v[1], w) } else { v[1] };
    let q = aa.checked_div(ab).unwrap_or(mask(w));
    if sa != sb {
        neg(q, w)
    } else {
        q
    }
}
fn srem_ref(v: &[u128], w: usize) -> u128 {
    let sa = sx(v[0], w) < 0;
    let aa = if sa { neg(v[0], w) } else { v[0] };
    let ab = if sx(v[1], w) < 0 { neg(v[1], w) } else { v[1] };
    let r = if ab == 0 { aa } else { aa % ab };
    if sa {
        neg(r, w)
    } else {
        r
    }
}
fn smod_ref(v: &[u128], w: usize) -> u128 {
    let (a, b) = (sx(v[0], w), sx(v[1], w));
    if b == 0 {
        return v[0];
    }
    // Sign of the divisor (only exercised up to 64 bits, where i128 is exact).
    let r = a.rem_euclid(b.abs());
    let r = if b < 0 && r != 0 { r + b } else { r };
    (r as u128) & mask(w)
}
binop!(
    sdiv,
    1,
    64,
    96,
    same,
    |g, x, _| g.bv_sdiv(&x[0], &x[1]),
    sdiv_ref
);
binop!(
    srem,
    1,
    64,
    96,
    same,
    |g, x, _| g.bv_srem(&x[0], &x[1]),
    srem_ref
);
binop!(
    smod,
    1,
    64,
    64,
    same,
    |g, x, _| g.bv_smod(&x[0], &x[1]),
    smod_ref
);

fn shl_ref(v: &[u128], w: usize) -> u128 {
    if v[1] >= w as u128 {
        0
    } else {
        (v[0] << v[1]) & mask(w)
    }
}
fn lshr_ref(v: &[u128], w: usize) -> u128 {
    if v[1] >= w as u128 {
        0
    } else {
        v[0] >> v[1]
    }
}
fn ashr_ref(v: &[u128], w: usize) -> u128 {
    let d = v[1].min(w as u128 - 1) as u32;
    let s = sx(v[0], w) >> d;
    if v[1] >= w as u128 && sx(v[0], w) >= 0 {
        0
    } else {
        (s as u128) & mask(w)
    }
}
fn rol_ref(v: &[u128], w: usize) -> u128 {
    let d = (v[1] % w as u128) as usize;
    if d == 0 {
        v[0]
    } else {
        ((v[0] << d) | (v[0] >> (w - d))) & mask(w)
    }
}
fn ror_ref(v: &[u128], w: usize) -> u128 {
    let d = (v[1] % w as u128) as usize;
    if d == 0 {
        v[0]
    } else {
        ((v[0] >> d) | (v[0] << (w - d))) & mask(w)
    }
}
binop!(
    shl,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_shl(&x[0], &x[1]),
    shl_ref
);
binop!(
    lshr,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_lshr(&x[0], &x[1]),
    lshr_ref
);
binop!(
    ashr,
    1,
    128,
    96,
    same,
    |g, x, _| g.bv_ashr(&x[0], &x[1]),
    ashr_ref
);
binop!(
    shl_narrow_distance,
    1,
    64,
    64,
    same,
    |g, x, _| {
        let d = Aig::bv_zext(&x[1], 3);
        g.bv_shl(&x[0], &d)
    },
    |v, w| shl_ref(&[v[0], v[1] & 7], w)
);
binop!(
    rol,
    1,
    70,
    96,
    same,
    |g, x, _| g.bv_rol(&x[0], &x[1]),
    rol_ref
);
binop!(
    ror,
    1,
    70,
    96,
    same,
    |g, x, _| g.bv_ror(&x[0], &x[1]),
    ror_ref
);

binop!(
    eq,
    1,
    128,
    64,
    one,
    |g, x, _| bit(g.bv_eq(&x[0], &x[1])),
    |v, _| (v[0] == v[1]) as u128
);
binop!(
    ult,
    1,
    128,
    96,
    one,
    |g, x, _| bit(g.bv_ult(&x[0], &x[1])),
    |v, _| (v[0] < v[1]) as u128
);
binop!(
    ule,
    1,
    128,
    64,
    one,
    |g, x, _| bit(g.bv_ule(&x[0], &x[1])),
    |v, _| (v[0] <= v[1]) as u128
);
binop!(
    slt,
    1,
    128,
    96,
    one,
    |g, x, _| bit(g.bv_slt(&x[0], &x[1])),
    |v, w| (sx(v[0], w) < sx(v[1], w)) as u128
);
binop!(
    sle,
    1,
    128,
    64,
    one,
    |g, x, _| bit(g.bv_sle(&x[0], &x[1])),
    |v, w| (sx(v[0], w) <= sx(v[1], w)) as u128
);

binop!(
    bitwise,
    1,
    128,
    64,
    same,
    |g, x, _| {
        let a = g.bv_and(&x[0], &x[1]);
        let o = g.bv_or(&x[0], &x[1]);
        let n = g.bv_not(&o);
        let t = g.bv_xor(&a, &n);
        let c = g.bv_ult(&x[0], &x[1]);
        g.bv_ite(c, &t, &x[0])
    },
    |v, w| if v[0] < v[1] {
        (v[0] & v[1]) ^ (!(v[0] | v[1]) & mask(w))
    } else {
        v[0]
    }
);

binop!(
    extract_concat_extend,
    2,
    64,
    64,
    same,
    |_, x, w| {
        // sext(extract(a, w/2-1, 0)) ++ ... rebuilt to width w: [zext(hi half of b) | low half of a]
        let h = w / 2;
        let lo = Aig::bv_extract(&x[0], h - 1, 0);
        let hi = Aig::bv_extract(&x[1], w - 1, h);
        let c = Aig::bv_concat(&hi, &lo);
        let s = Aig::bv_sext(&Aig::bv_extract(&c, h - 1, 0), w);
        let z = Aig::bv_zext(&Aig::bv_extract(&c, w - 1, h), w);
        // interleave: low half from s, high half from z's low bits
        let mut out = s[..h].to_vec();
        out.extend_from_slice(&z[..w - h]);
        let _ = &s[h..];
        out
    },
    |v, w| {
        let h = w / 2;
        let lo = v[0] & mask(h);
        let hi = (v[1] >> h) & mask(w - h);
        lo | (hi << h)
    }
);
unop!(
    sign_extend,
    1,
    64,
    64,
    |w| w + 7,
    |_, x, w| Aig::bv_sext(&x[0], w + 7),
    |v, w| (sx(v[0], w) as u128) & mask(w + 7)
);

binop!(
    add_overflow_u,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_add_overflow(&x[0], &x[1], false)),
    |v, w| !representable(&(BigInt::from(v[0]) + BigInt::from(v[1])), w, false) as u128
);
binop!(
    add_overflow_s,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_add_overflow(&x[0], &x[1], true)),
    |v, w| !representable(&(big_signed(v[0], w) + big_signed(v[1], w)), w, true) as u128
);
binop!(
    sub_overflow_u,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_sub_overflow(&x[0], &x[1], false)),
    |v, w| !representable(&(BigInt::from(v[0]) - BigInt::from(v[1])), w, false) as u128
);
binop!(
    sub_overflow_s,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_sub_overflow(&x[0], &x[1], true)),
    |v, w| !representable(&(big_signed(v[0], w) - big_signed(v[1], w)), w, true) as u128
);
binop!(
    mul_overflow_u,
    1,
    40,
    48,
    one,
    |g, x, _| bit(g.bv_mul_overflow(&x[0], &x[1], false)),
    |v, w| !representable(&(BigInt::from(v[0]) * BigInt::from(v[1])), w, false) as u128
);
binop!(
    mul_overflow_s,
    1,
    40,
    48,
    one,
    |g, x, _| bit(g.bv_mul_overflow(&x[0], &x[1], true)),
    |v, w| !representable(&(big_signed(v[0], w) * big_signed(v[1], w)), w, true) as u128
);
fn shl_ovf_ref(v: &[u128], w: usize, signed: bool) -> u128 {
    if v[1] > w as u128 {
        return (v[0] != 0) as u128;
    }
    let a = if signed {
        big_signed(v[0], w)
    } else {
        BigInt::from(v[0])
    };
    !representable(&(a << (v[1] as usize)), w, signed) as u128
}
binop!(
    shl_overflow_u,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_shl_overflow(&x[0], &x[1], false, false)),
    |v, w| shl_ovf_ref(v, w, false)
);
binop!(
    shl_overflow_s,
    1,
    64,
    64,
    one,
    |g, x, _| bit(g.bv_shl_overflow(&x[0], &x[1], true, false)),
    |v, w| shl_ovf_ref(v, w, true)
);
unop!(
    neg_overflow,
    1,
    128,
    48,
    one,
    |g, x, _| bit(g.bv_neg_overflow(&x[0])),
    |v, w| (v[0] == 1u128 << (w - 1)) as u128
);

unop!(
    popcount,
    1,
    128,
    64,
    same,
    |g, x, w| g.bv_popcount(&x[0], w),
    |v, _| v[0].count_ones() as u128
);
unop!(
    clz,
    1,
    128,
    64,
    same,
    |g, x, w| g.bv_clz(&x[0], w),
    |v, w| (v[0].leading_zeros() as usize - (128 - w)) as u128
);
unop!(
    ctz,
    1,
    128,
    64,
    same,
    |g, x, w| g.bv_ctz(&x[0], w),
    |v, w| if v[0] == 0 {
        w as u128
    } else {
        v[0].trailing_zeros() as u128
    }
);

#[test]
fn signed_shift_distance_overflow_is_not_negative() {
    // A negative (signed) distance is never an overflow in CBMC's definition.
    let w = 8;
    let mut g = Aig::new();
    let a = Aig::bv_const(w, 5);
    let d = Aig::bv_const(w, 0xff);
    assert_eq!(g.bv_shl_overflow(&a, &d, true, true), Lit::FALSE);
    let d = Aig::bv_const(w, 9);
    assert_eq!(g.bv_shl_overflow(&a, &d, true, true), Lit::TRUE);
}
