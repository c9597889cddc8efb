//! Preconditions (`__CPROVER_precondition`) at the start of a function body are checked at
//! every call site instead, as CBMC's `instrument_preconditions` does: each call gets the
//! precondition with the actual arguments substituted for the parameters, as an ASSERT of
//! class `precondition_instance` at the call's location; the callee's copies are removed.

use super::Converter;
use goto_ir::{ExprId, Ident, InstrKind, Instruction};
use rustc_hash::FxHashMap;

impl Converter<'_> {
    pub fn instrument_preconditions(&mut self) {
        let precondition = Ident::new("precondition");
        // preconditions of every function: (guard, location) of the leading ASSERTs
        let mut pre: FxHashMap<Ident, Vec<Instruction>> = FxHashMap::default();
        for (&name, f) in self.m.functions.iter_mut() {
            let mut found = Vec::new();
            for ins in f.body.iter_mut() {
                match ins.kind {
                    InstrKind::Skip | InstrKind::Location => continue,
                    InstrKind::Assert if ins.location.property_class == Some(precondition) => {
                        found.push(ins.clone());
                        ins.kind = InstrKind::Skip;
                        ins.guard = goto_ir::TRUE;
                    }
                    _ => break,
                }
            }
            if !found.is_empty() {
                pre.insert(name, found);
            }
        }
        if pre.is_empty() {
            return;
        }
        let instance = Ident::new("precondition_instance");
        let names: Vec<Ident> = self.m.functions.keys().copied().collect();
        for name in names {
            let Some(f) = self.m.functions.get(&name) else {
                continue;
            };
            // collect insertions first: (index, assertions)
            let mut inserts: Vec<(usize, Vec<Instruction>)> = Vec::new();
            for (i, ins) in f.body.iter().enumerate() {
                let InstrKind::FunctionCall(call) = &ins.kind else {
                    continue;
                };
                let Some(callee) = self.m.store.symbol_name(call.function) else {
                    continue;
                };
                let Some(conds) = pre.get(&callee) else {
                    continue;
                };
                let params = self
                    .m
                    .functions
                    .get(&callee)
                    .map(|cf| cf.parameters.clone())
                    .unwrap_or_default();
                let args = call.args.clone();
                let mut subst: FxHashMap<Ident, ExprId> = FxHashMap::default();
                for (p, a) in params.iter().zip(args.iter()) {
                    subst.insert(*p, *a);
                }
                let mut asserts = Vec::new();
                for c in conds {
                    let g = self.m.store.rewrite(c.guard, &mut |s, e| {
                        s.symbol_name(e).and_then(|n| subst.get(&n).copied())
                    });
                    let mut loc = ins.location;
                    loc.comment = c.location.comment;
                    loc.property_class = Some(instance);
                    asserts.push(Instruction::with_guard(InstrKind::Assert, g, loc));
                }
                inserts.push((i, asserts));
            }
            if inserts.is_empty() {
                continue;
            }
            let f = self.m.functions.get_mut(&name).expect("function exists");
            let mut groups: Vec<Vec<Instruction>> = vec![Vec::new(); f.body.len()];
            for (i, g) in inserts {
                groups[i] = g;
            }
            goto_ir::insert::insert_before(&mut f.body, groups);
        }
    }
}
