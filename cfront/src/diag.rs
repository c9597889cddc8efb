//! Source locations and diagnostics.
//!
//! A [`Span`] is a byte range in the *preprocessed* text; a [`Location`] is an original
//! `file:line:column` obtained through the [`crate::linemap::LineMap`]. A [`Diagnostic`]
//! prints like a C compiler: `file:line:column: error: message`.

use std::fmt;
use std::sync::Arc;

/// A half-open byte range `lo..hi` in the preprocessed text of one translation unit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// First byte.
    pub lo: u32,
    /// One past the last byte.
    pub hi: u32,
}

impl Span {
    /// A span from `lo` to `hi`.
    pub fn new(lo: u32, hi: u32) -> Span {
        Span { lo, hi }
    }

    /// The smallest span covering `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.lo, self.hi)
    }
}

/// An original source position (1-based line and byte column).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location {
    /// File name as written in the line markers (or the input path).
    pub file: Arc<str>,
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub column: u32,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted but suspicious; shown to the user (CBMC prints its warnings
    /// too, e.g. the linker's `ignoring conflicting function declarations`).
    Warning,
    /// An error that CBMC reports and then carries on after: a conflict between the
    /// program and a C library model (CBMC links its library after the program is
    /// converted and goes on without the model). Shown, but the conversion succeeds.
    Recovered,
    /// A note kept for tools and tests but not shown: gcc-style remarks whose CBMC
    /// counterpart is silent or worded differently.
    Remark,
}

/// One located message, printed as `file:line:column: error: message`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Where the problem is.
    pub location: Location,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong, in the style of a C compiler.
    pub message: String,
    /// The enclosing function of an error that CBMC reports while converting a
    /// function body (its goto conversion, e.g. a wrong `alloca` declaration): printed
    /// in CBMC's form `file F line L function FN: message` instead of a compiler's.
    pub converting_function: Option<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Recovered => "error",
            Severity::Remark => "note",
        };
        match &self.converting_function {
            Some(function) => write!(
                f,
                "file {} line {} function {}: {}",
                self.location.file, self.location.line, function, self.message
            ),
            None => write!(f, "{}: {}: {}", self.location, sev, self.message),
        }
    }
}
