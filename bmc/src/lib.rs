//! # bmc: the `rbmc` binary
//!
//! rbmc is a CBMC-compatible bounded model checker. This crate is its outermost layer and
//! the only one that talks to users: it parses CBMC's command line ([`cli`]), loads the input
//! whatever its format ([`load`]), runs the requested action ([`driver`]) and prints results
//! in CBMC's plain, JSON and XML forms ([`ui`], [`report`]) with CBMC's exit codes
//! ([`exit`]). Library crates below it return data; nothing below prints.
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
pub mod engine;
pub mod error;
pub mod exit;
pub mod fatal;
pub mod instrument;
pub mod load;
pub mod output;
pub mod replay;
pub mod report;
pub mod svcomp;
pub mod ui;
