//! Errors of the goto-binary reader (and of the ELF container).

use thiserror::Error;

/// Why a goto binary could not be read. Every message is one line; `offset` is the byte
/// offset in the goto-binary stream (for an ELF object: from the start of its `goto-cc`
/// section) where the problem was found.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BinaryError {
    /// The first bytes are neither `7F 'G' 'B' 'F'` (or legacy `'G' 'B' 'F'`) nor an ELF
    /// object.
    #[error("not a goto binary (bad magic {found})")]
    BadMagic {
        /// The first bytes found, in hex.
        found: String,
    },
    /// The version word is older than 6.
    #[error(
        "goto binary version {found} is too old: the input was compiled with an old version \
         of goto-cc; please recompile (rbmc reads version 6)"
    )]
    OldVersion {
        /// The version found.
        found: u64,
    },
    /// The version word is newer than 6.
    #[error(
        "goto binary version {found} is not supported: the input was compiled with an \
         unsupported version of goto-cc; please recompile (rbmc reads version 6)"
    )]
    NewVersion {
        /// The version found.
        found: u64,
    },
    /// The stream ended in the middle of an item.
    #[error(
        "truncated goto binary: unexpected end of input at byte {offset} while reading {what}"
    )]
    Truncated {
        /// Offset of the end of input.
        offset: usize,
        /// What was being read.
        what: &'static str,
    },
    /// A 7-bit word does not fit in 64 bits.
    #[error("corrupt goto binary: number too large at byte {offset} while reading {what}")]
    NumberTooLarge {
        /// Offset of the word.
        offset: usize,
        /// What was being read.
        what: &'static str,
    },
    /// An irep reference defines an irep number that is already defined.
    #[error("corrupt goto binary: bogus irep reference, irep {id} defined twice (byte {offset})")]
    IrepDefinedTwice {
        /// The irep number.
        id: u64,
        /// Offset of the reference.
        offset: usize,
    },
    /// An irep body does not end with the 0 terminator.
    #[error("corrupt goto binary: irep not terminated at byte {offset} (found byte {found:#04x})")]
    IrepNotTerminated {
        /// Offset of the offending byte.
        offset: usize,
        /// The byte found instead of 0.
        found: u8,
    },
    /// A string reference number is out of the range any writer produces (≥ 2^32).
    #[error("corrupt goto binary: bogus string reference {id} at byte {offset}")]
    BogusStringReference {
        /// The string number.
        id: u64,
        /// Offset of the reference.
        offset: usize,
    },
    /// An irep reference number is out of the range any writer produces (≥ 2^32).
    #[error("corrupt goto binary: bogus irep reference {id} at byte {offset}")]
    BogusIrepReference {
        /// The irep number.
        id: u64,
        /// Offset of the reference.
        offset: usize,
    },
    /// An instruction kind outside 0..=19.
    #[error(
        "corrupt goto binary: bad instruction kind {kind} in function {function}, \
         instruction {index} (byte {offset})"
    )]
    BadInstructionKind {
        /// The kind number found.
        kind: u64,
        /// The function name.
        function: String,
        /// Index of the instruction in its function.
        index: usize,
        /// Offset of the kind word.
        offset: usize,
    },
    /// A jump target number that no instruction of the function carries, or that is not a
    /// valid target number.
    #[error(
        "corrupt goto binary: bad target {target} in function {function}, instruction {index}"
    )]
    BadTarget {
        /// The target number.
        target: u64,
        /// The function name.
        function: String,
        /// Index of the jumping instruction.
        index: usize,
    },
    /// Two instructions of one function carry the same target number.
    #[error(
        "corrupt goto binary: target number {target} used twice in function {function} \
         (instruction {index})"
    )]
    DuplicateTarget {
        /// The target number.
        target: u64,
        /// The function name.
        function: String,
        /// Index of the second instruction carrying it.
        index: usize,
    },
    /// The ELF object is malformed.
    #[error("malformed ELF object: {0}")]
    BadElf(String),
    /// The ELF object has no `goto-cc` section (a plain object file, not from goto-cc).
    #[error("ELF object has no goto-cc section (not compiled with goto-cc)")]
    NoGotoCcSection,
    /// An irep id that goto-ir cannot represent (a type, a statement, ...).
    #[error("unsupported {what} `{id}` in {at}")]
    Unsupported {
        /// What kind of irep (`type`, `expression`, `statement`, ...).
        what: &'static str,
        /// The irep id.
        id: String,
        /// Where: symbol or function and instruction, with the source location if known.
        at: String,
    },
    /// An irep that lacks a required part or has an unreadable value.
    #[error("malformed goto binary: {detail} in {at}")]
    Malformed {
        /// What is wrong.
        detail: String,
        /// Where: symbol or function and instruction, with the source location if known.
        at: String,
    },
    /// A model that a goto binary cannot represent (for example a jump target outside the
    /// function body).
    #[error("cannot write goto binary: {detail} in {at}")]
    InvalidModel {
        /// What is wrong.
        detail: String,
        /// Where.
        at: String,
    },
}
