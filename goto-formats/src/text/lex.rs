//! Tokens of the goto text form (expressions, types, declarations).

use super::error::TextError;

/// One token with its position (1-based column, in characters) and whether whitespace
/// precedes it (annotations `x:T`, member access `s.c` and type postfixes `T*` must be
/// adjacent).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Token {
    pub tok: Tok,
    pub col: usize,
    pub space_before: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Tok {
    /// An identifier; `quoted` for the backtick form, which is never a keyword.
    Ident { name: String, quoted: bool },
    /// Decimal or `0x` hexadecimal digits (the text is kept for bit-vector literals).
    Int(String),
    /// A decimal float such as `1.5` or `1e-3`.
    Float(String),
    /// A string literal with escapes resolved.
    Str(String),
    /// Punctuation and operators.
    P(&'static str),
}

const PUNCT: &[&str] = &[
    ":=", "->", "(", ")", "[", "]", "{", "}", ",", ".", ":", "*", "+", "-", "/", "=", "≠", "<",
    ">", "≤", "≥", "∧", "∨", "⊕", "⇒", "⇔", "¬", "?", "∀", "∃", "λ", "𝔹", "ℤ", "ℕ", "ℚ", "ℝ", "@",
    "&", "|", "^", "!", "~", "%", ";",
];

fn ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(c, '_' | '$' | '\\' | '#')
}

fn ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '!' | '@' | '#' | '\'' | '\\')
}

/// Whether `s` lexes as one plain identifier token.
pub(crate) fn is_plain_ident(s: &str) -> bool {
    let chars: Vec<char> = s.chars().collect();
    let mut line = String::from(s);
    line.push(' ');
    if chars.is_empty() || !ident_start(chars[0]) {
        return false;
    }
    match tokenize(&line, 1) {
        Ok(t) => {
            t.len() == 1 && matches!(&t[0].tok, Tok::Ident { name, quoted: false } if name == s)
        }
        Err(_) => false,
    }
}

/// Splits one line into tokens. `line_no` is used for errors.
pub(crate) fn tokenize(line: &str, line_no: usize) -> Result<Vec<Token>, TextError> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut space = true;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            space = true;
            i += 1;
            continue;
        }
        let col = i + 1;
        let start = i;
        let tok = if ident_start(c) {
            let mut s = String::new();
            loop {
                while i < chars.len() {
                    let d = chars[i];
                    if ident_char(d) {
                        s.push(d);
                        i += 1;
                    } else if d == ':'
                        && chars.get(i + 1) == Some(&':')
                        && chars.get(i + 2).is_some_and(|&e| ident_char(e) || e == '-')
                    {
                        s.push_str("::");
                        i += 2;
                    } else if d == '-'
                        && chars
                            .get(i + 1)
                            .is_some_and(|&e| e.is_ascii_alphanumeric() || e == '_')
                    {
                        s.push(d);
                        i += 1;
                    } else {
                        break;
                    }
                }
                // operator-named ids: overflow-+, overflow--, overflow-unary-, unary-, unary+
                let next = chars.get(i).copied();
                let glue = matches!(
                    (s.as_str(), next),
                    ("overflow", Some('-'))
                        | ("overflow-", Some('+' | '-' | '*'))
                        | ("overflow-unary", Some('-'))
                        | ("unary", Some('-' | '+'))
                        | ("saturating", Some('-' | '+'))
                );
                if glue {
                    if let Some(n) = next {
                        s.push(n);
                        i += 1;
                    }
                    continue;
                }
                break;
            }
            Tok::Ident {
                name: s,
                quoted: false,
            }
        } else if c == '`' {
            i += 1;
            let mut s = String::new();
            loop {
                match chars.get(i) {
                    None => {
                        return Err(TextError::at(
                            line_no,
                            col,
                            "unterminated `quoted` identifier",
                        ))
                    }
                    Some('`') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        if let Some(&n) = chars.get(i + 1) {
                            s.push(n);
                        }
                        i += 2;
                    }
                    Some(&d) => {
                        s.push(d);
                        i += 1;
                    }
                }
            }
            Tok::Ident {
                name: s,
                quoted: true,
            }
        } else if c.is_ascii_digit() {
            let mut s = String::new();
            if c == '0' && matches!(chars.get(i + 1), Some('x' | 'X')) {
                s.push_str("0x");
                i += 2;
                while i < chars.len() && chars[i].is_ascii_hexdigit() {
                    s.push(chars[i]);
                    i += 1;
                }
                Tok::Int(s)
            } else {
                while i < chars.len() && chars[i].is_ascii_digit() {
                    s.push(chars[i]);
                    i += 1;
                }
                let mut is_float = false;
                if chars.get(i) == Some(&'.')
                    && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit())
                {
                    is_float = true;
                    s.push('.');
                    i += 1;
                    while i < chars.len() && chars[i].is_ascii_digit() {
                        s.push(chars[i]);
                        i += 1;
                    }
                }
                if matches!(chars.get(i), Some('e' | 'E'))
                    && (chars.get(i + 1).is_some_and(|d| d.is_ascii_digit())
                        || (matches!(chars.get(i + 1), Some('-' | '+'))
                            && chars.get(i + 2).is_some_and(|d| d.is_ascii_digit())))
                {
                    is_float = true;
                    s.push('e');
                    i += 1;
                    if matches!(chars.get(i), Some('-' | '+')) {
                        s.push(chars[i]);
                        i += 1;
                    }
                    while i < chars.len() && chars[i].is_ascii_digit() {
                        s.push(chars[i]);
                        i += 1;
                    }
                }
                if is_float {
                    Tok::Float(s)
                } else {
                    Tok::Int(s)
                }
            }
        } else if c == '"' {
            i += 1;
            let mut s = String::new();
            loop {
                match chars.get(i) {
                    None => return Err(TextError::at(line_no, col, "unterminated string literal")),
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        match chars.get(i + 1) {
                            Some('n') => s.push('\n'),
                            Some('t') => s.push('\t'),
                            Some('r') => s.push('\r'),
                            Some('0') => s.push('\0'),
                            Some('x') => {
                                let hex: String = chars.iter().skip(i + 2).take(2).collect();
                                let v = (hex.len() == 2)
                                    .then(|| u8::from_str_radix(&hex, 16).ok())
                                    .flatten()
                                    .ok_or_else(|| {
                                        TextError::at(line_no, col, "malformed \\x escape")
                                    })?;
                                s.push(char::from(v));
                                i += 2;
                            }
                            Some(&n) => s.push(n),
                            None => {
                                return Err(TextError::at(
                                    line_no,
                                    col,
                                    "unterminated string literal",
                                ))
                            }
                        }
                        i += 2;
                    }
                    Some(&d) => {
                        s.push(d);
                        i += 1;
                    }
                }
            }
            Tok::Str(s)
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let p = PUNCT.iter().find(|p| rest.starts_with(**p));
            match p {
                Some(p) => {
                    i += p.chars().count();
                    Tok::P(p)
                }
                None => {
                    return Err(TextError::at(
                        line_no,
                        col,
                        format!("unexpected character `{c}`"),
                    ))
                }
            }
        };
        let _ = start;
        out.push(Token {
            tok,
            col,
            space_before: space,
        });
        space = false;
    }
    Ok(out)
}
