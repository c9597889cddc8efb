//! L1/L2 renaming with field sensitivity and constant propagation (cbmc-behaviour.md §2.5).
//!
//! Reading an expression at L2 replaces each object by its current SSA version, or by the
//! constant recorded for it in the propagation map. Struct members and constant indices of
//! small arrays are separate objects (`s!0@1#2..f`, `a!0@1#3[[2]]`); reading a whole
//! field-sensitive aggregate gives a struct or array literal of its fields. `address_of`
//! operands are objects: they are renamed to L1 only, indices inside them at L2.

use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident, TypeId, TypeKind};
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;
use ssa::{L1Expr, L1Id, L2Expr, Level0, Level1, Operand, SsaSymbol};

/// The identifier of branch guard symbols.
pub(crate) const GUARD_IDENTIFIER: &str = "goto_symex::\\guard";

/// How an aggregate type splits into fields.
pub(crate) enum Fields {
    /// Struct components: (name, type).
    Struct(Vec<(Ident, TypeId)>),
    /// Array elements: (count, element type).
    Array(u64, TypeId),
}

impl Ctx<'_> {
    /// The field split of `ty` if objects of this type are field-sensitive.
    pub(crate) fn fields_of_type(&self, ty: TypeId) -> Option<Fields> {
        let t = self.ns.follow(self.store, ty);
        if self.eng.no_field_types.contains(&t) {
            return None;
        }
        match self.store.ty(t) {
            TypeKind::Struct(c) if !c.incomplete && !c.components.is_empty() => Some(
                Fields::Struct(c.components.iter().map(|m| (m.name, m.ty)).collect()),
            ),
            TypeKind::Array {
                elem,
                size: Some(size),
            } => {
                let n = self.store.as_int(*size)?.to_u64()?;
                // rows of non-constant size (`int v[2][m]`) are not fields
                if has_symbolic_size(self.store, *elem) {
                    return None;
                }
                (n > 0 && n <= self.cfg.max_field_sensitivity_array_size)
                    .then_some(Fields::Array(n, *elem))
            }
            _ => None,
        }
    }

    /// The L1 object of program symbol `id` (whole object) in `state`.
    ///
    /// An object whose declared type has non-constant array sizes (a VLA, a dynamic object
    /// of symbolic size) gets that type with its sizes renamed to L2 when the instance is
    /// first seen (CBMC's `l1_types`): every L1 and L2 symbol of the instance has that
    /// type, so its size is a value of the equation, fixed at declaration or allocation.
    pub(crate) fn l1_of_symbol(&mut self, state: &State, id: Ident, ty: TypeId) -> L1Id {
        let l1 = state.gs.level1.get(&id).copied();
        if let Some(obj) = self.existing_instance(state, id, ty, l1) {
            return obj;
        }
        let thread_local = self.symbol(id).is_some_and(|s| s.is_thread_local);
        let l0 = thread_local.then_some(Level0::thread(state.thread));
        let instance_ty = self.rename_type(state, ty);
        let obj = self.eng.names.object_at(id, l0, l1, instance_ty);
        self.eng.instances.insert((id, l1), obj);
        obj
    }

    /// The L1 object of symbol `id` (of type `ty`) at instance `l1` in this thread; for
    /// a type with non-constant sizes (whose instance type is fixed when the instance is
    /// made) only if that instance was made.
    pub(crate) fn existing_instance(
        &mut self,
        state: &State,
        id: Ident,
        ty: TypeId,
        l1: Option<Level1>,
    ) -> Option<L1Id> {
        if self.type_needs_renaming(ty) {
            return self.eng.instances.get(&(id, l1)).copied();
        }
        let thread_local = self.symbol(id).is_some_and(|s| s.is_thread_local);
        let l0 = thread_local.then_some(Level0::thread(state.thread));
        Some(self.eng.names.object_at(id, l0, l1, ty))
    }

    /// Whether `ty` has array sizes that are not constants (in arrays, arrays of arrays
    /// and pointer base types), which renaming replaces by their L2 values (memoized).
    pub(crate) fn type_needs_renaming(&mut self, ty: TypeId) -> bool {
        if let Some(&b) = self.eng.type_renaming.get(&ty) {
            return b;
        }
        let b = match self.store.ty(ty).clone() {
            TypeKind::Array { elem, size } => {
                size.is_some_and(|s| self.store.as_int(s).is_none())
                    || self.type_needs_renaming(elem)
            }
            TypeKind::Pointer { base, .. } => self.type_needs_renaming(base),
            _ => false,
        };
        self.eng.type_renaming.insert(ty, b);
        b
    }

    /// `ty` with its non-constant array sizes renamed to L2 in `state` (CBMC renames types
    /// like expressions). Sizes that still contain a dereference are kept: the solver
    /// refuses sizes that refer to program variables rather than guess.
    pub(crate) fn rename_type(&mut self, state: &State, ty: TypeId) -> TypeId {
        if !self.type_needs_renaming(ty) {
            return ty;
        }
        match self.store.ty(ty).clone() {
            TypeKind::Array { elem, size } => {
                let symbolic_elem = self.type_needs_renaming(elem);
                let elem = self.rename_type(state, elem);
                let size = size.map(|s| {
                    if self.store.as_int(s).is_some() || self.has_deref(s) {
                        s
                    } else {
                        let r = self.rename(state, s);
                        self.simplify(r).id()
                    }
                });
                let t = self.store.array_type(elem, size);
                if symbolic_elem {
                    self.eng.no_field_types.insert(t);
                }
                t
            }
            TypeKind::Pointer { base, width } => {
                let base = self.rename_type(state, base);
                self.store.pointer_type(base, width)
            }
            _ => ty,
        }
    }

    /// The (field-sensitive) L1 object an expression denotes, if it is a symbol, an L1
    /// symbol, or a member / constant index chain into a field-sensitive object.
    pub(crate) fn resolve_l1(&mut self, state: &State, e: ExprId) -> Option<L1Id> {
        match self.store.kind(e).clone() {
            ExprKind::Symbol(id) => {
                let ty = self.store.type_of(e);
                if matches!(self.store.ty(ty), TypeKind::Code { .. }) {
                    return None;
                }
                match self.eng.names.lookup(id) {
                    Some(SsaSymbol::L1(l1)) => Some(l1),
                    Some(SsaSymbol::L2(_)) => None,
                    None => Some(self.l1_of_symbol(state, id, ty)),
                }
            }
            ExprKind::Member(name) => {
                let base = self.store.op(e, 0);
                let bty = self.store.type_of(base);
                if !matches!(self.fields_of_type(bty), Some(Fields::Struct(_))) {
                    return None;
                }
                let b = self.resolve_l1(state, base)?;
                let ty = self.store.type_of(e);
                Some(self.eng.names.member_of(b, name, ty))
            }
            ExprKind::Index => {
                let (base, idx) = (self.store.op(e, 0), self.store.op(e, 1));
                let bty = self.store.type_of(base);
                let n = match self.fields_of_type(bty) {
                    Some(Fields::Array(n, _)) => n,
                    // an instance of a symbolic-size array type may have got a constant
                    // size (a propagated constant): its own type decides
                    _ if self.type_needs_renaming(bty) => {
                        let b = self.resolve_l1(state, base)?;
                        let Some(Fields::Array(n, _)) =
                            self.fields_of_type(self.eng.names.object(b).ty)
                        else {
                            return None;
                        };
                        n
                    }
                    _ => return None,
                };
                // (the front end casts constant indices to the index type)
                let idx = match self.store.as_int(idx) {
                    Some(_) => idx,
                    None => self.eng.simp.simplify(self.store, self.ns, idx),
                };
                let i = self.store.as_int(idx)?.to_u64()?;
                if i >= n {
                    return None;
                }
                let b = self.resolve_l1(state, base)?;
                let ty = self.store.type_of(e);
                Some(self.eng.names.element_of(b, i, ty))
            }
            _ => None,
        }
    }

    /// The current value of an L1 object: a propagated constant, its current L2 symbol, or
    /// (for field-sensitive aggregates) a literal of its fields.
    pub(crate) fn read_object(&mut self, state: &State, id: L1Id) -> L2Expr {
        let ty = self.eng.names.object(id).ty;
        match self.fields_of_type(ty) {
            Some(Fields::Struct(comps)) => {
                let ops: Vec<L2Expr> = comps
                    .into_iter()
                    .map(|(n, t)| {
                        let f = self.eng.names.member_of(id, n, t);
                        self.read_object(state, f)
                    })
                    .collect();
                L2Expr::build(self.store, ExprKind::Struct, ty, &ops)
            }
            Some(Fields::Array(n, elem)) => {
                let ops: Vec<L2Expr> = (0..n)
                    .map(|k| {
                        let f = self.eng.names.element_of(id, k, elem);
                        self.read_object(state, f)
                    })
                    .collect();
                L2Expr::build(self.store, ExprKind::Array, ty, &ops)
            }
            None => {
                if self.eng.threads.started && self.is_shared(id) {
                    // inside an atomic section no other thread runs: what a condition on
                    // the section's read of the object said holds until the section ends
                    // (the entries are dropped at ATOMIC_BEGIN/END and by writes)
                    if state.gs.atomic_section != 0 && self.cfg.propagation {
                        if let Some(c) = state.gs.propagation.get(&id) {
                            return *c;
                        }
                    }
                    return self.shared_read(state, id);
                }
                if self.cfg.propagation {
                    if let Some(c) = state.gs.propagation.get(&id) {
                        return *c;
                    }
                }
                let n = state.gs.level2.current(id);
                L2Expr::name(&mut self.eng.names, self.store, n)
            }
        }
    }

    /// A fresh `symex::nondetN` of type `ty`.
    pub(crate) fn fresh_nondet(&mut self, ty: TypeId) -> L2Expr {
        let name = Ident::new(&format!("symex::nondet{}", self.eng.nondet_count));
        self.eng.nondet_count += 1;
        let e = self.store.mk(ExprKind::NondetSymbol(name), ty, []);
        L2Expr::leaf(self.store, e).unwrap_or(L2Expr::TRUE)
    }

    /// Renames `e` (dereference-free) to L2.
    pub(crate) fn rename(&mut self, state: &State, e: ExprId) -> L2Expr {
        let mut memo = FxHashMap::default();
        self.rename_rec(state, e, &mut memo)
    }

    fn rename_rec(
        &mut self,
        state: &State,
        e: ExprId,
        memo: &mut FxHashMap<ExprId, L2Expr>,
    ) -> L2Expr {
        if let Some(r) = memo.get(&e) {
            return *r;
        }
        let kind = self.store.kind(e).clone();
        let ty = self.store.type_of(e);
        let r = match kind {
            ExprKind::Symbol(id) => {
                if let Some(SsaSymbol::L2(n)) = self.eng.names.lookup(id) {
                    L2Expr::name(&mut self.eng.names, self.store, n)
                } else if let Some(l1) = self.resolve_l1(state, e) {
                    self.read_object(state, l1)
                } else {
                    // functions
                    self.leaf(e)
                }
            }
            ExprKind::Member(_) | ExprKind::Index => match self.resolve_l1(state, e) {
                Some(l1) => self.read_object(state, l1),
                None => self.rename_ops(state, e, memo),
            },
            ExprKind::AddressOf => {
                let obj = self.store.op(e, 0);
                let l1 = self.rename_address(state, obj);
                let ty = self.rename_type(state, ty);
                L2Expr::address_of(self.store, l1, ty)
            }
            ExprKind::Nondet => {
                let ty = self.rename_type(state, ty);
                self.fresh_nondet(ty)
            }
            // a constant of a type with symbolic sizes (a null `int (*)[m]`) gets the
            // renamed type, as every other node does (the equation verifier checks it)
            ExprKind::Constant(_) if self.type_needs_renaming(ty) => {
                let ty = self.rename_type(state, ty);
                let c = self.store.mk(kind, ty, []);
                self.leaf(c)
            }
            _ if self.store.ops(e).is_empty() => self.leaf(e),
            _ => self.rename_ops(state, e, memo),
        };
        memo.insert(e, r);
        r
    }

    fn leaf(&mut self, e: ExprId) -> L2Expr {
        // leaves without program symbols (constants, nondet symbols, functions)
        match L2Expr::leaf(self.store, e) {
            Some(l) => l,
            None => {
                // an object-free symbol we do not know how to rename: keep it as a
                // fresh nondet of the same type rather than letting it through unrenamed
                let ty = self.store.type_of(e);
                self.fresh_nondet(ty)
            }
        }
    }

    fn rename_ops(
        &mut self,
        state: &State,
        e: ExprId,
        memo: &mut FxHashMap<ExprId, L2Expr>,
    ) -> L2Expr {
        let kind = self.store.kind(e).clone();
        let ty = self.store.type_of(e);
        let ops: Vec<ExprId> = self.store.ops(e).to_vec();
        let r: Vec<L2Expr> = ops
            .into_iter()
            .map(|o| self.rename_rec(state, o, memo))
            .collect();
        if let (ExprKind::Index, [s, i]) = (&kind, r.as_slice()) {
            if let Some(c) = self.string_element(*s, *i) {
                return c;
            }
        }
        let ids: Vec<ExprId> = r.iter().map(|o| o.id()).collect();
        let ty = self.node_type(state, &kind, ty, &ids);
        L2Expr::build(self.store, kind, ty, &r)
    }

    /// `s[i]` for a string literal `s` and an index that simplifies to a constant inside
    /// it: the character (what CBMC's simplifier makes of it), so that loops over string
    /// literals unwind by constant propagation.
    fn string_element(&mut self, s: L2Expr, i: L2Expr) -> Option<L2Expr> {
        let ExprKind::StringConstant(text) = *self.store.kind(s.id()) else {
            return None;
        };
        let TypeKind::Array {
            elem,
            size: Some(size),
        } = self.store.ty(self.store.type_of(s.id())).clone()
        else {
            return None;
        };
        let units: Vec<u32> = goto_ir::strings::units(text.as_str()).collect();
        let n = self.store.as_int(size)?.to_usize()?;
        if units.len() + 1 != n {
            return None;
        }
        let i = self.simplify(i);
        let k = self.store.as_int(i.id())?.to_usize()?;
        let byte = match units.get(k) {
            Some(&b) => b,
            None if k == units.len() => 0,
            None => return None,
        };
        let c = self.store.int_const(byte, elem);
        L2Expr::leaf(self.store, c)
    }

    /// The type of a renamed node of kind `kind` and program type `ty` over the renamed
    /// operands `ops`: `ty` with its array sizes renamed; a `with`, `byte_update` or `if`
    /// has the (renamed) type of the object it updates or selects, so that it agrees with
    /// the type the object's instance got when it was created.
    pub(crate) fn node_type(
        &mut self,
        state: &State,
        kind: &ExprKind,
        ty: TypeId,
        ops: &[ExprId],
    ) -> TypeId {
        if !self.type_needs_renaming(ty) {
            return ty;
        }
        let same_as = match kind {
            ExprKind::With | ExprKind::ByteUpdate(_) => ops.first(),
            ExprKind::If => ops.get(1),
            _ => None,
        };
        if let Some(&o) = same_as {
            let oty = self.store.type_of(o);
            if matches!(self.store.ty(oty), TypeKind::Array { .. })
                && matches!(self.store.ty(ty), TypeKind::Array { .. })
            {
                return oty;
            }
        }
        self.rename_type(state, ty)
    }

    /// Renames an object expression (an `address_of` operand) to L1.
    pub(crate) fn rename_address(&mut self, state: &State, e: ExprId) -> L1Expr {
        let kind = self.store.kind(e).clone();
        let ty = self.store.type_of(e);
        match kind {
            ExprKind::Symbol(id) => {
                if matches!(self.store.ty(ty), TypeKind::Code { .. }) {
                    return match L1Expr::leaf(self.store, e) {
                        Some(l) => l,
                        None => self.object_l1(state, e),
                    };
                }
                match self.eng.names.lookup(id) {
                    Some(SsaSymbol::L1(l1)) => L1Expr::object(&mut self.eng.names, self.store, l1),
                    Some(SsaSymbol::L2(n)) => L1Expr::object(&mut self.eng.names, self.store, n.l1),
                    None => {
                        let l1 = self.l1_of_symbol(state, id, ty);
                        L1Expr::object(&mut self.eng.names, self.store, l1)
                    }
                }
            }
            ExprKind::Member(_) | ExprKind::Typecast => {
                let base = self.store.op(e, 0);
                let b = self.rename_address(state, base);
                let ty = self.rename_type(state, ty);
                L1Expr::build_mixed(self.store, kind, ty, &[Operand::Object(b)])
            }
            ExprKind::Index | ExprKind::ByteExtract(_) => {
                let (base, idx) = (self.store.op(e, 0), self.store.op(e, 1));
                let b = self.rename_address(state, base);
                let i = self.rename(state, idx);
                let ty = self.rename_type(state, ty);
                L1Expr::build_mixed(
                    self.store,
                    kind,
                    ty,
                    &[Operand::Object(b), Operand::Value(i)],
                )
            }
            ExprKind::If => {
                let (c, t, f) = (
                    self.store.op(e, 0),
                    self.store.op(e, 1),
                    self.store.op(e, 2),
                );
                let c = self.rename(state, c);
                let t = self.rename_address(state, t);
                let f = self.rename_address(state, f);
                let ty = self.rename_type(state, ty);
                L1Expr::build_mixed(
                    self.store,
                    kind,
                    ty,
                    &[Operand::Value(c), Operand::Object(t), Operand::Object(f)],
                )
            }
            _ => match L1Expr::leaf(self.store, e) {
                Some(l) => l,
                None => self.object_l1(state, e),
            },
        }
    }

    /// Fallback for object expressions of other shapes (string constants, byte updates,
    /// …): their operands are values.
    fn object_l1(&mut self, state: &State, e: ExprId) -> L1Expr {
        let ty = self.store.type_of(e);
        let kind = self.store.kind(e).clone();
        let ops: Vec<ExprId> = self.store.ops(e).to_vec();
        let r: Vec<Operand> = ops
            .into_iter()
            .map(|o| Operand::Value(self.rename(state, o)))
            .collect();
        let ty = self.rename_type(state, ty);
        L1Expr::build_mixed(self.store, kind, ty, &r)
    }
}

/// Whether `ty` is an array with a non-constant size somewhere in its dimensions.
fn has_symbolic_size(store: &goto_ir::Store, ty: TypeId) -> bool {
    match store.ty(ty) {
        TypeKind::Array { elem, size } => {
            size.is_some_and(|s| store.as_int(s).is_none()) || has_symbolic_size(store, *elem)
        }
        _ => false,
    }
}
