//! Which functions a program can reach: the one call-graph query that cfront (unsupported
//! built-ins matter only where they can run), `--drop-unused-functions`,
//! `--slice-global-inits` and the analyzer's function list share.
//!
//! A function is reached when a reached function calls it or names it in any expression
//! (its address taken): a function pointer can only hold the address of a function that
//! some reached code or a static initializer named, so counting named functions keeps the
//! query sound on programs that still call through pointers.

use crate::{ExprId, ExprKind, GotoModel, Ident, Store};
use rustc_hash::FxHashSet;

/// The functions with a body that are reachable from `roots` (by call or by name); the
/// roots themselves included.
pub fn reachable_functions(
    model: &GotoModel,
    roots: impl IntoIterator<Item = Ident>,
) -> FxHashSet<Ident> {
    let names: FxHashSet<Ident> = model.functions.keys().copied().collect();
    let mut seen: FxHashSet<Ident> = FxHashSet::default();
    let mut work: Vec<Ident> = roots.into_iter().collect();
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(func) = model.functions.get(&f) else {
            continue;
        };
        let mut found = Vec::new();
        for ins in &func.body {
            for e in ins.kind.exprs() {
                named_functions(&model.store, &names, e, &mut found);
            }
            if ins.kind.has_condition() {
                named_functions(&model.store, &names, ins.guard, &mut found);
            }
        }
        work.extend(found.into_iter().filter(|g| !seen.contains(g)));
    }
    seen
}

/// Pushes onto `out` the members of `functions` that `e` names.
pub fn named_functions(
    store: &Store,
    functions: &FxHashSet<Ident>,
    e: ExprId,
    out: &mut Vec<Ident>,
) {
    let mut stack = vec![e];
    let mut visited: FxHashSet<ExprId> = FxHashSet::default();
    while let Some(x) = stack.pop() {
        if !visited.insert(x) {
            continue;
        }
        if let ExprKind::Symbol(name) = store.kind(x) {
            if functions.contains(name) {
                out.push(*name);
            }
        }
        stack.extend(store.ops(x).iter().copied());
    }
}
