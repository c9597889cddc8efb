//! ASSIGN: `lhs := rhs` as SSA assignments (CBMC's `symex_assign`).
//!
//! The lhs is taken apart until it is an object: `a[i] := v` becomes
//! `a := a with [i := v]`, `s.f := v` becomes `s := s with [.f := v]` (or, for
//! field-sensitive objects, a direct assignment to `s..f`), a byte-extract lhs becomes a
//! byte-update, and an if-lhs (from a dereference) becomes guarded assignments
//! `obj#k+1 = c ? v : obj#k` for each candidate.

use crate::error::SymexError;
use crate::rename::Fields;
use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, TypeKind};
use num_traits::ToPrimitive;
use ssa::{AssignmentType, L1Id, L2Expr, Source, Step, StepKind};

impl Ctx<'_> {
    /// The source of a step recorded at the current instruction.
    pub(crate) fn source(&self, state: &State) -> Source {
        Source {
            thread: state.thread,
            function: state.function,
            pc: state.pc,
        }
    }

    /// Appends a step at the current instruction.
    pub(crate) fn record(
        &mut self,
        state: &State,
        kind: StepKind,
        guard: L2Expr,
        cond: L2Expr,
        hidden: bool,
    ) {
        let source = self.source(state);
        self.eq.push(Step {
            kind,
            guard,
            cond,
            source,
            hidden,
            ignore: false,
        });
    }

    /// STATE, or HIDDEN in hidden functions / locations and for return values.
    pub(crate) fn assignment_type_for(&mut self, state: &State, lhs: ExprId) -> AssignmentType {
        let hidden_fn = state.call_stack.last().is_some_and(|f| f.hidden);
        let loc_hidden = self.location(state).hide;
        let mut root = lhs;
        while let Some(&o) = self.store.ops(root).first() {
            if matches!(
                self.store.kind(root),
                ExprKind::Member(_) | ExprKind::Index | ExprKind::Typecast
            ) {
                root = o;
            } else {
                break;
            }
        }
        let is_return = self
            .store
            .symbol_name(root)
            .is_some_and(|n| n.as_str().starts_with("goto_symex::return_value::"));
        if hidden_fn || loc_hidden || is_return {
            AssignmentType::Hidden
        } else {
            AssignmentType::State
        }
    }

    /// `lhs := rhs` for program expressions (dereferences allowed on both sides).
    pub(crate) fn symex_assign(
        &mut self,
        state: &mut State,
        lhs: ExprId,
        rhs: ExprId,
        atype: AssignmentType,
    ) -> Result<(), SymexError> {
        if matches!(self.store.kind(rhs), ExprKind::Allocate) {
            return self.symex_allocate(state, lhs, rhs);
        }
        let lhs_c = self.clean_expr(state, lhs, true)?;
        let rhs_c = self.clean_expr(state, rhs, false)?;
        let r = self.rename(state, rhs_c);
        let r = self.simplify(r);
        // traces show the assigned object as CBMC does: the dereferenced lhs
        // (`my_nested[0].array[1]` for `*p`), unless only a byte-level view of it exists
        let original = if self.has_byte_operator(lhs_c) {
            lhs
        } else {
            lhs_c
        };
        self.assign_rec(state, lhs_c, original, r, &mut Vec::new(), atype)
    }

    /// Whether `e` contains a byte extract or update.
    fn has_byte_operator(&self, e: ExprId) -> bool {
        matches!(
            self.store.kind(e),
            ExprKind::ByteExtract(_) | ExprKind::ByteUpdate(_)
        ) || self.store.ops(e).iter().any(|&o| self.has_byte_operator(o))
    }

    /// `original` with the sub-expression `from` replaced by `to` (the trace lhs of one
    /// candidate of a dereference).
    fn replace_in(&mut self, original: ExprId, from: ExprId, to: ExprId) -> ExprId {
        self.store
            .rewrite(original, &mut |_, e| (e == from).then_some(to))
    }

    /// Assigns an already renamed value to a cleaned lhs.
    pub(crate) fn assign_rec(
        &mut self,
        state: &mut State,
        lhs: ExprId,
        original: ExprId,
        rhs: L2Expr,
        conds: &mut Vec<L2Expr>,
        atype: AssignmentType,
    ) -> Result<(), SymexError> {
        if let Some(id) = self.resolve_l1(state, lhs) {
            let ty = self.eng.names.object(id).ty;
            return match self.fields_of_type(ty) {
                Some(Fields::Struct(comps)) => {
                    for (name, cty) in comps {
                        let sub = self.store.member(lhs, name, cty);
                        let r = L2Expr::build(self.store, ExprKind::Member(name), cty, &[rhs]);
                        let r = self.simplify(r);
                        self.assign_rec(state, sub, original, r, conds, atype)?;
                    }
                    Ok(())
                }
                Some(Fields::Array(n, elem)) => {
                    let idx_ty = self.store.signed(self.cfg.pointer_width);
                    for k in 0..n {
                        let i = self.store.int_const(k, idx_ty);
                        let sub = self.store.index(lhs, i, elem);
                        let il = L2Expr::leaf(self.store, i).unwrap_or(L2Expr::TRUE);
                        let r = L2Expr::build(self.store, ExprKind::Index, elem, &[rhs, il]);
                        let r = self.simplify(r);
                        self.assign_rec(state, sub, original, r, conds, atype)?;
                    }
                    Ok(())
                }
                None => {
                    self.assign_symbol(state, id, original, rhs, conds, atype);
                    Ok(())
                }
            };
        }
        // a part of an if-chain of objects (a dereference's candidates) is the if-chain of
        // the parts, each written under its condition (CBMC's symex_assign_if): only the
        // written member or element of the object that is pointed to changes
        if let Some(split) = self.distribute_if(lhs) {
            let orig = self.replace_in(original, lhs, split);
            return self.assign_rec(state, split, orig, rhs, conds, atype);
        }
        let kind = self.store.kind(lhs).clone();
        let ty = self.store.type_of(lhs);
        match kind {
            // a write into a string literal (a constant object of a dereference) is
            // ignored, as CBMC's symex_assign does
            ExprKind::StringConstant(_) => Ok(()),
            ExprKind::Member(name) => {
                let x = self.store.op(lhs, 0);
                let xty = self.store.type_of(x);
                let old = self.rename(state, x);
                let followed = self.ns.follow(self.store, xty);
                let new = if matches!(self.store.ty(followed), TypeKind::Union(_)) {
                    let zt = self.store.signed(self.cfg.pointer_width);
                    let z = self.store.int_const(0, zt);
                    let zl = L2Expr::leaf(self.store, z).unwrap_or(L2Expr::TRUE);
                    L2Expr::build(
                        self.store,
                        ExprKind::ByteUpdate(self.cfg.endian),
                        xty,
                        &[old, zl, rhs],
                    )
                } else {
                    let empty = self.store.empty_type();
                    let cn = self.store.mk(ExprKind::ComponentName(name), empty, []);
                    let cn = L2Expr::leaf(self.store, cn).unwrap_or(L2Expr::TRUE);
                    L2Expr::build(self.store, ExprKind::With, xty, &[old, cn, rhs])
                };
                let new = self.simplify(new);
                self.assign_rec(state, x, original, new, conds, atype)
            }
            ExprKind::Index => {
                let (x, i) = (self.store.op(lhs, 0), self.store.op(lhs, 1));
                let xty = self.store.type_of(x);
                let iv = self.rename(state, i);
                let iv = self.simplify(iv);
                if let Some(bytes) = self.element_bytes_of_extract(lhs, iv) {
                    return self.assign_rec(state, bytes, original, rhs, conds, atype);
                }
                let fields = match self.resolve_l1(state, x) {
                    // the instance's own type (sizes renamed) decides for symbolic sizes
                    Some(b) if self.type_needs_renaming(xty) => {
                        let t = self.eng.names.object(b).ty;
                        self.fields_of_type(t)
                    }
                    Some(_) => self.fields_of_type(xty),
                    None => None,
                };
                if let Some(Fields::Array(n, elem)) = fields {
                    let idx_ty = self.store.type_of(i);
                    // a constant index in bounds: only that element changes
                    if let Some(k) = self
                        .store
                        .as_int(iv.id())
                        .and_then(|v| v.to_u64())
                        .filter(|k| *k < n)
                    {
                        let kc = self.store.int_const(k, idx_ty);
                        let sub = self.store.index(x, kc, elem);
                        return self.assign_rec(state, sub, original, rhs, conds, atype);
                    }
                    // field-sensitive array, non-constant index: update every element
                    for k in 0..n {
                        let kc = self.store.int_const(k, idx_ty);
                        let sub = self.store.index(x, kc, elem);
                        let kl = L2Expr::leaf(self.store, kc).unwrap_or(L2Expr::TRUE);
                        let c = L2Expr::equal(self.store, iv, kl);
                        if self.eng.threads.started {
                            // with threads an element is written only if it is the one
                            // indexed (a write of the old value would be a write too)
                            let c = self.simplify(c);
                            if c == L2Expr::FALSE {
                                continue;
                            }
                            conds.push(c);
                            let r = self.assign_rec(state, sub, original, rhs, conds, atype);
                            conds.pop();
                            r?;
                            continue;
                        }
                        let old = self.rename(state, sub);
                        let r = L2Expr::ite(self.store, c, rhs, old);
                        let r = self.simplify(r);
                        self.assign_rec(state, sub, original, r, conds, atype)?;
                    }
                    return Ok(());
                }
                let old = self.rename(state, x);
                let xty = self.node_type(state, &ExprKind::With, xty, &[old.id()]);
                let new = L2Expr::build(self.store, ExprKind::With, xty, &[old, iv, rhs]);
                let new = self.simplify(new);
                self.assign_rec(state, x, original, new, conds, atype)
            }
            ExprKind::If => {
                let (c, a, b) = (
                    self.store.op(lhs, 0),
                    self.store.op(lhs, 1),
                    self.store.op(lhs, 2),
                );
                let cv = self.rename(state, c);
                let cv = self.simplify(cv);
                conds.push(cv);
                let oa = self.replace_in(original, lhs, a);
                self.assign_rec(state, a, oa, rhs, conds, atype)?;
                conds.pop();
                let nc = L2Expr::not(self.store, cv);
                let nc = self.simplify(nc);
                conds.push(nc);
                let ob = self.replace_in(original, lhs, b);
                self.assign_rec(state, b, ob, rhs, conds, atype)?;
                conds.pop();
                Ok(())
            }
            ExprKind::Typecast => {
                let x = self.store.op(lhs, 0);
                let xty = self.store.type_of(x);
                let xty = self.rename_type(state, xty);
                let r = L2Expr::build(self.store, ExprKind::Typecast, xty, &[rhs]);
                let r = self.simplify(r);
                self.assign_rec(state, x, original, r, conds, atype)
            }
            ExprKind::ByteExtract(endian) => {
                let (x, off) = (self.store.op(lhs, 0), self.store.op(lhs, 1));
                let xty = self.store.type_of(x);
                let old = self.rename(state, x);
                let o = self.rename(state, off);
                let xty = self.node_type(state, &ExprKind::ByteUpdate(endian), xty, &[old.id()]);
                let new = L2Expr::build(
                    self.store,
                    ExprKind::ByteUpdate(endian),
                    xty,
                    &[old, o, rhs],
                );
                let new = self.simplify(new);
                self.assign_rec(state, x, original, new, conds, atype)
            }
            _ => {
                let _ = ty;
                Err(self.unsupported(
                    state,
                    format!("assignment to {}", goto_ir::format::expr(self.store, lhs)),
                ))
            }
        }
    }

    /// `c ? a.f : b.f` for `(c ? a : b).f` (likewise an index or byte extract of an
    /// if-chain) when both objects have the type of the if.
    /// An element `a[i]` of an array that is (a member of) a byte extract of a
    /// dereferenced object, at a constant index past the array's declared size or at any
    /// index of an array declared with 0 or 1 elements:
    /// the bytes of the object at the element's offset (`byte_extract(o, off + i * size)`),
    /// as CBMC's simplifier makes such an element. A trailing array written past its
    /// declared size (`struct { int n; int a[1]; }` over a larger allocation, the "struct
    /// hack") writes the object's bytes there, instead of an array update that drops the
    /// element. `None` when the element is inside the array or not over a byte extract.
    fn element_bytes_of_extract(&mut self, lhs: ExprId, iv: L2Expr) -> Option<ExprId> {
        let (x, i) = (self.store.op(lhs, 0), self.store.op(lhs, 1));
        let xty = self.ns.follow(self.store, self.store.type_of(x));
        let TypeKind::Array { size: Some(n), .. } = self.store.ty(xty).clone() else {
            return None;
        };
        let n = self.store.as_int(n).and_then(|n| n.to_u64())?;
        // a constant index past the end, or any index into an array of size 0 or 1 (the
        // struct hack's declarations; as the simplifier reads such elements)
        match self.store.as_int(iv.id()).and_then(|k| k.to_u64()) {
            Some(k) if k < n => return None,
            None if n > 1 => return None,
            _ => {}
        }
        // the member chain down to the byte extract, with its constant offset
        let mut base = x;
        let mut offset = 0u64;
        loop {
            match self.store.kind(base).clone() {
                ExprKind::Member(name) => {
                    let inner = self.store.op(base, 0);
                    let ity = self.store.type_of(inner);
                    let (off, _) = self.member_offset(ity, name)?;
                    offset += off;
                    base = inner;
                }
                ExprKind::ByteExtract(_) => break,
                _ => return None,
            }
        }
        let endian = match self.store.kind(base) {
            ExprKind::ByteExtract(e) => *e,
            _ => return None,
        };
        let ety = self.store.type_of(lhs);
        let es = self.size_of(ety)?;
        let (obj, off) = (self.store.op(base, 0), self.store.op(base, 1));
        let oty = self.store.type_of(off);
        let i = self.store.typecast(i, oty);
        let esc = self.store.int_const(es, oty);
        let scaled = self.store.mult(i, esc);
        let at = self.store.plus(off, scaled);
        let at = if offset > 0 {
            let oc = self.store.int_const(offset, oty);
            self.store.plus(at, oc)
        } else {
            at
        };
        Some(self.store.mk(ExprKind::ByteExtract(endian), ety, [obj, at]))
    }

    fn distribute_if(&mut self, lhs: ExprId) -> Option<ExprId> {
        let kind = self.store.kind(lhs).clone();
        if !matches!(
            kind,
            ExprKind::Member(_) | ExprKind::Index | ExprKind::ByteExtract(_)
        ) {
            return None;
        }
        let ops = self.store.ops(lhs).to_vec();
        let x = *ops.first()?;
        if !matches!(self.store.kind(x), ExprKind::If) {
            return None;
        }
        let (c, a, b) = (self.store.op(x, 0), self.store.op(x, 1), self.store.op(x, 2));
        let xty = self.store.type_of(x);
        if !self.same_type(self.store.type_of(a), xty) || !self.same_type(self.store.type_of(b), xty)
        {
            return None;
        }
        let part = |s: &mut Self, obj: ExprId| {
            let mut o = ops.clone();
            o[0] = obj;
            s.store.with_ops(lhs, o)
        };
        let pa = part(self, a);
        let pb = part(self, b);
        let ty = self.store.type_of(lhs);
        Some(self.store.mk(ExprKind::If, ty, [c, pa, pb]))
    }

    /// Whether `e` may be recorded in the propagation map (constants, addresses of
    /// objects, literals of those; not `with`).
    pub(crate) fn is_propagatable(&self, e: ExprId) -> bool {
        self.is_propagatable_rec(e, false)
    }

    fn is_propagatable_rec(&self, e: ExprId, under_address: bool) -> bool {
        match self.store.kind(e) {
            ExprKind::Constant(_) | ExprKind::StringConstant(_) | ExprKind::ComponentName(_) => {
                true
            }
            ExprKind::Symbol(_) => under_address,
            ExprKind::AddressOf => self.is_propagatable_rec(self.store.op(e, 0), true),
            ExprKind::Member(_) | ExprKind::Index if under_address => self
                .store
                .ops(e)
                .iter()
                .enumerate()
                .all(|(i, &o)| self.is_propagatable_rec(o, under_address && i == 0)),
            ExprKind::Struct
            | ExprKind::Array
            | ExprKind::ArrayOf
            | ExprKind::Union(_)
            | ExprKind::Typecast
            | ExprKind::Plus
            | ExprKind::Minus
            | ExprKind::Mult => self
                .store
                .ops(e)
                .iter()
                .all(|&o| self.is_propagatable_rec(o, false)),
            _ => false,
        }
    }

    /// The core assignment to an L1 object: new L2 version, value set, propagation, step.
    pub(crate) fn assign_symbol(
        &mut self,
        state: &mut State,
        id: L1Id,
        original: ExprId,
        rhs: L2Expr,
        conds: &[L2Expr],
        atype: AssignmentType,
    ) {
        let mut rhs = rhs;
        let mut guard = state.gs.guard;
        let shared = self.is_shared(id);
        if !conds.is_empty() {
            let mut c = conds[0];
            for &x in &conds[1..] {
                c = L2Expr::and(self.store, c, x);
            }
            if shared && self.eng.threads.started {
                // a shared object is written only where the conditions hold: the write
                // event is guarded by them (reads take their values from the events)
                guard = self.guard_add(guard, c);
            } else {
                let old = self.read_object(state, id);
                let r = L2Expr::ite(self.store, c, rhs, old);
                rhs = self.simplify(r);
            }
        }
        // pointers may also be stored in objects of other types (bytes of a dynamic
        // object written through a cast pointer): track whatever the value carries
        let ty = self.eng.names.object(id).ty;
        let pts = self.points_to(state, rhs.id());
        if shared && !pts.is_empty() {
            self.eng
                .threads
                .assigned
                .entry(id)
                .or_default()
                .extend(pts.iter().copied());
        }
        if !pts.is_empty() || self.contains_pointer(ty) || state.gs.value_set.contains(id) {
            state.gs.value_set.assign(id, pts);
        }
        if self.cfg.propagation && !shared && self.is_propagatable(rhs.id()) {
            state.gs.propagation.insert(id, rhs);
        } else {
            state.gs.propagation.remove(&id);
        }
        let n = state.gs.level2.assign(&mut self.eng.l2, id);
        let lhs = L2Expr::name(&mut self.eng.names, self.store, n);
        if self.store.as_int(rhs.id()).is_none() {
            let rhs = self.eng.sized.get(&rhs.id()).copied().unwrap_or(rhs);
            if self.store.c_sizeof_type_rec(rhs.id()).is_some() {
                self.eng.sized.insert(lhs.id(), rhs);
            }
        }
        let cond = L2Expr::equal(self.store, lhs, rhs);
        self.record(
            state,
            StepKind::Assignment {
                lhs,
                full_lhs: lhs,
                original_lhs: original,
                rhs,
                assignment_type: atype,
            },
            guard,
            cond,
            atype.is_hidden(),
        );
        if shared {
            self.shared_write(state, lhs, guard);
        }
    }
}
