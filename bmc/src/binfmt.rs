//! The bridge to goto-ir's goto-binary reader and writer.
//!
//! goto-ir's `binary` module (reader, writer, IR conversion) is not exported from the
//! goto-ir crate yet (its `pub mod binary;` line is missing from goto-ir's lib.rs); until it
//! is, these functions report that goto binaries are not supported yet. Wiring it in means
//! calling `goto_ir::binary::read_model` / `write_model` here.

use crate::error::{file_loc, BmcError};
use goto_ir::GotoModel;
use std::path::Path;

/// Why a goto binary could not be read (a one-line message).
#[derive(Debug)]
pub struct ReadError {
    message: Option<String>,
}

impl ReadError {
    /// The error as a [`BmcError`] located at `path`.
    pub fn at(self, path: &Path) -> BmcError {
        match self.message {
            Some(message) => BmcError::Input {
                message,
                location: file_loc(path),
            },
            None => BmcError::Unsupported {
                what: "reading goto binaries".into(),
                location: Some(file_loc(path)),
            },
        }
    }
}

/// Reads a goto binary (raw or in an ELF object) into the IR.
pub fn read_model(_bytes: &[u8]) -> Result<GotoModel, ReadError> {
    Err(ReadError { message: None })
}

/// Serialises the IR as a goto binary.
pub fn write_model(_model: &GotoModel) -> Result<Vec<u8>, BmcError> {
    Err(BmcError::unsupported("writing goto binaries (-o)"))
}
