//! FUNCTION_CALL, SET_RETURN_VALUE and END_FUNCTION (cbmc-behaviour.md §2.6).

use crate::error::SymexError;
use crate::state::{Frame, State};
use crate::stats::Level;
use crate::Ctx;
use goto_ir::{Call, ExprId, ExprKind, Ident, InstrRef, Symbol, TypeId, TypeKind};
use ssa::{AssignmentType, L2Expr, StepKind};

impl Ctx<'_> {
    /// A call `lhs := f(args)`.
    pub(crate) fn symex_function_call(
        &mut self,
        state: &mut State,
        call: &Call,
    ) -> Result<(), SymexError> {
        let ExprKind::Symbol(fname) = *self.store.kind(call.function) else {
            return Err(self.unsupported(
                state,
                "call through a function pointer (run function pointer removal first)",
            ));
        };
        let lhs = match call.lhs {
            Some(l) => Some(self.clean_expr(state, l, true)?),
            None => None,
        };
        let mut args = Vec::with_capacity(call.args.len());
        for &a in &call.args {
            args.push(self.clean_expr(state, a, false)?);
        }
        let guard = state.gs.guard;
        self.record(state, StepKind::Location, guard, L2Expr::TRUE, false);

        // recursion limit
        let count = state
            .frame()
            .loop_iterations
            .get(&fname)
            .map_or(0, |l| l.count);
        let limit = self.cfg.unwindset.limit(fname.as_str(), state.thread);
        let stop = limit.is_some_and(|l| count > l);
        if count > 0 || stop {
            let loc = self.location(state);
            let display = self
                .symbol(fname)
                .map(|s| s.pretty_name)
                .filter(|n| !n.as_str().is_empty())
                .unwrap_or(fname);
            self.message(
                Level::Statistics,
                format!(
                    "{} recursion {display} iteration {count}",
                    if stop { "Not unwinding" } else { "Unwinding" }
                ),
            );
            if stop {
                // CBMC's symex_function_call: with --partial-loops the call is skipped and
                // nothing is asserted; otherwise the path ends (asserted first with
                // unwinding assertions)
                if !self.cfg.partial_loops {
                    if self.cfg.unwinding_assertions {
                        let f = loc.function.unwrap_or(state.function);
                        let id = Ident::new(&format!("{f}.recursion"));
                        let msg = Ident::new("recursion unwinding assertion");
                        self.vcc(state, L2Expr::FALSE, id, msg);
                    }
                    self.assume_l2(state, L2Expr::FALSE);
                }
                self.transition_next(state);
                return Ok(());
            }
        }

        // arguments are read before the callee's locals exist
        let renamed: Vec<L2Expr> = args
            .iter()
            .map(|&a| {
                let r = self.rename(state, a);
                self.simplify(r)
            })
            .collect();
        // the math-library oracle of the <math.h> models (not a function of the program)
        if fname.as_str().starts_with("__rbmc_libm_within") {
            return self.symex_libm_within(state, lhs, &renamed);
        }
        if matches!(fname.as_str(), "__CPROVER_input" | "__CPROVER_output") {
            self.symex_io_call(state, fname, &renamed);
            return Ok(());
        }
        let callee_info = self.fn_info(fname);
        let hidden = state.frame().hidden && callee_info.hidden;
        let guard = state.gs.guard;
        self.record(
            state,
            StepKind::FunctionCall {
                function: fname,
                args: renamed.clone(),
            },
            guard,
            L2Expr::TRUE,
            hidden,
        );

        // the C library's printf prints its formatted text in the trace (CBMC's model
        // calls __CPROVER_printf): an output step with the call's arguments
        if fname.as_str() == "printf"
            && self.symbol(fname).is_some_and(|s| {
                s.location
                    .file
                    .is_some_and(|f| f.as_str().starts_with("<builtin-library"))
            })
        {
            self.record_io(state, "printf", &renamed);
        }
        let has_body = self.function(fname).is_some_and(|f| f.has_body());
        if !has_body {
            // CBMC 6.9: a call of a function without a body is a property that fails when
            // the call is reachable (`<caller>.no-body.<callee>`): its effect is unknown
            // (only the return value is havocked). CPROVER primitives that stay body-less
            // calls are not functions of the program.
            if !fname.as_str().starts_with("__CPROVER_") {
                let loc = self.location(state);
                let caller = loc.function.unwrap_or(state.function);
                let id = Ident::new(&format!("{caller}.no-body.{fname}"));
                let msg = Ident::new(&format!("no body for callee {fname}"));
                self.vcc(state, L2Expr::FALSE, id, msg);
                if self.eng.warned_no_body.insert(fname) {
                    self.message(
                        Level::Warning,
                        format!("**** WARNING: no body for function {fname}"),
                    );
                }
            }
            self.record(
                state,
                StepKind::FunctionReturn { function: fname },
                guard,
                L2Expr::TRUE,
                hidden,
            );
            if let Some(l) = lhs {
                let ty = self.store.type_of(l);
                let nd = self.fresh_nondet(ty);
                let at = self.assignment_type_for(state, l);
                self.assign_rec(state, l, l, nd, &mut Vec::new(), at)?;
            }
            if self.cfg.havoc_undefined_functions {
                for &a in &args {
                    self.havoc_pointee(state, a)?;
                }
            }
            self.transition_next(state);
            return Ok(());
        }

        let Some(func) = self.function(fname) else {
            return Err(self.malformed(state, format!("unknown function {fname}")));
        };
        let params = func.parameters.clone();
        let end = InstrRef(func.body.len() as u32 - 1);
        let _ = end;

        // the new frame
        let mut frame = Frame::new(fname, state.gs.guard, callee_info.hidden);
        frame.calling = Some((state.function, state.pc));
        frame.call_lhs = lhs;
        frame.old_level1 = state.gs.level1.clone();
        // the block-scoped locals of an activation further up the stack (recursion) are
        // not this activation's: until its own DECL, a local names no instance here, so
        // that a DEAD on a path that never declared it cannot kill the caller's instance
        for id in &callee_info.locals {
            state.gs.level1.remove(id);
        }
        for (k, v) in &state.frame().loop_iterations {
            if v.is_recursion {
                frame.loop_iterations.insert(*k, *v);
            }
        }
        let li = frame.loop_iterations.entry(fname).or_default();
        li.is_recursion = true;
        li.count += 1;
        if lhs.is_some() {
            frame.return_value = Some(self.return_value_symbol(fname));
        }
        state.call_stack.push(frame);

        // locality: fresh L1 instances of the parameters
        let frame_nr = {
            let n = state.function_frames.entry(fname).or_insert(0);
            *n += 1;
            *n
        };
        let atype = if callee_info.hidden {
            AssignmentType::HiddenActualParameter
        } else {
            AssignmentType::VisibleActualParameter
        };
        for (i, p) in params.iter().enumerate() {
            let Some(psym) = self.symbol(*p) else {
                return Err(self.malformed(state, format!("parameter {p} has no symbol")));
            };
            let pty = psym.ty;
            let l1 = self.eng.l1.fresh_at_least(*p, frame_nr);
            state.gs.level1.insert(*p, l1);
            let pexpr = self.store.symbol(*p, pty);
            let obj = self.l1_of_symbol(state, *p, pty);
            state.frame_mut().local_objects.push(obj);
            let rhs = match (renamed.get(i), args.get(i)) {
                (Some(r), Some(&a)) => {
                    self.convert_argument(state, *p, *r, self.store.type_of(a), pty)?
                }
                _ => {
                    let loc = self.location(state);
                    self.message(
                        Level::Warning,
                        format!(
                            "{loc}: call to '{fname}': not enough arguments, inserting non-deterministic value"
                        ),
                    );
                    self.fresh_nondet(pty)
                }
            };
            self.assign_rec(state, pexpr, pexpr, rhs, &mut Vec::new(), atype)?;
        }
        // variadic arguments
        if renamed.len() > params.len() {
            let variadic = self.symbol(fname).is_some_and(|s| {
                matches!(self.store.ty(s.ty), TypeKind::Code { variadic: true, .. })
            });
            if variadic {
                for (k, r) in renamed[params.len()..].iter().enumerate() {
                    let ty = self.store.type_of(r.id());
                    let (name, exists) = crate::va_arg_symbol(
                        fname,
                        params.len() + k,
                        ty,
                        |a, b| self.same_type(a, b),
                        |n| self.symbol(n).map(|s| s.ty),
                    );
                    if !exists {
                        let mut s = Symbol::new(name, ty);
                        s.is_parameter = true;
                        s.is_auxiliary = true;
                        s.is_thread_local = true;
                        self.eng.new_symbols.insert(s);
                    }
                    let e = self.store.symbol(name, ty);
                    self.assign_rec(state, e, e, *r, &mut Vec::new(), atype)?;
                }
            }
        }
        // the actual parameters are assigned at the call (the caller's location in traces,
        // as CBMC records them); the callee starts here
        state.function = fname;
        self.transition(state, InstrRef(0), false);
        Ok(())
    }

    /// CBMC's limited implicit conversion of arguments (byte_extract for int / pointer /
    /// bool / enum / union mismatches).
    fn convert_argument(
        &mut self,
        state: &State,
        param: Ident,
        value: L2Expr,
        from: TypeId,
        to: TypeId,
    ) -> Result<L2Expr, SymexError> {
        if self.same_type(from, to) {
            return Ok(value);
        }
        let ok = |s: &Self, t: TypeId| {
            let t = s.ns.follow(s.store, t);
            matches!(
                s.store.ty(t),
                TypeKind::Signed(_)
                    | TypeKind::Unsigned(_)
                    | TypeKind::CBitField { .. }
                    | TypeKind::CEnum { .. }
                    | TypeKind::Bool
                    | TypeKind::CBool(_)
                    | TypeKind::Pointer { .. }
                    | TypeKind::Union(_)
            )
        };
        if ok(self, from) && ok(self, to) {
            let it = self.store.signed(self.cfg.pointer_width);
            let z = self.store.int_const(0, it);
            let zl = L2Expr::leaf(self.store, z).unwrap_or(L2Expr::TRUE);
            return Ok(L2Expr::build(
                self.store,
                ExprKind::ByteExtract(self.cfg.endian),
                to,
                &[value, zl],
            ));
        }
        Err(self.unsupported(
            state,
            format!(
                "function call: parameter \"{param}\" type mismatch: got {}, expected {}",
                goto_ir::format::ty(self.store, from),
                goto_ir::format::ty(self.store, to)
            ),
        ))
    }

    /// The symbol `goto_symex::return_value::<f>` (created once).
    fn return_value_symbol(&mut self, f: Ident) -> ExprId {
        let name = Ident::new(&format!("goto_symex::return_value::{f}"));
        let ret = match self.symbol(f).map(|s| self.store.ty(s.ty).clone()) {
            Some(TypeKind::Code { ret, .. }) => ret,
            _ => self.store.empty_type(),
        };
        if self.symbol(name).is_none() {
            let mut s = Symbol::new(name, ret);
            s.base_name = Ident::new("return_value");
            s.is_thread_local = true;
            s.is_auxiliary = true;
            s.is_lvalue = true;
            self.eng.new_symbols.insert(s);
        }
        self.store.symbol(name, ret)
    }

    /// SET_RETURN_VALUE e.
    pub(crate) fn symex_set_return_value(
        &mut self,
        state: &mut State,
        e: ExprId,
    ) -> Result<(), SymexError> {
        if let Some(rv) = state.frame().return_value {
            let rv_ty = self.store.type_of(rv);
            let v = self.store.typecast(e, rv_ty);
            self.symex_assign(state, rv, v, ssa::AssignmentType::Hidden)?;
        }
        Ok(())
    }

    /// END_FUNCTION: return to the caller (or finish the program).
    pub(crate) fn symex_end_of_function(&mut self, state: &mut State) -> Result<(), SymexError> {
        let hidden = state.frame().hidden;
        let guard = state.gs.guard;
        let function = state.function;
        self.record(
            state,
            StepKind::FunctionReturn { function },
            guard,
            L2Expr::TRUE,
            hidden,
        );
        let Some(frame) = state.call_stack.pop() else {
            return Err(self.malformed(state, "END_FUNCTION with an empty call stack"));
        };
        let Some((caller, call_pc)) = frame.calling else {
            // the entry point returned: the program is over
            return Ok(());
        };
        state.function = caller;
        state.pc = call_pc;
        state.gs.level1 = frame.old_level1;
        // with threads the guard accumulates the assumptions of the thread (a blocked
        // thread stays blocked after the call), so it is not restored (CBMC's pop_frame)
        if self.cfg.paths.is_none() && !self.eng.threads.started {
            state.gs.guard = frame.guard_at_start;
        }
        for obj in frame.local_objects {
            self.drop_object(state, obj);
        }
        if state.gs.reachable {
            if let (Some(lhs), Some(rv)) = (frame.call_lhs, frame.return_value) {
                let lt = self.store.type_of(lhs);
                let v = self.rename(state, rv);
                let v = if self.store.type_of(v.id()) == lt {
                    v
                } else {
                    L2Expr::build(self.store, ExprKind::Typecast, lt, &[v])
                };
                let v = self.simplify(v);
                let at = self.assignment_type_for(state, lhs);
                self.assign_rec(state, lhs, lhs, v, &mut Vec::new(), at)?;
            }
        }
        self.transition_next(state);
        Ok(())
    }
}
