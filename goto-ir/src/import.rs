//! Copying types, expressions, symbols and functions from one [`Store`] into another,
//! renaming identifiers on the way: how separately compiled goto models are linked into
//! one (each was built in its own store).
//!
//! Renaming applies to the names of symbols (in `symbol` expressions, symbol names,
//! parameter identifiers and function names) and of struct, union and enum tags (in tag
//! types). A renamed function `f` also renames its parameters and locals `f::…`, so that
//! two file-local functions of one name keep apart.

use crate::expr::{ExprKind, ExprNode, Operands, Store};
use crate::program::{GotoFunction, Instruction};
use crate::types::{Compound, Parameter, TypeId, TypeKind};
use crate::{ExprId, Ident, Symbol};
use rustc_hash::FxHashMap;

/// An import from one store into another, memoized per node.
pub struct Import<'a> {
    from: &'a Store,
    rename: FxHashMap<Ident, Ident>,
    types: FxHashMap<TypeId, TypeId>,
    exprs: FxHashMap<ExprId, ExprId>,
}

impl<'a> Import<'a> {
    /// An import from `from` renaming the names in `rename` (and the locals `f::…` of a
    /// renamed `f`).
    pub fn new(from: &'a Store, rename: FxHashMap<Ident, Ident>) -> Import<'a> {
        Import {
            from,
            rename,
            types: FxHashMap::default(),
            exprs: FxHashMap::default(),
        }
    }

    /// The new name of `n`.
    pub fn name(&self, n: Ident) -> Ident {
        if self.rename.is_empty() {
            return n;
        }
        if let Some(&r) = self.rename.get(&n) {
            return r;
        }
        let s = n.as_str();
        match s.split_once("::") {
            Some((f, rest)) => match self.rename.get(&Ident::new(f)) {
                Some(r) => Ident::new(&format!("{r}::{rest}")),
                None => n,
            },
            None => n,
        }
    }

    /// `t` in the target store.
    pub fn ty(&mut self, to: &mut Store, t: TypeId) -> TypeId {
        if let Some(&x) = self.types.get(&t) {
            return x;
        }
        let k = match self.from.ty(t).clone() {
            TypeKind::CBitField { width, base } => TypeKind::CBitField {
                width,
                base: self.ty(to, base),
            },
            TypeKind::Pointer { base, width } => TypeKind::Pointer {
                base: self.ty(to, base),
                width,
            },
            TypeKind::Array { elem, size } => TypeKind::Array {
                elem: self.ty(to, elem),
                size: size.map(|s| self.expr(to, s)),
            },
            TypeKind::Vector { elem, size } => TypeKind::Vector {
                elem: self.ty(to, elem),
                size: self.expr(to, size),
            },
            TypeKind::Complex { elem } => TypeKind::Complex {
                elem: self.ty(to, elem),
            },
            TypeKind::Struct(c) => TypeKind::Struct(self.compound(to, c)),
            TypeKind::Union(c) => TypeKind::Union(self.compound(to, c)),
            TypeKind::StructTag(n) => TypeKind::StructTag(self.name(n)),
            TypeKind::UnionTag(n) => TypeKind::UnionTag(self.name(n)),
            TypeKind::CEnumTag(n) => TypeKind::CEnumTag(self.name(n)),
            TypeKind::CEnum { tag, base, members } => TypeKind::CEnum {
                tag,
                base: self.ty(to, base),
                members,
            },
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => TypeKind::Code {
                params: params
                    .into_iter()
                    .map(|p| Parameter {
                        identifier: p.identifier.map(|i| self.name(i)),
                        base_name: p.base_name,
                        ty: self.ty(to, p.ty),
                    })
                    .collect(),
                ret: self.ty(to, ret),
                variadic,
            },
            k => k,
        };
        let x = to.mk_type(k);
        self.types.insert(t, x);
        x
    }

    fn compound(&mut self, to: &mut Store, mut c: Compound) -> Compound {
        for m in &mut c.components {
            m.ty = self.ty(to, m.ty);
        }
        c
    }

    /// `e` in the target store.
    pub fn expr(&mut self, to: &mut Store, e: ExprId) -> ExprId {
        if let Some(&x) = self.exprs.get(&e) {
            return x;
        }
        let mut order = Vec::new();
        let memo = &self.exprs;
        self.from.post_order(&[e], |n| {
            if !memo.contains_key(&n) {
                order.push(n)
            }
        });
        for n in order {
            if self.exprs.contains_key(&n) {
                continue;
            }
            let node = self.from.get(n).clone();
            let ops: Operands = node.ops.iter().map(|o| self.exprs[o]).collect();
            let kind = match node.kind {
                ExprKind::Symbol(s) => ExprKind::Symbol(self.name(s)),
                k => k,
            };
            let ty = self.ty(to, node.ty);
            let c_sizeof_type = node.c_sizeof_type.map(|t| self.ty(to, t));
            let x = to.intern_node(ExprNode {
                kind,
                ty,
                ops,
                c_sizeof_type,
            });
            self.exprs.insert(n, x);
        }
        self.exprs[&e]
    }

    /// `s` with its name, type and value in the target store.
    pub fn symbol(&mut self, to: &mut Store, s: &Symbol) -> Symbol {
        let mut out = s.clone();
        out.name = self.name(s.name);
        out.ty = self.ty(to, s.ty);
        out.value = s.value.map(|v| self.expr(to, v));
        if out.name != s.name {
            out.location.function = s.location.function.map(|f| self.name(f));
        }
        out
    }

    /// `f` (the body of the function named `name` in the source) in the target store.
    pub fn function(&mut self, to: &mut Store, f: &GotoFunction) -> GotoFunction {
        GotoFunction {
            parameters: f.parameters.iter().map(|&p| self.name(p)).collect(),
            body: f.body.iter().map(|i| self.instruction(to, i)).collect(),
            numbering: Vec::new(),
        }
    }

    fn instruction(&mut self, to: &mut Store, i: &Instruction) -> Instruction {
        let mut out = i.clone();
        out.guard = self.expr(to, i.guard);
        for e in out.kind.exprs_mut() {
            *e = self.expr(to, *e);
        }
        out.location.function = i.location.function.map(|f| self.name(f));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_and_renames_symbols_locals_and_tags() {
        let mut a = Store::new();
        let int = a.signed(32);
        let tag = a.mk_type(TypeKind::StructTag(Ident::new("tag-s")));
        let p = a.pointer_type(tag, 64);
        let x = a.symbol(Ident::new("f::1::x"), p);
        let g = a.symbol(Ident::new("g"), int);
        let one = a.int_const(1, int);
        let sum = a.plus(g, one);
        let eq = a.eq(sum, x);
        let mut b = Store::new();
        b.signed(8); // different ids in the target
        let rename = [
            (Ident::new("f"), Ident::new("f$link1")),
            (Ident::new("tag-s"), Ident::new("tag-s$link1")),
        ]
        .into_iter()
        .collect();
        let mut imp = Import::new(&a, rename);
        let e = imp.expr(&mut b, eq);
        assert_eq!(
            b.kind(b.op(e, 1)),
            &ExprKind::Symbol(Ident::new("f$link1::1::x"))
        );
        let xt = b.type_of(b.op(e, 1));
        let TypeKind::Pointer { base, .. } = b.ty(xt) else {
            panic!("not a pointer")
        };
        assert_eq!(b.ty(*base), &TypeKind::StructTag(Ident::new("tag-s$link1")));
        // the same expression imported again is the same node
        assert_eq!(imp.expr(&mut b, eq), e);
        assert_eq!(b.as_int(b.op(b.op(e, 0), 1)), a.as_int(one));
    }
}
