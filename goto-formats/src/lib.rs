//! # goto-formats: goto programs in files
//!
//! The file formats of goto programs, beside the goto-ir core: [`binary`] (CBMC's goto
//! binaries, version 6, also inside goto-cc's ELF objects: reader and writer) and [`text`]
//! (rbmc's goto text form, which is CBMC's `--show-goto-functions` listing plus
//! declarations, with its parser, and CBMC's other textual listings).
//!
//! Invariants: loaders never panic on bad input (one-line `thiserror` errors with a
//! location); nothing here knows symbolic execution, SSA or solvers.

// the goto-ir core, under the paths these modules were written against
pub(crate) use goto_ir::*;

pub mod binary;
pub mod text;
