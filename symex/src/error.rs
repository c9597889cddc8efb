//! Errors of symbolic execution: unsupported constructs and malformed programs.

use goto_ir::SourceLocation;
use thiserror::Error;

/// Why symex stopped without producing an equation.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SymexError {
    /// The model has no `__CPROVER__start` (or the chosen entry function).
    #[error("the program has no entry point")]
    NoEntryPoint,
    /// A construct symex does not support (threads, exceptions, …).
    #[error("{location}: unsupported: {what}")]
    Unsupported { what: String, location: Located },
    /// The goto program violates an invariant symex relies on.
    #[error("{location}: malformed goto program: {what}")]
    Malformed { what: String, location: Located },
    /// A program symex refuses with CBMC's words (a spawn inside an atomic section,
    /// nested or unmatched atomic sections): the message starts the line.
    #[error("{location}:\n{what}")]
    Incorrect { what: String, location: Located },
    /// The run was asked to stop ([`crate::StopFlag`]), e.g. by a time limit.
    #[error("symbolic execution was stopped")]
    Stopped,
    /// A bad `--unwindset` entry.
    #[error("invalid unwindset entry '{0}': {1}")]
    Unwindset(String, String),
}

/// A source location with a `file:line:column` rendering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub function: String,
    pub location: SourceLocation,
}

impl std::fmt::Display for Located {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let l = &self.location;
        match (l.file, l.line) {
            (Some(file), Some(line)) => {
                write!(f, "{file}:{line}")?;
                if let Some(c) = l.column {
                    write!(f, ":{c}")?;
                }
                write!(f, " (function {})", self.function)
            }
            _ => write!(f, "function {}", self.function),
        }
    }
}
