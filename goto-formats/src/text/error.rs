//! The error type of the text parser.

/// A parse error with its position: rendered as `file:line:column: error: message`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: error: {message}")]
pub struct TextError {
    /// File name as given to [`parse`](super::parse) (may be empty).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    pub message: String,
}

impl TextError {
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> TextError {
        TextError {
            file: String::new(),
            line,
            column,
            message: message.into(),
        }
    }
}
