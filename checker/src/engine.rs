//! The verification engine (cbmc-behaviour.md §3, §4.1): symbolic execution of the
//! instrumented goto model into one equation, conversion of the equation to the solver, and
//! CBMC's incremental goal scheme: each solver run asks for *some* still-unknown property to
//! fail (a disjunction of their goals, asserted: the open set only shrinks, so each run's
//! disjunction implies the earlier ones); every property whose goal
//! holds in the model fails with a trace built from that model; UNSAT proves all remaining
//! ones. With `--paths` ([`paths`]) the program is explored one path at a time and each
//! path's equation is decided on its own.
//!
//! The work runs on a worker thread while the calling thread forwards its messages and
//! watches the limits (`--timeout`, `--memory-limit`, see [`limits`]): when one is exceeded
//! the worker is asked to stop (symex stops before its next step, the solver is
//! interrupted); if it cannot stop in time (in the middle of a long conversion to the
//! solver) its last reported progress is used. Either way the undecided properties stay
//! undecided and [`Outcome::stopped`] says why. Symex messages (CBMC's statistics lines
//! such as `Unwinding loop main.0 iteration 3 …`) reach `on_message` while symex runs.
//!
//! The engine returns data ([`Outcome`]: properties with statuses, traces, iteration count);
//! bmc formats it. Verification outcomes are never Rust errors: [`EngineError`] is for runs
//! that cannot decide anything (unsupported constructs, an invalid equation, a panic of the
//! worker). Statuses are written through [`crate::outcome`] only.

mod dimacs;
pub mod limits;
mod paths;

use crate::location::Loc;
use crate::outcome::{Outcome, Property, Status, Tally};
use crate::stop::StopReason;
use crate::trace::{Assignment, AssignmentType, Step, StepKind, Trace, Value, ValueKind};
use goto_ir::c_syntax::{self, CConfig};
use goto_ir::{
    ExprId, ExprKind, GotoModel, Ident, InstrKind, Literal, SourceLocation, Store, SymbolTable,
    TypeKind, BOOL, TRUE,
};
use limits::{Limits, Watch};
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;
use solver::sat::SatResult;
use solver::{Solver, SolverConfig};
use ssa::equation::{AssignmentType as SsaAssignmentType, StepKind as SsaKind};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};
use symex::{Level, Message};

/// Knobs of one verification run.
#[derive(Clone, Debug)]
pub struct EngineConfig {
    /// Symbolic execution (unwinding, entry point, `--paths`, …).
    pub symex: symex::SymexConfig,
    /// SAT back end by name (`cadical`, `varisat`).
    pub sat_solver: String,
    /// `--external-sat-solver CMD`: a solver process instead of `sat_solver`.
    pub external_sat_solver: Option<String>,
    /// Object bits of the pointer encoding (`--object-bits`).
    pub object_bits: u32,
    /// Stop at the first failing property (`--stop-on-fail`).
    pub stop_on_fail: bool,
    /// `--cover … --show-test-suite`: keep, for every satisfying model, the whole execution
    /// and the goals it covers ([`crate::Outcome::tests`]).
    pub tests: bool,
    /// Time limit for the whole run, counted from `started` (`--timeout`).
    pub timeout: Option<Duration>,
    /// Limit of the process's resident memory in MB (`--memory-limit`).
    pub memory_limit: Option<u64>,
    /// When the run started (the time limit counts from here).
    pub started: Instant,
    /// `--dimacs`: write the CNF of the formula instead of solving it.
    pub dimacs: bool,
    /// Keep the counterexample of each failed property in the outcome (for printing or
    /// reports). Without it each counterexample is still replayed, then dropped: a run with
    /// many failures holds no traces.
    pub keep_traces: bool,
    /// C type widths for printing values.
    pub c: CConfig,
    /// `--validate-ssa-equation`: check every equation with [`ssa::verify`] (always done
    /// in debug builds).
    pub validate_ssa_equation: bool,
    /// Test hook (`--debug-worker-panic`, hidden): the worker panics when it starts. Only
    /// debug builds read it; it shows that a worker's panic ends as an internal error.
    pub debug_worker_panic: bool,
}

/// Why a run could not decide its properties.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("{0}")]
    Symex(Box<symex::SymexError>),
    #[error("{0}")]
    Solver(Box<solver::SolverError>),
    /// The solver refused the constraint of one equation step: named with its source
    /// location, as unsupported constructs must be.
    #[error("{location}: {error}")]
    SolverAt {
        location: Box<symex::Located>,
        error: Box<solver::SolverError>,
    },
    /// The verification thread could not be started.
    #[error("cannot start the verification thread: {0}")]
    Thread(String),
    /// The verification thread panicked (a bug of rbmc): the panic's message.
    #[error("internal error: the verification thread panicked: {0}")]
    WorkerPanic(String),
    /// The equation verifier found violated invariants (a bug of symex).
    #[error("SSA equation is invalid: {first} ({count} problem(s))")]
    InvalidEquation {
        /// The first violation.
        first: Box<ssa::verify::Violation>,
        /// How many there are.
        count: usize,
    },
}

impl EngineError {
    /// The error for the violations of an equation, `None` when there are none.
    pub fn invalid_equation(violations: Vec<ssa::verify::Violation>) -> Option<EngineError> {
        let count = violations.len();
        let first = violations.into_iter().next()?;
        Some(EngineError::InvalidEquation {
            first: Box::new(first),
            count,
        })
    }
}

/// Runs the equation verifier when asked (`--validate-ssa-equation`) and in debug builds.
pub fn check_equation(
    enabled: bool,
    model: &GotoModel,
    names: &ssa::NameTable,
    equation: &ssa::Equation,
) -> Result<(), EngineError> {
    if !(enabled || cfg!(debug_assertions)) {
        return Ok(());
    }
    let violations = ssa::verify::verify(&model.store, names, &model.symbols, equation);
    match EngineError::invalid_equation(violations) {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

/// The message of a panic's payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

impl From<symex::SymexError> for EngineError {
    fn from(e: symex::SymexError) -> Self {
        EngineError::Symex(Box::new(e))
    }
}

impl From<solver::SolverError> for EngineError {
    fn from(e: solver::SolverError) -> Self {
        EngineError::Solver(Box::new(e))
    }
}

/// A duration in seconds the way CBMC prints its runtimes (a C++ `double` on a stream: six
/// significant digits, `1.098e-05` for small values).
pub fn seconds(d: Duration) -> String {
    let x = d.as_secs_f64();
    if x == 0.0 {
        return "0".into();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci.as_str(), "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exp.abs())
    } else {
        let decimals = (5 - exp).max(0) as usize;
        trim(&format!("{x:.decimals$}"))
    }
}

/// How often the limits are checked.
const POLL: Duration = Duration::from_millis(20);
/// How long a worker asked to stop may take before its last progress is used instead.
const GRACE: Duration = Duration::from_millis(1000);

/// What the worker thread reports to the watching thread.
enum Event {
    /// A message, to be printed now.
    Message(Message),
    /// The statuses so far and the traces found since the last report.
    Progress {
        properties: Vec<Property>,
        new_traces: Vec<(String, Trace)>,
        iterations: usize,
    },
    /// The run starts over (path by path): the traces reported so far are void.
    Restart,
    /// The result, and the model handed back.
    Done(Box<Result<Outcome, EngineError>>, Box<GotoModel>),
}

/// Verifies every property of `model` (already instrumented and labelled). Messages (symex
/// warnings and statistics, CBMC's phase lines and runtimes) are passed to `on_message` as
/// they are produced.
pub fn check(
    model: &mut GotoModel,
    cfg: &EngineConfig,
    on_message: &mut dyn FnMut(&Message),
) -> Result<Outcome, EngineError> {
    let watch = Arc::new(Watch::default());
    let limits = Limits::new(cfg);
    // a limit already exceeded (by loading the program) stops the run before it starts
    if let Some(reason) = limits.exceeded(Instant::now()) {
        watch.stop(reason);
    }
    let (tx, rx) = mpsc::channel::<Event>();
    // the properties are known before the worker starts: even a worker that never reports
    // leaves every one of them NOT CHECKED, never an empty (successful) result
    let tally = Tally::new(model, &cfg.c);
    let mut last = Outcome {
        properties: tally.out.properties.clone(),
        ..Outcome::default()
    };
    let mut owned = std::mem::take(model);
    let mut worker_cfg = cfg.clone();
    worker_cfg.symex.stop = watch.symex_stop_flag();
    let sink_tx = tx.clone();
    worker_cfg.symex.on_message = Some(symex::MessageSink::new(move |m| {
        let _ = sink_tx.send(Event::Message(m.clone()));
    }));
    let worker_watch = watch.clone();
    // a large stack ([`goto_ir::stack`]): symex and the solver recurse over expressions
    let handle = goto_ir::stack::spawn("rbmc-verify", move || {
        let mut run = Run {
            cfg: &worker_cfg,
            tx: tx.clone(),
            watch: worker_watch,
            sent_traces: 0,
        };
        if cfg!(debug_assertions) && run.cfg.debug_worker_panic {
            // the test hook of `--debug-worker-panic` (debug builds only)
            panic!("--debug-worker-panic");
        }
        let r = verify(&mut owned, &mut run, tally);
        let _ = tx.send(Event::Done(Box::new(r), Box::new(owned)));
    })
    .map_err(|e| EngineError::Thread(e.to_string()))?;
    let mut give_up_at: Option<Instant> = None;
    let mut next_check = Instant::now();
    loop {
        match rx.recv_timeout(POLL) {
            Ok(Event::Message(m)) => on_message(&m),
            Ok(Event::Progress {
                properties,
                new_traces,
                iterations,
            }) => {
                last.properties = properties;
                last.traces.extend(new_traces);
                last.iterations = iterations;
            }
            Ok(Event::Restart) => last.traces.clear(),
            Ok(Event::Done(result, m)) => {
                *model = *m;
                let _ = handle.join();
                return *result;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                // the worker ended without a result: it panicked; an internal error, so
                // that the caller can still close its output (JSON, XML) properly
                return match handle.join() {
                    Err(panic) => Err(EngineError::WorkerPanic(panic_message(&*panic))),
                    Ok(_) => Err(EngineError::Thread(
                        "the verification thread vanished".into(),
                    )),
                };
            }
        }
        let now = Instant::now();
        match give_up_at {
            None if now >= next_check => {
                next_check = now + POLL;
                if let Some(reason) = limits.exceeded(now) {
                    watch.stop(reason);
                    give_up_at = Some(now + GRACE);
                }
            }
            Some(t) if now >= t => {
                // The worker is where it cannot be interrupted (a long conversion): report
                // its last progress. It is left behind; the process ends after reporting.
                last.stopped = watch.reason();
                return Ok(last);
            }
            _ => {}
        }
    }
}

/// The worker's side of a run: messages and progress go to the watching thread, the stop
/// request comes from it.
pub(crate) struct Run<'a> {
    cfg: &'a EngineConfig,
    tx: Sender<Event>,
    watch: Arc<Watch>,
    sent_traces: usize,
}

impl Run<'_> {
    fn message(&self, level: Level, text: String) {
        let _ = self.tx.send(Event::Message(Message { level, text }));
    }

    fn status(&self, text: String) {
        self.message(Level::Status, text);
    }

    fn statistics(&self, text: String) {
        self.message(Level::Statistics, text);
    }

    /// Why the run must stop, if it must.
    fn stopped(&self) -> Option<StopReason> {
        self.watch.reason()
    }

    /// Reports the statuses so far and the traces not reported yet.
    fn progress(&mut self, out: &Outcome) {
        let new_traces = out.traces[self.sent_traces.min(out.traces.len())..].to_vec();
        self.sent_traces = out.traces.len();
        let _ = self.tx.send(Event::Progress {
            properties: out.properties.clone(),
            new_traces,
            iterations: out.iterations,
        });
    }
}

/// The body of a run on the worker thread.
fn verify(model: &mut GotoModel, run: &mut Run, mut tally: Tally) -> Result<Outcome, EngineError> {
    if let Some(reason) = run.stopped() {
        tally.out.stopped = Some(reason);
        return Ok(tally.out);
    }
    if run.cfg.symex.paths.is_some() {
        paths::verify_paths(model, run, &mut tally)?;
        return Ok(tally.finish(model, !run.cfg.stop_on_fail));
    }
    let joined_loop_counts = verify_merged(model, run, &mut tally)?;
    if let Some(id) = joined_loop_counts
        .then(|| spurious_unwinding_failure(&tally.out))
        .flatten()
    {
        // Merged paths share one counter per loop, the larger of the joined paths' counts:
        // a loop re-entered by a jump (or a jump into its body) can exhaust its bound on
        // paths that iterate less. Each path has its own counters in path-by-path mode.
        run.message(
            Level::Warning,
            format!(
                "the counterexample for {id} does not replay: merged paths counted the iterations of a loop re-entered by a jump together; checking path by path (as --paths lifo does)"
            ),
        );
        let mut cfg = run.cfg.clone();
        cfg.symex.paths = Some(symex::PathStrategy::Lifo);
        let mut by_path = Run {
            cfg: &cfg,
            tx: run.tx.clone(),
            watch: run.watch.clone(),
            sent_traces: 0,
        };
        let _ = by_path.tx.send(Event::Restart);
        let mut again = tally.restart();
        match paths::verify_paths(model, &mut by_path, &mut again) {
            Ok(()) => return Ok(again.finish(model, !cfg.stop_on_fail)),
            // a program path-by-path mode cannot check keeps the merged result
            Err(e) => run.message(Level::Warning, format!("checking path by path failed: {e}")),
        }
    }
    Ok(tally.finish(model, !run.cfg.stop_on_fail))
}

/// The first unwinding assertion whose counterexample the replay contradicts.
fn spurious_unwinding_failure(out: &Outcome) -> Option<String> {
    out.replays.iter().find_map(|(id, v)| {
        (matches!(v, crate::replay::Verdict::Disagree(_))
            && crate::outcome::id_class(id) == "unwind")
            .then(|| id.clone())
    })
}

/// The symbol table of the program plus the symbols symex created.
fn symbols_with(model: &GotoModel, new_symbols: &SymbolTable) -> SymbolTable {
    let mut symbols = model.symbols.clone();
    for s in new_symbols.iter() {
        symbols.replace(s.clone());
    }
    symbols
}

/// CBMC's post-processing messages for one equation (`postprocess_equation`).
fn postprocess_messages(run: &Run, stats: &symex::Stats) {
    run.statistics(format!(
        "size of program expression: {} steps",
        stats.equation_steps
    ));
    if let Some(n) = stats.sliced_assignments {
        run.statistics(format!("simple slicing removed {n} assignments"));
    }
    run.statistics(stats.vcc_summary());
}

/// Multi-path mode: one equation for the whole program, decided incrementally. True if a
/// loop reached its bound with a count joined from paths that iterated differently
/// ([`symex::Stats::joined_loop_counts`]).
fn verify_merged(
    model: &mut GotoModel,
    run: &mut Run,
    tally: &mut Tally,
) -> Result<bool, EngineError> {
    let cfg = run.cfg;
    let start = Instant::now();
    let result = match symex::run(model, &cfg.symex) {
        Err(symex::SymexError::Stopped) => {
            tally.out.stopped = run.stopped();
            return Ok(false);
        }
        r => r?,
    };
    tally.out.symex_time = start.elapsed();
    for m in &result.messages {
        run.message(m.level, m.text.clone());
    }
    run.status(format!("Runtime Symex: {}s", seconds(tally.out.symex_time)));
    let post = Instant::now();
    postprocess_messages(run, &result.stats);
    let joined = result.stats.joined_loop_counts;
    let equation = result.equation;
    check_equation(cfg.validate_ssa_equation, model, &result.names, &equation)?;
    let symbols = symbols_with(model, &result.new_symbols);
    let asserts = Assertions::of(model, &equation, tally);
    // properties symex never asserted (unreachable or simplified to true) hold
    tally.asserted(|id| asserts.handles.contains_key(id));
    run.status(format!(
        "Runtime Postprocess Equation: {}s",
        seconds(post.elapsed())
    ));
    run.progress(&tally.out);
    if let Some(reason) = run.stopped() {
        tally.out.stopped = Some(reason);
        return Ok(joined);
    }
    if asserts.order.is_empty() && !cfg.dimacs {
        // nothing to check: CBMC does not start the solver
        tally.out.iterations = 1;
        return Ok(joined);
    }
    let solve_start = Instant::now();
    let Some(mut decider) = Decider::new(model, &symbols, &equation, asserts, run)? else {
        tally.out.stopped = run.stopped();
        return Ok(joined);
    };
    tally.out.solver = decider.solver.signature();
    if cfg.dimacs {
        tally.out.dimacs = Some(decider.dimacs(model, &symbols, &equation)?);
        return Ok(joined);
    }
    let sat_results =
        decider.decide(model, &symbols, &equation, tally, run, true, &result.names)?;
    tally.out.solver_time = solve_start.elapsed();
    // CBMC counts the passes of its verifier loop: one per model with new failures, plus
    // the final pass that finds nothing left to report (UNSAT, or no property left open)
    if !cfg.stop_on_fail {
        tally.out.iterations = sat_results + 1;
    }
    Ok(joined)
}

/// The assertions of one equation: per property, the handles `assumptions ⇒ condition` of
/// its ASSERT steps in equation order (an assumption constrains the assertions after it).
struct Assertions {
    handles: FxHashMap<String, Vec<(usize, ExprId)>>,
    /// Property ids in the order of their first assertion.
    order: Vec<String>,
}

impl Assertions {
    /// Collects the assertions of `equation`; properties symex created are added to `tally`.
    fn of(model: &mut GotoModel, equation: &ssa::Equation, tally: &mut Tally) -> Assertions {
        let mut a = Assertions {
            handles: FxHashMap::default(),
            order: Vec::new(),
        };
        let mut assumptions = TRUE;
        for (i, step) in equation.steps.iter().enumerate() {
            if step.ignore {
                continue;
            }
            match &step.kind {
                SsaKind::Assume => {
                    let c = step.cond.id();
                    assumptions = if assumptions == TRUE {
                        c
                    } else {
                        model.store.and(assumptions, c)
                    };
                }
                SsaKind::Assert {
                    property_id,
                    comment,
                } => {
                    let c = step.cond.id();
                    let h = if assumptions == TRUE {
                        c
                    } else {
                        model.store.implies(assumptions, c)
                    };
                    let id = property_id.as_str().to_string();
                    let l = source_location(
                        &model.functions,
                        step.source.function,
                        step.source.pc.index(),
                    );
                    tally.ensure(&id, comment.as_str(), Loc::from(&l));
                    if !a.handles.contains_key(&id) {
                        a.order.push(id.clone());
                    }
                    a.handles.entry(id).or_default().push((i, h));
                }
                _ => {}
            }
        }
        a
    }
}

/// One equation converted into a fresh solver, with one goal per property
/// (`¬(h1 ∧ h2 …)` over the property's assertion handles): CBMC's property decider.
struct Decider {
    solver: Solver,
    asserts: Assertions,
    goals: Vec<(String, ExprId, solver::Lit)>,
    /// Time spent converting (counted into the first "Runtime decision procedure").
    convert_time: Duration,
}

impl Decider {
    /// Converts `equation` (CBMC's `prepare_property_decider`); `None` when the run was
    /// asked to stop meanwhile.
    fn new(
        model: &mut GotoModel,
        symbols: &SymbolTable,
        equation: &ssa::Equation,
        asserts: Assertions,
        run: &Run,
    ) -> Result<Option<Decider>, EngineError> {
        let cfg = run.cfg;
        let start = Instant::now();
        let name = if cfg.dimacs {
            "dimacs"
        } else {
            &cfg.sat_solver
        };
        let backend: Box<dyn solver::SatBackend> = match &cfg.external_sat_solver {
            Some(cmd) if !cfg.dimacs => Box::new(
                solver::sat::ExternalBackend::new(cmd).map_err(solver::SolverError::from)?,
            ),
            _ => solver::sat::backend_by_name(name).map_err(solver::SolverError::from)?,
        };
        let mut solver = Solver::with_config(
            backend,
            SolverConfig {
                object_bits: cfg.object_bits,
                endian: cfg.symex.endian,
                ..Default::default()
            },
        );
        run.watch.register(solver.interrupt_handle());
        run.status("Passing problem to propositional reduction".into());
        run.status("converting SSA".into());
        let convert = Instant::now();
        for (n, step) in equation.steps.iter().enumerate() {
            if n % 256 == 0 && run.stopped().is_some() {
                return Ok(None);
            }
            if step.ignore {
                continue;
            }
            if let SsaKind::Assignment { .. } | SsaKind::Constraint { .. } = &step.kind {
                solver
                    .assert(&model.store, symbols, step.cond.id())
                    .map_err(|error| located(&model.functions, step, error))?;
            }
        }
        let mut goals = Vec::new();
        for id in &asserts.order {
            let hs: Vec<ExprId> = asserts.handles[id].iter().map(|x| x.1).collect();
            let all = model.store.and_all(hs);
            let g = model.store.not(all);
            let l = solver.literal(&model.store, symbols, g).map_err(|error| {
                match asserts.handles[id].first() {
                    Some(&(i, _)) => located(&model.functions, &equation.steps[i], error),
                    None => error.into(),
                }
            })?;
            goals.push((id.clone(), g, l));
        }
        run.statistics(format!(
            "Runtime Convert SSA: {}s",
            seconds(convert.elapsed())
        ));
        Ok(Some(Decider {
            solver,
            asserts,
            goals,
            convert_time: start.elapsed(),
        }))
    }

    /// The CNF of the equation with the "some goal fails" constraint, as DIMACS text.
    fn dimacs(
        &mut self,
        model: &mut GotoModel,
        symbols: &SymbolTable,
        equation: &ssa::Equation,
    ) -> Result<String, EngineError> {
        let disjunction = model.store.or_all(self.goals.iter().map(|x| x.1));
        let any = self.solver.literal(&model.store, symbols, disjunction)?;
        dimacs::write(&mut self.solver, &model.store, symbols, equation, &[any])
    }

    /// CBMC's `run_property_decider` loop: solve for the disjunction of the goals of the
    /// properties still to check; each model fails every property whose goal it satisfies
    /// (with a trace); UNSAT ends the loop (and proves the open properties if `set_pass`).
    /// Returns the number of satisfiable runs.
    #[allow(clippy::too_many_arguments)]
    fn decide(
        &mut self,
        model: &mut GotoModel,
        symbols: &SymbolTable,
        equation: &ssa::Equation,
        tally: &mut Tally,
        run: &mut Run,
        set_pass: bool,
        names: &ssa::NameTable,
    ) -> Result<usize, EngineError> {
        let cfg = run.cfg;
        let mut sat_results = 0usize;
        let mut first = true;
        loop {
            let open: Vec<(String, ExprId, solver::Lit)> = self
                .goals
                .iter()
                .filter(|(id, _, _)| {
                    matches!(tally.status(id), Status::Unknown | Status::NotChecked)
                })
                .cloned()
                .collect();
            if open.is_empty() {
                break;
            }
            if let Some(reason) = run.stopped() {
                tally.out.stopped = Some(reason);
                break;
            }
            let decision_start = Instant::now();
            run.status("Running propositional reduction".into());
            let disjunction = model.store.or_all(open.iter().map(|x| x.1));
            let any = self.solver.literal(&model.store, symbols, disjunction)?;
            tally.out.iterations += 1;
            let solve_start = Instant::now();
            run.statistics(format!("Solving with {}", self.solver.signature()));
            // The open goals only shrink from one run to the next, so each disjunction
            // implies the earlier ones and can be asserted for good: a unit clause lets
            // CaDiCaL simplify at the root level, where an assumption would not (the same
            // CNF solves about 1.5x faster than under the assumption).
            self.solver.assert_lit(any);
            let answer = self.solver.solve()?;
            // the CNF is encoded lazily, by the solve itself: its size is known after it
            let cnf = self.solver.cnf_stats();
            run.statistics(format!("{} variables, {} clauses", cnf.vars, cnf.clauses));
            let conv = self.solver.stats();
            if conv.theory_arrays > 0 {
                run.message(
                    Level::Debug,
                    format!(
                        "array theory: {} arrays, {} reads, {} constraints",
                        conv.theory_arrays, conv.array_reads, conv.array_constraints
                    ),
                );
            }
            match answer {
                SatResult::Sat => run.status("SAT checker: instance is SATISFIABLE".into()),
                SatResult::Unsat => run.status("SAT checker: instance is UNSATISFIABLE".into()),
                SatResult::Unknown(_) => {}
            }
            run.status(format!(
                "Runtime Solver: {}s",
                seconds(solve_start.elapsed())
            ));
            let mut decision_time = decision_start.elapsed();
            if first {
                decision_time += self.convert_time;
                first = false;
            }
            run.status(format!(
                "Runtime decision procedure: {}s",
                seconds(decision_time)
            ));
            match answer {
                SatResult::Sat => {
                    sat_results += 1;
                    let failed: Vec<String> = open
                        .iter()
                        .filter(|(_, _, l)| self.solver.prop().value(*l) == Some(true))
                        .map(|(id, _, _)| id.clone())
                        .collect();
                    if cfg.tests {
                        // CBMC's test of this model: the whole execution (its inputs) and
                        // every goal the model fails, covered before or now
                        let mut goals = Vec::new();
                        for (id, _, l) in &self.goals {
                            if self.solver.prop().value(*l) == Some(true) {
                                goals.push(id.clone());
                            }
                        }
                        let trace = build_trace(
                            model,
                            symbols,
                            &mut self.solver,
                            equation,
                            &[],
                            &cfg.c,
                            names,
                        )?;
                        tally.out.tests.push(crate::outcome::Test { goals, trace });
                    }
                    for id in failed {
                        tally.set(&id, Status::Failure);
                        let t = if cfg.keep_traces {
                            Some(build_trace(
                                model,
                                symbols,
                                &mut self.solver,
                                equation,
                                &self.asserts.handles[&id],
                                &cfg.c,
                                names,
                            )?)
                        } else {
                            None
                        };
                        let verdict = crate::replay::validate(
                            &mut crate::replay::extract::Model {
                                store: &mut model.store,
                                symbols,
                                functions: &model.functions,
                                solver: &mut self.solver,
                                equation,
                                names,
                            },
                            &self.asserts.handles[&id],
                            &crate::replay::Config::new(&cfg.symex, cfg.object_bits),
                        );
                        tally.out.replays.push((id.clone(), verdict));
                        if let Some(t) = t {
                            tally.out.traces.push((id, t));
                        }
                        if cfg.stop_on_fail {
                            break;
                        }
                    }
                    run.progress(&tally.out);
                    if cfg.stop_on_fail {
                        break;
                    }
                }
                SatResult::Unsat => {
                    if set_pass {
                        for (id, _, _) in &open {
                            tally.set(id, Status::Success);
                        }
                    }
                    break;
                }
                SatResult::Unknown(reason) => {
                    tally.out.stopped = Some(run.stopped().unwrap_or(StopReason::Solver(reason)));
                    break;
                }
            }
        }
        Ok(sat_results)
    }
}

/// The source location of instruction `pc` of `function`.
fn source_location(
    functions: &indexmap::IndexMap<Ident, goto_ir::GotoFunction>,
    function: Ident,
    pc: usize,
) -> SourceLocation {
    functions
        .get(&function)
        .and_then(|f| f.body.get(pc))
        .map(|i| i.location)
        .unwrap_or_default()
}

/// `error` of the solver on the constraint of `step`, named with the step's source location.
fn located(
    functions: &indexmap::IndexMap<Ident, goto_ir::GotoFunction>,
    step: &ssa::Step,
    error: solver::SolverError,
) -> EngineError {
    EngineError::SolverAt {
        location: Box::new(symex::Located {
            function: step.source.function.as_str().to_string(),
            location: source_location(functions, step.source.function, step.source.pc.index()),
        }),
        error: Box::new(error),
    }
}

/// The model's values of the arguments of an input or output step.
fn io_values(
    solver: &mut Solver,
    model: &mut GotoModel,
    symbols: &SymbolTable,
    c: &CConfig,
    args: &[ssa::L2Expr],
) -> Result<Vec<Value>, EngineError> {
    let mut values = Vec::with_capacity(args.len());
    for a in args {
        let v = solver
            .model_value(&mut model.store, symbols, a.id())
            .map_err(EngineError::from)?;
        values.push(to_value(&model.store, symbols, c, v));
    }
    Ok(values)
}

/// The counterexample of a failed property: the steps of the equation up to the first of
/// its assertions that the model violates, restricted to the steps whose guard holds.
fn build_trace(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    equation: &ssa::Equation,
    handles: &[(usize, ExprId)],
    c: &CConfig,
    names: &ssa::NameTable,
) -> Result<Trace, EngineError> {
    let mut end = equation.steps.len();
    for &(i, h) in handles {
        let l = solver.literal(&model.store, symbols, h)?;
        if solver.prop().value(l) == Some(false) {
            end = i;
            break;
        }
    }
    let mut trace = Trace::default();
    let mut grouped = 0..0;
    // the entry function's declaration: where CBMC's entry point calls it, records its
    // inputs and binds its parameters
    let entry_at = entry_function_location(model, symbols);
    let order = step_order(model, symbols, solver, equation, end);
    for i in order {
        let step = &equation.steps[i];
        if step.ignore || grouped.contains(&i) {
            continue;
        }
        let g = solver.literal(&model.store, symbols, step.guard.id())?;
        if solver.prop().value(g) != Some(true) {
            continue;
        }
        let loc = source_location(
            &model.functions,
            step.source.function,
            step.source.pc.index(),
        );
        let mut rloc = Loc::from(&loc);
        if rloc.function.is_none() {
            rloc.function = Some(step.source.function.as_str().to_string());
        }
        let kind = match &step.kind {
            SsaKind::Assignment {
                lhs,
                full_lhs,
                original_lhs,
                rhs,
                assignment_type,
            } => {
                let a = match field_group(model, symbols, solver, names, equation, i, end) {
                    // one line for the whole aggregate, as CBMC shows `s = t`
                    Some((count, v)) => {
                        grouped = i..i + count;
                        let shown_lhs = with_constant_indices(&mut model.store, *original_lhs);
                        let mut a = assignment(model, symbols, solver, lhs.id(), shown_lhs, c)?;
                        a.value = Some(to_value(&model.store, symbols, c, v));
                        a
                    }
                    None => {
                        match theory_element_write(model, symbols, solver, *original_lhs, rhs.id())
                        {
                            // a write into a theory array (large, symbolic-size or
                            // infinite): the element written, as CBMC shows `a[5l]=1`
                            Some((shown_lhs, v)) => {
                                let mut a =
                                    assignment(model, symbols, solver, lhs.id(), shown_lhs, c)?;
                                a.value = v.map(|v| to_value(&model.store, symbols, c, v));
                                a
                            }
                            None => {
                                let shown_lhs = concrete_lhs(
                                    model,
                                    symbols,
                                    solver,
                                    *original_lhs,
                                    full_lhs.id(),
                                );
                                let shown_lhs = fold_constant_indices(&mut model.store, symbols, shown_lhs);
                                let shown_lhs = model_index_of_update(
                                    model,
                                    symbols,
                                    solver,
                                    shown_lhs,
                                    rhs.id(),
                                );
                                let mut a =
                                    assignment(model, symbols, solver, lhs.id(), shown_lhs, c)?;
                                // a member or element of an object symex assigns whole (a
                                // union, say): the value of that part, as CBMC shows
                                // `u.s.b=1`, not the whole object after the write
                                if let Some(part) = part_of(&mut model.store, shown_lhs, lhs.id())
                                {
                                    if let Ok(v) = solver.model_value(&mut model.store, symbols, part)
                                    {
                                        a.value = Some(to_value(&model.store, symbols, c, v));
                                    }
                                }
                                a
                            }
                        }
                    }
                };
                let shown = matches!(
                    assignment_type,
                    SsaAssignmentType::State | SsaAssignmentType::VisibleActualParameter
                );
                StepKind::Assignment(Assignment {
                    shown,
                    assignment_type: if matches!(
                        assignment_type,
                        SsaAssignmentType::VisibleActualParameter
                            | SsaAssignmentType::HiddenActualParameter
                    ) {
                        AssignmentType::ActualParameter
                    } else {
                        AssignmentType::State
                    },
                    ..a
                })
            }
            SsaKind::Decl { lhs, original_lhs } => {
                let mut a = assignment(model, symbols, solver, lhs.id(), *original_lhs, c)?;
                if let Some(v) = declared_fields_value(model, symbols, solver, names, lhs.id()) {
                    a.value = Some(to_value(&model.store, symbols, c, v));
                }
                StepKind::Decl(a)
            }
            SsaKind::Assume => StepKind::Assume {
                condition: None,
                held: true,
            },
            SsaKind::Assert {
                property_id,
                comment,
            } => {
                let held = i != end;
                let ins = model
                    .functions
                    .get(&step.source.function)
                    .and_then(|f| f.body.get(step.source.pc.index()));
                let condition = ins
                    .filter(|ins| matches!(ins.kind, InstrKind::Assert))
                    .map(|ins| c_syntax::expr(&model.store, &model.symbols, c, ins.guard));
                StepKind::Assert {
                    held,
                    property: property_id.as_str().to_string(),
                    comment: comment.as_str().to_string(),
                    condition,
                }
            }
            SsaKind::FunctionCall { function, args } => StepKind::FunctionCall {
                identifier: function.as_str().to_string(),
                display_name: function.as_str().to_string(),
                // the actual arguments' values in the model, as CBMC's compact and stack
                // traces print them (`check(5)`)
                arguments: args
                    .iter()
                    .map(
                        |a| match solver.model_value(&mut model.store, symbols, a.id()) {
                            Ok(v) => c_syntax::expr(&model.store, symbols, c, v),
                            Err(_) => "?".to_string(),
                        },
                    )
                    .collect(),
                declared_at: Loc::default(),
            },
            SsaKind::FunctionReturn { function } => StepKind::FunctionReturn {
                identifier: function.as_str().to_string(),
                display_name: function.as_str().to_string(),
                declared_at: Loc::default(),
            },
            // `__CPROVER_input` (and --function's arguments): the values read
            SsaKind::Input { io_id, args } => {
                let values = io_values(solver, model, symbols, c, args)?;
                StepKind::Input {
                    id: io_id.as_str().to_string(),
                    values,
                }
            }
            // `printf` (its formatted text) and `__CPROVER_output` (the values)
            SsaKind::Output {
                format,
                io_id,
                args,
            } => {
                let values = io_values(solver, model, symbols, c, args)?;
                StepKind::Output {
                    id: io_id.as_str().to_string(),
                    values,
                    format: format.map(|f| f.as_str().to_string()),
                }
            }
            _ => continue,
        };
        let mut s = Step::new(i + 1, rloc, kind);
        s.code = model
            .functions
            .get(&step.source.function)
            .and_then(|f| f.body.get(step.source.pc.index()))
            .map(|ins| goto_ir::c_syntax::instruction(&model.store, symbols, c, ins));
        // built-in code (`__CPROVER_initialize`, `<built-in-additions>`, library models) is
        // hidden from traces, as in CBMC
        // (the call of the entry function from `__CPROVER__start` is at the entry function's
        // declaration: CBMC's compact trace starts with it, `↳ main.c:10 main()`)
        if let (StepKind::FunctionCall { identifier, .. }, "__CPROVER__start") =
            (&s.kind, step.source.function.as_str())
        {
            if let Some(callee) = symbols.get(Ident::new(identifier)) {
                let at = &callee.location;
                if !identifier.starts_with("__CPROVER")
                    && at.file.is_some_and(|f| !f.as_str().starts_with("<built"))
                {
                    let mut l = Loc::from(at);
                    l.function = Some(step.source.function.as_str().to_string());
                    s.location = l;
                }
            }
        }
        // the entry point's inputs and its visible parameter bindings are shown there, as
        // CBMC shows `INPUT a: 7` and `a=7` at `function __CPROVER__start`
        let entry_visible = step.source.function.as_str() == goto_ir::ENTRY_POINT
            && matches!(
                step.kind,
                SsaKind::Input { .. }
                    | SsaKind::Assignment {
                        assignment_type: SsaAssignmentType::VisibleActualParameter,
                        ..
                    }
            );
        if entry_visible {
            if let Some(at) = &entry_at {
                let mut l = at.clone();
                l.function = Some(step.source.function.as_str().to_string());
                s.location = l;
            }
        }
        let builtin = !entry_visible
            && (step.source.function.as_str().starts_with("__CPROVER")
                || loc.file.is_some_and(|f| f.as_str().starts_with("<built")));
        s.hidden = step.hidden || (loc.hide && !entry_visible) || builtin;
        s.internal = internal_step(model, step, &loc);
        s.thread = step.source.thread;
        trace.steps.push(s);
    }
    Ok(trace)
}

/// CBMC's `internal` flag of a trace step: inputs and outputs, calls without a source
/// location, the entry point's own steps (not its calls), and assignments that involve a
/// dynamic object.
fn internal_step(model: &GotoModel, step: &ssa::Step, loc: &SourceLocation) -> bool {
    match &step.kind {
        SsaKind::Input { .. } | SsaKind::Output { .. } => return true,
        SsaKind::FunctionCall { .. } if loc.file.is_none() => return true,
        _ => {}
    }
    let at_call = model
        .functions
        .get(&step.source.function)
        .and_then(|f| f.body.get(step.source.pc.index()))
        .is_some_and(|ins| matches!(ins.kind, InstrKind::FunctionCall(_)));
    if step.source.function.as_str() == goto_ir::ENTRY_POINT && !at_call {
        return true;
    }
    let SsaKind::Assignment { lhs, rhs, .. } = &step.kind else {
        return false;
    };
    // whether the assignment mentions a dynamic object (`symex_dynamic::…`)
    let s = &model.store;
    let mut dynamic = false;
    s.post_order(&[lhs.id(), rhs.id()], |e| {
        dynamic |= matches!(s.kind(e), ExprKind::Symbol(n) if n.as_str().starts_with("symex_dynamic::"));
    });
    dynamic
}

/// The declaration of the function the entry point calls (the first callee of
/// `__CPROVER__start` that is not built in).
fn entry_function_location(model: &GotoModel, symbols: &SymbolTable) -> Option<Loc> {
    let start = model.functions.get(&Ident::new(goto_ir::ENTRY_POINT))?;
    start.body.iter().find_map(|ins| {
        let InstrKind::FunctionCall(call) = &ins.kind else {
            return None;
        };
        let ExprKind::Symbol(f) = model.store.kind(call.function) else {
            return None;
        };
        if f.as_str().starts_with("__CPROVER") {
            return None;
        }
        let at = &symbols.get(*f)?.location;
        at.file
            .is_some_and(|f| !f.as_str().starts_with("<built"))
            .then(|| Loc::from(at))
    })
}

/// The steps a trace shows, in execution order, up to the violated assertion `end`.
/// Without threads that is the equation order. With threads the steps of each thread keep
/// their order, and the threads interleave as the model orders the memory model's clocks:
/// a step happens just after the last shared-memory event of its thread (steps before its
/// first event, just before that one; the assignment of a shared write, with the write).
fn step_order(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    equation: &ssa::Equation,
    end: usize,
) -> Vec<usize> {
    if equation.clocks.is_empty() {
        return (0..equation.steps.len().min(end + 1)).collect();
    }
    let mut clock_at: FxHashMap<usize, num_bigint::BigInt> = FxHashMap::default();
    for &(i, clock) in &equation.clocks {
        if let Ok(v) = solver.model_value(&mut model.store, symbols, clock) {
            if let Some(n) = model.store.as_int(v) {
                clock_at.insert(i, n.clone());
            }
        }
    }
    // per step: the clock of the last event of its thread at or before it (1: after
    // it); steps before a thread's first event come just before that event (0); the
    // assignment a shared write records goes with its write
    let n = equation.steps.len();
    let mut key: Vec<Option<(num_bigint::BigInt, u8)>> = vec![None; n];
    let mut last: FxHashMap<u32, num_bigint::BigInt> = FxHashMap::default();
    for (i, k) in key.iter_mut().enumerate() {
        let t = equation.steps[i].source.thread;
        if let Some(c) = clock_at.get(&i) {
            last.insert(t, c.clone());
        }
        *k = last.get(&t).map(|c| (c.clone(), 1));
    }
    let mut first: FxHashMap<u32, num_bigint::BigInt> = FxHashMap::default();
    for i in (0..n).rev() {
        let t = equation.steps[i].source.thread;
        if let Some(c) = clock_at.get(&i) {
            first.insert(t, c.clone());
        }
        if key[i].is_none() {
            key[i] = first.get(&t).map(|c| (c.clone(), 0));
        }
    }
    for i in 1..n {
        let (w, a) = (&equation.steps[i], &equation.steps[i - 1]);
        if matches!(w.kind, SsaKind::SharedWrite { .. })
            && matches!(a.kind, SsaKind::Assignment { .. })
            && a.source.thread == w.source.thread
        {
            key[i - 1] = key[i].clone();
        }
    }
    let zero = num_bigint::BigInt::from(0);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        let ka = key[a].as_ref().map_or((&zero, 0), |(c, s)| (c, *s));
        let kb = key[b].as_ref().map_or((&zero, 0), |(c, s)| (c, *s));
        let (ta, tb) = (equation.steps[a].source.thread, equation.steps[b].source.thread);
        ka.cmp(&kb).then(ta.cmp(&tb)).then(a.cmp(&b))
    });
    match order.iter().position(|&i| i == end) {
        Some(p) => order.truncate(p + 1),
        None => order.retain(|&i| i <= end),
    }
    order
}

/// The model value of a declared object whose fields symex tracks separately (field
/// sensitivity): the whole object's own SSA symbol is not tied to its fields, so its value
/// is assembled from the fields' values at the declaration (a DECL starts a fresh L1
/// instance: every field is at the declaration's version). `None` for other objects.
fn declared_fields_value(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    names: &ssa::NameTable,
    lhs: ExprId,
) -> Option<ExprId> {
    let Some(ssa::SsaSymbol::L2(n)) = names.lookup_expr(&model.store, lhs) else {
        return None;
    };
    let fields = names.fields_of(n.l1);
    if fields.is_empty() {
        return None;
    }
    let mut parts: FxHashMap<Vec<ssa::Selector>, ExprId> = FxHashMap::default();
    for &f in fields {
        let o = names.object(f);
        let ident = crate::replay::extract::l2_ident(names, f, n.version.get());
        let e = model.store.symbol(ident, o.ty);
        parts.insert(o.path.clone(), e);
    }
    let ty = model.store.type_of(lhs);
    assemble(
        model,
        symbols,
        solver,
        &parts,
        &mut Vec::new(),
        ty,
        Some(lhs),
    )
}

/// The model value of an object of type `ty` made of the SSA symbols `parts` (keyed by
/// their selector paths): a part is read from its symbol, a struct or array with parts
/// inside is assembled; any other part is read from `whole` (the same selection on the
/// whole object's symbol), or is zero (padding) without it. `None` if a part is missing.
fn assemble(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    parts: &FxHashMap<Vec<ssa::Selector>, ExprId>,
    path: &mut Vec<ssa::Selector>,
    ty: goto_ir::TypeId,
    whole: Option<ExprId>,
) -> Option<ExprId> {
    let has_inner = parts
        .keys()
        .any(|p| p.len() > path.len() && p[..path.len()] == path[..]);
    if !has_inner {
        let e = parts.get(path.as_slice()).copied().or(whole)?;
        return solver.model_value(&mut model.store, symbols, e).ok();
    }
    let followed = symbols.follow(&model.store, ty);
    match model.store.ty(followed).clone() {
        TypeKind::Struct(comp) => {
            let mut ops = Vec::new();
            for cm in &comp.components {
                path.push(ssa::Selector::Member(cm.name));
                let part = whole.map(|w| model.store.member(w, cm.name, cm.ty));
                let v = match assemble(model, symbols, solver, parts, path, cm.ty, part) {
                    None if cm.padding => zero_value(model, symbols, cm.ty),
                    v => v,
                };
                path.pop();
                ops.push(v?);
            }
            Some(model.store.mk(ExprKind::Struct, ty, ops))
        }
        TypeKind::Array { elem, size } => {
            let len = size
                .and_then(|s| model.store.as_int(s))
                .and_then(|x| x.to_u64())?;
            let index_ty = model.store.signed(64);
            let mut ops = Vec::new();
            for k in 0..len {
                path.push(ssa::Selector::Index(k));
                let i = model.store.int_const(k, index_ty);
                let part = whole.map(|w| model.store.index(w, i, elem));
                let v = assemble(model, symbols, solver, parts, path, elem, part);
                path.pop();
                ops.push(v?);
            }
            Some(model.store.mk(ExprKind::Array, ty, ops))
        }
        _ => None,
    }
}

/// The zero constant of a bit-vector type or of an array of them (struct padding).
fn zero_value(model: &mut GotoModel, symbols: &SymbolTable, ty: goto_ir::TypeId) -> Option<ExprId> {
    let followed = symbols.follow(&model.store, ty);
    match model.store.ty(followed).clone() {
        TypeKind::Array { elem, size } => {
            let len = size
                .and_then(|s| model.store.as_int(s))
                .and_then(|x| x.to_u64())?;
            let z = zero_value(model, symbols, elem)?;
            let ops = vec![z; usize::try_from(len).ok()?];
            Some(model.store.mk(ExprKind::Array, ty, ops))
        }
        k if k.bv_width().is_some() => Some(model.store.int_const(0, ty)),
        _ => None,
    }
}

/// The program symbol and constant selector path of an lhs made of members and
/// constant-index elements (`my_nested[1].array` → `my_nested`, `[[1]]..array`).
fn selector_path(s: &Store, e: ExprId) -> Option<(Ident, Vec<ssa::Selector>)> {
    match s.kind(e) {
        ExprKind::Symbol(n) => Some((*n, Vec::new())),
        ExprKind::Member(m) => {
            let m = *m;
            let (root, mut p) = selector_path(s, s.op(e, 0))?;
            p.push(ssa::Selector::Member(m));
            Some((root, p))
        }
        ExprKind::Index => {
            let k = constant_index(s, s.op(e, 1))?;
            let (root, mut p) = selector_path(s, s.op(e, 0))?;
            p.push(ssa::Selector::Index(k));
            Some((root, p))
        }
        _ => None,
    }
}

/// The value of a constant index (possibly cast, as C's `a[1]` is `a[(long)1]`).
fn constant_index(s: &Store, mut i: ExprId) -> Option<u64> {
    while matches!(s.kind(i), ExprKind::Typecast) {
        i = s.op(i, 0);
    }
    s.as_int(i).and_then(|k| k.to_u64())
}

/// `e` with its constant indices written as constants of the index type (`a[1l]`, as
/// CBMC's trace writes them, rather than `a[(signed long int)1]`).
fn with_constant_indices(s: &mut Store, e: ExprId) -> ExprId {
    match s.kind(e).clone() {
        ExprKind::Member(_) => {
            let inner = with_constant_indices(s, s.op(e, 0));
            s.with_ops(e, [inner])
        }
        ExprKind::Index => {
            let (a, i) = (s.op(e, 0), s.op(e, 1));
            let inner = with_constant_indices(s, a);
            let i = match constant_index(s, i) {
                Some(k) => {
                    let ity = s.type_of(i);
                    s.int_const(k, ity)
                }
                None => i,
            };
            s.with_ops(e, [inner, i])
        }
        _ => e,
    }
}

/// The steps `from..` of the equation that assign the fields of one aggregate lhs
/// (field sensitivity splits `s = t` into one assignment per field, all written as the
/// program's `s`): their number and the whole object's value assembled from the fields.
/// `None` when step `from` is not such an assignment.
fn field_group(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    names: &ssa::NameTable,
    equation: &ssa::Equation,
    from: usize,
    end: usize,
) -> Option<(usize, ExprId)> {
    let first = &equation.steps[from];
    let SsaKind::Assignment { original_lhs, .. } = &first.kind else {
        return None;
    };
    let original = *original_lhs;
    let ty = model.store.type_of(original);
    let followed = symbols.follow(&model.store, ty);
    if !matches!(
        model.store.ty(followed),
        TypeKind::Struct(_) | TypeKind::Array { .. }
    ) {
        return None;
    }
    let (root, prefix) = selector_path(&model.store, original)?;
    let mut parts: FxHashMap<Vec<ssa::Selector>, ExprId> = FxHashMap::default();
    let mut count = 0;
    for step in equation.steps.iter().take(end + 1).skip(from) {
        let SsaKind::Assignment {
            lhs, original_lhs, ..
        } = &step.kind
        else {
            break;
        };
        if step.ignore || *original_lhs != original || step.source != first.source {
            break;
        }
        let Some(ssa::SsaSymbol::L2(n)) = names.lookup_expr(&model.store, lhs.id()) else {
            return None;
        };
        let o = names.object(n.l1);
        if o.root != root || o.path.len() <= prefix.len() || o.path[..prefix.len()] != prefix[..] {
            return None;
        }
        parts.insert(o.path[prefix.len()..].to_vec(), lhs.id());
        count += 1;
    }
    if count == 0 {
        return None;
    }
    let v = assemble(model, symbols, solver, &parts, &mut Vec::new(), ty, None)?;
    Some((count, v))
}

/// The trace line of an assignment to `lhs` (an SSA symbol) written as `original`.
fn assignment(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    lhs: ExprId,
    original: ExprId,
    c: &CConfig,
) -> Result<Assignment, EngineError> {
    let value = solver.model_value(&mut model.store, symbols, lhs).ok();
    let text = c_syntax::expr(&model.store, symbols, c, original);
    let ty = model.store.type_of(original);
    let identifier = root_symbol(&model.store, original);
    Ok(Assignment {
        lhs: text,
        identifier: identifier.map(|i| i.as_str().to_string()),
        base_name: identifier
            .and_then(|i| symbols.get(i))
            .map(|s| s.base_name.as_str().to_string()),
        display_name: None,
        mode: Some("C".into()),
        c_type: c_syntax::ty(&model.store, symbols, c, ty),
        value: value.map(|v| to_value(&model.store, symbols, c, v)),
        assignment_type: AssignmentType::State,
        shown: true,
    })
}

/// A pointer into an array of its own element type as CBMC's trace shows it (its pointer
/// logic rebuilds `&a[k]`, the simplifier makes that `&a[0] + k`, and `&a[0]` prints as
/// `a`): `a!0@1` at the first element, `a!0@1 + 2l` further on; into a string literal
/// through a char pointer, the literal (`"abc"`) or the characters from there on
/// (`{ 'b', 'c', 0 }`). `None` for other values.
fn pointer_into_array_text(s: &Store, ns: &SymbolTable, c: &CConfig, v: ExprId) -> Option<String> {
    let TypeKind::Pointer { base, .. } = s.ty(ns.follow(s, s.type_of(v))).clone() else {
        return None;
    };
    let base = ns.follow(s, base);
    let mut a = v;
    if matches!(s.kind(a), ExprKind::Typecast) {
        a = s.op(a, 0);
    }
    if !matches!(s.kind(a), ExprKind::AddressOf) {
        return None;
    }
    let x = s.op(a, 0);
    let (root, k) = match s.kind(x) {
        ExprKind::Index => (s.op(x, 0), s.as_int(s.op(x, 1))?.to_u64()?),
        _ => (x, 0),
    };
    let TypeKind::Array { elem, .. } = s.ty(ns.follow(s, s.type_of(root))).clone() else {
        return None;
    };
    let elem = ns.follow(s, elem);
    let byte = |t: goto_ir::TypeId| matches!(s.ty(t), TypeKind::Signed(8) | TypeKind::Unsigned(8));
    if let ExprKind::StringConstant(text) = s.kind(root) {
        if !byte(elem) || !(byte(base) || matches!(s.ty(base), TypeKind::Empty)) {
            return None;
        }
        if k == 0 {
            return Some(c_syntax::expr(s, ns, c, root));
        }
        let mut chars: Vec<String> = goto_ir::strings::units(text.as_str())
            .skip(usize::try_from(k).ok()?)
            .map(|u| match char::from_u32(u) {
                Some('\\') => "'\\\\'".to_string(),
                Some('\'') => "'\\''".to_string(),
                Some(ch @ ' '..='~') => format!("'{ch}'"),
                _ => u.to_string(),
            })
            .collect();
        chars.push("0".into());
        return Some(format!("{{ {} }}", chars.join(", ")));
    }
    if elem != base {
        return None;
    }
    let name = c_syntax::expr(s, ns, c, root);
    // the offset has the pointer difference type: long on LP64, int on ILP32
    let suffix = if c.long_int_width == 64 { "l" } else { "" };
    Some(if k == 0 {
        name
    } else {
        format!("{name} + {k}{suffix}")
    })
}

/// The model of a theory array (large, symbolic-size or infinite: `with` updates at the
/// indices the solver read over `array_of`) as CBMC prints an unbounded array in a trace:
/// the known elements by ascending index, `{ [0l]=1, [13l]=42 }`. `None` for other values.
fn sparse_array_text(s: &Store, ns: &SymbolTable, c: &CConfig, v: ExprId) -> Option<String> {
    let mut elems = std::collections::BTreeMap::new();
    let mut e = v;
    while matches!(s.kind(e), ExprKind::With) && s.ops(e).len() == 3 {
        let i = s.op(e, 1);
        // the outermost update of an index is its value
        elems.entry(s.as_int(i)?.clone()).or_insert((i, s.op(e, 2)));
        e = s.op(e, 0);
    }
    if !matches!(s.kind(e), ExprKind::ArrayOf) || e == v {
        return None;
    }
    let parts: Vec<String> = elems
        .values()
        .map(|&(i, x)| {
            format!(
                "[{}]={}",
                c_syntax::expr(s, ns, c, i),
                c_syntax::expr(s, ns, c, x)
            )
        })
        .collect();
    Some(format!("{{ {} }}", parts.join(", ")))
}

/// For the assignment of `rhs` to a whole theory array written through the program's lhs
/// `original` (`a[i].f = v` becomes `a#2 = with(a#1, i, with(a#1[i], f, v))`): the lhs with
/// the model's indices (`a[5l].f`) and the model's value of the element written. `None`
/// when `original` selects nothing or the `with` chain does not follow its selectors.
fn theory_element_write(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    original: ExprId,
    rhs: ExprId,
) -> Option<(ExprId, Option<ExprId>)> {
    // the selectors of `original`, from the whole lhs down to the one applied to the symbol
    let mut path = Vec::new();
    let mut o = original;
    loop {
        match model.store.kind(o) {
            ExprKind::Index | ExprKind::Member(_) => {
                path.push(o);
                o = model.store.op(o, 0);
            }
            ExprKind::Symbol(_) => break,
            _ => return None,
        }
    }
    // only writes into an array have a `with` chain to follow
    let on_symbol = *path.last()?;
    if !matches!(model.store.kind(on_symbol), ExprKind::Index) {
        return None;
    }
    let mut shown = o;
    let mut value = rhs;
    for &sel in path.iter().rev() {
        let s = &model.store;
        let ty = s.type_of(sel);
        if let (ExprKind::Member(name), ExprKind::Struct) = (s.kind(sel), s.kind(value)) {
            // a member write the simplifier folded into a struct value
            let st = symbols.follow(s, s.type_of(value));
            let TypeKind::Struct(c) = s.ty(st) else {
                return None;
            };
            let (k, _) = c.component(*name)?;
            value = *s.ops(value).get(k)?;
            shown = model.store.with_ops(sel, [shown]);
            continue;
        }
        if !matches!(s.kind(value), ExprKind::With) || s.ops(value).len() != 3 {
            return None;
        }
        let (place, new) = (s.op(value, 1), s.op(value, 2));
        shown = match s.kind(sel).clone() {
            ExprKind::Index => {
                let idx = solver.model_value(&mut model.store, symbols, place).ok()?;
                let ity = model.store.type_of(model.store.op(sel, 1));
                let idx = if model.store.type_of(idx) == ity {
                    idx
                } else {
                    model.store.typecast(idx, ity)
                };
                model.store.index(shown, idx, ty)
            }
            ExprKind::Member(name) => {
                if !matches!(s.kind(place), ExprKind::ComponentName(n) if *n == name) {
                    return None;
                }
                model.store.with_ops(sel, [shown])
            }
            _ => return None,
        };
        value = new;
    }
    let v = solver.model_value(&mut model.store, symbols, value).ok();
    Some((shown, v))
}

/// The lhs as CBMC's trace shows it: the program's lhs with every array index replaced by
/// its value in the model (`buf[2l]` for `buf[i]`), walking the renamed lhs in parallel.
fn concrete_lhs(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    original: ExprId,
    renamed: ExprId,
) -> ExprId {
    let s = &model.store;
    // a field-sensitive element (`buf!0@1#2[[3]]`, `s!0@1#2..f`): peel the last selector off
    // the name and continue with the rest as the renamed object
    if let ExprKind::Symbol(name) = s.kind(renamed) {
        let name = name.as_str();
        match s.kind(original) {
            ExprKind::Index if name.ends_with("]]") => {
                let Some(open) = name.rfind("[[") else {
                    return original;
                };
                let Ok(k) = name[open + 2..name.len() - 2].parse::<i64>() else {
                    return original;
                };
                let (oa, oi) = (s.op(original, 0), s.op(original, 1));
                let (ity, ty, aty) = (s.type_of(oi), s.type_of(original), s.type_of(oa));
                let prefix = model.store.symbol(Ident::new(&name[..open]), aty);
                let index = model.store.int_const(k, ity);
                let array = concrete_lhs(model, symbols, solver, oa, prefix);
                return model.store.index(array, index, ty);
            }
            ExprKind::Member(field) => {
                let suffix = format!("..{}", field.as_str());
                let Some(rest) = name.strip_suffix(suffix.as_str()) else {
                    return original;
                };
                let o = s.op(original, 0);
                let oty = s.type_of(o);
                let prefix = model.store.symbol(Ident::new(rest), oty);
                let inner = concrete_lhs(model, symbols, solver, o, prefix);
                return model.store.with_ops(original, [inner]);
            }
            _ => return original,
        }
    }
    if std::mem::discriminant(s.kind(original)) != std::mem::discriminant(s.kind(renamed)) {
        return original;
    }
    match s.kind(original) {
        ExprKind::Index => {
            let (oa, ra, ri) = (s.op(original, 0), s.op(renamed, 0), s.op(renamed, 1));
            let ty = s.type_of(original);
            let Ok(value) = solver.model_value(&mut model.store, symbols, ri) else {
                return original;
            };
            let array = concrete_lhs(model, symbols, solver, oa, ra);
            model.store.index(array, value, ty)
        }
        ExprKind::Member(_) => {
            let (o, r) = (s.op(original, 0), s.op(renamed, 0));
            let inner = concrete_lhs(model, symbols, solver, o, r);
            model.store.with_ops(original, [inner])
        }
        _ => original,
    }
}

/// An element write `x.m[i]` with a symbolic `i` into an object symex assigns whole
/// (`byte_update(x, o, x.m WITH [i' := v], …)`): `x.m[k]` with the model's value `k` of
/// the renamed index `i'`, as CBMC shows the element written.
fn model_index_of_update(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    shown: ExprId,
    rhs: ExprId,
) -> ExprId {
    let s = &model.store;
    if !matches!(s.kind(shown), ExprKind::Index) || s.is_constant(s.op(shown, 1)) {
        return shown;
    }
    if !matches!(s.kind(rhs), ExprKind::ByteUpdate(_)) || s.ops(rhs).len() != 3 {
        return shown;
    }
    let value = s.op(rhs, 2);
    if !matches!(s.kind(value), ExprKind::With) || s.ops(value).len() != 3 {
        return shown;
    }
    // only `x.m[i]` of a symbol `x`, updated as `x'.m WITH [i' := v]`
    let (shown_array, old_array) = (s.op(shown, 0), s.op(value, 0));
    match (s.kind(shown_array), s.kind(old_array)) {
        (ExprKind::Member(a), ExprKind::Member(b))
            if a == b && matches!(s.kind(s.op(shown_array, 0)), ExprKind::Symbol(_)) => {}
        _ => return shown,
    }
    let (array, index_ty, renamed_index) = (s.op(shown, 0), s.type_of(s.op(shown, 1)), s.op(value, 1));
    if s.type_of(renamed_index) != index_ty {
        return shown;
    }
    match solver.model_value(&mut model.store, symbols, renamed_index) {
        Ok(k) if model.store.is_constant(k) => {
            let ty = model.store.type_of(shown);
            model.store.index(array, k, ty)
        }
        _ => shown,
    }
}

/// `lhs` with each index that is a constant expression (`(signed long int)1`) folded to
/// its value, as CBMC shows `u.b[1l]`.
fn fold_constant_indices(s: &mut Store, ns: &SymbolTable, lhs: ExprId) -> ExprId {
    match s.kind(lhs).clone() {
        ExprKind::Index => {
            let (a, i) = (s.op(lhs, 0), s.op(lhs, 1));
            let a2 = fold_constant_indices(s, ns, a);
            let i2 = if s.is_constant(i) {
                i
            } else {
                let folded = goto_ir::simplify::Simplifier::new().simplify(s, ns, i);
                if s.is_constant(folded) {
                    folded
                } else {
                    i
                }
            };
            if (a2, i2) == (a, i) {
                lhs
            } else {
                s.with_ops(lhs, [a2, i2])
            }
        }
        ExprKind::Member(_) => {
            let o = s.op(lhs, 0);
            let o2 = fold_constant_indices(s, ns, o);
            if o2 == o {
                lhs
            } else {
                s.with_ops(lhs, [o2])
            }
        }
        _ => lhs,
    }
}

/// `shown` (a member/constant-index path of a program object) applied to `whole`, the SSA
/// symbol holding the path's root object after the write; `None` when `shown` is the
/// object itself or the path is not such a chain.
fn part_of(s: &mut Store, shown: ExprId, whole: ExprId) -> Option<ExprId> {
    fn rebase(s: &mut Store, e: ExprId, whole: ExprId) -> Option<ExprId> {
        let ty = s.type_of(e);
        match s.kind(e).clone() {
            ExprKind::Symbol(_) => (ty == s.type_of(whole)).then_some(whole),
            ExprKind::Member(m) => {
                let b = rebase(s, s.op(e, 0), whole)?;
                Some(s.member(b, m, ty))
            }
            ExprKind::Index => {
                let i = s.op(e, 1);
                s.as_int(i)?;
                let b = rebase(s, s.op(e, 0), whole)?;
                Some(s.index(b, i, ty))
            }
            _ => None,
        }
    }
    if matches!(s.kind(shown), ExprKind::Symbol(_)) || s.type_of(shown) == s.type_of(whole) {
        return None;
    }
    rebase(s, shown, whole)
}

fn root_symbol(s: &Store, mut e: ExprId) -> Option<Ident> {
    loop {
        match s.kind(e) {
            ExprKind::Symbol(n) => return Some(*n),
            ExprKind::Member(_) | ExprKind::Index | ExprKind::Typecast => e = s.op(e, 0),
            _ => return None,
        }
    }
}

/// A model constant as a trace value (C syntax text plus the binary form).
pub fn to_value(s: &Store, ns: &SymbolTable, c: &CConfig, v: ExprId) -> Value {
    let ty = ns.follow(s, s.type_of(v));
    let text = pointer_into_array_text(s, ns, c, v)
        .or_else(|| sparse_array_text(s, ns, c, v))
        .unwrap_or_else(|| c_syntax::expr(s, ns, c, v));
    let c_type = c_syntax::ty(s, ns, c, s.type_of(v));
    if ty == BOOL {
        return Value::boolean(s.as_bool(v) == Some(true));
    }
    match (s.ty(ty).clone(), s.kind(v)) {
        (TypeKind::Pointer { width, .. }, _) => Value {
            text,
            kind: ValueKind::Pointer {
                c_type,
                width,
                bits: s.as_int(v).map(|x| bits_of(x, width)),
            },
        },
        (TypeKind::Floatbv { width, .. }, ExprKind::Constant(Literal::Int(x))) => Value {
            text,
            kind: ValueKind::Float {
                c_type,
                width,
                bits: bits_of(x, width),
            },
        },
        // an enumeration constant: CBMC's "enum" integer
        (TypeKind::CEnum { base, .. }, ExprKind::Constant(Literal::Int(x))) => {
            let width = s.ty(ns.follow(s, base)).bv_width().unwrap_or(0);
            Value {
                text,
                kind: ValueKind::Integer {
                    c_type: "enum".to_string(),
                    width,
                    bits: bits_of(x, width),
                },
            }
        }
        (k, ExprKind::Constant(Literal::Int(x))) if k.bv_width().is_some() => {
            let width = k.bv_width().unwrap_or(0);
            Value {
                text,
                kind: ValueKind::Integer {
                    c_type,
                    width,
                    bits: bits_of(x, width),
                },
            }
        }
        (_, ExprKind::Array) => Value {
            text,
            kind: ValueKind::Array(s.ops(v).iter().map(|&e| to_value(s, ns, c, e)).collect()),
        },
        (TypeKind::Struct(comp), ExprKind::Struct) => Value {
            text,
            kind: ValueKind::Struct(
                comp.components
                    .iter()
                    .zip(s.ops(v))
                    .filter(|(cm, _)| !cm.padding)
                    .map(|(cm, &e)| (cm.name.as_str().to_string(), to_value(s, ns, c, e)))
                    .collect(),
            ),
        },
        (_, ExprKind::Union(n)) => Value {
            text,
            kind: ValueKind::Union(
                n.as_str().to_string(),
                Box::new(to_value(s, ns, c, s.op(v, 0))),
            ),
        },
        _ => Value {
            text,
            kind: ValueKind::Unknown,
        },
    }
}

/// Two's complement bits of `x` in `width` bits, most significant first.
fn bits_of(x: &num_bigint::BigInt, width: u32) -> String {
    let m = (num_bigint::BigInt::from(1) << width) - 1;
    let u = x & m;
    (0..width)
        .rev()
        .map(|i| {
            let bit: num_bigint::BigInt = (&u >> i) & num_bigint::BigInt::from(1);
            if bit.to_u8() == Some(1) {
                '1'
            } else {
                '0'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{check, seconds, EngineConfig};
    use std::time::{Duration, Instant};

    /// `while (1) x++;` (never ends without an unwinding limit) with an assertion after it.
    const ENDLESS: &str = "pointer-width 64
function main
symbol main : code() -> signedbv[32]
symbol main::1::x : unsignedbv[32] lvalue thread_local

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

main /* main */
        // 0 file t.c line 2 function main
        DECL main::1::x : unsignedbv[32]
        ASSIGN main::1::x := 0
        // 1 file t.c line 3 function main
     1: ASSIGN main::1::x := main::1::x + 1
        // 2 file t.c line 3 function main
        GOTO 1
        // 3 file t.c line 4 function main
        ASSERT main::1::x = 0 // assertion x == 0
        END_FUNCTION
";

    #[test]
    fn a_time_limit_stops_symex_itself_and_messages_arrive_live() {
        let mut m = goto_formats::text::parse(ENDLESS, "t.gt").expect("parses");
        goto_instrument::properties::label_properties(&mut m);
        m.update();
        let functions = m.functions.len();
        let cfg = EngineConfig {
            symex: symex::SymexConfig {
                entry_point: "main".into(),
                ..Default::default()
            },
            sat_solver: "cadical".into(),
            external_sat_solver: None,
            object_bits: 8,
            stop_on_fail: false,
            tests: false,
            timeout: Some(Duration::from_millis(300)),
            memory_limit: None,
            started: Instant::now(),
            dimacs: false,
            keep_traces: true,
            c: goto_ir::c_syntax::CConfig::lp64(),
            validate_ssa_equation: true,
            debug_worker_panic: false,
        };
        let mut first_message = None;
        let mut count = 0u64;
        let out = check(&mut m, &cfg, &mut |msg| {
            count += 1;
            first_message.get_or_insert_with(|| msg.text.clone());
        })
        .expect("a stopped run is an outcome");
        assert_eq!(out.stopped, Some(crate::stop::StopReason::TimeLimit(cfg.timeout.unwrap_or_default())));
        // the worker stopped and handed the model back (an abandoned worker keeps it)
        assert_eq!(m.functions.len(), functions);
        assert_eq!(
            first_message.as_deref(),
            Some("Unwinding loop main.0 iteration 1 file t.c line 3 function main thread 0")
        );
        assert!(count > 1);
        assert_eq!(out.properties.len(), 1);
        assert_eq!(out.properties[0].status(), crate::outcome::Status::NotChecked);
    }

    #[test]
    fn runtimes_print_like_a_cpp_double() {
        let s = |x: f64| seconds(Duration::from_secs_f64(x));
        assert_eq!(seconds(Duration::ZERO), "0");
        assert_eq!(s(0.00026975), "0.00026975");
        assert_eq!(s(1.098e-05), "1.098e-05");
        assert_eq!(s(2.3624e-05), "2.3624e-05");
        assert_eq!(s(0.573146), "0.573146");
        assert_eq!(s(1.5), "1.5");
        assert_eq!(s(12.0), "12");
        assert_eq!(s(123.4567891), "123.457");
        assert_eq!(s(1234567.0), "1.23457e+06");
    }
}
