//! The bridge to goto-ir's goto-binary reader and writer (`goto_formats::binary`).

use crate::error::{file_loc, BmcError};
use goto_ir::GotoModel;
use std::path::Path;

/// Why a goto binary could not be read (a one-line message).
#[derive(Debug)]
pub struct ReadError {
    message: String,
}

impl ReadError {
    /// The error as a [`BmcError`] located at `path`.
    pub fn at(self, path: &Path) -> BmcError {
        BmcError::Input {
            message: self.message,
            location: file_loc(path),
        }
    }
}

/// Reads a goto binary (raw or in an ELF object) into the IR.
pub fn read_model(bytes: &[u8]) -> Result<GotoModel, ReadError> {
    let mut m = goto_formats::binary::read_model(bytes).map_err(|e| ReadError {
        message: e.to_string(),
    })?;
    m.update();
    Ok(m)
}

/// Serialises the IR as a goto binary.
pub fn write_model(model: &GotoModel) -> Result<Vec<u8>, BmcError> {
    goto_formats::binary::write_model(model).map_err(|e| BmcError::Verification(e.to_string()))
}
