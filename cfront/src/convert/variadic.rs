//! Variadic functions: `va_start`, `va_arg`, `va_end`, `va_copy` (and their `__builtin_`
//! spellings), modelled like CBMC: the variadic arguments of a call live in an array of
//! `void *` pointing to one object per argument, and a `va_list` is a pointer into that
//! array.
//!
//! - `va_start(ap, last)` sets `ap` to the first element of the array;
//! - `va_arg(ap, T)` reads `*(T *)*(void **)ap` into a temporary, then steps `ap` by one
//!   element (`ap = (void **)ap + 1`);
//! - `va_end(ap)` sets `ap` to NULL, `va_copy(d, s)` assigns `d = s`.
//!
//! CBMC builds the array in symex from the callee's `va_arg<N>` parameters. rbmc builds it
//! in the caller instead, so that symex needs nothing special:
//!
//! ```text
//! DECL main::$tmp::va_arg1_0 : signedbv[32]      // one object per variadic argument
//! ASSIGN main::$tmp::va_arg1_0 := x
//! DECL main::$tmp::va_arg_array1 : void *[1]
//! ASSIGN main::$tmp::va_arg_array1 := { (void *)&main::$tmp::va_arg1_0 }
//! ASSIGN $va_arg_array := &main::$tmp::va_arg_array1[0]
//! CALL f(n, x)                                   // the arguments are still passed
//! DEAD main::$tmp::va_arg_array1
//! DEAD main::$tmp::va_arg1_0
//! ```
//!
//! and every variadic function copies the global `$va_arg_array` into its own local
//! `f::$va_arg_array` on entry (before anything else can overwrite the global), where
//! `va_start` finds it. A call with no variadic argument sets the global to NULL, so a
//! `va_arg` beyond the passed arguments is an invalid dereference, never a stale value.
//! The packing is added (by [`Converter::pass_variadic_arguments`], after function-pointer
//! removal) only to direct calls of variadic functions that have a body.

use super::{Converter, R};
use crate::ast;
use crate::diag::Span;
use goto_ir::{ExprId, ExprKind, Ident, InstrKind, Instruction, Symbol, TypeId, TypeKind, TRUE};

/// The global through which a caller hands the array of variadic arguments to the callee.
pub const VA_ARG_ARRAY: &str = "$va_arg_array";

impl Converter<'_> {
    /// `void **`, the type of the argument array's element pointers.
    fn void_ptr_ptr(&mut self) -> TypeId {
        let w = self.target.pointer_width();
        let vp = self.ct.void_ptr;
        self.m.store.pointer_type(vp, w)
    }

    /// The global `$va_arg_array` (created on first use, NULL initially).
    fn va_arg_array_global(&mut self) -> ExprId {
        let ty = self.void_ptr_ptr();
        let id = Ident::new(VA_ARG_ARRAY);
        if !self.m.symbols.contains(id) {
            let mut s = Symbol::new(id, ty);
            s.base_name = id;
            s.pretty_name = id;
            s.is_static_lifetime = true;
            s.is_lvalue = true;
            s.is_state_var = true;
            s.is_auxiliary = true;
            s.module = Ident::new("<built-in-additions>");
            s.value = Some(self.m.store.null_pointer(ty));
            self.m.symbols.insert(s);
        }
        self.m.store.symbol(id, ty)
    }

    /// At the entry of a variadic function: `DECL f::$va_arg_array; ASSIGN
    /// f::$va_arg_array := $va_arg_array`.
    pub fn va_capture(&mut self, span: Span) {
        let global = self.va_arg_array_global();
        let ty = self.void_ptr_ptr();
        let fname = self.f().name;
        let id = Ident::new(&format!("{fname}::{VA_ARG_ARRAY}"));
        let e = self.declare_auxiliary_local(id, VA_ARG_ARRAY, ty, span, true);
        let loc = self.loc(span);
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: e,
                rhs: global,
            },
            loc,
        ));
    }

    /// The `va_list` argument of a built-in: an lvalue of pointer type.
    fn va_list_lvalue(&mut self, name: &str, e: &ast::Expr) -> R<ExprId> {
        let v = self.expr(e)?;
        let t = self.m.store.type_of(v);
        if !self.m.store.ty(t).is_pointer() || !self.is_lvalue(v) {
            return self.fail(
                e.span,
                format!("unsupported: {name} on something that is not a 'va_list' variable"),
            );
        }
        Ok(v)
    }

    fn is_lvalue(&self, v: ExprId) -> bool {
        matches!(
            self.m.store.kind(v),
            ExprKind::Symbol(_) | ExprKind::Dereference | ExprKind::Member(_) | ExprKind::Index
        )
    }

    /// `va_start`, `va_end`, `va_copy` (any spelling); `None` if `name` is none of them.
    pub fn va_builtin(&mut self, name: &str, args: &[ast::Expr], span: Span) -> R<Option<ExprId>> {
        let which = match name {
            "__builtin_va_start" | "__va_start" | "__builtin_c23_va_start" => "va_start",
            "__builtin_va_end" => "va_end",
            "__builtin_va_copy" | "__va_copy" => "va_copy",
            _ => return Ok(None),
        };
        if self.fun.is_none() {
            return self.fail(span, format!("{which} outside a function"));
        }
        let loc = self.loc(span);
        match which {
            "va_start" => {
                if args.is_empty() || args.len() > 2 {
                    return self.fail(span, format!("'{name}' expected to have two arguments"));
                }
                let fname = self.f().name;
                if !self.variadic_defs.contains(&fname) {
                    return self.fail(span, "'va_start' used in function with fixed arguments");
                }
                let ap = self.va_list_lvalue(which, &args[0])?;
                if let Some(last) = args.get(1) {
                    // evaluated for its type only, as `&last` in CBMC
                    self.type_of_expr(last)?;
                }
                let local = Ident::new(&format!("{fname}::{VA_ARG_ARRAY}"));
                let ty = self.void_ptr_ptr();
                let base = self.m.store.symbol(local, ty);
                let apt = self.m.store.type_of(ap);
                let rhs = self.m.store.typecast(base, apt);
                self.emit(Instruction::new(InstrKind::Assign { lhs: ap, rhs }, loc));
            }
            "va_end" => {
                self.args_count(name, args, 1, span)?;
                let ap = self.va_list_lvalue(which, &args[0])?;
                let apt = self.m.store.type_of(ap);
                let rhs = self.m.store.null_pointer(apt);
                self.emit(Instruction::new(InstrKind::Assign { lhs: ap, rhs }, loc));
            }
            _ => {
                self.args_count(name, args, 2, span)?;
                let dst = self.va_list_lvalue(which, &args[0])?;
                let src = self.rvalue(&args[1])?;
                let dt = self.m.store.type_of(dst);
                if !self.m.store.ty(self.m.store.type_of(src)).is_pointer() {
                    return self.fail(
                        args[1].span,
                        "unsupported: va_copy from something that is not a 'va_list'",
                    );
                }
                let rhs = if self.m.store.type_of(src) == dt {
                    src
                } else {
                    self.m.store.typecast(src, dt)
                };
                self.emit(Instruction::new(InstrKind::Assign { lhs: dst, rhs }, loc));
            }
        }
        Ok(Some(TRUE))
    }

    fn args_count(&mut self, name: &str, args: &[ast::Expr], n: usize, span: Span) -> R<()> {
        if args.len() != n {
            let what = if n == 1 {
                "one argument"
            } else {
                "two arguments"
            };
            return self.fail(span, format!("'{name}' expected to have {what}"));
        }
        Ok(())
    }

    /// `va_arg(ap, T)`: `tmp := *(T *)*(void **)ap; ap := (void **)ap + 1`; the value is
    /// `tmp`.
    pub fn va_arg(&mut self, ap: &ast::Expr, ty: &ast::TypeName, span: Span) -> R<ExprId> {
        if self.fun.is_none() {
            return self.fail(span, "va_arg outside a function");
        }
        let t = self.type_name(ty)?;
        if t == self.ct.void
            || matches!(
                self.m.store.ty(t),
                TypeKind::Code { .. } | TypeKind::Array { .. }
            )
        {
            return self.fail(
                span,
                "unsupported: va_arg of a void, function or array type",
            );
        }
        let apv = self.va_list_lvalue("va_arg", ap)?;
        let apt = self.m.store.type_of(apv);
        let vpp = self.void_ptr_ptr();
        let w = self.target.pointer_width();
        let cur = if apt == vpp {
            apv
        } else {
            self.m.store.typecast(apv, vpp)
        };
        let slot = self.m.store.deref(cur);
        let tp = self.m.store.pointer_type(t, w);
        let p = self.m.store.typecast(slot, tp);
        let value = self.m.store.deref(p);
        let tmp = self.new_temp("va_arg", t, span);
        let loc = self.loc(span);
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: tmp,
                rhs: value,
            },
            loc,
        ));
        let one = self.m.store.int_const(1, self.ct.ssize_t);
        let next = self.m.store.plus(cur, one);
        let next = if apt == vpp {
            next
        } else {
            self.m.store.typecast(next, apt)
        };
        self.emit(Instruction::new(
            InstrKind::Assign {
                lhs: apv,
                rhs: next,
            },
            loc,
        ));
        Ok(tmp)
    }

    /// Packs the variadic arguments of every direct call of a variadic function with a
    /// body into an argument array handed over in `$va_arg_array` (see the module doc).
    pub fn pass_variadic_arguments(&mut self) {
        if self.variadic_defs.is_empty() {
            return;
        }
        let global = self.va_arg_array_global();
        let vp = self.ct.void_ptr;
        let ssize_t = self.ct.ssize_t;
        let w = self.target.pointer_width();
        let names: Vec<Ident> = self.m.functions.keys().copied().collect();
        for caller in names {
            let callee_params = |c: &Converter<'_>, ins: &Instruction| -> Option<usize> {
                let InstrKind::FunctionCall(call) = &ins.kind else {
                    return None;
                };
                let name = c.m.store.symbol_name(call.function)?;
                if !c.variadic_defs.contains(&name) {
                    return None;
                }
                match c.m.store.ty(c.m.symbols.get(name)?.ty) {
                    TypeKind::Code { params, .. } => Some(params.len()),
                    _ => None,
                }
            };
            let needs = self.m.functions[&caller]
                .body
                .iter()
                .any(|i| callee_params(self, i).is_some());
            if !needs {
                continue;
            }
            let body = std::mem::take(&mut self.m.functions[&caller].body);
            let mut blocks: Vec<Vec<Instruction>> = Vec::with_capacity(body.len());
            let mut site = 0u32;
            for ins in body {
                let (Some(nparams), InstrKind::FunctionCall(call)) =
                    (callee_params(self, &ins), &ins.kind)
                else {
                    blocks.push(vec![ins]);
                    continue;
                };
                site += 1;
                let loc = ins.location;
                let extra: Vec<ExprId> = call.args.iter().skip(nparams).copied().collect();
                let mut before = Vec::new();
                let mut after = Vec::new();
                let mut pointers = Vec::new();
                for (k, &a) in extra.iter().enumerate() {
                    let at = self.m.store.type_of(a);
                    let obj = self.aux_local(caller, &format!("va_arg{site}_{k}"), at, loc);
                    before.push(Instruction::new(InstrKind::Decl(obj), loc));
                    before.push(Instruction::new(
                        InstrKind::Assign { lhs: obj, rhs: a },
                        loc,
                    ));
                    after.push(Instruction::new(InstrKind::Dead(obj), loc));
                    let opt = self.m.store.pointer_type(at, w);
                    let addr = self.m.store.address_of(obj, opt);
                    pointers.push(self.m.store.typecast(addr, vp));
                }
                let handed = if pointers.is_empty() {
                    let vpp = self.void_ptr_ptr();
                    self.m.store.null_pointer(vpp)
                } else {
                    let n = self.m.store.int_const(pointers.len(), self.ct.size_t);
                    let aty = self.m.store.array_type(vp, Some(n));
                    let arr = self.aux_local(caller, &format!("va_arg_array{site}"), aty, loc);
                    let value = self.m.store.mk(ExprKind::Array, aty, pointers);
                    before.push(Instruction::new(InstrKind::Decl(arr), loc));
                    before.push(Instruction::new(
                        InstrKind::Assign {
                            lhs: arr,
                            rhs: value,
                        },
                        loc,
                    ));
                    after.insert(0, Instruction::new(InstrKind::Dead(arr), loc));
                    let zero = self.m.store.int_const(0, ssize_t);
                    let first = self.m.store.index(arr, zero, vp);
                    let vpp = self.void_ptr_ptr();
                    self.m.store.address_of(first, vpp)
                };
                before.push(Instruction::new(
                    InstrKind::Assign {
                        lhs: global,
                        rhs: handed,
                    },
                    loc,
                ));
                // labels and incoming jumps stay on the first instruction of the block
                let mut ins = ins;
                let labels = std::mem::take(&mut ins.labels);
                before[0].labels = labels;
                before.push(ins);
                before.extend(after);
                blocks.push(before);
            }
            // the replacement blocks hold no jumps: old targets move to block starts
            let out = super::function_pointers::splice_blocks(blocks);
            self.m.functions[&caller].body = out;
        }
    }

    /// A local auxiliary symbol `<f>::$tmp::<base>` of a function already converted.
    fn aux_local(
        &mut self,
        f: Ident,
        base: &str,
        ty: TypeId,
        loc: goto_ir::SourceLocation,
    ) -> ExprId {
        let id = Ident::new(&format!("{f}::$tmp::{base}"));
        let module = self.m.symbols.get(f).map_or(self.module, |s| s.module);
        self.auxiliary_symbol(id, base, ty, module, loc, true)
    }
}
