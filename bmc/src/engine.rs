//! The verification engine (cbmc-behaviour.md §4.1): symbolic execution of the instrumented
//! goto model into one equation, conversion of the equation to the solver, and CBMC's
//! incremental goal scheme: each solver run asks for *some* still-unknown property to fail
//! (a disjunction of their goals, passed as an assumption); every property whose goal holds
//! in the model fails with a trace built from that model; UNSAT proves all remaining ones.
//!
//! The engine returns data ([`Outcome`]: properties with statuses, traces, iteration count,
//! messages); the driver formats it. Verification outcomes are never Rust errors:
//! [`EngineError`] is for runs that cannot decide anything (unsupported constructs).

use crate::report::trace::{Assignment, AssignmentType, Step, StepKind, Trace, Value, ValueKind};
use crate::report::{Loc, Property, Status};
use goto_ir::c_syntax::{self, CConfig};
use goto_ir::passes::properties::collect_properties;
use goto_ir::{
    ExprId, ExprKind, GotoModel, Ident, InstrKind, Literal, SourceLocation, Store, SymbolTable,
    TypeKind, BOOL, TRUE,
};
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;
use solver::sat::SatResult;
use solver::{Solver, SolverConfig};
use ssa::equation::{AssignmentType as SsaAssignmentType, StepKind as SsaKind};
use std::time::{Duration, Instant};

/// Knobs of one verification run.
#[derive(Clone, Debug)]
pub struct EngineConfig {
    /// Symbolic execution (unwinding, entry point, …).
    pub symex: symex::SymexConfig,
    /// SAT back end by name (`cadical`, `varisat`).
    pub sat_solver: String,
    /// Object bits of the pointer encoding (`--object-bits`).
    pub object_bits: u32,
    /// Stop at the first failing property (`--stop-on-fail`).
    pub stop_on_fail: bool,
    /// Time limit for the whole run (`--timeout`).
    pub timeout: Option<Duration>,
    /// C type widths for printing values.
    pub c: CConfig,
}

/// Why a run could not decide its properties.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("{0}")]
    Symex(Box<symex::SymexError>),
    #[error("{0}")]
    Solver(Box<solver::SolverError>),
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

/// The result of a verification run.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Every property with its final status (CBMC's order is applied by the printer).
    pub properties: Vec<Property>,
    /// Counterexamples of the failed properties, in the order they were found.
    pub traces: Vec<(String, Trace)>,
    /// Solver runs (CBMC's "iterations").
    pub iterations: usize,
    /// Messages of symbolic execution (warnings, statistics).
    pub messages: Vec<symex::Message>,
    /// `Generated N VCC(s), M remaining after simplification`.
    pub vcc_summary: String,
    /// The solver's name for `Solving with …`.
    pub solver: String,
    /// `N variables, M clauses` of the last solver run.
    pub cnf: String,
    /// Set when the run stopped early (time limit): undecided properties are UNKNOWN.
    pub stopped: Option<String>,
    /// Time spent in symex and in the solver.
    pub symex_time: Duration,
    pub solver_time: Duration,
}

/// A goto source location as a report location.
pub fn loc_of(l: &SourceLocation) -> Loc {
    Loc {
        file: l.file.map(|f| f.as_str().to_string()),
        line: l.line,
        column: l.column,
        function: l.function.map(|f| f.as_str().to_string()),
        working_directory: l.working_directory.map(|f| f.as_str().to_string()),
    }
}

/// Verifies every property of `model` (already instrumented and labelled).
pub fn check(model: &mut GotoModel, cfg: &EngineConfig) -> Result<Outcome, EngineError> {
    let start = Instant::now();
    let mut out = Outcome::default();
    // properties of the program, NOT CHECKED until symex reaches them
    let mut index: FxHashMap<String, usize> = FxHashMap::default();
    for p in collect_properties(model) {
        let mut prop = Property::new(&p.id, &p.description, loc_of(&p.location));
        prop.class = p.class.clone();
        prop.expression = c_syntax::expr(&model.store, &model.symbols, &cfg.c, p.expression);
        prop.status = Status::NotChecked;
        index.insert(p.id.clone(), out.properties.len());
        out.properties.push(prop);
    }

    let result = symex::run(model, &cfg.symex)?;
    out.symex_time = start.elapsed();
    out.vcc_summary = result.stats.vcc_summary();
    out.messages = result.messages.clone();
    let equation = result.equation;
    let mut symbols = model.symbols.clone();
    for s in result.new_symbols.iter() {
        symbols.replace(s.clone());
    }

    // assertion handles per property, in equation order: (step index, handle expression)
    let mut handles: FxHashMap<String, Vec<(usize, ExprId)>> = FxHashMap::default();
    let mut order: Vec<String> = Vec::new();
    let backend =
        solver::sat::backend_by_name(&cfg.sat_solver).map_err(solver::SolverError::from)?;
    let mut solver = Solver::with_config(
        backend,
        SolverConfig {
            object_bits: cfg.object_bits,
            ..Default::default()
        },
    );
    out.solver = solver.signature();
    if let Some(t) = cfg.timeout {
        solver.set_time_limit(Some(t.saturating_sub(start.elapsed())));
    }
    let mut assumptions = TRUE;
    for (i, step) in equation.steps.iter().enumerate() {
        if step.ignore {
            continue;
        }
        match &step.kind {
            SsaKind::Assignment { .. } | SsaKind::Constraint { .. } => {
                solver.assert(&model.store, &symbols, step.cond.id())?;
            }
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
                if !index.contains_key(&id) {
                    // unwinding / recursion assertions are created by symex
                    let l = source_location(
                        &model.functions,
                        step.source.function,
                        step.source.pc.index(),
                    );
                    let prop = Property::new(&id, comment.as_str(), loc_of(&l));
                    index.insert(id.clone(), out.properties.len());
                    out.properties.push(prop);
                }
                if !handles.contains_key(&id) {
                    order.push(id.clone());
                }
                handles.entry(id).or_default().push((i, h));
            }
            _ => {}
        }
    }
    // properties symex never asserted (unreachable or simplified to true) hold
    for p in out.properties.iter_mut() {
        p.status = if handles.contains_key(&p.id) {
            Status::Unknown
        } else {
            Status::Success
        };
    }
    // goals: ¬(h1 ∧ h2 …) per property
    let mut goals: Vec<(String, ExprId, solver::Lit)> = Vec::new();
    for id in &order {
        let hs: Vec<ExprId> = handles[id].iter().map(|x| x.1).collect();
        let all = model.store.and_all(hs);
        let g = model.store.not(all);
        let l = solver.literal(&model.store, &symbols, g)?;
        goals.push((id.clone(), g, l));
    }
    let solve_start = Instant::now();
    let mut sat_results = 0usize;
    loop {
        let open: Vec<(String, ExprId, solver::Lit)> = goals
            .iter()
            .filter(|(id, _, _)| out.properties[index[id]].status == Status::Unknown)
            .cloned()
            .collect();
        if open.is_empty() {
            break;
        }
        if cfg.timeout.is_some_and(|t| start.elapsed() >= t) {
            out.stopped = Some("time limit reached".into());
            break;
        }
        let disjunction = model.store.or_all(open.iter().map(|x| x.1));
        let any = solver.literal(&model.store, &symbols, disjunction)?;
        out.iterations += 1;
        let cnf = solver.cnf_stats();
        out.cnf = format!("{} variables, {} clauses", cnf.vars, cnf.clauses);
        match solver.solve_under(&[any])? {
            SatResult::Sat => {
                sat_results += 1;
                let failed: Vec<String> = open
                    .iter()
                    .filter(|(_, _, l)| solver.prop().value(*l) == Some(true))
                    .map(|(id, _, _)| id.clone())
                    .collect();
                for id in failed {
                    out.properties[index[&id]].status = Status::Failure;
                    let t = build_trace(
                        model,
                        &symbols,
                        &mut solver,
                        &equation,
                        &handles[&id],
                        &cfg.c,
                    )?;
                    out.traces.push((id, t));
                    if cfg.stop_on_fail {
                        break;
                    }
                }
                if cfg.stop_on_fail {
                    break;
                }
            }
            SatResult::Unsat => {
                for (id, _, _) in &open {
                    out.properties[index[id]].status = Status::Success;
                }
                break;
            }
            SatResult::Unknown(reason) => {
                out.stopped = Some(format!("{reason:?}"));
                break;
            }
        }
    }
    out.solver_time = solve_start.elapsed();
    // CBMC counts the passes of its verifier loop: one per model with new failures, plus
    // the final pass that finds nothing left to report (UNSAT, or no property left open)
    if !cfg.stop_on_fail {
        out.iterations = sat_results + 1;
    }
    Ok(out)
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

/// The counterexample of a failed property: the steps of the equation up to the first of
/// its assertions that the model violates, restricted to the steps whose guard holds.
fn build_trace(
    model: &mut GotoModel,
    symbols: &SymbolTable,
    solver: &mut Solver,
    equation: &ssa::Equation,
    handles: &[(usize, ExprId)],
    c: &CConfig,
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
    for (i, step) in equation.steps.iter().enumerate().take(end + 1) {
        if step.ignore {
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
        let mut rloc = loc_of(&loc);
        if rloc.function.is_none() {
            rloc.function = Some(step.source.function.as_str().to_string());
        }
        let kind = match &step.kind {
            SsaKind::Assignment {
                lhs,
                original_lhs,
                assignment_type,
                ..
            } => {
                let a = assignment(model, symbols, solver, lhs.id(), *original_lhs, c)?;
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
            SsaKind::Decl { lhs, original_lhs } => StepKind::Decl(assignment(
                model,
                symbols,
                solver,
                lhs.id(),
                *original_lhs,
                c,
            )?),
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
            SsaKind::FunctionCall { function, .. } => StepKind::FunctionCall {
                identifier: function.as_str().to_string(),
                display_name: function.as_str().to_string(),
                arguments: Vec::new(),
                declared_at: Loc::default(),
            },
            SsaKind::FunctionReturn { function } => StepKind::FunctionReturn {
                identifier: function.as_str().to_string(),
                display_name: function.as_str().to_string(),
                declared_at: Loc::default(),
            },
            _ => continue,
        };
        let mut s = Step::new(i + 1, rloc, kind);
        // built-in code (`__CPROVER_initialize`, `<built-in-additions>`, library models) is
        // hidden from traces, as in CBMC
        let builtin = step.source.function.as_str().starts_with("__CPROVER")
            || loc.file.is_some_and(|f| f.as_str().starts_with("<built"));
        s.hidden = step.hidden || loc.hide || builtin;
        s.thread = step.source.thread;
        trace.steps.push(s);
    }
    Ok(trace)
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
    let text = c_syntax::expr(s, ns, c, v);
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
