//! Errors of a run, rendered for users by the driver with their location.

use crate::exit;
use crate::report::Loc;
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a run could not do what was asked.
#[derive(Debug, Error)]
pub enum BmcError {
    /// An input file cannot be read.
    #[error("failed to open input file: {}", io_message(.source))]
    Open {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: io::Error,
    },
    /// A command line that is well-formed for the parser but meaningless (exit 1).
    #[error("{0}")]
    Usage(String),
    /// No input file was given.
    #[error("Please provide a program to verify")]
    NoInput,
    /// A feature (option, input kind, construct) that is not built yet.
    #[error("{what} is not supported yet")]
    Unsupported {
        /// What is missing, e.g. `--unwind` or `reading C sources`.
        what: String,
        /// Where, if an input position is involved.
        location: Option<Loc>,
    },
    /// The input is malformed (corrupt goto binary, syntax error, …).
    #[error("{message}")]
    Input {
        /// One-line description.
        message: String,
        /// Where (at least the file).
        location: Loc,
    },
    /// `--validate-goto-model` found violated invariants.
    /// Syntax or type errors in C input (located messages, one per line).
    #[error("{message}")]
    Parse {
        message: String,
        /// CBMC's closing line for the stage that failed (`PARSING ERROR`, `CONVERSION
        /// ERROR`), if any.
        stage: Option<&'static str>,
    },
    /// A `--property` that names no property.
    #[error("property {0} unknown")]
    UnknownProperty(String),
    /// Verification could not run to a verdict (a refused option value, …).
    #[error("{0}")]
    Verification(String),
    /// The checker could not decide the properties (an unsupported construct in symex or
    /// the solver, named with its location where it has one).
    #[error(transparent)]
    Check(Box<checker::EngineError>),
    /// Symbolic execution failed outside a verification run (`--show-vcc`,
    /// `--program-only`, `--unwindset` specifications).
    #[error(transparent)]
    Symex(Box<symex::SymexError>),
    /// A goto-to-goto pass refused the program.
    #[error(transparent)]
    Instrument(Box<goto_instrument::goto_check::CheckError>),
    /// The architecture recorded in the program is unusable.
    #[error(transparent)]
    Arch(goto_ir::arch::ArchError),
    /// The verification worker panicked: a bug of rbmc, reported as an internal error.
    #[error("internal error: {0}")]
    Panic(String),
    #[error("goto model is invalid: {first} ({count} problem(s))")]
    InvalidModel {
        /// The first problem.
        first: String,
        /// How many problems there are.
        count: usize,
    },
    /// An output file could not be written (nothing was left behind).
    #[error("failed to write {}: {}", .path.display(), io_message(.source))]
    Write {
        /// The output file.
        path: PathBuf,
        /// The OS error.
        source: io::Error,
    },
}

/// An I/O error's message without the `(os error N)` suffix.
pub fn io_message(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// A location naming only a file.
pub fn file_loc(path: &Path) -> Loc {
    Loc {
        file: Some(path.display().to_string()),
        ..Loc::default()
    }
}

impl BmcError {
    /// A [`BmcError::Unsupported`] without location.
    pub fn unsupported(what: impl Into<String>) -> BmcError {
        BmcError::Unsupported {
            what: what.into(),
            location: None,
        }
    }

    /// Where the error is, if known.
    pub fn location(&self) -> Option<Loc> {
        match self {
            BmcError::Open { path, .. } => Some(file_loc(path)),
            BmcError::Unsupported { location, .. } => location.clone(),
            BmcError::Input { location, .. } => Some(location.clone()),
            BmcError::Write { .. }
            | BmcError::NoInput
            | BmcError::InvalidModel { .. }
            | BmcError::Parse { .. }
            | BmcError::UnknownProperty(_)
            | BmcError::Verification(_)
            | BmcError::Check(_)
            | BmcError::Symex(_)
            | BmcError::Instrument(_)
            | BmcError::Arch(_)
            | BmcError::Panic(_)
            | BmcError::Usage(_) => None,
        }
    }

    /// The exit code (§5.8): every error of a run is 6 ("incorrect task / internal error"),
    /// syntax and type errors included: CBMC's front end throws them as invalid-input
    /// exceptions, which its `parse_options_baset::main` turns into `CPROVER_EXIT_EXCEPTION`.
    pub fn exit_code(&self) -> i32 {
        match self {
            BmcError::UnknownProperty(_) => exit::SET_PROPERTIES_FAILED,
            BmcError::Usage(_) => exit::USAGE_ERROR,
            _ => exit::INTERNAL_ERROR,
        }
    }
}

impl From<checker::EngineError> for BmcError {
    fn from(e: checker::EngineError) -> Self {
        BmcError::Check(Box::new(e))
    }
}

impl From<symex::SymexError> for BmcError {
    fn from(e: symex::SymexError) -> Self {
        BmcError::Symex(Box::new(e))
    }
}

impl From<goto_instrument::goto_check::CheckError> for BmcError {
    fn from(e: goto_instrument::goto_check::CheckError) -> Self {
        BmcError::Instrument(Box::new(e))
    }
}

impl From<goto_ir::arch::ArchError> for BmcError {
    fn from(e: goto_ir::arch::ArchError) -> Self {
        BmcError::Arch(e)
    }
}
