//! ASSERT and ASSUME: verification conditions and assumptions (cbmc-behaviour.md §2.2).

use crate::error::SymexError;
use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident};
use ssa::{L2Expr, StepKind};

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
        if self.eng.threads.started {
            // with threads the assumption blocks this thread: it joins the guard of
            // everything the thread does later, instead of constraining assertions of
            // other threads that come earlier in the equation (cbmc-behaviour.md §2.2)
            state.gs.guard = self.guard_add(guard, c);
        } else {
            let expr = self.guard_expr(guard, c);
            self.record(state, StepKind::Assume, guard, expr, false);
        }
        if c == L2Expr::FALSE {
            state.gs.reachable = false;
        }
    }

    /// CBMC's `rewrite_quantifiers`: an asserted `∀x. P(x)` fails exactly when `P` fails
    /// for some value, and an assumed `∃x. P(x)` holds exactly when `P` holds for some
    /// value, so such a quantifier (`which`) becomes its body over a fresh unconstrained
    /// `x` (the solver needs no quantifier then). This holds wherever the quantifier
    /// stands in positive position (under `∧`, `∨`, the consequent of `⇒`, and nested in
    /// an instantiated quantifier: its prenex form), and for the dual quantifier in
    /// negative position (under `¬`, the antecedent of `⇒`).
    fn instantiate_quantifier(&mut self, c: L2Expr, which: &ExprKind) -> L2Expr {
        let r = self.instantiate_in(c, which, true);
        if r == c {
            c
        } else {
            self.simplify(r)
        }
    }

    fn instantiate_in(&mut self, c: L2Expr, which: &ExprKind, positive: bool) -> L2Expr {
        let kind = self.store.kind(c.id()).clone();
        let ops = c.ops(self.store);
        let dual = match which {
            ExprKind::Forall => ExprKind::Exists,
            _ => ExprKind::Forall,
        };
        match kind {
            ExprKind::Forall | ExprKind::Exists if ops.len() == 2 => {
                let instantiable = if positive { &kind == which } else { kind == dual };
                if !instantiable {
                    return c;
                }
                let ty = self.store.type_of(ops[0].id());
                let fresh = self.fresh_nondet(ty);
                let body = ops[1].substitute(self.store, ops[0], fresh);
                self.instantiate_in(body, which, positive)
            }
            ExprKind::Not if ops.len() == 1 => {
                let inner = self.instantiate_in(ops[0], which, !positive);
                if inner == ops[0] {
                    c
                } else {
                    L2Expr::not(self.store, inner)
                }
            }
            ExprKind::And | ExprKind::Or | ExprKind::Implies => {
                let implies = matches!(kind, ExprKind::Implies);
                let new: Vec<L2Expr> = ops
                    .iter()
                    .enumerate()
                    .map(|(i, &o)| {
                        let pol = if implies && i == 0 { !positive } else { positive };
                        self.instantiate_in(o, which, pol)
                    })
                    .collect();
                if new == ops {
                    c
                } else {
                    L2Expr::build(self.store, kind, goto_ir::BOOL, &new)
                }
            }
            _ => c,
        }
    }

    /// ASSERT instruction.
    pub(crate) fn symex_assert(
        &mut self,
        state: &mut State,
        cond: ExprId,
    ) -> Result<(), SymexError> {
        let c = self.rename_condition(state, cond)?;
        let c = self.instantiate_quantifier(c, &ExprKind::Forall);
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
        let c = self.instantiate_quantifier(c, &ExprKind::Exists);
        // value sets are filtered with the original condition before the constant
        // propagator learns from the renamed one (CBMC's order)
        if let Some(f) = self.value_set_filter(state, cond) {
            f.apply(&mut state.gs.value_set, true);
        }
        let mut gs = std::mem::take(&mut state.gs);
        self.apply_condition(state, &mut gs, c);
        state.gs = gs;
        self.assume_l2(state, c);
        Ok(())
    }
}
