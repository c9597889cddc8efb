//! SAT back ends behind one [`SatBackend`] trait.
//!
//! Literals are [`SatLit`]s in DIMACS convention: variable `v >= 1` is the positive literal
//! `v`, its negation is `-v`. Back ends are incremental: clauses may be added after a solve,
//! and every solve may be run under assumptions (see [`SatBackend::solve`]).
//!
//! Implementations:
//! - [`CadicalBackend`]: CaDiCaL (built from source by the `cadical` crate). Interrupts and
//!   time limits use CaDiCaL's terminate callback, polled by the solver itself.
//! - [`VarisatBackend`]: varisat 0.2 (pure Rust). Varisat has no terminate hook, so the
//!   solver lives on a worker thread; see the type's documentation for the mechanism.
//! - [`DimacsBackend`]: does not solve; collects the clauses and writes them as DIMACS text
//!   (for `--dimacs`).
//! - [`ExternalBackend`]: a solver in another process (`--external-sat-solver CMD`), given
//!   the whole formula as a DIMACS file at every solve.

mod cadical;
mod dimacs;
mod external;
mod varisat;

pub use self::cadical::CadicalBackend;
pub use self::dimacs::DimacsBackend;
pub use self::external::ExternalBackend;
pub use self::varisat::VarisatBackend;

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// A SAT literal in DIMACS convention (non-zero; negative means negated).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SatLit(i32);

impl SatLit {
    /// The positive literal of variable `var` (`var >= 1`).
    ///
    /// Returns `None` for 0 or a variable beyond `i32::MAX`.
    pub fn positive(var: u32) -> Option<SatLit> {
        if var == 0 || var > i32::MAX as u32 {
            None
        } else {
            Some(SatLit(var as i32))
        }
    }

    /// Builds a literal from its DIMACS number; `None` for 0 and `i32::MIN`.
    pub fn from_dimacs(n: i32) -> Option<SatLit> {
        if n == 0 || n == i32::MIN {
            None
        } else {
            Some(SatLit(n))
        }
    }

    /// The DIMACS number of this literal.
    pub fn dimacs(self) -> i32 {
        self.0
    }

    /// The variable (always >= 1).
    pub fn var(self) -> u32 {
        self.0.unsigned_abs()
    }

    /// Whether the literal is negated.
    pub fn is_negated(self) -> bool {
        self.0 < 0
    }
}

impl std::ops::Not for SatLit {
    type Output = SatLit;
    fn not(self) -> SatLit {
        SatLit(-self.0)
    }
}

impl fmt::Debug for SatLit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a solve ended without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnknownReason {
    /// [`Interrupt::interrupt`] was called.
    Interrupted,
    /// The time limit set with [`SatBackend::set_time_limit`] expired.
    TimeLimit,
}

/// The answer of a SAT solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SatResult {
    /// Satisfiable; the model is available through [`SatBackend::value`].
    Sat,
    /// Unsatisfiable (under the given assumptions, if any).
    Unsat,
    /// No answer (interrupted or out of time).
    Unknown(UnknownReason),
}

/// Errors of SAT back ends.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum SatError {
    /// The back end only records clauses (the DIMACS writer).
    #[error("the {0} back end does not solve; it only writes the formula")]
    NotASolver(&'static str),
    /// The back end can no longer be used (e.g. varisat's worker was abandoned).
    #[error("SAT back end unusable: {0}")]
    Unusable(String),
    /// Unknown back-end name.
    #[error("unknown SAT solver `{0}` (expected varisat, cadical or dimacs)")]
    UnknownSolver(String),
    /// DIMACS output was requested from a back end that solves.
    #[error("the {0} back end cannot write DIMACS; use the dimacs back end")]
    NotDimacs(String),
    /// Writing DIMACS output failed.
    #[error("writing DIMACS failed: {0}")]
    Io(String),
}

/// A shareable interrupt flag: clone it, hand it to another thread (or a signal handler),
/// and call [`Interrupt::interrupt`] to make running and future solves return
/// [`SatResult::Unknown`]`(`[`UnknownReason::Interrupted`]`)` until [`Interrupt::clear`].
#[derive(Clone, Debug, Default)]
pub struct Interrupt(Arc<AtomicBool>);

impl Interrupt {
    /// A fresh, cleared flag.
    pub fn new() -> Interrupt {
        Interrupt::default()
    }
    /// Requests the interruption of solving.
    pub fn interrupt(&self) {
        self.0.store(true, Ordering::SeqCst);
    }
    /// Clears a previous request.
    pub fn clear(&self) {
        self.0.store(false, Ordering::SeqCst);
    }
    /// Whether an interruption was requested.
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Statistics of the formula given to a back end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CnfStats {
    /// Number of variables allocated.
    pub vars: u32,
    /// Number of clauses added.
    pub clauses: u64,
    /// Total number of literals in all clauses.
    pub literals: u64,
}

/// An incremental SAT solver.
pub trait SatBackend {
    /// Allocates a fresh variable and returns its positive literal.
    fn new_var(&mut self) -> SatLit;
    /// Adds a clause (a disjunction). An empty clause makes the formula unsatisfiable.
    fn add_clause(&mut self, clause: &[SatLit]);
    /// Solves the clauses added so far under `assumptions` (literals forced true for this
    /// call only).
    fn solve(&mut self, assumptions: &[SatLit]) -> Result<SatResult, SatError>;
    /// The value of `lit` in the model of the last [`SatResult::Sat`] answer; `None` when
    /// there is no model or the variable is unassigned.
    fn value(&self, lit: SatLit) -> Option<bool>;
    /// After [`SatResult::Unsat`] under assumptions: whether assumption `lit` is part of the
    /// reason for unsatisfiability (the set may not be minimal).
    fn failed(&self, lit: SatLit) -> bool;
    /// Name and version of the solver, for reports (e.g. `cadical-1.9.5`).
    fn signature(&self) -> String;
    /// Sets (or removes) a wall-clock limit applying to each following solve.
    fn set_time_limit(&mut self, limit: Option<Duration>);
    /// The interrupt flag checked by this back end while solving.
    fn interrupt_handle(&self) -> Interrupt;
    /// Size of the formula added so far.
    fn stats(&self) -> CnfStats;
    /// The DIMACS writer, if this is one (used to emit `--dimacs` output).
    fn as_dimacs(&self) -> Option<&DimacsBackend> {
        None
    }
}

/// Names accepted by [`backend_by_name`].
pub const BACKEND_NAMES: [&str; 3] = ["cadical", "varisat", "dimacs"];

/// Creates a back end from its command-line name (`cadical`, `varisat` or `dimacs`).
/// The SAT solvers `--sat-solver` accepts (the DIMACS writer is chosen by `--dimacs`).
pub const SOLVER_NAMES: &[&str] = &["cadical", "varisat"];

pub fn backend_by_name(name: &str) -> Result<Box<dyn SatBackend>, SatError> {
    match name {
        "cadical" => Ok(Box::new(CadicalBackend::new())),
        "varisat" => Ok(Box::new(VarisatBackend::new())),
        "dimacs" => Ok(Box::new(DimacsBackend::new())),
        other => Err(SatError::UnknownSolver(other.to_string())),
    }
}

/// Counts clause statistics (shared helper of the back ends).
pub(crate) fn count_clause(stats: &mut CnfStats, clause: &[SatLit]) {
    stats.clauses += 1;
    stats.literals += clause.len() as u64;
}
