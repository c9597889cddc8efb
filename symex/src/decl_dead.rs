//! DECL and DEAD (cbmc-behaviour.md §2.5).

use crate::error::SymexError;
use crate::rename::Fields;
use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind};
use ssa::{L1Id, L2Expr, StepKind};

impl Ctx<'_> {
    /// The leaf objects (fields) of a possibly field-sensitive object, including itself.
    pub(crate) fn leaf_objects(&mut self, id: L1Id) -> Vec<L1Id> {
        let mut out = vec![id];
        let ty = self.eng.names.object(id).ty;
        match self.fields_of_type(ty) {
            Some(Fields::Struct(comps)) => {
                for (n, t) in comps {
                    let f = self.eng.names.member_of(id, n, t);
                    out.extend(self.leaf_objects(f));
                }
            }
            Some(Fields::Array(n, elem)) => {
                for k in 0..n {
                    let f = self.eng.names.element_of(id, k, elem);
                    out.extend(self.leaf_objects(f));
                }
            }
            None => {}
        }
        out
    }

    /// DECL x: a fresh L1 instance whose objects start at version 1.
    pub(crate) fn symex_decl(&mut self, state: &mut State, x: ExprId) -> Result<(), SymexError> {
        let ExprKind::Symbol(id) = *self.store.kind(x) else {
            return Err(self.malformed(state, "DECL of a non-symbol"));
        };
        let ty = self.store.type_of(x);
        let l1 = self.eng.l1.fresh(id);
        state.gs.level1.insert(id, l1);
        let obj = self.l1_of_symbol(state, id, ty);
        state.frame_mut().local_objects.push(obj);
        let mut root_name = None;
        for o in self.leaf_objects(obj) {
            let n = state.gs.level2.assign(&mut self.eng.l2, o);
            if o == obj {
                root_name = Some(n);
            }
            state.gs.propagation.remove(&o);
            state.gs.value_set.remove(o);
        }
        let hidden = self.symbol(id).is_some_and(|s| s.is_auxiliary)
            || state.frame().hidden
            || self.location(state).hide;
        if let Some(n) = root_name {
            let lhs = L2Expr::name(&mut self.eng.names, self.store, n);
            let guard = state.gs.guard;
            self.record(
                state,
                StepKind::Decl {
                    lhs,
                    original_lhs: x,
                },
                guard,
                L2Expr::TRUE,
                hidden,
            );
        }
        Ok(())
    }

    /// Forgets every version, constant and points-to set of an object (DEAD, end of
    /// scope).
    pub(crate) fn drop_object(&mut self, state: &mut State, obj: L1Id) {
        let mut all = vec![obj];
        all.extend(self.eng.names.fields_below(obj));
        for o in all {
            state.gs.level2.remove(o);
            state.gs.propagation.remove(&o);
            state.gs.value_set.remove(o);
        }
    }

    /// DEAD x: later reads see version 0. No step is recorded (as in CBMC).
    pub(crate) fn symex_dead(&mut self, state: &mut State, x: ExprId) -> Result<(), SymexError> {
        let ExprKind::Symbol(id) = *self.store.kind(x) else {
            return Err(self.malformed(state, "DEAD of a non-symbol"));
        };
        let ty = self.store.type_of(x);
        let obj = self.l1_of_symbol(state, id, ty);
        self.drop_object(state, obj);
        Ok(())
    }
}
