//! CaDiCaL back end (through the `cadical` crate, which compiles CaDiCaL from source).

use super::UnknownReason;
use super::{count_clause, CnfStats, Interrupt, SatBackend, SatError, SatLit, SatResult};
use std::time::{Duration, Instant};

/// Terminate callback state: polled by CaDiCaL during search.
struct Limits {
    interrupt: Interrupt,
    limit: Option<Duration>,
    started: Instant,
    timed_out: bool,
}

impl cadical::Callbacks for Limits {
    fn started(&mut self) {
        self.started = Instant::now();
        self.timed_out = false;
    }

    fn terminate(&mut self) -> bool {
        if self.interrupt.is_set() {
            return true;
        }
        if let Some(limit) = self.limit {
            if self.started.elapsed() >= limit {
                self.timed_out = true;
                return true;
            }
        }
        false
    }
}

/// The CaDiCaL SAT solver. Interruption and time limits go through CaDiCaL's terminate
/// callback, so a stopped solve leaves the solver usable.
pub struct CadicalBackend {
    solver: cadical::Solver<Limits>,
    vars: u32,
    stats: CnfStats,
    interrupt: Interrupt,
    last: Option<SatResult>,
}

impl Default for CadicalBackend {
    fn default() -> Self {
        Self::new()
    }
}

impl CadicalBackend {
    /// A fresh solver with no clauses.
    pub fn new() -> CadicalBackend {
        let interrupt = Interrupt::new();
        let mut solver: cadical::Solver<Limits> = cadical::Solver::new();
        solver.set_callbacks(Some(Limits {
            interrupt: interrupt.clone(),
            limit: None,
            started: Instant::now(),
            timed_out: false,
        }));
        CadicalBackend {
            solver,
            vars: 0,
            stats: CnfStats::default(),
            interrupt,
            last: None,
        }
    }
}

impl SatBackend for CadicalBackend {
    fn new_var(&mut self) -> SatLit {
        self.vars += 1;
        self.stats.vars = self.vars;
        SatLit(self.vars as i32)
    }

    fn add_clause(&mut self, clause: &[SatLit]) {
        count_clause(&mut self.stats, clause);
        self.last = None;
        self.solver.add_clause(clause.iter().map(|l| l.0));
    }

    fn solve(&mut self, assumptions: &[SatLit]) -> Result<SatResult, SatError> {
        if self.interrupt.is_set() {
            self.last = None;
            return Ok(SatResult::Unknown(UnknownReason::Interrupted));
        }
        // Make every allocated variable known to CaDiCaL so that model queries are valid.
        if let Ok(max) = i32::try_from(self.vars) {
            self.solver.reserve(max);
        }
        let answer = self.solver.solve_with(assumptions.iter().map(|l| l.0));
        let result = match answer {
            Some(true) => SatResult::Sat,
            Some(false) => SatResult::Unsat,
            None => {
                let timed_out = self
                    .solver
                    .get_callbacks()
                    .map(|c| c.timed_out)
                    .unwrap_or(false);
                if timed_out {
                    SatResult::Unknown(UnknownReason::TimeLimit)
                } else {
                    SatResult::Unknown(UnknownReason::Interrupted)
                }
            }
        };
        self.last = Some(result);
        Ok(result)
    }

    fn value(&self, lit: SatLit) -> Option<bool> {
        if self.last != Some(SatResult::Sat) || lit.var() > self.vars {
            return None;
        }
        self.solver.value(lit.0)
    }

    fn failed(&self, lit: SatLit) -> bool {
        self.last == Some(SatResult::Unsat) && lit.var() <= self.vars && self.solver.failed(lit.0)
    }

    fn signature(&self) -> String {
        self.solver.signature().to_string()
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) {
        if let Some(cb) = self.solver.get_callbacks() {
            cb.limit = limit;
        }
    }

    fn interrupt_handle(&self) -> Interrupt {
        self.interrupt.clone()
    }

    fn stats(&self) -> CnfStats {
        self.stats
    }
}
