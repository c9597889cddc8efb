//! The text of a `string_constant`: one `char` per array element, whose code point is the
//! element's value. Narrow literals are byte arrays in the execution character set, so
//! their chars are U+0000..=U+00FF, one per byte (`"\xff"` is the one char U+00FF, `"é"` in
//! a UTF-8 source the two chars U+00C3 U+00A9); wide literals hold their code units.
//! Every consumer (solver, symex, replay, printers, goto binaries) reads the elements with
//! [`units`], never with `str::bytes`, which would see the UTF-8 encoding of the text.

/// The elements of a string constant's text (without the terminating zero).
pub fn units(text: &str) -> impl Iterator<Item = u32> + '_ {
    text.chars().map(u32::from)
}

/// The number of elements (without the terminating zero).
pub fn len(text: &str) -> usize {
    text.chars().count()
}

/// The text of a narrow string constant with these bytes.
pub fn from_bytes(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// The bytes of a narrow string constant (`None` if an element does not fit in a byte).
pub fn to_bytes(text: &str) -> Option<Vec<u8>> {
    text.chars()
        .map(|c| u8::try_from(u32::from(c)).ok())
        .collect()
}

/// The text for display: elements that form valid UTF-8 sequences are shown as the
/// characters they encode (what a terminal shows for CBMC's raw bytes), every other
/// element ≥ 0x80 is passed to `escape`; elements below 0x80 are passed to `ascii`.
pub fn display(
    text: &str,
    ascii: impl Fn(char, &mut String),
    escape: impl Fn(u32, &mut String),
) -> String {
    let mut out = String::with_capacity(text.len());
    let Some(bytes) = to_bytes(text) else {
        // wide literals: their elements are code points
        for c in text.chars() {
            if c.is_ascii() {
                ascii(c, &mut out);
            } else {
                out.push(c);
            }
        }
        return out;
    };
    let mut rest = &bytes[..];
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(s) => {
                push_decoded(s, &ascii, &mut out);
                break;
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                if let Ok(s) = std::str::from_utf8(good) {
                    push_decoded(s, &ascii, &mut out);
                }
                let n = e.error_len().unwrap_or(bad.len()).max(1);
                for &b in &bad[..n] {
                    if b.is_ascii() {
                        ascii(char::from(b), &mut out);
                    } else {
                        escape(u32::from(b), &mut out);
                    }
                }
                rest = &bad[n..];
            }
        }
    }
    out
}

fn push_decoded(s: &str, ascii: &impl Fn(char, &mut String), out: &mut String) {
    for c in s.chars() {
        if c.is_ascii() {
            ascii(c, out);
        } else {
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip() {
        let t = from_bytes(&[0x61, 0x80, 0xff, 0]);
        assert_eq!(units(&t).collect::<Vec<_>>(), vec![0x61, 0x80, 0xff, 0]);
        assert_eq!(to_bytes(&t), Some(vec![0x61, 0x80, 0xff, 0]));
        assert_eq!(len(&t), 4);
    }

    #[test]
    fn display_decodes_utf8_and_escapes_the_rest() {
        let hex = |b: u32, o: &mut String| o.push_str(&format!("\\x{b:02x}"));
        let plain = |c: char, o: &mut String| o.push(c);
        assert_eq!(display(&from_bytes(&[0xc3, 0xa9]), plain, hex), "é");
        assert_eq!(display(&from_bytes(b"a\x80z"), plain, hex), "a\\x80z");
        assert_eq!(display(&from_bytes(&[0xff]), plain, hex), "\\xff");
    }
}
