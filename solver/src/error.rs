//! Errors of the expression solver.

use crate::sat::SatError;

/// Why an expression could not be decided.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum SolverError {
    /// A construct the solver does not handle (e.g. floating point); never a wrong answer.
    #[error("unsupported by the solver: {what} in `{expr}`")]
    Unsupported {
        /// What is unsupported.
        what: String,
        /// The offending expression, printed with `goto_ir::format`.
        expr: String,
    },
    /// An expression whose operands or types do not fit its kind.
    #[error("ill-formed expression: {what} in `{expr}`")]
    IllFormed {
        /// What is wrong.
        what: String,
        /// The offending expression.
        expr: String,
    },
    /// The SAT back end failed.
    #[error(transparent)]
    Sat(#[from] SatError),
}
