//! Why a run stopped before deciding every property.

use std::time::Duration;

/// Why a run stopped early: its undecided properties end UNKNOWN. bmc words it for users.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// `--timeout`: the time limit was reached.
    TimeLimit(Duration),
    /// The resident memory exceeded the limit.
    MemoryLimit {
        /// The limit in MB.
        limit_mb: u64,
        /// The resident memory in MB when the limit was found exceeded.
        used_mb: u64,
        /// Whether the limit is the default guard (a share of physical memory, no
        /// `--memory-limit` given).
        default_guard: bool,
    },
    /// The SAT back end gave up on its own (its time limit, an interruption nobody asked
    /// for).
    Solver(solver::sat::UnknownReason),
    /// Stopped from outside the run (tests, embedders).
    Requested,
}
