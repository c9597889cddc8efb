//! Built-in operations: dynamic allocation (`__CPROVER_allocate`), whole-object array
//! operations (`array_set`, `array_copy`, `array_replace`), `havoc_object`, and I/O
//! (`printf`, `input`, `output`) (cbmc-behaviour.md §2.7, §7).

use crate::error::SymexError;
use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident, OtherCode, Symbol, TypeId, TypeKind};
use num_traits::{ToPrimitive, Zero};
use ssa::{Fences, L2Expr, StepKind};

/// The name of the `k`-th (from 1) dynamic object or size symbol, as CBMC's
/// `get_fresh_aux_symbol` names them: `symex_dynamic::dynamic_object`, then
/// `symex_dynamic::dynamic_object$0`, `…$1`, ….
fn fresh_dynamic_name(base: &str, k: u32) -> Ident {
    match k {
        0 | 1 => Ident::new(&format!("symex_dynamic::{base}")),
        _ => Ident::new(&format!("symex_dynamic::{base}${}", k - 2)),
    }
}

/// The element count of a dynamic object.
enum Count {
    /// A single element: the object has the element's type.
    One,
    Const(u64),
    Symbolic(L2Expr),
}

/// A destination leaf, the conditions it is written under and the value written.
type PlannedAssignment = (ExprId, Vec<L2Expr>, L2Expr);

impl Ctx<'_> {
    /// The zero value of `ty` (for `calloc`-style allocation).
    pub(crate) fn zero_of(&mut self, ty: TypeId) -> ExprId {
        let t = self.ns.follow(self.store, ty);
        match self.store.ty(t).clone() {
            TypeKind::Bool => goto_ir::FALSE,
            TypeKind::Array { elem, .. } => {
                let z = self.zero_of(elem);
                self.store.mk(ExprKind::ArrayOf, ty, [z])
            }
            TypeKind::Struct(c) => {
                let ops: Vec<ExprId> = c.components.iter().map(|m| self.zero_of(m.ty)).collect();
                self.store.mk(ExprKind::Struct, ty, ops)
            }
            TypeKind::Union(c) => {
                // every byte zero: the widest member (the first of equals, as CBMC's
                // zero initializer), or the bytes themselves when padding is left over
                let whole = self.size_of(t);
                let mut widest: Option<(u64, &goto_ir::Component)> = None;
                for m in &c.components {
                    let Some(n) = self.size_of(m.ty) else { continue };
                    if widest.is_none_or(|(w, _)| n > w) {
                        widest = Some((n, m));
                    }
                }
                match (widest, whole) {
                    (Some((n, m)), Some(u)) if n == u => {
                        let z = self.zero_of(m.ty);
                        self.store.mk(ExprKind::Union(m.name), ty, [z])
                    }
                    (_, Some(u)) => {
                        let byte = self.store.unsigned(8);
                        let it = self.store.signed(self.cfg.pointer_width);
                        let len = self.store.int_const(u as i64, it);
                        let bytes = self.store.array_type(byte, Some(len));
                        let zero = self.store.int_const(0, byte);
                        let all = self.store.mk(ExprKind::ArrayOf, bytes, [zero]);
                        let at = self.store.int_const(0, it);
                        self.store
                            .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [all, at])
                    }
                    _ => self.store.mk(ExprKind::Nondet, ty, []),
                }
            }
            _ => self.store.int_const(0, ty),
        }
    }

    /// `lhs := __CPROVER_allocate(size, zero)`: a fresh dynamic object sized by type or by
    /// a symbolic size.
    pub(crate) fn symex_allocate(
        &mut self,
        state: &mut State,
        lhs: ExprId,
        alloc: ExprId,
    ) -> Result<(), SymexError> {
        let ops = self.store.ops(alloc).to_vec();
        let (Some(&size), zero) = (ops.first(), ops.get(1).copied()) else {
            return Err(self.malformed(state, "allocate without a size"));
        };
        let size_c = self.clean_expr(state, size, false)?;
        let size_v = self.rename(state, size_c);
        let size_v = self.simplify(size_v);
        let zero_init = zero.and_then(|z| {
            let v = self.rename(state, z);
            let v = self.simplify(v);
            self.store
                .as_bool(v.id())
                .or_else(|| self.store.as_int(v.id()).map(|i| i.to_u64() != Some(0)))
        });
        let size_ty = self.store.type_of(size_v.id());
        let lhs_ty = self.store.type_of(lhs);
        self.eng.dynamic_count += 1;
        let k = self.eng.dynamic_count;
        let (elem, count) = self.allocation_shape(size_v, lhs_ty);
        let object_ty = match count {
            Count::One => elem,
            Count::Const(n) => {
                let n = self.store.int_const(n, size_ty);
                self.store.array_type(elem, Some(n))
            }
            Count::Symbolic(count) => {
                // a fresh size symbol holds the element count
                self.eng.dynamic_size_count += 1;
                let sname = fresh_dynamic_name("dynamic_object_size", self.eng.dynamic_size_count);
                let mut s = Symbol::new(sname, size_ty);
                s.is_lvalue = true;
                s.is_static_lifetime = true;
                s.is_auxiliary = true;
                self.eng.new_symbols.insert(s);
                let ssym = self.store.symbol(sname, size_ty);
                let obj = self.l1_of_symbol(state, sname, size_ty);
                self.assign_symbol(state, obj, ssym, count, &[], ssa::AssignmentType::Hidden);
                self.store.array_type(elem, Some(ssym))
            }
        };
        let name = fresh_dynamic_name("dynamic_object", k);
        let mut s = Symbol::new(name, object_ty);
        s.is_lvalue = true;
        s.is_static_lifetime = true;
        self.eng.new_symbols.insert(s);
        let obj = self.store.symbol(name, object_ty);
        let init = if zero_init == Some(true) {
            self.zero_of(object_ty)
        } else {
            self.store.mk(ExprKind::Nondet, object_ty, [])
        };
        self.symex_assign(state, obj, init, ssa::AssignmentType::State)?;
        let target = match self.store.ty(object_ty) {
            TypeKind::Array { elem, .. } => {
                let elem = *elem;
                let it = self.store.signed(self.cfg.pointer_width);
                let z = self.store.int_const(0, it);
                self.store.index(obj, z, elem)
            }
            _ => obj,
        };
        let tt = self.store.type_of(target);
        let pt = self.store.pointer_type(tt, self.cfg.pointer_width);
        let addr = self.store.address_of(target, pt);
        let rhs = self.store.typecast(addr, lhs_ty);
        let at = self.assignment_type_for(state, lhs);
        self.symex_assign(state, lhs, rhs, at)
    }

    /// The element type and count of an object of `size` bytes (CBMC's `symex_allocate`).
    /// The size's `#c_sizeof_type` `T` comes first (`malloc(sizeof(T))`, `calloc(n,
    /// sizeof(T))`, `malloc(n * sizeof(T))`): one `T`, or an array of `T`. Otherwise the
    /// base type of a typed result pointer, else bytes.
    fn allocation_shape(&mut self, size: L2Expr, lhs_ty: TypeId) -> (TypeId, Count) {
        // a size passed on through variables (`malloc`'s parameter) is the expression
        // that carries its `sizeof` type
        let size = self.eng.sized.get(&size.id()).copied().unwrap_or(size);
        let const_size = self.store.as_int(size.id()).and_then(|v| v.to_u64());
        if let Some(t) = self.store.c_sizeof_type_rec(size.id()) {
            if let Some(es) = self.size_of(t).filter(|&s| s > 0) {
                match const_size {
                    Some(n) if n == es => return (t, Count::One),
                    Some(n) if n % es == 0 => return (t, Count::Const(n / es)),
                    Some(_) => {}
                    None => {
                        if let Some(c) = self.count_from_size(size, es) {
                            return (t, Count::Symbolic(c));
                        }
                    }
                }
            }
        }
        let elem = match self.store.ty(lhs_ty) {
            TypeKind::Pointer { base, .. }
                if !matches!(self.store.ty(*base), TypeKind::Empty)
                    && self.size_of(*base).is_some_and(|s| s > 0) =>
            {
                *base
            }
            _ => self.store.unsigned(8),
        };
        let elem_size = self.size_of(elem).unwrap_or(1).max(1);
        match const_size {
            Some(n) if elem_size > 1 && n / elem_size == 1 => (elem, Count::One),
            Some(n) => (elem, Count::Const(n / elem_size)),
            None => {
                // the element count: `n * sizeof(T)` gives `n`, anything else is divided
                // by the element size
                let count = if let Some(c) = self.count_from_size(size, elem_size) {
                    c
                } else if elem_size > 1 {
                    let size_ty = self.store.type_of(size.id());
                    let es = self.store.int_const(elem_size, size_ty);
                    let d = L2Expr::leaf(self.store, es).unwrap_or(L2Expr::TRUE);
                    let c = L2Expr::build(self.store, ExprKind::Div, size_ty, &[size, d]);
                    self.simplify(c)
                } else {
                    size
                };
                (elem, Count::Symbolic(count))
            }
        }
    }

    /// `n` if `size` is `n * k` or `k * n` with `k` the element size (after casts).
    fn count_from_size(&mut self, size: L2Expr, elem_size: u64) -> Option<L2Expr> {
        let e = size.id();
        if !matches!(self.store.kind(e), ExprKind::Mult) || self.store.ops(e).len() != 2 {
            return None;
        }
        let ops = size.ops(self.store);
        for (a, b) in [(ops[0], ops[1]), (ops[1], ops[0])] {
            if self.store.as_int(b.id()).and_then(|v| v.to_u64()) == Some(elem_size) {
                return Some(a);
            }
        }
        None
    }

    /// The object an array-operation operand denotes: `&a[0]`, `&a`, or a dereferenced
    /// pointer (an if-chain over its candidates). Users widen `x[0]` to `x`.
    fn array_object(&mut self, state: &State, p: ExprId) -> Result<ExprId, SymexError> {
        let mut q = p;
        while matches!(self.store.kind(q), ExprKind::Typecast) {
            q = self.store.op(q, 0);
        }
        let obj = if matches!(self.store.kind(q), ExprKind::AddressOf) {
            // folded, so that `&a[(long)0]` widens to `a`; an object reached through a
            // pointer (`&p->m`, `&(*p)[i]`) is dereferenced first
            let o = self.store.op(q, 0);
            let o = self.clean_expr(state, o, true)?;
            self.eng.simp.simplify(self.store, self.ns, o)
        } else {
            let d = self.store.deref(q);
            self.clean_expr(state, d, true)?
        };
        Ok(obj)
    }

    fn widen_to_array(&mut self, obj: ExprId) -> ExprId {
        match self.store.kind(obj).clone() {
            ExprKind::Index
                if self
                    .store
                    .as_int(self.store.op(obj, 1))
                    .is_some_and(|v| v.to_i64() == Some(0)) =>
            {
                self.store.op(obj, 0)
            }
            ExprKind::If => {
                let (c, a, b) = (
                    self.store.op(obj, 0),
                    self.store.op(obj, 1),
                    self.store.op(obj, 2),
                );
                let a = self.widen_to_array(a);
                let b = self.widen_to_array(b);
                if self.store.type_of(a) == self.store.type_of(b) {
                    self.store.ite(c, a, b)
                } else {
                    obj
                }
            }
            _ => obj,
        }
    }

    /// An `array_set` destination that starts inside an array, `a[i]` (or the bytes of an
    /// element at offset `k`), denotes the rest of the array from there (CBMC's
    /// `process_array_expr`: the root object from the offset on, `T[N - i]`), so that every
    /// element from the offset to the end is set, not only the first one.
    fn rest_of_array(&mut self, obj: ExprId) -> ExprId {
        match self.store.kind(obj).clone() {
            ExprKind::If => {
                let (c, a, b) = (
                    self.store.op(obj, 0),
                    self.store.op(obj, 1),
                    self.store.op(obj, 2),
                );
                let a = self.rest_of_array(a);
                let b = self.rest_of_array(b);
                if self.same_type(self.store.type_of(a), self.store.type_of(b)) {
                    self.store.ite(c, a, b)
                } else {
                    let (a, b) = (self.widen_to_array(a), self.widen_to_array(b));
                    self.store
                        .mk(ExprKind::If, self.store.type_of(a), [c, a, b])
                }
            }
            ExprKind::Index => {
                let (arr, i) = (self.store.op(obj, 0), self.store.op(obj, 1));
                if self.store.as_int(i).is_some_and(|v| v.to_i64() == Some(0)) {
                    return obj;
                }
                let elem = self.store.type_of(obj);
                let Some(es) = self.size_of(elem) else {
                    return obj;
                };
                let it = self.store.signed(self.cfg.pointer_width);
                let es = self.store.int_const(es, it);
                let i = self.store.typecast(i, it);
                let off = self.store.mult(i, es);
                self.rest_from(arr, off, elem).unwrap_or(obj)
            }
            ExprKind::ByteExtract(_) => {
                let (root, off) = (self.store.op(obj, 0), self.store.op(obj, 1));
                let elem = self.store.type_of(obj);
                self.rest_from(root, off, elem).unwrap_or(obj)
            }
            _ => obj,
        }
    }

    /// `root` from byte `off` to its end as an array of `elem` (`None` unless `root` is an
    /// array whose elements have `elem`'s size).
    fn rest_from(&mut self, root: ExprId, off: ExprId, elem: TypeId) -> Option<ExprId> {
        let rty = self.ns.follow(self.store, self.store.type_of(root));
        let TypeKind::Array {
            elem: re,
            size: Some(n),
        } = self.store.ty(rty).clone()
        else {
            return None;
        };
        let es = self.size_of(elem)?;
        if es == 0 || self.size_of(re)? != es {
            return None;
        }
        let nty = self.store.type_of(n);
        let off_n = self.store.typecast(off, nty);
        let es_n = self.store.int_const(es, nty);
        let skipped = self.store.div(off_n, es_n);
        let rest = self.store.minus(n, skipped);
        let rest = self.eng.simp.simplify(self.store, self.ns, rest);
        let aty = self.store.array_type(elem, Some(rest));
        Some(
            self.store
                .mk(ExprKind::ByteExtract(self.cfg.endian), aty, [root, off]),
        )
    }

    /// The objects an array-operation operand may denote: the leaves of the if-chain a
    /// dereference gives, each widened to its whole array, with the conditions (program
    /// expressions and their polarity) under which it is the one.
    fn array_leaves(
        &mut self,
        obj: ExprId,
        conds: &mut Vec<(ExprId, bool)>,
        out: &mut Vec<(Vec<(ExprId, bool)>, ExprId)>,
    ) {
        if matches!(self.store.kind(obj), ExprKind::If) {
            let (c, a, b) = (
                self.store.op(obj, 0),
                self.store.op(obj, 1),
                self.store.op(obj, 2),
            );
            conds.push((c, true));
            self.array_leaves(a, conds, out);
            conds.pop();
            conds.push((c, false));
            self.array_leaves(b, conds, out);
            conds.pop();
        } else {
            let leaf = self.widen_to_array(obj);
            out.push((conds.clone(), leaf));
        }
    }

    /// The value of an array-operation source `obj` as type `ty`: each candidate object of
    /// an if-chain is widened and converted on its own (candidates of different types,
    /// e.g. dynamic objects of different symbolic sizes, cannot share one conversion).
    fn array_value(&mut self, obj: ExprId, ty: TypeId) -> ExprId {
        if matches!(self.store.kind(obj), ExprKind::If) {
            let (c, a, b) = (
                self.store.op(obj, 0),
                self.store.op(obj, 1),
                self.store.op(obj, 2),
            );
            let a = self.array_value(a, ty);
            let b = self.array_value(b, ty);
            return self.store.ite(c, a, b);
        }
        let w = self.whole_object(obj);
        self.as_type(w, ty)
    }

    /// Assigns `rhs_of(leaf)` to every object an array-operation destination may denote,
    /// each under its own condition. All values are read before the first assignment.
    fn assign_array_leaves(
        &mut self,
        state: &mut State,
        obj: ExprId,
        rhs_of: &mut dyn FnMut(&mut Self, ExprId) -> ExprId,
    ) -> Result<(), SymexError> {
        let planned = self.plan_array_leaves(state, obj, &[], rhs_of)?;
        self.assign_planned(state, planned)
    }

    /// The assignments of [`Self::assign_array_leaves`] under the extra conditions `when`
    /// (each a condition and its polarity), with their values read now.
    fn plan_array_leaves(
        &mut self,
        state: &mut State,
        obj: ExprId,
        when: &[(ExprId, bool)],
        rhs_of: &mut dyn FnMut(&mut Self, ExprId) -> ExprId,
    ) -> Result<Vec<PlannedAssignment>, SymexError> {
        let mut leaves = Vec::new();
        self.array_leaves(obj, &mut when.to_vec(), &mut leaves);
        let mut planned = Vec::with_capacity(leaves.len());
        for (conds, leaf) in leaves {
            let rhs = rhs_of(self, leaf);
            let rhs = self.clean_expr(state, rhs, false)?;
            let r = self.rename(state, rhs);
            let r = self.simplify(r);
            let mut cs = Vec::with_capacity(conds.len());
            for (c, positive) in conds {
                let v = self.rename(state, c);
                let v = if positive {
                    v
                } else {
                    L2Expr::not(self.store, v)
                };
                cs.push(self.simplify(v));
            }
            if cs.iter().any(|c| c.id() == goto_ir::FALSE) {
                continue;
            }
            planned.push((leaf, cs, r));
        }
        Ok(planned)
    }

    fn assign_planned(
        &mut self,
        state: &mut State,
        planned: Vec<PlannedAssignment>,
    ) -> Result<(), SymexError> {
        for (leaf, mut cs, r) in planned {
            let at = self.assignment_type_for(state, leaf);
            self.assign_rec(state, leaf, leaf, r, &mut cs, at)?;
        }
        Ok(())
    }

    /// The object and byte offset an lvalue denotes a part of: `a[i]`, `s.f` and byte
    /// extracts are followed to their root (`None` where an offset is not known).
    fn root_and_offset(&mut self, obj: ExprId) -> Option<(ExprId, ExprId)> {
        let it = self.store.signed(self.cfg.pointer_width);
        match self.store.kind(obj).clone() {
            ExprKind::Index => {
                let (arr, i) = (self.store.op(obj, 0), self.store.op(obj, 1));
                let es = self.size_of(self.store.type_of(obj))?;
                let (root, off) = self.root_and_offset(arr)?;
                let es = self.store.int_const(es, it);
                let i = self.store.typecast(i, it);
                let here = self.store.mult(i, es);
                Some((root, self.store.plus(off, here)))
            }
            ExprKind::Member(name) => {
                let sv = self.store.op(obj, 0);
                let (m, _) = self.member_offset(self.store.type_of(sv), name)?;
                let (root, off) = self.root_and_offset(sv)?;
                let m = self.store.int_const(m, it);
                Some((root, self.store.plus(off, m)))
            }
            ExprKind::ByteExtract(_) => {
                let (inner, o) = (self.store.op(obj, 0), self.store.op(obj, 1));
                let (root, off) = self.root_and_offset(inner)?;
                let o = self.store.typecast(o, it);
                Some((root, self.store.plus(off, o)))
            }
            ExprKind::Symbol(_) => Some((obj, self.store.int_const(0, it))),
            _ => None,
        }
    }

    /// The whole object an array-operation operand denotes: `x[0]` widened to `x`, and a
    /// part at offset 0 (a `void *` operand's object is a byte extract of it at offset 0)
    /// its object; anything else unchanged.
    fn whole_object(&mut self, obj: ExprId) -> ExprId {
        let obj = self.widen_to_array(obj);
        if matches!(self.store.kind(obj), ExprKind::If) {
            return obj;
        }
        match self.root_and_offset(obj) {
            Some((root, off)) => {
                let off = self.eng.simp.simplify(self.store, self.ns, off);
                if self.store.as_int(off).is_some_and(|v| v.is_zero())
                    && (matches!(self.store.kind(obj), ExprKind::ByteExtract(_))
                        || self.same_type(self.store.type_of(root), self.store.type_of(obj)))
                {
                    root
                } else {
                    obj
                }
            }
            None => obj,
        }
    }

    /// The lvalue `array_replace` writes for destination `leaf`: the bytes of type `ty`
    /// from the leaf's offset in its object on.
    fn replace_target(&mut self, leaf: ExprId, ty: TypeId) -> ExprId {
        let w = self.widen_to_array(leaf);
        if self.same_type(self.store.type_of(w), ty) {
            return w;
        }
        let Some((root, off)) = self.root_and_offset(leaf) else {
            return w;
        };
        let off = self.eng.simp.simplify(self.store, self.ns, off);
        if self.store.as_int(off).is_some_and(|v| v.is_zero())
            && self.same_type(self.store.type_of(root), ty)
        {
            return root;
        }
        self.store
            .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [root, off])
    }

    /// `obj` with every leaf of its if-chain mapped by `f`.
    fn map_leaves(
        &mut self,
        obj: ExprId,
        f: &mut dyn FnMut(&mut Self, ExprId) -> ExprId,
    ) -> ExprId {
        if matches!(self.store.kind(obj), ExprKind::If) {
            let (c, a, b) = (
                self.store.op(obj, 0),
                self.store.op(obj, 1),
                self.store.op(obj, 2),
            );
            let a = self.map_leaves(a, f);
            let b = self.map_leaves(b, f);
            let ty = self.store.type_of(a);
            return self.store.mk(ExprKind::If, ty, [c, a, b]);
        }
        f(self, obj)
    }

    /// Converts `v` to type `ty`, by a byte extract if the types differ.
    fn as_type(&mut self, v: ExprId, ty: TypeId) -> ExprId {
        if self.same_type(self.store.type_of(v), ty) {
            return v;
        }
        let it = self.store.signed(self.cfg.pointer_width);
        let z = self.store.int_const(0, it);
        self.store
            .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [v, z])
    }

    /// Whether the objects behind two array-operation operands (also through `void *`)
    /// are equal, compared whole, case by case where an operand may be several objects;
    /// objects of different types are unequal.
    fn objects_equal(&mut self, a: ExprId, b: ExprId) -> ExprId {
        self.map_leaves(a, &mut |s, la| {
            s.map_leaves(b, &mut |s, lb| {
                let aw = s.whole_object(la);
                let bw = s.whole_object(lb);
                let (at, bt) = (s.store.type_of(aw), s.store.type_of(bw));
                if s.same_type(at, bt) {
                    s.store.eq(aw, bw)
                } else {
                    s.equal_arrays_of_sizes(aw, bw)
                }
            })
        })
    }

    /// `a == b` for arrays of one element type whose sizes are different expressions
    /// (two VLAs, two heap objects of symbolic sizes): the sizes are equal and so are the
    /// elements. Anything else of different types is unequal.
    fn equal_arrays_of_sizes(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let (at, bt) = (self.store.type_of(a), self.store.type_of(b));
        let (at_f, bt_f) = (self.ns.follow(self.store, at), self.ns.follow(self.store, bt));
        let (
            TypeKind::Array { elem: ea, size: Some(sa) },
            TypeKind::Array { elem: eb, size: Some(sb) },
        ) = (self.store.ty(at_f).clone(), self.store.ty(bt_f).clone())
        else {
            return goto_ir::FALSE;
        };
        if !self.same_type(ea, eb) {
            return goto_ir::FALSE;
        }
        let st = self.store.unsigned(self.cfg.pointer_width);
        let (sa, sb) = (self.store.typecast(sa, st), self.store.typecast(sb, st));
        let sizes = self.store.eq(sa, sb);
        let b_as_a = self.as_type(b, at);
        let elems = self.store.eq(a, b_as_a);
        self.store.and(sizes, elems)
    }

    /// `*p := nondet` for a non-const pointee (havoc_object, havoc-undefined-functions).
    pub(crate) fn havoc_pointee(&mut self, state: &mut State, p: ExprId) -> Result<(), SymexError> {
        let TypeKind::Pointer { base, .. } = self.store.ty(self.store.type_of(p)).clone() else {
            return Ok(());
        };
        if matches!(self.store.ty(base), TypeKind::Code { .. } | TypeKind::Empty) {
            return Ok(());
        }
        let d = self.store.deref(p);
        let nd = self.store.mk(ExprKind::Nondet, base, []);
        let at = self.assignment_type_for(state, d);
        self.symex_assign(state, d, nd, at)
    }

    /// OTHER instructions.
    pub(crate) fn symex_other(
        &mut self,
        state: &mut State,
        code: &OtherCode,
    ) -> Result<(), SymexError> {
        let st = code.statement.as_str();
        match st {
            // CBMC ignores an expression whose value is discarded: its effects are the
            // checks goto_check placed before it (e.g. the `*fp` that function-pointer
            // removal keeps), and reading it has none.
            "expression" | "skip" => Ok(()),
            "array_set" => {
                let [dest, value] = code.ops[..] else {
                    return Err(self.malformed(state, "array_set needs two operands"));
                };
                let obj = self.array_object(state, dest)?;
                let obj = self.rest_of_array(obj);
                self.assign_array_leaves(state, obj, &mut |s, leaf| {
                    let oty = s.store.type_of(leaf);
                    match s.store.ty(s.ns.follow(s.store, oty)).clone() {
                        TypeKind::Array { elem, .. } => {
                            let v = s.store.typecast(value, elem);
                            s.store.mk(ExprKind::ArrayOf, oty, [v])
                        }
                        _ => s.store.typecast(value, oty),
                    }
                })
            }
            "array_copy" => {
                let [dest, src] = code.ops[..] else {
                    return Err(self.malformed(state, format!("{st} needs two operands")));
                };
                // whole objects: a heap object behind `char *` is a byte extract of it at
                // offset 0, and the copy is all of it, not the one `char` there
                let dobj = self.array_object(state, dest)?;
                let dobj = self.map_leaves(dobj, &mut |s, leaf| s.whole_object(leaf));
                let sobj = self.array_object(state, src)?;
                self.assign_array_leaves(state, dobj, &mut |s, leaf| {
                    let dty = s.store.type_of(leaf);
                    s.array_value(sobj, dty)
                })
            }
            "array_replace" => {
                // the source's whole object is written over the destination's object from
                // the destination's offset on (CBMC: as many bytes as the source has)
                let [dest, src] = code.ops[..] else {
                    return Err(self.malformed(state, format!("{st} needs two operands")));
                };
                let dobj = self.array_object(state, dest)?;
                let sobj = self.array_object(state, src)?;
                // each candidate source object (of its own type and size) under its own
                // condition: `realloc(p, n)` of a `p` that may point to two blocks
                let mut sources = Vec::new();
                self.array_leaves(sobj, &mut Vec::new(), &mut sources);
                let mut planned = Vec::new();
                for (when, source) in sources {
                    let whole = self.whole_object(source);
                    let wty = self.store.type_of(whole);
                    let d = self.map_leaves(dobj, &mut |s, leaf| s.replace_target(leaf, wty));
                    planned.extend(self.plan_array_leaves(state, d, &when, &mut |s, leaf| {
                        let dty = s.store.type_of(leaf);
                        s.array_value(whole, dty)
                    })?);
                }
                self.assign_planned(state, planned)
            }
            "array_equal" => {
                let [a, b, lhs] = code.ops[..] else {
                    return Err(self.malformed(state, "array_equal needs three operands"));
                };
                let aobj = self.array_object(state, a)?;
                let bobj = self.array_object(state, b)?;
                let equal = self.objects_equal(aobj, bobj);
                let lt = self.store.type_of(lhs);
                let value = if lt == goto_ir::BOOL {
                    equal
                } else {
                    self.store.typecast(equal, lt)
                };
                let kind = self.assignment_type_for(state, lhs);
                self.symex_assign(state, lhs, value, kind)
            }
            "havoc_object" => {
                let [p] = code.ops[..] else {
                    return Err(self.malformed(state, "havoc_object needs one operand"));
                };
                // the whole object the pointer points into, not only the part at its
                // offset (CBMC: `havoc_object(&s.j)` havocs all of `s`)
                let obj = self.array_object(state, p)?;
                let obj = self.map_leaves(obj, &mut |s, leaf| {
                    s.root_and_offset(leaf).map_or(leaf, |(root, _)| root)
                });
                self.assign_array_leaves(state, obj, &mut |s, leaf| {
                    let ty = s.store.type_of(leaf);
                    s.store.mk(ExprKind::Nondet, ty, [])
                })
            }
            "printf" | "output" | "input" => {
                let mut args = Vec::new();
                for &o in &code.ops {
                    let c = self.clean_expr(state, o, false)?;
                    let r = self.rename(state, c);
                    args.push(self.simplify(r));
                }
                self.record_io(state, st, &args);
                Ok(())
            }
            "fence" => {
                let guard = state.gs.guard;
                let fences = code
                    .extra
                    .iter()
                    .filter_map(|f| Fences::from_flag(f.as_str()))
                    .fold(Fences::default(), Fences::union);
                self.record(
                    state,
                    StepKind::MemoryBarrier { fences },
                    guard,
                    L2Expr::TRUE,
                    true,
                );
                Ok(())
            }
            "decl" | "dead" => Err(self.malformed(state, format!("OTHER {st}"))),
            _ => Err(self.unsupported(state, format!("OTHER instruction '{st}'"))),
        }
    }
}

impl Ctx<'_> {
    /// `lhs := __rbmc_libm_within_{f,d,l}(fn, x, y, r, rounding_mode)`: whether `r` lies in
    /// the oracle's bracket around fn(x, y) when `x` and `y` are constants here, `true`
    /// otherwise (see [`crate::libm`]).
    pub(crate) fn symex_libm_within(
        &mut self,
        state: &mut State,
        lhs: Option<ExprId>,
        args: &[L2Expr],
    ) -> Result<(), SymexError> {
        let &[code, x, y, r, mode] = args else {
            return Err(self.malformed(state, "__rbmc_libm_within takes five arguments"));
        };
        let cond = self.libm_condition(code, x, y, r, mode);
        if let Some(l) = lhs {
            let ty = self.store.type_of(l);
            let one = self.store.int_const(1, ty);
            let zero = self.store.int_const(0, ty);
            let (Some(one), Some(zero)) = (
                L2Expr::leaf(self.store, one),
                L2Expr::leaf(self.store, zero),
            ) else {
                return Err(self.malformed(state, "integer constants need renaming"));
            };
            let value = L2Expr::ite(self.store, cond, one, zero);
            let at = self.assignment_type_for(state, l);
            self.assign_rec(state, l, l, value, &mut Vec::new(), at)?;
        }
        self.transition_next(state);
        Ok(())
    }

    fn libm_condition(
        &mut self,
        code: L2Expr,
        x: L2Expr,
        y: L2Expr,
        r: L2Expr,
        mode: L2Expr,
    ) -> L2Expr {
        let store = &mut *self.store;
        let f = store
            .as_int(code.id())
            .and_then(|c| c.to_u64())
            .and_then(crate::libm::MathFn::from_code);
        let fty = store.type_of(r.id());
        let fmt = match store.ty(fty) {
            TypeKind::Floatbv { width, fraction } => crate::libm::Format {
                width: *width,
                fraction: *fraction,
            },
            _ => return L2Expr::TRUE,
        };
        let (Some(f), Some(xb), Some(yb)) = (
            f,
            crate::libm::constant_bits(store, x.id(), fmt),
            crate::libm::constant_bits(store, y.id(), fmt),
        ) else {
            return L2Expr::TRUE;
        };
        let nearest = store.as_int(mode.id()).is_some_and(|m| m.is_zero());
        let Some((lo, hi)) = crate::libm::bracket(f, fmt, &xb, &yb, nearest) else {
            return L2Expr::TRUE;
        };
        let lo = store.mk(ExprKind::Constant(goto_ir::Literal::Int(lo)), fty, []);
        let hi = store.mk(ExprKind::Constant(goto_ir::Literal::Int(hi)), fty, []);
        let (Some(lo), Some(hi)) = (L2Expr::leaf(store, lo), L2Expr::leaf(store, hi)) else {
            return L2Expr::TRUE;
        };
        let ge = L2Expr::build(store, ExprKind::Ge, goto_ir::BOOL, &[r, lo]);
        let le = L2Expr::build(store, ExprKind::Le, goto_ir::BOOL, &[r, hi]);
        L2Expr::and(store, ge, le)
    }
}

impl Ctx<'_> {
    /// A call of `__CPROVER_input(id, v…)` / `__CPROVER_output(id, v…)`: an INPUT or OUTPUT
    /// step with the values (CBMC's OTHER input/output instructions).
    pub(crate) fn symex_io_call(&mut self, state: &mut State, fname: Ident, args: &[L2Expr]) {
        let statement = if fname.as_str() == "__CPROVER_input" {
            "input"
        } else {
            "output"
        };
        self.record_io(state, statement, args);
        self.transition_next(state);
    }

    /// The step of `printf`, `output` or `input` with renamed arguments: the first is the
    /// format or the id (a string constant, possibly behind `&"…"[0]`), the rest values.
    pub(crate) fn record_io(&mut self, state: &mut State, statement: &str, args: &[L2Expr]) {
        let guard = state.gs.guard;
        let mut e = args.first().map(|a| a.id());
        while let Some(x) = e {
            match self.store.kind(x) {
                ExprKind::AddressOf | ExprKind::Index | ExprKind::Typecast => {
                    e = self.store.ops(x).first().copied();
                }
                _ => break,
            }
        }
        let text = match e.map(|x| self.store.kind(x).clone()) {
            Some(ExprKind::StringConstant(t)) => t,
            _ => Ident::new(""),
        };
        let values: Vec<L2Expr> = args.iter().skip(1).copied().collect();
        let kind = match statement {
            "printf" => StepKind::Output {
                format: Some(text),
                io_id: Ident::new("printf"),
                args: values,
            },
            "output" => StepKind::Output {
                format: None,
                io_id: text,
                args: values,
            },
            _ => StepKind::Input {
                io_id: text,
                args: values,
            },
        };
        self.record(state, kind, guard, L2Expr::TRUE, false);
    }
}
