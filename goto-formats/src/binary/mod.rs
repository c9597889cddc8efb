//! CBMC goto binaries (format version 6): reader and writer.
//!
//! Layers, bottom up:
//! - [`wire`]: 7-bit words and escaped raw strings;
//! - [`IrepStore`]: CBMC's generic irep trees, hash-consed (`IrepId` equality is structural
//!   equality);
//! - the shared string and irep reference tables (private `serial` module), numbering like
//!   CBMC's `irep_serializationt`, so CBMC reads our files and we read CBMC's;
//! - [`GotoBinary`]: the symbol table and the goto functions with irep-level contents;
//! - [`goto_cc_section`]: the goto binary inside an ELF object written by goto-cc;
//! - [`to_model`] / [`from_model`]: conversion to and from goto-ir's [`GotoModel`]
//!   (`read_model` / `write_model` do file ↔ model in one step).
//!
//! [`read`] decides the container from the first bytes ([`sniff`]), never from a file name.
//! Corrupt input is a one-line [`BinaryError`], never a panic, and no length read from the
//! file is trusted for an allocation beyond what the rest of the input could hold.
//!
//! # Example
//!
//! The Boolean constant `true` as the type of one symbol, written and read back:
//!
//! ```
//! use goto_formats::binary::{self, BinarySymbol, GotoBinary, SymbolFlags};
//!
//! let mut gb = GotoBinary::new();
//! let s = &mut gb.store;
//! let bool_ty = s.leaf("bool");
//! let t = s.leaf("true");
//! let value = s.mk("constant", &[], &[("type", bool_ty), ("value", t)]);
//! let nil = s.nil();
//! let name = s.intern_str("flag");
//! let empty = s.intern_str("");
//! gb.symbols.push(BinarySymbol {
//!     ty: bool_ty, value, location: nil,
//!     name, module: empty, base_name: name, mode: empty, pretty_name: name,
//!     flags: SymbolFlags { is_static_lifetime: true, ..SymbolFlags::default() },
//! });
//! let bytes = gb.to_bytes();
//! assert_eq!(&bytes[..5], &[0x7f, b'G', b'B', b'F', 6]);
//! assert_eq!(binary::sniff(&bytes), binary::Format::GotoBinary);
//! let back = binary::read(&bytes).unwrap();
//! assert!(back.same_as(&gb));
//! assert!(binary::read(&bytes[..bytes.len() - 1]).is_err());
//! ```
//!
//! A goto-ir model written and loaded back:
//!
//! ```
//! use goto_formats::binary;
//! use goto_ir::{GotoModel, Ident, Symbol};
//! let mut m = GotoModel::new();
//! let int = m.store.signed(32);
//! let mut x = Symbol::new(Ident::new("x"), int);
//! x.value = Some(m.store.int_const(-1, int)); // written as bvrep `FFFFFFFF`
//! m.symbols.insert(x);
//! let back = binary::read_model(&binary::write_model(&m).unwrap()).unwrap();
//! let v = back.symbols.get(Ident::new("x")).unwrap().value.unwrap();
//! assert_eq!(back.store.as_int(v), Some(&(-1).into()));
//! ```
//!
//! [`GotoModel`]: crate::GotoModel

mod convert;
mod elf;
mod error;
mod file;
mod irep;
mod model;
mod serial;
pub mod wire;

pub use convert::{from_model, read_model, to_model, write_model};
pub use elf::{goto_cc_section, GOTO_CC_SECTION};
pub use error::BinaryError;
pub use file::{read_raw, GOTO_BINARY_VERSION, MAGIC};
pub use irep::{IrepId, IrepNode, IrepStore, StrId};
pub use model::{
    BinaryFunction, BinaryInstruction, BinarySymbol, GotoBinary, InstructionKind, SymbolFlags,
};

/// The container of a goto program, decided from the first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A raw goto binary: `7F 'G' 'B' 'F'` (or the legacy `'G' 'B' 'F'`).
    GotoBinary,
    /// An ELF object (`7F 'E' 'L' 'F'`), possibly with a `goto-cc` section.
    Elf,
    /// Anything else (for example rbmc's text form, or C source).
    Other,
}

/// Decides the container from the first bytes.
pub fn sniff(bytes: &[u8]) -> Format {
    if bytes.starts_with(&MAGIC) || bytes.starts_with(b"GBF") {
        Format::GotoBinary
    } else if bytes.starts_with(b"\x7fELF") {
        Format::Elf
    } else {
        Format::Other
    }
}

/// Reads a goto binary, raw or inside an ELF object's `goto-cc` section.
pub fn read(bytes: &[u8]) -> Result<GotoBinary, BinaryError> {
    match sniff(bytes) {
        Format::GotoBinary => read_raw(bytes),
        Format::Elf => read_raw(goto_cc_section(bytes)?),
        Format::Other => read_raw(bytes),
    }
}
