//! Statistics and messages collected during symex (printed by the driver).

use std::time::Duration;

/// Counters and timings of one symex run (or one path of a `--paths` run).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions executed (`symex_step` calls).
    pub steps: u64,
    /// Assertions met (CBMC's `total_vccs`), including those simplified to `true`.
    pub total_vccs: u64,
    /// Assertions left in the equation (CBMC's `remaining_vccs`).
    pub remaining_vccs: u64,
    /// SSA steps in the equation.
    pub equation_steps: u64,
    /// Assignments removed by the simple slicer.
    pub sliced_assignments: Option<u64>,
    /// Wall time of symbolic execution.
    pub symex_time: Duration,
    /// Peak resident memory of the process in bytes, if the platform reports it.
    pub peak_memory: Option<u64>,
    /// A loop reached its unwinding bound with a count that a join took as the larger of
    /// two paths' counts (a loop re-entered by a jump, or a jump into a loop's body): its
    /// unwinding assertion may fail on paths that iterate less than the bound.
    pub joined_loop_counts: bool,
}

impl Stats {
    /// CBMC's summary line: `Generated N VCC(s), M remaining after simplification`.
    pub fn vcc_summary(&self) -> String {
        format!(
            "Generated {} VCC(s), {} remaining after simplification",
            self.total_vccs, self.remaining_vccs
        )
    }
}

/// Importance of a [`Message`] (CBMC's verbosity levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// `**** WARNING: …` (level 2).
    Warning,
    /// Status messages (level 6).
    Status,
    /// Statistics messages (level 8), e.g. `Unwinding loop main.0 iteration 1 …`.
    Statistics,
    /// Debug messages (level 10).
    Debug,
}

/// A message produced during symex, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub level: Level,
    pub text: String,
}

/// Peak resident set size (`VmHWM`) from `/proc/self/status`, in bytes.
pub fn peak_memory() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}
