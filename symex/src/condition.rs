//! What a branch or assumption condition teaches the path that follows it: implied
//! constants for the propagator and narrower points-to sets (CBMC's
//! `goto_statet::apply_condition` and `goto_symext::try_filter_value_sets`).
//!
//! - [`Ctx::apply_condition`]: `x#2 = 5` (or `p#2 = &o`, `b`, `¬b`) holding on a path makes
//!   `x` the constant `5` there: `x` moves to a fresh L2 version (no step is recorded, the
//!   version is only ever read through the propagator or a φ), the constant is recorded
//!   and, for pointers, the points-to set becomes exactly that of the constant.
//! - [`Ctx::value_set_filter`]: if the original condition mentions exactly one
//!   pointer-typed symbol `p`, each candidate `o` of `p`'s points-to set is substituted for
//!   `p`; if the condition then simplifies to `false`, `o` is dropped on the path where the
//!   condition holds, if `true`, on the path where it does not (so `if(p != NULL)` removes
//!   `NULL` from `p`'s set in the then-branch).

use crate::state::{GotoState, State};
use crate::value_set::{Pointee, Target, ValueSet};
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, TypeId, TypeKind, BOOL};
use ssa::{L1Id, L2Expr, SsaSymbol};

/// The result of filtering one pointer's points-to set by a condition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ValueSetFilter {
    /// The pointer's value-set key.
    key: L1Id,
    /// Candidates for which the condition is `false`: impossible where it holds.
    drop_if_holds: Vec<Pointee>,
    /// Candidates for which the condition is `true`: impossible where it does not hold.
    drop_if_fails: Vec<Pointee>,
}

impl ValueSetFilter {
    /// Narrows `vs`, the value set of a path on which the condition holds (`holds`) or
    /// does not hold.
    pub(crate) fn apply(&self, vs: &mut ValueSet, holds: bool) {
        let drop = if holds {
            &self.drop_if_holds
        } else {
            &self.drop_if_fails
        };
        if !drop.is_empty() {
            vs.erase(self.key, drop);
        }
    }
}

impl Ctx<'_> {
    /// Records what `cond` (L2, simplified) holding implies in `gs`: constants for the
    /// propagator and points-to sets (CBMC's `apply_condition`). `state` is the state the
    /// condition was renamed in (used for name lookups only).
    pub(crate) fn apply_condition(&mut self, state: &State, gs: &mut GotoState, cond: L2Expr) {
        if !self.cfg.propagation {
            return;
        }
        let c = cond.id();
        match self.store.kind(c).clone() {
            ExprKind::And => {
                for o in cond.ops(self.store) {
                    self.apply_condition(state, gs, o);
                }
            }
            ExprKind::Not => {
                let o = cond.ops(self.store)[0];
                match self.store.kind(o.id()) {
                    // ¬(a ≠ b) → a = b; ¬(a = b) → a ≠ b (nothing to learn)
                    ExprKind::NotEqual => {
                        let ops = o.ops(self.store);
                        self.apply_equality(state, gs, ops[0], ops[1]);
                    }
                    ExprKind::Equal => {}
                    // ¬b → b = false
                    _ => self.apply_equality(state, gs, o, L2Expr::FALSE),
                }
            }
            ExprKind::Equal => {
                let ops = cond.ops(self.store);
                self.apply_equality(state, gs, ops[0], ops[1]);
            }
            ExprKind::Symbol(_) if self.store.type_of(c) == BOOL => {
                self.apply_equality(state, gs, cond, L2Expr::TRUE);
            }
            ExprKind::NotEqual => {
                // b ≠ true → b = false, b ≠ false → b = true (Booleans only)
                let ops = cond.ops(self.store);
                if self.store.type_of(ops[0].id()) != BOOL {
                    return;
                }
                let (s, v) = if self.l2_symbol_of(ops[1].id()).is_some() {
                    (ops[1], ops[0])
                } else {
                    (ops[0], ops[1])
                };
                if v == L2Expr::TRUE {
                    self.apply_equality(state, gs, s, L2Expr::FALSE);
                } else if v == L2Expr::FALSE {
                    self.apply_equality(state, gs, s, L2Expr::TRUE);
                }
            }
            _ => {}
        }
    }

    /// `a = b` holds: if one side is an SSA symbol and the other a constant, the symbol's
    /// object gets a fresh version known to be that constant.
    fn apply_equality(&mut self, state: &State, gs: &mut GotoState, a: L2Expr, b: L2Expr) {
        let (s, v) = if self.l2_symbol_of(b.id()).is_some() {
            (b, a)
        } else {
            (a, b)
        };
        let Some(n) = self.l2_symbol_of(s.id()) else {
            return;
        };
        let ty = self.store.type_of(s.id());
        // `x = 0.0` also holds for `-0.0`: floating-point equality implies no constant
        if !self.is_propagatable(v.id()) || matches!(self.store.ty(ty), TypeKind::Floatbv { .. }) {
            return;
        }
        if self.eng.threads.started && self.is_shared(n.l1) {
            // a shared object: only inside an atomic section, on the value the section
            // read or wrote last (CBMC's apply_condition: not shared within a section)
            let atomic = gs.atomic_section;
            let latest = self.eng.threads.atomic_values.get(&(atomic, n.l1));
            if atomic == 0 || latest.map(|&(_, x)| x) != Some(s) {
                return;
            }
            gs.propagation.insert(n.l1, v);
        } else {
            if gs.level2.current(n.l1) != n {
                return;
            }
            gs.level2.assign(&mut self.eng.l2, n.l1);
            gs.propagation.insert(n.l1, v);
        }
        if self.contains_pointer(ty) {
            let pts = self.points_to(state, v.id());
            gs.value_set.assign(n.l1, pts);
        }
    }

    pub(crate) fn l2_symbol_of(&self, e: ExprId) -> Option<ssa::L2Name> {
        match self.eng.names.lookup_expr(self.store, e) {
            Some(SsaSymbol::L2(n)) => Some(n),
            _ => None,
        }
    }

    /// CBMC's `try_filter_value_sets`: which candidates of the only pointer symbol in the
    /// original (unrenamed) condition `cond` are impossible where `cond` holds or fails.
    /// `None` if `cond` has no single pointer symbol or nothing can be dropped.
    pub(crate) fn value_set_filter(
        &mut self,
        state: &State,
        cond: ExprId,
    ) -> Option<ValueSetFilter> {
        let sym = self.unique_pointer_symbol(cond)?;
        let ExprKind::Symbol(id) = *self.store.kind(sym) else {
            return None;
        };
        let ptr_ty = self.store.type_of(sym);
        let key = match self.eng.names.lookup(id) {
            Some(_) => return None,
            None => self.l1_of_symbol(state, id, ptr_ty),
        };
        let candidates: Vec<Pointee> = state.gs.value_set.get(key).to_vec();
        let mut f = ValueSetFilter {
            key,
            drop_if_holds: Vec::new(),
            drop_if_fails: Vec::new(),
        };
        for pt in candidates {
            let Some(value) = self.pointer_to(pt, ptr_ty) else {
                continue;
            };
            let Some(modified) = self.substitute_pointer(cond, sym, value) else {
                continue;
            };
            let pre = self.eng.simp.simplify(self.store, self.ns, modified);
            if self.has_deref(pre) {
                continue;
            }
            let r = self.rename(state, pre);
            let r = r.simplify(&mut self.eng.simp, self.store, self.ns);
            if r == L2Expr::FALSE {
                f.drop_if_holds.push(pt);
            } else if r == L2Expr::TRUE {
                f.drop_if_fails.push(pt);
            }
        }
        (!f.drop_if_holds.is_empty() || !f.drop_if_fails.is_empty()).then_some(f)
    }

    /// The only pointer-typed program symbol in `e`, if there is exactly one.
    fn unique_pointer_symbol(&self, e: ExprId) -> Option<ExprId> {
        let mut found: Option<ExprId> = None;
        let mut ambiguous = false;
        self.store.post_order(&[e], |n| {
            if let ExprKind::Symbol(_) = self.store.kind(n) {
                if self.store.ty(self.store.type_of(n)).is_pointer() {
                    match found {
                        Some(f) if f != n => ambiguous = true,
                        _ => found = Some(n),
                    }
                }
            }
        });
        if ambiguous {
            None
        } else {
            found
        }
    }

    /// The pointer value a points-to entry stands for, as a program expression of type
    /// `ptr_ty` (`None` for unknown / invalid entries and offsets we cannot express).
    fn pointer_to(&mut self, pt: Pointee, ptr_ty: TypeId) -> Option<ExprId> {
        match pt.target {
            Target::Null => Some(self.store.null_pointer(ptr_ty)),
            Target::Unknown | Target::Invalid | Target::IntegerAddress => None,
            Target::Object(_) | Target::Constant(_) => {
                let offset = pt.offset?;
                let obj = match pt.target {
                    Target::Object(root) => self.eng.names.l1_symbol(self.store, root),
                    Target::Constant(obj) => obj,
                    _ => return None,
                };
                let obj_ty = self.store.type_of(obj);
                let target = if offset == 0 {
                    obj
                } else {
                    let followed = self.ns.follow(self.store, obj_ty);
                    let TypeKind::Array { elem, .. } = self.store.ty(followed).clone() else {
                        return None;
                    };
                    let s = self.size_of(elem).filter(|s| *s > 0)? as i64;
                    if offset % s != 0 {
                        return None;
                    }
                    let idx_ty = self.store.signed(self.cfg.pointer_width);
                    let k = self.store.int_const(offset / s, idx_ty);
                    self.store.index(obj, k, elem)
                };
                let tty = self.store.type_of(target);
                let pty = self.store.pointer_type(tty, self.cfg.pointer_width);
                let a = self.store.address_of(target, pty);
                Some(self.store.typecast(a, ptr_ty))
            }
        }
    }

    /// `cond` with `sym` replaced by `value` and `*&o` turned into `o`; `None` if the
    /// condition has side effects (nondet) that renaming would instantiate or takes the
    /// address of the pointer itself.
    fn substitute_pointer(&mut self, cond: ExprId, sym: ExprId, value: ExprId) -> Option<ExprId> {
        let mut unsuitable = false;
        let mut addressed = Vec::new();
        self.store
            .post_order(&[cond], |n| match self.store.kind(n) {
                ExprKind::Nondet => unsuitable = true,
                ExprKind::AddressOf => addressed.push(self.store.op(n, 0)),
                _ => {}
            });
        // the pointer itself as an object (`&p`) is not a value to substitute
        self.store
            .post_order(&addressed, |n| unsuitable |= n == sym);
        if unsuitable {
            return None;
        }
        let out = self.store.rewrite(cond, &mut |s, e| {
            if e == sym {
                return Some(value);
            }
            if matches!(s.kind(e), ExprKind::Dereference) {
                let mut p = s.op(e, 0);
                // `*(T*)&o` is `o` when `o` has type `T`
                while matches!(s.kind(p), ExprKind::Typecast) {
                    p = s.op(p, 0);
                }
                if matches!(s.kind(p), ExprKind::AddressOf) {
                    let o = s.op(p, 0);
                    if s.type_of(o) == s.type_of(e) {
                        return Some(o);
                    }
                }
            }
            None
        });
        Some(out)
    }
}
