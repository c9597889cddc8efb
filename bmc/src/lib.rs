//! # bmc: the `rbmc` binary
//!
//! rbmc is a CBMC-compatible bounded model checker. This crate is its outermost layer and
//! the only one that talks to users: it parses CBMC's command line ([`cli`]), loads the input
//! whatever its format ([`load`]), runs the requested action ([`driver`]) and prints results
//! in CBMC's plain, JSON and XML forms ([`ui`], [`report`]) with CBMC's exit codes
//! ([`exit`]). The properties are decided by the `checker` library, whose outcome model
//! (properties, statuses, stop reasons, traces) the report renders. Library crates below
//! it return data; nothing below prints.
//!
//! Start reading at [`driver::run`].
//!
//! ```
//! // `rbmc --version` prints one line and exits 0; an unknown option is a usage error.
//! assert_eq!(bmc::driver::run(&["rbmc", "--version"]), 0);
//! assert_eq!(bmc::driver::run(&["rbmc", "--no-such-option"]), bmc::exit::USAGE_ERROR);
//! ```

pub mod analyzer;
pub mod binfmt;
pub mod cc;
pub mod cli;
pub mod driver;
pub mod error;
pub mod exit;
pub mod instrument;
pub mod interface;
pub mod load;
pub mod output;
pub mod report;
pub mod svcomp;
pub mod ui;

/// The `main` of rbmc's binaries: runs `run` on the command line in a thread with a large
/// stack ([`goto_ir::stack`]: the passes over goto programs recurse over expressions, and a
/// flat sum of tens of thousands of terms is a chain that deep) and exits with its code (6
/// if it panics).
pub fn main_with_large_stack(name: &str, run: fn(&[String]) -> i32) -> ! {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = goto_ir::stack::run(name, move || run(&args)).unwrap_or(exit::INTERNAL_ERROR);
    std::process::exit(code);
}
