//! Primitive encodings: 7-bit words (unsigned LEB128) and escaped, 0-terminated raw strings.

use super::error::BinaryError;

/// Appends `value` as a 7-bit word: low 7 bits first, bit 7 set on every byte but the last.
pub fn write_word(out: &mut Vec<u8>, mut value: u64) {
    loop {
        let low = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// Appends `bytes` as a raw goto-binary string: every 0 and `\` byte is preceded by `\`, and
/// a single 0 ends the string.
pub fn write_gb_string(out: &mut Vec<u8>, bytes: &[u8]) {
    out.reserve(bytes.len() + 1);
    for &b in bytes {
        if b == 0 || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
    out.push(0);
}

/// A bounds-checked cursor over the input; every read reports truncation as an error.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Cursor { data, pos: 0 }
    }

    /// Current offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// The next byte without consuming it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.data.get(self.pos).copied()
    }

    /// Consumes one byte.
    #[inline]
    pub fn byte(&mut self, what: &'static str) -> Result<u8, BinaryError> {
        match self.data.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(self.truncated(what)),
        }
    }

    /// The truncation error at the current offset.
    pub fn truncated(&self, what: &'static str) -> BinaryError {
        BinaryError::Truncated {
            offset: self.pos,
            what,
        }
    }

    /// Reads a 7-bit word; more than 64 significant bits is an error.
    #[inline]
    pub fn word(&mut self, what: &'static str) -> Result<u64, BinaryError> {
        // Fast path: one byte.
        if let Some(&b) = self.data.get(self.pos) {
            if b & 0x80 == 0 {
                self.pos += 1;
                return Ok(u64::from(b));
            }
        }
        let start = self.pos;
        let mut value: u64 = 0;
        let mut shift = 0u32;
        loop {
            let b = self.byte(what)?;
            let bits = u64::from(b & 0x7f);
            if shift >= 64 || (shift > 0 && bits >> (64 - shift) != 0) {
                return Err(BinaryError::NumberTooLarge {
                    offset: start,
                    what,
                });
            }
            value |= bits << shift;
            shift += 7;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
    }

    /// Reads a raw string (escapes removed) into `buf`, which is cleared first.
    pub fn gb_string(&mut self, buf: &mut Vec<u8>, what: &'static str) -> Result<(), BinaryError> {
        buf.clear();
        let rest = &self.data[self.pos..];
        // Fast path: no escape before the terminator.
        for (i, &b) in rest.iter().enumerate() {
            if b == 0 {
                buf.extend_from_slice(&rest[..i]);
                self.pos += i + 1;
                return Ok(());
            }
            if b == b'\\' {
                buf.extend_from_slice(&rest[..i]);
                self.pos += i;
                return self.gb_string_slow(buf, what);
            }
        }
        self.pos = self.data.len();
        Err(self.truncated(what))
    }

    fn gb_string_slow(&mut self, buf: &mut Vec<u8>, what: &'static str) -> Result<(), BinaryError> {
        loop {
            match self.byte(what)? {
                0 => return Ok(()),
                b'\\' => {
                    let b = self.byte(what)?;
                    buf.push(b);
                }
                b => buf.push(b),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[allow(unused_imports)] // unused where a harness-less bench compiles the module
    use super::*;

    #[test]
    fn words_from_the_reference() {
        let cases: &[(u64, &[u8])] = &[
            (0, &[0x00]),
            (127, &[0x7f]),
            (128, &[0x80, 0x01]),
            (300, &[0xac, 0x02]),
            (4294967295, &[0xff, 0xff, 0xff, 0xff, 0x0f]),
            (
                u64::MAX,
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
            ),
        ];
        for &(v, bytes) in cases {
            let mut out = Vec::new();
            write_word(&mut out, v);
            assert_eq!(out, bytes, "{v}");
            let mut c = Cursor::new(bytes);
            assert_eq!(c.word("w").unwrap(), v);
            assert_eq!(c.remaining(), 0);
        }
    }

    #[test]
    fn word_overflow_is_an_error() {
        let bytes = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02];
        assert!(matches!(
            Cursor::new(&bytes).word("w"),
            Err(BinaryError::NumberTooLarge { offset: 0, .. })
        ));
        let bytes = [0x80; 11];
        assert!(matches!(
            Cursor::new(&bytes).word("w"),
            Err(BinaryError::NumberTooLarge { .. })
        ));
        assert!(matches!(
            Cursor::new(&[0x80, 0x80]).word("w"),
            Err(BinaryError::Truncated { offset: 2, .. })
        ));
    }

    #[test]
    fn strings_escape_nul_and_backslash() {
        let mut out = Vec::new();
        write_gb_string(&mut out, b"a\\b\0c");
        assert_eq!(out, b"a\\\\b\\\0c\0");
        let mut c = Cursor::new(&out);
        let mut buf = Vec::new();
        c.gb_string(&mut buf, "s").unwrap();
        assert_eq!(buf, b"a\\b\0c");
        assert_eq!(c.remaining(), 0);
        let mut c = Cursor::new(b"abc");
        assert!(matches!(
            c.gb_string(&mut buf, "s"),
            Err(BinaryError::Truncated { offset: 3, .. })
        ));
        let mut c = Cursor::new(b"ab\\");
        assert!(c.gb_string(&mut buf, "s").is_err());
    }
}
