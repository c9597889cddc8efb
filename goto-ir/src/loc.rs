//! Source locations of instructions.

use crate::Ident;
use std::fmt;

/// Where an instruction comes from, and (for assertions) what property it states.
///
/// Mirrors CBMC's `source_locationt`; the property fields are only set on ASSERT
/// instructions. [`Display`](fmt::Display) gives CBMC's `as_string()` form:
/// `file t.c line 3 column 7 function main`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct SourceLocation {
    pub file: Option<Ident>,
    pub line: Option<u32>,
    pub column: Option<u32>,
    pub function: Option<Ident>,
    pub working_directory: Option<Ident>,
    /// `comment`: the property description of an ASSERT.
    pub comment: Option<Ident>,
    /// `property_class`, e.g. `assertion`, `array bounds`.
    pub property_class: Option<Ident>,
    /// `property_id`, e.g. `main.assertion.1` (set by property labelling).
    pub property_id: Option<Ident>,
    /// `hide`: the instruction belongs to internal code.
    pub hide: bool,
    /// `user-provided`: the property was written by the user.
    pub user_provided: bool,
    /// `property_fatal`: a failure of this property makes the rest of the path undefined
    /// (CBMC 6's fatal assertions: undefined-behaviour checks). Passing properties
    /// reachable from a failed fatal one are reported UNKNOWN.
    pub property_fatal: bool,
    /// `pragma`: the `#pragma CPROVER check …` settings in force at the instruction, as
    /// CBMC names them (`disable:bounds-check`, `enable:…`, `checked:…`), separated by
    /// spaces; read by the property instrumentation and kept in goto binaries.
    pub pragmas: Option<Ident>,
}

impl SourceLocation {
    /// Whether no field is set (printed as `no location`).
    pub fn is_nil(&self) -> bool {
        *self == SourceLocation::default()
    }

    /// The check pragmas in force here (see [`SourceLocation::pragmas`]).
    pub fn pragma_names(&self) -> Vec<String> {
        self.pragmas
            .map(|p| p.as_str().split_whitespace().map(str::to_string).collect())
            .unwrap_or_default()
    }

    /// A location in `file` at `line`:`column` of `function`.
    pub fn at(file: &str, line: u32, column: Option<u32>, function: Option<&str>) -> Self {
        SourceLocation {
            file: Some(Ident::new(file)),
            line: Some(line),
            column,
            function: function.map(Ident::new),
            ..Default::default()
        }
    }
}

impl fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(x) = self.file.filter(|x| !x.as_str().is_empty()) {
            parts.push(format!("file {x}"));
        }
        if let Some(x) = self.line {
            parts.push(format!("line {x}"));
        }
        if let Some(x) = self.column {
            parts.push(format!("column {x}"));
        }
        if let Some(x) = self.function.filter(|x| !x.as_str().is_empty()) {
            parts.push(format!("function {x}"));
        }
        f.write_str(&parts.join(" "))
    }
}

/// The comment prefix of the assertion that `__CPROVER_havoc_slice` is converted to (the
/// front end writes it, the checks recognise it; CBMC's text).
pub const HAVOC_SLICE_COMMENT: &str = "assertion havoc_slice ";
