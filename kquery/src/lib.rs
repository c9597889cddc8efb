//! KLEE's KQuery language for rbmc: a lexer, parser, printer, concrete
//! evaluator and solver front end behaving like KLEE's `kleaver`.
//!
//! The reader accepts exactly what KLEE's parser accepts (same widths
//! inference, labels scoped per query, update lists, `ReadLSB`/`ReadMSB`,
//! KLEE's quirky number conversion) and reports errors at the same
//! locations with the same messages. Bit-vector semantics follow KLEE's
//! solvers: shifts by at least the width give 0 (`AShr` too), division by
//! zero follows SMT-LIB.
//!
//! # Example
//!
//! The byte read `(Read w8 0 a)` is shared with the lowest byte of the `ReadLSB`, so the
//! printer labels it (`N0:`) as KLEE's printer does.
//!
//! ```
//! use kquery::{parse, ParseOptions, print_query, PrintOptions, Decl};
//!
//! let src = b"array a[4] : w32 -> w8 = symbolic\n\
//!             (query [(Ult (ReadLSB w32 0 a) 16)] (Ult (Read w8 0 a) 16))";
//! let (module, diags) = parse(src, ParseOptions::default());
//! assert!(diags.is_empty());
//! let q = module.queries().next().unwrap();
//! assert_eq!(
//!     print_query(&module.arena, q, PrintOptions::default()),
//!     "(query [(Ult (ReadLSB w32 0 a)\n              16)]\n        (Ult N0:(Read w8 0 a) 16))\n"
//! );
//! ```
//!
//! Modules: [`lexer`] (tokens, `-print-tokens`), [`parser`] (grammar and type
//! checking), [`ast`] (hash-consed expression arena), [`printer`]
//! (`-print-ast`), [`eval`] (concrete evaluation), [`bits`] (constant
//! arithmetic for the evaluator), [`diag`] (KLEE-style error rendering),
//! [`solve`] (translation to the `bitblast` crate's AIG with its bit-vector
//! circuits and SAT back ends, Ackermann encoding of arrays), [`smtlib`]
//! (SMT-LIB2 scripts for other solvers),
//! [`kleaver`] (the command driver used by the `rbmc-kleaver` binary).
//!
//! Differences from KLEE, all deliberate: `(query [false] false)` is VALID
//! (KLEE's constant shortcut, klee#97, is available as an option); widths
//! above `w65536`, `w0`, arrays above 2^24 bytes and nesting deeper than
//! [`parser::MAX_NESTING`] (less where the machine grants a smaller stack) are
//! located errors instead of crashes; several values or values together with
//! arrays are answered from one counterexample instead of asserting.

pub mod ast;
pub mod bits;
pub mod diag;
pub mod eval;
pub mod kleaver;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod smtlib;
pub mod solve;

pub use ast::{
    Arena, Array, ArrayId, BinOp, CmpOp, Decl, Expr, ExprId, Module, Query, UpdateId, UpdateList,
};
pub use diag::Diagnostic;
pub use eval::{Assignment, Evaluator};
pub use parser::{parse, ParseOptions, Parser};
pub use printer::{print_query, PrintOptions};

/// Stack size of the threads that run the recursive-descent parser and the printer: deep
/// queries (up to [`parser::MAX_NESTING`] levels) recurse once per level. The memory is
/// reserved, not committed: pages are touched only as deep as a query goes.
#[cfg(target_pointer_width = "64")]
pub const DEEP_STACK: usize = 4 << 30;
/// Stack size of the deep-recursion threads on 32-bit hosts (less address space).
#[cfg(not(target_pointer_width = "64"))]
pub const DEEP_STACK: usize = 512 << 20;

/// Stack sizes tried for the deep-recursion thread, largest first: under a tight address
/// space limit (`ulimit -v`) the largest cannot be reserved.
const STACK_SIZES: [usize; 4] = [DEEP_STACK, 1 << 30, 256 << 20, 64 << 20];

/// The stack assumed for the calling thread when no thread could be made.
const FALLBACK_STACK: usize = 1 << 20;

/// Stack bytes allowed per nesting level of the parser and the printer (both recurse
/// once per level; a level takes well under this).
const STACK_PER_LEVEL: usize = 4096;

/// The deepest nesting that fits a stack of `stack` bytes (at most
/// [`parser::MAX_NESTING`]).
pub fn nesting_for_stack(stack: usize) -> u32 {
    u32::try_from(stack / STACK_PER_LEVEL)
        .unwrap_or(u32::MAX)
        .min(parser::MAX_NESTING)
}

/// Runs `f` on a thread with the largest stack of [`STACK_SIZES`] that can be made (or on
/// this thread if none can), passing it the stack's size so that it can bound its
/// recursion ([`nesting_for_stack`]). A panic of `f` (a bug) is passed on unchanged.
pub fn with_deep_stack<T: Send>(f: impl FnOnce(usize) -> T + Send) -> T {
    let cell = std::sync::Mutex::new(Some(f));
    let take = || cell.lock().ok().and_then(|mut g| g.take());
    for size in STACK_SIZES {
        let from_thread = std::thread::scope(|s| {
            let spawned = std::thread::Builder::new()
                .name("kquery-deep".into())
                .stack_size(size)
                .spawn_scoped(s, || take().map(|f| f(size)));
            match spawned {
                Ok(h) => match h.join() {
                    Ok(v) => Some(v),
                    Err(payload) => std::panic::resume_unwind(payload),
                },
                Err(_) => None,
            }
        });
        match from_thread {
            Some(Some(v)) => return v,
            Some(None) => unreachable_after_take(),
            // the thread could not be made: `f` is still in the cell
            None => {}
        }
    }
    match take() {
        Some(f) => f(FALLBACK_STACK),
        None => unreachable_after_take(),
    }
}

/// `f` ran on the worker but gave no value: impossible, since it always returns one.
fn unreachable_after_take() -> ! {
    std::panic::resume_unwind(Box::new("kquery: deep-stack worker lost its task"))
}
