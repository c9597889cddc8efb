//! DIMACS writer back end (for `--dimacs`).

use super::{count_clause, CnfStats, Interrupt, SatBackend, SatError, SatLit, SatResult};
use std::io::Write;
use std::time::Duration;

/// Collects clauses and writes them as DIMACS CNF text; it never solves.
#[derive(Default)]
pub struct DimacsBackend {
    clauses: Vec<i32>,
    vars: u32,
    stats: CnfStats,
    interrupt: Interrupt,
}

impl DimacsBackend {
    /// An empty formula.
    pub fn new() -> DimacsBackend {
        DimacsBackend::default()
    }

    /// Writes `p cnf V C` and the clauses, each assumption as an extra unit clause.
    pub fn write_dimacs(
        &self,
        out: &mut dyn Write,
        assumptions: &[SatLit],
    ) -> Result<(), SatError> {
        let io = |e: std::io::Error| SatError::Io(e.to_string());
        let clauses = self.stats.clauses + assumptions.len() as u64;
        writeln!(out, "p cnf {} {}", self.vars, clauses).map_err(io)?;
        let mut line = String::new();
        for &n in &self.clauses {
            if n == 0 {
                line.push('0');
                writeln!(out, "{line}").map_err(io)?;
                line.clear();
            } else {
                line.push_str(&n.to_string());
                line.push(' ');
            }
        }
        for a in assumptions {
            writeln!(out, "{} 0", a.0).map_err(io)?;
        }
        Ok(())
    }

    /// The DIMACS text as a string (see [`DimacsBackend::write_dimacs`]).
    pub fn to_dimacs_string(&self, assumptions: &[SatLit]) -> String {
        let mut out = Vec::new();
        // Writing into a Vec cannot fail.
        let _ = self.write_dimacs(&mut out, assumptions);
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl SatBackend for DimacsBackend {
    fn new_var(&mut self) -> SatLit {
        self.vars += 1;
        self.stats.vars = self.vars;
        SatLit(self.vars as i32)
    }

    fn add_clause(&mut self, clause: &[SatLit]) {
        count_clause(&mut self.stats, clause);
        self.clauses.extend(clause.iter().map(|l| l.0));
        self.clauses.push(0);
    }

    fn solve(&mut self, _assumptions: &[SatLit]) -> Result<SatResult, SatError> {
        Err(SatError::NotASolver("DIMACS writer"))
    }

    fn value(&self, _lit: SatLit) -> Option<bool> {
        None
    }

    fn failed(&self, _lit: SatLit) -> bool {
        false
    }

    fn signature(&self) -> String {
        "DIMACS writer".to_string()
    }

    fn set_time_limit(&mut self, _limit: Option<Duration>) {}

    fn interrupt_handle(&self) -> Interrupt {
        self.interrupt.clone()
    }

    fn stats(&self) -> CnfStats {
        self.stats
    }

    fn as_dimacs(&self) -> Option<&DimacsBackend> {
        Some(self)
    }
}
