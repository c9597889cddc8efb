//! Parse diagnostics, rendered exactly as KLEE's parser prints them:
//! `file:line:col: error: message`, then the source line and a caret
//! (`^`) or squiggle (`~` per byte of a longer token) under the token.

use crate::lexer::{Token, TokenKind};

/// One located parse error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The message (KLEE's wording).
    pub message: String,
    /// The token the error points at.
    pub token: Token,
}

impl Diagnostic {
    /// 1-based line.
    pub fn line(&self) -> u32 {
        self.token.line
    }

    /// 0-based column.
    pub fn column(&self) -> u32 {
        self.token.column
    }

    /// Render with the source line and marker (none at end of file).
    pub fn render(&self, filename: &str, src: &[u8]) -> String {
        let mut out = format!(
            "{}:{}:{}: error: {}\n",
            filename, self.token.line, self.token.column, self.message
        );
        if self.token.kind == TokenKind::EndOfFile {
            return out;
        }
        let start = self.token.start.min(src.len());
        let mut begin = start;
        while begin > 0 && src[begin - 1] != b'\n' && src[begin - 1] != b'\r' {
            begin -= 1;
        }
        let mut end = start;
        while end < src.len() && src[end] != b'\n' && src[end] != b'\r' {
            end += 1;
        }
        out.push_str(&String::from_utf8_lossy(&src[begin..end]));
        out.push('\n');
        for &c in &src[begin..start] {
            let is_space = matches!(c, b' ' | b'\t' | 0x0b | 0x0c);
            out.push(if is_space { c as char } else { ' ' });
        }
        if self.token.len > 1 {
            out.extend(std::iter::repeat_n('~', self.token.len));
        } else {
            out.push('^');
        }
        out.push('\n');
        out
    }
}

/// KLEE's kleaver stops *printing* once the error count reaches this limit
/// (so 19 errors are shown) but keeps counting.
pub const MAX_ERRORS: usize = 20;

/// Render the diagnostics kleaver would show followed by the
/// `file: parse failure: N errors.` line (empty when there are none).
pub fn render_all(diags: &[Diagnostic], filename: &str, src: &[u8]) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let mut out = String::new();
    for d in diags.iter().take(MAX_ERRORS - 1) {
        out.push_str(&d.render(filename, src));
    }
    out.push_str(&format!(
        "{}: parse failure: {} errors.\n",
        filename,
        diags.len()
    ));
    out
}
