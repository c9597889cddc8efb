//! `--paths lifo|fifo` (cbmc-behaviour.md §3): CBMC's `single_path_symex_checkert` with the
//! all-properties verifier.
//!
//! Symex's [`PathExplorer`] yields one complete path at a time; every path whose equation
//! has verification conditions gets a fresh solver ([`Decider`]) and is decided on its own:
//! each model fails the properties whose goals it satisfies, UNSAT leaves the open
//! properties open (another path may still fail them). A property is FAILURE as soon as one
//! path fails it. Exploration ends when the workqueue is empty or no property is left to
//! check; only then do the undecided properties — proved on every path that reaches them,
//! or reached by none — become SUCCESS. A run stopped by a limit leaves them UNKNOWN.

use super::{postprocess_messages, seconds, Assertions, Decider, EngineError, Run};
use crate::outcome::{Status, Tally};
use goto_ir::GotoModel;
use std::time::{Duration, Instant};
use symex::paths::PathExplorer;

/// Explores and decides path by path.
pub(super) fn verify_paths(
    model: &mut GotoModel,
    run: &mut Run,
    tally: &mut Tally,
) -> Result<(), EngineError> {
    let cfg = run.cfg;
    let mut explorer = PathExplorer::new(model, &cfg.symex)?;
    let mut symex_time = Duration::ZERO;
    let mut messages_seen = 0usize;
    let mut sat_results = 0usize;
    let mut complete = false;
    let mut dimacs = String::new();
    // the program's symbols plus those symex created so far (copied once, then extended)
    let mut symbols = model.symbols.clone();
    loop {
        if let Some(reason) = run.stopped() {
            tally.out.stopped = Some(reason);
            break;
        }
        // with unwinding assertions, a path still to come may add a loop's or a
        // recursion's property: the paths run out first
        if !cfg.dimacs && !cfg.symex.unwinding_assertions && !tally.has_properties_to_check() {
            complete = true;
            break;
        }
        let start = Instant::now();
        let Some(next) = explorer.next_path(model) else {
            complete = true;
            break;
        };
        let path = match next {
            Err(symex::SymexError::Stopped) => {
                tally.out.stopped = run.stopped();
                break;
            }
            r => r?,
        };
        symex_time += start.elapsed();
        // the messages of the exploration accumulate: pass on the new ones
        for m in path.messages.iter().skip(messages_seen) {
            run.message(m.level, m.text.clone());
        }
        messages_seen = path.messages.len();
        let post = Instant::now();
        postprocess_messages(run, &path.stats);
        super::check_equation(cfg.validate_ssa_equation, model, &path.names, &path.equation)?;
        let asserts = Assertions::of(model, &path.equation, tally);
        for id in &asserts.order {
            if tally.status(id) == Status::NotChecked {
                tally.set(id, Status::Unknown);
            }
        }
        run.status(format!(
            "Runtime Postprocess Equation: {}s",
            seconds(post.elapsed())
        ));
        if asserts.order.is_empty() {
            // nothing to decide on this path
            continue;
        }
        for sym in path.new_symbols.iter() {
            symbols.replace(sym.clone());
        }
        let solve_start = Instant::now();
        let Some(mut decider) = Decider::new(model, &symbols, &path.equation, asserts, run)? else {
            tally.out.stopped = run.stopped();
            break;
        };
        tally.out.solver = decider.solver.signature();
        if cfg.dimacs {
            dimacs.push_str(&decider.dimacs(model, &symbols, &path.equation)?);
            continue;
        }
        sat_results += decider.decide(
            model,
            &symbols,
            &path.equation,
            tally,
            run,
            false,
            &path.names,
        )?;
        tally.out.solver_time += solve_start.elapsed();
        run.progress(&tally.out);
        if tally.out.stopped.is_some() {
            break;
        }
        if cfg.stop_on_fail && !tally.out.replays.is_empty() {
            break;
        }
    }
    tally.out.symex_time = symex_time;
    run.status(format!("Runtime Symex: {}s", seconds(symex_time)));
    if cfg.dimacs {
        tally.out.dimacs = Some(dimacs);
        return Ok(());
    }
    if complete && tally.out.stopped.is_none() {
        // every path was explored: what no path failed holds
        tally.all_paths_explored();
    }
    // CBMC's verifier counts one pass per model with new failures plus the final one; the
    // stop-on-fail verifier reports a single pass
    tally.out.iterations = if cfg.stop_on_fail { 1 } else { sat_results + 1 };
    Ok(())
}
