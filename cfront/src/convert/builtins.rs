//! Function calls, CPROVER built-ins, assertion hooks, and the program entry point
//! (`__CPROVER__start`, `__CPROVER_initialize`), cbmc-behaviour.md §6.2 and §7.

use super::{Converter, Entry, Reported, R};
use crate::ast;
use crate::diag::Span;
use goto_ir::{
    Call, ExprId, ExprKind, GotoFunction, Ident, InstrKind, Instruction, OtherCode, SourceLocation,
    Symbol, TypeId, TypeKind, BOOL, FALSE, TRUE,
};

/// Built-ins that are pure expressions (no instruction is emitted for them).
pub fn is_pure_builtin(name: &str) -> bool {
    // GCC's arithmetic built-ins fold on constants (`_Static_assert(__builtin_isnormal(
    // DBL_MIN))` at file scope); their suffixed forms (`f`, `l`, `ll`, widths) too
    if let Some(stem) = name.strip_prefix("__builtin_") {
        let stem = stem.trim_end_matches(|c: char| c.is_ascii_digit());
        let stem = ["ll", "l", "f", "d"]
            .iter()
            .find_map(|s| stem.strip_suffix(s).filter(|b| is_pure_gcc_stem(b)))
            .unwrap_or(stem);
        if is_pure_gcc_stem(stem) {
            return true;
        }
    }
    matches!(
        name,
        "__CPROVER_POINTER_OBJECT"
            | "__CPROVER_POINTER_OFFSET"
            | "__CPROVER_OBJECT_SIZE"
            | "__CPROVER_DYNAMIC_OBJECT"
            | "__CPROVER_same_object"
            | "__CPROVER_r_ok"
            | "__CPROVER_w_ok"
            | "__CPROVER_rw_ok"
            | "__CPROVER_is_invalid_pointer"
            | "__builtin_expect"
            | "__builtin_choose_expr"
            | "__builtin_constant_p"
            | "__CPROVER_overflow_plus"
            | "__CPROVER_overflow_minus"
            | "__CPROVER_overflow_mult"
    )
}

/// GCC built-ins without side effects, by name without `__builtin_` and suffixes.
fn is_pure_gcc_stem(stem: &str) -> bool {
    matches!(
        stem,
        "isnan"
            | "isinf"
            | "isinf_sign"
            | "isfinite"
            | "finite"
            | "isnormal"
            | "fpclassify"
            | "signbit"
            | "inf"
            | "huge_val"
            | "nan"
            | "nans"
            | "clz"
            | "ctz"
            | "clrsb"
            | "popcount"
            | "parity"
            | "ffs"
            | "bswap"
            | "bitreverse"
            | "isgreater"
            | "isgreaterequal"
            | "isless"
            | "islessequal"
            | "islessgreater"
            | "isunordered"
    )
}

/// The libc hooks that `assert()` expands to.
pub(super) fn is_assert_hook(name: &str) -> bool {
    matches!(
        name,
        "__assert_fail"
            | "_assert"
            | "__assert_c99"
            | "_wassert"
            | "__assert_rtn"
            | "__assert"
            | "__assert_func"
    )
}

/// The kinds `__CPROVER_fence` takes (CBMC's fence flags).
pub(super) const FENCE_KINDS: [&str; 8] = [
    "WWfence", "RRfence", "RWfence", "WRfence", "WWcumul", "RRcumul", "RWcumul", "WRcumul",
];

impl Converter<'_> {
    /// The declared type of a CPROVER built-in that stays an ordinary call (CBMC declares
    /// them in its built-in header, so their arguments are converted like any call's).
    fn builtin_prototype(&mut self, name: &str) -> Option<TypeId> {
        let (void, size_t, char_ptr) = (self.ct.void, self.ct.size_t, self.ct.char_ptr);
        let (params, variadic) = match name {
            "__CPROVER_allocated_memory" => (vec![size_t, size_t], false),
            "__CPROVER_atomic_begin" | "__CPROVER_atomic_end" => (vec![], false),
            // CBMC's `void __CPROVER_cover(__CPROVER_bool condition)`
            "__CPROVER_cover" => (vec![goto_ir::BOOL], false),
            "__CPROVER_input" | "__CPROVER_output" | "__CPROVER_printf" => {
                (vec![char_ptr], true)
            }
            _ => return None,
        };
        let params = params
            .into_iter()
            .map(|ty| goto_ir::Parameter {
                identifier: None,
                base_name: None,
                ty,
            })
            .collect();
        Some(self.m.store.mk_type(TypeKind::Code {
            params,
            ret: void,
            variadic,
        }))
    }

    /// A call; returns its value (a temporary) when `used`.
    pub fn call(
        &mut self,
        callee: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
        used: bool,
    ) -> R<ExprId> {
        if let ast::ExprKind::Lambda { decls, body } = &callee.kind {
            return self.lambda_application(decls, body, args, span);
        }
        // only the outermost call of an assignment's right-hand side may write the lvalue
        let into = self.call_into.take();
        if let ast::ExprKind::Ident(name) = &callee.kind {
            let is_local = matches!(self.lookup(name), Some(Entry::Symbol(id)) if self.m.symbols.get(*id).is_some_and(|s| !s.is_function(&self.m.store)));
            if !is_local {
                if let Some(v) = self.builtin_call(name, args, span, used)? {
                    return Ok(v);
                }
                if self.lookup(name).is_none() {
                    if let Some(ty) = self.builtin_prototype(name) {
                        let id = ast::Ident {
                            name: name.clone(),
                            span: callee.span,
                        };
                        self.declare_function(&id, ty, callee.span, &ast::DeclSpecs::default());
                    }
                }
                if self.lookup(name).is_none()
                    && !name.starts_with("__CPROVER_")
                    && super::gcc_builtins::is_builtin_namespace(name)
                {
                    // a compiler built-in rbmc neither lowers nor models: GCC knows its
                    // prototype, rbmc does not, so an implicit `int f()` would only
                    // misreport what follows (its vector result converted, ...)
                    return self.fail(
                        callee.span,
                        format!("built-in function '{name}' is not supported yet"),
                    );
                }
                if self.lookup(name).is_none() {
                    // implicit declaration (C89): int f(), with CBMC's warning
                    self.warning(callee.span, format!("function '{name}' is not declared"));
                    // CBMC guesses `void *` for the allocators (an `int` result would cut
                    // the pointer to 32 bits)
                    let ret = if matches!(name.as_str(), "malloc" | "realloc" | "reallocf" | "valloc") {
                        self.ct.void_ptr
                    } else {
                        self.ct.int
                    };
                    let ty = self.m.store.mk_type(TypeKind::Code {
                        params: Vec::new(),
                        ret,
                        variadic: true,
                    });
                    let id = ast::Ident {
                        name: name.clone(),
                        span: callee.span,
                    };
                    let specs = ast::DeclSpecs::default();
                    let id = self.declare_function(&id, ty, callee.span, &specs);
                    self.implicit_fns.insert(id);
                }
            }
        }
        if self.fun.is_none() {
            return self.fail(span, "function call outside a function");
        }
        let f = self.expr(callee)?;
        let ft = self.m.store.type_of(f);
        // a call through a pointer: `fp(x)` and `(*fp)(x)`
        let (fexpr, code_ty) = match self.m.store.ty(ft).clone() {
            TypeKind::Code { .. } => (f, ft),
            TypeKind::Pointer { base, .. }
                if matches!(self.m.store.ty(base), TypeKind::Code { .. }) =>
            {
                let d = self.m.store.deref(f);
                (d, base)
            }
            _ => {
                return self.fail(
                    callee.span,
                    "called object is not a function or function pointer",
                )
            }
        };
        let TypeKind::Code {
            params,
            ret,
            variadic,
        } = self.m.store.ty(code_ty).clone()
        else {
            return Err(Reported);
        };
        let prototyped = !(self.is_kr_function(fexpr) || params.is_empty() && variadic);
        if prototyped && args.len() != params.len() && !(variadic && args.len() > params.len()) {
            // C11 6.5.2.2p2: with a prototype in scope the counts must agree
            let fname = self
                .m
                .store
                .symbol_name(fexpr)
                .map(|n| n.as_str().to_string())
                .unwrap_or_else(|| "function".into());
            let which = if args.len() > params.len() { "many" } else { "few" };
            return self.fail(span, format!("too {which} arguments to function '{fname}'"));
        }
        if args.len() != params.len() && !(variadic && args.len() > params.len()) {
            // C89 calls without a prototype in scope (K&R definitions) are accepted like
            // CBMC does: missing arguments become nondeterministic in symex
            self.remark(
                span,
                format!(
                    "wrong number of arguments: expected {}, got {}",
                    params.len(),
                    args.len()
                ),
            );
        }
        // CBMC records the values of `__CPROVER_input`/`__CPROVER_output` in their own
        // types (a `_Bool` input is TRUE or FALSE in traces and test suites)
        let keeps_types = matches!(
            self.m.store.symbol_name(fexpr).map(|n| n.as_str()),
            Some("__CPROVER_input" | "__CPROVER_output")
        );
        let mut argv = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.rvalue(a)?;
            let v = match params.get(i) {
                Some(p) => self.implicit_cast(v, p.ty, a.span)?,
                None if keeps_types => v,
                None => self.default_promotion(v),
            };
            argv.push(v);
        }
        if let Some(id) = self.m.store.symbol_name(fexpr) {
            if !self.called.contains(&id) {
                self.called.push(id);
            }
        }
        let loc = self.loc(span);
        // direct calls of prototyped functions only: calls through pointers are dispatched
        // later, and an implicit `int f()` may turn out to return void
        let direct = self.m.store.symbol_name(fexpr).is_some() && !(params.is_empty() && variadic);
        let lhs =
            if let Some(x) = into.filter(|&x| direct && used && self.m.store.type_of(x) == ret) {
                Some(x)
            } else if used && ret != self.ct.void {
                let callee_name = self
                    .m
                    .store
                    .symbol_name(fexpr)
                    .map(|n| n.as_str().to_string())
                    .unwrap_or_else(|| "function_pointer".into());
                Some(self.new_temp(&format!("return_value_{callee_name}"), ret, span))
            } else {
                None
            };
        self.emit(Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs,
                function: fexpr,
                args: argv,
            }),
            loc,
        ));
        Ok(lhs.unwrap_or(TRUE))
    }

    /// Whether the callee is a function defined in K&R style (no prototype).
    fn is_kr_function(&self, f: ExprId) -> bool {
        self.m
            .store
            .symbol_name(f)
            .is_some_and(|n| self.kr_functions.contains(n.as_str()))
    }

    /// Default argument promotions for variadic arguments.
    fn default_promotion(&mut self, v: ExprId) -> ExprId {
        let t = self.m.store.type_of(v);
        if let TypeKind::Floatbv { width: 32, .. } = self.m.store.ty(t) {
            let d = self.ct.double;
            return self.m.store.typecast(v, d);
        }
        self.promote_value(v)
    }

    /// `__CPROVER_enum_is_in_range(e)`: `e` is one of its enumeration's constants (the
    /// program is compiled with `c_enum` types when it uses this primitive).
    fn enum_is_in_range(&mut self, arg: &ast::Expr) -> R<ExprId> {
        let v = self.expr(arg)?;
        let ty = self.m.store.type_of(v);
        let followed = self.m.symbols.follow(&self.m.store, ty);
        let TypeKind::CEnum { members, .. } = self.m.store.ty(followed).clone() else {
            let shown = self.c_expr(v);
            let tyname = self.c_type(ty);
            return self.fail(
                arg.span,
                format!(
                    "__CPROVER_enum_is_in_range expects enum, but ({shown}) has type `{tyname}`"
                ),
            );
        };
        let disjuncts: Vec<ExprId> = members
            .iter()
            .map(|m| {
                let c = self.m.store.int_const(m.value.clone(), ty);
                self.m.store.eq(v, c)
            })
            .collect();
        Ok(self.m.store.or_all(disjuncts))
    }

    /// `__CPROVER_fence("WWfence", …)`: an OTHER `fence` instruction carrying the named
    /// kinds (CBMC's flags), which weak memory models read.
    fn fence(&mut self, args: &[ast::Expr], span: Span) -> R<()> {
        if args.is_empty() {
            return self.fail(
                span,
                "'__CPROVER_fence' expected to have at least one argument",
            );
        }
        let mut extra = Vec::with_capacity(args.len());
        for a in args {
            match self.string_arg(a) {
                Some(kind) if FENCE_KINDS.contains(&kind.as_str()) => {
                    extra.push(Ident::new(&kind))
                }
                Some(kind) => {
                    return self.fail(
                        a.span,
                        format!(
                            "unknown fence kind '{kind}' (expected one of {})",
                            FENCE_KINDS.join(", ")
                        ),
                    )
                }
                None => return self.fail(a.span, "expected string constant"),
            }
        }
        self.emit_fence(extra, span);
        Ok(())
    }

    /// Emits an OTHER `fence` instruction with the given kinds.
    pub(super) fn emit_fence(&mut self, kinds: Vec<Ident>, span: Span) {
        let loc = self.loc(span);
        self.emit(Instruction::new(
            InstrKind::Other(goto_ir::OtherCode {
                statement: Ident::new("fence"),
                ops: Vec::new(),
                extra: kinds,
            }),
            loc,
        ));
    }

    pub(super) fn string_arg(&mut self, e: &ast::Expr) -> Option<String> {
        match &e.kind {
            // a text (an assertion's description): the bytes of a narrow literal are the
            // source's UTF-8
            ast::ExprKind::String(s) if s.prefix.is_narrow() => {
                let bytes: Vec<u8> = s.units.iter().map(|&u| u as u8).collect();
                Some(String::from_utf8_lossy(&bytes).into_owned())
            }
            ast::ExprKind::String(s) => {
                Some(s.text())
            }
            ast::ExprKind::Cast { expr, .. } => self.string_arg(expr),
            _ => None,
        }
    }

    pub(super) fn args_n(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        n: usize,
        span: Span,
    ) -> R<()> {
        if args.len() != n {
            return self.fail(
                span,
                format!("{name} expects {n} argument(s), got {}", args.len()),
            );
        }
        Ok(())
    }

    /// Lowers a call to a built-in; `None` if `name` is not one.
    fn builtin_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
        used: bool,
    ) -> R<Option<ExprId>> {
        // user definitions take precedence over built-ins (a prior definition only; CBMC
        // also looks at later ones, which the nondet post-pass covers for nondet_*)
        if self.defined_anywhere(Ident::new(name)) {
            return Ok(None);
        }
        let size_t = self.ct.size_t;
        let ssize_t = self.ct.ssize_t;
        let loc = if self.fun.is_some() {
            self.loc(span)
        } else {
            SourceLocation::default()
        };
        if let Some(v) = self.va_builtin(name, args, span)? {
            return Ok(Some(v));
        }
        let v = match name {
            "__CPROVER_atomic_begin"
            | "__CPROVER_atomic_end"
            | "__VERIFIER_atomic_begin"
            | "__VERIFIER_atomic_end" => {
                self.args_n(name, args, 0, span)?;
                let kind = if name.ends_with("_begin") {
                    InstrKind::AtomicBegin
                } else {
                    InstrKind::AtomicEnd
                };
                self.emit(Instruction::new(kind, loc));
                TRUE
            }
            "__CPROVER_fence" => {
                self.fence(args, span)?;
                TRUE
            }
            "__CPROVER_enum_is_in_range" => {
                if args.len() != 1 {
                    return self.fail(
                        span,
                        format!(
                            "{name} takes exactly 1 argument, but {} were provided",
                            args.len()
                        ),
                    );
                }
                self.enum_is_in_range(&args[0])?
            }
            "__CPROVER_assume" | "__VERIFIER_assume" => {
                self.args_n(name, args, 1, span)?;
                let c = self.condition(&args[0])?;
                let mut l = loc;
                l.user_provided = true;
                self.emit(Instruction::with_guard(InstrKind::Assume, c, l));
                TRUE
            }
            "__CPROVER_assert" | "__CPROVER_precondition" | "__CPROVER_postcondition" => {
                self.args_n(name, args, 2, span)?;
                let c = self.condition(&args[0])?;
                let msg = self.string_arg(&args[1]).unwrap_or_default();
                let class = match name {
                    "__CPROVER_precondition" => "precondition",
                    "__CPROVER_postcondition" => "postcondition",
                    _ => "assertion",
                };
                let mut l = loc;
                l.comment = Some(Ident::new(&msg));
                l.property_class = Some(Ident::new(class));
                l.user_provided = true;
                self.emit(Instruction::with_guard(InstrKind::Assert, c, l));
                TRUE
            }
            // `assert(c)` without <assert.h> (or with a prototype but no body) is CBMC's
            // built-in: ASSERT c with the comment `assertion <c in C syntax>`
            "assert" if !matches!(self.lookup(name), Some(Entry::Symbol(id)) if self.defined_anywhere(*id)) =>
            {
                self.args_n(name, args, 1, span)?;
                let v = self.rvalue(&args[0])?;
                let cfg = match self.target.data_model {
                    crate::DataModel::Ilp32 => goto_ir::c_syntax::CConfig::ilp32(),
                    crate::DataModel::Lp64 => goto_ir::c_syntax::CConfig::lp64(),
                };
                let text = goto_ir::c_syntax::expr(&self.m.store, &self.m.symbols, &cfg, v);
                let c = self.to_bool(v, args[0].span)?;
                let mut l = loc;
                l.comment = Some(Ident::new(&format!("assertion {text}")));
                l.property_class = Some(Ident::new("assertion"));
                l.user_provided = true;
                self.emit(Instruction::with_guard(InstrKind::Assert, c, l));
                TRUE
            }
            n if is_assert_hook(n) => {
                let text = args
                    .first()
                    .and_then(|a| self.string_arg(a))
                    .unwrap_or_default();
                for a in args {
                    // evaluate for side effects / type errors only
                    let _ = self.type_of_expr(a)?;
                }
                let mut l = loc;
                l.comment = Some(Ident::new(&format!("assertion {text}")));
                l.property_class = Some(Ident::new("assertion"));
                l.user_provided = true;
                self.emit(Instruction::with_guard(InstrKind::Assert, FALSE, l));
                TRUE
            }
            "__VERIFIER_error" => {
                let mut l = loc;
                l.comment = Some(Ident::new("assertion"));
                l.property_class = Some(Ident::new("assertion"));
                l.user_provided = true;
                self.emit(Instruction::with_guard(InstrKind::Assert, FALSE, l));
                // abort() semantics even without assertions; the label makes the
                // assumption an exit point for --memory-cleanup-check
                let mut a = loc;
                a.user_provided = true;
                let mut stop = Instruction::with_guard(InstrKind::Assume, FALSE, a);
                stop.labels.push(Ident::new("__VERIFIER_abort"));
                self.emit(stop);
                TRUE
            }
            "__CPROVER_POINTER_OBJECT"
            | "__CPROVER_POINTER_OFFSET"
            | "__CPROVER_OBJECT_SIZE"
            | "__CPROVER_DYNAMIC_OBJECT"
            | "__CPROVER_is_invalid_pointer" => {
                self.args_n(name, args, 1, span)?;
                let p = self.pointer_arg(&args[0])?;
                let (k, t) = match name {
                    "__CPROVER_POINTER_OBJECT" => (ExprKind::PointerObject, size_t),
                    "__CPROVER_POINTER_OFFSET" => (ExprKind::PointerOffset, ssize_t),
                    "__CPROVER_OBJECT_SIZE" => (ExprKind::ObjectSize, size_t),
                    "__CPROVER_DYNAMIC_OBJECT" => (ExprKind::IsDynamicObject, BOOL),
                    _ => (ExprKind::IsInvalidPointer, BOOL),
                };
                self.m.store.mk(k, t, [p])
            }
            "__CPROVER_same_object" => {
                self.args_n(name, args, 2, span)?;
                let p = self.pointer_arg(&args[0])?;
                let q = self.pointer_arg(&args[1])?;
                let a = self.m.store.mk(ExprKind::PointerObject, size_t, [p]);
                let b = self.m.store.mk(ExprKind::PointerObject, size_t, [q]);
                self.m.store.eq(a, b)
            }
            "__CPROVER_r_ok" | "__CPROVER_w_ok" | "__CPROVER_rw_ok" => {
                self.args_n(name, args, 2, span)?;
                let p = self.pointer_arg(&args[0])?;
                let n = self.rvalue(&args[1])?;
                let n = self.cast(n, size_t);
                let k = match name {
                    "__CPROVER_r_ok" => ExprKind::ROk,
                    "__CPROVER_w_ok" => ExprKind::WOk,
                    _ => ExprKind::RwOk,
                };
                self.m.store.mk(k, BOOL, [p, n])
            }
            "__CPROVER_havoc_object" => {
                self.args_n(name, args, 1, span)?;
                let p = self.pointer_arg(&args[0])?;
                self.emit(Instruction::new(
                    InstrKind::Other(OtherCode {
                        statement: Ident::new("havoc_object"),
                        ops: vec![p],
                        extra: Vec::new(),
                    }),
                    loc,
                ));
                TRUE
            }
            "__CPROVER_allocate" => {
                self.args_n(name, args, 2, span)?;
                let n = self.rvalue(&args[0])?;
                let n = self.cast(n, size_t);
                let z = self.condition(&args[1])?;
                let vp = self.ct.void_ptr;
                let a = self.m.store.mk(ExprKind::Allocate, vp, [n, z]);
                if used {
                    let tmp = self.new_temp("allocate", vp, span);
                    self.emit(Instruction::new(
                        InstrKind::Assign { lhs: tmp, rhs: a },
                        loc,
                    ));
                    tmp
                } else {
                    TRUE
                }
            }
            "__CPROVER_array_equal" => {
                // OTHER array_equal(a, b, result): whether the arrays a and b point to are
                // equal (arrays of different types are not)
                self.args_n(name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let b = self.rvalue(&args[1])?;
                let result = self.new_temp("array_equal", BOOL, span);
                self.emit(Instruction::new(
                    InstrKind::Other(OtherCode {
                        statement: Ident::new("array_equal"),
                        ops: vec![a, b, result],
                        extra: Vec::new(),
                    }),
                    loc,
                ));
                result
            }
            "__CPROVER_array_set" | "__CPROVER_array_copy" | "__CPROVER_array_replace" => {
                self.args_n(name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let b = self.rvalue(&args[1])?;
                let stmt = name.trim_start_matches("__CPROVER_");
                self.emit(Instruction::new(
                    InstrKind::Other(OtherCode {
                        statement: Ident::new(stmt),
                        ops: vec![a, b],
                        extra: Vec::new(),
                    }),
                    loc,
                ));
                TRUE
            }
            "__builtin_expect" => {
                self.args_n(name, args, 2, span)?;
                self.rvalue(&args[0])?
            }
            "__builtin_choose_expr" => {
                // GCC: the first operand is an integer constant expression; only the
                // chosen operand is converted (and evaluated), with its own type
                self.args_n(name, args, 3, span)?;
                let c = self.unevaluated(|c| c.rvalue(&args[0]))?;
                let Some(v) = super::consteval::eval(&self.m.store, c) else {
                    return self.fail(
                        args[0].span,
                        "first argument to '__builtin_choose_expr' not a constant",
                    );
                };
                let chosen = if num_traits::Zero::is_zero(&v) { &args[2] } else { &args[1] };
                self.rvalue(chosen)?
            }
            "__builtin_constant_p" => {
                // 1 when the operand (not evaluated) simplifies to a constant or is a
                // string literal, as CBMC's type checker decides it; else 0
                self.args_n(name, args, 1, span)?;
                let v = self.unevaluated(|c| c.rvalue(&args[0]))?;
                let mut simp = goto_ir::simplify::Simplifier::like_cbmc();
                let v = simp.simplify(&mut self.m.store, &self.m.symbols, v);
                let st = &self.m.store;
                let mut inner = v;
                while matches!(st.kind(inner), ExprKind::Typecast | ExprKind::AddressOf | ExprKind::Index) {
                    inner = st.op(inner, 0);
                }
                let constant = st.is_constant(v)
                    || (v != inner && matches!(st.kind(inner), ExprKind::StringConstant(_)));
                let int = self.ct.int;
                self.m.store.int_const(i64::from(constant), int)
            }
            "__builtin_unreachable" => {
                self.emit(Instruction::with_guard(InstrKind::Assume, FALSE, loc));
                TRUE
            }
            "__CPROVER_overflow_plus" | "__CPROVER_overflow_minus" | "__CPROVER_overflow_mult" => {
                self.args_n(name, args, 2, span)?;
                let a = self.rvalue(&args[0])?;
                let b = self.rvalue(&args[1])?;
                let op = match name {
                    "__CPROVER_overflow_plus" => ast::BinOp::Add,
                    "__CPROVER_overflow_minus" => ast::BinOp::Sub,
                    _ => ast::BinOp::Mul,
                };
                // operands in their common type
                let sum = self.binary_values(op, a, b, span)?;
                let (a, b) = (self.m.store.op(sum, 0), self.m.store.op(sum, 1));
                let k = match op {
                    ast::BinOp::Add => goto_ir::OverflowOp::Plus,
                    ast::BinOp::Sub => goto_ir::OverflowOp::Minus,
                    _ => goto_ir::OverflowOp::Mult,
                };
                self.m.store.mk(ExprKind::Overflow(k), BOOL, [a, b])
            }
            _ => return self.gcc_builtin_call(name, args, span, used),
        };
        Ok(Some(v))
    }

    /// A pointer argument of a `__CPROVER_` pointer primitive. CBMC declares them with
    /// `const void *` parameters, so an integer (the literal `0`, an address) converts to
    /// a pointer as an argument would.
    fn pointer_arg(&mut self, e: &ast::Expr) -> R<ExprId> {
        let p = self.rvalue(e)?;
        let t = self.m.store.type_of(p);
        let ty = self.m.store.ty(t);
        if ty.is_pointer() {
            return Ok(p);
        }
        if ty.is_bitvector() {
            let vp = self.ct.void_ptr;
            return Ok(self.m.store.typecast(p, vp));
        }
        self.fail(e.span, "argument must be a pointer")
    }

    // ------------------------------------------------------------ whole program

    /// Post-passes after all units: lowers calls to body-less `nondet_*` functions,
    /// `__CPROVER_uninterpreted_*` functions (to function applications) and library exits, then builds `__CPROVER_initialize` and `__CPROVER__start`.
    pub fn finish(&mut self) -> R<()> {
        self.complete_tentative_arrays();
        self.check_complete_globals();
        self.remove_internal_functions();
        if self.link_library_models {
            // the handlers registered with the library's atexit run when the entry
            // function returns: the entry point calls the library's runner. GNU
            // destructors are registered first (glibc runs them after every handler), so
            // that exit runs them too
            let atexit = Ident::new("atexit");
            if !self.defined.contains(&atexit)
                && (self.called.contains(&atexit) || !self.destructors.is_empty())
            {
                if !self.called.contains(&atexit) {
                    self.called.push(atexit);
                }
                self.called.push(Ident::new(ATEXIT_RUN));
            }
            self.link_library();
        }
        self.null_undefined_weak_symbols();
        self.check_reachable();
        self.set_malloc_globals();
        self.lower_bodyless_calls();
        self.fix_function_symbol_types();
        self.mark_constant_objects();
        self.remove_function_pointers();
        self.pass_variadic_arguments();
        self.instrument_preconditions();
        self.make_initialize()?;
        self.make_start()?;
        self.m.update();
        self.no_errors()
    }

    /// The end of a goto object ([`super::Stage::Object`]): the errors found so far stop
    /// it; everything else waits for the program the object is linked into.
    pub fn finish_object(&mut self) -> R<()> {
        // which functions the program reaches is not known yet: every error set aside in a
        // system header's function counts. An `extern inline` definition other than GNU's
        // is C99's external definition (C11 6.7.4p7), which another unit may call: the
        // object keeps it (weak, as the program would)
        let gnu_inline = std::mem::take(&mut self.gnu_inline);
        self.extern_inline.retain(|f| gnu_inline.contains(f));
        self.remove_internal_functions();
        let mut deferred: Vec<_> = self.deferred_errors.drain().collect();
        deferred.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
        self.diags.extend(deferred.into_iter().flat_map(|(_, d)| d));
        self.mark_constant_objects();
        // a goto object has no place for GNU constructors and destructors (CBMC marks
        // them in the return type, which goto-ir's types do not have)
        for f in self.constructors.clone().into_iter().chain(self.destructors.clone()) {
            let loc = self.m.symbols.get(f).map(|s| s.location).unwrap_or_default();
            self.error_at(
                &loc,
                format!(
                    "'{f}' has __attribute__((constructor)) or ((destructor)): such functions \
                     in a goto object are not supported yet (compile and link in one step)"
                ),
            );
        }
        self.m.update();
        self.no_errors()
    }

    /// Removes the file-local (`static`) and `extern inline` functions that no exported
    /// function or object uses, as CBMC's `remove_internal_symbols` does before its
    /// library is linked: their properties are not the program's, and a system header's
    /// unused inline functions (with the errors set aside in their bodies) go with them.
    /// Exported are the functions with external linkage, the entry point, GNU
    /// constructors and destructors, and what the initialisers of objects name.
    fn remove_internal_functions(&mut self) {
        let names: rustc_hash::FxHashSet<Ident> = self.m.functions.keys().copied().collect();
        let entry = Ident::new(&self.entry_function);
        let mut roots = self.implicit_roots();
        roots.extend(names.iter().copied().filter(|f| {
            *f == entry
                || (!self.extern_inline.contains(f)
                    && self.m.symbols.get(*f).is_none_or(|s| !s.is_file_local))
        }));
        let kept = goto_ir::callgraph::reachable_functions(self.m, roots);
        let removed: Vec<Ident> = names.iter().copied().filter(|f| !kept.contains(f)).collect();
        if removed.is_empty() {
            return;
        }
        for f in &removed {
            self.m.functions.shift_remove(f);
            self.m.symbols.remove(*f);
            self.deferred_errors.remove(f);
            self.defined.remove(f);
        }
        // the library models only the remaining functions call
        let called: rustc_hash::FxHashSet<Ident> = self.called.iter().copied().collect();
        let mut still = Vec::new();
        for f in self.m.functions.values() {
            for ins in &f.body {
                for e in ins.kind.exprs() {
                    goto_ir::callgraph::named_functions(&self.m.store, &called, e, &mut still);
                }
            }
        }
        for sym in self.m.symbols.iter().filter(|s| s.is_static_lifetime) {
            if let Some(v) = sym.value {
                goto_ir::callgraph::named_functions(&self.m.store, &called, v, &mut still);
            }
        }
        let still: rustc_hash::FxHashSet<Ident> = still.into_iter().collect();
        self.called.retain(|f| still.contains(f));
    }

    /// The functions a program runs or may call without a call in its code: GNU
    /// constructors and destructors, and the functions the initialisers of objects name
    /// (function pointers in tables).
    pub(super) fn implicit_roots(&self) -> Vec<Ident> {
        let names: rustc_hash::FxHashSet<Ident> = self.m.functions.keys().copied().collect();
        let mut roots: Vec<Ident> =
            self.constructors.iter().chain(&self.destructors).copied().collect();
        for sym in self.m.symbols.iter().filter(|s| s.is_static_lifetime) {
            if let Some(v) = sym.value {
                goto_ir::callgraph::named_functions(&self.m.store, &names, v, &mut roots);
            }
        }
        roots
    }

    /// Marks the symbols of objects declared constant or with constant components
    /// (`Symbol::is_constant`, kept in goto binaries), which `--nondet-static` leaves alone.
    fn mark_constant_objects(&mut self) {
        for id in &self.const_objects {
            if let Some(s) = self.m.symbols.get_mut(*id) {
                s.is_constant = true;
            }
        }
    }

    /// `Err` once an error has been reported.
    fn no_errors(&self) -> R<()> {
        if self
            .diags
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            return Err(Reported);
        }
        Ok(())
    }

    /// Initial values of the `__CPROVER_malloc_*` globals from the options.
    fn set_malloc_globals(&mut self) {
        let (may_fail, mode, object_bits) = self.malloc;
        let pw = self.target.pointer_width();
        let size_t = self.ct.size_t;
        let int = self.ct.int;
        let max = num_bigint::BigInt::from(1) << pw.saturating_sub(object_bits);
        let values = [
            (
                "__CPROVER_malloc_may_fail",
                self.m.store.bool_const(may_fail),
            ),
            (
                "__CPROVER_malloc_failure_mode",
                self.m.store.int_const(super::malloc_failure_mode(may_fail, mode), int),
            ),
            (
                "__CPROVER_max_malloc_size",
                self.m.store.int_const(max, size_t),
            ),
            (
                "__CPROVER_rounding_mode",
                self.m.store.int_const(self.rounding_mode, int),
            ),
        ];
        for (name, v) in values {
            if let Some(s) = self.m.symbols.get_mut(Ident::new(name)) {
                s.value = Some(v);
            }
        }
    }

    /// A file-scope object definition (not `extern`) whose type is still incomplete at
    /// the end of the program is an error (C11 6.9.2p3), as in gcc.
    fn check_complete_globals(&mut self) {
        let bad: Vec<(SourceLocation, String)> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.is_static_lifetime && !s.is_extern && !s.is_type)
            .filter(|s| !s.is_function(&self.m.store))
            .filter(|s| self.is_incomplete_object_type(s.ty))
            .map(|s| {
                (
                    s.location,
                    format!("storage size of '{}' isn't known", s.base_name),
                )
            })
            .collect();
        for (loc, msg) in bad {
            self.error_at(&loc, msg);
        }
    }

    /// `int a[];` never completed is a tentative definition of `int a[1]` (C11 6.9.2p5).
    fn complete_tentative_arrays(&mut self) {
        let size_t = self.ct.size_t;
        let one = self.m.store.int_const(1, size_t);
        let names: Vec<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.is_static_lifetime && !s.is_extern && s.value.is_none())
            .map(|s| s.name)
            .collect();
        for n in names {
            let Some(sym) = self.m.symbols.get(n) else {
                continue;
            };
            if let TypeKind::Array { elem, size: None } = self.m.store.ty(sym.ty).clone() {
                let t = self.m.store.array_type(elem, Some(one));
                if let Some(s) = self.m.symbols.get_mut(n) {
                    s.ty = t;
                }
            }
        }
    }

    /// A function symbol referenced before its definition (or a later prototype) carries
    /// the type known at that point, and a translation unit's references to a function or
    /// object carry the type that unit declared; give every reference the symbol's final
    /// (linked) type: functions and arrays directly, a pointer object (whose units declared
    /// pointers to different types) as a conversion of the object to the type the
    /// reference had, as CBMC's `casting_replace_symbolt` does.
    fn fix_function_symbol_types(&mut self) {
        let (endian, index_t) = (self.target_endian(), self.ct.ssize_t);
        let retype = |store: &mut goto_ir::Store, symbols: &goto_ir::SymbolTable, n: ExprId| -> Option<ExprId> {
            let same_size = |store: &goto_ir::Store, a: TypeId, b: TypeId| {
                let l = goto_ir::layout::Layout::new(store, symbols);
                l.bits_u64(a).is_some_and(|x| l.bits_u64(b) == Some(x))
            };
            match store.kind(n) {
                ExprKind::Symbol(name) => {
                    let name = *name;
                    let t = store.type_of(n);
                    let sym = symbols.get(name)?;
                    if sym.ty == t {
                        return None;
                    }
                    match (store.ty(t), store.ty(sym.ty)) {
                        (TypeKind::Code { .. }, _) | (TypeKind::Array { size: None, .. }, _) => {
                            Some(store.symbol(name, sym.ty))
                        }
                        (TypeKind::Array { elem: a, .. }, TypeKind::Array { elem: b, .. })
                            if a == b && sym.is_static_lifetime =>
                        {
                            Some(store.symbol(name, sym.ty))
                        }
                        (TypeKind::Pointer { .. }, TypeKind::Pointer { .. })
                            if sym.is_static_lifetime =>
                        {
                            let s = store.symbol(name, sym.ty);
                            Some(store.typecast(s, t))
                        }
                        // the same bytes under the type this unit declared (structs of
                        // two units' definitions of a tag)
                        _ if sym.is_static_lifetime
                            && !sym.is_type
                            && !matches!(store.ty(sym.ty), TypeKind::Code { .. })
                            && same_size(store, t, sym.ty) =>
                        {
                            let s = store.symbol(name, sym.ty);
                            let zero = store.int_const(0, index_t);
                            Some(store.mk(ExprKind::ByteExtract(endian), t, [s, zero]))
                        }
                        _ => None,
                    }
                }
                // `&p` of a retyped object: the address of the object, converted
                ExprKind::AddressOf => {
                    let op = store.ops(n)[0];
                    if !matches!(store.kind(op), ExprKind::Typecast | ExprKind::ByteExtract(_)) {
                        return None;
                    }
                    let inner = store.ops(op)[0];
                    let name = store.symbol_name(inner)?;
                    let sym = symbols.get(name)?;
                    if !sym.is_static_lifetime || store.type_of(inner) != sym.ty {
                        return None;
                    }
                    let TypeKind::Pointer { width, .. } = *store.ty(store.type_of(n)) else {
                        return None;
                    };
                    let pt = store.pointer_type(sym.ty, width);
                    let a = store.address_of(inner, pt);
                    Some(store.typecast(a, store.type_of(n)))
                }
                _ => None,
            }
        };
        let fix = |store: &mut goto_ir::Store, symbols: &goto_ir::SymbolTable, e: ExprId| {
            store.rewrite(e, &mut |s, n| retype(s, symbols, n))
        };
        // an assigned retyped pointer object is assigned in its final type
        let fix_lhs = |store: &mut goto_ir::Store, symbols: &goto_ir::SymbolTable, e: ExprId| {
            let e = fix(store, symbols, e);
            if matches!(store.kind(e), ExprKind::Typecast) {
                let inner = store.ops(e)[0];
                if store.symbol_name(inner).is_some() {
                    return (inner, Some(store.type_of(inner)));
                }
            }
            (e, None)
        };
        let names: Vec<Ident> = self.m.functions.keys().copied().collect();
        for name in names {
            let mut body = std::mem::take(&mut self.m.functions[&name].body);
            for ins in &mut body {
                ins.guard = fix(&mut self.m.store, &self.m.symbols, ins.guard);
                match &mut ins.kind {
                    InstrKind::FunctionCall(c) => {
                        c.function = fix(&mut self.m.store, &self.m.symbols, c.function);
                        for a in &mut c.args {
                            *a = fix(&mut self.m.store, &self.m.symbols, *a);
                        }
                        if let Some(l) = &mut c.lhs {
                            *l = fix_lhs(&mut self.m.store, &self.m.symbols, *l).0;
                        }
                    }
                    InstrKind::Assign { lhs, rhs } => {
                        let (l, retyped) = fix_lhs(&mut self.m.store, &self.m.symbols, *lhs);
                        *lhs = l;
                        *rhs = fix(&mut self.m.store, &self.m.symbols, *rhs);
                        if let Some(t) = retyped {
                            *rhs = self.m.store.typecast(*rhs, t);
                        }
                    }
                    InstrKind::SetReturnValue(e) => {
                        *e = fix(&mut self.m.store, &self.m.symbols, *e)
                    }
                    InstrKind::Other(o) => {
                        for a in &mut o.ops {
                            *a = fix(&mut self.m.store, &self.m.symbols, *a);
                        }
                    }
                    _ => {}
                }
            }
            self.m.functions[&name].body = body;
        }
        let statics: Vec<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.value.is_some())
            .map(|s| s.name)
            .collect();
        for n in statics {
            if let Some(v) = self.m.symbols.get(n).and_then(|s| s.value) {
                let nv = fix(&mut self.m.store, &self.m.symbols, v);
                if let Some(s) = self.m.symbols.get_mut(n) {
                    s.value = Some(nv);
                }
            }
        }
    }

    fn lower_bodyless_calls(&mut self) {
        let defined = self.defined.clone();
        for (_, f) in self.m.functions.iter_mut() {
            for ins in f.body.iter_mut() {
                let InstrKind::FunctionCall(call) = &ins.kind else {
                    continue;
                };
                let Some(name) = self.m.store.symbol_name(call.function) else {
                    continue;
                };
                if name.as_str().starts_with("__CPROVER_uninterpreted_") {
                    // CBMC's goto_convert: an uninterpreted function is a function
                    // application (equal arguments give equal results), not a call
                    ins.kind = match call.lhs {
                        Some(lhs) => {
                            // the symbol's final type (a reference may carry the type
                            // of an earlier declaration)
                            let fty = match self.m.symbols.get(name) {
                                Some(sym) => sym.ty,
                                None => self.m.store.type_of(call.function),
                            };
                            let function = self.m.store.symbol(name, fty);
                            let lt = self.m.store.type_of(lhs);
                            let ret = match self.m.store.ty(fty) {
                                TypeKind::Code { ret, .. } => *ret,
                                _ => lt,
                            };
                            let ops: Vec<ExprId> = std::iter::once(function)
                                .chain(call.args.iter().copied())
                                .collect();
                            let app = self.m.store.mk(ExprKind::FunctionApplication, ret, ops);
                            let rhs = if ret == lt {
                                app
                            } else {
                                self.m.store.typecast(app, lt)
                            };
                            InstrKind::Assign { lhs, rhs }
                        }
                        None => InstrKind::Skip,
                    };
                    continue;
                }
                if defined.contains(&name) {
                    continue;
                }
                let n = name.as_str();
                if n.starts_with("nondet_") || n.starts_with("__VERIFIER_nondet_") {
                    ins.kind = match call.lhs {
                        Some(lhs) => {
                            let t = self.m.store.type_of(lhs);
                            let v = if t == self.ct.c_bool {
                                let b = self.m.store.mk(ExprKind::Nondet, BOOL, []);
                                self.m.store.typecast(b, t)
                            } else {
                                self.m.store.mk(ExprKind::Nondet, t, [])
                            };
                            InstrKind::Assign { lhs, rhs: v }
                        }
                        None => InstrKind::Skip,
                    };
                } else if matches!(n, "abort" | "exit" | "_Exit" | "_exit") {
                    ins.kind = InstrKind::Assume;
                    ins.guard = FALSE;
                }
            }
        }
    }

    fn make_initialize(&mut self) -> R<()> {
        let name = Ident::new("__CPROVER_initialize");
        let loc = SourceLocation {
            file: Some(Ident::new("<built-in-additions>")),
            function: Some(name),
            ..Default::default()
        };
        let mut body = Vec::new();
        let mut statics: Vec<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.is_static_lifetime && !s.is_type && !s.is_function(&self.m.store))
            .filter(|s| {
                !s.name
                    .as_str()
                    .starts_with(goto_ir::arch::ARCHITECTURE_PREFIX)
            })
            .map(|s| s.name)
            .collect();
        statics.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        for id in statics {
            let Some(sym) = self.m.symbols.get(id).cloned() else {
                continue;
            };
            let ty = sym.ty;
            let value = match sym.value {
                Some(v) => v,
                None if sym.is_extern => self.m.store.mk(ExprKind::Nondet, ty, []),
                None => {
                    if matches!(self.m.store.ty(ty), TypeKind::Array { size: None, .. }) {
                        continue;
                    }
                    match self.zero_value(ty, Span::default()) {
                        Ok(v) => v,
                        Err(Reported) => continue,
                    }
                }
            };
            let lhs = self.m.store.symbol(id, ty);
            let value = match self.zero_fill_unions(value) {
                Ok(v) => v,
                Err(Reported) => continue,
            };
            let value = if self.m.store.type_of(value) != ty {
                self.m.store.typecast(value, ty)
            } else {
                value
            };
            let mut l = sym.location;
            if l.is_nil() {
                l = loc;
            }
            body.push(Instruction::new(InstrKind::Assign { lhs, rhs: value }, l));
        }
        // GNU destructors go into the atexit registry before anything else, last to run
        self.register_destructors(&mut body, loc);
        // GNU constructors run after static initialisation, before the entry function
        let ctors = self.constructors.clone();
        self.call_each(&mut body, &ctors, loc);
        body.push(Instruction::new(InstrKind::EndFunction, loc));
        let void = self.ct.void;
        let ty = self.m.store.mk_type(TypeKind::Code {
            params: Vec::new(),
            ret: void,
            variadic: false,
        });
        let mut sym = Symbol::new(name, ty);
        sym.module = Ident::new("<built-in-additions>");
        self.m.symbols.replace(sym);
        self.m.functions.insert(
            name,
            GotoFunction {
                parameters: Vec::new(),
                body,
                numbering: Vec::new(),
            },
        );
        Ok(())
    }

    pub(super) fn make_start(&mut self) -> R<()> {
        let start = Ident::new(goto_ir::ENTRY_POINT);
        let entry = Ident::new(&self.entry_function);
        let loc = SourceLocation::default();
        let void = self.ct.void;
        let code0 = self.m.store.mk_type(TypeKind::Code {
            params: Vec::new(),
            ret: void,
            variadic: false,
        });
        let init = self
            .m
            .store
            .symbol(Ident::new("__CPROVER_initialize"), code0);
        let mut body = Vec::new();
        let mut first = Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs: None,
                function: init,
                args: Vec::new(),
            }),
            loc,
        );
        first.labels.push(Ident::new("__CPROVER_HIDE"));
        body.push(first);
        let Some(entry_sym) = self.m.symbols.get(entry).cloned() else {
            let msg = format!("the program has no entry point ('{entry}' not found)");
            self.error_at(&SourceLocation::default(), msg);
            return Err(Reported);
        };
        let TypeKind::Code { params, ret, .. } = self.m.store.ty(entry_sym.ty).clone() else {
            return Err(Reported);
        };
        let fe = self.m.store.symbol(entry, entry_sym.ty);
        let mut args = Vec::new();
        let is_main = self.entry_function == "main";
        if is_main && (params.len() == 2 || params.len() == 3) {
            // argc', argv' as CBMC: argc' >= 1, argc' <= 2^(int_width-4), argv'[argc'] = NULL
            let int = params[0].ty;
            let argc_id = Ident::new("argc'");
            let mut argc = Symbol::new(argc_id, int);
            argc.is_static_lifetime = true;
            argc.is_lvalue = true;
            self.m.symbols.replace(argc);
            let argc_e = self.m.store.symbol(argc_id, int);
            let nd = self.m.store.mk(ExprKind::Nondet, int, []);
            body.push(Instruction::new(
                InstrKind::Assign {
                    lhs: argc_e,
                    rhs: nd,
                },
                loc,
            ));
            let one = self.m.store.int_const(1, int);
            let ge = self.m.store.ge(argc_e, one);
            body.push(Instruction::with_guard(InstrKind::Assume, ge, loc));
            let max = self.m.store.int_const(1i64 << 28, int);
            let le = self.m.store.le(argc_e, max);
            body.push(Instruction::with_guard(InstrKind::Assume, le, loc));
            // argc is recorded as an input (CBMC's entry point does the same)
            self.input_record("argc", argc_e, &mut body, loc);
            let argv_t = params[1].ty;
            let Some(elem) = self.m.store.ty(argv_t).clone().pointer_base() else {
                return Err(Reported);
            };
            let size_t = self.ct.size_t;
            let argc_sz = self.m.store.typecast(argc_e, size_t);
            let one_sz = self.m.store.int_const(1, size_t);
            let n = self.m.store.plus(argc_sz, one_sz);
            let arr_t = self.m.store.array_type(elem, Some(n));
            let argv_id = Ident::new("argv'");
            let mut argv = Symbol::new(argv_id, arr_t);
            argv.is_static_lifetime = true;
            argv.is_lvalue = true;
            self.m.symbols.replace(argv);
            let argv_e = self.m.store.symbol(argv_id, arr_t);
            let nd = self.m.store.mk(ExprKind::Nondet, arr_t, []);
            body.push(Instruction::new(
                InstrKind::Assign {
                    lhs: argv_e,
                    rhs: nd,
                },
                loc,
            ));
            let last = self.m.store.index(argv_e, argc_e, elem);
            let null = self.m.store.null_pointer(elem);
            body.push(Instruction::new(
                InstrKind::Assign {
                    lhs: last,
                    rhs: null,
                },
                loc,
            ));
            args.push(argc_e);
            let zero = self.m.store.int_const(0, self.ct.ssize_t);
            let first_el = self.m.store.index(argv_e, zero, elem);
            let p = self.m.store.address_of(first_el, argv_t);
            args.push(p);
            if params.len() == 3 {
                let envp = self.m.store.null_pointer(params[2].ty);
                args.push(envp);
            }
        } else if is_main && !params.is_empty() {
            self.error_at(
                &entry_sym.location,
                "'main' with an unsupported signature (expected 0, 2 or 3 parameters)",
            );
            return Err(Reported);
        } else {
            // --function f: each argument is a local of the entry point, initialised as
            // CBMC's symbol factory does (a pointer is NULL or points to a fresh object
            // initialised the same way) and recorded as an input
            let mut tree = ArgumentTree::default();
            for (i, p) in params.iter().enumerate() {
                let base = p
                    .base_name
                    .map(|b| b.as_str().to_string())
                    .unwrap_or_else(|| format!("argument#{i}"));
                let arg = tree.local(self, &base, p.ty, &mut body, loc);
                tree.init(self, arg, p.ty, 0, &mut body, loc);
                self.input_record(&base, arg, &mut body, loc);
                for (name, obj) in std::mem::take(&mut tree.created) {
                    self.input_record(&name, obj, &mut body, loc);
                }
                args.push(arg);
            }
        }
        let _ = ret;
        body.push(Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs: None,
                function: fe,
                args,
            }),
            loc,
        ));
        // then the handlers registered with atexit (in reverse order), then GNU destructors
        // (glibc registers those before main)
        let run = Ident::new(ATEXIT_RUN);
        if self.atexit_registry().is_some() {
            self.call_each(&mut body, &[run], loc);
        } else {
            let dtors = self.destructors.clone();
            self.call_each(&mut body, &dtors, loc);
        }
        body.push(Instruction::new(InstrKind::EndFunction, loc));
        let sym = Symbol::new(start, code0);
        self.m.symbols.replace(sym);
        self.m.functions.insert(
            start,
            GotoFunction {
                parameters: Vec::new(),
                body,
                numbering: Vec::new(),
            },
        );
        let _: Option<TypeId> = None;
        Ok(())
    }
}

/// The library function that calls the handlers registered with `atexit`.
const ATEXIT_RUN: &str = "__rbmc_atexit_run";
/// The library's atexit registry: the handlers and their count.
pub(super) const ATEXIT_HANDLERS: &str = "__rbmc_atexit_handlers";
const ATEXIT_COUNT: &str = "__rbmc_atexit_count";

impl Converter<'_> {
    /// The library's atexit registry (handlers, count) when its runner is linked.
    fn atexit_registry(&self) -> Option<(Ident, Ident)> {
        let run = Ident::new(ATEXIT_RUN);
        let handlers = Ident::new(ATEXIT_HANDLERS);
        let count = Ident::new(ATEXIT_COUNT);
        (self.m.functions.get(&run).is_some_and(|f| f.has_body())
            && self.m.symbols.contains(handlers)
            && self.m.symbols.contains(count))
        .then_some((handlers, count))
    }

    /// Registers the GNU destructors with the library's atexit (in the order that makes
    /// them run last, by priority), as glibc's start-up does.
    fn register_destructors(&mut self, body: &mut Vec<Instruction>, loc: SourceLocation) {
        let Some((handlers, count)) = self.atexit_registry() else {
            return;
        };
        let dtors = self.destructors.clone();
        if dtors.is_empty() {
            return;
        }
        let (Some(hs), Some(cs)) = (self.m.symbols.get(handlers).cloned(), self.m.symbols.get(count).cloned()) else {
            return;
        };
        let TypeKind::Array { elem, .. } = self.m.store.ty(hs.ty).clone() else {
            return;
        };
        let harr = self.m.store.symbol(handlers, hs.ty);
        let index_t = cs.ty;
        // the registry runs last-in first-out: the first destructor to run goes last
        for (k, &d) in dtors.iter().rev().enumerate() {
            let Some(ds) = self.m.symbols.get(d).cloned() else {
                continue;
            };
            let f = self.m.store.symbol(d, ds.ty);
            let pt = self.m.store.pointer_type(ds.ty, self.target.pointer_width());
            let addr = self.m.store.address_of(f, pt);
            let addr = self.m.store.typecast(addr, elem);
            let i = self.m.store.int_const(k as u64, index_t);
            let lhs = self.m.store.index(harr, i, elem);
            body.push(Instruction::new(InstrKind::Assign { lhs, rhs: addr }, loc));
        }
        let c = self.m.store.symbol(count, cs.ty);
        let n = self.m.store.int_const(dtors.len() as u64, cs.ty);
        body.push(Instruction::new(InstrKind::Assign { lhs: c, rhs: n }, loc));
    }

    /// Appends `CALL f()` for each function of `fs` (constructors, destructors).
    fn call_each(&mut self, body: &mut Vec<Instruction>, fs: &[Ident], loc: SourceLocation) {
        for &f in fs {
            let Some(sym) = self.m.symbols.get(f) else {
                continue;
            };
            let function = self.m.store.symbol(f, sym.ty);
            body.push(Instruction::new(
                InstrKind::FunctionCall(Call {
                    lhs: None,
                    function,
                    args: Vec::new(),
                }),
                loc,
            ));
        }
    }
}

trait PointerBase {
    fn pointer_base(self) -> Option<TypeId>;
}

impl PointerBase for TypeKind {
    fn pointer_base(self) -> Option<TypeId> {
        match self {
            TypeKind::Pointer { base, .. } => Some(base),
            _ => None,
        }
    }
}

/// The objects behind `--function`'s arguments (CBMC's `c_nondet_symbol_factory`).
#[derive(Default)]
struct ArgumentTree {
    /// Temporaries made so far (their base name `tmp`, then `tmp$1`, …).
    count: usize,
    /// The objects created for the current argument, in creation order.
    created: Vec<(String, ExprId)>,
    /// The struct tags being initialised (a recursive type stops at NULL).
    open: Vec<TypeId>,
}

impl ArgumentTree {
    /// A local `__CPROVER__start::<base>` of the entry point, declared.
    fn local(
        &mut self,
        cx: &mut Converter<'_>,
        base: &str,
        ty: TypeId,
        body: &mut Vec<Instruction>,
        loc: SourceLocation,
    ) -> ExprId {
        let id = Ident::new(&format!("{}::{base}", goto_ir::ENTRY_POINT));
        let e = cx.auxiliary_symbol(
            id,
            base,
            ty,
            Ident::new(goto_ir::ENTRY_POINT),
            loc,
            false,
        );
        body.push(Instruction::new(InstrKind::Decl(e), loc));
        e
    }

    /// `lhs := ` a nondeterministic value of `ty`, with objects behind pointers.
    fn init(
        &mut self,
        cx: &mut Converter<'_>,
        lhs: ExprId,
        ty: TypeId,
        depth: usize,
        body: &mut Vec<Instruction>,
        loc: SourceLocation,
    ) {
        let followed = cx.m.symbols.follow(&cx.m.store, ty);
        match cx.m.store.ty(followed).clone() {
            TypeKind::Pointer { base, .. } => {
                let tree = cx.nondet_tree;
                let target = cx.m.symbols.follow(&cx.m.store, base);
                // the object: of the pointed-to type (a byte behind `void *`); functions
                // and incomplete types get a nondeterministic pointer
                let base = if matches!(cx.m.store.ty(target), TypeKind::Empty) {
                    cx.ct.char_
                } else {
                    base
                };
                let object = matches!(
                    cx.m.store.ty(cx.m.symbols.follow(&cx.m.store, base)),
                    TypeKind::Signed(_)
                        | TypeKind::Unsigned(_)
                        | TypeKind::CBool(_)
                        | TypeKind::Floatbv { .. }
                        | TypeKind::Pointer { .. }
                        | TypeKind::Struct(_)
                        | TypeKind::Union(_)
                        | TypeKind::CEnum { .. }
                        | TypeKind::CBitField { .. }
                        | TypeKind::Array { size: Some(_), .. }
                ) && !matches!(cx.m.store.ty(cx.m.symbols.follow(&cx.m.store, base)), TypeKind::Struct(c) if c.incomplete);
                if !object {
                    let rhs = cx.m.store.mk(ExprKind::Nondet, ty, []);
                    body.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
                    return;
                }
                // a recursive struct type stops at NULL from the maximum depth on
                if self.open.contains(&target) && depth >= tree.max_depth {
                    let rhs = cx.m.store.null_pointer(ty);
                    body.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
                    return;
                }
                let name = if self.count == 0 {
                    "tmp".to_string()
                } else {
                    format!("tmp${}", self.count)
                };
                self.count += 1;
                let obj = self.local(cx, &name, base, body, loc);
                self.created.push((name, obj));
                self.init(cx, obj, base, depth + 1, body, loc);
                let pt = cx.m.store.pointer_type(base, cx.target.pointer_width());
                let addr = cx.m.store.address_of(obj, pt);
                let addr = if cx.m.store.type_of(addr) == ty {
                    addr
                } else {
                    cx.m.store.typecast(addr, ty)
                };
                // NULL is possible from the minimum depth on
                let rhs = if depth < tree.min_null_depth {
                    addr
                } else {
                    let null = cx.m.store.null_pointer(ty);
                    let choice = cx.m.store.mk(ExprKind::Nondet, BOOL, []);
                    cx.m.store.ite(choice, null, addr)
                };
                body.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
            }
            TypeKind::Struct(c) if !c.incomplete => {
                // the tag is open for the rest of this argument's tree (CBMC's recursion set)
                let opened = !self.open.contains(&followed);
                if opened {
                    self.open.push(followed);
                }
                for m in c.components.iter().filter(|m| !m.padding) {
                    let member = cx.m.store.member(lhs, m.name, m.ty);
                    self.init(cx, member, m.ty, depth, body, loc);
                }
                if opened {
                    self.open.pop();
                }
            }
            TypeKind::Array {
                elem,
                size: Some(n),
            } if cx.m.store.as_int(n).and_then(num_traits::ToPrimitive::to_u32).is_some_and(|k| k <= 64)
                && matches!(cx.m.store.ty(cx.m.symbols.follow(&cx.m.store, elem)), TypeKind::Pointer { .. } | TypeKind::Struct(_)) =>
            {
                // element by element where elements hold pointers
                let k = cx.m.store.as_int(n).and_then(num_traits::ToPrimitive::to_u32).unwrap_or(0);
                let idx_t = cx.ct.ssize_t;
                for i in 0..k {
                    let ie = cx.m.store.int_const(i, idx_t);
                    let el = cx.m.store.index(lhs, ie, elem);
                    self.init(cx, el, elem, depth, body, loc);
                }
            }
            _ => {
                let rhs = if ty == cx.ct.c_bool {
                    // a nondeterministic _Bool is 0 or 1
                    let b = cx.m.store.mk(ExprKind::Nondet, BOOL, []);
                    cx.m.store.typecast(b, ty)
                } else {
                    cx.m.store.mk(ExprKind::Nondet, ty, [])
                };
                body.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
            }
        }
    }
}

impl Converter<'_> {
    /// `__CPROVER_input("<name>", value)`: the entry point records an argument as an input.
    fn input_record(&mut self, name: &str, value: ExprId, body: &mut Vec<Instruction>, loc: SourceLocation) {
        let Some(proto) = self.builtin_prototype("__CPROVER_input") else {
            return;
        };
        let id = Ident::new("__CPROVER_input");
        if self.m.symbols.get(id).is_none() {
            let mut sym = Symbol::new(id, proto);
            sym.base_name = id;
            sym.pretty_name = id;
            self.m.symbols.replace(sym);
        }
        let f = self.m.store.symbol(id, proto);
        let lit = ast::CharsLiteral {
            prefix: ast::StrPrefix::None,
            units: name.bytes().map(u32::from).collect(),
        };
        let Ok(array) = self.string_literal(&lit) else {
            return;
        };
        let text = self.decay(array);
        body.push(Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs: None,
                function: f,
                args: vec![text, value],
            }),
            loc,
        ));
    }
}
