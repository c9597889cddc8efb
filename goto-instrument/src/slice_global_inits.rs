//! `--slice-global-inits` (goto-instrument's `slice_global_inits`): the initialisations in
//! `__CPROVER_initialize` of objects that no function reachable from the entry point uses
//! become SKIPs. An object used by the initial value of a kept one is kept too, and so are
//! CPROVER's own objects.

use crate::{ExprKind, GotoModel, Ident, InstrKind, ENTRY_POINT};
use rustc_hash::FxHashSet;

const INITIALIZE: &str = "__CPROVER_initialize";

/// Slices the global initialisations; returns how many were removed.
pub fn slice_global_inits(model: &mut GotoModel) -> usize {
    // the objects the functions reachable from the entry point use (but for the
    // initialisations themselves)
    let reached = goto_ir::callgraph::reachable_functions(model, [Ident::new(ENTRY_POINT)]);
    let mut used: FxHashSet<Ident> = FxHashSet::default();
    let mut roots = Vec::new();
    for f in reached.iter().filter(|f| f.as_str() != INITIALIZE) {
        for ins in model.functions.get(f).map(|f| &f.body[..]).unwrap_or(&[]) {
            roots.extend(ins.kind.exprs());
            roots.push(ins.guard);
        }
    }
    let store = &model.store;
    store.post_order(&roots, |e| {
        if let ExprKind::Symbol(n) = store.kind(e) {
            used.insert(*n);
        }
    });
    let Some(init) = model.functions.get(&Ident::new(INITIALIZE)) else {
        return 0;
    };
    // a kept object's initial value keeps the objects it names
    let assigned: Vec<(Ident, crate::ExprId)> = init
        .body
        .iter()
        .filter_map(|ins| match &ins.kind {
            InstrKind::Assign { lhs, rhs } => root_symbol(model, *lhs).map(|n| (n, *rhs)),
            _ => None,
        })
        .collect();
    let keep = |n: &Ident, used: &FxHashSet<Ident>| {
        used.contains(n) || n.as_str().starts_with("__CPROVER")
    };
    loop {
        let mut grew = false;
        for (n, rhs) in &assigned {
            if !keep(n, &used) {
                continue;
            }
            let store = &model.store;
            store.post_order(&[*rhs], |e| {
                if let ExprKind::Symbol(s) = store.kind(e) {
                    grew |= used.insert(*s);
                }
            });
        }
        if !grew {
            break;
        }
    }
    let mut removed = 0;
    let name = Ident::new(INITIALIZE);
    let root_of: Vec<Option<Ident>> = model.functions[&name]
        .body
        .iter()
        .map(|ins| match &ins.kind {
            InstrKind::Assign { lhs, .. } => root_symbol(model, *lhs),
            _ => None,
        })
        .collect();
    if let Some(f) = model.functions.get_mut(&name) {
        for (ins, root) in f.body.iter_mut().zip(root_of) {
            if root.is_some_and(|n| !keep(&n, &used)) {
                ins.kind = InstrKind::Skip;
                removed += 1;
            }
        }
    }
    model.update();
    removed
}

/// The object an lvalue assigns into (`x`, `x.m`, `x[i]`).
pub fn root_symbol(model: &GotoModel, mut e: crate::ExprId) -> Option<Ident> {
    loop {
        match model.store.kind(e) {
            ExprKind::Symbol(n) => return Some(*n),
            ExprKind::Member(_) | ExprKind::Index => e = model.store.op(e, 0),
            _ => return None,
        }
    }
}
