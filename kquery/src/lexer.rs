//! The KQuery lexer, token for token the same as KLEE's `Lexer.cpp`.
//!
//! Positions: lines count from 1, columns from 0, and every byte (a tab too)
//! advances the column by one. `\n`, `\r`, `\r\n` and `\n\r` are each one
//! newline. Numbers are an optional sign followed by a digit and then the
//! longest run of letters, digits and `_`; the radix and the validity of the
//! digits are decided later by the parser.

use std::fmt::Write as _;

/// The kind of a token (names as printed by `-print-tokens`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// `->`
    Arrow,
    /// `@`
    At,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `#` up to and including the end of the line.
    Comment,
    /// End of input (length 0).
    EndOfFile,
    /// `=`
    Equals,
    /// Any other word.
    Identifier,
    /// `array`
    KWArray,
    /// `false`
    KWFalse,
    /// `query`
    KWQuery,
    /// `def`, `var`, `define`, `declare`, `i<digits>`, `fp<digits>[.…]`.
    KWReserved,
    /// `symbolic`
    KWSymbolic,
    /// `true`
    KWTrue,
    /// `w<digits>`
    KWWidth,
    /// `{`
    LBrace,
    /// `(`
    LParen,
    /// `[`
    LSquare,
    /// A (possibly signed) numeric literal, not yet validated.
    Number,
    /// `}`
    RBrace,
    /// `)`
    RParen,
    /// `]`
    RSquare,
    /// `;`
    Semicolon,
    /// Anything else (one byte, or a lone `+`/`-`).
    Unknown,
}

impl TokenKind {
    /// The name KLEE prints for this kind.
    pub fn name(self) -> &'static str {
        match self {
            TokenKind::Arrow => "Arrow",
            TokenKind::At => "At",
            TokenKind::Colon => "Colon",
            TokenKind::Comma => "Comma",
            TokenKind::Comment => "Comment",
            TokenKind::EndOfFile => "EndOfFile",
            TokenKind::Equals => "Equals",
            TokenKind::Identifier => "Identifier",
            TokenKind::KWArray => "KWArray",
            TokenKind::KWFalse => "KWFalse",
            TokenKind::KWQuery => "KWQuery",
            TokenKind::KWReserved => "KWReserved",
            TokenKind::KWSymbolic => "KWSymbolic",
            TokenKind::KWTrue => "KWTrue",
            TokenKind::KWWidth => "KWWidth",
            TokenKind::LBrace => "LBrace",
            TokenKind::LParen => "LParen",
            TokenKind::LSquare => "LSquare",
            TokenKind::Number => "Number",
            TokenKind::RBrace => "RBrace",
            TokenKind::RParen => "RParen",
            TokenKind::RSquare => "RSquare",
            TokenKind::Semicolon => "Semicolon",
            TokenKind::Unknown => "Unknown",
        }
    }

    /// True for the keyword kinds (KLEE's `Token::isKeyword`).
    pub fn is_keyword(self) -> bool {
        matches!(
            self,
            TokenKind::KWArray
                | TokenKind::KWFalse
                | TokenKind::KWQuery
                | TokenKind::KWReserved
                | TokenKind::KWSymbolic
                | TokenKind::KWTrue
                | TokenKind::KWWidth
        )
    }
}

/// One token: its kind and where it is in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What kind of token.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: usize,
    /// Length in bytes.
    pub len: usize,
    /// 1-based line.
    pub line: u32,
    /// 0-based column.
    pub column: u32,
}

impl Token {
    /// The bytes of this token in `src`.
    pub fn bytes<'a>(&self, src: &'a [u8]) -> &'a [u8] {
        &src[self.start..self.start + self.len]
    }

    /// The text of this token in `src` (lossy for non-UTF-8 bytes).
    pub fn text<'a>(&self, src: &'a [u8]) -> std::borrow::Cow<'a, str> {
        String::from_utf8_lossy(self.bytes(src))
    }
}

/// C `isspace` in the "C" locale.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'-'
}

/// A lexer over a byte buffer.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    column: u32,
}

impl<'a> Lexer<'a> {
    /// Start lexing `src` at its beginning.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            column: 0,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let c = *self.src.get(self.pos)?;
        self.pos += 1;
        let c = if c == b'\n' || c == b'\r' {
            let other = if c == b'\n' { b'\r' } else { b'\n' };
            if self.peek() == Some(other) {
                self.pos += 1;
            }
            b'\n'
        } else {
            c
        };
        if c == b'\n' {
            self.line = self.line.saturating_add(1);
            self.column = 0;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(c)
    }

    /// Lex the next token (comments included; `EndOfFile` repeats forever).
    pub fn lex(&mut self) -> Token {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
        let start = self.pos;
        let (line, column) = (self.line, self.column);
        let kind = match self.bump() {
            None => TokenKind::EndOfFile,
            Some(c) => match c {
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b',' => TokenKind::Comma,
                b':' => TokenKind::Colon,
                b';' => TokenKind::Semicolon,
                b'=' => TokenKind::Equals,
                b'@' => TokenKind::At,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'{' => TokenKind::LBrace,
                b'}' => TokenKind::RBrace,
                b'#' => {
                    while let Some(c) = self.bump() {
                        if c == b'\n' {
                            break;
                        }
                    }
                    TokenKind::Comment
                }
                b'+' if self.peek().is_some_and(|c| c.is_ascii_digit()) => self.number(),
                b'-' if self.peek() == Some(b'>') => {
                    self.bump();
                    TokenKind::Arrow
                }
                b'-' if self.peek().is_some_and(|c| c.is_ascii_digit()) => self.number(),
                c if c.is_ascii_digit() => self.number(),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while self.peek().is_some_and(is_ident_char) {
                        self.bump();
                    }
                    classify_word(&self.src[start..self.pos])
                }
                _ => TokenKind::Unknown,
            },
        };
        Token {
            kind,
            start,
            len: self.pos - start,
            line,
            column,
        }
    }

    fn number(&mut self) -> TokenKind {
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.bump();
        }
        TokenKind::Number
    }
}

/// Classify an identifier-like word into a keyword, width or identifier.
fn classify_word(w: &[u8]) -> TokenKind {
    match w {
        b"def" | b"var" | b"define" | b"declare" => return TokenKind::KWReserved,
        b"true" => return TokenKind::KWTrue,
        b"false" => return TokenKind::KWFalse,
        b"array" => return TokenKind::KWArray,
        b"query" => return TokenKind::KWQuery,
        b"symbolic" => return TokenKind::KWSymbolic,
        _ => {}
    }
    // i[0-9]+
    if w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit) {
        return TokenKind::KWReserved;
    }
    // fp[0-9]+([.].*)?
    if w.len() > 3 && w.starts_with(b"fp") && w[2].is_ascii_digit() {
        let rest = &w[3..];
        match rest.iter().position(|c| !c.is_ascii_digit()) {
            None => return TokenKind::KWReserved,
            Some(i) if rest[i] == b'.' => return TokenKind::KWReserved,
            Some(_) => {}
        }
    }
    // w[0-9]+
    if w.len() >= 2 && w[0] == b'w' && w[1..].iter().all(u8::is_ascii_digit) {
        return TokenKind::KWWidth;
    }
    TokenKind::Identifier
}

/// Escape token text as kleaver does: printable ASCII as is, newline as
/// `\n`, anything else as `\xHH`.
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &c in bytes {
        if (0x20..0x7f).contains(&c) {
            s.push(c as char);
        } else if c == b'\n' {
            s.push_str("\\n");
        } else {
            let _ = write!(s, "\\x{c:02X}");
        }
    }
    s
}

/// The `-print-tokens` dump of `src`: one `(Token "Kind" "text" len line col)`
/// line per token, comments and the final `EndOfFile` included.
pub fn print_tokens(src: &[u8]) -> String {
    let mut out = String::new();
    let mut lexer = Lexer::new(src);
    loop {
        let t = lexer.lex();
        let _ = writeln!(
            out,
            "(Token \"{}\" \"{}\" {} {} {})",
            t.kind.name(),
            escape(t.bytes(src)),
            t.len,
            t.line,
            t.column
        );
        if t.kind == TokenKind::EndOfFile {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(TokenKind, String)> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.lex();
            if t.kind == TokenKind::EndOfFile {
                return v;
            }
            v.push((t.kind, t.text(s.as_bytes()).into_owned()));
        }
    }

    #[test]
    fn words_and_numbers() {
        use TokenKind::*;
        let k = kinds("arr-1 a.b w32 w w32x i1 fp3 fp3.x fp3x 12ab -5 - + -> x_");
        let got: Vec<_> = k.iter().map(|(k, _)| *k).collect();
        assert_eq!(
            got,
            vec![
                Identifier, Identifier, KWWidth, Identifier, Identifier, KWReserved, Identifier,
                KWReserved, Identifier, Number, Number, Unknown, Unknown, Arrow, Identifier
            ]
        );
    }

    #[test]
    fn newlines_and_columns() {
        let src = b"a\r\n b\n\rc\rd";
        let mut l = Lexer::new(src);
        let pos: Vec<_> = (0..4)
            .map(|_| l.lex())
            .map(|t| (t.line, t.column))
            .collect();
        assert_eq!(pos, vec![(1, 0), (2, 1), (3, 0), (4, 0)]);
    }

    #[test]
    fn comment_includes_newline() {
        let out = print_tokens(b"# hi\n\x01");
        assert_eq!(
            out,
            "(Token \"Comment\" \"# hi\\n\" 5 1 0)\n(Token \"Unknown\" \"\\x01\" 1 2 0)\n(Token \"EndOfFile\" \"\" 0 2 1)\n"
        );
    }
}
