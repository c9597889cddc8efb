//! # checker: deciding properties of a goto program
//!
//! The library under rbmc's binaries. It takes an instrumented goto model and decides its
//! properties: symbolic execution into one SSA equation, CBMC's incremental goal scheme on
//! the solver ([`engine`]), and a concrete replay of every counterexample ([`replay`])
//! before it is reported. It returns data, the outcome model ([`outcome`]): properties with
//! statuses, typed traces ([`trace`]), why a run stopped ([`stop`]). It never prints or
//! words anything for users: bmc renders the outcome in CBMC's text, JSON and XML forms
//! and the CI report formats.
//!
//! Module layers (each imports only modules to its right, never back):
//! ```text
//! engine ──▶ outcome ──▶ replay
//!               └──────▶ trace ──▶ location, stop
//! ```
//! The outcome keeps the replay's verdicts ([`replay::Verdict`]); the replay imports
//! neither the engine nor the outcome (its tests run the engine to get traces).
//!
//! Statuses are written in one module, [`outcome`] (the status field is private to it).

pub mod engine;
pub mod location;
pub mod outcome;
pub mod replay;
pub mod stop;
pub mod trace;

pub use engine::{check, EngineConfig, EngineError};
pub use location::Loc;
pub use outcome::{Outcome, Property, Status, Verdict};
pub use stop::StopReason;
pub use trace::Trace;
