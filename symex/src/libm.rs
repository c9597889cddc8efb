//! The math-library oracle behind the C models of `<math.h>` (cfront/library/
//! transcendental.c). A model calls `__rbmc_libm_within_{f,d,l}(fn, x, y, r, mode)`; when
//! the arguments are constants at that point of symbolic execution, the call is the
//! constraint "`r` lies in a bracket around f(x, y)", otherwise it is `true` and only the
//! model's own facts (signs, ranges, special values) constrain `r`.
//!
//! The bracket is computed with the host's libm in binary64 and widened so that it holds
//! the value of any C library whose error is within a few ulps (glibc's documented bounds
//! are at most 2–4 ulps for these functions): [`ULPS`] binary64 ulps on either side, then
//! rounded outwards to the target format and widened by one more ulp of it. Results that
//! are exactly representable are exact: IEEE `sqrt` in round-to-nearest, `fmod`,
//! `exp2` of integers, `log2` of powers of two, and `pow` of an integer exponent when
//! every product is exact. Arguments that binary64 cannot hold exactly (a long double
//! constant with more precision) give no bracket.

pub use goto_ir::ieee::Format;
use goto_ir::ieee::{decode, encode, Dir};
use num_bigint::BigInt;
use num_traits::{One, Zero};

/// The function codes of `__rbmc_libm_within_*` (the C models use the same numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathFn {
    Sqrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Pow,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Cbrt,
    Hypot,
    Fmod,
}

impl MathFn {
    pub fn from_code(code: u64) -> Option<MathFn> {
        use MathFn::*;
        const ALL: [MathFn; 25] = [
            Sqrt, Exp, Exp2, Expm1, Log, Log2, Log10, Log1p, Pow, Sin, Cos, Tan, Asin, Acos, Atan,
            Atan2, Sinh, Cosh, Tanh, Asinh, Acosh, Atanh, Cbrt, Hypot, Fmod,
        ];
        ALL.get(usize::try_from(code).ok()?).copied()
    }

    /// binary64 ulps of slack around the host's result: the host's error plus the
    /// target's, with room (the inverse hyperbolic functions of Rust's std are computed
    /// from others, so they get more).
    fn ulps(self) -> u64 {
        match self {
            MathFn::Asinh | MathFn::Acosh | MathFn::Atanh => 4 * ULPS,
            _ => ULPS,
        }
    }
}

/// binary64 ulps of slack on either side of the host's value.
pub const ULPS: u64 = 16;

/// An IEEE 754 binary format: total width and fraction bits (hidden leading bit).
/// The bracket `[lo, hi]` (bit patterns in `fmt`) holding f(x, y), or None.
/// `nearest`: the rounding mode is known to be round-to-nearest-even.
pub fn bracket(
    f: MathFn,
    fmt: Format,
    x: &BigInt,
    y: &BigInt,
    nearest: bool,
) -> Option<(BigInt, BigInt)> {
    if !fmt.supported() {
        return None;
    }
    let xv = decode(fmt, x)?;
    let yv = decode(fmt, y)?;
    if let Some(v) = exact(f, fmt, xv, yv, nearest) {
        let b = encode(fmt, v, Dir::Down)?;
        return Some((b.clone(), b));
    }
    let v = eval(f, xv, yv);
    if v.is_nan() {
        return None;
    }
    // beyond the format's range in round-to-nearest, a C library overflows to an infinity
    // (the value at least 2^(emax+1), where one ulp of error cannot reach back below the
    // largest finite value) or underflows to a zero (the value below 1/64 of the least
    // subnormal: glibc's exp, exp2 and pow are within 0.52 ulp, atan2 is correctly
    // rounded); binary64 cannot tell for a long double result, and its own infinity or
    // zero only says the value is beyond binary64
    if nearest {
        if let Some(l) = log2_magnitude(f, xv, yv) {
            let max_exponent = (fmt.bias() + 1) as f64;
            let least_exponent = (1 - fmt.bias() - i64::from(fmt.fraction)) as f64;
            let limit = f64::INFINITY.copysign(v);
            // log2_magnitude's error
            let margin = 1e-6 + l.abs() * 1e-12;
            if l - margin >= max_exponent {
                let b = encode(fmt, limit, Dir::Down)?;
                return Some((b.clone(), b));
            }
            if l + margin <= least_exponent - 6.0 {
                let b = encode(fmt, 0.0f64.copysign(limit), Dir::Down)?;
                return Some((b.clone(), b));
            }
        }
    }
    let (lo64, hi64) = widen(v, f.ulps());
    let lo = step(fmt, encode(fmt, lo64, Dir::Down)?, Dir::Down);
    let hi = step(fmt, encode(fmt, hi64, Dir::Up)?, Dir::Up);
    Some((lo, hi))
}

/// The constant `e` as a bit pattern of `fmt` (exact conversions of constants are already
/// folded by the simplifier, which runs on every argument before the oracle sees it).
pub fn constant_bits(store: &goto_ir::Store, e: goto_ir::ExprId, fmt: Format) -> Option<BigInt> {
    match *store.ty(store.type_of(e)) {
        goto_ir::TypeKind::Floatbv { width, fraction }
            if (Format { width, fraction }) == fmt =>
        {
            store.as_int(e).cloned()
        }
        _ => None,
    }
}

fn eval(f: MathFn, x: f64, y: f64) -> f64 {
    match f {
        MathFn::Sqrt => x.sqrt(),
        MathFn::Exp => x.exp(),
        MathFn::Exp2 => x.exp2(),
        MathFn::Expm1 => x.exp_m1(),
        MathFn::Log => x.ln(),
        MathFn::Log2 => x.log2(),
        MathFn::Log10 => x.log10(),
        MathFn::Log1p => x.ln_1p(),
        MathFn::Pow => x.powf(y),
        MathFn::Sin => x.sin(),
        MathFn::Cos => x.cos(),
        MathFn::Tan => x.tan(),
        MathFn::Asin => x.asin(),
        MathFn::Acos => x.acos(),
        MathFn::Atan => x.atan(),
        MathFn::Atan2 => x.atan2(y),
        MathFn::Sinh => x.sinh(),
        MathFn::Cosh => x.cosh(),
        MathFn::Tanh => x.tanh(),
        MathFn::Asinh => asinh(x),
        MathFn::Acosh => acosh(x),
        MathFn::Atanh => atanh(x),
        MathFn::Cbrt => x.cbrt(),
        MathFn::Hypot => x.hypot(y),
        MathFn::Fmod => x % y,
    }
}

/// log2 |f(x, y)| within about 1e-12 relative, for the functions whose finite arguments
/// overflow or underflow, computed without either; None where it is not needed.
fn log2_magnitude(f: MathFn, x: f64, y: f64) -> Option<f64> {
    use std::f64::consts::LOG2_E;
    if !x.is_finite() || !y.is_finite() {
        return None;
    }
    match f {
        MathFn::Exp => Some(x * LOG2_E),
        MathFn::Exp2 => Some(x),
        // e^x - 1 and (e^|x| ± e^-|x|) / 2 are e^x and e^|x| / 2 to within e^-50
        MathFn::Expm1 if x > 50.0 => Some(x * LOG2_E),
        MathFn::Sinh | MathFn::Cosh if x.abs() > 50.0 => Some(x.abs() * LOG2_E - 1.0),
        MathFn::Pow if x != 0.0 => Some(y * x.abs().log2()),
        MathFn::Hypot if x != 0.0 || y != 0.0 => {
            let (m, n) = if x.abs() >= y.abs() {
                (x.abs(), y.abs())
            } else {
                (y.abs(), x.abs())
            };
            Some(m.log2() + 0.5 * (1.0 + (n / m) * (n / m)).log2())
        }
        // atan2(y, x) (the oracle's x is C's y) is y / x within (y / x)^2 / 3 when y / x
        // is tiny and x positive
        MathFn::Atan2 if y > 0.0 && x != 0.0 => {
            let l = x.abs().log2() - y.log2();
            (l < -60.0).then_some(l)
        }
        _ => None,
    }
}

/// atanh within a few ulps: half the difference of two log1p, each exact near ±1 (Rust's
/// `f64::atanh` takes log1p of a rounded quotient, which loses most digits near ±1).
fn atanh(x: f64) -> f64 {
    0.5 * (x.ln_1p() - (-x).ln_1p())
}

/// asinh within a few ulps everywhere (Rust's `f64::asinh` overflows to infinity above
/// half the largest double and loses digits elsewhere): the forms the C libraries use.
fn asinh(x: f64) -> f64 {
    let a = x.abs();
    let r = if !a.is_finite() || a < 1e-300 {
        a
    } else if a > 268435456.0 {
        a.ln() + std::f64::consts::LN_2
    } else if a > 2.0 {
        (2.0 * a + 1.0 / ((a * a + 1.0).sqrt() + a)).ln()
    } else {
        let t = a * a;
        (a + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    r.copysign(x)
}

/// acosh within a few ulps everywhere (Rust's `f64::acosh` overflows above half the
/// largest double and cancels near 1).
fn acosh(x: f64) -> f64 {
    if x.is_nan() || x < 1.0 {
        f64::NAN
    } else if x.is_infinite() {
        x
    } else if x > 268435456.0 {
        x.ln() + std::f64::consts::LN_2
    } else if x > 2.0 {
        (2.0 * x - 1.0 / (x + (x * x - 1.0).sqrt())).ln()
    } else {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    }
}

/// The exact result where the true value is representable in `fmt` and every C library
/// returns it.
fn exact(f: MathFn, fmt: Format, x: f64, y: f64, nearest: bool) -> Option<f64> {
    let representable = |v: f64| encode(fmt, v, Dir::Down) == encode(fmt, v, Dir::Up);
    let v = match f {
        // IEEE: correctly rounded; binary64 is wide enough that rounding its square root
        // once more to binary32 is still correct (53 >= 2*24+2)
        MathFn::Sqrt if nearest && fmt.fraction <= 52 => {
            let s = x.sqrt();
            if fmt.fraction == 52 {
                return Some(s);
            }
            let lo = encode(fmt, s, Dir::Down)?;
            let hi = encode(fmt, s, Dir::Up)?;
            if lo == hi {
                return Some(s);
            }
            // round to nearest (ties impossible: a square root is never a midpoint)
            let (l, h) = (decode(fmt, &lo)?, decode(fmt, &hi)?);
            return Some(if s - l < h - s { l } else { h });
        }
        // a square root that is exact
        MathFn::Sqrt => {
            let s = x.sqrt();
            (s.is_finite() && s.mul_add(s, -x) == 0.0).then_some(s)?
        }
        MathFn::Fmod if y != 0.0 && x.is_finite() && y.is_finite() => x % y,
        // exp2, log2 and pow of the cases below are exact mathematically, but glibc returns
        // the exact value only in round-to-nearest: in the directed modes it may be an ulp
        // off (pow(3, 1) rounded downwards is 3 - 2^-51), so those get the bracket
        _ if !nearest => return None,
        // 2^x is exact in binary64 from its least subnormal (2^-1074) to its largest
        // power; below, the binary64 value is a rounded 0, not 2^x (which a wider format,
        // or a rounding mode towards +infinity, still tells from 0)
        MathFn::Exp2 if x.fract() == 0.0 && (-1074.0..1024.0).contains(&x) => x.exp2(),
        MathFn::Log2 if x > 0.0 && x.is_finite() => {
            let l = x.log2();
            (l.fract() == 0.0 && l.exp2() == x).then_some(l)?
        }
        MathFn::Pow => exact_pow(x, y)?,
        _ => return None,
    };
    (v.is_finite() && representable(v)).then_some(v)
}

/// `x^n` for an integer `n` (|n| < 2^16) when every partial product is exact.
fn exact_pow(x: f64, y: f64) -> Option<f64> {
    if y.fract() != 0.0 || y.abs() >= 65536.0 || !x.is_finite() || x == 0.0 {
        return None;
    }
    let mut n = y.abs() as u32;
    let mut base = x;
    let mut acc = 1.0f64;
    let exact_mul = |a: f64, b: f64| -> Option<f64> {
        let p = a * b;
        (p.is_finite() && p != 0.0 && a.mul_add(b, -p) == 0.0).then_some(p)
    };
    while n > 0 {
        if n & 1 == 1 {
            acc = exact_mul(acc, base)?;
        }
        n >>= 1;
        if n > 0 {
            base = exact_mul(base, base)?;
        }
    }
    if y < 0.0 {
        // 1/acc is exact only for powers of two
        let r = 1.0 / acc;
        return (r.is_finite() && r != 0.0 && r.mul_add(acc, -1.0) == 0.0).then_some(r);
    }
    Some(acc)
}

/// `v` moved `n` binary64 ulps down and up (infinities stay; the finite extremes bound
/// an overflow).
fn widen(v: f64, n: u64) -> (f64, f64) {
    let mut lo = v;
    let mut hi = v;
    for _ in 0..n {
        lo = next_down(lo);
        hi = next_up(hi);
    }
    (lo, hi)
}

fn next_up(v: f64) -> f64 {
    if v.is_nan() || v == f64::INFINITY {
        return v;
    }
    if v == 0.0 {
        return f64::from_bits(1);
    }
    let b = v.to_bits();
    f64::from_bits(if v > 0.0 { b + 1 } else { b - 1 })
}

fn next_down(v: f64) -> f64 {
    -next_up(-v)
}

/// The neighbour of the finite-or-infinite pattern `b` in direction `dir`.
fn step(fmt: Format, b: BigInt, dir: Dir) -> BigInt {
    let sign_bit = BigInt::one() << (fmt.width - 1);
    let negative = b >= sign_bit;
    let mag = if negative { &b - &sign_bit } else { b.clone() };
    let inf = BigInt::from((1i64 << fmt.exponent_bits()) - 1) << fmt.fraction;
    let grow = (dir == Dir::Up) != negative;
    if grow {
        if mag >= inf {
            return b;
        }
        let m = mag + 1;
        if negative {
            m + sign_bit
        } else {
            m
        }
    } else if mag.is_zero() {
        // past zero to the smallest value of the other sign
        if negative {
            BigInt::one()
        } else {
            sign_bit + 1
        }
    } else {
        let m = mag - 1;
        if negative {
            m + sign_bit
        } else {
            m
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::ToPrimitive;

    const F32: Format = Format::BINARY32;
    const F64: Format = Format::BINARY64;
    const F128: Format = Format::BINARY128;

    fn d(v: f64) -> BigInt {
        BigInt::from(v.to_bits())
    }
    fn f(v: f32) -> BigInt {
        BigInt::from(v.to_bits())
    }

    fn br64(m: MathFn, x: f64, y: f64) -> (f64, f64) {
        let (lo, hi) = bracket(m, F64, &d(x), &d(y), true).unwrap();
        (
            f64::from_bits(lo.to_u64().unwrap()),
            f64::from_bits(hi.to_u64().unwrap()),
        )
    }

    /// asinh and acosh against glibc's results (within 4 ulps), also where Rust's own
    /// formulas overflow (above half the largest double) or cancel (near 1).
    #[test]
    fn asinh_and_acosh_are_accurate() {
        let ulps = |a: f64, b: f64| (a.to_bits() as i64 - b.to_bits() as i64).abs();
        // (x, asinh x, acosh x) from glibc
        let table = [
            (1e308, 709.88935582272597, 709.88935582272597),
            (8.99e307, 709.78288357821543, 709.78288357821543),
            (1.000001, 0.88137429412614743, 0.00141421344446382),
            (1.0000000001, 0.88137358709025382, 1.4142136208675862e-05),
            (1.5, 1.1947632172871094, 0.96242365011920694),
            (2.5, 1.6472311463710958, 1.5667992369724111),
            (3e8, 20.212440213180418, 20.212440213180418),
        ];
        for (x, s, c) in table {
            assert!(ulps(asinh(x), s) <= 4, "asinh({x:e}) = {:e}, glibc {s:e}", asinh(x));
            assert!(ulps(asinh(-x), -s) <= 4, "asinh(-{x:e})");
            assert!(ulps(acosh(x), c) <= 4, "acosh({x:e}) = {:e}, glibc {c:e}", acosh(x));
        }
        assert!(acosh(0.5).is_nan());
        assert_eq!(asinh(1e-10), 1e-10);
    }

    /// atanh against glibc's results (within 4 ulps), also next to ±1, where Rust's
    /// `f64::atanh` is tens of ulps off.
    #[test]
    fn atanh_is_accurate_near_one() {
        let ulps = |a: f64, b: f64| (a.to_bits() as i64 - b.to_bits() as i64).abs();
        // (x, atanh x) from glibc 2.36
        let table = [
            (-0.99999999999999989, -18.714973875118524),
            (0.99999999999999989, 18.714973875118524),
            (0.5, 0.54930614433405478),
            (1e-10, 1e-10),
            (-0.75, -0.97295507452765662),
            (0.999, 3.8002011672501994),
            (0.99999990000000005, 8.4056213910223097),
        ];
        for (x, a) in table {
            assert!(ulps(atanh(x), a) <= 4, "atanh({x:e}) = {:e}, glibc {a:e}", atanh(x));
            let (lo, hi) = br64(MathFn::Atanh, x, 0.0);
            assert!(lo <= a && a <= hi, "atanh({x:e}): glibc's value outside the bracket");
        }
    }

    /// exp2, log2 and pow are pinned to their exact values only in round-to-nearest
    /// (glibc is an ulp off in the directed modes); sqrt and fmod are exact in every mode.
    #[test]
    fn exact_results_only_where_glibc_returns_them() {
        let directed = |m: MathFn, x: f64, y: f64| {
            let (lo, hi) = bracket(m, F64, &d(x), &d(y), false).unwrap();
            lo == hi
        };
        assert!(!directed(MathFn::Pow, 3.0, 1.0));
        assert!(!directed(MathFn::Log2, 2.0, 0.0));
        assert!(!directed(MathFn::Exp2, 5.0, 0.0));
        assert!(directed(MathFn::Sqrt, 4.0, 0.0));
        assert!(directed(MathFn::Fmod, 7.5, 2.0));
        // below binary64's least subnormal, 2^x is no binary64 value: never pinned to 0
        let (lo, hi) = br64(MathFn::Exp2, -1080.0, 0.0);
        assert!(lo < hi && hi > 0.0);
    }

    #[test]
    fn exp_bracket_is_tight_and_holds_the_value() {
        let (lo, hi) = br64(MathFn::Exp, 1.0, 0.0);
        assert!(lo <= std::f64::consts::E && std::f64::consts::E <= hi);
        assert!(hi - lo < 1e-13);
    }

    /// binary64 results far beyond the range: the host's own infinity or zero is kept in
    /// round-to-nearest, with the sign of the result; near the thresholds, and for a
    /// long double result that binary64 cannot hold, the bracket stays
    #[test]
    fn overflow_and_underflow_far_beyond_the_range() {
        let pinned = |m: MathFn, x: f64, y: f64| {
            let (lo, hi) = br64(m, x, y);
            (lo == hi).then_some(lo)
        };
        assert_eq!(pinned(MathFn::Exp, 1000.0, 0.0), Some(f64::INFINITY));
        assert_eq!(pinned(MathFn::Exp, -1000.0, 0.0), Some(0.0));
        assert_eq!(pinned(MathFn::Pow, -10.0, 401.0), Some(-f64::INFINITY));
        assert_eq!(pinned(MathFn::Pow, 10.0, 400.0), Some(f64::INFINITY));
        assert_eq!(pinned(MathFn::Pow, 0.5, 1200.0), Some(0.0));
        assert_eq!(pinned(MathFn::Sinh, -1000.0, 0.0), Some(-f64::INFINITY));
        assert_eq!(pinned(MathFn::Cosh, -1000.0, 0.0), Some(f64::INFINITY));
        assert_eq!(pinned(MathFn::Hypot, 1.5e308, 1.5e308), Some(f64::INFINITY));
        assert_eq!(pinned(MathFn::Exp2, -1081.0, 0.0), Some(0.0));
        assert_eq!(pinned(MathFn::Atan2, 1e-300, 1e300), Some(0.0));
        let z = pinned(MathFn::Atan2, -1e-300, 1e300).unwrap();
        assert!(z == 0.0 && z.is_sign_negative());
        // near the thresholds: brackets
        assert_eq!(pinned(MathFn::Exp, 709.7, 0.0), None);
        assert_eq!(pinned(MathFn::Exp2, -1080.0, 0.0), None);
        assert_eq!(pinned(MathFn::Hypot, 1e308, 1e308), None);
        // a quad result: e^1000 is finite there
        let (lo, hi) = bracket(MathFn::Exp, F128, &encode(F128, 1000.0, Dir::Down).unwrap(), &BigInt::zero(), true).unwrap();
        assert!(lo < hi);
    }

    #[test]
    fn exact_cases() {
        assert_eq!(br64(MathFn::Sqrt, 2.0, 0.0), (2f64.sqrt(), 2f64.sqrt()));
        assert_eq!(br64(MathFn::Pow, 2.0, 10.0), (1024.0, 1024.0));
        assert_eq!(br64(MathFn::Pow, 2.0, -3.0), (0.125, 0.125));
        assert_eq!(br64(MathFn::Exp2, 5.0, 0.0), (32.0, 32.0));
        assert_eq!(br64(MathFn::Log2, 8.0, 0.0), (3.0, 3.0));
        assert_eq!(br64(MathFn::Fmod, 7.5, 2.0), (1.5, 1.5));
        // 3^40 is not exact in binary64: a bracket
        let (lo, hi) = br64(MathFn::Pow, 3.0, 40.0);
        assert!(lo < hi && lo <= 3f64.powi(40) && 3f64.powi(40) <= hi);
    }

    #[test]
    fn float_targets_round_outwards() {
        let (lo, hi) = bracket(MathFn::Exp, F32, &f(1.0), &f(0.0), true).unwrap();
        let (lo, hi) = (
            f32::from_bits(lo.to_u32().unwrap()),
            f32::from_bits(hi.to_u32().unwrap()),
        );
        assert!(lo < std::f32::consts::E && std::f32::consts::E < hi);
        assert!(hi - lo < 1e-5);
        // sqrtf is correctly rounded
        let (lo, hi) = bracket(MathFn::Sqrt, F32, &f(2.0), &f(0.0), true).unwrap();
        assert_eq!(lo, hi);
        assert_eq!(lo, f(2f32.sqrt()));
        // a float result near the overflow threshold: [FLT_MAX-ish, inf]
        let (lo, hi) = bracket(MathFn::Exp, F32, &f(88.72), &f(0.0), true).unwrap();
        assert!(lo < hi);
        // far beyond it, an infinity in round-to-nearest (a zero far below the least
        // subnormal), and still the bracket in the directed modes
        let inf32 = f(f32::INFINITY);
        assert_eq!(bracket(MathFn::Exp, F32, &f(100.0), &f(0.0), true), Some((inf32.clone(), inf32)));
        assert_eq!(bracket(MathFn::Exp, F32, &f(-200.0), &f(0.0), true), Some((f(0.0), f(0.0))));
        let (lo, hi) = bracket(MathFn::Exp, F32, &f(100.0), &f(0.0), false).unwrap();
        assert!(lo < hi && lo <= f(f32::MAX));
    }

    #[test]
    fn quad_round_trip_and_brackets() {
        for v in [1.0, -2.5, 1e-300, 5e-324, 1.7976931348623157e308, 0.1] {
            let b = encode(F128, v, Dir::Down).unwrap();
            assert_eq!(b, encode(F128, v, Dir::Up).unwrap());
            assert_eq!(decode(F128, &b), Some(v));
        }
        let (lo, hi) = bracket(
            MathFn::Log,
            F128,
            &encode(F128, std::f64::consts::E, Dir::Down).unwrap(),
            &BigInt::zero(),
            true,
        )
        .unwrap();
        // positive patterns order like their values
        let one = encode(F128, 1.0, Dir::Down).unwrap();
        let near = encode(F128, 1.0 - 1e-13, Dir::Down).unwrap();
        let far = encode(F128, 1.0 + 1e-13, Dir::Down).unwrap();
        assert!(near < lo && lo < one && one < hi && hi < far);
        // a quad constant binary64 cannot hold: no answer
        let third = (BigInt::from(0x3ffd_5555_5555_5555_5555_5555_5555_5555u128)).clone();
        assert!(bracket(MathFn::Exp, F128, &third, &BigInt::zero(), true).is_none());
    }

    #[test]
    fn encode_rounds_in_direction() {
        let v = 0.1f64; // not a binary32 value
        let lo = f32::from_bits(encode(F32, v, Dir::Down).unwrap().to_u32().unwrap());
        let hi = f32::from_bits(encode(F32, v, Dir::Up).unwrap().to_u32().unwrap());
        assert!((lo as f64) < v && v < (hi as f64));
        let lo = f32::from_bits(encode(F32, -v, Dir::Down).unwrap().to_u32().unwrap());
        assert!((lo as f64) < -v);
        // overflow
        assert_eq!(encode(F32, 1e39, Dir::Down), Some(f(f32::MAX)));
        assert_eq!(encode(F32, 1e39, Dir::Up), Some(f(f32::INFINITY)));
        // underflow below the smallest subnormal
        assert_eq!(encode(F32, 1e-50, Dir::Down), Some(f(0.0)));
        assert_eq!(encode(F32, 1e-50, Dir::Up), Some(BigInt::one()));
    }
}
