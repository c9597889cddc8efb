//! Expressions: type checking, implicit conversions and side-effect hoisting.
//!
//! `rvalue` returns a side-effect-free goto expression after emitting the instructions for
//! the side effects it contains (assignments, `++`, calls) in evaluation order. Relational
//! and logical operators produce Boolean (`𝔹`) expressions, cast to `int` only where an
//! integer value is needed, as CBMC does.

use super::{ctypes, Converter, Entry, Reported, R};
use crate::ast::{self, BinOp, UnaryOp};
use crate::diag::Span;
use goto_ir::{ExprId, ExprKind, InstrKind, Instruction, Literal, Store, TypeId, TypeKind, BOOL};
use num_bigint::BigInt;

impl Converter<'_> {
    // ------------------------------------------------------------ entry points

    /// Converts an expression whose value is used.
    pub fn rvalue(&mut self, e: &ast::Expr) -> R<ExprId> {
        let v = self.expr(e)?;
        Ok(self.decay(v))
    }

    /// Converts an expression in a context without a function (file-scope initializers,
    /// array sizes): side effects are an error.
    pub fn rvalue_no_side_effects(&mut self, e: &ast::Expr) -> R<ExprId> {
        if self.fun.is_none() && has_side_effects_at_file_scope(e) {
            return self.fail(e.span, "initializer element is not constant");
        }
        self.rvalue(e)
    }

    /// The type of an expression without evaluating it (`sizeof`, `typeof`).
    pub fn type_of_expr(&mut self, e: &ast::Expr) -> R<TypeId> {
        let r = self.unevaluated(|c| c.expr(e))?;
        Ok(self.m.store.type_of(r))
    }

    /// The C type of an expression (`sizeof`, `_Alignof`, `typeof`): relational, equality
    /// and logical operators, Boolean here, have type `int` in C.
    pub fn c_type_of_expr(&mut self, e: &ast::Expr) -> R<TypeId> {
        let t = self.type_of_expr(e)?;
        Ok(if t == BOOL { self.ct.int } else { t })
    }

    /// Runs `f` (a conversion of an operand that is not evaluated: `sizeof`, `typeof`,
    /// `__builtin_constant_p`) and drops the instructions it emitted.
    pub fn unevaluated<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        let saved = self.fun.as_ref().map(|f| (f.body.len(), f.pending.len()));
        let had_fun = self.fun.is_some();
        if !had_fun {
            // evaluate in a scratch function so side effects have somewhere to go
            let int = self.ct.int;
            self.fun = Some(super::FunCtx::new(goto_ir::Ident::new("$sizeof"), int));
        }
        let r = f(self);
        if had_fun {
            if let (Some(f), Some((n, p))) = (self.fun.as_mut(), saved) {
                f.body.truncate(n);
                f.pending.truncate(p);
            }
        } else {
            self.fun = None;
        }
        r
    }

    /// Converts a controlling expression to a Boolean.
    pub fn condition(&mut self, e: &ast::Expr) -> R<ExprId> {
        let v = self.rvalue(e)?;
        self.to_bool(v, e.span)
    }

    /// `¬c`, without stacking negations.
    pub fn negate(&mut self, c: ExprId) -> ExprId {
        if let Some(b) = self.m.store.as_bool(c) {
            return self.m.store.bool_const(!b);
        }
        if matches!(self.m.store.kind(c), ExprKind::Not) {
            return self.m.store.op(c, 0);
        }
        self.m.store.not(c)
    }

    /// `v != 0` (or `v != NULL`) unless `v` is Boolean already; constants fold.
    pub fn to_bool(&mut self, v: ExprId, span: Span) -> R<ExprId> {
        let t = self.m.store.type_of(v);
        if t == BOOL {
            return Ok(v);
        }
        if let Some(x) = self.m.store.as_int(v) {
            if !self.m.store.ty(t).is_float() {
                let b = *x != BigInt::from(0);
                return Ok(self.m.store.bool_const(b));
            }
        }
        let s = &mut self.m.store;
        match s.ty(t) {
            TypeKind::Pointer { .. } => {
                let null = s.null_pointer(t);
                Ok(s.ne(v, null))
            }
            k if k.bv_width().is_some() => {
                let zero = s.int_const(0, t);
                Ok(s.ne(v, zero))
            }
            _ => self.fail(span, "used a value that cannot be converted to a condition"),
        }
    }

    /// An expression statement: the value is not used.
    pub fn expr_stmt(&mut self, e: &ast::Expr) -> R<()> {
        match &e.kind {
            ast::ExprKind::Assign { .. } => {
                self.assignment(e, false)?;
            }
            ast::ExprKind::Unary {
                op: op @ (UnaryOp::PostInc | UnaryOp::PostDec | UnaryOp::PreInc | UnaryOp::PreDec),
                operand,
            } => {
                let inc = matches!(op, UnaryOp::PostInc | UnaryOp::PreInc);
                self.increment(operand, inc, false, false, e.span)?;
            }
            ast::ExprKind::Call { callee, args } => {
                // a built-in's value (`__CPROVER_r_ok(p, 1);`) is checked like any other
                let v = self.call(callee, args, e.span, false)?;
                self.discarded_value(v, e.span, false);
            }
            ast::ExprKind::Comma(items) => {
                for i in items {
                    self.expr_stmt(i)?;
                }
            }
            ast::ExprKind::Cast { ty, expr }
                if !cast_type_may_have_effects(ty) && self.is_void_type_name(ty) =>
            {
                // `(void)e`: the operand as a statement; another cast is kept with its
                // value (`(signed char)x;` has a conversion to check, as in CBMC)
                self.expr_stmt(expr)?;
            }
            ast::ExprKind::Conditional { .. }
            | ast::ExprKind::Binary {
                op: BinOp::LogAnd | BinOp::LogOr,
                ..
            } if has_side_effects(e) => {
                self.expr(e)?;
            }
            _ => {
                // the value is discarded, but its evaluation must still be checked (e.g.
                // `x / y;` divides by zero): keep it as an `OTHER expression`, as CBMC does
                let v = self.expr(e)?;
                self.discarded_value(v, e.span, true);
            }
        }
        Ok(())
    }

    /// Whether a cast's type name is `void` (a type name that does not convert is not).
    fn is_void_type_name(&mut self, ty: &ast::TypeName) -> bool {
        let diagnostics = self.diags.len();
        let t = self.type_name(ty);
        self.diags.truncate(diagnostics);
        t.is_ok_and(|t| t == self.ct.void)
    }

    /// Keeps a value an expression statement discards as an `OTHER expression`, so that
    /// its evaluation is still checked; constants need no checks, nor symbols unless
    /// `read` (a variable read as a statement, `g;` or `(void)v;`, stays an instruction
    /// as in CBMC: a loop whose body reads one is not a self-loop).
    fn discarded_value(&mut self, v: ExprId, span: Span, read: bool) {
        let trivial = matches!(
            self.m.store.kind(v),
            ExprKind::Constant(_) | ExprKind::StringConstant(_)
        ) || (!read && matches!(self.m.store.kind(v), ExprKind::Symbol(_)))
            || v == goto_ir::TRUE;
        if !trivial {
            let loc = self.loc(span);
            self.emit(Instruction::new(
                InstrKind::Other(goto_ir::OtherCode {
                    statement: goto_ir::Ident::new("expression"),
                    ops: vec![v],
                    extra: Vec::new(),
                }),
                loc,
            ));
        }
    }

    // ------------------------------------------------------------ conversions

    /// Array-to-pointer and function-to-pointer conversion.
    pub fn decay(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        let w = self.target.pointer_width();
        match self.m.store.ty(t).clone() {
            TypeKind::Array { elem, .. } => {
                let zero = self.m.store.int_const(0, self.ct.ssize_t);
                let idx = self.m.store.index(v, zero, elem);
                let pt = self.m.store.pointer_type(elem, w);
                self.m.store.address_of(idx, pt)
            }
            TypeKind::Code { .. } => {
                let nt = self.nameless(t);
                let pt = self.m.store.pointer_type(nt, w);
                self.m.store.address_of(v, pt)
            }
            // values of enum type are used as `int`, as CBMC's implicit conversions make them
            TypeKind::CEnumTag(_) => {
                let int = self.ct.int;
                match self.m.store.as_int(v).cloned() {
                    Some(c) => self.m.store.int_const(c, int),
                    None => self.m.store.typecast(v, int),
                }
            }
            _ => v,
        }
    }

    /// A code type without parameter identifiers: the type of function designators in
    /// expressions, so that `&f` and a pointer declared `int (*)(int)` agree.
    pub fn nameless(&mut self, t: TypeId) -> TypeId {
        goto_ir::dispatch::nameless(&mut self.m.store, t)
    }

    /// Implicit conversion (assignment, argument passing, return) of `v` to `ty`.
    pub fn implicit_cast(&mut self, v: ExprId, ty: TypeId, span: Span) -> R<ExprId> {
        let raw = v;
        let v = self.decay(v);
        let from = self.m.store.type_of(v);
        if from == ty {
            return Ok(v);
        }
        if self.enum_base(ty).is_some() {
            // a value of the same enum type is assigned as it is
            if self.m.store.type_of(raw) == ty {
                return Ok(raw);
            }
            if matches!(self.m.store.kind(v), ExprKind::Typecast)
                && self.m.store.type_of(self.m.store.op(v, 0)) == ty
            {
                return Ok(self.m.store.op(v, 0));
            }
            if !ctypes::is_arithmetic(&self.m.store, from) && from != BOOL {
                return self.fail(span, "incompatible types in implicit conversion");
            }
            return Ok(self.cast(v, ty));
        }
        let st = &self.m.store;
        let (fk, tk) = (
            st.ty(from).clone(),
            st.ty(self.m.symbols.follow(st, ty)).clone(),
        );
        let ok = match (&fk, &tk) {
            _ if ctypes::is_scalar(st, from) && ctypes::is_scalar(st, ty) => true,
            (TypeKind::StructTag(_) | TypeKind::UnionTag(_), _) => {
                self.m.symbols.follow(st, from) == self.m.symbols.follow(st, ty)
            }
            (TypeKind::Struct(_) | TypeKind::Union(_), _) => {
                self.m.symbols.follow(st, from) == self.m.symbols.follow(st, ty)
            }
            (_, TypeKind::Empty) => true,
            _ => false,
        };
        if !ok {
            return self.fail(span, "incompatible types in implicit conversion");
        }
        if ctypes::is_pointer(st, ty) && self.is_null_constant(v) {
            return Ok(self.m.store.null_pointer(ty));
        }
        if matches!(tk, TypeKind::Struct(_) | TypeKind::Union(_)) || fk == tk {
            return Ok(self.m.store.typecast(v, ty));
        }
        Ok(self.cast(v, ty))
    }

    /// An explicit or implicit scalar conversion.
    pub fn cast(&mut self, v: ExprId, ty: TypeId) -> ExprId {
        let from = self.m.store.type_of(v);
        if from == ty {
            return v;
        }
        if matches!(self.m.store.ty(from), TypeKind::CEnumTag(_)) {
            let v = self.decay(v);
            return self.cast(v, ty);
        }
        if let Some(base) = self.enum_base(ty) {
            // to an enum type: integers directly, other scalars through the underlying
            // type; constants are folded
            let direct = matches!(
                self.m.store.ty(from),
                TypeKind::Signed(_) | TypeKind::Unsigned(_)
            ) && self.m.store.as_int(v).is_none();
            if direct {
                return self.m.store.typecast(v, ty);
            }
            if let Some(c) = self.m.store.as_int(v).cloned() {
                if !self.m.store.ty(from).is_float() {
                    return self.m.store.int_const(c, ty);
                }
            }
            let v = self.cast(v, base);
            return self.m.store.typecast(v, ty);
        }
        if ty == BOOL {
            return self.to_bool(v, Span::default()).unwrap_or(v);
        }
        // a `_Bool` bit-field gets `v != 0` (C11 6.3.1.2), before any truncation to its
        // width: `_Bool d : 1; d = 2;` stores 1
        if let TypeKind::CBitField { base, .. } = *self.m.store.ty(ty) {
            if matches!(self.m.store.ty(base), TypeKind::CBool(_)) && from != BOOL {
                if let Ok(b) = self.to_bool(v, Span::default()) {
                    return self.cast(b, ty);
                }
            }
        }
        // a conversion of an integer constant stays a conversion, as in CBMC's type
        // checker (`x < 3` with unsigned x is `x < (unsigned int)3` in listings, goals and
        // property texts); the simplifier folds it where it matters. A null pointer
        // constant becomes a null pointer.
        if let Some(val) = self.m.store.as_int(v).cloned() {
            let tk = self.m.store.ty(ty).clone();
            let fk = self.m.store.ty(from).clone();
            if tk.is_pointer() && val == BigInt::from(0) && !fk.is_float() {
                return self.m.store.null_pointer(ty);
            }
        }
        if let Some(b) = self.m.store.as_bool(v) {
            if self.m.store.ty(ty).is_bitvector() {
                return self.m.store.int_const(b as u8, ty);
            }
        }
        let c = self.m.store.typecast(v, ty);
        // `(long)&((struct S *)0)->m` is an offset, folded as CBMC's simplifier does
        if matches!(self.m.store.kind(v), ExprKind::AddressOf)
            && ctypes::is_integer(&self.m.store, ty)
        {
            let layout = super::consteval::Layout {
                symbols: &self.m.symbols,
                target: &self.target,
            };
            if let Some(n) = super::consteval::eval_in(&self.m.store, c, Some(layout)) {
                return self.m.store.int_const(n, ty);
            }
        }
        c
    }

    /// Whether `v` is a null pointer constant: an integer constant expression of value 0
    /// (`0`, `5 * 0`, `(long)x * 0l` for a constant `x`: the Linux kernel's
    /// `__is_constexpr`), possibly cast to `void*`.
    pub fn is_null_constant(&self, v: ExprId) -> bool {
        let s = &self.m.store;
        match s.kind(v) {
            ExprKind::Constant(Literal::Int(x)) => *x == BigInt::from(0),
            ExprKind::Typecast => self.is_null_constant(s.op(v, 0)),
            _ if matches!(s.ty(s.type_of(v)), TypeKind::Signed(_) | TypeKind::Unsigned(_)) => {
                let layout = super::consteval::Layout {
                    symbols: &self.m.symbols,
                    target: &self.target,
                };
                super::consteval::eval_in(s, v, Some(layout)).is_some_and(|n| n == BigInt::from(0))
            }
            _ => false,
        }
    }

    // ------------------------------------------------------------ expressions

    /// Converts an expression without array/function decay (so that `sizeof a` and `&a`
    /// see the array).
    pub fn expr(&mut self, e: &ast::Expr) -> R<ExprId> {
        use ast::ExprKind as E;
        let span = e.span;
        match &e.kind {
            E::Ident(name) => self.identifier(name, span),
            E::Int(lit) => self.int_literal(lit, span),
            E::Float(lit) => self.float_literal(lit, span),
            E::Char(c) => {
                let mut v: i64 = 0;
                for &u in &c.units {
                    v = (v << 8) | (u as i64 & 0xff);
                }
                if c.prefix == ast::StrPrefix::None
                    && c.units.len() == 1
                    && !self.target.unsigned_char
                {
                    v = v as u8 as i8 as i64;
                } else if c.prefix != ast::StrPrefix::None {
                    v = c.units.first().copied().unwrap_or(0) as i64;
                }
                // C11: `u'x'` is a char16_t, `U'x'` a char32_t, `L'x'` a wchar_t
                let t = match c.prefix {
                    ast::StrPrefix::Utf16 => self.ct.ushort,
                    ast::StrPrefix::Utf32 => self.ct.uint,
                    ast::StrPrefix::Utf8 => self.ct.uchar,
                    _ => self.ct.int,
                };
                Ok(self.m.store.int_const(v, t))
            }
            E::String(c) => self.string_literal(c),
            E::Generic { control, assocs } => {
                let ct = self.type_of_expr(control)?;
                let ct = self.decay_type(ct);
                // relational operators are Boolean here but `int` in C (CBMC converts too)
                let ct = if ct == BOOL { self.ct.int } else { ct };
                // an enum type is compatible with its underlying type (GCC)
                let ct_base = self.enum_base(ct);
                // goto types keep neither qualifiers nor `char` apart from `signed char`:
                // those come from the declarations where they are known
                let cq = self.control_quals(control);
                let mut default = None;
                let mut matches = Vec::new();
                let mut inexact = false;
                for a in assocs {
                    match &a.ty {
                        Some(tn) => {
                            let at = self.type_name(tn)?;
                            if at != ct && Some(at) != ct_base {
                                continue;
                            }
                            let aq = super::c_quals(&tn.specs, tn.declarator.as_ref());
                            match (&cq, aq) {
                                (Some(c), Some(q)) if *c != q => {}
                                (Some(_), Some(_)) => matches.push(&a.expr),
                                _ => {
                                    inexact = true;
                                    matches.push(&a.expr);
                                }
                            }
                        }
                        None => default = Some(&a.expr),
                    }
                }
                // without the qualifiers, say so rather than pick a possibly wrong
                // association (FIXME: a controlling expression whose qualifiers are not
                // known here, e.g. a member or a call, still matches by goto type alone)
                let lossy = inexact && matches!(self.m.store.ty(ct), TypeKind::Signed(8));
                if matches.len() > 1 || (lossy && default.is_some()) {
                    let what = match self.m.store.ty(ct) {
                        TypeKind::Signed(64) | TypeKind::Unsigned(64) if matches.len() > 1 => {
                            "long and long long"
                        }
                        _ => "char and signed char or on qualifiers of pointed-to types",
                    };
                    return self.fail(
                        span,
                        format!("unsupported: _Generic selection that depends on the difference between {what}"),
                    );
                }
                match matches.first().or(default.as_ref()) {
                    Some(d) => self.expr(d),
                    None => self.fail(span, "_Generic selector of type has no match"),
                }
            }
            E::Member {
                base,
                member,
                arrow,
            } => {
                let b = if *arrow {
                    let p = self.rvalue(base)?;
                    self.dereference(p, base.span)?
                } else {
                    self.expr(base)?
                };
                self.member(b, &member.name, member.span)
            }
            E::Index { base, index } => {
                let b = self.expr(base)?;
                let i = self.rvalue(index)?;
                self.index(b, i, span)
            }
            E::Call { callee, args } => self.call(callee, args, span, true),
            E::CompoundLiteral { ty, init } => {
                let mut t = self.type_name(ty)?;
                let init = ast::Initializer::List(init.clone());
                if self.fun.is_none() {
                    let v = self.initializer(&mut t, &init, span)?;
                    return Ok(self.static_object("__compound_literal", t, v));
                }
                let v = self.initializer(&mut t, &init, span)?;
                let tmp = self.new_temp("compound_literal", t, span);
                let loc = self.loc(span);
                self.emit(Instruction::new(
                    InstrKind::Assign { lhs: tmp, rhs: v },
                    loc,
                ));
                Ok(tmp)
            }
            E::Unary { op, operand } => self.unary(*op, operand, span),
            E::SizeofExpr(x) => {
                let t = self.c_type_of_expr(x)?;
                self.sizeof(t, span)
            }
            E::SizeofType(tn) => {
                let t = self.type_name(tn)?;
                self.sizeof(t, span)
            }
            E::AlignofExpr(x) => {
                // an object declared with an alignment of its own (GCC's `__alignof__`)
                if let E::Ident(n) = &x.kind {
                    if let Some(Entry::Symbol(id)) = self.lookup(n) {
                        if let Some(&a) = self.object_aligns.get(id) {
                            return Ok(self.m.store.int_const(a, self.ct.size_t));
                        }
                    }
                }
                let t = self.c_type_of_expr(x)?;
                self.alignof(t, span)
            }
            E::AlignofType(tn) => {
                let t = self.type_name(tn)?;
                let derived = tn.declarator.as_ref().map_or(&[][..], |d| &d.derived[..]);
                match self.typedef_alignment(&tn.specs, derived) {
                    Some(a) => Ok(self.m.store.int_const(a, self.ct.size_t)),
                    None => self.alignof(t, span),
                }
            }
            E::Cast { ty, expr } => {
                let t = self.type_name(ty)?;
                let v = self.rvalue(expr)?;
                if t == self.ct.void {
                    return Ok(self.m.store.typecast(v, t));
                }
                if self.enum_base(t).is_some() {
                    return Ok(self.cast(v, t));
                }
                let st = &self.m.store;
                let vt = st.type_of(v);
                if self.is_vector(t) || self.is_vector(vt) {
                    // between a vector and a vector or integer of the same size: the same
                    // bits (GCC)
                    let size = |s: &Self, x: TypeId| {
                        ctypes::size_align(&s.m.store, &s.m.symbols, &s.target, x).map(|x| x.0)
                    };
                    let (fs, ts) = (size(self, vt), size(self, t));
                    let scalar_ok = |s: &Self, x: TypeId| {
                        s.is_vector(x) || ctypes::is_integer(&s.m.store, x)
                    };
                    if fs.is_none() || fs != ts || !scalar_ok(self, vt) || !scalar_ok(self, t) {
                        return self.fail(span, "a vector converts only to a vector or integer of its size");
                    }
                    return Ok(self.m.store.typecast(v, t));
                }
                if !ctypes::is_scalar(st, t) {
                    if self.m.symbols.follow(st, self.m.store.type_of(v))
                        == self.m.symbols.follow(st, t)
                    {
                        return Ok(v);
                    }
                    return self.fail(span, "conversion to a non-scalar type");
                }
                Ok(self.cast(v, t))
            }
            E::Binary { op, lhs, rhs } => self.binary(*op, lhs, rhs, span),
            E::Assign { .. } => self.assignment(e, true),
            E::Conditional { cond, then, els } => {
                self.conditional(cond, then.as_deref(), els, span)
            }
            E::Comma(items) => {
                let (last, init) = items.split_last().ok_or(Reported)?;
                for i in init {
                    self.expr_stmt(i)?;
                }
                self.expr(last)
            }
            E::StmtExpr(block) => self.statement_expression(block, span),
            E::LabelAddr(l) => {
                if self.fun.is_none() {
                    return self.fail(span, "address of a label (&&label) outside a function");
                }
                Ok(self.label_address(&l.name))
            }
            E::Offsetof { ty, designator } => {
                let t = self.type_name(ty)?;
                self.offsetof(t, designator, span)
            }
            E::VaArg { ap, ty } => self.va_arg(ap, ty, span),
            E::TypesCompatible(a, b) => {
                let v = self.types_compatible(a, b)?;
                let int = self.ct.int;
                Ok(self.m.store.int_const(v as u8, int))
            }
            E::ConvertVector { expr, ty } => {
                // element-wise conversion between vectors of one element count
                let v = self.rvalue(expr)?;
                let t = self.type_name(ty)?;
                let st = &self.m.store;
                let (vf, tf) = (
                    self.m.symbols.follow(st, st.type_of(v)),
                    self.m.symbols.follow(st, t),
                );
                match (st.ty(vf).clone(), st.ty(tf).clone()) {
                    (
                        TypeKind::Vector { elem: from, size: n },
                        TypeKind::Vector { elem: to, size: m },
                    ) if st.as_int(n).is_some() && st.as_int(n) == st.as_int(m) => {
                        let count = st.as_int(n).and_then(num_traits::ToPrimitive::to_u64).unwrap_or(0);
                        let it = self.ct.ssize_t;
                        let elems = (0..count)
                            .map(|k| {
                                let i = self.m.store.int_const(k, it);
                                let x = self.m.store.index(v, i, from);
                                self.cast(x, to)
                            })
                            .collect::<Vec<_>>();
                        Ok(self.m.store.mk(ExprKind::Array, t, elems))
                    }
                    _ => self.fail(
                        span,
                        "__builtin_convertvector needs vectors of the same number of elements",
                    ),
                }
            }
            E::Quantifier { kind, decls, body } => self.quantifier(*kind, decls, body, span),
            E::Lambda { .. } => self.fail(
                span,
                "a \\lambda expression that is not applied to arguments is not supported yet",
            ),
        }
    }

    /// The [`super::CQuals`] of a `_Generic` controlling expression after lvalue
    /// conversion, where known: declared objects, string literals and casts.
    fn control_quals(&self, e: &ast::Expr) -> Option<super::CQuals> {
        let q = match &e.kind {
            ast::ExprKind::Ident(name) => match self.lookup(name) {
                Some(Entry::Symbol(id)) => self.decl_quals.get(id).cloned()?,
                _ => return None,
            },
            ast::ExprKind::String(c) => super::CQuals {
                levels: vec![0, 0],
                plain_char: c.prefix == ast::StrPrefix::None,
            },
            ast::ExprKind::Cast { ty, .. } => super::c_quals(&ty.specs, ty.declarator.as_ref())?,
            // `&x`: a pointer to x's type, qualifiers included
            ast::ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => match &operand.kind {
                ast::ExprKind::Ident(name) => match self.lookup(name) {
                    Some(Entry::Symbol(id)) => {
                        let mut q = self.decl_quals.get(id).cloned()?;
                        q.levels.push(0);
                        q
                    }
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
        Some(q.unqualified())
    }

    /// The type after array-to-pointer and function-to-pointer conversion.
    pub fn decay_type(&mut self, t: TypeId) -> TypeId {
        let w = self.target.pointer_width();
        match self.m.store.ty(t).clone() {
            TypeKind::Array { elem, .. } => self.m.store.pointer_type(elem, w),
            TypeKind::Code { .. } => self.m.store.pointer_type(t, w),
            _ => t,
        }
    }

    fn identifier(&mut self, name: &str, span: Span) -> R<ExprId> {
        if name == super::CONSTANT_INFINITY {
            // CBMC reads it as `infinity` everywhere, which its solver then ignores (an
            // unconstrained value): refused here rather than guessed
            return self.fail(
                span,
                format!("{name} is supported only as the size of an array"),
            );
        }
        match self.lookup(name).cloned() {
            Some(Entry::Symbol(id)) => {
                let ty = match self.m.symbols.get(id) {
                    Some(s) => s.ty,
                    None => return self.fail(span, format!("'{name}' undeclared")),
                };
                // a function whose address is taken needs its body (a library model) as
                // much as a called one: `void *(*f)(void *, int, size_t) = memset;`
                if matches!(self.m.store.ty(ty), TypeKind::Code { .. }) && !self.called.contains(&id) {
                    self.called.push(id);
                }
                Ok(self.m.store.symbol(id, ty))
            }
            Some(Entry::EnumConst(v, t)) => Ok(self.m.store.int_const(v, t)),
            Some(Entry::Typedef(..)) => self.fail(span, format!("unexpected type name '{name}'")),
            None => {
                if name == "__func__" || name == "__FUNCTION__" || name == "__PRETTY_FUNCTION__" {
                    let fname = self.fun.as_ref().map(|f| f.name.as_str()).unwrap_or("");
                    let lit = ast::CharsLiteral {
                        prefix: ast::StrPrefix::None,
                        units: fname.chars().map(|c| c as u32).collect(),
                    };
                    return self.string_literal(&lit);
                }
                self.fail(span, format!("'{name}' undeclared"))
            }
        }
    }

    fn int_literal(&mut self, lit: &ast::IntLiteral, span: Span) -> R<ExprId> {
        let ct = self.ct;
        let decimal = lit.radix == crate::literal::Radix::Decimal;
        let candidates: Vec<TypeId> = match (lit.unsigned, lit.long) {
            (false, 0) if decimal => vec![ct.int, ct.long, ct.llong],
            (false, 0) => vec![ct.int, ct.uint, ct.long, ct.ulong, ct.llong, ct.ullong],
            (true, 0) => vec![ct.uint, ct.ulong, ct.ullong],
            (false, 1) if decimal => vec![ct.long, ct.llong],
            (false, 1) => vec![ct.long, ct.ulong, ct.llong, ct.ullong],
            (true, 1) => vec![ct.ulong, ct.ullong],
            (false, _) if decimal => vec![ct.llong],
            (false, _) => vec![ct.llong, ct.ullong],
            (true, _) => vec![ct.ullong],
        };
        let v = BigInt::from(lit.value);
        for t in candidates {
            let (w, signed) = ctypes::int_info(&self.m.store, t);
            let max = if signed {
                (BigInt::from(1) << (w - 1)) - 1
            } else {
                (BigInt::from(1) << w) - 1
            };
            if v <= max {
                return Ok(self.m.store.int_const(v, t));
            }
        }
        if lit.value <= u64::MAX as u128 {
            return Ok(self.m.store.int_const(v, ct.ullong));
        }
        let t = if lit.unsigned { ct.uint128 } else { ct.int128 };
        let _ = span;
        Ok(self.m.store.int_const(v, t))
    }

    fn float_literal(&mut self, lit: &ast::FloatLiteral, span: Span) -> R<ExprId> {
        use crate::literal::FloatSuffix as S;
        let t = match lit.suffix {
            S::F | S::FloatN(32) => self.ct.float,
            S::L | S::W | S::FloatNx(64) => self.ct.long_double,
            S::Q | S::FloatN(128) => self.ct.float128,
            _ => self.ct.double,
        };
        let TypeKind::Floatbv { width, fraction } = *self.m.store.ty(t) else {
            return self.fail(span, "unexpected floating type");
        };
        let Some(bits) = crate::literal::float_bits(&lit.text, lit.hex, width, fraction) else {
            return self.fail(span, "malformed floating constant");
        };
        Ok(self
            .m
            .store
            .mk(ExprKind::Constant(Literal::Int(bits)), t, []))
    }

    /// A fresh unnamed object of static lifetime (`{prefix}$n`) of type `t` with initial
    /// value `value`: a file-scope compound literal, a wide literal of non-characters.
    fn static_object(&mut self, prefix: &str, t: TypeId, value: ExprId) -> ExprId {
        let id = goto_ir::Ident::new(&format!("{prefix}${}", self.fresh()));
        let mut sym = goto_ir::Symbol::new(id, t);
        sym.is_static_lifetime = true;
        sym.is_lvalue = true;
        sym.value = Some(value);
        self.m.symbols.replace(sym);
        self.statics.push(id);
        self.m.store.symbol(id, t)
    }

    /// A string literal: an array of char (lvalue; decays in rvalue context).
    pub fn string_literal(&mut self, c: &ast::CharsLiteral) -> R<ExprId> {
        // the elements: char, wchar_t (int), char16_t or char32_t
        let elem = match c.prefix {
            _ if c.prefix.is_narrow() => self.ct.char_,
            ast::StrPrefix::Utf16 => self.ct.ushort,
            ast::StrPrefix::Utf32 => self.ct.uint,
            _ => self.ct.int,
        };
        let size_t = self.ct.size_t;
        let n = self.m.store.int_const(c.units.len() + 1, size_t);
        let t = self.m.store.array_type(elem, Some(n));
        let text: Option<String> = c.units.iter().map(|&u| char::from_u32(u)).collect();
        let Some(text) = text else {
            // a code unit that is no character (`L"\xffffffff"`, a surrogate `L"\xd800"`)
            // has no place in a string constant's text: the literal is a static array
            // object of its units instead, as a file-scope compound literal is
            let mut elems: Vec<ExprId> = c
                .units
                .iter()
                .map(|&u| self.m.store.int_const(u, elem))
                .collect();
            elems.push(self.m.store.int_const(0u32, elem));
            let value = self.m.store.mk(ExprKind::Array, t, elems);
            return Ok(self.static_object("__string_literal", t, value));
        };
        Ok(self
            .m
            .store
            .mk(ExprKind::StringConstant(goto_ir::Ident::new(&text)), t, []))
    }

    /// `*p`.
    pub fn dereference(&mut self, p: ExprId, span: Span) -> R<ExprId> {
        let t = self.m.store.type_of(p);
        match self.m.store.ty(t).clone() {
            TypeKind::Pointer { .. } => {
                // `*p` of a `void *` is a void lvalue: usable only where its value is not
                // (a discarded `*p;`, `&*p`), which GCC accepts with a warning; any use of
                // its value is an error where the value is converted
                // `*&x` is `x`
                if matches!(self.m.store.kind(p), ExprKind::AddressOf) {
                    return Ok(self.m.store.op(p, 0));
                }
                Ok(self.m.store.deref(p))
            }
            _ => self.fail(span, "indirection requires a pointer operand"),
        }
    }

    /// `s.name`, looking into anonymous members as C11 does.
    pub fn member(&mut self, s: ExprId, name: &str, span: Span) -> R<ExprId> {
        let st = self.m.store.type_of(s);
        let ft = self.m.symbols.follow(&self.m.store, st);
        let comps = match self.m.store.ty(ft) {
            TypeKind::Struct(c) | TypeKind::Union(c) => {
                if c.incomplete {
                    return self.fail(span, "member access into an incomplete type");
                }
                c.components.clone()
            }
            _ => {
                return self.fail(
                    span,
                    format!("request for member '{name}' in something not a structure or union"),
                )
            }
        };
        let id = goto_ir::Ident::new(name);
        if let Some(c) = comps.iter().find(|c| c.name == id) {
            return Ok(self.m.store.member(s, id, c.ty));
        }
        for c in comps
            .iter()
            .filter(|c| c.name.as_str().starts_with("$anon"))
        {
            let inner = self.m.store.member(s, c.name, c.ty);
            let saved = self.diags.len();
            if let Ok(r) = self.member(inner, name, span) {
                return Ok(r);
            }
            self.diags.truncate(saved);
        }
        self.fail(span, format!("no member named '{name}'"))
    }

    /// The component names leading from struct/union type `t` to its member `name`,
    /// through anonymous members; `None` if there is no such member.
    pub(crate) fn member_path(
        &self,
        t: TypeId,
        name: goto_ir::Ident,
        depth: u32,
    ) -> Option<Vec<goto_ir::Ident>> {
        let ft = self.m.symbols.follow(&self.m.store, t);
        let comps = match self.m.store.ty(ft) {
            TypeKind::Struct(c) | TypeKind::Union(c) => &c.components,
            _ => return None,
        };
        if comps.iter().any(|c| c.name == name) {
            return Some(vec![name]);
        }
        if depth > 64 {
            return None;
        }
        for c in comps
            .iter()
            .filter(|c| c.name.as_str().starts_with("$anon"))
        {
            if let Some(mut rest) = self.member_path(c.ty, name, depth + 1) {
                rest.insert(0, c.name);
                return Some(rest);
            }
        }
        None
    }

    /// `b[i]` for arrays and pointers (and `i[b]`).
    pub fn index(&mut self, b: ExprId, i: ExprId, span: Span) -> R<ExprId> {
        let bt = self.m.store.type_of(b);
        let (b, i) = if ctypes::is_integer(&self.m.store, bt) {
            (i, b)
        } else {
            (b, i)
        };
        let bt = self.m.store.type_of(b);
        // CBMC converts every index to the signed size type (`signed long int` on LP64),
        // without folding constants: `a[(signed long int)1]` in property texts
        let index_type = self.ct.ssize_t;
        let i = if self.m.store.type_of(i) == index_type {
            i
        } else {
            self.m.store.typecast(i, index_type)
        };
        match self.m.store.ty(bt).clone() {
            // a zero-length array member (a flexible array member, or GNU's `a[0]`): its
            // elements lie past the member, in the memory of the enclosing object, so the
            // access is `*(&x.a[0] + i)`, as CBMC's symex rewrites it; the pointer checks
            // then bound it by the size of the object actually allocated
            TypeKind::Array { size: Some(n), .. }
                if matches!(self.m.store.kind(b), ExprKind::Member(_))
                    && self
                        .m
                        .store
                        .as_int(n)
                        .is_some_and(|v| *v == BigInt::from(0)) =>
            {
                let p = self.decay(b);
                let sum = self.m.store.plus(p, i);
                self.dereference(sum, span)
            }
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
                Ok(self.m.store.index(b, i, elem))
            }
            TypeKind::Pointer { .. } => {
                let sum = self.m.store.plus(b, i);
                self.dereference(sum, span)
            }
            _ => self.fail(span, "subscripted value is neither array nor pointer"),
        }
    }

    /// Integer promotion of a value (Booleans become `int`).
    pub fn promote_value(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        if t == BOOL {
            let int = self.ct.int;
            return self.cast(v, int);
        }
        let p = ctypes::promote(&self.m.store, &self.ct, t);
        self.cast(v, p)
    }

    fn sizeof(&mut self, t: TypeId, span: Span) -> R<ExprId> {
        let size_t = self.ct.size_t;
        // the value of an assignment to a bit-field has the bit-field's type (GCC): its
        // size is that of its width in bytes, as in CBMC
        if let TypeKind::CBitField { width, .. } = *self.m.store.ty(t) {
            return Ok(self.m.store.int_const(width.div_ceil(8), size_t));
        }
        match ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, t) {
            Some((s, _)) => {
                // CBMC's `#c_sizeof_type`: an allocation of this size gets type `t`
                let c = self.m.store.int_const(s, size_t);
                return Ok(self.m.store.with_c_sizeof_type(c, t));
            }
            None if t == self.ct.void => return Ok(self.m.store.int_const(1, size_t)),
            None => {}
        }
        if self.has_infinite_array(t) {
            // CBMC's message for a type without size
            let cfg = match self.target.data_model {
                crate::DataModel::Ilp32 => goto_ir::c_syntax::CConfig::ilp32(),
                crate::DataModel::Lp64 => goto_ir::c_syntax::CConfig::lp64(),
            };
            let ty = goto_ir::c_syntax::ty(&self.m.store, &self.m.symbols, &cfg, t);
            return self.fail(span, format!("type has no size: {ty}"));
        }
        let ft = self.m.symbols.follow(&self.m.store, t);
        match self.m.store.ty(ft).clone() {
            TypeKind::Array {
                elem,
                size: Some(n),
            } => {
                // VLA, or an array of VLA structs/unions: n * sizeof(elem)
                let es = self.sizeof(elem, span)?;
                let n = self.cast(n, size_t);
                Ok(self.m.store.mult(n, es))
            }
            TypeKind::Struct(c) if !c.incomplete => self.sizeof_dynamic_struct(&c, span),
            TypeKind::Union(c) if !c.incomplete => self.sizeof_dynamic_union(&c, span),
            _ => self.fail(
                span,
                "invalid application of 'sizeof' to an incomplete type",
            ),
        }
    }

    /// `sizeof` of a struct with variable-length members (a GNU extension): the layout is
    /// recomputed with symbolic sizes, padding each member to its alignment.
    fn sizeof_dynamic_struct(&mut self, c: &goto_ir::Compound, span: Span) -> R<ExprId> {
        let size_t = self.ct.size_t;
        let mut off: u64 = 0;
        let mut dynamic: Option<(ExprId, u64)> = None; // symbolic part, its known alignment
        let mut max_align = 1;
        for comp in c.components.iter().filter(|c| !c.padding) {
            let (size, align) =
                match ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, comp.ty) {
                    Some((s, a)) if !matches!(self.m.store.ty(comp.ty), TypeKind::CBitField { .. }) => {
                        (Err(s), a)
                    }
                    Some(_) => {
                        return self.fail(
                            span,
                            "sizeof of a structure with both bit-fields and variable-length members is not supported",
                        )
                    }
                    None => {
                        // a variable-length array, or a struct or union holding one: its
                        // size is a multiple of its element's size (arrays) or alignment
                        let Some(a) = self.dynamic_align(comp.ty, 0) else {
                            return self.fail(span, "invalid application of 'sizeof' to an incomplete type");
                        };
                        let ft = self.m.symbols.follow(&self.m.store, comp.ty);
                        let multiple = match self.m.store.ty(ft).clone() {
                            TypeKind::Array { elem, .. } => {
                                ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, elem)
                                    .map_or(a, |(es, _)| es)
                            }
                            _ => a,
                        };
                        (Ok((self.sizeof(comp.ty, span)?, multiple)), a)
                    }
                };
            let align = if c.packed { 1 } else { align };
            max_align = max_align.max(align);
            self.align_offset(&mut off, &mut dynamic, align);
            match size {
                Err(s) => off += s,
                Ok((e, multiple)) => {
                    dynamic = Some(match dynamic {
                        None => (e, multiple),
                        Some((d, g)) => (self.m.store.plus(d, e), gcd(g, multiple)),
                    })
                }
            }
        }
        self.align_offset(&mut off, &mut dynamic, max_align);
        let k = self.m.store.int_const(off, size_t);
        Ok(match dynamic {
            None => k,
            Some((d, _)) if off == 0 => d,
            Some((d, _)) => self.m.store.plus(k, d),
        })
    }

    /// `sizeof` of a union with variable-length members (a GNU extension): the largest
    /// member's size, rounded up to the union's alignment.
    fn sizeof_dynamic_union(&mut self, c: &goto_ir::Compound, span: Span) -> R<ExprId> {
        let size_t = self.ct.size_t;
        let mut max: Option<ExprId> = None;
        let mut max_align = 1;
        for comp in c.components.iter().filter(|c| !c.padding) {
            if matches!(self.m.store.ty(comp.ty), TypeKind::CBitField { .. }) {
                return self.fail(
                    span,
                    "sizeof of a union with both bit-fields and variable-length members is not supported",
                );
            }
            let Some(a) = self.dynamic_align(comp.ty, 0) else {
                return self.fail(span, "invalid application of 'sizeof' to an incomplete type");
            };
            max_align = max_align.max(if c.packed { 1 } else { a });
            let size = self.sizeof(comp.ty, span)?;
            let size = self.cast(size, size_t);
            max = Some(match max {
                None => size,
                Some(m) => {
                    let bigger = self.m.store.gt(size, m);
                    self.m.store.ite(bigger, size, m)
                }
            });
        }
        let mut off = 0;
        let mut dynamic = max.map(|m| (m, 1));
        self.align_offset(&mut off, &mut dynamic, max_align);
        Ok(match dynamic {
            Some((d, _)) => d,
            None => self.m.store.int_const(off, size_t),
        })
    }

    /// The alignment of `t`, also when its size is not constant (variable-length arrays
    /// and the structs and unions holding them); `None` for types without one.
    fn dynamic_align(&self, t: TypeId, depth: u32) -> Option<u64> {
        if let Some((_, a)) = ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, t) {
            return Some(a);
        }
        if depth > 16 {
            return None;
        }
        let ft = self.m.symbols.follow(&self.m.store, t);
        match self.m.store.ty(ft) {
            TypeKind::Array { elem, .. } => self.dynamic_align(*elem, depth + 1),
            TypeKind::Struct(c) | TypeKind::Union(c) if !c.incomplete => {
                let mut align = 1;
                for comp in c.components.iter().filter(|c| !c.padding) {
                    let a = match self.m.store.ty(comp.ty) {
                        TypeKind::CBitField { base, .. } => self.dynamic_align(*base, depth + 1)?,
                        _ => self.dynamic_align(comp.ty, depth + 1)?,
                    };
                    if !c.packed {
                        align = align.max(a);
                    }
                }
                Some(align)
            }
            _ => None,
        }
    }

    /// Rounds the offset `off + dynamic` up to a multiple of `align`.
    fn align_offset(&mut self, off: &mut u64, dynamic: &mut Option<(ExprId, u64)>, align: u64) {
        let align = align.max(1);
        match *dynamic {
            None => *off = off.div_ceil(align) * align,
            Some((_, g)) if g.is_multiple_of(align) && off.is_multiple_of(align) => {}
            Some((d, _)) => {
                let size_t = self.ct.size_t;
                let k = self.m.store.int_const(*off + align - 1, size_t);
                let a = self.m.store.int_const(align, size_t);
                let sum = self.m.store.plus(d, k);
                let q = self.m.store.mk(ExprKind::Div, size_t, [sum, a]);
                *dynamic = Some((self.m.store.mult(q, a), align));
                *off = 0;
            }
        }
    }

    /// GCC's `__builtin_types_compatible_p`: C11's type compatibility (6.2.7), top-level
    /// qualifiers ignored. Goto types keep neither qualifiers nor `char` apart from `signed
    /// char` or `long` from `long long`: where both types are written with specifiers (no
    /// typedef or typeof), the spelling tells those apart.
    fn types_compatible(&mut self, a: &ast::TypeName, b: &ast::TypeName) -> R<bool> {
        let (ta, tb) = (self.type_name(a)?, self.type_name(b)?);
        // enumerations are compiled as `int`: an enumeration is compatible with its
        // underlying type (`unsigned int` without negative constants) and with itself only
        let enum_spec = |tn: &ast::TypeName| -> Option<Option<String>> {
            if tn.declarator.as_ref().is_some_and(|d| !d.derived.is_empty()) {
                return None;
            }
            tn.specs.type_specifiers().find_map(|t| match t {
                ast::TypeSpecifier::Enum(es) => Some(es.name.as_ref().map(|n| n.name.clone())),
                _ => None,
            })
        };
        match (enum_spec(a), enum_spec(b)) {
            (Some(x), Some(y)) => return Ok(x.is_some() && x == y),
            (Some(_), None) => return Ok(self.enum_underlying(a)? == Some(tb)),
            (None, Some(_)) => return Ok(self.enum_underlying(b)? == Some(ta)),
            (None, None) => {}
        }
        if !self.compatible_types(ta, tb) {
            return Ok(false);
        }
        let qa = super::c_quals(&a.specs, a.declarator.as_ref()).map(|q| q.unqualified());
        let qb = super::c_quals(&b.specs, b.declarator.as_ref()).map(|q| q.unqualified());
        let (Some(qa), Some(qb)) = (qa, qb) else {
            return Ok(true);
        };
        let longs = |tn: &ast::TypeName| {
            tn.specs
                .type_specifiers()
                .filter(|t| matches!(t, ast::TypeSpecifier::Long))
                .count()
        };
        let signed = |tn: &ast::TypeName| {
            tn.specs
                .type_specifiers()
                .any(|t| matches!(t, ast::TypeSpecifier::Signed))
        };
        let char_ = |tn: &ast::TypeName| {
            tn.specs
                .type_specifiers()
                .any(|t| matches!(t, ast::TypeSpecifier::Char))
        };
        let same_char = !char_(a) || !char_(b) || signed(a) == signed(b);
        Ok(qa == qb && longs(a) == longs(b) && same_char)
    }

    /// The underlying integer type of the enumeration type name `tn`.
    fn enum_underlying(&mut self, tn: &ast::TypeName) -> R<Option<TypeId>> {
        self.last_enum_base = None;
        let t = self.type_name(tn)?;
        Ok(self.last_enum_base.take().or_else(|| self.enum_base(t)))
    }

    /// Whether goto types `a` and `b` may be compatible C types: equal, or arrays of
    /// compatible elements one of unknown size, pointers to compatible types, functions with
    /// compatible results of which one has no prototype, an enumeration and its underlying
    /// integer type.
    fn compatible_types(&self, a: TypeId, b: TypeId) -> bool {
        let s = &self.m.store;
        let (fa, fb) = (self.m.symbols.follow(s, a), self.m.symbols.follow(s, b));
        if a == b || fa == fb {
            return true;
        }
        match (s.ty(fa), s.ty(fb)) {
            (TypeKind::CEnum { base, .. }, _) => *base == fb,
            (_, TypeKind::CEnum { base, .. }) => *base == fa,
            (TypeKind::Array { elem: x, size: n }, TypeKind::Array { elem: y, size: m }) => {
                let sized = |z: &Option<ExprId>| z.and_then(|e| s.as_int(e).cloned());
                let (n, m) = (sized(n), sized(m));
                self.compatible_types(*x, *y) && (n.is_none() || m.is_none() || n == m)
            }
            (TypeKind::Pointer { base: x, .. }, TypeKind::Pointer { base: y, .. }) => {
                self.compatible_types(*x, *y)
            }
            (
                TypeKind::Code { params: p, ret: r, variadic: v },
                TypeKind::Code { params: q, ret: t, variadic: w },
            ) => {
                let unprototyped = |ps: &Vec<goto_ir::Parameter>, var: bool| ps.is_empty() && var;
                self.compatible_types(*r, *t)
                    && (unprototyped(p, *v)
                        || unprototyped(q, *w)
                        || (v == w
                            && p.len() == q.len()
                            && p.iter().zip(q).all(|(x, y)| self.compatible_types(x.ty, y.ty))))
            }
            _ => false,
        }
    }

    fn alignof(&mut self, t: TypeId, span: Span) -> R<ExprId> {
        let size_t = self.ct.size_t;
        match ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, t) {
            Some((_, a)) => Ok(self.m.store.int_const(a, size_t)),
            None => self.fail(
                span,
                "invalid application of '_Alignof' to an incomplete type",
            ),
        }
    }

    fn offsetof(
        &mut self,
        t: TypeId,
        designator: &[ast::OffsetofDesignator],
        span: Span,
    ) -> R<ExprId> {
        let size_t = self.ct.size_t;
        let mut off: u64 = 0;
        let mut dynamic: Vec<ExprId> = Vec::new();
        let mut cur = t;
        for d in designator {
            match d {
                ast::OffsetofDesignator::Member(m) => {
                    let ft = self.m.symbols.follow(&self.m.store, cur);
                    if !matches!(
                        self.m.store.ty(ft),
                        TypeKind::Struct(_) | TypeKind::Union(_)
                    ) {
                        return self.fail(span, "offsetof into a non-struct");
                    }
                    let id = goto_ir::Ident::new(&m.name);
                    // the member may sit in anonymous structs/unions (C11 6.7.2.1p13)
                    let Some(path) = self.member_path(cur, id, 0) else {
                        return self.fail(m.span, format!("no member named '{}'", m.name));
                    };
                    for step in path {
                        let ft = self.m.symbols.follow(&self.m.store, cur);
                        let (c, is_union) = match self.m.store.ty(ft) {
                            TypeKind::Struct(c) => (c.clone(), false),
                            TypeKind::Union(c) => (c.clone(), true),
                            _ => return self.fail(span, "offsetof into a non-struct"),
                        };
                        let Some((_, comp)) = c.component(step) else {
                            return self.fail(m.span, format!("no member named '{}'", m.name));
                        };
                        if !is_union {
                            let bits = ctypes::member_offset_bits(
                                &self.m.store,
                                &self.m.symbols,
                                ft,
                                step,
                            )
                            .unwrap_or(0);
                            off += bits / 8;
                        }
                        cur = comp.ty;
                    }
                }
                ast::OffsetofDesignator::Index(e) => {
                    let TypeKind::Array { elem, .. } = self.m.store.ty(cur).clone() else {
                        return self.fail(span, "offsetof index into a non-array");
                    };
                    let es = ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, elem)
                        .map_or(0, |x| x.0);
                    let i = self.rvalue(e)?;
                    let i = self.cast(i, size_t);
                    match self.m.store.as_int(i) {
                        Some(v) => off += u64::try_from(v).unwrap_or(0) * es,
                        None => {
                            let esz = self.m.store.int_const(es, size_t);
                            dynamic.push(self.m.store.mult(i, esz));
                        }
                    }
                    cur = elem;
                }
            }
        }
        let mut r = self.m.store.int_const(off, size_t);
        for d in dynamic {
            r = self.m.store.plus(r, d);
        }
        Ok(r)
    }

    fn unary(&mut self, op: UnaryOp, operand: &ast::Expr, span: Span) -> R<ExprId> {
        match op {
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
                let post = matches!(op, UnaryOp::PostInc | UnaryOp::PostDec);
                self.increment(operand, inc, post, true, span)?
                    .ok_or(Reported)
            }
            UnaryOp::AddrOf => {
                let v = self.expr(operand)?;
                let w = self.target.pointer_width();
                // `&*p` is `p`
                if matches!(self.m.store.kind(v), ExprKind::Dereference) {
                    return Ok(self.m.store.op(v, 0));
                }
                let t = self.m.store.type_of(v);
                let t = self.nameless(t);
                let pt = self.m.store.pointer_type(t, w);
                Ok(self.m.store.address_of(v, pt))
            }
            UnaryOp::Deref => {
                let p = self.rvalue(operand)?;
                let t = self.m.store.type_of(p);
                if matches!(self.m.store.ty(t), TypeKind::Pointer { base, .. } if matches!(self.m.store.ty(*base), TypeKind::Code{..}))
                {
                    // `*fp` of a function pointer designates the function: keep the pointer
                    return Ok(p);
                }
                self.dereference(p, span)
            }
            UnaryOp::Plus => {
                let v = self.rvalue(operand)?;
                Ok(self.promote_value(v))
            }
            UnaryOp::Minus => {
                let v = self.rvalue(operand)?;
                let v = self.promote_value(v);
                if let Some(c) = self.m.store.as_int(v).cloned() {
                    let t = self.m.store.type_of(v);
                    if !self.m.store.ty(t).is_float() {
                        return Ok(self.m.store.int_const(-c, t));
                    }
                }
                Ok(self.m.store.unary_minus(v))
            }
            UnaryOp::BitNot => {
                let v = self.rvalue(operand)?;
                let v = self.promote_value(v);
                Ok(self.m.store.bitnot(v))
            }
            UnaryOp::Not => {
                // `!x` is `x == 0` (`p == NULL` for pointers), `¬b` for Booleans
                let v = self.rvalue(operand)?;
                let t = self.m.store.type_of(v);
                if t == BOOL {
                    return Ok(self.negate(v));
                }
                let c = self.to_bool(v, operand.span)?;
                if let Some(b) = self.m.store.as_bool(c) {
                    return Ok(self.m.store.bool_const(!b));
                }
                let (a, b) = (self.m.store.op(c, 0), self.m.store.op(c, 1));
                Ok(self.m.store.eq(a, b))
            }
            UnaryOp::Real | UnaryOp::Imag => {
                self.fail(span, "__real__/__imag__ are not supported yet")
            }
        }
    }

    /// `++x`, `x++`, `--x`, `x--`. When `used`, returns the value of the expression: the
    /// old value (kept in a `tmp_post` temporary) for the postfix forms, the updated value
    /// for the prefix forms (see [`Self::value_of_assignment`]).
    fn increment(
        &mut self,
        operand: &ast::Expr,
        inc: bool,
        post: bool,
        used: bool,
        span: Span,
    ) -> R<Option<ExprId>> {
        let lv = self.expr(operand)?;
        let t = self.m.store.type_of(lv);
        let loc = self.loc(span);
        // on an atomic object, one atomic read-modify-write (C11 6.5.2.4p2), a full barrier as
        // the atomic built-ins' (sequentially consistent by default)
        let atomic = self.is_atomic_lvalue(lv);
        if atomic {
            self.atomic_begin(&loc);
        }
        let old = if used && post {
            let tmp = self.new_temp("tmp_post", t, span);
            self.emit(Instruction::new(
                InstrKind::Assign { lhs: tmp, rhs: lv },
                loc,
            ));
            Some(tmp)
        } else {
            None
        };
        // CBMC types `x + 1` in the operand's own type for plain integers and floats (so
        // `signed char c; c++` is a signed-char addition with its own overflow check);
        // pointers step by a `ssize_t` 1; `_Bool` and bit-fields go through their
        // promoted type and are converted back.
        let kind = if inc { ExprKind::Plus } else { ExprKind::Minus };
        let new = match self.m.store.ty(t).clone() {
            TypeKind::Signed(_) | TypeKind::Unsigned(_) => {
                let one = self.m.store.int_const(1, t);
                self.m.store.mk(kind, t, [lv, one])
            }
            TypeKind::Floatbv { width, .. } => {
                let one = match width {
                    32 => Some(BigInt::from(1f32.to_bits())),
                    64 => Some(BigInt::from(1f64.to_bits())),
                    _ => None,
                };
                let one = match one {
                    Some(bits) => self
                        .m
                        .store
                        .mk(ExprKind::Constant(Literal::Int(bits)), t, []),
                    None => {
                        let int = self.ct.int;
                        let one = self.m.store.int_const(1, int);
                        self.m.store.typecast(one, t)
                    }
                };
                self.m.store.mk(kind, t, [lv, one])
            }
            TypeKind::Pointer { .. } => {
                let ssize = self.ct.ssize_t;
                let one = self.m.store.int_const(1, ssize);
                self.m.store.mk(kind, t, [lv, one])
            }
            _ => {
                let int = self.ct.int;
                let one = self.m.store.int_const(1, int);
                let op = if inc { BinOp::Add } else { BinOp::Sub };
                let cur = self.decay(lv);
                let sum = self.binary_values(op, cur, one, span)?;
                self.implicit_cast(sum, t, span)?
            }
        };
        let (rhs, value) = self.value_of_assignment(lv, new, used && !post, "tmp_pre", span);
        self.emit(Instruction::new(InstrKind::Assign { lhs: lv, rhs }, loc));
        if atomic {
            self.atomic_end(&loc, span);
        }
        Ok(if used { Some(old.unwrap_or(value)) } else { None })
    }

    fn binary(&mut self, op: BinOp, lhs: &ast::Expr, rhs: &ast::Expr, span: Span) -> R<ExprId> {
        match op {
            BinOp::LogAnd | BinOp::LogOr | BinOp::Implies => {
                return self.logical(op, lhs, rhs, span)
            }
            // GCC's relative jump tables (`&&l1 - &&l0`, `goto *(&&l0 + off)`): label
            // addresses are not offsets in one code object here
            BinOp::Add | BinOp::Sub if is_label_address(lhs) || is_label_address(rhs) => {
                return self.fail(span, "arithmetic on label addresses (&&label) is not supported yet")
            }
            _ => {}
        }
        let a = self.rvalue(lhs)?;
        let b = self.rvalue(rhs)?;
        self.binary_values(op, a, b, span)
    }

    /// A binary operator on converted operands.
    pub fn binary_values(&mut self, op: BinOp, a: ExprId, b: ExprId, span: Span) -> R<ExprId> {
        if self.is_vector(self.m.store.type_of(a)) || self.is_vector(self.m.store.type_of(b)) {
            return self.vector_binary(op, a, b, span);
        }
        let st = &self.m.store;
        let (ta, tb) = (st.type_of(a), st.type_of(b));
        let (pa, pb) = (ctypes::is_pointer(st, ta), ctypes::is_pointer(st, tb));
        let arith = |s: &Store, t| ctypes::is_arithmetic(s, t) || t == BOOL;
        match op {
            BinOp::Add | BinOp::Sub if pa || pb => {
                if op == BinOp::Sub && pa && pb {
                    let ssize = self.ct.ssize_t;
                    let b = if ta != tb {
                        self.m.store.typecast(b, ta)
                    } else {
                        b
                    };
                    return Ok(self.m.store.mk(ExprKind::Minus, ssize, [a, b]));
                }
                let (p, i) = if pa { (a, b) } else { (b, a) };
                if op == BinOp::Sub && !pa {
                    return self.fail(span, "invalid operands to binary -");
                }
                // the integer operand in the signed size type, as CBMC's typechecker does
                // (`p + (signed long int)10` in property texts), like an array index
                let index_type = self.ct.ssize_t;
                let i = if self.m.store.type_of(i) == index_type {
                    i
                } else {
                    self.m.store.typecast(i, index_type)
                };
                let pt = self.m.store.type_of(p);
                let k = if op == BinOp::Add {
                    ExprKind::Plus
                } else {
                    ExprKind::Minus
                };
                Ok(self.m.store.mk(k, pt, [p, i]))
            }
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne => {
                let (a, b) = if pa || pb {
                    let st = &self.m.store;
                    let (a2, b2) = if pa && pb {
                        (
                            a,
                            if ta != tb {
                                self.m.store.typecast(b, ta)
                            } else {
                                b
                            },
                        )
                    } else if pa {
                        (
                            a,
                            if self.is_null_constant(b) {
                                self.m.store.null_pointer(ta)
                            } else {
                                self.m.store.typecast(b, ta)
                            },
                        )
                    } else {
                        let _ = st;
                        (
                            if self.is_null_constant(a) {
                                self.m.store.null_pointer(tb)
                            } else {
                                self.m.store.typecast(a, tb)
                            },
                            b,
                        )
                    };
                    (a2, b2)
                } else if !arith(st, ta) || !arith(st, tb) {
                    return self.fail(span, "invalid operands to a comparison");
                } else {
                    let t = ctypes::usual_arithmetic(
                        &mut self.m.store,
                        &self.ct,
                        bool_as_int(ta, self.ct.int),
                        bool_as_int(tb, self.ct.int),
                    );
                    (self.cast(a, t), self.cast(b, t))
                };
                let s = &mut self.m.store;
                Ok(match op {
                    BinOp::Lt => s.lt(a, b),
                    BinOp::Gt => s.gt(a, b),
                    BinOp::Le => s.le(a, b),
                    BinOp::Ge => s.ge(a, b),
                    BinOp::Eq => s.eq(a, b),
                    _ => s.ne(a, b),
                })
            }
            BinOp::Shl | BinOp::Shr => {
                if !arith(st, ta) || !arith(st, tb) {
                    return self.fail(span, "invalid operands to a shift");
                }
                let a = self.promote_value(a);
                let b = self.promote_value(b);
                let signed = self.m.store.ty(self.m.store.type_of(a)).is_signed();
                let k = match (op, signed) {
                    (BinOp::Shl, _) => ExprKind::Shl,
                    (_, true) => ExprKind::Ashr,
                    _ => ExprKind::Lshr,
                };
                Ok(self.m.store.shift(k, a, b))
            }
            _ => {
                if !arith(st, ta) || !arith(st, tb) {
                    return self.fail(span, "invalid operands to a binary operator");
                }
                let t = ctypes::usual_arithmetic(
                    &mut self.m.store,
                    &self.ct,
                    bool_as_int(ta, self.ct.int),
                    bool_as_int(tb, self.ct.int),
                );
                let is_float = self.m.store.ty(t).is_float();
                if is_float
                    && matches!(
                        op,
                        BinOp::Rem | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor
                    )
                {
                    return self.fail(span, "invalid operands to a binary operator");
                }
                let a = self.cast(a, t);
                let b = self.cast(b, t);
                let k = match op {
                    BinOp::Mul => ExprKind::Mult,
                    BinOp::Div => ExprKind::Div,
                    BinOp::Rem => ExprKind::Mod,
                    BinOp::Add => ExprKind::Plus,
                    BinOp::Sub => ExprKind::Minus,
                    BinOp::BitAnd => ExprKind::BitAnd,
                    BinOp::BitXor => ExprKind::BitXor,
                    BinOp::BitOr => ExprKind::BitOr,
                    _ => return self.fail(span, "unexpected operator"),
                };
                Ok(self.m.store.mk(k, t, [a, b]))
            }
        }
    }

    /// Whether `t` is a GCC vector type.
    pub fn is_vector(&self, t: TypeId) -> bool {
        let st = &self.m.store;
        matches!(st.ty(self.m.symbols.follow(st, t)), TypeKind::Vector { .. })
    }

    /// A binary operator with a vector operand (GCC's vector extension): element-wise, a
    /// scalar operand standing for a vector of copies of it; comparisons give a vector of
    /// signed integers of the elements' width (-1 where true, 0 where false). The operation
    /// keeps the vector type; `goto_instrument::remove_vector` spells it out per element.
    fn vector_binary(&mut self, op: BinOp, a: ExprId, b: ExprId, span: Span) -> R<ExprId> {
        let st = &self.m.store;
        let (ta, tb) = (st.type_of(a), st.type_of(b));
        let vty = if self.is_vector(ta) { ta } else { tb };
        let fv = self.m.symbols.follow(&self.m.store, vty);
        let TypeKind::Vector { elem, size } = self.m.store.ty(fv).clone() else {
            return self.fail(span, "invalid operands to a binary operator");
        };
        let operand = |s: &mut Self, v: ExprId| -> R<ExprId> {
            let t = s.m.store.type_of(v);
            if s.is_vector(t) {
                let ft = s.m.symbols.follow(&s.m.store, t);
                if ft != fv {
                    return s.fail(span, "vector operands of different types");
                }
                return Ok(v);
            }
            if !ctypes::is_arithmetic(&s.m.store, t) && t != BOOL {
                return s.fail(span, "invalid operands to a binary operator");
            }
            // a scalar operand: a vector of copies of it
            let n = s.m.store.as_int(size).and_then(num_traits::ToPrimitive::to_u64).unwrap_or(0);
            let e = s.cast(v, elem);
            Ok(s.m.store.mk(ExprKind::Array, vty, vec![e; n as usize]))
        };
        let a = operand(self, a)?;
        let b = operand(self, b)?;
        let signed = self.m.store.ty(elem).is_signed();
        let is_float = self.m.store.ty(elem).is_float();
        let k = match op {
            BinOp::Mul => ExprKind::Mult,
            BinOp::Div => ExprKind::Div,
            BinOp::Add => ExprKind::Plus,
            BinOp::Sub => ExprKind::Minus,
            BinOp::Rem if !is_float => ExprKind::Mod,
            BinOp::BitAnd if !is_float => ExprKind::BitAnd,
            BinOp::BitXor if !is_float => ExprKind::BitXor,
            BinOp::BitOr if !is_float => ExprKind::BitOr,
            BinOp::Shl if !is_float => ExprKind::Shl,
            BinOp::Shr if !is_float && signed => ExprKind::Ashr,
            BinOp::Shr if !is_float => ExprKind::Lshr,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne => {
                let k = match op {
                    BinOp::Lt => ExprKind::Lt,
                    BinOp::Gt => ExprKind::Gt,
                    BinOp::Le => ExprKind::Le,
                    BinOp::Ge => ExprKind::Ge,
                    BinOp::Eq => ExprKind::Equal,
                    _ => ExprKind::NotEqual,
                };
                let bits = ctypes::size_align(&self.m.store, &self.m.symbols, &self.target, elem)
                    .map_or(32, |x| x.0 as u32 * 8);
                let ielem = self.m.store.signed(bits);
                let rty = self.m.store.mk_type(TypeKind::Vector { elem: ielem, size });
                return Ok(self.m.store.mk(k, rty, [a, b]));
            }
            _ => return self.fail(span, "invalid operands to a vector operation"),
        };
        Ok(self.m.store.mk(k, vty, [a, b]))
    }

    /// `&&` / `||`: pure operands give a Boolean expression; a right operand with side
    /// effects becomes control flow through a temporary.
    fn logical(&mut self, op: BinOp, lhs: &ast::Expr, rhs: &ast::Expr, span: Span) -> R<ExprId> {
        let a = self.condition(lhs)?;
        if !has_side_effects(rhs) {
            let b = self.condition(rhs)?;
            return Ok(match op {
                BinOp::LogAnd => self.m.store.and(a, b),
                BinOp::Implies => self.m.store.implies(a, b),
                _ => self.m.store.or(a, b),
            });
        }
        if self.fun.is_none() {
            return self.fail(span, "initializer element is not constant");
        }
        let loc = self.loc(span);
        let tmp = self.new_temp("tmp_if_expr", BOOL, span);
        // && and ==> skip the right operand when the left is false (the result is then
        // false and true respectively); || skips it when the left is true
        let (init, skip) = match op {
            BinOp::LogAnd => (a, self.negate(a)),
            BinOp::Implies => {
                let n = self.negate(a);
                (n, n)
            }
            _ => (a, a),
        };
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: tmp,
                rhs: init,
            },
            loc,
        ));
        let end = self.new_label();
        self.emit_goto(skip, end, loc);
        let b = self.condition(rhs)?;
        self.emit(Instruction::new(
            InstrKind::Assign { lhs: tmp, rhs: b },
            loc,
        ));
        self.place(end);
        self.emit(Instruction::new(InstrKind::Skip, loc));
        Ok(tmp)
    }

    fn conditional(
        &mut self,
        cond: &ast::Expr,
        then: Option<&ast::Expr>,
        els: &ast::Expr,
        span: Span,
    ) -> R<ExprId> {
        let pure = then.is_none_or(|t| !has_side_effects(t)) && !has_side_effects(els);
        if pure {
            let cv = self.rvalue(cond)?;
            let c = self.to_bool(cv, cond.span)?;
            let t = match then {
                Some(t) => self.rvalue(t)?,
                None => cv,
            };
            let f = self.rvalue(els)?;
            let ty = self.common_type(t, f, span)?;
            if ty == self.ct.void {
                let e = self.m.store.mk(ExprKind::If, ty, [c, t, f]);
                return Ok(e);
            }
            let t = self.implicit_cast(t, ty, span)?;
            let f = self.implicit_cast(f, ty, span)?;
            if let Some(b) = self.m.store.as_bool(c) {
                return Ok(if b { t } else { f });
            }
            return Ok(self.m.store.ite(c, t, f));
        }
        if self.fun.is_none() {
            return self.fail(span, "initializer element is not constant");
        }
        let loc = self.loc(span);
        let cv = self.rvalue(cond)?;
        let c = self.to_bool(cv, cond.span)?;
        let ty_t = match then {
            Some(t) => self.type_of_expr(t)?,
            None => self.m.store.type_of(cv),
        };
        let ty_f = self.type_of_expr(els)?;
        // one operand void makes both (C11 6.5.15p3): `c ? f() : (void)0` where the call of
        // a void function stands for no value
        let ty = if ty_t == self.ct.void || ty_f == self.ct.void {
            self.ct.void
        } else {
            self.common_type_of_types(ty_t, ty_f)
        };
        let tmp = if ty != self.ct.void {
            Some(self.new_temp("tmp_if_expr", ty, span))
        } else {
            None
        };
        let else_l = self.new_label();
        let end = self.new_label();
        let nc = self.negate(c);
        self.emit_goto(nc, else_l, loc);
        let tv = match then {
            Some(t) => self.rvalue(t)?,
            None => cv,
        };
        if let Some(tmp) = tmp {
            let tv = self.implicit_cast(tv, ty, span)?;
            self.emit(Instruction::new(
                InstrKind::Assign { lhs: tmp, rhs: tv },
                loc,
            ));
        }
        self.emit_goto(goto_ir::TRUE, end, loc);
        self.place(else_l);
        let fv = self.rvalue(els)?;
        if let Some(tmp) = tmp {
            let fv = self.implicit_cast(fv, ty, span)?;
            self.emit(Instruction::new(
                InstrKind::Assign { lhs: tmp, rhs: fv },
                loc,
            ));
        } else {
            self.emit(Instruction::new(InstrKind::Skip, loc));
        }
        self.place(end);
        self.emit(Instruction::new(InstrKind::Skip, loc));
        Ok(tmp.unwrap_or(goto_ir::TRUE))
    }

    fn common_type_of_types(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let s = &self.m.store;
        if a == b {
            return a;
        }
        if (ctypes::is_arithmetic(s, a) || a == BOOL) && (ctypes::is_arithmetic(s, b) || b == BOOL)
        {
            let (a, b) = (bool_as_int(a, self.ct.int), bool_as_int(b, self.ct.int));
            return ctypes::usual_arithmetic(&mut self.m.store, &self.ct, a, b);
        }
        if ctypes::is_pointer(s, a) {
            return a;
        }
        if ctypes::is_pointer(s, b) {
            return b;
        }
        a
    }

    fn common_type(&mut self, t: ExprId, f: ExprId, span: Span) -> R<TypeId> {
        let (ta, tb) = (self.m.store.type_of(t), self.m.store.type_of(f));
        if ctypes::is_pointer(&self.m.store, ta) && self.is_null_constant(f) {
            return Ok(ta);
        }
        if ctypes::is_pointer(&self.m.store, tb) && self.is_null_constant(t) {
            return Ok(tb);
        }
        let _ = span;
        Ok(self.common_type_of_types(ta, tb))
    }

    /// Assignment and compound assignment; returns the assigned lvalue (read after).
    pub fn assignment(&mut self, e: &ast::Expr, used: bool) -> R<ExprId> {
        let ast::ExprKind::Assign { op, lhs, rhs } = &e.kind else {
            return Err(Reported);
        };
        if self.fun.is_none() {
            return self.fail(e.span, "assignment outside a function");
        }
        let lv = self.expr(lhs)?;
        let lt = self.m.store.type_of(lv);
        if matches!(self.m.store.ty(lt), TypeKind::Array { .. }) {
            return self.fail(e.span, "assignment to an expression with array type");
        }
        // the call assigns the lvalue directly (`CALL x := f(a)`) unless the value of the
        // assignment is used and the lvalue would have to be read again for it
        let reread_ok = !used || self.is_plain_symbol(lv);
        if op.is_none() && reread_ok && matches!(rhs.kind, ast::ExprKind::Call { .. }) {
            self.call_into = Some(lv);
        }
        let rv = self.expr(rhs);
        self.call_into = None;
        let rv = rv?;
        if op.is_none() && rv == lv && matches!(rhs.kind, ast::ExprKind::Call { .. }) {
            // `x = f(a)` became `CALL x := f(a)` (`x = x` is an assignment, as in CBMC)
            return Ok(lv);
        }
        let rv = self.decay(rv);
        let value = match op {
            None => self.implicit_cast(rv, lt, e.span)?,
            Some(op) => {
                let cur = self.decay(lv);
                let r = self.binary_values(*op, cur, rv, e.span)?;
                self.implicit_cast(r, lt, e.span)?
            }
        };
        let loc = self.loc(e.span);
        // a compound assignment of an atomic object is one atomic read-modify-write (C11
        // 6.5.16.2p3): its operand was evaluated before
        let atomic = op.is_some() && self.is_atomic_lvalue(lv);
        if atomic {
            self.atomic_begin(&loc);
        }
        let (rhs, result) = self.value_of_assignment(lv, value, used, "tmp_assign", e.span);
        self.emit(Instruction::new(InstrKind::Assign { lhs: lv, rhs }, loc));
        if atomic {
            self.atomic_end(&loc, e.span);
        }
        Ok(result)
    }

    /// Whether `e` is a symbol (a variable), which reads back what was just assigned to it.
    fn is_plain_symbol(&self, e: ExprId) -> bool {
        matches!(self.m.store.kind(e), ExprKind::Symbol(_))
    }

    /// What to assign to `lv` for an assignment of `value` (`=`, `op=`, prefix `++`/`--`),
    /// and the value of the assignment expression. C's value is the one stored (C11
    /// 6.5.16p3): a variable is read again, but where the lvalue is more than a variable
    /// (`a[a[1]] = 0`, `*p = …`) and the value is used, reading the lvalue again could see
    /// another object, so the value is kept in a temporary `base` assigned before the
    /// store, as CBMC's goto-convert does (`tmp_assign`, `tmp_pre`). A constant or a
    /// variable's value needs no temporary.
    fn value_of_assignment(
        &mut self,
        lv: ExprId,
        value: ExprId,
        used: bool,
        base: &str,
        span: Span,
    ) -> (ExprId, ExprId) {
        if !used || self.is_plain_symbol(lv) {
            return (value, lv);
        }
        if self.m.store.as_int(value).is_some()
            || self.m.store.as_bool(value).is_some()
            || self.is_plain_symbol(value)
        {
            return (value, value);
        }
        let t = self.m.store.type_of(value);
        let tmp = self.new_temp(base, t, span);
        let loc = self.loc(span);
        self.emit(Instruction::new(InstrKind::Assign { lhs: tmp, rhs: value }, loc));
        (tmp, tmp)
    }

    fn statement_expression(&mut self, block: &ast::Block, span: Span) -> R<ExprId> {
        if self.fun.is_none() {
            return self.fail(span, "statement expression outside a function");
        }
        // the value is the last statement's, an expression statement, also under labels
        // (`({ …; out: v; })`, the idiom of local labels)
        fn value_of(s: &ast::Stmt) -> Option<(Vec<&ast::Ident>, &ast::Expr)> {
            match &s.kind {
                ast::StmtKind::Expr(x) => Some((Vec::new(), x)),
                ast::StmtKind::Labeled { label, stmt, .. }
                    if !label.name.starts_with("__CPROVER_ASYNC_") =>
                {
                    let (mut labels, x) = value_of(stmt)?;
                    labels.insert(0, label);
                    Some((labels, x))
                }
                _ => None,
            }
        }
        let (last, init) = match block.items.split_last() {
            Some((ast::BlockItem::Stmt(s), init)) if value_of(s).is_some() => (value_of(s), init),
            _ => (None, &block.items[..]),
        };
        self.open_block();
        let mut local_scopes = 0;
        let r = (|| -> R<ExprId> {
            let (r, n) = self.block_items_open(init);
            local_scopes = n;
            r?;
            if let Some((labels, _)) = &last {
                for label in labels {
                    self.place_c_label(label)?;
                }
            }
            match last.map(|(_, x)| x) {
                Some(x) => {
                    let t = self.type_of_expr(x)?;
                    if t == self.ct.void {
                        self.expr_stmt(x)?;
                        return Ok(goto_ir::TRUE);
                    }
                    let v = self.rvalue(x)?;
                    let vt = self.m.store.type_of(v);
                    let tmp = self.new_temp_outer("statement_expression", vt, span);
                    let loc = self.loc(span);
                    self.emit(Instruction::new(
                        InstrKind::Assign { lhs: tmp, rhs: v },
                        loc,
                    ));
                    Ok(tmp)
                }
                _ => Ok(goto_ir::TRUE),
            }
        })();
        self.pop_local_labels(local_scopes);
        self.close_block(block.span);
        r
    }

    /// A temporary declared in the enclosing block (so it outlives the current block).
    pub(super) fn new_temp_outer(&mut self, base: &str, ty: TypeId, span: Span) -> ExprId {
        let inner = self.f().locals.pop();
        let t = self.new_temp(base, ty, span);
        self.f().scopes.undeclare_last();
        if let Some(i) = inner {
            self.f().locals.push(i);
        }
        t
    }

    /// `(\lambda T x; body)(a)`: the body with the argument's value for `x` (converted to
    /// `T`).
    pub(super) fn lambda_application(
        &mut self,
        decls: &[ast::Declaration],
        body: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
    ) -> R<ExprId> {
        let mut values = Vec::new();
        for a in args {
            values.push(self.rvalue(a)?);
        }
        self.push_scope();
        let r = self.lambda_body(decls, body, &values, span);
        self.pop_scope();
        r
    }

    fn lambda_body(
        &mut self,
        decls: &[ast::Declaration],
        body: &ast::Expr,
        values: &[ExprId],
        span: Span,
    ) -> R<ExprId> {
        let bound = self.bound_variables(decls, "__CPROVER_lambda")?;
        if bound.len() != values.len() {
            return self.fail(
                span,
                format!(
                    "a \\lambda of {} variable(s) applied to {} argument(s)",
                    bound.len(),
                    values.len()
                ),
            );
        }
        let mut substitution = Vec::new();
        for (&v, &a) in bound.iter().zip(values) {
            let ty = self.m.store.type_of(v);
            substitution.push((v, self.implicit_cast(a, ty, span)?));
        }
        let b = self.rvalue(body)?;
        Ok(self.m.store.rewrite(b, &mut |_, x| {
            substitution.iter().find(|(v, _)| *v == x).map(|(_, a)| *a)
        }))
    }

    /// The variables a binder declares (a quantifier's or a lambda's), each a symbol
    /// `<scope>::<name>$<n>` bound in the current scope, in order.
    fn bound_variables(&mut self, decls: &[ast::Declaration], scope: &str) -> R<Vec<ExprId>> {
        let mut vars = Vec::new();
        for d in decls {
            let base = self.base_type(&d.specs)?;
            for idecl in &d.declarators {
                let (name, ty) = self.declarator(base, &idecl.declarator)?;
                let Some(name) = name else { continue };
                let n = self.fresh();
                let id = goto_ir::Ident::new(&format!("{scope}::{}${n}", name.name));
                let mut sym = goto_ir::Symbol::new(id, ty);
                sym.base_name = goto_ir::Ident::new(&name.name);
                self.m.symbols.replace(sym);
                self.bind(&name.name, Entry::Symbol(id));
                vars.push(self.m.store.symbol(id, ty));
            }
        }
        Ok(vars)
    }

    fn quantifier(
        &mut self,
        kind: ast::Quantifier,
        decls: &[ast::Declaration],
        body: &ast::Expr,
        span: Span,
    ) -> R<ExprId> {
        self.push_scope();
        let vars = match self.bound_variables(decls, "__CPROVER_quantifier") {
            Ok(v) => v,
            Err(e) => {
                self.pop_scope();
                return Err(e);
            }
        };
        let b = self.condition(body);
        self.pop_scope();
        let mut b = b?;
        let k = match kind {
            ast::Quantifier::Forall => ExprKind::Forall,
            ast::Quantifier::Exists => ExprKind::Exists,
        };
        for v in vars.into_iter().rev() {
            b = self.m.store.mk(k.clone(), BOOL, [v, b]);
        }
        let _ = span;
        Ok(b)
    }
}

fn bool_as_int(t: TypeId, int: TypeId) -> TypeId {
    if t == BOOL {
        int
    } else {
        t
    }
}

/// Whether evaluating `e` may have side effects (assignments, `++`/`--`, calls, statement
/// expressions).
pub fn has_side_effects(e: &ast::Expr) -> bool {
    side_effects(e, false)
}

/// Whether `e` has side effects in a file-scope initializer, where a compound literal is
/// a static object (its own initializer is checked when it is converted).
pub fn has_side_effects_at_file_scope(e: &ast::Expr) -> bool {
    side_effects(e, true)
}

/// CBMC's `needs_cleaning`: whether converting `e` emits instructions of its own (side
/// effects, compound literals, comma operators).
pub fn needs_cleaning(e: &ast::Expr) -> bool {
    use ast::ExprKind as E;
    match &e.kind {
        E::Comma(_) => true,
        E::Quantifier { .. } => false,
        _ => has_side_effects(e),
    }
}

fn side_effects(e: &ast::Expr, file_scope: bool) -> bool {
    let has_side_effects = |x: &ast::Expr| side_effects(x, file_scope);
    use ast::ExprKind as E;
    match &e.kind {
        E::Ident(_) | E::Int(_) | E::Float(_) | E::Char(_) | E::String(_) | E::LabelAddr(_) => {
            false
        }
        E::SizeofExpr(_) | E::SizeofType(_) | E::AlignofExpr(_) | E::AlignofType(_) => false,
        E::Offsetof { .. } | E::TypesCompatible(..) => false,
        E::Assign { .. } | E::StmtExpr(_) | E::VaArg { .. } => true,
        E::Call { callee, args } => {
            !(matches!(&callee.kind, E::Ident(n) if super::builtins::is_pure_builtin(n))
                && args.iter().all(|a| !has_side_effects(a)))
        }
        E::Unary { op, operand } => {
            matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            ) || has_side_effects(operand)
        }
        E::Generic { control, assocs } => {
            has_side_effects(control) || assocs.iter().any(|a| has_side_effects(&a.expr))
        }
        E::Member { base, .. } => has_side_effects(base),
        E::Index { base, index } => has_side_effects(base) || has_side_effects(index),
        E::CompoundLiteral { .. } => !file_scope,
        E::Cast { expr, .. } => has_side_effects(expr),
        E::Binary { lhs, rhs, .. } => has_side_effects(lhs) || has_side_effects(rhs),
        E::Conditional { cond, then, els } => {
            has_side_effects(cond)
                || then.as_deref().is_some_and(&has_side_effects)
                || has_side_effects(els)
        }
        E::Comma(items) => items.iter().any(&has_side_effects),
        E::ConvertVector { expr, .. } => has_side_effects(expr),
        E::Quantifier { body, .. } | E::Lambda { body, .. } => has_side_effects(body),
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Whether converting the type of a cast may evaluate expressions (a variably modified
/// type in a struct or declarator, `typeof(e)`): such a cast statement is converted as a
/// whole, so that `(struct { int a[n++]; } *)0;` increments `n`.
fn cast_type_may_have_effects(ty: &ast::TypeName) -> bool {
    let specs = ty.specs.type_specifiers().any(|t| {
        matches!(
            t,
            ast::TypeSpecifier::Struct(_)
                | ast::TypeSpecifier::TypeofExpr(_)
                | ast::TypeSpecifier::TypeofType(_)
                | ast::TypeSpecifier::Atomic(_)
        )
    });
    specs || ty.declarator.as_ref().is_some_and(declarator_has_array)
}

/// Whether an abstract declarator has an array part (whose size may be an expression).
fn declarator_has_array(d: &ast::Declarator) -> bool {
    d.derived
        .iter()
        .any(|x| matches!(x.kind, ast::DerivedKind::Array { .. }))
}

/// Whether `e` is a label's address (`&&label`), possibly cast.
fn is_label_address(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::LabelAddr(_) => true,
        ast::ExprKind::Cast { expr, .. } => is_label_address(expr),
        _ => false,
    }
}
