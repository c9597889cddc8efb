//! rbmc's goto text form and CBMC's textual listings.
//!
//! The text form is a **declarations section** followed by exactly what CBMC's
//! `--show-goto-functions` prints (cbmc-behaviour.md §1.2); [`print`] writes it and [`parse`]
//! reads it back: `print(parse(print(m))) == print(m)` and `parse(print(m))` equals `m`
//! structurally ([`model_diff`]). The grammar with examples is in `docs/goto-text.md`.
//!
//! ```text
//! // rbmc goto text 1
//! pointer-width 64
//! function main
//! symbol main : code() -> signedbv[32] pretty="main"
//! symbol main::1::x : signedbv[32] lvalue
//!
//! ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
//!
//! main /* main */
//!         // 0 file t.c line 3 function main
//!         DECL main::1::x : signedbv[32]
//!         // 1 file t.c line 4 function main
//!      1: IF ¬(main::1::x < 10) THEN GOTO 1
//!         // 2 no location
//!         END_FUNCTION
//! ```
//!
//! Expressions are written in `format()` notation. The parser infers types from the
//! declarations and the context (`x + 1`: the literal takes `x`'s type; `ASSIGN x := 5`: the
//! literal takes `x`'s type); where that is not enough the printer spells the expression
//! explicitly with annotations such as `5:signedbv[32]` (or `5:s32` by hand). Whatever CBMC's
//! listing does not carry (symbol fields, struct bodies, property ids, …) is in the
//! declarations section.
//!
//! Besides, [`show_goto_functions`], [`list_goto_functions`], [`show_loops`] and
//! [`show_symbol_table`] print CBMC's listings byte for byte.
//!
//! ```
//! use goto_formats::text;
//! use goto_ir::*;
//! let src = "\
//! symbol main : code() -> empty
//! symbol main::1::x : signedbv[32]
//! ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
//!
//! main /* main */
//!         DECL main::1::x : signedbv[32]
//!         ASSIGN main::1::x := 5
//!         ASSERT main::1::x > 4 // x is big
//!         END_FUNCTION
//! ";
//! let m = text::parse(src, "t.gt").unwrap();
//! let again = text::parse(&text::print(&m), "t.gt").unwrap();
//! assert!(text::model_diff(&m, &again).is_none());
//! let err = text::parse("symbol x : signedbv[", "bad.gt").unwrap_err();
//! assert!(err.to_string().starts_with("bad.gt:1:"));
//! ```

mod compare;
mod error;
mod explicit;
mod expr_parser;
mod instr;
mod kinds;
mod lex;
mod parse;
mod print;

pub use compare::{expr_eq, model_diff, type_eq};
pub use error::TextError;
pub use print::{list_goto_functions, loops, show_goto_functions, show_loops, show_symbol_table};

use crate::expr::{ExprId, Store};
use crate::symbol::SymbolTable;
use crate::types::TypeId;
use crate::GotoModel;

/// Reads a text form (as written by [`print`], or by hand). `file` names the input in
/// errors (`file:line:column: error: …`).
pub fn parse(src: &str, file: &str) -> Result<GotoModel, TextError> {
    // deeply nested expressions recurse deeply: parse on a thread with a large stack
    // (reserved, not committed, memory); nesting beyond a fixed depth is an error
    with_big_stack(|| parse::parse_model(src)).map_err(|mut e| {
        e.file = file.to_owned();
        e
    })
}

/// Runs `f` on a thread with a large stack ([`goto_ir::stack`]): deeply nested expressions
/// recurse deeply. A panic of `f` (a bug) is passed on.
fn with_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    match goto_ir::stack::run("goto-text", f) {
        Ok(r) => r,
        Err(p) => std::panic::resume_unwind(p),
    }
}

/// rbmc's text form of `model`: a declarations section (header, functions, symbols and
/// per-instruction extras) followed by exactly CBMC's `--show-goto-functions` listing,
/// where an expression that `format()` would not read back is spelled explicitly.
pub fn print(model: &GotoModel) -> String {
    with_big_stack(|| print::print_model(model))
}

/// Parses one expression in the text notation against `symbols`, with `expected` as the
/// type a bare literal takes (pointer width 64). For tests and tools that build
/// expressions from text.
pub fn parse_expr(
    store: &mut Store,
    symbols: &SymbolTable,
    src: &str,
    expected: Option<TypeId>,
) -> Result<ExprId, TextError> {
    let toks = lex::tokenize(src, 1)?;
    let mut p = expr_parser::ExprParser::new(store, symbols, 64, 1, &toks, src.chars().count() + 1);
    let ast = p.parse_expr()?;
    if !p.at_end() {
        return p.err("unexpected text after the expression");
    }
    p.typed(&ast, expected)
}

/// Parses one type in the text notation (format() or explicit spelling; pointer width 64).
pub fn parse_type(
    store: &mut Store,
    symbols: &SymbolTable,
    src: &str,
) -> Result<TypeId, TextError> {
    let toks = lex::tokenize(src, 1)?;
    let mut p = expr_parser::ExprParser::new(store, symbols, 64, 1, &toks, src.chars().count() + 1);
    let t = p.parse_type()?;
    if !p.at_end() {
        return p.err("unexpected text after the type");
    }
    Ok(t)
}

/// The explicit (lossless) spelling of a type, as used in the declarations section.
pub fn type_to_text(store: &Store, symbols: &SymbolTable, t: TypeId) -> String {
    explicit::type_text(store, symbols, t, 64)
}
