//! `--dimacs`: the CNF of the formula as DIMACS text, like CBMC's `bv_dimacst`: the problem
//! line and the clauses, then one `c` line per SSA symbol mapping it to its variables —
//! `c <name> <literal>` for a Boolean, `c <name> <literal> …` (least significant bit
//! first) for a bit vector, `TRUE` / `FALSE` for constant bits.

use super::EngineError;
use goto_ir::{ExprId, ExprKind, Store, SymbolTable, BOOL};
use rustc_hash::FxHashSet;
use solver::{Lit, Solver};
use ssa::equation::StepKind as SsaKind;

/// The DIMACS text of everything asserted in `solver` plus `assumptions` as unit clauses,
/// with the symbol map of the symbols of `equation`.
pub(super) fn write(
    solver: &mut Solver,
    store: &Store,
    symbols: &SymbolTable,
    equation: &ssa::Equation,
    assumptions: &[Lit],
) -> Result<String, EngineError> {
    let mut bools: Vec<(String, String)> = Vec::new();
    let mut vectors: Vec<(String, String)> = Vec::new();
    // the map is computed first: naming a literal may add a variable to the CNF
    for e in equation_symbols(store, equation) {
        let name = goto_ir::format::expr(store, e).to_string();
        if store.type_of(e) == BOOL {
            if let Ok(l) = solver.literal(store, symbols, e) {
                let text = lit_text(solver, l);
                bools.push((name, text));
            }
        } else if let Ok(bits) = solver.bits(store, symbols, e) {
            if bits.is_empty() {
                continue;
            }
            let text: Vec<String> = bits.iter().map(|&l| lit_text(solver, l)).collect();
            vectors.push((name, text.join(" ")));
        }
    }
    bools.sort();
    vectors.sort();
    let mut out = Vec::new();
    solver.write_dimacs(&mut out, assumptions)?;
    let mut text = String::from_utf8_lossy(&out).into_owned();
    for (name, lits) in bools.iter().chain(vectors.iter()) {
        text.push_str(&format!("c {name} {lits}\n"));
    }
    Ok(text)
}

/// A literal as CBMC writes it in the map: `TRUE`, `FALSE` or its DIMACS number.
fn lit_text(solver: &mut Solver, l: Lit) -> String {
    match l.as_const() {
        Some(true) => "TRUE".into(),
        Some(false) => "FALSE".into(),
        None => solver.prop().sat_literal(l).dimacs().to_string(),
    }
}

/// The symbols occurring in the converted steps of `equation`, in first-occurrence order.
fn equation_symbols(store: &Store, equation: &ssa::Equation) -> Vec<ExprId> {
    let mut seen: FxHashSet<ExprId> = FxHashSet::default();
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for step in &equation.steps {
        if step.ignore {
            continue;
        }
        if !matches!(
            step.kind,
            SsaKind::Assignment { .. }
                | SsaKind::Constraint { .. }
                | SsaKind::Assume
                | SsaKind::Assert { .. }
        ) {
            continue;
        }
        stack.push(step.cond.id());
        while let Some(e) = stack.pop() {
            if !seen.insert(e) {
                continue;
            }
            match store.kind(e) {
                ExprKind::Symbol(_) => found.push(e),
                // the objects whose address is taken are not values of the formula
                ExprKind::AddressOf => continue,
                _ => {}
            }
            stack.extend(store.ops(e).iter().copied());
        }
    }
    found
}
