//! ASSERT and ASSUME: verification conditions and assumptions (cbmc-behaviour.md §2.2).

use crate::error::SymexError;
use crate::state::{GotoState, State};
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident, TypeKind, BOOL};
use ssa::{L2Expr, SsaSymbol, StepKind};

impl Ctx<'_> {
    /// `guard ⇒ c`, or `c` when the guard is `true`.
    pub(crate) fn guard_expr(&mut self, guard: L2Expr, c: L2Expr) -> L2Expr {
        if guard == L2Expr::TRUE {
            c
        } else {
            L2Expr::implies(self.store, guard, c)
        }
    }

    /// CBMC's `boolean_negate`: `¬¬a` → `a`, constants flipped, otherwise `¬a`.
    pub(crate) fn negate(&mut self, c: L2Expr) -> L2Expr {
        if c == L2Expr::TRUE {
            return L2Expr::FALSE;
        }
        if c == L2Expr::FALSE {
            return L2Expr::TRUE;
        }
        if matches!(self.store.kind(c.id()), ExprKind::Not) {
            return c.ops(self.store)[0];
        }
        L2Expr::not(self.store, c)
    }

    /// Cleans, renames and simplifies a condition.
    pub(crate) fn rename_condition(
        &mut self,
        state: &State,
        c: ExprId,
    ) -> Result<L2Expr, SymexError> {
        let c = self.clean_expr(state, c, false)?;
        let r = self.rename(state, c);
        Ok(self.simplify(r))
    }

    /// A verification condition (CBMC's `vcc`).
    pub(crate) fn vcc(&mut self, state: &State, cond: L2Expr, property_id: Ident, msg: Ident) {
        self.eng.stats.total_vccs += 1;
        // the condition is already simplified by the caller (as in CBMC, the unwinding
        // assertion's `¬guard` is not simplified again)
        let c = cond;
        if c == L2Expr::TRUE {
            return;
        }
        self.eng.stats.remaining_vccs += 1;
        let guard = state.gs.guard;
        let expr = self.guard_expr(guard, c);
        self.record(
            state,
            StepKind::Assert {
                property_id,
                comment: msg,
            },
            guard,
            expr,
            false,
        );
    }

    /// An assumption of an L2 condition (CBMC's `symex_assume_l2`).
    pub(crate) fn assume_l2(&mut self, state: &mut State, cond: L2Expr) {
        let c = cond;
        if c == L2Expr::TRUE {
            return;
        }
        let guard = state.gs.guard;
        let expr = self.guard_expr(guard, c);
        self.record(state, StepKind::Assume, guard, expr, false);
        if c == L2Expr::FALSE {
            state.gs.reachable = false;
        }
    }

    /// ASSERT instruction.
    pub(crate) fn symex_assert(
        &mut self,
        state: &mut State,
        cond: ExprId,
    ) -> Result<(), SymexError> {
        let c = self.rename_condition(state, cond)?;
        let loc = self.location(state);
        let msg = loc
            .comment
            .filter(|c| !c.as_str().is_empty())
            .unwrap_or_else(|| Ident::new("assertion"));
        // without a labelled property id, number the assertions of the function in order
        // (as CBMC's `label_properties` would)
        let property = loc.property_id.unwrap_or_else(|| {
            let f = loc.function.unwrap_or(state.function);
            let n = self.function(state.function).map_or(0, |func| {
                func.body[..=state.pc.index().min(func.body.len().saturating_sub(1))]
                    .iter()
                    .filter(|i| matches!(i.kind, goto_ir::InstrKind::Assert))
                    .count()
            });
            Ident::new(&format!("{f}.assertion.{n}"))
        });
        self.vcc(state, c, property, msg);
        Ok(())
    }

    /// ASSUME instruction.
    pub(crate) fn symex_assume(
        &mut self,
        state: &mut State,
        cond: ExprId,
    ) -> Result<(), SymexError> {
        let c = self.rename_condition(state, cond)?;
        let mut gs = std::mem::take(&mut state.gs);
        self.apply_condition(&mut gs, c);
        state.gs = gs;
        self.assume_l2(state, c);
        Ok(())
    }

    /// Records constants implied by a condition holding (`x = 5`, `b`, `¬b`) in the
    /// propagation map of `gs` (CBMC's `apply_condition`).
    pub(crate) fn apply_condition(&mut self, gs: &mut GotoState, cond: L2Expr) {
        if !self.cfg.propagation {
            return;
        }
        let c = cond.id();
        match self.store.kind(c).clone() {
            ExprKind::And => {
                for o in cond.ops(self.store) {
                    self.apply_condition(gs, o);
                }
            }
            ExprKind::Equal => {
                let ops = cond.ops(self.store);
                let (a, b) = (ops[0], ops[1]);
                let (s, v) = if self.l2_symbol_of(a.id()).is_some() {
                    (a, b)
                } else {
                    (b, a)
                };
                if let Some(n) = self.l2_symbol_of(s.id()) {
                    let ty = self.store.type_of(s.id());
                    if self.is_propagatable(v.id())
                        && !matches!(self.store.ty(ty), TypeKind::Floatbv { .. })
                        && gs.level2.current(n.l1) == n
                    {
                        gs.propagation.insert(n.l1, v);
                    }
                }
            }
            ExprKind::Symbol(_) if self.store.type_of(c) == BOOL => {
                if let Some(n) = self.l2_symbol_of(c) {
                    if gs.level2.current(n.l1) == n {
                        gs.propagation.insert(n.l1, L2Expr::TRUE);
                    }
                }
            }
            ExprKind::Not => {
                let o = self.store.op(c, 0);
                if let Some(n) = self.l2_symbol_of(o) {
                    if self.store.type_of(o) == BOOL && gs.level2.current(n.l1) == n {
                        gs.propagation.insert(n.l1, L2Expr::FALSE);
                    }
                }
            }
            _ => {}
        }
    }

    fn l2_symbol_of(&self, e: ExprId) -> Option<ssa::L2Name> {
        match self.eng.names.lookup_expr(self.store, e) {
            Some(SsaSymbol::L2(n)) => Some(n),
            _ => None,
        }
    }
}
