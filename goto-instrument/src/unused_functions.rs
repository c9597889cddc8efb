//! `--drop-unused-functions` (CBMC's `remove_unused_functions`): functions that cannot be
//! reached from the entry point are removed, with their properties.
//!
//! Reachability is goto-ir's call-graph query ([`goto_ir::callgraph`]).

use crate::{GotoModel, Ident};
use goto_ir::callgraph::reachable_functions;

/// Removes the functions not reachable from `entry`; returns how many were removed.
pub fn drop_unused_functions(model: &mut GotoModel, entry: &str) -> usize {
    let seen = reachable_functions(model, [Ident::new(entry)]);
    let before = model.functions.len();
    model.functions.retain(|name, _| seen.contains(name));
    before - model.functions.len()
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
