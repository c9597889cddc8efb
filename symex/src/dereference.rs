//! Dereferencing with value sets and the failed-object fallback (cbmc-behaviour.md §2.8).
//!
//! `*p` becomes an if-chain over the objects `p` may point to,
//! `g_n ? v_n : (… (g_1 ? v_1 : failure))`, where each guard is `p = &obj` (or
//! `same_object(p, &obj) ∧ pointer_offset(p) = k` for a known offset `k` that is not an
//! element's or member's address, `same_object(p, &obj)` alone when the offset is not
//! known: a value set may hold several offsets into one object) and each value is the
//! object, an element of it, a member, or a `byte_extract` for type-punned accesses. The
//! failure value is the failed object `<p>$object` (or a fresh `symex::invalid_object…`)
//! and is used when the set is empty or contains null, invalid or unknown pointers. A
//! pointer made from an integer that carries no object (CBMC's `integer_address`) reads and
//! writes the byte array `__CPROVER_memory` at its offset instead, so that values stored
//! through such addresses are seen by later reads through any pointer with that address.

use crate::error::SymexError;
use crate::state::State;
use crate::value_set::{normalize, Pointee, PointsTo, Target};
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident, Symbol, TypeId, TypeKind, BOOL};
use num_traits::ToPrimitive;
use ssa::{L1Id, SsaSymbol};

/// How many expression nodes [`Ctx::integer_points_to`] visits at most.
const PROVENANCE_NODES: usize = 256;

impl Ctx<'_> {
    /// Whether `e` contains a dereference (memoized).
    pub(crate) fn has_deref(&mut self, e: ExprId) -> bool {
        if let Some(&b) = self.eng.deref_cache.get(&e) {
            return b;
        }
        let ops: Vec<ExprId> = self.store.ops(e).to_vec();
        let b = matches!(self.store.kind(e), ExprKind::Dereference)
            || ops.into_iter().any(|o| self.has_deref(o));
        self.eng.deref_cache.insert(e, b);
        b
    }

    /// Removes dereferences from `e` (CBMC's `clean_expr`); `write` for lhs expressions.
    pub(crate) fn clean_expr(
        &mut self,
        state: &State,
        e: ExprId,
        write: bool,
    ) -> Result<ExprId, SymexError> {
        if !self.has_deref(e) {
            return Ok(e);
        }
        let kind = self.store.kind(e).clone();
        let ty = self.store.type_of(e);
        match kind {
            ExprKind::AddressOf => {
                let obj = self.store.op(e, 0);
                if matches!(self.store.kind(obj), ExprKind::Dereference) {
                    let p = self.store.op(obj, 0);
                    let p = self.clean_expr(state, p, false)?;
                    return Ok(self.store.typecast(p, ty));
                }
                if let Some(a) = self.address_arithmetic(state, obj, ty)? {
                    return Ok(a);
                }
                let o = self.clean_expr(state, obj, write)?;
                Ok(self.store.address_of(o, ty))
            }
            ExprKind::Dereference => {
                let p = self.store.op(e, 0);
                let p = self.clean_expr(state, p, false)?;
                self.dereference(state, p, ty)
            }
            ExprKind::Index if self.zero_length_member(self.store.op(e, 0)) => {
                // `x.a[i]` on a zero-length array member (a flexible array member) of a
                // dereferenced object: its elements lie past the member, in the memory of
                // the object, so it is `*(&x.a[0] + i)` (CBMC's symex rewrite; cfront
                // writes it so, but simplifying `*&x.a[0]` brings the index back)
                let (a, i) = (self.store.op(e, 0), self.store.op(e, 1));
                let a = self.clean_expr(state, a, false)?;
                let i = self.clean_expr(state, i, false)?;
                let zero = self.store.int_const(0, self.store.type_of(i));
                let first = self.store.index(a, zero, ty);
                let pty = self.store.pointer_type(ty, self.cfg.pointer_width);
                let p = self.store.address_of(first, pty);
                let p = self.store.plus(p, i);
                self.dereference(state, p, ty)
            }
            _ => {
                let ops: Vec<ExprId> = self.store.ops(e).to_vec();
                let mut new_ops = Vec::with_capacity(ops.len());
                for (i, o) in ops.into_iter().enumerate() {
                    // only the object operand of an lvalue is itself written
                    let w = write
                        && (i == 0
                            && matches!(
                                kind,
                                ExprKind::Member(_)
                                    | ExprKind::Index
                                    | ExprKind::ByteExtract(_)
                                    | ExprKind::Typecast
                            ));
                    new_ops.push(self.clean_expr(state, o, w)?);
                }
                Ok(self.store.with_ops(e, new_ops))
            }
        }
    }

    /// `&(*p).m…[i]…` as pointer arithmetic on `p`: `(T *)((char *)p + offset)` (CBMC's
    /// `address_arithmetic`: ANSI C guarantees `&*p == p` whatever `p` is, so the address
    /// of a member or element of `*p` is `p` plus its offset even when `p` is NULL or points
    /// to no object). `None` when `x` is not such a path or its offset is not constant
    /// (then the dereference decides).
    fn address_arithmetic(
        &mut self,
        state: &State,
        x: ExprId,
        ty: TypeId,
    ) -> Result<Option<ExprId>, SymexError> {
        let idx_ty = self.store.signed(self.cfg.pointer_width);
        let mut k: i64 = 0;
        let mut cur = x;
        loop {
            match self.store.kind(cur).clone() {
                ExprKind::Member(name) => {
                    let b = self.store.op(cur, 0);
                    let bty = self.ns.follow(self.store, self.store.type_of(b));
                    if !matches!(self.store.ty(bty), TypeKind::Struct(_) | TypeKind::Union(_)) {
                        return Ok(None);
                    }
                    let Some((off, _)) = self.member_offset(bty, name) else {
                        return Ok(None);
                    };
                    let Some(n) = i64::try_from(off).ok().and_then(|o| k.checked_add(o)) else {
                        return Ok(None);
                    };
                    k = n;
                    cur = b;
                }
                ExprKind::Index => {
                    let (b, i) = (self.store.op(cur, 0), self.store.op(cur, 1));
                    let bty = self.ns.follow(self.store, self.store.type_of(b));
                    if !matches!(self.store.ty(bty), TypeKind::Array { .. }) {
                        return Ok(None);
                    }
                    let Some(s) = self.size_of(self.store.type_of(cur)).filter(|s| *s > 0) else {
                        return Ok(None);
                    };
                    let Ok(s) = i64::try_from(s) else {
                        return Ok(None);
                    };
                    // a constant index only: with a symbolic one the dereference keeps the
                    // element (value sets track constant offsets only)
                    let i = self.eng.simp.simplify(self.store, self.ns, i);
                    let Some(n) = self
                        .store
                        .as_int(i)
                        .and_then(|v| v.to_i64())
                        .and_then(|v| v.checked_mul(s))
                        .and_then(|v| k.checked_add(v))
                    else {
                        return Ok(None);
                    };
                    k = n;
                    cur = b;
                }
                ExprKind::Dereference => break,
                _ => return Ok(None),
            }
        }
        let p = self.store.op(cur, 0);
        let p = self.clean_expr(state, p, false)?;
        let uchar = self.store.unsigned(8);
        let char_ptr = self.store.pointer_type(uchar, self.cfg.pointer_width);
        let base = self.store.typecast(p, char_ptr);
        let sum = if k == 0 {
            base
        } else {
            let off = self.store.int_const(k, idx_ty);
            self.store.plus(base, off)
        };
        Ok(Some(self.store.typecast(sum, ty)))
    }

    /// Whether `a` is a member of zero-length array type (a flexible array member).
    fn zero_length_member(&self, a: ExprId) -> bool {
        if !matches!(self.store.kind(a), ExprKind::Member(_)) {
            return false;
        }
        let t = self.ns.follow(self.store, self.store.type_of(a));
        matches!(self.store.ty(t), TypeKind::Array { size: Some(n), .. }
            if self.store.as_int(*n).is_some_and(num_traits::Zero::is_zero))
    }

    /// `*p` (for a dereference-free `p`) as an if-chain over the candidates.
    pub(crate) fn dereference(
        &mut self,
        state: &State,
        p: ExprId,
        ty: TypeId,
    ) -> Result<ExprId, SymexError> {
        match self.store.kind(p).clone() {
            ExprKind::If => {
                let (c, a, b) = (
                    self.store.op(p, 0),
                    self.store.op(p, 1),
                    self.store.op(p, 2),
                );
                let da = self.dereference(state, a, ty)?;
                let db = self.dereference(state, b, ty)?;
                return Ok(self.store.ite(c, da, db));
            }
            ExprKind::AddressOf => {
                let obj = self.store.op(p, 0);
                if self.same_type(self.store.type_of(obj), ty) {
                    return Ok(obj);
                }
            }
            _ => {}
        }
        if matches!(
            self.store.ty(self.ns.follow(self.store, ty)),
            TypeKind::Code { .. }
        ) {
            return Err(self.unsupported(state, "dereference of a function pointer"));
        }
        if let Some(v) = self.dereference_indexed(state, p, ty) {
            return Ok(v);
        }
        let pts = self.points_to(state, p);
        let mut need_failure = pts.is_empty();
        let mut integer_address = false;
        let mut candidates: Vec<(ExprId, ExprId)> = Vec::new();
        for pt in &pts {
            match pt.target {
                Target::Object(root) => {
                    let obj = self.eng.names.l1_symbol(self.store, root);
                    let (g, v) = self.build_reference(p, obj, pt.offset, ty);
                    candidates.push((g, v));
                }
                Target::Constant(obj) => {
                    let (g, v) = self.build_reference(p, obj, pt.offset, ty);
                    candidates.push((g, v));
                }
                Target::IntegerAddress => integer_address = true,
                Target::Null | Target::Invalid | Target::Unknown => need_failure = true,
            }
        }
        let mut value = if integer_address {
            // what is not one of the objects is memory at an integer address
            Some(self.integer_memory(p, ty))
        } else if need_failure || candidates.is_empty() {
            Some(self.failure_value(state, p, ty))
        } else {
            None
        };
        for (g, v) in candidates {
            value = Some(match value {
                None => v,
                Some(inner) => self.store.ite(g, v, inner),
            });
        }
        match value {
            Some(v) => Ok(v),
            None => Ok(self.failure_value(state, p, ty)),
        }
    }

    /// `*(q + i)` where `q` points to elements of arrays of the accessed type: index the
    /// arrays directly (`a[k + i]`) instead of going through `pointer_offset`.
    fn dereference_indexed(&mut self, state: &State, p: ExprId, ty: TypeId) -> Option<ExprId> {
        if !matches!(self.store.kind(p), ExprKind::Plus) || self.store.ops(p).len() != 2 {
            return None;
        }
        let (q, i) = (self.store.op(p, 0), self.store.op(p, 1));
        let qty = self.store.type_of(q);
        let TypeKind::Pointer { base, .. } = self.store.ty(qty).clone() else {
            return None;
        };
        if !self.same_type(base, ty) || self.store.ty(self.store.type_of(i)).is_pointer() {
            return None;
        }
        let s = self.size_of(ty).filter(|s| *s > 0)? as i64;
        let pts = self.points_to(state, q);
        let mut need_failure = pts.is_empty();
        let mut candidates = Vec::new();
        let idx_ty = self.store.signed(self.cfg.pointer_width);
        for pt in &pts {
            let obj = match pt.target {
                Target::Object(root) => Some(self.eng.names.l1_symbol(self.store, root)),
                Target::Constant(obj) => Some(obj),
                Target::IntegerAddress => return None,
                _ => None,
            };
            match obj {
                Some(obj) => {
                    let oty = self.ns.follow(self.store, self.store.type_of(obj));
                    let TypeKind::Array { elem, .. } = self.store.ty(oty).clone() else {
                        return None;
                    };
                    let k = pt.offset.filter(|k| k % s == 0)? / s;
                    if !self.same_type(elem, ty) {
                        return None;
                    }
                    let kc = self.store.int_const(k, idx_ty);
                    let first = self.store.index(obj, kc, elem);
                    let a = self.address_of_as(first, qty);
                    let g = self.store.eq(q, a);
                    let ic = self.store.typecast(i, idx_ty);
                    let at = self.store.plus(kc, ic);
                    let at = self.eng.simp.simplify(self.store, self.ns, at);
                    candidates.push((g, self.store.index(obj, at, elem)));
                }
                _ => need_failure = true,
            }
        }
        let mut value = if need_failure || candidates.is_empty() {
            Some(self.failure_value(state, p, ty))
        } else {
            None
        };
        for (g, v) in candidates {
            value = Some(match value {
                None => v,
                Some(inner) => self.store.ite(g, v, inner),
            });
        }
        value
    }

    fn pointer_object(&mut self, p: ExprId) -> ExprId {
        let t = self.store.unsigned(self.cfg.pointer_width);
        self.store.mk(ExprKind::PointerObject, t, [p])
    }

    fn pointer_offset(&mut self, p: ExprId) -> ExprId {
        let t = self.store.signed(self.cfg.pointer_width);
        self.store.mk(ExprKind::PointerOffset, t, [p])
    }

    /// `same_object(p, q)`: `pointer_object(p) = pointer_object(q)`.
    fn same_object(&mut self, p: ExprId, q: ExprId) -> ExprId {
        let a = self.pointer_object(p);
        let b = self.pointer_object(q);
        self.store.eq(a, b)
    }

    fn address_of_as(&mut self, obj: ExprId, ptr_ty: TypeId) -> ExprId {
        let oty = self.store.type_of(obj);
        let pt = self.store.pointer_type(oty, self.cfg.pointer_width);
        let a = self.store.address_of(obj, pt);
        self.store.typecast(a, ptr_ty)
    }

    /// Guard and value of one candidate object `obj` (an L1 symbol or a constant object) of
    /// `*p`.
    fn build_reference(
        &mut self,
        p: ExprId,
        obj: ExprId,
        offset: Option<i64>,
        ty: TypeId,
    ) -> (ExprId, ExprId) {
        let obj_ty = self.store.type_of(obj);
        let ptr_ty = self.store.type_of(p);
        let idx_ty = self.store.signed(self.cfg.pointer_width);
        if offset == Some(0) && self.same_type(obj_ty, ty) {
            let a = self.address_of_as(obj, ptr_ty);
            return (self.store.eq(p, a), obj);
        }
        let followed = self.ns.follow(self.store, obj_ty);
        if let TypeKind::Array { elem, .. } = self.store.ty(followed).clone() {
            if self.same_type(elem, ty) {
                if let Some(s) = self.size_of(elem).filter(|s| *s > 0) {
                    let s = s as i64;
                    match offset {
                        Some(k) if k % s == 0 => {
                            let i = self.store.int_const(k / s, idx_ty);
                            let el = self.store.index(obj, i, elem);
                            let a = self.address_of_as(el, ptr_ty);
                            return (self.store.eq(p, a), el);
                        }
                        // an offset between elements, or an unknown one: the bytes there
                        // (below; CBMC reads an element only at a constant multiple of its
                        // size, an unaligned `*(int *)((char *)a + k)` spans two)
                        _ => {}
                    }
                }
            }
        }
        if let (TypeKind::Struct(_), Some(k)) = (self.store.ty(followed), offset) {
            let found = self
                .byte_members(followed)
                .into_iter()
                .find(|(m, off, _)| i64::try_from(*off).is_ok_and(|o| o == k) && self.same_type(m.ty, ty));
            if let Some((m, _, _)) = found {
                let mem = self.store.member(obj, m.name, m.ty);
                let a = self.address_of_as(mem, ptr_ty);
                return (self.store.eq(p, a), mem);
            }
        }
        // a constant offset into nested structs and arrays: the member/element there when
        // it has the accessed type (CBMC's `get_subexpression_at_offset`)
        if let Some(k) = offset.and_then(|k| u64::try_from(k).ok()) {
            if let Some(sub) = self.subexpression_at_offset(obj, k, ty, 0) {
                let a = self.address_of_as(sub, ptr_ty);
                return (self.store.eq(p, a), sub);
            }
        }
        // type punning: read the bytes
        let whole = self.address_of_as(obj, ptr_ty);
        let (g, off) = match offset {
            Some(0) => (self.store.eq(p, whole), self.store.int_const(0, idx_ty)),
            // the value set may hold several offsets into one object: the guard names this one
            Some(k) => {
                let same = self.same_object(p, whole);
                let kc = self.store.int_const(k, idx_ty);
                let off = self.pointer_offset(p);
                let at = self.store.eq(off, kc);
                (self.store.and(same, at), kc)
            }
            None => (self.same_object(p, whole), self.pointer_offset(p)),
        };
        let v = self
            .store
            .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [obj, off]);
        (g, v)
    }

    /// The part of `obj` at byte offset `k` that has type `ty`, following struct members
    /// and array elements (in bounds of arrays of constant size only; never into unions
    /// or bit-fields).
    fn subexpression_at_offset(
        &mut self,
        obj: ExprId,
        k: u64,
        ty: TypeId,
        depth: u32,
    ) -> Option<ExprId> {
        let oty = self.store.type_of(obj);
        if k == 0 && self.same_type(oty, ty) {
            return Some(obj);
        }
        if depth > 16 {
            return None;
        }
        let followed = self.ns.follow(self.store, oty);
        match self.store.ty(followed).clone() {
            TypeKind::Struct(_) => {
                // members that start and end on byte boundaries; a bit-field is never a
                // subexpression of byte-addressed type
                let (m, off, _) = self
                    .byte_members(followed)
                    .into_iter()
                    .find(|(_, off, size)| k >= *off && k < off + size)?;
                let mem = self.store.member(obj, m.name, m.ty);
                self.subexpression_at_offset(mem, k - off, ty, depth + 1)
            }
            TypeKind::Array { elem, size } => {
                let n = size.and_then(|s| self.store.as_int(s).and_then(|v| v.to_u64()))?;
                let s = self.size_of(elem).filter(|s| *s > 0)?;
                if k / s >= n {
                    return None;
                }
                let idx_ty = self.store.signed(self.cfg.pointer_width);
                let i = self.store.int_const(k / s, idx_ty);
                let el = self.store.index(obj, i, elem);
                self.subexpression_at_offset(el, k % s, ty, depth + 1)
            }
            _ => None,
        }
    }

    /// `*p` for a pointer `p` made from an integer: the bytes of `__CPROVER_memory` (an
    /// infinite array of `unsigned char`, nondet until written) at `pointer_offset(p)`, which
    /// for such a pointer is its integer value below the object bits (CBMC's
    /// `integer_address` dereference).
    fn integer_memory(&mut self, p: ExprId, ty: TypeId) -> ExprId {
        let name = Ident::new("__CPROVER_memory");
        let uchar = self.store.unsigned(8);
        let idx_ty = self.store.signed(self.cfg.pointer_width);
        let mem_ty = match self.symbol(name) {
            Some(s) => s.ty,
            None => {
                let t = self.store.infinite_array_type(uchar, idx_ty);
                let mut s = Symbol::new(name, t);
                s.is_lvalue = true;
                s.is_static_lifetime = true;
                self.eng.new_symbols.insert(s);
                t
            }
        };
        let mem = self.store.symbol(name, mem_ty);
        let off = self.pointer_offset(p);
        if self.same_type(uchar, ty) {
            self.store.index(mem, off, uchar)
        } else {
            self.store
                .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [mem, off])
        }
    }

    /// The failed object of pointer `p` (`<p>$object`), or a fresh invalid object.
    fn failure_value(&mut self, state: &State, p: ExprId, ty: TypeId) -> ExprId {
        let mut q = p;
        while matches!(self.store.kind(q), ExprKind::Typecast) {
            q = self.store.op(q, 0);
        }
        let base_ty = match self.store.ty(self.store.type_of(q)) {
            TypeKind::Pointer { base, .. } => *base,
            _ => ty,
        };
        let root = match self.store.kind(q) {
            ExprKind::Symbol(id) => match self.eng.names.lookup(*id) {
                Some(SsaSymbol::L1(l1)) => Some(self.eng.names.object(l1).root),
                Some(SsaSymbol::L2(n)) => Some(self.eng.names.object(n.l1).root),
                None => Some(*id),
            },
            _ => None,
        };
        let base_is_void = matches!(self.store.ty(base_ty), TypeKind::Empty);
        let (name, obj_ty) = match root {
            Some(r) if !base_is_void => (Ident::new(&format!("{r}$object")), base_ty),
            _ => {
                let n = self.eng.invalid_count;
                self.eng.invalid_count += 1;
                (Ident::new(&format!("symex::invalid_object{n}")), ty)
            }
        };
        if self.symbol(name).is_none() {
            let mut s = Symbol::new(name, obj_ty);
            s.is_lvalue = true;
            s.is_static_lifetime = true;
            self.eng.new_symbols.insert(s);
        }
        let _ = state;
        let sym = self.store.symbol(name, obj_ty);
        if self.same_type(obj_ty, ty) {
            sym
        } else {
            let z = self.store.signed(self.cfg.pointer_width);
            let zero = self.store.int_const(0, z);
            self.store
                .mk(ExprKind::ByteExtract(self.cfg.endian), ty, [sym, zero])
        }
    }

    /// The whole object and byte offset an object expression (an `address_of` operand)
    /// denotes.
    fn object_of_address(&mut self, state: &State, x: ExprId) -> PointsTo {
        match self.store.kind(x).clone() {
            ExprKind::Symbol(id) => {
                let ty = self.store.type_of(x);
                if matches!(self.store.ty(ty), TypeKind::Code { .. }) {
                    return vec![Pointee {
                        target: Target::Unknown,
                        offset: None,
                    }];
                }
                let l1 = match self.eng.names.lookup(id) {
                    Some(SsaSymbol::L1(l1)) => l1,
                    Some(SsaSymbol::L2(n)) => n.l1,
                    None => self.l1_of_symbol(state, id, ty),
                };
                let root = self.eng.names.root_of(l1);
                vec![Pointee {
                    target: Target::Object(root),
                    offset: Some(0),
                }]
            }
            ExprKind::Member(name) => {
                let b = self.store.op(x, 0);
                let bty = self.store.type_of(b);
                let add = self.member_offset(bty, name).map(|(o, _)| o as i64);
                self.object_of_address(state, b)
                    .into_iter()
                    .map(|mut pt| {
                        pt.offset = pt.offset.zip(add).and_then(|(a, b)| a.checked_add(b));
                        pt
                    })
                    .collect()
            }
            ExprKind::Index => {
                let (b, i) = (self.store.op(x, 0), self.store.op(x, 1));
                let es = self.size_of(self.store.type_of(x)).map(|s| s as i64);
                let iv = self.store.as_int(i).and_then(|v| v.to_i64());
                let add = iv.zip(es).and_then(|(i, s)| i.checked_mul(s));
                self.object_of_address(state, b)
                    .into_iter()
                    .map(|mut pt| {
                        pt.offset = pt.offset.zip(add).and_then(|(a, b)| a.checked_add(b));
                        pt
                    })
                    .collect()
            }
            ExprKind::Typecast => {
                let b = self.store.op(x, 0);
                self.object_of_address(state, b)
            }
            ExprKind::StringConstant(_) => vec![Pointee {
                target: Target::Constant(x),
                offset: Some(0),
            }],
            ExprKind::ByteExtract(_) => {
                // bytes of an object read as another type (type-punned dereference)
                let (b, off) = (self.store.op(x, 0), self.store.op(x, 1));
                let add = self.store.as_int(off).and_then(|v| v.to_i64());
                self.object_of_address(state, b)
                    .into_iter()
                    .map(|mut pt| {
                        pt.offset = pt.offset.zip(add).and_then(|(a, b)| a.checked_add(b));
                        pt
                    })
                    .collect()
            }
            ExprKind::If => {
                let (a, b) = (self.store.op(x, 1), self.store.op(x, 2));
                let mut v = self.object_of_address(state, a);
                v.extend(self.object_of_address(state, b));
                normalize(v)
            }
            _ => vec![Pointee {
                target: Target::Unknown,
                offset: None,
            }],
        }
    }

    /// The value-set key of an lvalue: its field-sensitive object, or the whole object for
    /// elements of non-field-sensitive aggregates.
    pub(crate) fn value_set_key(&mut self, state: &State, e: ExprId) -> Option<L1Id> {
        if let Some(id) = self.resolve_l1(state, e) {
            return Some(id);
        }
        match self.store.kind(e) {
            ExprKind::Symbol(id) => match self.eng.names.lookup(*id) {
                Some(SsaSymbol::L2(n)) => Some(n.l1),
                _ => None,
            },
            ExprKind::Member(_) | ExprKind::Index | ExprKind::ByteExtract(_) => {
                let b = self.store.op(e, 0);
                self.value_set_key(state, b)
            }
            _ => None,
        }
    }

    /// What a pointer (or an aggregate containing pointers) may point to.
    pub(crate) fn points_to(&mut self, state: &State, p: ExprId) -> PointsTo {
        let unknown = vec![Pointee {
            target: Target::Unknown,
            offset: None,
        }];
        let kind = self.store.kind(p).clone();
        match kind {
            ExprKind::Constant(_) => {
                if self.store.is_null_pointer(p) {
                    vec![Pointee {
                        target: Target::Null,
                        offset: Some(0),
                    }]
                } else if self.store.ty(self.store.type_of(p)).is_pointer() {
                    // a non-null pointer constant is an integer address
                    vec![Pointee {
                        target: Target::IntegerAddress,
                        offset: None,
                    }]
                } else {
                    Vec::new()
                }
            }
            ExprKind::AddressOf => {
                let x = self.store.op(p, 0);
                self.object_of_address(state, x)
            }
            ExprKind::Symbol(_) | ExprKind::Member(_) | ExprKind::Index => {
                if let ExprKind::Symbol(_) = kind {
                    if matches!(self.store.ty(self.store.type_of(p)), TypeKind::Code { .. }) {
                        return unknown;
                    }
                }
                match self.value_set_key(state, p) {
                    Some(k) => {
                        let fields: Vec<L1Id> = self.eng.names.fields_below(k);
                        let mut v: PointsTo = state.gs.value_set.get(k).to_vec();
                        for &f in &fields {
                            v.extend_from_slice(state.gs.value_set.get(f));
                        }
                        if self.eng.threads.started {
                            // another thread may have stored any target a shared object
                            // ever gets (known from the previous rounds)
                            for x in std::iter::once(k).chain(fields) {
                                if self.is_shared(x) {
                                    self.eng.threads.queried.insert(x);
                                    if let Some(s) = self.eng.threads.seeds.get(&x) {
                                        v.extend_from_slice(s);
                                    }
                                }
                            }
                        }
                        normalize(v)
                    }
                    None => {
                        let ops: Vec<ExprId> = self.store.ops(p).to_vec();
                        let mut v = Vec::new();
                        for o in ops {
                            v.extend(self.points_to(state, o));
                        }
                        normalize(v)
                    }
                }
            }
            ExprKind::Plus | ExprKind::Minus => {
                let ops: Vec<ExprId> = self.store.ops(p).to_vec();
                let Some(&ptr) = ops
                    .iter()
                    .find(|&&o| self.store.ty(self.store.type_of(o)).is_pointer())
                else {
                    if self.store.ty(self.store.type_of(p)).is_bitvector() {
                        return self.integer_points_to(state, &ops);
                    }
                    return Vec::new();
                };
                let elem = match self.store.ty(self.store.type_of(ptr)) {
                    TypeKind::Pointer { base, .. } => *base,
                    _ => return unknown,
                };
                let es = self.size_of(elem).map(|s| s as i64);
                let mut delta = Some(0i64);
                for &o in &ops {
                    if o == ptr {
                        continue;
                    }
                    // (the front end casts the integer operand to the index type)
                    let o = self.eng.simp.simplify(self.store, self.ns, o);
                    let v = self.store.as_int(o).and_then(|v| v.to_i64());
                    delta = delta.zip(v).and_then(|(d, v)| d.checked_add(v));
                }
                if matches!(kind, ExprKind::Minus) {
                    delta = delta.and_then(i64::checked_neg);
                }
                // an offset beyond i64 is an unknown offset, never a wrapped one
                let add = delta.zip(es).and_then(|(d, s)| d.checked_mul(s));
                self.points_to(state, ptr)
                    .into_iter()
                    .map(|mut pt| {
                        if pt.target != Target::Null {
                            pt.offset = pt.offset.zip(add).and_then(|(a, b)| a.checked_add(b));
                        }
                        pt
                    })
                    .collect()
            }
            ExprKind::Typecast => {
                let x = self.store.op(p, 0);
                let xt = self.store.type_of(x);
                let to_pointer = self.store.ty(self.store.type_of(p)).is_pointer();
                if self.store.ty(xt).is_pointer() || self.fields_of_type(xt).is_some() {
                    self.points_to(state, x)
                } else if self.store.as_int(x).is_some_and(|v| v.to_i64() == Some(0)) {
                    vec![Pointee {
                        target: Target::Null,
                        offset: Some(0),
                    }]
                } else if to_pointer {
                    // an integer made a pointer: the objects whose addresses the integer
                    // came from (CBMC's value sets follow the cast's operand), and any
                    // other address it may have been computed to; an integer that carries
                    // no object is an integer address (CBMC's `integer_address`)
                    let mut v = self.points_to(state, x);
                    if v.iter().all(|pt| pt.target == Target::Unknown) {
                        return vec![Pointee {
                            target: Target::IntegerAddress,
                            offset: None,
                        }];
                    }
                    v.extend(unknown);
                    normalize(v)
                } else if self.store.ty(self.store.type_of(p)).is_bitvector() {
                    // an integer that holds an address stays one through integer casts
                    self.integer_points_to(state, &[x])
                } else {
                    Vec::new()
                }
            }
            ExprKind::If => {
                let (a, b) = (self.store.op(p, 1), self.store.op(p, 2));
                let mut v = self.points_to(state, a);
                v.extend(self.points_to(state, b));
                normalize(v)
            }
            ExprKind::ByteExtract(_) => {
                // a value read from the bytes of an object: any pointer stored in it
                let o = self.store.op(p, 0);
                let v = self.points_to(state, o);
                if v.is_empty() && self.store.ty(self.store.type_of(p)).is_pointer() {
                    unknown
                } else {
                    v
                }
            }
            ExprKind::With | ExprKind::ByteUpdate(_) => {
                let ops: Vec<ExprId> = self.store.ops(p).to_vec();
                let mut v = self.points_to(state, ops[0]);
                if let Some(&last) = ops.last() {
                    v.extend(self.points_to(state, last));
                }
                normalize(v)
            }
            ExprKind::Struct | ExprKind::Array | ExprKind::ArrayOf | ExprKind::Union(_) => {
                let ops: Vec<ExprId> = self.store.ops(p).to_vec();
                let mut v = Vec::new();
                for o in ops {
                    v.extend(self.points_to(state, o));
                }
                normalize(v)
            }
            ExprKind::BitAnd
            | ExprKind::BitOr
            | ExprKind::BitXor
            | ExprKind::Mult
            | ExprKind::Div
            | ExprKind::Mod
            | ExprKind::Shl
            | ExprKind::Lshr
            | ExprKind::Ashr
                if self.store.ty(self.store.type_of(p)).is_bitvector() =>
            {
                let ops: Vec<ExprId> = self.store.ops(p).to_vec();
                self.integer_points_to(state, &ops)
            }
            _ => {
                if self.store.type_of(p) == BOOL || !self.contains_pointer(self.store.type_of(p)) {
                    Vec::new()
                } else {
                    unknown
                }
            }
        }
    }

    /// What an integer computed from `ops` may point to (an address turned into an
    /// integer and then offset, masked or tagged): the objects of the addresses and of the
    /// integer variables holding them among the operands, at unknown offsets. An explicit
    /// work list over the shared expression graph (linear, no recursion on deep sums),
    /// visiting at most [`PROVENANCE_NODES`] nodes.
    fn integer_points_to(&mut self, state: &State, ops: &[ExprId]) -> PointsTo {
        let mut v = Vec::new();
        let mut stack: Vec<ExprId> = ops.to_vec();
        let mut seen = rustc_hash::FxHashSet::default();
        while let Some(e) = stack.pop() {
            if !seen.insert(e) || seen.len() > PROVENANCE_NODES {
                if seen.len() > PROVENANCE_NODES {
                    break;
                }
                continue;
            }
            let ty = self.store.type_of(e);
            match self.store.kind(e) {
                ExprKind::Constant(_) => {}
                _ if self.store.ty(ty).is_pointer() => v.extend(self.points_to(state, e)),
                ExprKind::Typecast
                | ExprKind::Plus
                | ExprKind::Minus
                | ExprKind::Mult
                | ExprKind::Div
                | ExprKind::Mod
                | ExprKind::UnaryMinus
                | ExprKind::BitAnd
                | ExprKind::BitOr
                | ExprKind::BitXor
                | ExprKind::BitNot
                | ExprKind::Shl
                | ExprKind::Lshr
                | ExprKind::Ashr => stack.extend_from_slice(self.store.ops(e)),
                ExprKind::If => stack.extend_from_slice(&self.store.ops(e)[1..]),
                // an integer read from a variable or from memory (a dereference at an
                // unknown offset is a byte extract): the addresses stored there
                ExprKind::Symbol(_)
                | ExprKind::Member(_)
                | ExprKind::Index
                | ExprKind::ByteExtract(_)
                    if self.store.ty(ty).is_bitvector() =>
                {
                    v.extend(self.points_to(state, e))
                }
                _ => {}
            }
        }
        v.retain(|pt| pt.target != Target::Null);
        for pt in &mut v {
            pt.offset = None;
        }
        normalize(v)
    }

    /// Whether values of `ty` contain pointers.
    pub(crate) fn contains_pointer(&self, ty: TypeId) -> bool {
        self.ns
            .type_any(self.store, ty, false, &|k| matches!(k, TypeKind::Pointer { .. }))
    }
}
