//! Structural comparison of expressions, types and whole models living in different stores.

use crate::expr::{ExprId, Store};
use crate::loc::SourceLocation;
use crate::program::{GotoModel, InstrKind, Instruction, OtherCode};
use crate::types::{Compound, TypeId, TypeKind};
use rustc_hash::FxHashSet;

struct Cmp<'a> {
    a: &'a Store,
    b: &'a Store,
    exprs: FxHashSet<(u32, u32)>,
    types: FxHashSet<(u32, u32)>,
    /// The last pair of nodes found different.
    last: Option<(ExprId, ExprId)>,
}

impl Cmp<'_> {
    fn expr(&mut self, x: ExprId, y: ExprId) -> bool {
        if self.exprs.contains(&(x.0, y.0)) {
            return true;
        }
        // iterative over a work list to stay off the call stack for deep DAGs
        let mut work = vec![(x, y)];
        while let Some((x, y)) = work.pop() {
            if self.exprs.contains(&(x.0, y.0)) {
                continue;
            }
            let (nx, ny) = (self.a.get(x), self.b.get(y));
            if nx.kind != ny.kind || nx.ops.len() != ny.ops.len() || !self.ty(nx.ty, ny.ty) {
                self.last = Some((x, y));
                return false;
            }
            self.exprs.insert((x.0, y.0));
            for (&o, &p) in nx.ops.iter().zip(ny.ops.iter()) {
                work.push((o, p));
            }
        }
        true
    }

    fn compound(&mut self, x: &Compound, y: &Compound) -> bool {
        x.tag == y.tag
            && x.packed == y.packed
            && x.incomplete == y.incomplete
            && x.align == y.align
            && x.components.len() == y.components.len()
            && x.components.iter().zip(&y.components).all(|(c, d)| {
                c.name == d.name
                    && c.pretty_name == d.pretty_name
                    && c.padding == d.padding
                    && self.ty(c.ty, d.ty)
            })
    }

    fn ty(&mut self, x: TypeId, y: TypeId) -> bool {
        if self.types.contains(&(x.0, y.0)) {
            return true;
        }
        use TypeKind as T;
        let (tx, ty) = (self.a.ty(x).clone(), self.b.ty(y).clone());
        let ok = match (&tx, &ty) {
            (T::CBitField { width: w, base: b }, T::CBitField { width: v, base: c }) => {
                w == v && self.ty(*b, *c)
            }
            (T::Pointer { base: b, width: w }, T::Pointer { base: c, width: v }) => {
                w == v && self.ty(*b, *c)
            }
            (T::Array { elem: e, size: s }, T::Array { elem: f, size: t }) => {
                self.ty(*e, *f)
                    && match (s, t) {
                        (None, None) => true,
                        (Some(s), Some(t)) => self.expr(*s, *t),
                        _ => false,
                    }
            }
            (T::Vector { elem: e, size: s }, T::Vector { elem: f, size: t }) => {
                self.ty(*e, *f) && self.expr(*s, *t)
            }
            (T::Complex { elem: e }, T::Complex { elem: f }) => self.ty(*e, *f),
            (T::Struct(c), T::Struct(d)) | (T::Union(c), T::Union(d)) => self.compound(c, d),
            (
                T::CEnum {
                    tag: t1,
                    base: b1,
                    members: m1,
                },
                T::CEnum {
                    tag: t2,
                    base: b2,
                    members: m2,
                },
            ) => t1 == t2 && m1 == m2 && self.ty(*b1, *b2),
            (
                T::Code {
                    params: p1,
                    ret: r1,
                    variadic: v1,
                },
                T::Code {
                    params: p2,
                    ret: r2,
                    variadic: v2,
                },
            ) => {
                v1 == v2
                    && p1.len() == p2.len()
                    && self.ty(*r1, *r2)
                    && p1.iter().zip(p2).all(|(p, q)| {
                        p.identifier == q.identifier
                            && p.base_name == q.base_name
                            && self.ty(p.ty, q.ty)
                    })
            }
            _ => {
                std::mem::discriminant(&tx) == std::mem::discriminant(&ty)
                    && !has_children(&tx)
                    && tx == ty
            }
        };
        if ok {
            self.types.insert((x.0, y.0));
        }
        ok
    }

    fn opt(&mut self, x: Option<ExprId>, y: Option<ExprId>) -> bool {
        match (x, y) {
            (None, None) => true,
            (Some(x), Some(y)) => self.expr(x, y),
            _ => false,
        }
    }

    fn code(&mut self, x: &OtherCode, y: &OtherCode) -> bool {
        x.statement == y.statement
            && x.extra == y.extra
            && x.ops.len() == y.ops.len()
            && x.ops.iter().zip(&y.ops).all(|(&a, &b)| self.expr(a, b))
    }

    fn kind(&mut self, x: &InstrKind, y: &InstrKind) -> bool {
        use InstrKind as K;
        match (x, y) {
            (K::Other(c), K::Other(d))
            | (K::Throw(c), K::Throw(d))
            | (K::Catch(c), K::Catch(d)) => self.code(c, d),
            (K::SetReturnValue(a), K::SetReturnValue(b))
            | (K::Decl(a), K::Decl(b))
            | (K::Dead(a), K::Dead(b)) => self.expr(*a, *b),
            (K::Assign { lhs: a, rhs: b }, K::Assign { lhs: c, rhs: d }) => {
                self.expr(*a, *c) && self.expr(*b, *d)
            }
            (K::FunctionCall(c), K::FunctionCall(d)) => {
                self.opt(c.lhs, d.lhs)
                    && self.expr(c.function, d.function)
                    && c.args.len() == d.args.len()
                    && c.args.iter().zip(&d.args).all(|(&a, &b)| self.expr(a, b))
            }
            (K::IncompleteGoto(a), K::IncompleteGoto(b)) => a == b,
            _ => std::mem::discriminant(x) == std::mem::discriminant(y) && x.exprs().is_empty(),
        }
    }

    fn instr(&mut self, x: &Instruction, y: &Instruction) -> Result<(), String> {
        if !self.kind(&x.kind, &y.kind) {
            let show = |st: &Store, k: &InstrKind| -> String {
                k.exprs()
                    .iter()
                    .map(|&e| {
                        format!(
                            "{} : {}",
                            crate::format::expr(st, e),
                            crate::format::ty(st, st.type_of(e))
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" | ")
            };
            return Err(format!(
                "kinds differ: {} vs {}",
                show(self.a, &x.kind),
                show(self.b, &y.kind)
            ));
        }
        if !self.expr(x.guard, y.guard) {
            return Err("guards differ".into());
        }
        if x.targets != y.targets {
            return Err(format!(
                "targets differ: {:?} vs {:?}",
                x.targets, y.targets
            ));
        }
        if !loc_eq(&x.location, &y.location) {
            return Err(format!(
                "locations differ: {:?} vs {:?}",
                x.location, y.location
            ));
        }
        if x.labels != y.labels {
            return Err("labels differ".into());
        }
        Ok(())
    }
}

fn loc_eq(a: &SourceLocation, b: &SourceLocation) -> bool {
    a == b
}

fn has_children(t: &TypeKind) -> bool {
    matches!(
        t,
        TypeKind::CBitField { .. }
            | TypeKind::Pointer { .. }
            | TypeKind::Array { .. }
            | TypeKind::Vector { .. }
            | TypeKind::Complex { .. }
            | TypeKind::Struct(_)
            | TypeKind::Union(_)
            | TypeKind::CEnum { .. }
            | TypeKind::Code { .. }
    )
}

/// Whether expression `x` of store `a` and `y` of store `b` are structurally equal.
pub fn expr_eq(a: &Store, x: ExprId, b: &Store, y: ExprId) -> bool {
    Cmp {
        a,
        b,
        exprs: Default::default(),
        types: Default::default(),
        last: None,
    }
    .expr(x, y)
}

/// Whether type `x` of store `a` and `y` of store `b` are structurally equal.
pub fn type_eq(a: &Store, x: TypeId, b: &Store, y: TypeId) -> bool {
    Cmp {
        a,
        b,
        exprs: Default::default(),
        types: Default::default(),
        last: None,
    }
    .ty(x, y)
}

/// The first structural difference between two models (symbols with all fields, functions
/// in order with parameters and instructions), or `None` if they are equal. Derived
/// numbering is not compared.
pub fn model_diff(a: &GotoModel, b: &GotoModel) -> Option<String> {
    let mut c = Cmp {
        a: &a.store,
        b: &b.store,
        exprs: Default::default(),
        types: Default::default(),
        last: None,
    };
    if a.symbols.len() != b.symbols.len() {
        return Some(format!(
            "symbol counts differ: {} vs {}",
            a.symbols.len(),
            b.symbols.len()
        ));
    }
    for (s, t) in a.symbols.iter().zip(b.symbols.iter()) {
        let same_fields = s.name == t.name
            && s.base_name == t.base_name
            && s.pretty_name == t.pretty_name
            && s.module == t.module
            && s.mode == t.mode
            && s.location == t.location
            && s.is_constant == t.is_constant
            && super::print::flags(s) == super::print::flags(t);
        if !same_fields {
            return Some(format!("symbol {} differs from {}", s.name, t.name));
        }
        if !c.ty(s.ty, t.ty) {
            return Some(format!("type of symbol {} differs", s.name));
        }
        if !c.opt(s.value, t.value) {
            return Some(format!("value of symbol {} differs", s.name));
        }
    }
    if a.functions.len() != b.functions.len() {
        return Some("function counts differ".into());
    }
    for ((n, f), (m, g)) in a.functions.iter().zip(b.functions.iter()) {
        if n != m {
            return Some(format!("function order differs: {n} vs {m}"));
        }
        if f.parameters != g.parameters {
            return Some(format!("parameters of {n} differ"));
        }
        if f.body.len() != g.body.len() {
            return Some(format!(
                "{n}: {} vs {} instructions",
                f.body.len(),
                g.body.len()
            ));
        }
        for (i, (x, y)) in f.body.iter().zip(&g.body).enumerate() {
            if let Err(e) = c.instr(x, y) {
                let detail = match c.last {
                    Some((p, q)) => format!(
                        "\n  first difference: {:?} : {} vs {:?} : {}",
                        a.store.get(p),
                        crate::format::ty(&a.store, a.store.type_of(p)),
                        b.store.get(q),
                        crate::format::ty(&b.store, b.store.type_of(q))
                    ),
                    None => String::new(),
                };
                return Some(format!("{n} instruction {i}: {e}{detail}"));
            }
        }
    }
    None
}
