//! Exact IEEE 754 arithmetic on bit patterns of any binary format (`floatbv` types) and in
//! every rounding mode of CBMC's numbering (0 to nearest even, 1 downward, 2 upward, 3
//! toward zero): the operations are computed exactly on big integers and rounded once.
//! The concrete counterpart of the solver's float circuits, used where a value must be
//! computed rather than encoded: the trace replay and constant folding.

use crate::ieee::Format;
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, ToPrimitive, Zero};

/// A rounding mode, CBMC's `ieee_floatt::rounding_modet` numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    NearestEven,
    Down,
    Up,
    TowardZero,
}

impl Rounding {
    /// CBMC's number of the mode (`__CPROVER_rounding_mode`); `None` for other values.
    pub fn from_cbmc(m: i64) -> Option<Rounding> {
        Some(match m {
            0 => Rounding::NearestEven,
            1 => Rounding::Down,
            2 => Rounding::Up,
            3 => Rounding::TowardZero,
            _ => return None,
        })
    }
}

/// A decoded value: NaN, a signed infinity, or `(-1)^sign * mant * 2^exp`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Num {
    Nan,
    Inf(bool),
    Finite { sign: bool, mant: BigUint, exp: i64 },
}

/// `(-1)^sign * m * 2^(exp - e)` as an integer (`exp >= e`): values brought to the common
/// exponent `e` to be added or compared exactly.
fn aligned(sign: bool, m: &BigUint, exp: i64, e: i64) -> BigInt {
    let v = BigInt::from_biguint(Sign::Plus, m << (exp - e) as u64);
    if sign {
        -v
    } else {
        v
    }
}

fn mask(bits: u64) -> BigUint {
    (BigUint::one() << bits) - 1u32
}

impl Format {
    fn emin(self) -> i64 {
        1 - self.bias()
    }

    /// The bit pattern of NaN (the quiet NaN the solver's circuits produce: exponent all
    /// ones, the top fraction bit set, positive).
    pub fn nan(self) -> BigUint {
        let f = u64::from(self.fraction);
        (mask(u64::from(self.exponent_bits())) << f) | (BigUint::one() << (f - 1))
    }

    fn inf(self, sign: bool) -> BigUint {
        let f = u64::from(self.fraction);
        let b = mask(u64::from(self.exponent_bits())) << f;
        self.with_sign(b, sign)
    }

    fn with_sign(self, b: BigUint, sign: bool) -> BigUint {
        if sign {
            b | (BigUint::one() << (u64::from(self.width) - 1))
        } else {
            b
        }
    }

    /// The value of a bit pattern (bits above the width are ignored).
    pub fn unpack(self, bits: &BigUint) -> Num {
        let f = u64::from(self.fraction);
        let frac = bits & mask(f);
        let e = ((bits >> f) & mask(u64::from(self.exponent_bits())))
            .to_i64()
            .unwrap_or(0);
        let sign = bits.bit(u64::from(self.width) - 1);
        let max = (1i64 << self.exponent_bits()) - 1;
        if e == max {
            return if frac.is_zero() { Num::Inf(sign) } else { Num::Nan };
        }
        let (mant, exp) = if e == 0 {
            (frac, self.emin() - f as i64)
        } else {
            (frac + (BigUint::one() << f), e - self.bias() - f as i64)
        };
        Num::Finite { sign, mant, exp }
    }

    /// Rounds `(-1)^sign * (mant + δ) * 2^exp` to this format, where `δ` is 0 if `!sticky`
    /// and some value strictly between 0 and 1 otherwise (bits lost below `mant`). An
    /// exact zero keeps `sign`.
    pub fn round(self, sign: bool, mant: BigUint, exp: i64, sticky: bool, rm: Rounding) -> BigUint {
        let (mut mant, mut exp) = (mant, exp);
        if mant.is_zero() && !sticky {
            return self.with_sign(BigUint::zero(), sign);
        }
        let f = i64::from(self.fraction);
        // the quantum of the result: 2^q
        let q = |mant: &BigUint, exp: i64| {
            let top = mant.bits() as i64 - 1 + exp;
            top.max(self.emin()) - f
        };
        if sticky && exp >= q(&mant, exp) {
            // make room below the quantum for the lost bits
            let d = exp - q(&mant, exp) + 2;
            mant <<= d as u64;
            exp -= d;
        }
        let qe = q(&mant, exp);
        let (mut n, inexact, above_half, half) = if exp >= qe {
            (mant << (exp - qe) as u64, false, false, false)
        } else {
            let s = (qe - exp) as u64;
            let n = &mant >> s;
            let rest = &mant & mask(s);
            let h = BigUint::one() << (s - 1);
            let above = rest > h || (rest == h && sticky);
            let tie = rest == h && !sticky;
            (n, !rest.is_zero() || sticky, above, tie)
        };
        let inc = match rm {
            Rounding::NearestEven => above_half || (half && n.bit(0)),
            Rounding::Down => inexact && sign,
            Rounding::Up => inexact && !sign,
            Rounding::TowardZero => false,
        };
        let mut qe = qe;
        if inc {
            n += 1u32;
            if n.bits() as i64 > f + 1 {
                n >>= 1;
                qe += 1;
            }
        }
        if n.is_zero() {
            return self.with_sign(BigUint::zero(), sign);
        }
        let fu = f as u64;
        if qe + f > self.bias() {
            // overflow: infinity, or the largest finite value where rounding goes inward
            let to_inf = match rm {
                Rounding::NearestEven => true,
                Rounding::Down => sign,
                Rounding::Up => !sign,
                Rounding::TowardZero => false,
            };
            if to_inf {
                return self.inf(sign);
            }
            let e = (BigUint::from((1u64 << self.exponent_bits()) - 2)) << fu;
            return self.with_sign(e | mask(fu), sign);
        }
        let bits = if n.bit(fu) {
            let biased = BigUint::from((qe + f + self.bias()) as u64);
            (biased << fu) | (n & mask(fu))
        } else {
            n
        };
        self.with_sign(bits, sign)
    }

    /// The bit pattern of `v` in this format, rounded under `rm`.
    pub fn repack(self, v: &Num, rm: Rounding) -> BigUint {
        match v {
            Num::Nan => self.nan(),
            Num::Inf(s) => self.inf(*s),
            Num::Finite { sign, mant, exp } => self.round(*sign, mant.clone(), *exp, false, rm),
        }
    }
}

/// `a + b` (`a - b` with `subtract`).
pub fn add(fmt: Format, a: &BigUint, b: &BigUint, subtract: bool, rm: Rounding) -> BigUint {
    let (x, y) = (fmt.unpack(a), fmt.unpack(b));
    let y = match y {
        Num::Inf(s) if subtract => Num::Inf(!s),
        Num::Finite { sign, mant, exp } if subtract => Num::Finite {
            sign: !sign,
            mant,
            exp,
        },
        y => y,
    };
    match (&x, &y) {
        (Num::Nan, _) | (_, Num::Nan) => fmt.nan(),
        (Num::Inf(s), Num::Inf(t)) if s != t => fmt.nan(),
        (Num::Inf(s), _) | (_, Num::Inf(s)) => fmt.inf(*s),
        (
            Num::Finite {
                sign: sa,
                mant: ma,
                exp: ea,
            },
            Num::Finite {
                sign: sb,
                mant: mb,
                exp: eb,
            },
        ) => {
            let e = (*ea).min(*eb);
            let sum = aligned(*sa, ma, *ea, e) + aligned(*sb, mb, *eb, e);
            if sum.is_zero() {
                // an exact zero: -0 only from two negative zeros or when rounding down
                let sign = if sa == sb { *sa } else { rm == Rounding::Down };
                return fmt.with_sign(BigUint::zero(), sign);
            }
            let sign = sum.sign() == Sign::Minus;
            fmt.round(sign, sum.magnitude().clone(), e, false, rm)
        }
    }
}

/// `a * b`.
pub fn mul(fmt: Format, a: &BigUint, b: &BigUint, rm: Rounding) -> BigUint {
    match (fmt.unpack(a), fmt.unpack(b)) {
        (Num::Nan, _) | (_, Num::Nan) => fmt.nan(),
        (Num::Inf(s), Num::Finite { sign, mant, .. })
        | (Num::Finite { sign, mant, .. }, Num::Inf(s)) => {
            if mant.is_zero() {
                fmt.nan()
            } else {
                fmt.inf(s != sign)
            }
        }
        (Num::Inf(s), Num::Inf(t)) => fmt.inf(s != t),
        (
            Num::Finite {
                sign: sa,
                mant: ma,
                exp: ea,
            },
            Num::Finite {
                sign: sb,
                mant: mb,
                exp: eb,
            },
        ) => fmt.round(sa != sb, ma * mb, ea + eb, false, rm),
    }
}

/// `a / b`.
pub fn div(fmt: Format, a: &BigUint, b: &BigUint, rm: Rounding) -> BigUint {
    match (fmt.unpack(a), fmt.unpack(b)) {
        (Num::Nan, _) | (_, Num::Nan) | (Num::Inf(_), Num::Inf(_)) => fmt.nan(),
        (Num::Inf(s), Num::Finite { sign, .. }) => fmt.inf(s != sign),
        (Num::Finite { sign, .. }, Num::Inf(s)) => fmt.with_sign(BigUint::zero(), s != sign),
        (
            Num::Finite {
                sign: sa,
                mant: ma,
                exp: ea,
            },
            Num::Finite {
                sign: sb,
                mant: mb,
                exp: eb,
            },
        ) => {
            let sign = sa != sb;
            if mb.is_zero() {
                return if ma.is_zero() { fmt.nan() } else { fmt.inf(sign) };
            }
            // a quotient of at least fraction + 3 bits
            let k = (i64::from(fmt.fraction) + 3 + mb.bits() as i64 - ma.bits() as i64).max(0);
            let num = ma << k as u64;
            let (qt, r) = (&num / &mb, &num % &mb);
            fmt.round(sign, qt, ea - eb - k, !r.is_zero(), rm)
        }
    }
}

/// `sqrt(a)`: NaN below zero, `sqrt(-0) = -0`.
pub fn sqrt(fmt: Format, a: &BigUint, rm: Rounding) -> BigUint {
    match fmt.unpack(a) {
        Num::Nan | Num::Inf(true) => fmt.nan(),
        Num::Inf(false) => fmt.inf(false),
        Num::Finite { sign, mant, exp } => {
            if mant.is_zero() {
                return a.clone();
            }
            if sign {
                return fmt.nan();
            }
            let (mut m, mut e) = (mant, exp);
            if e % 2 != 0 {
                m <<= 1;
                e -= 1;
            }
            // a root of at least fraction + 3 bits
            let want = 2 * (i64::from(fmt.fraction) + 3);
            let k = ((want - m.bits() as i64).max(0) + 1) / 2;
            m <<= (2 * k) as u64;
            let r = m.sqrt();
            let sticky = &r * &r != m;
            fmt.round(false, r, e / 2 - k, sticky, rm)
        }
    }
}

/// A conversion between formats.
pub fn convert(from: Format, to: Format, a: &BigUint, rm: Rounding) -> BigUint {
    to.repack(&from.unpack(a), rm)
}

/// An integer converted to the format.
pub fn from_int(fmt: Format, v: &BigInt, rm: Rounding) -> BigUint {
    fmt.round(v.sign() == Sign::Minus, v.magnitude().clone(), 0, false, rm)
}

/// The value truncated toward zero, `None` for NaN and infinities.
pub fn to_int_trunc(fmt: Format, a: &BigUint) -> Option<BigInt> {
    match fmt.unpack(a) {
        Num::Finite { sign, mant, exp } if exp >= 0 => Some(aligned(sign, &mant, exp, 0)),
        Num::Finite { sign, mant, exp } => Some(aligned(sign, &(mant >> (-exp) as u64), 0, 0)),
        _ => None,
    }
}

/// The ordering of two values: `None` when either is NaN (unordered); `+0 == -0`.
pub fn compare(fmt: Format, a: &BigUint, b: &BigUint) -> Option<std::cmp::Ordering> {
    // infinities rank below (-1) or above (+1) every finite value (0)
    let rank = |v: &Num| match v {
        Num::Nan => None,
        Num::Inf(s) => Some(if *s { -1i8 } else { 1 }),
        Num::Finite { .. } => Some(0),
    };
    let (x, y) = (fmt.unpack(a), fmt.unpack(b));
    let (rx, ry) = (rank(&x)?, rank(&y)?);
    match (x, y) {
        (
            Num::Finite {
                sign: sa,
                mant: ma,
                exp: ea,
            },
            Num::Finite {
                sign: sb,
                mant: mb,
                exp: eb,
            },
        ) => {
            let e = ea.min(eb);
            Some(aligned(sa, &ma, ea, e).cmp(&aligned(sb, &mb, eb, e)))
        }
        _ => Some(rx.cmp(&ry)),
    }
}

/// The value of the decimal `(-1)^sign * digits * 10^exp10` in `fmt`, rounded by `rm`.
pub fn from_decimal(fmt: Format, sign: bool, digits: &BigUint, exp10: i64, rm: Rounding) -> BigUint {
    if exp10 >= 0 {
        let v = digits * BigUint::from(10u32).pow(exp10 as u32);
        let v = BigInt::from_biguint(if sign { Sign::Minus } else { Sign::Plus }, v);
        if v.is_zero() {
            return fmt.round(sign, BigUint::zero(), 0, false, rm);
        }
        return from_int(fmt, &v, rm);
    }
    let den = BigUint::from(10u32).pow((-exp10) as u32);
    // enough quotient bits for the significand, the rounding bit and more
    let want = i64::from(fmt.fraction) + 3 + den.bits() as i64 - digits.bits() as i64;
    let s = want.max(0) as u64;
    let num = digits << s;
    let (q, r) = (&num / &den, &num % &den);
    fmt.round(sign, q, -(s as i64), !r.is_zero(), rm)
}

/// The shortest decimal `(sign, digits, exp10)` that reads back (to nearest) as the finite
/// value `bits` of `fmt`: what `{}` prints for an `f64`, for any format. `None` for NaN and
/// infinities.
pub fn shortest_decimal(fmt: Format, bits: &BigUint) -> Option<(bool, BigUint, i64)> {
    let Num::Finite { sign, mant, exp } = fmt.unpack(bits) else {
        return None;
    };
    if mant.is_zero() {
        return Some((sign, BigUint::zero(), 0));
    }
    // the exact value: d * 10^e
    let (d, e) = if exp >= 0 {
        (mant << exp as u64, 0)
    } else {
        (mant * BigUint::from(5u32).pow((-exp) as u32), exp)
    };
    let total = d.to_string().len() as u32;
    let ten = BigUint::from(10u32);
    for n in 1..=total {
        let drop = total - n;
        let unit = ten.pow(drop);
        let (mut q, r) = (&d / &unit, &d % &unit);
        let twice = &r << 1u32;
        if twice > unit || (twice == unit && q.bit(0)) {
            q += 1u32;
        }
        let e10 = e + i64::from(drop);
        if from_decimal(fmt, sign, &q, e10, Rounding::NearestEven) == *bits {
            return Some((sign, q, e10));
        }
    }
    Some((sign, d, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    const F32: Format = Format::BINARY32;
    const F64: Format = Format::BINARY64;

    #[test]
    fn shortest_decimals_are_what_rust_prints_for_doubles() {
        // Rust's `{}` prints the shortest decimal that reads back: the same digits
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f64::from_bits(x);
            if !f.is_finite() {
                continue;
            }
            let (sign, digits, e) = shortest_decimal(F64, &BigUint::from(x)).unwrap();
            let back = from_decimal(F64, sign, &digits, e, Rounding::NearestEven);
            assert_eq!(back, BigUint::from(x), "{f:e}");
            let ours: f64 = format!("{}{digits}e{e}", if sign { "-" } else { "" })
                .parse()
                .unwrap();
            assert_eq!(ours.to_bits(), x);
            let rust = format!("{f:e}");
            let mantissa = rust.split('e').next().unwrap().replace(['.', '-'], "");
            assert_eq!(digits.to_string(), mantissa, "{f:e}");
        }
    }

    #[test]
    fn shortest_decimals_of_quad_values() {
        let q = Format::BINARY128;
        let tenth = from_decimal(q, false, &BigUint::from(1u32), -1, Rounding::NearestEven);
        assert_eq!(shortest_decimal(q, &tenth), Some((false, BigUint::from(1u32), -1)));
        // 1 + 2^-100 needs 31 digits, not the double's "1"
        let one_plus = (BigUint::from(0x3fffu32) << 112u32) | (BigUint::from(1u32) << 12u32);
        let (_, d, e) = shortest_decimal(q, &one_plus).unwrap();
        assert_eq!(from_decimal(q, false, &d, e, Rounding::NearestEven), one_plus);
        assert!(d.to_string().len() > 30, "{d}e{e}");
        assert_eq!(shortest_decimal(q, &q.nan()), None);
    }

    fn b32(x: f32) -> BigUint {
        BigUint::from(x.to_bits())
    }
    fn b64(x: f64) -> BigUint {
        BigUint::from(x.to_bits())
    }
    fn same32(got: BigUint, want: f32) -> bool {
        if want.is_nan() {
            f32::from_bits(got.to_u32().unwrap()).is_nan()
        } else {
            got == b32(want)
        }
    }
    fn same64(got: BigUint, want: f64) -> bool {
        if want.is_nan() {
            f64::from_bits(got.to_u64().unwrap()).is_nan()
        } else {
            got == b64(want)
        }
    }

    fn samples32() -> Vec<f32> {
        let mut v = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.1,
            3.0,
            1e-45,
            -1e-45,
            1.1754942e-38,
            1.17549435e-38,
            3.4028235e38,
            -3.4028235e38,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            16777216.0,
            16777217.0,
            0.333_333_34,
            2.0,
            1.5,
        ];
        // a cheap deterministic spread of bit patterns
        let mut s: u32 = 0x1234_5678;
        for _ in 0..300 {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            v.push(f32::from_bits(s));
        }
        v
    }

    #[test]
    fn binary32_round_to_nearest_matches_the_hardware() {
        let rm = Rounding::NearestEven;
        for &x in &samples32() {
            assert!(same32(sqrt(F32, &b32(x), rm), x.sqrt()), "sqrt {x:e}");
            assert!(same64(convert(F32, F64, &b32(x), rm), x as f64), "widen {x:e}");
            for &y in &samples32() {
                let (a, b) = (b32(x), b32(y));
                assert!(same32(add(F32, &a, &b, false, rm), x + y), "{x:e} + {y:e}");
                assert!(same32(add(F32, &a, &b, true, rm), x - y), "{x:e} - {y:e}");
                assert!(same32(mul(F32, &a, &b, rm), x * y), "{x:e} * {y:e}");
                assert!(same32(div(F32, &a, &b, rm), x / y), "{x:e} / {y:e}");
                assert_eq!(compare(F32, &a, &b), x.partial_cmp(&y), "{x:e} <=> {y:e}");
                // narrowing the exact product of two binary32 values
                let p = (x as f64) * (y as f64);
                assert!(
                    same32(convert(F64, F32, &b64(p), rm), p as f32),
                    "narrow {p:e}"
                );
            }
        }
    }

    #[test]
    fn directed_rounding_brackets_the_exact_value() {
        for &x in &samples32() {
            for &y in &samples32() {
                let (a, b) = (b32(x), b32(y));
                let exact = (x as f64) * (y as f64);
                let down = mul(F32, &a, &b, Rounding::Down);
                let up = mul(F32, &a, &b, Rounding::Up);
                let zero = mul(F32, &a, &b, Rounding::TowardZero);
                let (d, u, z) = (
                    f32::from_bits(down.to_u32().unwrap()),
                    f32::from_bits(up.to_u32().unwrap()),
                    f32::from_bits(zero.to_u32().unwrap()),
                );
                if exact.is_nan() {
                    assert!(d.is_nan() && u.is_nan());
                    continue;
                }
                assert!((d as f64) <= exact && exact <= (u as f64), "{x:e}*{y:e}");
                if (exact as f32) as f64 == exact {
                    assert_eq!(d.to_bits(), u.to_bits());
                } else if d.is_finite() && u.is_finite() {
                    assert_eq!(d.next_up_bits(), u.to_bits(), "{x:e}*{y:e}");
                }
                assert!((z as f64).abs() <= exact.abs());
            }
        }
    }

    trait NextUp {
        fn next_up_bits(self) -> u32;
    }
    impl NextUp for f32 {
        fn next_up_bits(self) -> u32 {
            if self == 0.0 {
                1
            } else if self > 0.0 {
                self.to_bits() + 1
            } else {
                self.to_bits() - 1
            }
        }
    }

    #[test]
    fn binary64_and_integers() {
        let rm = Rounding::NearestEven;
        let xs = [0.1f64, 3.0, -2.5, 1e308, 5e-324, 2f64.powi(53) + 2.0, -0.0];
        for &x in &xs {
            assert!(same64(sqrt(F64, &b64(x), rm), x.sqrt()), "sqrt {x:e}");
            for &y in &xs {
                let (a, b) = (b64(x), b64(y));
                assert!(same64(add(F64, &a, &b, false, rm), x + y));
                assert!(same64(mul(F64, &a, &b, rm), x * y));
                assert!(same64(div(F64, &a, &b, rm), x / y));
            }
        }
        let big = BigInt::from((1i64 << 53) + 1);
        assert_eq!(from_int(F64, &big, rm), b64(9007199254740992.0));
        assert_eq!(from_int(F64, &big, Rounding::Up), b64(9007199254740994.0));
        assert_eq!(from_int(F32, &BigInt::from(-3), rm), b32(-3.0));
        assert_eq!(to_int_trunc(F64, &b64(-2.75)), Some(BigInt::from(-2)));
        assert_eq!(to_int_trunc(F64, &b64(f64::INFINITY)), None);
        // 1 - 1 is +0, but -0 when rounding down
        let one = b64(1.0);
        assert_eq!(add(F64, &one, &one, true, rm), b64(0.0));
        assert_eq!(add(F64, &one, &one, true, Rounding::Down), b64(-0.0));
        // overflow in each mode
        let max = b64(f64::MAX);
        assert_eq!(add(F64, &max, &max, false, rm), b64(f64::INFINITY));
        assert_eq!(add(F64, &max, &max, false, Rounding::TowardZero), max);
    }

    #[test]
    fn quadruple_sqrt_of_two() {
        // CBMC's long double on x86-64: the root of 2 lies between its two roundings
        let ld = Format::BINARY128;
        let two = from_int(ld, &BigInt::from(2), Rounding::NearestEven);
        let r = sqrt(ld, &two, Rounding::NearestEven);
        let up = sqrt(ld, &two, Rounding::Up);
        let down = sqrt(ld, &two, Rounding::Down);
        assert_eq!(compare(ld, &down, &up), Some(std::cmp::Ordering::Less));
        assert!(r == up || r == down);
        let sq_down = mul(ld, &down, &down, Rounding::Up);
        assert_ne!(compare(ld, &sq_down, &two), Some(std::cmp::Ordering::Greater));
    }
}
