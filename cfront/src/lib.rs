//! cfront: the C front end of rbmc — preprocessing, lexing and parsing C11 with the GNU and
//! CPROVER extensions that real code and glibc headers use.
//!
//! Pipeline (one module per concern):
//! 1. [`mod@preprocess`]: `.c` files go through the system `cc -E` with CBMC's predefined macros
//!    and the chosen [`DataModel`]; `.i` files are used as they are.
//! 2. [`linemap`]: the `# 12 "file.c"` markers of the preprocessed text become a table mapping
//!    byte offsets back to `file:line:column`.
//! 3. [`lexer`]: tokens with byte spans ([`token`] lists the kinds), [`literal`] decodes
//!    constants.
//! 4. [`parser`]: a hand-written recursive-descent parser (precedence climbing for binary
//!    operators, typedef names tracked per scope) producing the [`ast`], collecting located
//!    [`Diagnostic`]s instead of stopping at the first error. It never panics and never
//!    overflows the stack: nesting is bounded and parsing runs on a thread with a large stack.
//!
//! 5. [`convert`]: type checking and conversion of the AST into a goto program.
//!
//! [`dump`] prints an AST as an indented S-expression (used by the snapshot tests).
//!
//! # Parser invariants
//! - Every AST node has a [`Span`] into the preprocessed text; [`LineMap`] turns it into the
//!   original `file:line:column` (columns are 1-based bytes, like GCC's).
//! - Nothing written is dropped: GNU attributes, asm labels, `#pragma` lines and CPROVER
//!   contracts are kept in the tree (`__extension__` and redundant parentheses, which have no
//!   meaning, are not).
//! - A declaration where only a statement is allowed (`if (c) int x = 0;`, which CBMC
//!   accepts) becomes a one-item compound statement; a label directly before a declaration
//!   labels an empty statement and leaves the declaration in its block.
//! - Typedef names: `__CPROVER_size_t`, `__CPROVER_ssize_t`, `__int128_t`, `__uint128_t`
//!   (and a few other CPROVER names) are predeclared; the type checker must know them too.
//!
//! # Why a hand-written parser
//! The `lang-c` crate lacks `__int128`, `__float128`, `__auto_type`, `?:` without a middle
//! operand, `__label__`, `&&label`, `__thread`, `__builtin_types_compatible_p` and
//! statement attributes, reports no columns and overflows its stack on deep nesting; working
//! around all of that at the token level would have been more code than this parser, which
//! covers the exact GNU dialect of glibc and GCC's own headers (including the x86
//! intrinsics), reports GCC-style messages and recovers after errors.
//!
//! # Example
//!
//! ```
//! use cfront::{parse_text, ast::ExternalDecl};
//!
//! let parsed = parse_text("typedef int T;\nint f(T x) { return (T)x * 2; }\n", "a.c");
//! assert!(parsed.diagnostics.is_empty());
//! assert_eq!(parsed.unit.items.len(), 2);
//! assert!(matches!(parsed.unit.items[1], ExternalDecl::FunctionDef(_)));
//!
//! let bad = parse_text("int main() { return 1 +; }", "bad.c");
//! assert_eq!(bad.diagnostics[0].to_string(),
//!            "bad.c:1:24: error: expected expression before ';' token");
//! ```
//!
//! With the preprocessor: `cfront::parse_file(Path::new("prog.c"), &PreprocessConfig::default())`
//! returns the [`ParsedFile`] or a [`FrontendError`] (preprocessor failure, parse errors).

pub mod ast;
pub mod check_pragmas;
pub mod convert;
pub mod diag;
pub mod dump;
pub mod lexer;
pub mod linemap;
pub mod literal;
pub mod parser;
pub mod preprocess;
pub mod token;

pub use diag::{Diagnostic, Location, Severity, Span};
pub use linemap::LineMap;
pub use preprocess::{preprocess, DataModel, PreprocessConfig};

use std::path::{Path, PathBuf};

/// Errors of the front end as a whole.
#[derive(Debug, thiserror::Error)]
pub enum FrontendError {
    /// An input file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The preprocessor could not be started.
    #[error("cannot run the C preprocessor '{compiler}': {source}")]
    PreprocessorSpawn {
        /// The command.
        compiler: String,
        /// Why.
        source: std::io::Error,
    },
    /// The preprocessor reported an error.
    #[error("preprocessing {} failed{}:\n{stderr}", file.display(), status.map(|s| format!(" (exit status {s})")).unwrap_or_default())]
    Preprocessor {
        /// The input file.
        file: PathBuf,
        /// Exit status, if any.
        status: Option<i32>,
        /// What the preprocessor printed.
        stderr: String,
    },
    /// The file has syntax errors.
    #[error("{}", diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))]
    Parse {
        /// The located errors.
        diagnostics: Vec<Diagnostic>,
    },
}

/// A parsed translation unit together with what is needed to locate its nodes.
#[derive(Clone, Debug)]
pub struct ParsedFile {
    /// The syntax tree.
    pub unit: ast::TranslationUnit,
    /// Offsets of the preprocessed text to original locations.
    pub line_map: LineMap,
    /// The preprocessed text the spans refer to.
    pub text: String,
    /// Warnings (preprocessor output on stderr).
    pub warnings: String,
}

impl ParsedFile {
    /// The original location of a span's start.
    pub fn location(&self, span: Span) -> Location {
        self.line_map.span_location(span)
    }
}

/// Result of [`parse_text`]: the tree (possibly partial) and the errors found.
#[derive(Clone, Debug)]
pub struct ParseOutput {
    /// The syntax tree (items that failed to parse are left out).
    pub unit: ast::TranslationUnit,
    /// Errors, in order; empty when the text is valid.
    pub diagnostics: Vec<Diagnostic>,
    /// Location table for the text.
    pub line_map: LineMap,
}

/// Parse preprocessed C text; `file_name` names locations before the first line marker.
pub fn parse_text(text: &str, file_name: &str) -> ParseOutput {
    let line_map = LineMap::new(text, file_name);
    // on a thread with a large stack: the depth bound ([`parser::MAX_DEPTH`]) keeps the
    // recursion well inside it
    let result = goto_ir::stack::run("cfront-parser", || parser::parse_unit(text)).ok();
    let (unit, errors) = match result {
        Some(r) => r,
        None => (
            ast::TranslationUnit::default(),
            vec![(
                Span::default(),
                "internal error: the parser crashed".to_string(),
            )],
        ),
    };
    let diagnostics = errors
        .into_iter()
        .map(|(span, message)| Diagnostic {
            location: line_map.location(span.lo),
            severity: Severity::Error,
            message,
            converting_function: None,
        })
        .collect();
    ParseOutput {
        unit,
        diagnostics,
        line_map,
    }
}

/// Preprocess (unless `.i`) and parse one file; syntax errors give [`FrontendError::Parse`].
pub fn parse_file(path: &Path, config: &PreprocessConfig) -> Result<ParsedFile, FrontendError> {
    let pre = preprocess(path, config)?;
    let out = parse_text(&pre.text, &path.display().to_string());
    if !out.diagnostics.is_empty() {
        return Err(FrontendError::Parse {
            diagnostics: out.diagnostics,
        });
    }
    Ok(ParsedFile {
        unit: out.unit,
        line_map: out.line_map,
        text: pre.text,
        warnings: pre.warnings,
    })
}
