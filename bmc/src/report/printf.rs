//! The text a `printf` in a trace prints: the format string applied to the arguments' values
//! in the counterexample, as CBMC's `printf_formattert` formats them (integers in the
//! conversion's type, `%e` as `1.230000e+2`, `%g` without trailing zeros, `%s` of string
//! literals only).

use super::trace::{Value, ValueKind};

/// `format` applied to `args`. Conversions without a usable argument print nothing.
pub fn format(format: &str, args: &[Value]) -> String {
    let mut out = String::new();
    let mut args = args.iter();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut spec = Spec::default();
        // flags
        while let Some(&f) = chars.peek() {
            match f {
                '0' => spec.zero = true,
                '-' => spec.left = true,
                '+' | ' ' | '#' => {}
                _ => break,
            }
            chars.next();
        }
        while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
            spec.width = spec.width * 10 + d as usize;
            chars.next();
        }
        if chars.peek() == Some(&'.') {
            chars.next();
            let mut p = 0usize;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                p = p * 10 + d as usize;
                chars.next();
            }
            spec.precision = Some(p);
        }
        // length modifier: the width of the integer the argument is converted to
        let mut bits = 32u32;
        while let Some(&m) = chars.peek() {
            match m {
                'h' => bits = if bits == 16 { 8 } else { 16 },
                'l' | 'j' | 'z' | 't' | 'L' | 'q' => bits = 64,
                _ => break,
            }
            chars.next();
        }
        let Some(conv) = chars.next() else {
            out.push('%');
            break;
        };
        let text = match conv {
            '%' => "%".to_string(),
            'd' | 'i' => match args.next().and_then(int_value) {
                Some(v) => wrap(v, bits, true).to_string(),
                None => continue,
            },
            'u' | 'x' | 'X' | 'o' => match args.next().and_then(int_value) {
                Some(v) => {
                    let u = wrap(v, bits, false);
                    match conv {
                        'x' => format!("{u:x}"),
                        'X' => format!("{u:X}"),
                        'o' => format!("{u:o}"),
                        _ => u.to_string(),
                    }
                }
                None => continue,
            },
            'c' => match args.next().and_then(int_value) {
                Some(v) => char::from(wrap(v, 8, false) as u8).to_string(),
                None => continue,
            },
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => match args.next().and_then(float_value) {
                Some(x) => {
                    let p = spec.precision.unwrap_or(6);
                    match conv {
                        'e' | 'E' => scientific(x, p),
                        'f' | 'F' => format!("{x:.p$}"),
                        _ => automatic(x, p.max(1)),
                    }
                }
                None => continue,
            },
            's' => match args.next().and_then(string_literal) {
                Some(s) => s,
                None => continue,
            },
            'p' => match args.next() {
                Some(v) => v.text.clone(),
                None => continue,
            },
            other => format!("%{other}"),
        };
        out.push_str(&spec.pad(text));
    }
    out
}

#[derive(Default)]
struct Spec {
    zero: bool,
    left: bool,
    width: usize,
    precision: Option<usize>,
}

impl Spec {
    fn pad(&self, s: String) -> String {
        let n = s.chars().count();
        if n >= self.width {
            return s;
        }
        let fill = self.width - n;
        if self.left {
            format!("{s}{}", " ".repeat(fill))
        } else if self.zero {
            match s.strip_prefix('-') {
                Some(rest) => format!("-{}{rest}", "0".repeat(fill)),
                None => format!("{}{s}", "0".repeat(fill)),
            }
        } else {
            format!("{}{s}", " ".repeat(fill))
        }
    }
}

/// The value of an integer argument (signed or unsigned as its type says).
fn int_value(v: &Value) -> Option<i128> {
    match &v.kind {
        ValueKind::Integer { c_type, bits, .. } => {
            let u = u128::from_str_radix(bits, 2).ok()?;
            let w = bits.len() as u32;
            let signed = !(c_type.contains("unsigned") || c_type.contains("_Bool"));
            if signed && w > 0 && w < 128 && (u >> (w - 1)) & 1 == 1 {
                Some(u as i128 - (1i128 << w))
            } else {
                Some(u as i128)
            }
        }
        ValueKind::Bool(b) => Some(i128::from(*b)),
        ValueKind::Float { .. } => float_value(v).map(|x| x as i128),
        _ => None,
    }
}

/// `v` converted to an integer of `bits` bits (C's conversion: wrap around).
fn wrap(v: i128, bits: u32, signed: bool) -> i128 {
    let m = 1i128 << bits;
    let u = v.rem_euclid(m);
    if signed && u >= m / 2 {
        u - m
    } else {
        u
    }
}

/// The value of a floating-point (or integer) argument.
fn float_value(v: &Value) -> Option<f64> {
    match &v.kind {
        ValueKind::Float { width, bits, .. } => match width {
            32 => u32::from_str_radix(bits, 2)
                .ok()
                .map(|b| f64::from(f32::from_bits(b))),
            64 => u64::from_str_radix(bits, 2).ok().map(f64::from_bits),
            _ => v.text.trim_end_matches(['f', 'F', 'l', 'L']).parse().ok(),
        },
        ValueKind::Integer { .. } => int_value(v).map(|i| i as f64),
        _ => None,
    }
}

/// `%e` as CBMC prints it: `precision` digits after the point, the exponent with its sign
/// and no padding (`1.230000e+2`).
fn scientific(x: f64, precision: usize) -> String {
    if !x.is_finite() {
        return non_finite(x);
    }
    let s = format!("{x:.precision$e}");
    match s.split_once('e') {
        Some((m, e)) if !e.starts_with('-') => format!("{m}e+{e}"),
        _ => s,
    }
}

/// `%g`: `precision` significant digits, scientific for exponents below -4 or from the
/// precision on, trailing zeros dropped.
fn automatic(x: f64, precision: usize) -> String {
    if !x.is_finite() {
        return non_finite(x);
    }
    let exp = if x == 0.0 {
        0
    } else {
        let s = format!("{:.*e}", precision - 1, x);
        s.split_once('e')
            .and_then(|(_, e)| e.parse::<i64>().ok())
            .unwrap_or(0)
    };
    if exp < -4 || exp >= precision as i64 {
        let s = scientific(x, precision - 1);
        match s.split_once('e') {
            Some((m, e)) => format!("{}e{e}", strip_zeros(m)),
            None => s,
        }
    } else {
        let digits = (precision as i64 - 1 - exp).max(0) as usize;
        strip_zeros(&format!("{x:.digits$}")).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

fn non_finite(x: f64) -> String {
    if x.is_nan() {
        "nan".to_string()
    } else if x > 0.0 {
        "inf".to_string()
    } else {
        "-inf".to_string()
    }
}

/// The text of a `%s` argument that points into a string literal (`&"abc"[1l]` gives
/// `bc`); none for other pointers, as in CBMC.
fn string_literal(v: &Value) -> Option<String> {
    let t = &v.text;
    let start = t.find('"')?;
    let end = t.rfind('"')?;
    if end <= start {
        return None;
    }
    let body = unescape(&t[start + 1..end]);
    let skip = t[end + 1..]
        .strip_prefix('[')
        .and_then(|r| r.split(']').next())
        .map(|n| n.trim_end_matches(['l', 'L', 'u', 'U']))
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(0);
    Some(body.chars().skip(skip).collect())
}

fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some('0') => break,
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: i128, c_type: &str, w: u32) -> Value {
        let u = if v < 0 { v + (1i128 << w) } else { v };
        Value {
            text: v.to_string(),
            kind: ValueKind::Integer {
                c_type: c_type.to_string(),
                width: w,
                bits: format!("{:0w$b}", u, w = w as usize),
            },
        }
    }

    fn double(x: f64) -> Value {
        Value {
            text: x.to_string(),
            kind: ValueKind::Float {
                c_type: "double".to_string(),
                width: 64,
                bits: format!("{:064b}", x.to_bits()),
            },
        }
    }

    #[test]
    fn integers_in_the_conversions_type() {
        let args = [int(123, "signed int", 32), int(-123, "signed int", 32)];
        assert_eq!(format("PRINT d1 %d, %d\n", &args), "PRINT d1 123, -123\n");
        let m1 = int(-1, "signed int", 32);
        let four = [m1.clone(), m1.clone(), m1.clone(), m1];
        assert_eq!(
            format("%u %x %X %o", &four),
            "4294967295 ffffffff FFFFFFFF 37777777777"
        );
        assert_eq!(
            format(
                "%hhd|%5d|%-4d|%05d",
                &[
                    int(300, "signed int", 32),
                    int(42, "signed int", 32),
                    int(7, "signed int", 32),
                    int(-42, "signed int", 32)
                ]
            ),
            "44|   42|7   |-0042"
        );
        assert_eq!(
            format(
                "%ld %c%%",
                &[int(-5, "signed long int", 64), int(65, "char", 8)]
            ),
            "-5 A%"
        );
    }

    #[test]
    fn floats_as_cbmc_prints_them() {
        let xs = [
            double(123.0),
            double(-123.0),
            double(123.123),
            double(0.123),
        ];
        assert_eq!(format("%g, %g, %g, %g", &xs), "123, -123, 123.123, 0.123");
        assert_eq!(
            format("%e, %e, %e, %e", &xs),
            "1.230000e+2, -1.230000e+2, 1.231230e+2, 1.230000e-1"
        );
        assert_eq!(
            format("%f, %f, %f, %f", &xs),
            "123.000000, -123.000000, 123.123000, 0.123000"
        );
        assert_eq!(
            format("%g %g %.2f", &[double(1e-5), double(1e10), double(2.5)]),
            "1e-5 1e+10 2.50"
        );
    }

    #[test]
    fn strings_of_literals_only() {
        let lit = |t: &str| Value {
            text: t.to_string(),
            kind: ValueKind::Unknown,
        };
        assert_eq!(format("[%s]", &[lit("&\"abc\"[1l]")]), "[bc]");
        assert_eq!(format("[%s]", &[lit("(char *)&\"a\\nb\"")]), "[a\nb]");
        assert_eq!(format("[%s]", &[lit("&buf[0]")]), "[]");
        assert_eq!(format("%d %d", &[int(1, "signed int", 32)]), "1 ");
    }
}
