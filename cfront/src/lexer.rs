//! The lexer: preprocessed text to tokens with byte spans.
//!
//! Line-marker and other directive lines (`# 12 "f.c"`, `#pragma ...`) are skipped here; the
//! [`crate::linemap::LineMap`] reads the markers and `#pragma` lines are returned separately.
//! Literal *values* are decoded later by [`crate::literal`].

use crate::diag::Span;
use crate::token::{keyword, Token, TokenKind, P};

/// A `#pragma` line found in the preprocessed text (text after `pragma`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pragma {
    /// The pragma's text, e.g. `pack(push, 1)`.
    pub text: String,
    /// The whole directive line.
    pub span: Span,
}

/// A lexical error (stray character, unterminated literal or comment).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LexError {
    /// What went wrong.
    pub message: String,
    /// Where.
    pub span: Span,
}

/// Everything the lexer produces; `tokens` always ends with [`TokenKind::Eof`].
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    /// The tokens.
    pub tokens: Vec<Token>,
    /// `#pragma` lines in order.
    pub pragmas: Vec<Pragma>,
    /// Lexical errors (the offending characters are skipped).
    pub errors: Vec<LexError>,
}

/// Split `src` into tokens.
pub fn lex(src: &str) -> Lexed {
    let b = src.as_bytes();
    let mut out = Lexed {
        tokens: Vec::with_capacity(src.len() / 4),
        ..Lexed::default()
    };
    let mut i = 0usize;
    let mut at_line_start = true;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                at_line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                i += 1;
                continue;
            }
            b'#' if at_line_start => {
                let start = i;
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                let line = src[start + 1..i].trim_start();
                if let Some(p) = line.strip_prefix("pragma") {
                    out.pragmas.push(Pragma {
                        text: p.trim().to_string(),
                        span: Span::new(start as u32, i as u32),
                    });
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let start = i;
                i += 2;
                loop {
                    if i + 1 >= b.len() {
                        out.errors.push(LexError {
                            message: "unterminated comment".into(),
                            span: Span::new(start as u32, start as u32 + 2),
                        });
                        i = b.len();
                        break;
                    }
                    if b[i] == b'*' && b[i + 1] == b'/' {
                        i += 2;
                        break;
                    }
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        at_line_start = false;
        let start = i;
        // (ACSL operators start with a non-ASCII byte or a backslash)
        if let Some((p, len)) = (c >= 0x80 || c == b'\\')
            .then(|| acsl_operator(&b[i..]))
            .flatten()
        {
            i += len;
            out.tokens.push(Token {
                kind: TokenKind::P(p),
                span: Span::new(start as u32, i as u32),
            });
            continue;
        }
        let kind = if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80 {
            // Identifier, unless it is a literal prefix followed by a quote.
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] >= 0x80)
                && (b[i] < 0x80 || acsl_operator(&b[i..]).is_none())
            {
                i += 1;
            }
            let word = &src[start..i];
            let is_prefix = matches!(word, "L" | "u" | "U" | "u8");
            if is_prefix && i < b.len() && (b[i] == b'"' || (b[i] == b'\'' && word != "u8")) {
                let q = b[i];
                i = scan_quoted(b, i, &mut out.errors);
                if q == b'"' {
                    TokenKind::Str
                } else {
                    TokenKind::Char
                }
            } else {
                match keyword(word) {
                    Some(k) => TokenKind::Kw(k),
                    None => TokenKind::Ident,
                }
            }
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            // pp-number
            let mut float = c == b'.';
            let hex = c == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X'));
            i += 1;
            while i < b.len() {
                let d = b[i];
                if (d == b'+' || d == b'-')
                    && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P')
                    && (!hex || matches!(b[i - 1], b'p' | b'P'))
                {
                    float = true;
                    i += 1;
                } else if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' {
                    if d == b'.' || (hex && (d == b'p' || d == b'P')) {
                        float = true;
                    }
                    if !hex && (d == b'e' || d == b'E') {
                        float = true;
                    }
                    i += 1;
                } else {
                    break;
                }
            }
            if float {
                TokenKind::Float
            } else {
                TokenKind::Int
            }
        } else if c == b'"' {
            i = scan_quoted(b, i, &mut out.errors);
            TokenKind::Str
        } else if c == b'\'' {
            i = scan_quoted(b, i, &mut out.errors);
            TokenKind::Char
        } else {
            match punct(&b[i..]) {
                Some((p, len)) => {
                    i += len;
                    TokenKind::P(p)
                }
                None => {
                    i += 1;
                    out.errors.push(LexError {
                        message: format!("stray '{}' in program", c as char),
                        span: Span::new(start as u32, i as u32),
                    });
                    continue;
                }
            }
        };
        out.tokens.push(Token {
            kind,
            span: Span::new(start as u32, i as u32),
        });
    }
    out.tokens.push(Token {
        kind: TokenKind::Eof,
        span: Span::new(b.len() as u32, b.len() as u32),
    });
    out
}

/// Scan a quoted literal starting at the quote `b[i]`; returns the index after it.
fn scan_quoted(b: &[u8], mut i: usize, errors: &mut Vec<LexError>) -> usize {
    let q = b[i];
    let start = i;
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'\n' => break,
            c if c == q => return i + 1,
            _ => i += 1,
        }
    }
    errors.push(LexError {
        message: format!(
            "missing terminating {} character",
            if q == b'"' { '"' } else { '\'' }
        ),
        span: Span::new(start as u32, start as u32 + 1),
    });
    i.min(b.len())
}

/// ACSL's operators as CBMC reads them in C code: the Unicode spellings of `>=`, `<=`,
/// `==`, `!=`, `==>`, `<==>`, `&&`, `||`, logical xor, `!`, `-` and the binders `∀`, `∃`
/// (also `\forall`, `\exists`) and `\lambda`.
fn acsl_operator(s: &[u8]) -> Option<(P, usize)> {
    const OPS: [(&str, P); 16] = [
        ("≥", P::Ge),
        ("≤", P::Le),
        ("≡", P::EqEq),
        ("≢", P::Ne),
        ("⇒", P::Implies),
        ("⇔", P::Equiv),
        ("∧", P::AmpAmp),
        ("∨", P::PipePipe),
        ("⊻", P::XorXor),
        ("¬", P::Bang),
        ("−", P::Minus),
        ("∀", P::AcslForall),
        ("∃", P::AcslExists),
        ("\\forall", P::AcslForall),
        ("\\exists", P::AcslExists),
        ("\\lambda", P::AcslLambda),
    ];
    for (text, p) in OPS {
        if s.starts_with(text.as_bytes()) {
            let n = text.len();
            // a backslash word ends there
            if text.starts_with('\\')
                && s.get(n).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                continue;
            }
            return Some((p, n));
        }
    }
    None
}

fn punct(s: &[u8]) -> Option<(P, usize)> {
    let at = |k: usize| s.get(k).copied().unwrap_or(0);
    let (p, n) = match (at(0), at(1), at(2)) {
        (b'.', b'.', b'.') => (P::Ellipsis, 3),
        (b'<', b'<', b'=') => (P::ShlEq, 3),
        (b'>', b'>', b'=') => (P::ShrEq, 3),
        (b'=', b'=', b'>') => (P::Implies, 3),
        (b'<', b'=', b'=') if at(3) == b'>' => (P::Equiv, 4),
        (b'%', b':', _) if at(2) == b'%' && at(3) == b':' => (P::HashHash, 4),
        (b'-', b'>', _) => (P::Arrow, 2),
        (b'+', b'+', _) => (P::PlusPlus, 2),
        (b'-', b'-', _) => (P::MinusMinus, 2),
        (b'<', b'<', _) => (P::Shl, 2),
        (b'>', b'>', _) => (P::Shr, 2),
        (b'<', b'=', _) => (P::Le, 2),
        (b'>', b'=', _) => (P::Ge, 2),
        (b'=', b'=', _) => (P::EqEq, 2),
        (b'!', b'=', _) => (P::Ne, 2),
        (b'&', b'&', _) => (P::AmpAmp, 2),
        (b'|', b'|', _) => (P::PipePipe, 2),
        (b'*', b'=', _) => (P::StarEq, 2),
        (b'/', b'=', _) => (P::SlashEq, 2),
        (b'%', b'=', _) => (P::PercentEq, 2),
        (b'+', b'=', _) => (P::PlusEq, 2),
        (b'-', b'=', _) => (P::MinusEq, 2),
        (b'&', b'=', _) => (P::AmpEq, 2),
        (b'^', b'=', _) => (P::CaretEq, 2),
        (b'|', b'=', _) => (P::PipeEq, 2),
        (b'#', b'#', _) => (P::HashHash, 2),
        (b'<', b':', _) => (P::LBracket, 2),
        (b':', b'>', _) => (P::RBracket, 2),
        (b'<', b'%', _) => (P::LBrace, 2),
        (b'%', b'>', _) => (P::RBrace, 2),
        (b'%', b':', _) => (P::Hash, 2),
        (b'[', _, _) => (P::LBracket, 1),
        (b']', _, _) => (P::RBracket, 1),
        (b'(', _, _) => (P::LParen, 1),
        (b')', _, _) => (P::RParen, 1),
        (b'{', _, _) => (P::LBrace, 1),
        (b'}', _, _) => (P::RBrace, 1),
        (b'.', _, _) => (P::Dot, 1),
        (b'&', _, _) => (P::Amp, 1),
        (b'*', _, _) => (P::Star, 1),
        (b'+', _, _) => (P::Plus, 1),
        (b'-', _, _) => (P::Minus, 1),
        (b'~', _, _) => (P::Tilde, 1),
        (b'!', _, _) => (P::Bang, 1),
        (b'/', _, _) => (P::Slash, 1),
        (b'%', _, _) => (P::Percent, 1),
        (b'<', _, _) => (P::Lt, 1),
        (b'>', _, _) => (P::Gt, 1),
        (b'^', _, _) => (P::Caret, 1),
        (b'|', _, _) => (P::Pipe, 1),
        (b'?', _, _) => (P::Question, 1),
        (b':', _, _) => (P::Colon, 1),
        (b';', _, _) => (P::Semi, 1),
        (b'=', _, _) => (P::Eq, 1),
        (b',', _, _) => (P::Comma, 1),
        (b'#', _, _) => (P::Hash, 1),
        _ => return None,
    };
    Some((p, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        lex(src).tokens.into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn tokens_and_spans() {
        use TokenKind::*;
        assert_eq!(
            kinds("a->b <<= 0x1p-3 1e+5f 12ULL L'x' u8\"s\" __const__ ==> ..."),
            vec![
                Ident,
                P(crate::token::P::Arrow),
                Ident,
                P(crate::token::P::ShlEq),
                Float,
                Float,
                Int,
                Char,
                Str,
                Kw(crate::token::Kw::Const),
                P(crate::token::P::Implies),
                P(crate::token::P::Ellipsis),
                Eof
            ]
        );
        let l = lex("# 1 \"a.c\"\n#pragma pack(1)\n  x");
        assert_eq!(l.tokens[0].span, Span::new(28, 29));
        assert_eq!(l.pragmas[0].text, "pack(1)");
        assert_eq!(
            kinds("0x1e+1"),
            vec![Int, P(crate::token::P::Plus), Int, Eof]
        );
    }

    #[test]
    fn errors_are_located() {
        let l = lex("int @ x; \"abc\n/* open");
        let msgs: Vec<_> = l
            .errors
            .iter()
            .map(|e| (e.message.as_str(), e.span.lo))
            .collect();
        assert_eq!(
            msgs,
            vec![
                ("stray '@' in program", 4),
                ("missing terminating \" character", 9),
                ("unterminated comment", 14)
            ]
        );
    }
}
