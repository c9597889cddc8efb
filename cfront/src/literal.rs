//! Decoding the values of integer, floating, character and string literals.

use std::fmt;

/// The encoding prefix of a character constant or string literal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum StrPrefix {
    /// No prefix (`char`).
    #[default]
    None,
    /// `L` (`wchar_t`).
    Wide,
    /// `u8` (UTF-8 `char`).
    Utf8,
    /// `u` (`char16_t`).
    Utf16,
    /// `U` (`char32_t`).
    Utf32,
}

impl StrPrefix {
    fn as_str(self) -> &'static str {
        match self {
            StrPrefix::None => "",
            StrPrefix::Wide => "L",
            StrPrefix::Utf8 => "u8",
            StrPrefix::Utf16 => "u",
            StrPrefix::Utf32 => "U",
        }
    }

    /// True when elements are bytes (UTF-8 encoded source characters).
    pub fn is_narrow(self) -> bool {
        matches!(self, StrPrefix::None | StrPrefix::Utf8)
    }
}

/// Radix an integer constant was written in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Radix {
    /// `123`
    Decimal,
    /// `0123`
    Octal,
    /// `0x7b`
    Hex,
    /// `0b1111011` (GNU)
    Binary,
}

/// A decoded integer constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntLiteral {
    /// Its value (at most 128 bits).
    pub value: u128,
    /// How it was written.
    pub radix: Radix,
    /// `u`/`U` suffix.
    pub unsigned: bool,
    /// 0, 1 (`l`) or 2 (`ll`).
    pub long: u8,
    /// GNU imaginary suffix `i`/`j`.
    pub imaginary: bool,
}

/// The type suffix of a floating constant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatSuffix {
    /// none: `double`
    None,
    /// `f`/`F`: `float`
    F,
    /// `l`/`L`: `long double`
    L,
    /// `q`/`Q` (GNU): `__float128`
    Q,
    /// `w`/`W` (GNU): `__float80`
    W,
    /// `fN`/`FN`: `_FloatN`
    FloatN(u16),
    /// `fNx`/`FNx`: `_FloatNx`
    FloatNx(u16),
}

/// A decoded floating constant: the number text (without suffix) and its suffix. The exact
/// binary value is left to the type checker, which knows the target format.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FloatLiteral {
    /// Digits, point and exponent as written, e.g. `1.5e3` or `0x1.8p1`.
    pub text: String,
    /// True for hexadecimal floating constants.
    pub hex: bool,
    /// Type suffix.
    pub suffix: FloatSuffix,
    /// GNU imaginary suffix `i`/`j`.
    pub imaginary: bool,
}

/// A character constant or (concatenated) string literal: its code units after escape
/// processing (bytes for narrow prefixes, code points otherwise), without the final NUL.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CharsLiteral {
    /// The prefix.
    pub prefix: StrPrefix,
    /// Code units.
    pub units: Vec<u32>,
}

impl CharsLiteral {
    /// The code units as text (units that are no character are left out).
    pub fn text(&self) -> String {
        self.units.iter().filter_map(|&u| char::from_u32(u)).collect()
    }
}

impl fmt::Display for CharsLiteral {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\"", self.prefix.as_str())?;
        for &u in &self.units {
            match char::from_u32(u) {
                Some('"') => write!(f, "\\\"")?,
                Some('\\') => write!(f, "\\\\")?,
                Some('\n') => write!(f, "\\n")?,
                Some(c) if (' '..='~').contains(&c) => write!(f, "{c}")?,
                _ => write!(f, "\\x{u:x}")?,
            }
        }
        write!(f, "\"")
    }
}

/// Decode an integer constant token.
pub fn parse_int(text: &str) -> Result<IntLiteral, String> {
    let lower = text.to_ascii_lowercase();
    let (radix, digits_start) = if lower.starts_with("0x") {
        (Radix::Hex, 2)
    } else if lower.starts_with("0b") {
        (Radix::Binary, 2)
    } else if lower.starts_with('0') && lower.len() > 1 {
        (Radix::Octal, 1)
    } else {
        (Radix::Decimal, 0)
    };
    let base: u32 = match radix {
        Radix::Hex => 16,
        Radix::Binary => 2,
        Radix::Octal => 8,
        Radix::Decimal => 10,
    };
    let body = &lower[digits_start..];
    let end = body
        .find(|c: char| !(c.is_digit(base) || (base == 8 && c.is_ascii_digit())))
        .unwrap_or(body.len());
    let (digits, suffix) = body.split_at(end);
    if digits.is_empty() && radix != Radix::Octal {
        return Err(format!("invalid integer constant '{text}'"));
    }
    let mut value: u128 = 0;
    for ch in digits.chars() {
        let d = ch.to_digit(10.max(base)).unwrap_or(0);
        if d >= base {
            return Err(format!("invalid digit \"{ch}\" in octal constant"));
        }
        value = value
            .checked_mul(base as u128)
            .and_then(|v| v.checked_add(d as u128))
            .ok_or_else(|| "integer constant is too large for its type".to_string())?;
    }
    let mut lit = IntLiteral {
        value,
        radix,
        unsigned: false,
        long: 0,
        imaginary: false,
    };
    // Suffix: any order of one u, one l/ll (same case as written), one i/j.
    let orig_suffix = &text[text.len() - suffix.len()..];
    let mut rest = orig_suffix;
    while !rest.is_empty() {
        if !lit.unsigned && (rest.starts_with('u') || rest.starts_with('U')) {
            lit.unsigned = true;
            rest = &rest[1..];
        } else if lit.long == 0 && (rest.starts_with("ll") || rest.starts_with("LL")) {
            lit.long = 2;
            rest = &rest[2..];
        } else if lit.long == 0 && (rest.starts_with('l') || rest.starts_with('L')) {
            lit.long = 1;
            rest = &rest[1..];
        } else if !lit.imaginary && (rest.starts_with(['i', 'I', 'j', 'J'])) {
            lit.imaginary = true;
            rest = &rest[1..];
        } else {
            return Err(format!(
                "invalid suffix \"{orig_suffix}\" on integer constant"
            ));
        }
    }
    Ok(lit)
}

/// Decode a floating constant token.
pub fn parse_float(text: &str) -> Result<FloatLiteral, String> {
    let hex = text.starts_with("0x") || text.starts_with("0X");
    let bytes = text.as_bytes();
    let mut i = if hex { 2 } else { 0 };
    let mut saw_digit = false;
    let is_digit = |c: u8| {
        if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    while i < bytes.len() && (is_digit(bytes[i]) || bytes[i] == b'.') {
        saw_digit |= bytes[i] != b'.';
        i += 1;
    }
    let exp_char = if hex { [b'p', b'P'] } else { [b'e', b'E'] };
    if i < bytes.len() && exp_char.contains(&bytes[i]) {
        i += 1;
        if i < bytes.len() && (bytes[i] == b'+' || bytes[i] == b'-') {
            i += 1;
        }
        let s = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if s == i {
            return Err("exponent has no digits".into());
        }
    } else if hex {
        return Err("hexadecimal floating constants require an exponent".into());
    }
    if !saw_digit {
        return Err(format!("invalid floating constant '{text}'"));
    }
    let (num, suffix) = text.split_at(i);
    let mut s = suffix;
    let mut imaginary = false;
    if let Some(r) = s.strip_prefix(['i', 'j', 'I', 'J']) {
        imaginary = true;
        s = r;
    }
    if !imaginary {
        if let Some(r) = s.strip_suffix(['i', 'j', 'I', 'J']) {
            imaginary = true;
            s = r;
        }
    }
    let suffix = match s {
        "" => FloatSuffix::None,
        "f" | "F" => FloatSuffix::F,
        "l" | "L" => FloatSuffix::L,
        "q" | "Q" => FloatSuffix::Q,
        "w" | "W" => FloatSuffix::W,
        _ => {
            let t = s.strip_prefix(['f', 'F']).unwrap_or("");
            let (n, x) = match t.strip_suffix('x') {
                Some(n) => (n, true),
                None => (t, false),
            };
            match n.parse::<u16>() {
                Ok(n @ (16 | 32 | 64 | 128)) if !x => FloatSuffix::FloatN(n),
                Ok(n @ (32 | 64 | 128)) if x => FloatSuffix::FloatNx(n),
                _ => {
                    return Err(format!("invalid suffix \"{suffix}\" on floating constant"));
                }
            }
        }
    };
    Ok(FloatLiteral {
        text: num.to_string(),
        hex,
        suffix,
        imaginary,
    })
}

/// Split a character/string token into its prefix and the text between the quotes.
pub fn split_prefix(token: &str) -> (StrPrefix, &str) {
    let (prefix, rest) = if let Some(r) = token.strip_prefix("u8") {
        (StrPrefix::Utf8, r)
    } else if let Some(r) = token.strip_prefix('L') {
        (StrPrefix::Wide, r)
    } else if let Some(r) = token.strip_prefix('u') {
        (StrPrefix::Utf16, r)
    } else if let Some(r) = token.strip_prefix('U') {
        (StrPrefix::Utf32, r)
    } else {
        (StrPrefix::None, token)
    };
    // An unterminated literal (already reported by the lexer) has no closing quote.
    let inner = match rest.chars().next() {
        Some(q @ ('"' | '\'')) => {
            let body = &rest[1..];
            body.strip_suffix(q).unwrap_or(body)
        }
        _ => rest,
    };
    (prefix, inner)
}

/// Decode the escapes of `body` (text between quotes), appending code units to `out`.
pub fn decode_chars(body: &str, prefix: StrPrefix, out: &mut Vec<u32>) -> Result<(), String> {
    let narrow = prefix.is_narrow();
    let utf16 = prefix == StrPrefix::Utf16;
    let mut chars = body.char_indices().peekable();
    let max = match prefix {
        StrPrefix::None | StrPrefix::Utf8 => 0xff,
        StrPrefix::Utf16 => 0xffff,
        StrPrefix::Wide | StrPrefix::Utf32 => 0xffff_ffff,
    };
    while let Some((_, c)) = chars.next() {
        if c != '\\' {
            push_char(c as u32, narrow, utf16, out);
            continue;
        }
        let Some((_, e)) = chars.next() else {
            return Err("incomplete escape sequence".into());
        };
        let v: u32 = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '\\' | '\'' | '"' | '?' => e as u32,
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match chars.peek() {
                        Some((_, d @ '0'..='7')) => {
                            v = v * 8 + (*d as u32 - '0' as u32);
                            chars.next();
                        }
                        _ => break,
                    }
                }
                if v > max {
                    return Err("octal escape sequence out of range".into());
                }
                out.push(v);
                continue;
            }
            'x' => {
                let mut v: u64 = 0;
                let mut n = 0;
                while let Some((_, d)) = chars.peek() {
                    let Some(dv) = d.to_digit(16) else { break };
                    v = (v << 4) | dv as u64;
                    if v > u32::MAX as u64 {
                        return Err("hex escape sequence out of range".into());
                    }
                    n += 1;
                    chars.next();
                }
                if n == 0 {
                    return Err("\\x used with no following hex digits".into());
                }
                if prefix == StrPrefix::Utf8 && v > 0xff && char::from_u32(v as u32).is_some() {
                    // CBMC reads a `u8` literal as a wide string and stores it as UTF-8:
                    // `u8"\x20ac"` is the three bytes of U+20AC (GCC rejects it)
                    push_char(v as u32, true, false, out);
                    continue;
                }
                if v > max as u64 {
                    return Err("hex escape sequence out of range".into());
                }
                out.push(v as u32);
                continue;
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    match chars.next().and_then(|(_, d)| d.to_digit(16)) {
                        Some(d) => v = (v << 4) | d,
                        None => return Err(format!("incomplete universal character name \\{e}")),
                    }
                }
                if char::from_u32(v).is_none() {
                    return Err(format!("\\{e}{v:x} is not a valid universal character"));
                }
                push_char(v, narrow, utf16, out);
                continue;
            }
            other => {
                // GCC accepts unknown escapes with a warning and keeps the character.
                other as u32
            }
        };
        out.push(v);
    }
    Ok(())
}

/// Appends a source character or universal character name: UTF-8 bytes for narrow
/// literals, UTF-16 code units (a surrogate pair beyond the BMP) for `u"…"`.
fn push_char(cp: u32, narrow: bool, utf16: bool, out: &mut Vec<u32>) {
    if narrow && cp >= 0x80 {
        let mut buf = [0u8; 4];
        if let Some(c) = char::from_u32(cp) {
            out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        }
    } else if utf16 && cp > 0xffff {
        let mut buf = [0u16; 2];
        if let Some(c) = char::from_u32(cp) {
            out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
        }
    } else {
        out.push(cp);
    }
}

/// The IEEE 754 bit pattern of the floating constant `text` (digits, point, exponent; no
/// suffix) in a binary format with `fraction` stored fraction bits and `width` bits in all,
/// rounded to nearest, ties to even (C11 6.4.4.2 with the default rounding mode). Exact for
/// every width, so `long double` (quadruple on x86-64 as in CBMC) and `_Float128` constants
/// are encoded without going through `f64`. `None` if `text` is malformed.
pub fn float_bits(text: &str, hex: bool, width: u32, fraction: u32) -> Option<num_bigint::BigInt> {
    use num_bigint::BigInt;
    use num_traits::{One, Signed, Zero};
    let body = if hex {
        text.strip_prefix("0x")
            .or_else(|| text.strip_prefix("0X"))?
    } else {
        text
    };
    let exp_at = body.find(if hex { ['p', 'P'] } else { ['e', 'E'] });
    let (mant, exp): (&str, i64) = match exp_at {
        Some(i) => (&body[..i], body[i + 1..].parse().ok()?),
        None => (body, 0),
    };
    let radix: u32 = if hex { 16 } else { 10 };
    let mut digits = BigInt::zero();
    let mut frac_digits: i64 = 0;
    let mut after_point = false;
    for c in mant.chars() {
        if c == '.' {
            if after_point {
                return None;
            }
            after_point = true;
            continue;
        }
        digits = digits * radix + c.to_digit(radix)?;
        if after_point {
            frac_digits += 1;
        }
    }
    if exp.abs() > 100_000 {
        return None;
    }
    // value = num / den exactly
    let (mut num, mut den) = (digits, BigInt::one());
    if hex {
        let e2 = exp - 4 * frac_digits;
        if e2 >= 0 {
            num <<= e2 as usize;
        } else {
            den <<= (-e2) as usize;
        }
    } else {
        let e10 = exp - frac_digits;
        let p = BigInt::from(10).pow(e10.unsigned_abs() as u32);
        if e10 >= 0 {
            num *= p;
        } else {
            den = p;
        }
    }
    let ebits = width.checked_sub(fraction + 1)?;
    if !(2..=30).contains(&ebits) {
        return None;
    }
    let bias: i64 = (1i64 << (ebits - 1)) - 1;
    let max_biased: i64 = (1i64 << ebits) - 1;
    if num.is_zero() {
        return Some(BigInt::zero());
    }
    // e = floor(log2(num / den))
    let mut e = num.bits() as i64 - den.bits() as i64;
    let ge = |e: i64| -> bool {
        if e >= 0 {
            num >= (&den << (e as usize))
        } else {
            (&num << ((-e) as usize)) >= den
        }
    };
    if !ge(e) {
        e -= 1;
    }
    let e = e.max(1 - bias);
    // m = round(num / den * 2^(fraction - e)), ties to even
    let shift = fraction as i64 - e;
    let (sn, sd) = if shift >= 0 {
        (&num << (shift as usize), den.clone())
    } else {
        (num.clone(), &den << ((-shift) as usize))
    };
    let (q, r) = (&sn / &sd, &sn % &sd);
    let twice = &r * 2;
    let mut m = q;
    if twice > sd || (twice == sd && (&m % 2u32).is_positive()) {
        m += 1;
    }
    let mut e = e;
    let hidden = BigInt::one() << fraction as usize;
    if m >= (&hidden << 1usize) {
        m >>= 1usize;
        e += 1;
    }
    let biased = if m >= hidden { e + bias } else { 0 };
    if biased >= max_biased {
        return Some(BigInt::from(max_biased) << fraction as usize);
    }
    let frac = m & (&hidden - 1);
    Some((BigInt::from(biased) << fraction as usize) | frac)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_bits_agree_with_the_host_formats() {
        let d = |t: &str| float_bits(t, false, 64, 52).map(|b| b.to_string());
        let f = |t: &str| float_bits(t, false, 32, 23).map(|b| b.to_string());
        for t in [
            "0.1",
            "1.5",
            "1e308",
            "2.2250738585072014e-308",
            "4.9e-324",
            "123456.789e-3",
        ] {
            let want: f64 = t.parse().unwrap();
            assert_eq!(d(t), Some(want.to_bits().to_string()), "{t}");
        }
        for t in ["0.1", "3.4028235e38", "1e-45", "16777217", "0.3"] {
            let want: f32 = t.parse().unwrap();
            assert_eq!(f(t), Some(want.to_bits().to_string()), "{t}");
        }
        // beyond the largest float: infinity
        assert_eq!(f("1e39"), Some(f32::INFINITY.to_bits().to_string()));
        assert_eq!(d("0"), Some("0".into()));
        // hexadecimal constants are exact
        let h = float_bits("0x1.8p1", true, 64, 52).map(|b| b.to_string());
        assert_eq!(h, Some(3.0f64.to_bits().to_string()));
        // quadruple: 1.0 is the biased exponent 16383 and a zero fraction
        let q = float_bits("1.0", false, 128, 112).unwrap();
        assert_eq!(q, num_bigint::BigInt::from(16383) << 112usize);
        assert_eq!(float_bits("1..0", false, 64, 52), None);
    }

    #[test]
    fn integers() {
        let l = parse_int("0x10uLL").unwrap();
        assert_eq!((l.value, l.unsigned, l.long), (16, true, 2));
        assert_eq!(parse_int("017").unwrap().value, 15);
        assert_eq!(parse_int("0").unwrap().value, 0);
        assert_eq!(parse_int("0b101").unwrap().value, 5);
        assert!(parse_int("5i").unwrap().imaginary);
        assert!(parse_int("09").is_err());
        assert!(parse_int("1lul").is_err());
        assert!(parse_int("1xyz").is_err());
        assert!(parse_int("999999999999999999999999999999999999999999").is_err());
    }

    #[test]
    fn floats() {
        let f = parse_float("1.5e+3f").unwrap();
        assert_eq!((f.text.as_str(), f.suffix), ("1.5e+3", FloatSuffix::F));
        assert_eq!(parse_float("2.0Q").unwrap().suffix, FloatSuffix::Q);
        assert_eq!(
            parse_float("1.0f128").unwrap().suffix,
            FloatSuffix::FloatN(128)
        );
        assert_eq!(
            parse_float("1.0f32x").unwrap().suffix,
            FloatSuffix::FloatNx(32)
        );
        assert!(parse_float("0x1.8p1").unwrap().hex);
        assert!(parse_float("2.0i").unwrap().imaginary);
        assert!(parse_float("0x1.8").is_err());
        assert!(parse_float("1e").is_err());
        assert!(parse_float("1.0zz").is_err());
    }

    #[test]
    fn escapes() {
        let mut v = vec![];
        decode_chars(r"a\n\x41\101\0é", StrPrefix::None, &mut v).unwrap();
        assert_eq!(v, vec![97, 10, 0x41, 0o101, 0, 0xc3, 0xa9]);
        let mut w = vec![];
        decode_chars(r"é\u00e9", StrPrefix::Wide, &mut w).unwrap();
        assert_eq!(w, vec![0xe9, 0xe9]);
        assert!(decode_chars(r"\x", StrPrefix::None, &mut vec![]).is_err());
        assert!(decode_chars(r"\x100", StrPrefix::None, &mut vec![]).is_err());
    }
}
