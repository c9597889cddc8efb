//! The `kleaver`-compatible command driver: `-print-tokens`, `-print-ast`
//! and `-evaluate` (plus rbmc's `-smtlib` translation) over one input, producing exactly kleaver's stdout,
//! stderr and exit status. The binary `rbmc-kleaver` is a thin wrapper.
//!
//! Evaluation asks the [`Backend`] for a satisfying assignment of the
//! constraints plus the negated query; values are then computed from the
//! model with the concrete [`Evaluator`](crate::eval::Evaluator), so every
//! printed value and array comes from one model that really violates the
//! query (checked again before printing).

use std::fmt::Write as _;

use crate::ast::{Arena, Decl, Expr, ExprId, Module, Query};
use crate::diag;
use crate::eval::{is_counterexample, Assignment, Evaluator};
use crate::lexer;
use crate::parser::{ParseOptions, Parser};
use crate::printer::{print_decl, PrintOptions};

/// What the command does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Action {
    /// `-print-tokens`
    PrintTokens,
    /// `-print-ast`
    PrintAst,
    /// `-evaluate` (the default)
    #[default]
    Evaluate,
    /// `-smtlib`: rbmc's SMT-LIB2 translation of each query (not KLEE's
    /// `-print-smtlib` format), see [`crate::smtlib`]; each script is
    /// preceded by a line `; Query N` (0-based).
    Smtlib,
}

/// Command options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The action.
    pub action: Action,
    /// Parser options.
    pub parse: ParseOptions,
    /// Printer options.
    pub print: PrintOptions,
    /// Mirror KLEE's constant-consequent shortcut (klee#97): a query whose
    /// expression is a literal constant is answered from that constant
    /// alone, ignoring the constraints (`(query [false] false)` is then
    /// INVALID, as KLEE prints, instead of the correct VALID).
    pub klee_constant_shortcut: bool,
}

/// Result of one satisfiability check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SatResult {
    /// Satisfiable, with a model of the array bytes read.
    Sat(Assignment),
    /// Unsatisfiable.
    Unsat,
}

/// Why a query could not be answered (shown as kleaver's status strings).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The SAT back end ran out of time or was interrupted.
    #[error("SOLVER TIMEOUT")]
    Timeout(String),
    /// The back end failed (detail in the field).
    #[error("OPERATION FAILED")]
    Failed(String),
    /// The model returned does not violate the query (an internal error,
    /// caught by re-evaluating every counterexample before printing it).
    #[error("OPERATION FAILED")]
    BadModel,
}

/// A decision procedure for conjunctions of w1 KQuery expressions.
pub trait Backend {
    /// Is there an assignment making every `truths` expression true and
    /// every `falsities` expression false (all w1)? On `Sat`, the model must
    /// give every array byte these expressions read.
    fn check(
        &mut self,
        arena: &Arena,
        truths: &[ExprId],
        falsities: &[ExprId],
    ) -> Result<SatResult, SolveError>;
}

/// What the command printed and its exit status.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Exit status.
    pub status: i32,
}

/// Per-query outcome of `-evaluate`, for tests and statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueryOutcome {
    /// The verdict text printed after `Query N:\t` (first line).
    pub verdict: String,
    /// The model used for INVALID answers that consulted the solver.
    pub model: Option<Assignment>,
}

/// Run the command on `src` (named `filename` in messages).
pub fn run(opts: &Options, filename: &str, src: &[u8], backend: &mut dyn Backend) -> Output {
    match opts.action {
        Action::PrintTokens => Output {
            stdout: lexer::print_tokens(src),
            ..Output::default()
        },
        Action::PrintAst => print_ast(opts, filename, src),
        Action::Smtlib => {
            let (module, diags) = crate::parser::parse(src, opts.parse);
            if !diags.is_empty() {
                return Output {
                    stdout: String::new(),
                    stderr: diag::render_all(&diags, filename, src),
                    status: 1,
                };
            }
            let mut stdout = String::new();
            for (i, q) in module.queries().enumerate() {
                let _ = writeln!(stdout, "; Query {i}");
                stdout.push_str(&crate::smtlib::query_to_smtlib(&module.arena, q));
            }
            Output {
                stdout,
                stderr: String::new(),
                status: 0,
            }
        }
        Action::Evaluate => {
            let (module, diags) = crate::parser::parse(src, opts.parse);
            if !diags.is_empty() {
                return Output {
                    stdout: String::new(),
                    stderr: diag::render_all(&diags, filename, src),
                    status: 1,
                };
            }
            let (stdout, _) = evaluate(opts, &module, backend);
            Output {
                stdout,
                stderr: String::new(),
                status: 0,
            }
        }
    }
}

fn print_ast(opts: &Options, filename: &str, src: &[u8]) -> Output {
    // parser and printer recurse once per nesting level
    crate::with_deep_stack(|stack| print_ast_here(opts, filename, src, stack))
}

fn print_ast_here(opts: &Options, filename: &str, src: &[u8], stack: usize) -> Output {
    let mut p = Parser::new(src, opts.parse.within_stack(stack));
    let mut out = String::new();
    let mut n = 0;
    while let Some(d) = p.parse_top_level_decl() {
        if p.num_errors() == 0 {
            if matches!(d, Decl::Query(_)) {
                n += 1;
                let _ = writeln!(out, "# Query {n}");
            }
            out.push_str(&print_decl(&p.module().arena, &d, opts.print));
        }
    }
    let (_, diags) = p.finish();
    let stderr = diag::render_all(&diags, filename, src);
    let status = i32::from(!diags.is_empty());
    Output {
        stdout: out,
        stderr,
        status,
    }
}

fn is_const(arena: &Arena, e: ExprId) -> Option<bool> {
    match arena.get(e) {
        Expr::Const { value, .. } => Some(value.bit(0)),
        _ => None,
    }
}

#[derive(Default)]
struct Stats {
    queries: u64,
    constructs: u64,
    valid: u64,
    invalid: u64,
    cex: u64,
}

/// Evaluate every query of `module`, returning kleaver's stdout and the
/// per-query outcomes.
pub fn evaluate(
    opts: &Options,
    module: &Module,
    backend: &mut dyn Backend,
) -> (String, Vec<QueryOutcome>) {
    let mut out = String::new();
    let mut outcomes = Vec::new();
    let mut stats = Stats::default();
    for (i, q) in module.queries().enumerate() {
        let _ = write!(out, "Query {i}:\t");
        let (text, outcome) = evaluate_query(opts, &module.arena, q, backend, &mut stats);
        out.push_str(&text);
        out.push('\n');
        outcomes.push(outcome);
    }
    if stats.queries > 0 {
        let _ = write!(
            out,
            "--\ntotal queries = {}\ntotal queries constructs = {}\nvalid queries = {}\ninvalid queries = {}\nquery cex = {}\n",
            stats.queries, stats.constructs, stats.valid, stats.invalid, stats.cex
        );
    }
    (out, outcomes)
}

/// Check the constraints plus the negated query; `Ok(Some(model))` when a
/// counterexample exists (the model is re-checked by evaluation).
fn find_counterexample(
    arena: &Arena,
    q: &Query,
    backend: &mut dyn Backend,
    stats: &mut Stats,
) -> Result<Option<Assignment>, SolveError> {
    stats.queries += 1;
    let mut roots = q.constraints.clone();
    roots.push(q.query);
    stats.constructs += crate::eval::reachable(arena, &roots).len() as u64;
    match backend.check(arena, &q.constraints, &[q.query])? {
        SatResult::Unsat => Ok(None),
        SatResult::Sat(model) => {
            if !is_counterexample(arena, q, &model) {
                return Err(SolveError::BadModel);
            }
            Ok(Some(model))
        }
    }
}

fn evaluate_query(
    opts: &Options,
    arena: &Arena,
    q: &Query,
    backend: &mut dyn Backend,
    stats: &mut Stats,
) -> (String, QueryOutcome) {
    let fail = |e: SolveError| {
        // kleaver puts a space before FAIL for timeouts of array queries.
        let lead = if matches!(e, SolveError::Timeout(_)) && !q.arrays.is_empty() {
            " "
        } else {
            ""
        };
        (
            format!("{lead}FAIL (reason: {e})"),
            QueryOutcome {
                verdict: "FAIL".into(),
                model: None,
            },
        )
    };
    if q.values.is_empty() && q.arrays.is_empty() {
        if opts.klee_constant_shortcut {
            if let Some(b) = is_const(arena, q.query) {
                let v = if b { "VALID" } else { "INVALID" };
                return (
                    v.to_string(),
                    QueryOutcome {
                        verdict: v.into(),
                        model: None,
                    },
                );
            }
        }
        return match find_counterexample(arena, q, backend, stats) {
            Ok(None) => {
                stats.valid += 1;
                (
                    "VALID".into(),
                    QueryOutcome {
                        verdict: "VALID".into(),
                        model: None,
                    },
                )
            }
            Ok(Some(m)) => {
                stats.invalid += 1;
                (
                    "INVALID".into(),
                    QueryOutcome {
                        verdict: "INVALID".into(),
                        model: Some(m),
                    },
                )
            }
            Err(e) => fail(e),
        };
    }
    if !q.values.is_empty() {
        // kleaver prints a constant value without consulting the solver, in the one form
        // it defines (the query `false`); any other query is decided first
        if q.values.len() == 1
            && q.arrays.is_empty()
            && is_const(arena, q.query) == Some(false)
            && arena.as_const(q.values[0]).is_some()
        {
            let v = arena.as_const(q.values[0]).cloned().unwrap_or_default();
            let shown = if arena.width(q.values[0]) == 1 {
                if v.bit(0) {
                    "true".to_string()
                } else {
                    "false".to_string()
                }
            } else {
                v.to_string()
            };
            return (
                format!("INVALID\n\tExpr 0:\t{shown}"),
                QueryOutcome {
                    verdict: "INVALID".into(),
                    model: None,
                },
            );
        }
    }
    stats.cex += 1;
    match find_counterexample(arena, q, backend, stats) {
        Err(e) => fail(e),
        Ok(None) => {
            stats.valid += 1;
            let v = "VALID (counterexample request ignored)";
            (
                v.into(),
                QueryOutcome {
                    verdict: v.into(),
                    model: None,
                },
            )
        }
        Ok(Some(model)) => {
            stats.invalid += 1;
            let mut s = String::from("INVALID");
            let mut ev = Evaluator::new(arena, &model);
            for (i, &v) in q.values.iter().enumerate() {
                let val = ev.eval(v);
                let shown = if arena.width(v) == 1 {
                    if val.bit(0) {
                        "true".to_string()
                    } else {
                        "false".to_string()
                    }
                } else {
                    val.to_string()
                };
                let _ = write!(s, "\n\tExpr {i}:\t{shown}");
            }
            for (i, &a) in q.arrays.iter().enumerate() {
                let bytes = model.array_bytes(arena, a);
                let list: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
                let _ = write!(
                    s,
                    "\n\tArray {i}:\t{}[{}]",
                    arena.array(a).name,
                    list.join(", ")
                );
            }
            (
                s,
                QueryOutcome {
                    verdict: "INVALID".into(),
                    model: Some(model),
                },
            )
        }
    }
}
