//! IEEE 754 circuits (`Aig::float_*`) against Rust's own `f32`/`f64` arithmetic (round to
//! nearest, ties to even) and, for the directed rounding modes, against a reference that
//! steps the nearest result by one ulp where it lies on the wrong side of the exact value.
//! Each circuit is built once over inputs and evaluated on many operand bit patterns,
//! including NaN, ±0, ±∞, subnormals and the extreme normals.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use bitblast::bv::{FloatSpec, RoundingMode};
use bitblast::{Aig, Bv, Lit};

const F32: FloatSpec = FloatSpec::BINARY32;
const F64: FloatSpec = FloatSpec::BINARY64;

/// A circuit over input vectors, evaluated on concrete values.
struct Circuit {
    aig: Aig,
    inputs: Vec<Bv>,
}

impl Circuit {
    fn new(widths: &[usize]) -> Circuit {
        let mut aig = Aig::new();
        let inputs = widths.iter().map(|&w| aig.bv_input(w)).collect();
        Circuit { aig, inputs }
    }

    fn eval(&self, out: &[Lit], values: &[u128]) -> u128 {
        let mut map = std::collections::HashMap::new();
        for (bv, &v) in self.inputs.iter().zip(values) {
            for (i, l) in bv.iter().enumerate() {
                map.insert(l.node(), (v >> i) & 1 == 1);
            }
        }
        let bits = self
            .aig
            .evaluate(out, |n| map.get(&n).copied().unwrap_or(false));
        bits.iter()
            .enumerate()
            .fold(0u128, |acc, (i, &b)| acc | ((b as u128) << i))
    }
}

fn special32() -> Vec<u32> {
    vec![
        0,
        0x8000_0000,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0xffc0_0001,
        1,
        0x8000_0001,
        0x007f_ffff,
        0x0080_0000,
        0x7f7f_ffff,
        0xff7f_ffff,
        0x3f80_0000,
        0xbf80_0000,
        0x4000_0000,
        0x3f7f_ffff,
        0x3400_0000,
        0x4b80_0000,
        0x4f00_0000,
        0xcf00_0000,
    ]
}

fn special64() -> Vec<u64> {
    let mut v: Vec<u64> = special32()
        .into_iter()
        .map(|b| f64::from(f32::from_bits(b)).to_bits())
        .collect();
    v.extend([
        1,
        0x000f_ffff_ffff_ffff,
        0x0010_0000_0000_0000,
        0x7fef_ffff_ffff_ffff,
        0xffef_ffff_ffff_ffff,
        0x3ff0_0000_0000_0001,
        0x47ef_ffff_f000_0000,
        0x3690_0000_0000_0000,
        0x36a0_0000_0000_0001,
        0x43e0_0000_0000_0000,
    ]);
    v
}

/// Random bits, biased toward the special values.
fn arb32() -> impl Strategy<Value = u32> {
    prop_oneof![
        3 => any::<u32>(),
        1 => proptest::sample::select(special32()),
        // close exponents, so that additions cancel and round
        1 => 0x3f00_0000u32..0x4000_0000u32,
    ]
}

fn arb64() -> impl Strategy<Value = u64> {
    prop_oneof![
        3 => any::<u64>(),
        1 => proptest::sample::select(special64()),
        1 => 0x3fe0_0000_0000_0000u64..0x4000_0000_0000_0000u64,
    ]
}

fn same32(got: u128, want: f32) -> bool {
    let g = f32::from_bits(got as u32);
    if want.is_nan() {
        g.is_nan()
    } else {
        got as u32 == want.to_bits()
    }
}

fn same64(got: u128, want: f64) -> bool {
    let g = f64::from_bits(got as u64);
    if want.is_nan() {
        g.is_nan()
    } else {
        got as u64 == want.to_bits()
    }
}

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

type Op32 = fn(&mut Aig, &[Lit], &[Lit]) -> Bv;

fn binary32(op: Op32, oracle: fn(f32, f32) -> f32) {
    let mut c = Circuit::new(&[32, 32]);
    let (a, b) = (c.inputs[0].clone(), c.inputs[1].clone());
    let out = op(&mut c.aig, &a, &b);
    for &x in &special32() {
        for &y in &special32() {
            let got = c.eval(&out, &[x as u128, y as u128]);
            let want = oracle(f32::from_bits(x), f32::from_bits(y));
            assert!(
                same32(got, want),
                "{x:#x} {y:#x}: got {got:#x} want {:#x}",
                want.to_bits()
            );
        }
    }
    runner(3000)
        .run(&(arb32(), arb32()), |(x, y)| {
            let got = c.eval(&out, &[x as u128, y as u128]);
            let want = oracle(f32::from_bits(x), f32::from_bits(y));
            prop_assert!(
                same32(got, want),
                "{:#x} {:#x}: got {:#x} want {:#x}",
                x,
                y,
                got,
                want.to_bits()
            );
            Ok(())
        })
        .unwrap();
}

type Op64 = fn(&mut Aig, &[Lit], &[Lit]) -> Bv;

fn binary64(op: Op64, oracle: fn(f64, f64) -> f64, cases: u32) {
    let mut c = Circuit::new(&[64, 64]);
    let (a, b) = (c.inputs[0].clone(), c.inputs[1].clone());
    let out = op(&mut c.aig, &a, &b);
    for &x in &special64() {
        for &y in &special64() {
            let got = c.eval(&out, &[x as u128, y as u128]);
            let want = oracle(f64::from_bits(x), f64::from_bits(y));
            assert!(
                same64(got, want),
                "{x:#x} {y:#x}: got {got:#x} want {:#x}",
                want.to_bits()
            );
        }
    }
    runner(cases)
        .run(&(arb64(), arb64()), |(x, y)| {
            let got = c.eval(&out, &[x as u128, y as u128]);
            let want = oracle(f64::from_bits(x), f64::from_bits(y));
            prop_assert!(
                same64(got, want),
                "{:#x} {:#x}: got {:#x} want {:#x}",
                x,
                y,
                got,
                want.to_bits()
            );
            Ok(())
        })
        .unwrap();
}

fn rne() -> RoundingMode {
    RoundingMode::nearest_even()
}

#[test]
fn add32() {
    binary32(
        |g, a, b| g.float_add(F32, a, b, false, &rne()),
        |x, y| x + y,
    );
}

#[test]
fn sub32() {
    binary32(|g, a, b| g.float_add(F32, a, b, true, &rne()), |x, y| x - y);
}

#[test]
fn mul32() {
    binary32(|g, a, b| g.float_mul(F32, a, b, &rne()), |x, y| x * y);
}

#[test]
fn div32() {
    binary32(|g, a, b| g.float_div(F32, a, b, &rne()), |x, y| x / y);
}

#[test]
fn add64() {
    binary64(
        |g, a, b| g.float_add(F64, a, b, false, &rne()),
        |x, y| x + y,
        800,
    );
}

#[test]
fn mul64() {
    binary64(|g, a, b| g.float_mul(F64, a, b, &rne()), |x, y| x * y, 300);
}

#[test]
fn div64() {
    binary64(|g, a, b| g.float_div(F64, a, b, &rne()), |x, y| x / y, 300);
}

fn predicate_outputs(spec: FloatSpec, c: &mut Circuit) -> Vec<Lit> {
    let (a, b) = (c.inputs[0].clone(), c.inputs[1].clone());
    let g = &mut c.aig;
    vec![
        g.float_lt(spec, &a, &b),
        g.float_le(spec, &a, &b),
        g.float_ieee_eq(spec, &a, &b),
        g.float_is_nan(spec, &a),
        g.float_is_inf(spec, &a),
        g.float_is_finite(spec, &a),
        g.float_is_normal(spec, &a),
        g.float_is_zero(spec, &a),
        Aig::float_sign(spec, &a),
    ]
}

#[test]
fn predicates32() {
    let mut c = Circuit::new(&[32, 32]);
    let outs = predicate_outputs(F32, &mut c);
    let check = |x: u32, y: u32| {
        let (a, b) = (f32::from_bits(x), f32::from_bits(y));
        let want = vec![
            a < b,
            a <= b,
            a == b,
            a.is_nan(),
            a.is_infinite(),
            a.is_finite(),
            a.is_normal(),
            a == 0.0,
            a.is_sign_negative(),
        ];
        let v = c.eval(&outs, &[x as u128, y as u128]);
        let got: Vec<bool> = (0..outs.len()).map(|i| (v >> i) & 1 == 1).collect();
        assert_eq!(got, want, "{x:#x} {y:#x}");
    };
    for &x in &special32() {
        for &y in &special32() {
            check(x, y);
        }
    }
    runner(300)
        .run(&(arb32(), arb32()), |(x, y)| {
            check(x, y);
            Ok(())
        })
        .unwrap();
}

#[test]
fn neg_abs() {
    for &x in &special32() {
        let a = Aig::bv_const(32, x as u128);
        let n = Aig::bv_as_u128(&Aig::float_neg(F32, &a)).unwrap();
        let m = Aig::bv_as_u128(&Aig::float_abs(F32, &a)).unwrap();
        assert_eq!(n as u32, (-f32::from_bits(x)).to_bits());
        assert_eq!(m as u32, f32::from_bits(x).abs().to_bits());
    }
}

#[test]
fn conversions_between_formats() {
    let mut c = Circuit::new(&[64, 32]);
    let (d, s) = (c.inputs[0].clone(), c.inputs[1].clone());
    let narrow = c.aig.float_convert(F64, F32, &d, &rne());
    let widen = c.aig.float_convert(F32, F64, &s, &rne());
    for &x in &special64() {
        let got = c.eval(&narrow, &[x as u128, 0]);
        assert!(same32(got, f64::from_bits(x) as f32), "{x:#x}");
    }
    runner(2000)
        .run(&(arb64(), arb32()), |(x, y)| {
            let got = c.eval(&narrow, &[x as u128, 0]);
            prop_assert!(same32(got, f64::from_bits(x) as f32), "{:#x}", x);
            let got = c.eval(&widen, &[0, y as u128]);
            prop_assert!(same64(got, f64::from(f32::from_bits(y))), "{:#x}", y);
            Ok(())
        })
        .unwrap();
}

#[test]
fn integer_conversions() {
    let mut c = Circuit::new(&[32, 64, 32, 64]);
    let (i, l, f, d) = (
        c.inputs[0].clone(),
        c.inputs[1].clone(),
        c.inputs[2].clone(),
        c.inputs[3].clone(),
    );
    let g = &mut c.aig;
    let i2f = g.float_from_int(F32, &i, true, &rne());
    let u2f = g.float_from_int(F32, &i, false, &rne());
    let l2d = g.float_from_int(F64, &l, true, &rne());
    let l2f = g.float_from_int(F32, &l, true, &rne());
    let (f2i, f2i_ok) = g.float_to_int_trunc(F32, &f, 32, true);
    let (d2l, d2l_ok) = g.float_to_int_trunc(F64, &d, 64, true);
    let (f2u, f2u_ok) = g.float_to_int_trunc(F32, &f, 32, false);
    let ints = prop_oneof![
        any::<i64>(),
        Just(i64::MIN),
        Just(i64::MAX),
        Just(i32::MIN as i64),
        Just(0),
        (-100_000i64..100_000)
    ];
    let floats = prop_oneof![
        arb32().prop_map(|b| f32::from_bits(b) as f64),
        (-3e9f64..3e9).prop_map(|v| (v as f32) as f64),
        arb64().prop_map(f64::from_bits),
        (-1e19f64..1e19)
    ];
    runner(2000)
        .run(&(ints, floats), |(n, x)| {
            let xf = x as f32;
            let vals = [
                n as u32 as u128,
                n as u64 as u128,
                xf.to_bits() as u128,
                x.to_bits() as u128,
            ];
            prop_assert!(same32(c.eval(&i2f, &vals), n as i32 as f32));
            prop_assert!(same32(c.eval(&u2f, &vals), n as u32 as f32));
            prop_assert!(same64(c.eval(&l2d, &vals), n as f64));
            prop_assert!(same32(c.eval(&l2f, &vals), n as f32));
            let t = xf.trunc() as f64;
            let ok = c.eval(&[f2i_ok], &vals) == 1;
            prop_assert_eq!(ok, (-2147483648.0..=2147483647.0).contains(&t), "{}", xf);
            if ok {
                prop_assert_eq!(c.eval(&f2i, &vals) as u32, xf as i32 as u32);
            }
            let ok = c.eval(&[f2u_ok], &vals) == 1;
            prop_assert_eq!(ok, (0.0..=4294967295.0).contains(&t), "{}", xf);
            if ok {
                prop_assert_eq!(c.eval(&f2u, &vals) as u32, xf as u32);
            }
            let t = x.trunc();
            let ok = c.eval(&[d2l_ok], &vals) == 1;
            prop_assert_eq!(
                ok,
                (-9223372036854775808.0..9223372036854775808.0).contains(&t),
                "{}",
                x
            );
            if ok {
                prop_assert_eq!(c.eval(&d2l, &vals) as u64, x as i64 as u64);
            }
            Ok(())
        })
        .unwrap();
}

/// The directed rounding of the exact `exact` (an `f64`) to `f32`.
fn round_directed(exact: f64, mode: u32) -> f32 {
    let r = exact as f32;
    if exact.is_nan() || r as f64 == exact || mode == 0 {
        return r;
    }
    let toward = (r as f64).abs() > exact.abs();
    let want_toward = match mode {
        3 => true,
        2 => exact < 0.0,
        _ => exact > 0.0,
    };
    let bits = r.to_bits();
    if want_toward && toward {
        f32::from_bits(bits - 1)
    } else if !want_toward && !toward {
        f32::from_bits(bits + 1)
    } else {
        r
    }
}

#[test]
fn directed_rounding() {
    let mut c = Circuit::new(&[32, 32, 64, 2]);
    let (a, b, d, m) = (
        c.inputs[0].clone(),
        c.inputs[1].clone(),
        c.inputs[2].clone(),
        c.inputs[3].clone(),
    );
    let rm = RoundingMode::from_bits(&mut c.aig, &m);
    let mul = c.aig.float_mul(F32, &a, &b, &rm);
    let conv = c.aig.float_convert(F64, F32, &d, &rm);
    runner(3000)
        .run(&(arb32(), arb32(), arb64(), 0u32..4), |(x, y, z, mode)| {
            let vals = [x as u128, y as u128, z as u128, mode as u128];
            // f32 products are exact in f64
            let exact = f32::from_bits(x) as f64 * f32::from_bits(y) as f64;
            let want = round_directed(exact, mode);
            let got = c.eval(&mul, &vals);
            prop_assert!(
                same32(got, want),
                "{:#x}*{:#x} mode {}: got {:#x} want {:#x}",
                x,
                y,
                mode,
                got,
                want.to_bits()
            );
            let want = round_directed(f64::from_bits(z), mode);
            let got = c.eval(&conv, &vals);
            prop_assert!(
                same32(got, want),
                "{:#x} mode {}: got {:#x} want {:#x}",
                z,
                mode,
                got,
                want.to_bits()
            );
            Ok(())
        })
        .unwrap();
}

#[test]
fn exact_zero_sums_round_down_to_minus_zero() {
    let mut c = Circuit::new(&[32, 32]);
    let (a, b) = (c.inputs[0].clone(), c.inputs[1].clone());
    let mut down = RoundingMode::nearest_even();
    down.to_even = Lit::FALSE;
    down.down = Lit::TRUE;
    let s = c.aig.float_add(F32, &a, &b, false, &down);
    let one = 1.0f32.to_bits() as u128;
    let m_one = (-1.0f32).to_bits() as u128;
    assert_eq!(c.eval(&s, &[one, m_one]) as u32, (-0.0f32).to_bits());
    assert_eq!(c.eval(&s, &[0, 0]) as u32, 0);
    let rtz = RoundingMode::toward_zero();
    let s = c.aig.float_add(F32, &a, &b, false, &rtz);
    assert_eq!(c.eval(&s, &[one, m_one]) as u32, 0);
}

/// `sqrt` against Rust's (correctly rounded) `f32::sqrt`/`f64::sqrt` on the special values
/// and random ones, and against the directed rounding of the binary64 root for binary32
/// (binary64 holds the root of a binary32 value closely enough: it never lands on a
/// binary32 value unless the root is exact).
#[test]
fn sqrt_correctly_rounded() {
    let mut c = Circuit::new(&[32, 64, 2]);
    let (a, d, m) = (c.inputs[0].clone(), c.inputs[1].clone(), c.inputs[2].clone());
    let rm = RoundingMode::from_bits(&mut c.aig, &m);
    let s32 = c.aig.float_sqrt(F32, &a, &rm);
    let s64 = c.aig.float_sqrt(F64, &d, &rne());
    for &x in &special32() {
        let got = c.eval(&s32, &[x as u128, 0, 0]);
        let want = f32::from_bits(x).sqrt();
        assert!(same32(got, want), "sqrt {x:#x}: got {got:#x} want {:#x}", want.to_bits());
    }
    for &x in &special64() {
        let got = c.eval(&s64, &[0, x as u128, 0]);
        let want = f64::from_bits(x).sqrt();
        assert!(same64(got, want), "sqrt {x:#x}: got {got:#x} want {:#x}", want.to_bits());
    }
    // perfect squares are exact in every mode
    for k in 1u32..200 {
        let sq = ((k * k) as f32).to_bits() as u128;
        for mode in 0..4 {
            let got = c.eval(&s32, &[sq, 0, mode]);
            assert_eq!(got as u32, (k as f32).to_bits(), "sqrt({}) mode {mode}", k * k);
        }
    }
    runner(3000)
        .run(&(arb32(), arb64(), 0u32..4), |(x, z, mode)| {
            let vals = [x as u128, z as u128, mode as u128];
            let want = round_directed((f32::from_bits(x) as f64).sqrt(), mode);
            let got = c.eval(&s32, &vals);
            prop_assert!(
                same32(got, want),
                "sqrt {:#x} mode {}: got {:#x} want {:#x}",
                x,
                mode,
                got,
                want.to_bits()
            );
            let want = f64::from_bits(z).sqrt();
            let got = c.eval(&s64, &vals);
            prop_assert!(
                same64(got, want),
                "sqrt {:#x}: got {:#x} want {:#x}",
                z,
                got,
                want.to_bits()
            );
            Ok(())
        })
        .unwrap();
}
