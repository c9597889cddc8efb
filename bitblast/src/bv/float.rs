//! IEEE 754 binary floating point (CBMC's `floatbv`) as bit-level circuits.
//!
//! A float is a [`Bv`] of `1 + exponent + fraction` bits: fraction in the low bits, then the
//! biased exponent, sign on top. Arithmetic unpacks operands into sign, unbiased exponent
//! (a signed vector wide enough never to overflow) and significand with the hidden bit, computes
//! the exact result (extra low bits and a sticky bit), then rounds once in
//! [`Aig::float_round_pack`] under the [`RoundingMode`] given as flags.

use super::Bv;
use crate::aig::{Aig, Lit};

/// An IEEE 754 binary format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatSpec {
    /// Exponent bits.
    pub exponent: usize,
    /// Fraction bits (without the hidden bit).
    pub fraction: usize,
}

impl FloatSpec {
    /// binary32 (`float`).
    pub const BINARY32: FloatSpec = FloatSpec {
        exponent: 8,
        fraction: 23,
    };
    /// binary64 (`double`).
    pub const BINARY64: FloatSpec = FloatSpec {
        exponent: 11,
        fraction: 52,
    };

    /// The spec of CBMC's `floatbv[width]` with `fraction` fraction bits, if sensible.
    pub fn from_floatbv(width: usize, fraction: usize) -> Option<FloatSpec> {
        let exponent = width.checked_sub(fraction + 1)?;
        ((2..=30).contains(&exponent) && fraction >= 1).then_some(FloatSpec { exponent, fraction })
    }

    /// Total width.
    pub fn width(self) -> usize {
        1 + self.exponent + self.fraction
    }

    /// The exponent bias `2^(e-1) - 1`.
    pub fn bias(self) -> i64 {
        (1i64 << (self.exponent - 1)) - 1
    }
}

/// A rounding mode as one flag per mode (CBMC's numbering in [`RoundingMode::from_bits`]).
#[derive(Clone, Copy, Debug)]
pub struct RoundingMode {
    /// To nearest, ties to even (0).
    pub to_even: Lit,
    /// Toward −∞ (1).
    pub down: Lit,
    /// Toward +∞ (2).
    pub up: Lit,
    /// Toward zero (3).
    pub to_zero: Lit,
    /// To nearest, ties away from zero (4).
    pub away: Lit,
}

impl RoundingMode {
    /// Round to nearest, ties to even.
    pub fn nearest_even() -> RoundingMode {
        RoundingMode {
            to_even: Lit::TRUE,
            down: Lit::FALSE,
            up: Lit::FALSE,
            to_zero: Lit::FALSE,
            away: Lit::FALSE,
        }
    }

    /// Round toward zero.
    pub fn toward_zero() -> RoundingMode {
        RoundingMode {
            to_even: Lit::FALSE,
            to_zero: Lit::TRUE,
            ..RoundingMode::nearest_even()
        }
    }

    /// The mode of CBMC's `__CPROVER_rounding_mode` value `bits` (0 nearest even, 1 down,
    /// 2 up, 3 toward zero, 4 nearest away); other values set no flag (see
    /// [`RoundingMode::valid`]).
    pub fn from_bits(aig: &mut Aig, bits: &[Lit]) -> RoundingMode {
        let mut is = |v: u128| {
            if bits.len() < 128 && v >> bits.len() != 0 {
                return Lit::FALSE;
            }
            let c = Aig::bv_const(bits.len(), v);
            aig.bv_eq(bits, &c)
        };
        RoundingMode {
            to_even: is(0),
            down: is(1),
            up: is(2),
            to_zero: is(3),
            away: is(4),
        }
    }

    /// Whether some mode is selected.
    pub fn valid(&self, aig: &mut Aig) -> Lit {
        aig.or_all(&[self.to_even, self.down, self.up, self.to_zero, self.away])
    }
}

/// An unpacked float.
struct Unpacked {
    sign: Lit,
    /// Unbiased exponent (signed, internal width); `1 - bias` for subnormals and zero.
    exp: Bv,
    /// Significand with the hidden bit on top (`fraction + 1` bits).
    sig: Bv,
    nan: Lit,
    inf: Lit,
    zero: Lit,
}

/// Bits needed for `n`.
fn bits_for(n: usize) -> usize {
    (usize::BITS - n.leading_zeros()) as usize
}

/// An internal exponent width for formats with exponents up to `e` bits and significands
/// up to `m` bits.
fn exp_width(e: usize, m: usize) -> usize {
    e.max(bits_for(m)) + bits_for(m) + 4
}

/// `v` as a signed constant of `w` bits.
fn sconst(w: usize, v: i64) -> Bv {
    Aig::bv_const(w, (v as i128) as u128)
}

impl Aig {
    fn float_exp_field(spec: FloatSpec, a: &[Lit]) -> Bv {
        Aig::bv_extract(a, spec.fraction + spec.exponent - 1, spec.fraction)
    }

    fn float_frac_field(spec: FloatSpec, a: &[Lit]) -> Bv {
        Aig::bv_extract(a, spec.fraction - 1, 0)
    }

    /// The sign bit.
    pub fn float_sign(spec: FloatSpec, a: &[Lit]) -> Lit {
        a.get(spec.width() - 1).copied().unwrap_or(Lit::FALSE)
    }

    /// Whether `a` is a NaN.
    pub fn float_is_nan(&mut self, spec: FloatSpec, a: &[Lit]) -> Lit {
        let e = Aig::float_exp_field(spec, a);
        let ones = self.and_all(&e);
        let f = Aig::float_frac_field(spec, a);
        let nz = self.or_all(&f);
        self.and(ones, nz)
    }

    /// Whether `a` is ±∞.
    pub fn float_is_inf(&mut self, spec: FloatSpec, a: &[Lit]) -> Lit {
        let e = Aig::float_exp_field(spec, a);
        let ones = self.and_all(&e);
        let f = Aig::float_frac_field(spec, a);
        let nz = self.or_all(&f);
        self.and(ones, !nz)
    }

    /// Whether `a` is ±0.
    pub fn float_is_zero(&mut self, spec: FloatSpec, a: &[Lit]) -> Lit {
        let mag = Aig::bv_extract(a, spec.width() - 2, 0);
        !self.or_all(&mag)
    }

    /// Whether `a` is finite (not NaN, not ∞).
    pub fn float_is_finite(&mut self, spec: FloatSpec, a: &[Lit]) -> Lit {
        let e = Aig::float_exp_field(spec, a);
        !self.and_all(&e)
    }

    /// Whether `a` is a normal number (neither zero, subnormal, ∞ nor NaN).
    pub fn float_is_normal(&mut self, spec: FloatSpec, a: &[Lit]) -> Lit {
        let e = Aig::float_exp_field(spec, a);
        let ones = self.and_all(&e);
        let any = self.or_all(&e);
        self.and(any, !ones)
    }

    /// IEEE equality: false if either is NaN, `+0 == -0`.
    pub fn float_ieee_eq(&mut self, spec: FloatSpec, a: &[Lit], b: &[Lit]) -> Lit {
        let na = self.float_is_nan(spec, a);
        let nb = self.float_is_nan(spec, b);
        let same = self.bv_eq(a, b);
        let za = self.float_is_zero(spec, a);
        let zb = self.float_is_zero(spec, b);
        let zeros = self.and(za, zb);
        let eq = self.or(same, zeros);
        let nan = self.or(na, nb);
        self.and(eq, !nan)
    }

    /// IEEE `a < b` (false if either is NaN).
    pub fn float_lt(&mut self, spec: FloatSpec, a: &[Lit], b: &[Lit]) -> Lit {
        let na = self.float_is_nan(spec, a);
        let nb = self.float_is_nan(spec, b);
        let za = self.float_is_zero(spec, a);
        let zb = self.float_is_zero(spec, b);
        let (sa, sb) = (Aig::float_sign(spec, a), Aig::float_sign(spec, b));
        let ma = Aig::bv_extract(a, spec.width() - 2, 0);
        let mb = Aig::bv_extract(b, spec.width() - 2, 0);
        let ult = self.bv_ult(&ma, &mb);
        let ugt = self.bv_ult(&mb, &ma);
        // different signs: a < b iff a is the negative one; equal signs: by magnitude
        let diff = self.xor(sa, sb);
        let by_mag = self.ite(sa, ugt, ult);
        let lt = self.ite(diff, sa, by_mag);
        let zeros = self.and(za, zb);
        let bad = self.or_all(&[na, nb, zeros]);
        self.and(lt, !bad)
    }

    /// IEEE `a <= b` (false if either is NaN).
    pub fn float_le(&mut self, spec: FloatSpec, a: &[Lit], b: &[Lit]) -> Lit {
        let lt = self.float_lt(spec, a, b);
        let eq = self.float_ieee_eq(spec, a, b);
        self.or(lt, eq)
    }

    /// `-a` (flips the sign, also of NaNs).
    pub fn float_neg(spec: FloatSpec, a: &[Lit]) -> Bv {
        let mut r = a.to_vec();
        if let Some(s) = r.get_mut(spec.width() - 1) {
            *s = !*s;
        }
        r
    }

    /// `|a|` (clears the sign).
    pub fn float_abs(spec: FloatSpec, a: &[Lit]) -> Bv {
        let mut r = a.to_vec();
        if let Some(s) = r.get_mut(spec.width() - 1) {
            *s = Lit::FALSE;
        }
        r
    }

    /// The default quiet NaN (positive, top fraction bit set).
    pub fn float_nan(spec: FloatSpec) -> Bv {
        let mut r = Aig::bv_const(spec.width(), 0);
        for l in r
            .iter_mut()
            .take(spec.fraction + spec.exponent)
            .skip(spec.fraction - 1)
        {
            *l = Lit::TRUE;
        }
        r
    }

    /// ±∞ with sign `sign`.
    fn float_inf(spec: FloatSpec, sign: Lit) -> Bv {
        let mut r = Aig::bv_const(spec.width(), 0);
        for l in r
            .iter_mut()
            .take(spec.fraction + spec.exponent)
            .skip(spec.fraction)
        {
            *l = Lit::TRUE;
        }
        r[spec.width() - 1] = sign;
        r
    }

    /// ±0 with sign `sign`.
    fn float_zero(spec: FloatSpec, sign: Lit) -> Bv {
        let mut r = Aig::bv_const(spec.width(), 0);
        r[spec.width() - 1] = sign;
        r
    }

    /// The largest finite magnitude with sign `sign`.
    fn float_max_finite(spec: FloatSpec, sign: Lit) -> Bv {
        let mut r = vec![Lit::TRUE; spec.width()];
        r[spec.fraction] = Lit::FALSE;
        r[spec.width() - 1] = sign;
        r
    }

    fn float_unpack(&mut self, spec: FloatSpec, a: &[Lit], ew: usize) -> Unpacked {
        let e = Aig::float_exp_field(spec, a);
        let sub = !self.or_all(&e);
        let mut biased = Aig::bv_zext(&e, ew);
        // subnormals have the exponent of the smallest normal
        biased[0] = self.or(biased[0], sub);
        let exp = self.bv_sub(&biased, &sconst(ew, spec.bias()));
        let mut sig = Aig::float_frac_field(spec, a);
        sig.push(!sub);
        Unpacked {
            sign: Aig::float_sign(spec, a),
            exp,
            sig,
            nan: self.float_is_nan(spec, a),
            inf: self.float_is_inf(spec, a),
            zero: self.float_is_zero(spec, a),
        }
    }

    /// Rounds the exact value `(-1)^sign * sig * 2^(exp - (len(sig) - 1))` (`exp`: signed, the
    /// weight of the top bit of `sig`; `sticky`: whether nonzero bits below `sig` were lost)
    /// to `spec` under `rm`. A zero `sig` (without sticky) gives ±0 with `sign`.
    pub fn float_round_pack(
        &mut self,
        spec: FloatSpec,
        sign: Lit,
        sig: &[Lit],
        sticky: Lit,
        exp: &[Lit],
        rm: &RoundingMode,
    ) -> Bv {
        let f = spec.fraction;
        let ew = exp.len();
        // at least f+1 kept bits, a guard bit and one more bit below
        let pad = (f + 3).saturating_sub(sig.len());
        let mut s: Bv = vec![Lit::FALSE; pad];
        s.extend_from_slice(sig);
        let m = s.len();
        let is_zero = {
            let any = self.or_all(&s);
            !self.or(any, sticky)
        };
        // normalize: leading one to the top
        let lz = self.bv_clz(&s, ew);
        let s = self.bv_shl(&s, &lz);
        let exp = self.bv_sub(exp, &lz);
        // below the normal range: shift right into the subnormal position
        let emin = sconst(ew, 1 - spec.bias());
        let under = self.bv_slt(&exp, &emin);
        let d = self.bv_sub(&emin, &exp);
        let d = self.bv_ite(under, &d, &Aig::bv_const(ew, 0));
        let shifted = self.bv_lshr(&s, &d);
        let back = self.bv_shl(&shifted, &d);
        let exact = self.bv_eq(&back, &s);
        let exp = self.bv_ite(under, &emin, &exp);
        let kept = Aig::bv_extract(&shifted, m - 1, m - 1 - f);
        let guard = shifted[m - 2 - f];
        let mut low: Vec<Lit> = shifted[..m - 2 - f].to_vec();
        low.push(!exact);
        low.push(sticky);
        let sticky = self.or_all(&low);
        let lsb = kept[0];
        let inexact = self.or(guard, sticky);
        let tie_up = {
            let odd_or_above = self.or(sticky, lsb);
            let even = self.and(guard, odd_or_above);
            let even = self.and(rm.to_even, even);
            let away = self.and(rm.away, guard);
            self.or(even, away)
        };
        let up = {
            let t = self.and(rm.up, !sign);
            self.and(t, inexact)
        };
        let down = {
            let t = self.and(rm.down, sign);
            self.and(t, inexact)
        };
        let inc = self.or_all(&[tie_up, up, down]);
        let zero_k = Aig::bv_const(f + 1, 0);
        let (kinc, carry) = self.bv_add_carry(&kept, &zero_k, inc);
        let one_top = Aig::bv_const(f + 1, 1u128 << f);
        let kept = self.bv_ite(carry, &one_top, &kinc);
        let exp = self.bv_add_carry(&exp, &Aig::bv_const(ew, 0), carry).0;
        let overflow = self.bv_slt(&sconst(ew, spec.bias()), &exp);
        let biased = self.bv_add(&exp, &sconst(ew, spec.bias()));
        let normal = kept[f];
        let efield = Aig::bv_extract(&biased, spec.exponent - 1, 0);
        let efield = self.bv_ite(normal, &efield, &Aig::bv_const(spec.exponent, 0));
        let mut packed = Aig::bv_extract(&kept, f - 1, 0);
        packed.extend(efield);
        packed.push(sign);
        let to_inf = {
            let u = self.and(rm.up, !sign);
            let dn = self.and(rm.down, sign);
            self.or_all(&[rm.to_even, rm.away, u, dn])
        };
        let inf = Aig::float_inf(spec, sign);
        let maxf = Aig::float_max_finite(spec, sign);
        let ovf = self.bv_ite(to_inf, &inf, &maxf);
        let r = self.bv_ite(overflow, &ovf, &packed);
        self.bv_ite(is_zero, &Aig::float_zero(spec, sign), &r)
    }

    /// Conversion between formats (exact when widening).
    pub fn float_convert(
        &mut self,
        from: FloatSpec,
        to: FloatSpec,
        a: &[Lit],
        rm: &RoundingMode,
    ) -> Bv {
        let ew = exp_width(
            from.exponent.max(to.exponent),
            from.fraction.max(to.fraction) + 3,
        );
        let u = self.float_unpack(from, a, ew);
        let r = self.float_round_pack(to, u.sign, &u.sig, Lit::FALSE, &u.exp, rm);
        let inf = Aig::float_inf(to, u.sign);
        let r = self.bv_ite(u.inf, &inf, &r);
        self.bv_ite(u.nan, &Aig::float_nan(to), &r)
    }

    /// Conversion of the integer `a` (two's complement if `signed`).
    pub fn float_from_int(
        &mut self,
        to: FloatSpec,
        a: &[Lit],
        signed: bool,
        rm: &RoundingMode,
    ) -> Bv {
        let n = a.len().max(1);
        let sign = if signed {
            a.last().copied().unwrap_or(Lit::FALSE)
        } else {
            Lit::FALSE
        };
        // |INT_MIN| read as unsigned is right
        let mag = if signed { self.bv_abs(a) } else { a.to_vec() };
        let mag = Aig::bv_zext(&mag, n);
        let ew = exp_width(to.exponent, n + to.fraction + 3);
        let exp = sconst(ew, n as i64 - 1);
        self.float_round_pack(to, sign, &mag, Lit::FALSE, &exp, rm)
    }

    /// Conversion to a `width`-bit integer rounding toward zero (C's cast). The second result
    /// is whether the value is in range (NaN, ∞ and too large values are not).
    pub fn float_to_int_trunc(
        &mut self,
        from: FloatSpec,
        a: &[Lit],
        width: usize,
        signed: bool,
    ) -> (Bv, Lit) {
        let f = from.fraction;
        let ew = exp_width(from.exponent, width + f + 3);
        let u = self.float_unpack(from, a, ew);
        // value = sig * 2^(exp - f); integer part for 0 <= exp <= width
        let big = width + f + 2;
        let neg = self.bv_slt(&u.exp, &Aig::bv_const(ew, 0));
        let too_big = self.bv_slt(&sconst(ew, width as i64), &u.exp);
        let sig = Aig::bv_zext(&u.sig, big);
        let sh = self.bv_shl(&sig, &u.exp);
        let int = Aig::bv_extract(&sh, big - 1, f);
        let int = self.bv_ite(neg, &Aig::bv_const(big - f, 0), &int);
        let w2 = big - f;
        let in_range = if signed {
            // |v| < 2^(w-1), or v = -2^(w-1)
            let lim = Aig::bv_const_big(w2, &(num_bigint::BigUint::from(1u8) << (width - 1)));
            let lt = self.bv_ult(&int, &lim);
            let le = self.bv_ule(&int, &lim);
            self.ite(u.sign, le, lt)
        } else {
            let lim = Aig::bv_const_big(w2, &(num_bigint::BigUint::from(1u8) << width));
            let lt = self.bv_ult(&int, &lim);
            let zero = !self.or_all(&int);
            self.ite(u.sign, zero, lt)
        };
        let special = self.or_all(&[u.nan, u.inf, too_big]);
        let ok = self.and(in_range, !special);
        let low = Aig::bv_zext(&int, width);
        let negated = self.bv_neg(&low);
        (self.bv_ite(u.sign, &negated, &low), ok)
    }

    /// `a + b` (or `a - b` if `subtract`).
    pub fn float_add(
        &mut self,
        spec: FloatSpec,
        a: &[Lit],
        b: &[Lit],
        subtract: bool,
        rm: &RoundingMode,
    ) -> Bv {
        let f = spec.fraction;
        let ew = exp_width(spec.exponent, 2 * f + 8);
        let x = self.float_unpack(spec, a, ew);
        let mut y = self.float_unpack(spec, b, ew);
        if subtract {
            y.sign = !y.sign;
        }
        // order by magnitude: |p| >= |q|
        let ma = Aig::bv_extract(a, spec.width() - 2, 0);
        let mb = Aig::bv_extract(b, spec.width() - 2, 0);
        let swap = self.bv_ult(&ma, &mb);
        let (ps, qs) = (
            self.ite(swap, y.sign, x.sign),
            self.ite(swap, x.sign, y.sign),
        );
        let pe = self.bv_ite(swap, &y.exp, &x.exp);
        let qe = self.bv_ite(swap, &x.exp, &y.exp);
        let pm = self.bv_ite(swap, &y.sig, &x.sig);
        let qm = self.bv_ite(swap, &x.sig, &y.sig);
        // significands at width W = 2f + 5, hidden bit at 2f + 3, one carry bit on top
        let w = 2 * f + 5;
        let lowz: Bv = vec![Lit::FALSE; f + 3];
        let pw = Aig::bv_zext(&Aig::bv_concat(&pm, &lowz), w);
        let qw = Aig::bv_zext(&Aig::bv_concat(&qm, &lowz), w);
        let d = self.bv_sub(&pe, &qe);
        let qsh = self.bv_lshr(&qw, &d);
        let back = self.bv_shl(&qsh, &d);
        let exact = self.bv_eq(&back, &qw);
        let mut qsh = qsh;
        qsh[0] = self.or(qsh[0], !exact);
        let differ = self.xor(ps, qs);
        let sum = self.bv_add(&pw, &qsh);
        let diff = self.bv_sub(&pw, &qsh);
        let r = self.bv_ite(differ, &diff, &sum);
        let exp = self.bv_add(&pe, &Aig::bv_const(ew, 1));
        // an exact zero sum: +0, or -0 rounding down; equal signs keep theirs
        let rz = !self.or_all(&r);
        let zsign = self.ite(differ, rm.down, ps);
        let sign = self.ite(rz, zsign, ps);
        let res = self.float_round_pack(spec, sign, &r, Lit::FALSE, &exp, rm);
        let inf_p = self.ite(x.inf, x.sign, y.sign);
        let inf = Aig::float_inf(spec, inf_p);
        let any_inf = self.or(x.inf, y.inf);
        let res = self.bv_ite(any_inf, &inf, &res);
        let both_inf = self.and(x.inf, y.inf);
        let opposite = self.xor(x.sign, y.sign);
        let inf_nan = self.and(both_inf, opposite);
        let nan = self.or_all(&[x.nan, y.nan, inf_nan]);
        self.bv_ite(nan, &Aig::float_nan(spec), &res)
    }

    /// `a * b`.
    pub fn float_mul(&mut self, spec: FloatSpec, a: &[Lit], b: &[Lit], rm: &RoundingMode) -> Bv {
        let f = spec.fraction;
        let ew = exp_width(spec.exponent, 2 * f + 8);
        let x = self.float_unpack(spec, a, ew);
        let y = self.float_unpack(spec, b, ew);
        let sign = self.xor(x.sign, y.sign);
        let (lo, hi) = self.bv_mul_full(&x.sig, &y.sig);
        let prod = Aig::bv_concat(&hi, &lo);
        // top bit (2f + 1) has weight 2^(ex + ey + 1)
        let e = self.bv_add(&x.exp, &y.exp);
        let e = self.bv_add(&e, &Aig::bv_const(ew, 1));
        let res = self.float_round_pack(spec, sign, &prod, Lit::FALSE, &e, rm);
        let any_inf = self.or(x.inf, y.inf);
        let res = self.bv_ite(any_inf, &Aig::float_inf(spec, sign), &res);
        let any_zero = self.or(x.zero, y.zero);
        let inf_zero = self.and(any_inf, any_zero);
        let nan = self.or_all(&[x.nan, y.nan, inf_zero]);
        self.bv_ite(nan, &Aig::float_nan(spec), &res)
    }

    /// The integer square root of `a` (of even width), and whether it was inexact: the
    /// digit-by-digit method, one trial subtraction per result bit.
    pub fn bv_isqrt(&mut self, a: &[Lit]) -> (Bv, Lit) {
        let n = a.len().div_ceil(2);
        let a = Aig::bv_zext(a, 2 * n);
        // rem < 2 * root + 1 < 2^(n + 1), and one more bit for the trial
        let rw = n + 2;
        let mut rem: Bv = vec![Lit::FALSE; rw];
        let mut root: Bv = Vec::new(); // most significant bit last pushed
        for i in (0..n).rev() {
            // rem = rem * 4 + the next two digits
            let mut shifted = vec![a[2 * i], a[2 * i + 1]];
            shifted.extend_from_slice(&rem[..rw - 2]);
            // trial = root * 4 + 1
            let mut trial = vec![Lit::TRUE, Lit::FALSE];
            trial.extend(root.iter().rev().copied());
            let trial = Aig::bv_zext(&trial, rw);
            let not_trial = self.bv_not(&trial);
            let (diff, fits) = self.bv_add_carry(&shifted, &not_trial, Lit::TRUE);
            rem = self.bv_ite(fits, &diff, &shifted);
            root.push(fits);
        }
        root.reverse();
        let inexact = self.or_all(&rem);
        (root, inexact)
    }

    /// `sqrt(a)`, correctly rounded under `rm` (IEEE 754 squareRoot: `sqrt(-0) = -0`,
    /// `sqrt(+inf) = +inf`, NaN for NaN and for every value below zero).
    pub fn float_sqrt(&mut self, spec: FloatSpec, a: &[Lit], rm: &RoundingMode) -> Bv {
        let f = spec.fraction;
        let ew = exp_width(spec.exponent, 2 * f + 8);
        let x = self.float_unpack(spec, a, ew);
        // normalize (subnormals): the value is xs * 2^(xe - f) with the top bit of xs set
        let lz = self.bv_clz(&x.sig, ew);
        let xs = self.bv_shl(&x.sig, &lz);
        let xe = self.bv_sub(&x.exp, &lz);
        // an even exponent: an odd one moves a factor 2 into the significand
        let odd = xe[0];
        let wide = Aig::bv_zext(&xs, f + 2);
        let doubled = Aig::bv_concat(&Aig::bv_extract(&wide, f, 0), &[Lit::FALSE]);
        let radicand = self.bv_ite(odd, &doubled, &wide);
        let mut ev = xe.clone();
        ev[0] = Lit::FALSE;
        // R = radicand * 2^(f + 4): value = R * 2^(ev - 2f - 4), sqrt(R) has f + 3 bits,
        // the top one of weight 2^(ev / 2) in the result
        let mut r: Bv = vec![Lit::FALSE; f + 4];
        r.extend(radicand);
        let (q, sticky) = self.bv_isqrt(&r);
        let q = Aig::bv_extract(&q, f + 2, 0);
        let mut half = ev[1..].to_vec();
        half.push(ev[ew - 1]);
        let res = self.float_round_pack(spec, Lit::FALSE, &q, sticky, &half, rm);
        let pos_inf = self.and(x.inf, !x.sign);
        let res = self.bv_ite(pos_inf, a, &res);
        let res = self.bv_ite(x.zero, a, &res);
        let negative = self.and(x.sign, !x.zero);
        let nan = self.or(x.nan, negative);
        self.bv_ite(nan, &Aig::float_nan(spec), &res)
    }

    /// `a / b`.
    pub fn float_div(&mut self, spec: FloatSpec, a: &[Lit], b: &[Lit], rm: &RoundingMode) -> Bv {
        let f = spec.fraction;
        let ew = exp_width(spec.exponent, 3 * f + 8);
        let x = self.float_unpack(spec, a, ew);
        let y = self.float_unpack(spec, b, ew);
        let sign = self.xor(x.sign, y.sign);
        // normalize both significands (subnormals) so the quotient has f + 3 good bits
        let lzx = self.bv_clz(&x.sig, ew);
        let xs = self.bv_shl(&x.sig, &lzx);
        let xe = self.bv_sub(&x.exp, &lzx);
        let lzy = self.bv_clz(&y.sig, ew);
        let ys = self.bv_shl(&y.sig, &lzy);
        let ye = self.bv_sub(&y.exp, &lzy);
        // q = (xs << (f + 3)) / ys, in [2^(f+2), 2^(f+4))
        let w = 2 * f + 4;
        let lowz: Bv = vec![Lit::FALSE; f + 3];
        let num = Aig::bv_concat(&xs, &lowz);
        let num = Aig::bv_zext(&num, w);
        let den = Aig::bv_zext(&ys, w);
        let (q, r) = self.bv_udivrem(&num, &den);
        let sticky = self.or_all(&r);
        let q = Aig::bv_extract(&q, f + 4, 0);
        // bit j of q has weight 2^(xe - ye + j - (f + 3)); top bit j = f + 4
        let e = self.bv_sub(&xe, &ye);
        let e = self.bv_add(&e, &Aig::bv_const(ew, 1));
        let res = self.float_round_pack(spec, sign, &q, sticky, &e, rm);
        let inf_res = self.or(x.inf, y.zero);
        let res = self.bv_ite(inf_res, &Aig::float_inf(spec, sign), &res);
        let zero_res = self.or(x.zero, y.inf);
        let res = self.bv_ite(zero_res, &Aig::float_zero(spec, sign), &res);
        let zz = self.and(x.zero, y.zero);
        let ii = self.and(x.inf, y.inf);
        let nan = self.or_all(&[x.nan, y.nan, zz, ii]);
        self.bv_ite(nan, &Aig::float_nan(spec), &res)
    }
}
