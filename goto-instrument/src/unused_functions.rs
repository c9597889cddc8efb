//! `--drop-unused-functions` (CBMC's `remove_unused_functions`): functions that cannot be
//! reached from the entry point are removed, with their properties.
//!
//! A function is reached when a reached function calls it or names it in any expression
//! (its address taken: CBMC removes function pointers before this pass, so only direct
//! calls remain there; counting the functions whose address a reached body takes keeps the
//! pass sound on goto binaries that still call through pointers).

use crate::{ExprKind, GotoModel, Ident, Store};
use rustc_hash::FxHashSet;

/// Removes the functions not reachable from `entry`; returns how many were removed.
pub fn drop_unused_functions(model: &mut GotoModel, entry: &str) -> usize {
    let seen = reachable_functions(model, entry);
    let before = model.functions.len();
    model.functions.retain(|name, _| seen.contains(name));
    before - model.functions.len()
}

/// The functions reachable from `entry` (by call or by name), `entry` included.
pub fn reachable_functions(model: &GotoModel, entry: &str) -> FxHashSet<Ident> {
    let names: FxHashSet<Ident> = model.functions.keys().copied().collect();
    let mut seen: FxHashSet<Ident> = FxHashSet::default();
    let mut work = vec![Ident::new(entry)];
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

/// The functions of the model that `e` names.
fn named_functions(
    store: &Store,
    functions: &FxHashSet<Ident>,
    e: crate::ExprId,
    out: &mut Vec<Ident>,
) {
    let mut stack = vec![e];
    let mut visited: FxHashSet<crate::ExprId> = FxHashSet::default();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::*;

    fn call(m: &mut GotoModel, f: &str) -> Instruction {
        let void = m.store.empty_type();
        let code = m.store.mk_type(TypeKind::Code {
            params: Vec::new(),
            ret: void,
            variadic: false,
        });
        let fe = m.store.symbol(Ident::new(f), code);
        Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs: None,
                function: fe,
                args: Vec::new(),
            }),
            SourceLocation::default(),
        )
    }

    #[test]
    fn keeps_what_the_entry_point_reaches() {
        let mut m = GotoModel::new();
        let end = Instruction::new(InstrKind::EndFunction, SourceLocation::default());
        for (name, callees) in [
            ("start", vec!["main"]),
            ("main", vec!["f"]),
            ("f", vec!["f", "g"]),
            ("g", vec![]),
            ("unused", vec!["g", "also_unused"]),
            ("also_unused", vec![]),
        ] {
            let mut body: Vec<Instruction> = callees.iter().map(|c| call(&mut m, c)).collect();
            body.push(end.clone());
            m.functions.insert(
                Ident::new(name),
                GotoFunction {
                    parameters: Vec::new(),
                    body,
                    numbering: Vec::new(),
                },
            );
        }
        assert_eq!(drop_unused_functions(&mut m, "start"), 2);
        let left: Vec<&str> = m.functions.keys().map(|k| k.as_str()).collect();
        assert_eq!(left, ["start", "main", "f", "g"]);
    }
}
