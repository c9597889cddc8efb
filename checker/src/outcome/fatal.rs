//! Fatal assertions (CBMC 6): a failed undefined-behaviour check ends the meaning of every
//! path through it, so a property that passed but is reachable from a failed *fatal*
//! property is not proven: its status becomes UNKNOWN.
//!
//! Reachability is over the goto program, as CBMC computes it: from each failed fatal ASSERT
//! follow the intra-procedural successors; a function call continues both into the callee's
//! body and at the instruction after the call; the end of a function has no successors (the
//! callers' continuations are reached only through their own calls).

use super::{Property, Status};
use goto_ir::cfg::successors;
use goto_ir::{ExprKind, GotoModel, Ident, InstrKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// Turns SUCCESS into UNKNOWN for every property reachable from a failed fatal property.
pub(super) fn propagate(model: &GotoModel, properties: &mut [Property]) {
    let status: FxHashMap<&str, Status> = properties
        .iter()
        .map(|p| (p.id.as_str(), p.status))
        .collect();
    let mut work: Vec<(Ident, usize)> = Vec::new();
    for (name, f) in model.functions.iter() {
        for (i, ins) in f.body.iter().enumerate() {
            let l = &ins.location;
            if matches!(ins.kind, InstrKind::Assert) && l.property_fatal {
                let id = l.property_id.map(|p| p.as_str()).unwrap_or("");
                if status.get(id) == Some(&Status::Failure) {
                    work.push((*name, i));
                }
            }
        }
    }
    if work.is_empty() {
        return;
    }
    let mut seen: FxHashSet<(Ident, usize)> = FxHashSet::default();
    let mut reached: FxHashSet<&str> = FxHashSet::default();
    while let Some((name, i)) = work.pop() {
        if !seen.insert((name, i)) {
            continue;
        }
        let Some(f) = model.functions.get(&name) else {
            continue;
        };
        let Some(ins) = f.body.get(i) else {
            continue;
        };
        match &ins.kind {
            InstrKind::Assert => {
                if let Some(id) = ins.location.property_id {
                    reached.insert(id.as_str());
                }
            }
            InstrKind::FunctionCall(call) => {
                if let ExprKind::Symbol(callee) = model.store.kind(call.function) {
                    if model.functions.get(callee).is_some_and(|g| g.has_body()) {
                        work.push((*callee, 0));
                    }
                }
                work.push((name, i + 1));
                continue;
            }
            _ => {}
        }
        for s in successors(&model.store, f, i) {
            work.push((name, s.index()));
        }
    }
    for p in properties.iter_mut() {
        if p.status == Status::Success && reached.contains(p.id.as_str()) {
            p.status = Status::Unknown;
        }
    }
}
