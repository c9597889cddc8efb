//! Initializers: scalar, string, and brace-enclosed lists with designators and brace
//! elision, turned into one value of the declared type (and completing `T x[]`).

use super::{ctypes, Converter, Reported, R};
use crate::ast;
use crate::diag::Span;
use goto_ir::{ExprId, ExprKind, Literal, TypeId, TypeKind, BOOL};
use num_bigint::BigInt;
use std::collections::BTreeMap;

/// Arrays up to this many elements get an explicit array literal; larger ones a `with`
/// chain over `array_of(0)`.
const MAX_ARRAY_LITERAL: u64 = 4096;

impl Converter<'_> {
    /// The value of `init` for an object of type `*ty`; completes an array type of
    /// unknown size.
    pub fn initializer(
        &mut self,
        ty: &mut TypeId,
        init: &ast::Initializer,
        span: Span,
    ) -> R<ExprId> {
        if self.has_infinite_array(*ty) {
            return self.fail(
                span,
                "an initializer for an array of infinite size is not supported yet",
            );
        }
        match init {
            ast::Initializer::Expr(e) => {
                if let Some(v) = self.string_init(ty, e)? {
                    return Ok(v);
                }
                let v = if self.fun.is_some() {
                    self.rvalue(e)?
                } else {
                    self.rvalue_no_side_effects(e)?
                };
                self.implicit_cast(v, *ty, e.span)
            }
            ast::Initializer::List(list) => {
                if let Some(v) = self.braced_string_init(ty, list)? {
                    return Ok(v);
                }
                let mut pos = 0;
                let v = self.fill(ty, &list.items, &mut pos, true, span, None)?;
                if pos < list.items.len() {
                    self.remark(list.items[pos].span, "excess elements in initializer");
                }
                Ok(v)
            }
        }
    }

    /// `char s[] = { "abc" }`: a string literal initializing a char array may be enclosed
    /// in braces (C11 6.7.9p14), at the top and for sub-objects (`{ {"ab"}, {"c"} }`).
    fn braced_string_init(
        &mut self,
        ty: &mut TypeId,
        list: &ast::InitList,
    ) -> R<Option<ExprId>> {
        let [item] = list.items.as_slice() else {
            return Ok(None);
        };
        match &item.init {
            ast::Initializer::Expr(e) if item.designators.is_empty() => self.string_init(ty, e),
            _ => Ok(None),
        }
    }

    /// `char s[] = "abc"`: returns the array value if `e` is a string literal initializing
    /// a char array.
    fn string_init(&mut self, ty: &mut TypeId, e: &ast::Expr) -> R<Option<ExprId>> {
        let ast::ExprKind::String(lit) = &e.kind else {
            return Ok(None);
        };
        let TypeKind::Array { elem, size } = self.m.store.ty(*ty).clone() else {
            return Ok(None);
        };
        if !ctypes::is_integer(&self.m.store, elem) {
            return Ok(None);
        }
        let n = match size {
            Some(s) => match self.m.store.as_int(s) {
                Some(n) => u64::try_from(n).unwrap_or(0),
                None => return Ok(None),
            },
            None => {
                let n = lit.units.len() as u64 + 1;
                let size_t = self.ct.size_t;
                let sz = self.m.store.int_const(n, size_t);
                *ty = self.m.store.array_type(elem, Some(sz));
                n
            }
        };
        let mut elems = Vec::with_capacity(n as usize);
        for i in 0..n as usize {
            let u = lit.units.get(i).copied().unwrap_or(0);
            elems.push(self.m.store.int_const(u, elem));
        }
        Ok(Some(self.m.store.mk(ExprKind::Array, *ty, elems)))
    }

    /// Fills an object of type `ty` from `items[*pos..]`. `braced` says whether the
    /// object has its own braces (then it consumes items until the end of the list);
    /// otherwise (brace elision) it takes just as many items as it has leaves. `base` is
    /// the object's value from earlier initializers of the same list (`.a.x = 1, .a.y =
    /// 2`): sub-objects not initialised again keep their values from it.
    fn fill(
        &mut self,
        ty: &mut TypeId,
        items: &[ast::InitItem],
        pos: &mut usize,
        braced: bool,
        span: Span,
        base: Option<ExprId>,
    ) -> R<ExprId> {
        let ft = self.m.symbols.follow(&self.m.store, *ty);
        if let TypeKind::Vector { elem, size } = self.m.store.ty(ft).clone() {
            // a vector is initialised like an array of its elements
            let mut at = self.m.store.array_type(elem, Some(size));
            let base = base.map(|b| self.retyped(b, at));
            let v = self.fill(&mut at, items, pos, braced, span, base)?;
            return Ok(self.retyped(v, *ty));
        }
        match self.m.store.ty(ft).clone() {
            TypeKind::Array { elem, size } => {
                let known = size.and_then(|s| self.m.store.as_int(s).cloned());
                let limit = known.as_ref().and_then(|n| u64::try_from(n).ok());
                let mut values: BTreeMap<u64, ExprId> = match base {
                    Some(b) => self.array_base(b, span)?,
                    None => BTreeMap::new(),
                };
                let mut idx: u64 = 0;
                let mut max_len: u64 = 0;
                let mut first = true;
                while *pos < items.len() {
                    let item = &items[*pos];
                    if let Some(d) = item.designators.first() {
                        if !braced && !first {
                            break;
                        }
                        match d {
                            ast::Designator::Index(e) => {
                                idx = u64::try_from(self.const_int(e)?).map_err(|_| {
                                    self.error(e.span, "array index in initializer is negative");
                                    Reported
                                })?;
                            }
                            ast::Designator::Range(a, b) => {
                                let lo = u64::try_from(self.const_int(a)?).unwrap_or(0);
                                let hi = u64::try_from(self.const_int(b)?).unwrap_or(0);
                                if hi < lo {
                                    return self.fail(item.span, "empty index range in initializer");
                                }
                                // a nested designator (`[0 ... 3].a = 1`) overrides only
                                // that part of each element: every element keeps what
                                // earlier initializers set in the rest of it
                                let partial = item.designators.len() > 1
                                    && values.range(lo..=hi).next().is_some();
                                if partial && initializer_has_side_effects(&item.init) {
                                    return self.fail(
                                        item.span,
                                        "a range designator with a nested designator over initialised elements and an initializer with side effects is not supported yet",
                                    );
                                }
                                let start = *pos;
                                let mut i = lo;
                                loop {
                                    *pos = start;
                                    let mut et = elem;
                                    let old = if partial { values.get(&i).copied() } else { None };
                                    let v = self.item_value(&mut et, items, 1, pos, old)?;
                                    if !partial {
                                        for j in lo..=hi {
                                            values.insert(j, v);
                                        }
                                        break;
                                    }
                                    values.insert(i, v);
                                    if i == hi {
                                        break;
                                    }
                                    i += 1;
                                }
                                idx = hi + 1;
                                max_len = max_len.max(idx);
                                first = false;
                                continue;
                            }
                            ast::Designator::Member(m) => {
                                return self
                                    .fail(m.span, "field designator in an array initializer");
                            }
                        }
                    } else if !braced && limit.is_some_and(|l| idx >= l) && limit != Some(0) {
                        break;
                    }
                    if limit == Some(0) {
                        // GCC lets a static object's flexible array member be initialized
                        // (the object grows); dropping the elements would be wrong
                        return self.fail(
                            item.span,
                            "initialization of a flexible or zero-length array member is not supported yet",
                        );
                    }
                    if limit.is_some_and(|l| idx >= l) {
                        self.remark(item.span, "excess elements in array initializer");
                        *pos += 1;
                        continue;
                    }
                    let mut et = elem;
                    let old = values.get(&idx).copied();
                    let v = self.item_value(&mut et, items, 1, pos, old)?;
                    values.insert(idx, v);
                    idx += 1;
                    max_len = max_len.max(idx);
                    first = false;
                }
                let n = match limit {
                    Some(n) => n,
                    None => {
                        let size_t = self.ct.size_t;
                        let sz = self.m.store.int_const(max_len, size_t);
                        *ty = self.m.store.array_type(elem, Some(sz));
                        max_len
                    }
                };
                let at = *ty;
                let zero = self.zero_value(elem, span)?;
                if n <= MAX_ARRAY_LITERAL {
                    let elems: Vec<ExprId> = (0..n)
                        .map(|i| values.get(&i).copied().unwrap_or(zero))
                        .collect();
                    Ok(self.m.store.mk(ExprKind::Array, at, elems))
                } else {
                    let mut v = self.m.store.mk(ExprKind::ArrayOf, at, [zero]);
                    let size_t = self.ct.size_t;
                    for (i, x) in values {
                        if x == zero {
                            continue;
                        }
                        let ie = self.m.store.int_const(i, size_t);
                        v = self.m.store.mk(ExprKind::With, at, [v, ie, x]);
                    }
                    Ok(v)
                }
            }
            TypeKind::Struct(c) => {
                let comps: Vec<_> = c
                    .components
                    .iter()
                    .filter(|c| !c.padding)
                    .cloned()
                    .collect();
                let mut values: Vec<Option<ExprId>> = match base {
                    Some(b) => self.struct_base(b, &c, span)?,
                    None => vec![None; comps.len()],
                };
                let mut ci = 0;
                let mut first = true;
                while *pos < items.len() {
                    let item = &items[*pos];
                    if let Some(d) = item.designators.first() {
                        if !braced && !first {
                            break;
                        }
                        match d {
                            ast::Designator::Member(m) => {
                                match comps.iter().position(|c| c.name.as_str() == m.name) {
                                    Some(i) => ci = i,
                                    None => {
                                        // a member of an anonymous struct/union member
                                        let (i, v) = self.anonymous_designator(
                                            *ty, &comps, items, pos, m, &values,
                                        )?;
                                        values[i] = Some(v);
                                        ci = i + 1;
                                        first = false;
                                        continue;
                                    }
                                }
                            }
                            _ => {
                                return self
                                    .fail(item.span, "array designator in a struct initializer")
                            }
                        }
                    }
                    if ci >= comps.len() {
                        if braced {
                            self.remark(item.span, "excess elements in struct initializer");
                            *pos += 1;
                            continue;
                        }
                        break;
                    }
                    let mut ct = comps[ci].ty;
                    let v = self.item_value(&mut ct, items, 1, pos, values[ci])?;
                    values[ci] = Some(v);
                    ci += 1;
                    first = false;
                }
                // rebuild with padding members
                let mut ops = Vec::new();
                let mut vi = 0;
                for comp in &c.components {
                    if comp.padding {
                        ops.push(self.zero_value(comp.ty, span)?);
                    } else {
                        let v = match values[vi] {
                            Some(v) => v,
                            None => self.zero_value(comp.ty, span)?,
                        };
                        ops.push(v);
                        vi += 1;
                    }
                }
                Ok(self.m.store.mk(ExprKind::Struct, *ty, ops))
            }
            TypeKind::Union(c) => {
                let Some(item) = items.get(*pos) else {
                    return self.zero_value(*ty, span);
                };
                let comp = match item.designators.first() {
                    Some(ast::Designator::Member(m)) => {
                        match c.components.iter().find(|c| c.name.as_str() == m.name) {
                            Some(c) => c.clone(),
                            None => {
                                // a member of an anonymous member of the union
                                let none = vec![None; c.components.len()];
                                let (i, v) = self.anonymous_designator(
                                    *ty,
                                    &c.components,
                                    items,
                                    pos,
                                    m,
                                    &none,
                                )?;
                                let name = c.components[i].name;
                                return Ok(self.m.store.mk(ExprKind::Union(name), *ty, [v]));
                            }
                        }
                    }
                    // the first named member (unnamed bit-fields are padding)
                    _ => match c.components.iter().find(|c| !c.padding) {
                        Some(c) => c.clone(),
                        None => return self.zero_value(*ty, span),
                    },
                };
                // a member initialised again keeps what earlier initializers set in it
                let old = base.and_then(|b| match self.m.store.kind(b) {
                    ExprKind::Union(n) if *n == comp.name => self.m.store.ops(b).first().copied(),
                    _ => None,
                });
                let mut ct = comp.ty;
                let v = self.item_value(&mut ct, items, 1, pos, old)?;
                if braced && *pos < items.len() {
                    self.remark(items[*pos].span, "excess elements in union initializer");
                }
                Ok(self.m.store.mk(ExprKind::Union(comp.name), *ty, [v]))
            }
            _ => {
                // scalar in braces: `int x = {5};`
                let Some(item) = items.get(*pos) else {
                    return self.zero_value(*ty, span);
                };
                let v = match &item.init {
                    ast::Initializer::Expr(e) => {
                        *pos += 1;
                        let v = self.rvalue(e)?;
                        self.implicit_cast(v, *ty, e.span)?
                    }
                    ast::Initializer::List(l) => {
                        *pos += 1;
                        let mut p = 0;
                        self.fill(ty, &l.items, &mut p, true, l.span, None)?
                    }
                };
                Ok(v)
            }
        }
    }

    /// The value of one item for a sub-object of type `ty`, after the first `skip`
    /// designators were consumed by the caller. Handles nested designators
    /// (`.a.b = 1`, `[2].x = 3`) and brace elision.
    fn item_value(
        &mut self,
        ty: &mut TypeId,
        items: &[ast::InitItem],
        skip: usize,
        pos: &mut usize,
        base: Option<ExprId>,
    ) -> R<ExprId> {
        let item = &items[*pos];
        if item.designators.len() > skip {
            // nested designator: the rest of the designator starts the sub-object's own
            // (brace-elided) initialisation, which continues with the undesignated items
            // that follow (`.a[1] = 4, 5` sets a[1] and a[2], C11 6.7.9p17)
            let sub = ast::InitItem {
                designators: item.designators[skip..].to_vec(),
                init: item.init.clone(),
                span: item.span,
            };
            let mut run = vec![sub];
            run.extend(
                items[*pos + 1..]
                    .iter()
                    .take_while(|i| i.designators.is_empty())
                    .cloned(),
            );
            let mut p = 0;
            let v = self.fill(ty, &run, &mut p, false, item.span, base)?;
            *pos += p.max(1);
            return Ok(v);
        }
        let ft = self.m.symbols.follow(&self.m.store, *ty);
        let aggregate = matches!(
            self.m.store.ty(ft),
            TypeKind::Array { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Struct(_)
                | TypeKind::Union(_)
        );
        match &item.init {
            ast::Initializer::List(l) => {
                *pos += 1;
                if let Some(v) = self.braced_string_init(ty, l)? {
                    return Ok(v);
                }
                let mut p = 0;
                let v = self.fill(ty, &l.items, &mut p, true, l.span, None)?;
                if p < l.items.len() {
                    self.remark(l.items[p].span, "excess elements in initializer");
                }
                Ok(v)
            }
            ast::Initializer::Expr(e) => {
                if aggregate {
                    if let Some(v) = self.string_init(ty, e)? {
                        *pos += 1;
                        return Ok(v);
                    }
                    // an expression of the aggregate's own type initialises it whole
                    let et = self.type_of_expr(e)?;
                    let fe = self.m.symbols.follow(&self.m.store, et);
                    if fe == ft {
                        *pos += 1;
                        let v = self.rvalue(e)?;
                        return Ok(v);
                    }
                    // brace elision: the aggregate takes as many items as it needs
                    return self.fill(ty, items, pos, false, item.span, base);
                }
                *pos += 1;
                let v = self.rvalue(e)?;
                self.implicit_cast(v, *ty, e.span)
            }
        }
    }

    /// `.m = v` where `m` is a member of an anonymous member of the struct being
    /// initialised: initialises that anonymous member as if designated `.$anonN.m = v`.
    /// Returns the anonymous member's index and new value.
    fn anonymous_designator(
        &mut self,
        ty: TypeId,
        comps: &[goto_ir::Component],
        items: &[ast::InitItem],
        pos: &mut usize,
        m: &ast::Ident,
        values: &[Option<ExprId>],
    ) -> R<(usize, ExprId)> {
        let id = goto_ir::Ident::new(&m.name);
        let path = self.member_path(ty, id, 0).unwrap_or_default();
        let Some(i) = path
            .first()
            .and_then(|a| comps.iter().position(|c| c.name == *a))
            .filter(|_| path.len() > 1)
        else {
            return self.fail(m.span, format!("no member named '{}'", m.name));
        };
        let item = &items[*pos];
        let mut designators: Vec<ast::Designator> = path
            .iter()
            .map(|n| {
                ast::Designator::Member(ast::Ident {
                    name: n.as_str().to_string(),
                    span: m.span,
                })
            })
            .collect();
        designators.extend(item.designators[1..].iter().cloned());
        let mut local = vec![ast::InitItem {
            designators,
            init: item.init.clone(),
            span: item.span,
        }];
        local.extend(
            items[*pos + 1..]
                .iter()
                .take_while(|i| i.designators.is_empty())
                .cloned(),
        );
        let mut lp = 0;
        let mut ct = comps[i].ty;
        let v = self.item_value(&mut ct, &local, 1, &mut lp, values[i])?;
        *pos += lp.max(1);
        Ok((i, v))
    }

    /// The elements of an array value built by an earlier initializer, by index.
    fn array_base(&mut self, b: ExprId, span: Span) -> R<BTreeMap<u64, ExprId>> {
        let mut out = BTreeMap::new();
        match self.m.store.kind(b).clone() {
            ExprKind::Array => {
                for (i, &e) in self.m.store.ops(b).iter().enumerate() {
                    out.insert(i as u64, e);
                }
            }
            ExprKind::ArrayOf => {}
            ExprKind::With => {
                let ops = self.m.store.ops(b).to_vec();
                out = self.array_base(ops[0], span)?;
                let Some(i) = self
                    .m
                    .store
                    .as_int(ops[1])
                    .and_then(|i| u64::try_from(i).ok())
                else {
                    return self.fail(
                        span,
                        "unsupported: designated initializer into this array value",
                    );
                };
                out.insert(i, ops[2]);
            }
            _ => return self.fail(
                span,
                "unsupported: designated initializer into an array initialised by an expression",
            ),
        }
        Ok(out)
    }

    /// The non-padding members of a struct value built by an earlier initializer.
    fn struct_base(
        &mut self,
        b: ExprId,
        c: &goto_ir::Compound,
        span: Span,
    ) -> R<Vec<Option<ExprId>>> {
        if !matches!(self.m.store.kind(b), ExprKind::Struct)
            || self.m.store.ops(b).len() != c.components.len()
        {
            return self.fail(
                span,
                "unsupported: designated initializer into a struct initialised by an expression",
            );
        }
        let ops = self.m.store.ops(b).to_vec();
        Ok(c.components
            .iter()
            .zip(ops)
            .filter(|(c, _)| !c.padding)
            .map(|(_, v)| Some(v))
            .collect())
    }

    /// The first of the largest members of a union (by size in bytes).
    fn largest_member(&self, comps: &[goto_ir::Component]) -> Option<goto_ir::Component> {
        let mut best: Option<(u64, &goto_ir::Component)> = None;
        for c in comps {
            // in bits: of bit-fields the widest one (CBMC's find_widest_union_component)
            let size = match self.m.store.ty(c.ty) {
                TypeKind::CBitField { width, .. } => u64::from(*width),
                _ => ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, c.ty)
                    .map_or(0, |(s, _)| s * 8),
            };
            if best.is_none_or(|(b, _)| size > b) {
                best = Some((size, c));
            }
        }
        best.map(|(_, c)| c.clone())
    }

    /// A static object's initial value with every union built from a member narrower than
    /// the union written over a zero union instead, so that its other bytes are zero as C
    /// requires for static storage (a bare union value leaves them unspecified).
    pub fn zero_fill_unions(&mut self, v: ExprId) -> R<ExprId> {
        let s = &self.m.store;
        let ops: Vec<ExprId> = s.ops(v).to_vec();
        let kind = s.kind(v).clone();
        let ty = s.type_of(v);
        if !matches!(
            kind,
            ExprKind::Union(_) | ExprKind::Struct | ExprKind::Array | ExprKind::ArrayOf
        ) {
            return Ok(v);
        }
        let mut new_ops = Vec::with_capacity(ops.len());
        for o in &ops {
            new_ops.push(self.zero_fill_unions(*o)?);
        }
        let rebuilt = if new_ops == ops {
            v
        } else {
            self.m.store.with_ops(v, new_ops.iter().copied())
        };
        let ExprKind::Union(_) = kind else {
            return Ok(rebuilt);
        };
        let size = |c: &Self, t| {
            ctypes::size_align(&c.m.store, &c.m.symbols, &c.target, t).map(|(s, _)| s)
        };
        let Some(&member) = new_ops.first() else {
            return Ok(rebuilt);
        };
        let member_ty = self.m.store.type_of(member);
        match (size(self, member_ty), size(self, ty)) {
            (Some(m), Some(u)) if m < u => {
                let zero = self.zero_value(ty, Span::default())?;
                let at = self.m.store.int_const(0, self.ct.ssize_t);
                let endian = if self.target.big_endian {
                    goto_ir::Endian::Big
                } else {
                    goto_ir::Endian::Little
                };
                Ok(self
                    .m
                    .store
                    .mk(ExprKind::ByteUpdate(endian), ty, [zero, at, member]))
            }
            _ => Ok(rebuilt),
        }
    }

    /// An array or vector value as the other (a vector is initialised as the array of its
    /// elements): literals take type `t`, anything else is cast.
    fn retyped(&mut self, v: ExprId, t: TypeId) -> ExprId {
        let st = &mut self.m.store;
        let ops = st.ops(v).to_vec();
        match st.kind(v).clone() {
            k @ (ExprKind::Array | ExprKind::ArrayOf) => st.mk(k, t, ops),
            _ => st.typecast(v, t),
        }
    }

    /// The zero value of a type (static initialisation, missing initializer elements).
    pub fn zero_value(&mut self, ty: TypeId, span: Span) -> R<ExprId> {
        let ft = self.m.symbols.follow(&self.m.store, ty);
        let s = &mut self.m.store;
        Ok(match s.ty(ft).clone() {
            TypeKind::Bool => goto_ir::FALSE,
            TypeKind::Pointer { .. } => s.null_pointer(ty),
            TypeKind::CEnum { .. } => {
                s.mk(ExprKind::Constant(Literal::Int(BigInt::from(0))), ty, [])
            }
            k if k.bv_width().is_some() => {
                s.mk(ExprKind::Constant(Literal::Int(BigInt::from(0))), ty, [])
            }
            TypeKind::Array { elem, .. } => {
                let z = self.zero_value(elem, span)?;
                self.m.store.mk(ExprKind::ArrayOf, ty, [z])
            }
            TypeKind::Struct(c) => {
                let mut ops = Vec::new();
                for comp in &c.components {
                    ops.push(self.zero_value(comp.ty, span)?);
                }
                self.m.store.mk(ExprKind::Struct, ty, ops)
            }
            // the largest member, so that every byte is zero (CBMC's zero_initializer)
            TypeKind::Union(c) => match self.largest_member(&c.components) {
                Some(comp) => {
                    let z = self.zero_value(comp.ty, span)?;
                    self.m.store.mk(ExprKind::Union(comp.name), ty, [z])
                }
                None => self.m.store.mk(ExprKind::Struct, ty, []),
            },
            TypeKind::Vector { elem, .. } => {
                let z = self.zero_value(elem, span)?;
                self.m.store.mk(ExprKind::ArrayOf, ty, [z])
            }
            TypeKind::Complex { .. } => {
                return self.fail(span, "zero value of a complex type is not supported yet")
            }
            _ if ft == BOOL => goto_ir::FALSE,
            _ => return self.fail(span, "cannot initialise an object of this type"),
        })
    }
}

/// Whether evaluating an initializer may have side effects.
fn initializer_has_side_effects(init: &ast::Initializer) -> bool {
    match init {
        ast::Initializer::Expr(e) => super::expr::has_side_effects(e),
        ast::Initializer::List(l) => l.items.iter().any(|i| initializer_has_side_effects(&i.init)),
    }
}
