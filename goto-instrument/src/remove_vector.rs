//! CBMC's `remove_vector`: GCC vector types become arrays and vector operations become
//! array literals of the element-wise operations, so that symbolic execution and the
//! solver only see arrays.
//!
//! - `vector[n] of T` is `T[n]` everywhere: symbol types, member and parameter types,
//!   expression types;
//! - `a op b` of vector type (arithmetic, bitwise, shifts, unary minus and not) is
//!   `{ a[0] op b[0], …, a[n-1] op b[n-1] }`;
//! - a comparison of vector type gives `-1` where it holds and `0` elsewhere, per element;
//! - a cast from or to a vector type keeps the bits (GCC): a byte extract at offset 0.
//!
//! Like CBMC, the pass runs before the property instrumentation, so the element-wise
//! operations get their checks (signed overflow, division by zero, shifts) one by one.

use goto_ir::{Endian, ExprId, ExprKind, GotoModel, Store, TypeId, TypeKind};
use num_traits::ToPrimitive;
use rustc_hash::FxHashMap;

/// Rewrites the vector types and operations of `model` (nothing when it has none).
pub fn remove_vector(model: &mut GotoModel, endian: Endian) {
    let GotoModel {
        store,
        symbols,
        functions,
    } = model;
    // vector types exist only where the program made one
    let has_vector = (0..store.type_count())
        .any(|i| matches!(store.ty(TypeId(i as u32)), TypeKind::Vector { .. }));
    if !has_vector {
        return;
    }
    let mut rw = Rewriter {
        store,
        endian,
        types: FxHashMap::default(),
        exprs: FxHashMap::default(),
    };
    let mut updated = Vec::new();
    for s in symbols.iter() {
        let ty = rw.ty(s.ty);
        let value = s.value.map(|v| rw.expr(v));
        if ty != s.ty || value != s.value {
            let mut n = s.clone();
            n.ty = ty;
            n.value = value;
            updated.push(n);
        }
    }
    for s in updated {
        symbols.replace(s);
    }
    for f in functions.values_mut() {
        for ins in f.body.iter_mut() {
            for e in ins.exprs_mut() {
                *e = rw.expr(*e);
            }
        }
    }
}

struct Rewriter<'a> {
    store: &'a mut Store,
    endian: Endian,
    types: FxHashMap<TypeId, TypeId>,
    exprs: FxHashMap<ExprId, ExprId>,
}

impl Rewriter<'_> {
    /// `t` with every vector type an array type.
    fn ty(&mut self, t: TypeId) -> TypeId {
        if let Some(&n) = self.types.get(&t) {
            return n;
        }
        // a placeholder against cycles through pointers (they go through tags in C)
        self.types.insert(t, t);
        let n = match self.store.ty(t).clone() {
            TypeKind::Vector { elem, size } => {
                let e = self.ty(elem);
                self.store.array_type(e, Some(size))
            }
            TypeKind::Pointer { base, width } => {
                let b = self.ty(base);
                if b == base {
                    t
                } else {
                    self.store.pointer_type(b, width)
                }
            }
            TypeKind::Array { elem, size } => {
                let e = self.ty(elem);
                if e == elem {
                    t
                } else {
                    self.store.array_type(e, size)
                }
            }
            TypeKind::Struct(mut c) | TypeKind::Union(mut c) => {
                let union = matches!(self.store.ty(t), TypeKind::Union(_));
                let mut changed = false;
                for m in c.components.iter_mut() {
                    let nt = self.ty(m.ty);
                    changed |= nt != m.ty;
                    m.ty = nt;
                }
                if !changed {
                    t
                } else if union {
                    self.store.mk_type(TypeKind::Union(c))
                } else {
                    self.store.mk_type(TypeKind::Struct(c))
                }
            }
            TypeKind::Code {
                mut params,
                ret,
                variadic,
            } => {
                let r = self.ty(ret);
                let mut changed = r != ret;
                for p in params.iter_mut() {
                    let nt = self.ty(p.ty);
                    changed |= nt != p.ty;
                    p.ty = nt;
                }
                if changed {
                    self.store.mk_type(TypeKind::Code {
                        params,
                        ret: r,
                        variadic,
                    })
                } else {
                    t
                }
            }
            _ => t,
        };
        self.types.insert(t, n);
        n
    }

    fn is_vector(&self, t: TypeId) -> bool {
        matches!(self.store.ty(t), TypeKind::Vector { .. })
    }

    fn expr(&mut self, e: ExprId) -> ExprId {
        if let Some(&n) = self.exprs.get(&e) {
            return n;
        }
        let kind = self.store.kind(e).clone();
        let old_ty = self.store.type_of(e);
        let old_ops = self.store.ops(e).to_vec();
        let ops: Vec<ExprId> = old_ops.iter().map(|&o| self.expr(o)).collect();
        let ty = self.ty(old_ty);
        let vector_operand = old_ops
            .iter()
            .any(|&o| self.is_vector(self.store.type_of(o)));
        let n = if self.is_vector(old_ty) || vector_operand {
            self.vector_expr(&kind, old_ty, ty, &old_ops, &ops)
                .unwrap_or_else(|| self.rebuild(e, &kind, ty, &ops))
        } else {
            self.rebuild(e, &kind, ty, &ops)
        };
        self.exprs.insert(e, n);
        n
    }

    /// `e` with type `ty` and operands `ops` (itself when nothing changed).
    fn rebuild(&mut self, e: ExprId, kind: &ExprKind, ty: TypeId, ops: &[ExprId]) -> ExprId {
        if ty == self.store.type_of(e) && ops == self.store.ops(e) {
            return e;
        }
        self.store.mk(kind.clone(), ty, ops.iter().copied())
    }

    /// The element-wise form of a vector operation (`None` for the nodes that only change
    /// type: symbols, literals, indexing, conditionals, …).
    fn vector_expr(
        &mut self,
        kind: &ExprKind,
        old_ty: TypeId,
        ty: TypeId,
        old_ops: &[ExprId],
        ops: &[ExprId],
    ) -> Option<ExprId> {
        match kind {
            ExprKind::Typecast => {
                // the same bits in the other type
                let it = self.store.signed(64);
                let z = self.store.int_const(0, it);
                Some(
                    self.store
                        .mk(ExprKind::ByteExtract(self.endian), ty, [ops[0], z]),
                )
            }
            ExprKind::Plus
            | ExprKind::Minus
            | ExprKind::Mult
            | ExprKind::Div
            | ExprKind::Mod
            | ExprKind::Rem
            | ExprKind::UnaryMinus
            | ExprKind::UnaryPlus
            | ExprKind::BitAnd
            | ExprKind::BitOr
            | ExprKind::BitXor
            | ExprKind::BitNot
            | ExprKind::Shl
            | ExprKind::Ashr
            | ExprKind::Lshr => {
                let (elem, n) = self.elements(old_ty)?;
                let elems = (0..n)
                    .map(|k| {
                        let parts: Vec<ExprId> =
                            ops.iter().map(|&o| self.element(o, k)).collect();
                        self.store.mk(kind.clone(), elem, parts)
                    })
                    .collect::<Vec<_>>();
                Some(self.store.mk(ExprKind::Array, ty, elems))
            }
            ExprKind::Lt
            | ExprKind::Le
            | ExprKind::Gt
            | ExprKind::Ge
            | ExprKind::Equal
            | ExprKind::NotEqual
                if self.is_vector(old_ty) =>
            {
                let (elem, n) = self.elements(old_ty)?;
                let _ = old_ops;
                let yes = self.store.int_const(-1, elem);
                let no = self.store.int_const(0, elem);
                let elems = (0..n)
                    .map(|k| {
                        let (a, b) = (self.element(ops[0], k), self.element(ops[1], k));
                        let c = self.store.mk(kind.clone(), goto_ir::BOOL, [a, b]);
                        self.store.ite(c, yes, no)
                    })
                    .collect::<Vec<_>>();
                Some(self.store.mk(ExprKind::Array, ty, elems))
            }
            _ => None,
        }
    }

    /// The element type (rewritten) and count of vector type `t`.
    fn elements(&mut self, t: TypeId) -> Option<(TypeId, u64)> {
        let TypeKind::Vector { elem, size } = self.store.ty(t).clone() else {
            return None;
        };
        let n = self.store.as_int(size)?.to_u64()?;
        Some((self.ty(elem), n))
    }

    /// Element `k` of the (rewritten, array-typed) value `v`.
    fn element(&mut self, v: ExprId, k: u64) -> ExprId {
        let t = self.store.type_of(v);
        let TypeKind::Array { elem, .. } = self.store.ty(t).clone() else {
            return v;
        };
        if let ExprKind::Array = self.store.kind(v) {
            if let Some(&x) = self.store.ops(v).get(k as usize) {
                return x;
            }
        }
        let it = self.store.signed(64);
        let i = self.store.int_const(k, it);
        self.store.index(v, i, elem)
    }
}
