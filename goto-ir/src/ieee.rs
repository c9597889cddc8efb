//! IEEE 754 binary formats: the values of constant bit patterns, and values written as
//! bit patterns with directed rounding, through binary64. Used by the math-library oracle
//! of symex and to classify constants; exact arithmetic in every format is
//! [`crate::softfloat`].

use num_bigint::{BigInt, BigUint};
use num_traits::{One, ToPrimitive, Zero};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub width: u32,
    pub fraction: u32,
}

impl Format {
    /// IEEE 754 binary32 (`float`).
    pub const BINARY32: Format = Format {
        width: 32,
        fraction: 23,
    };
    /// IEEE 754 binary64 (`double`).
    pub const BINARY64: Format = Format {
        width: 64,
        fraction: 52,
    };
    /// IEEE 754 binary128 (CBMC's `long double` on x86-64).
    pub const BINARY128: Format = Format {
        width: 128,
        fraction: 112,
    };

    /// The format of a `floatbv` type; `None` for other types.
    pub fn of_type(ty: &crate::TypeKind) -> Option<Format> {
        match *ty {
            crate::TypeKind::Floatbv { width, fraction } => Some(Format { width, fraction }),
            _ => None,
        }
    }

    pub fn exponent_bits(self) -> u32 {
        self.width - self.fraction - 1
    }
    pub fn bias(self) -> i64 {
        (1i64 << (self.exponent_bits() - 1)) - 1
    }
    /// Formats with a hidden bit and at least binary32's range; others are not answered.
    pub fn supported(self) -> bool {
        self.fraction >= 10
            && self.width > self.fraction + 1
            && (8..=20).contains(&self.exponent_bits())
            && self.fraction <= 200
    }
}

/// A rounding direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Down,
    Up,
}

/// The value of the bit pattern `bits` of `fmt`, when binary64 holds it exactly.
pub fn decode(fmt: Format, bits: &BigInt) -> Option<f64> {
    let bits = bits.to_biguint()?;
    let f = fmt.fraction as u64;
    let e_bits = fmt.exponent_bits() as u64;
    let frac = &bits & ((BigUint::one() << f) - 1u32);
    let exp = ((&bits >> f) & ((BigUint::one() << e_bits) - 1u32)).to_i64()?;
    let negative = ((&bits >> (fmt.width as u64 - 1)) & BigUint::one()).is_one();
    let sign = if negative { -1.0 } else { 1.0 };
    let max_exp = (1i64 << e_bits) - 1;
    if exp == max_exp {
        return Some(if frac.is_zero() {
            sign * f64::INFINITY
        } else {
            f64::NAN
        });
    }
    // value = m * 2^q
    let (m, q) = if exp == 0 {
        (frac, 1 - fmt.bias() - f as i64)
    } else {
        (frac + (BigUint::one() << f), exp - fmt.bias() - f as i64)
    };
    if m.is_zero() {
        return Some(sign * 0.0);
    }
    // strip trailing zeros; binary64 holds m * 2^q exactly when m fits 53 bits and the
    // value is in range (subnormals included)
    let tz = m.trailing_zeros().unwrap_or(0);
    let m = m >> tz;
    let q = q + tz as i64;
    if m.bits() > 53 {
        return None;
    }
    let m = m.to_u64()? as f64;
    let top = q + 64 - (m as u64).leading_zeros() as i64 - 1;
    if top > 1023 || q < -1074 {
        return None;
    }
    Some(sign * m * pow2(q))
}

/// 2^q as a binary64 (exact for -1074 <= q <= 1023).
fn pow2(q: i64) -> f64 {
    // split so that each factor is a normal number
    let half = q / 2;
    f64::powi(2.0, half as i32) * f64::powi(2.0, (q - half) as i32)
}

/// `v` in `fmt`, rounded in direction `dir` (outwards-safe for brackets).
pub fn encode(fmt: Format, v: f64, dir: Dir) -> Option<BigInt> {
    if v.is_nan() {
        return None;
    }
    let f = fmt.fraction as i64;
    let bias = fmt.bias();
    let max_exp_field = (1i64 << fmt.exponent_bits()) - 1;
    let sign_bit = BigInt::one() << (fmt.width - 1);
    let negative = v.is_sign_negative();
    let with_sign = |mag: BigInt| if negative { mag + &sign_bit } else { mag };
    let inf = BigInt::from(max_exp_field) << f;
    let max_finite = &inf - 1;
    if v.is_infinite() {
        return Some(with_sign(inf));
    }
    if v == 0.0 {
        return Some(with_sign(BigInt::zero()));
    }
    // |v| = m * 2^e, m < 2^53
    let b = v.abs().to_bits();
    let (m, e) = if (b >> 52) == 0 {
        (b & ((1 << 52) - 1), -1074i64)
    } else {
        ((b & ((1 << 52) - 1)) | (1 << 52), ((b >> 52) as i64) - 1075)
    };
    let lead = e + 63 - m.leading_zeros() as i64; // exponent of the leading bit
    let emin = 1 - bias;
    let quantum = lead.max(emin) - f; // weight of the last fraction bit
                                      // the magnitude rounds up when the direction points away from zero
    let away = (dir == Dir::Up) != negative;
    let mut mq: BigInt;
    if e >= quantum {
        mq = BigInt::from(m) << (e - quantum) as usize;
    } else {
        let shift = (quantum - e) as u32;
        if shift >= 64 {
            mq = BigInt::from(u8::from(away));
        } else {
            let kept = m >> shift;
            let lost = m & ((1u64 << shift) - 1);
            mq = BigInt::from(kept + u64::from(away && lost != 0));
        }
    }
    let mut lead_q = lead.max(emin);
    if mq.bits() as i64 > f + 1 {
        mq >>= 1usize;
        lead_q += 1;
    }
    if lead_q > bias {
        // overflow: away from zero it is infinity, towards zero the largest finite value
        return Some(with_sign(if away { inf } else { max_finite }));
    }
    let hidden = BigInt::one() << f;
    let mag = if mq < hidden {
        mq // subnormal (or zero)
    } else {
        (BigInt::from(lead_q + bias) << f) + (mq - hidden)
    };
    Some(with_sign(mag))
}

/// The class of a floating-point value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Nan,
    Infinite,
    Zero,
    Subnormal,
    Normal,
}

/// The class of the bit pattern `bits` of `fmt`, read off its fields.
pub fn classify(fmt: Format, bits: &BigInt) -> Option<Class> {
    let bits = bits.to_biguint()?;
    let f = fmt.fraction as u64;
    let frac = &bits & ((BigUint::one() << f) - 1u32);
    let exp = (&bits >> f) & ((BigUint::one() << fmt.exponent_bits() as u64) - 1u32);
    let max = (BigUint::one() << fmt.exponent_bits() as u64) - 1u32;
    Some(if exp == max {
        if frac.is_zero() {
            Class::Infinite
        } else {
            Class::Nan
        }
    } else if exp.is_zero() {
        if frac.is_zero() {
            Class::Zero
        } else {
            Class::Subnormal
        }
    } else {
        Class::Normal
    })
}
