//! Propositional solving over the AIG: assertions, solving under assumptions, model values.

use crate::aig::{Aig, Lit, Node};
use crate::cnf::CnfEncoder;
use crate::sat::{CnfStats, Interrupt, SatBackend, SatError, SatLit, SatResult};
use std::time::Duration;

/// An AIG together with a SAT back end it is lazily converted into.
pub struct PropSolver {
    /// The graph; build circuits in it directly (`solver.aig.and(a, b)`, `bv_add`, …).
    pub aig: Aig,
    enc: CnfEncoder,
    sat: Box<dyn SatBackend>,
    /// An asserted FALSE makes every solve UNSAT.
    inconsistent: bool,
    /// Node values of the current model, evaluated lazily in topological order.
    model: Option<Vec<bool>>,
    last: Option<SatResult>,
    failed: Vec<Lit>,
}

impl PropSolver {
    /// A solver with an empty graph on top of `sat`.
    pub fn new(sat: Box<dyn SatBackend>) -> PropSolver {
        PropSolver {
            aig: Aig::new(),
            enc: CnfEncoder::new(),
            sat,
            inconsistent: false,
            model: None,
            last: None,
            failed: Vec::new(),
        }
    }

    /// The back end (e.g. to write DIMACS or read its signature).
    pub fn backend(&self) -> &dyn SatBackend {
        self.sat.as_ref()
    }

    /// Size of the CNF produced so far.
    pub fn cnf_stats(&self) -> CnfStats {
        self.sat.stats()
    }

    /// Converts `l` (for use as a true literal) and returns its SAT literal; constants get a
    /// fixed variable. Useful to pass assumptions to the DIMACS writer.
    pub fn sat_literal(&mut self, l: Lit) -> SatLit {
        match l.as_const() {
            Some(v) => {
                // Node 0 gets a variable forced false.
                let fresh = self.enc.var_of(0).is_none();
                let f = self
                    .enc
                    .encode(&self.aig, self.sat.as_mut(), Lit::FALSE, true);
                if fresh {
                    self.sat.add_clause(&[!f]);
                }
                if v {
                    !f
                } else {
                    f
                }
            }
            None => self.enc.encode(&self.aig, self.sat.as_mut(), l, true),
        }
    }

    /// Asserts `l` permanently.
    pub fn assert(&mut self, l: Lit) {
        match l.as_const() {
            Some(true) => {}
            Some(false) => {
                self.inconsistent = true;
                self.sat.add_clause(&[]);
            }
            None => {
                let s = self.enc.encode(&self.aig, self.sat.as_mut(), l, true);
                self.sat.add_clause(&[s]);
            }
        }
    }

    /// Asserts the clause `l1 ∨ … ∨ ln` permanently.
    pub fn assert_clause(&mut self, lits: &[Lit]) {
        let l = self.aig.or_all(lits);
        self.assert(l);
    }

    /// Sets the back end's time limit for each following solve.
    pub fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.sat.set_time_limit(limit);
    }

    /// The back end's interrupt flag.
    pub fn interrupt_handle(&self) -> Interrupt {
        self.sat.interrupt_handle()
    }

    /// Solves the assertions under `assumptions`.
    pub fn solve(&mut self, assumptions: &[Lit]) -> Result<SatResult, SatError> {
        self.model = None;
        self.failed.clear();
        self.last = None;
        if self.inconsistent {
            self.last = Some(SatResult::Unsat);
            return Ok(SatResult::Unsat);
        }
        if let Some(&f) = assumptions.iter().find(|l| **l == Lit::FALSE) {
            self.failed.push(f);
            self.last = Some(SatResult::Unsat);
            return Ok(SatResult::Unsat);
        }
        let mut sat_assumptions = Vec::with_capacity(assumptions.len());
        let mut pairs = Vec::with_capacity(assumptions.len());
        for &a in assumptions {
            if a != Lit::TRUE {
                let s = self.enc.encode(&self.aig, self.sat.as_mut(), a, true);
                sat_assumptions.push(s);
                pairs.push((a, s));
            }
        }
        let result = self.sat.solve(&sat_assumptions)?;
        match result {
            SatResult::Sat => {
                // Snapshot the input values now: the back end forgets its model as soon as
                // clauses are added, while read-out may convert (and assert) more.
                self.model = Some(Vec::new());
                let n = self.aig.len() as u32;
                if n > 0 {
                    self.extend_model(n - 1);
                }
            }
            SatResult::Unsat => {
                for (a, s) in pairs {
                    if self.sat.failed(s) {
                        self.failed.push(a);
                    }
                }
            }
            SatResult::Unknown(_) => {}
        }
        self.last = Some(result);
        Ok(result)
    }

    /// After UNSAT under assumptions: whether assumption `l` contributed.
    pub fn failed(&self, l: Lit) -> bool {
        self.failed.contains(&l)
    }

    fn extend_model(&mut self, upto: u32) {
        let Some(model) = self.model.as_mut() else {
            return;
        };
        let upto = upto as usize;
        while model.len() <= upto {
            let n = model.len();
            let v = match self.aig.node(n as u32) {
                Node::False => false,
                Node::Input => self
                    .enc
                    .var_of(n as u32)
                    .and_then(|s| self.sat.value(s))
                    .unwrap_or(false),
                Node::And(a, b) => {
                    (model[a.node() as usize] != a.is_negated())
                        && (model[b.node() as usize] != b.is_negated())
                }
            };
            model.push(v);
        }
    }

    /// The value of `l` in the model of the last SAT answer (`None` if there is none).
    /// Inputs outside the converted cone, and nodes created after the solve, evaluate with
    /// their inputs false. The model stays available until the next solve.
    pub fn value(&mut self, l: Lit) -> Option<bool> {
        self.extend_model(l.node());
        let model = self.model.as_ref()?;
        Some(model[l.node() as usize] != l.is_negated())
    }

    /// Values of several literals (see [`PropSolver::value`]).
    pub fn values(&mut self, lits: &[Lit]) -> Option<Vec<bool>> {
        lits.iter().map(|&l| self.value(l)).collect()
    }

    /// The result of the last solve.
    pub fn last_result(&self) -> Option<SatResult> {
        self.last
    }
}
