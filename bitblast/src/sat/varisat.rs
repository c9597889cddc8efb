//! varisat back end.
//!
//! Varisat 0.2 offers no terminate callback, so interruption uses another mechanism: the
//! varisat solver is owned by a dedicated worker thread. Clauses are buffered on the caller's
//! side and shipped to the worker with each solve; the caller waits for the answer, polling
//! the [`Interrupt`] flag and the time limit every few milliseconds. When either fires, the
//! solve returns [`SatResult::Unknown`] at once and the worker is *abandoned*: it finishes its
//! search in the background (its answer is discarded) and the back end refuses further solves
//! with [`SatError::Unusable`]. Without a limit or interrupt, solving is exactly varisat's.

use super::UnknownReason;
use super::{count_clause, CnfStats, Interrupt, SatBackend, SatError, SatLit, SatResult};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// One request to the worker: new clauses (flat, 0-terminated) and the assumptions.
struct Job {
    clauses: Vec<i32>,
    assumptions: Vec<i32>,
}

/// The worker's answer: `None` if varisat reported an error.
struct Answer {
    result: Option<bool>,
    /// `model[v]` = value of variable `v` (index 0 unused).
    model: Vec<bool>,
    failed: Vec<i32>,
}

/// Poll period while waiting for the worker.
const POLL: Duration = Duration::from_millis(5);

/// The varisat SAT solver, run on a worker thread (see the module documentation for how
/// interrupts and time limits work).
pub struct VarisatBackend {
    jobs: Option<Sender<Job>>,
    answers: Option<Receiver<Answer>>,
    pending: Vec<i32>,
    vars: u32,
    stats: CnfStats,
    interrupt: Interrupt,
    limit: Option<Duration>,
    model: Option<Vec<bool>>,
    failed: Vec<i32>,
    abandoned: bool,
}

impl Default for VarisatBackend {
    fn default() -> Self {
        Self::new()
    }
}

fn worker(jobs: Receiver<Job>, answers: Sender<Answer>) {
    let mut solver = ::varisat::Solver::new();
    let mut buffer: Vec<::varisat::Lit> = Vec::new();
    while let Ok(job) = jobs.recv() {
        let mut formula = ::varisat::CnfFormula::new();
        for &n in &job.clauses {
            if n == 0 {
                ::varisat::ExtendFormula::add_clause(&mut formula, &buffer);
                buffer.clear();
            } else {
                buffer.push(::varisat::Lit::from_dimacs(n as isize));
            }
        }
        solver.add_formula(&formula);
        let assumptions: Vec<::varisat::Lit> = job
            .assumptions
            .iter()
            .map(|&n| ::varisat::Lit::from_dimacs(n as isize))
            .collect();
        solver.assume(&assumptions);
        let result = solver.solve().ok();
        let mut model = Vec::new();
        let mut failed = Vec::new();
        match result {
            Some(true) => {
                if let Some(lits) = solver.model() {
                    for l in lits {
                        let v = l.var().to_dimacs() as usize;
                        if model.len() <= v {
                            model.resize(v + 1, false);
                        }
                        model[v] = l.is_positive();
                    }
                }
            }
            Some(false) => {
                if let Some(core) = solver.failed_core() {
                    failed = core.iter().map(|l| l.to_dimacs() as i32).collect();
                }
            }
            None => {}
        }
        if answers
            .send(Answer {
                result,
                model,
                failed,
            })
            .is_err()
        {
            return;
        }
    }
}

impl VarisatBackend {
    /// A fresh solver (spawns its worker thread).
    pub fn new() -> VarisatBackend {
        let (job_tx, job_rx) = mpsc::channel();
        let (ans_tx, ans_rx) = mpsc::channel();
        let spawned = thread::Builder::new()
            .name("varisat".to_string())
            .spawn(move || worker(job_rx, ans_tx));
        let ok = spawned.is_ok();
        VarisatBackend {
            jobs: ok.then_some(job_tx),
            answers: ok.then_some(ans_rx),
            pending: Vec::new(),
            vars: 0,
            stats: CnfStats::default(),
            interrupt: Interrupt::new(),
            limit: None,
            model: None,
            failed: Vec::new(),
            abandoned: !ok,
        }
    }

    fn abandon(&mut self) {
        self.abandoned = true;
        self.jobs = None;
        self.answers = None;
    }
}

impl SatBackend for VarisatBackend {
    fn new_var(&mut self) -> SatLit {
        self.vars += 1;
        self.stats.vars = self.vars;
        SatLit(self.vars as i32)
    }

    fn add_clause(&mut self, clause: &[SatLit]) {
        count_clause(&mut self.stats, clause);
        self.model = None;
        self.failed.clear();
        self.pending.extend(clause.iter().map(|l| l.0));
        self.pending.push(0);
    }

    fn solve(&mut self, assumptions: &[SatLit]) -> Result<SatResult, SatError> {
        self.model = None;
        self.failed.clear();
        if self.interrupt.is_set() {
            return Ok(SatResult::Unknown(UnknownReason::Interrupted));
        }
        let (Some(jobs), false) = (&self.jobs, self.abandoned) else {
            return Err(SatError::Unusable(
                "the varisat worker was abandoned after an interrupt or time limit".into(),
            ));
        };
        let job = Job {
            clauses: std::mem::take(&mut self.pending),
            assumptions: assumptions.iter().map(|l| l.0).collect(),
        };
        if jobs.send(job).is_err() {
            self.abandon();
            return Err(SatError::Unusable("the varisat worker stopped".into()));
        }
        let started = Instant::now();
        let answer = loop {
            let Some(answers) = &self.answers else {
                return Err(SatError::Unusable("the varisat worker stopped".into()));
            };
            match answers.recv_timeout(POLL) {
                Ok(answer) => break answer,
                Err(RecvTimeoutError::Disconnected) => {
                    self.abandon();
                    return Err(SatError::Unusable("the varisat worker stopped".into()));
                }
                Err(RecvTimeoutError::Timeout) => {
                    if self.interrupt.is_set() {
                        self.abandon();
                        return Ok(SatResult::Unknown(UnknownReason::Interrupted));
                    }
                    if self.limit.is_some_and(|l| started.elapsed() >= l) {
                        self.abandon();
                        return Ok(SatResult::Unknown(UnknownReason::TimeLimit));
                    }
                }
            }
        };
        match answer.result {
            Some(true) => {
                self.model = Some(answer.model);
                Ok(SatResult::Sat)
            }
            Some(false) => {
                self.failed = answer.failed;
                Ok(SatResult::Unsat)
            }
            None => {
                self.abandon();
                Err(SatError::Unusable(
                    "varisat reported an internal error".into(),
                ))
            }
        }
    }

    fn value(&self, lit: SatLit) -> Option<bool> {
        let model = self.model.as_ref()?;
        if lit.var() > self.vars {
            return None;
        }
        // Variables that occur in no clause are unconstrained: report them false.
        let v = model.get(lit.var() as usize).copied().unwrap_or(false);
        Some(v != lit.is_negated())
    }

    fn failed(&self, lit: SatLit) -> bool {
        self.failed.contains(&lit.0)
    }

    fn signature(&self) -> String {
        "varisat-0.2.2".to_string()
    }

    fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.limit = limit;
    }

    fn interrupt_handle(&self) -> Interrupt {
        self.interrupt.clone()
    }

    fn stats(&self) -> CnfStats {
        self.stats
    }
}
