//! Statements → instructions (cbmc-behaviour.md §1.5): structured control flow becomes
//! GOTOs; leaving a block emits DEAD for its locals.

use super::{Converter, Label, Reported, R};
use crate::ast::{self, StmtKind};
use crate::diag::Span;
use goto_ir::{ExprId, Ident, InstrKind, Instruction, SourceLocation, TRUE};
use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

impl Converter<'_> {
    /// Enters a nested block: a new scope and the next block number.
    pub fn open_block(&mut self) {
        self.push_scope();
        let f = self.f();
        let n = f.block_children.last_mut().map(|c| {
            *c += 1;
            *c
        });
        f.block_path.push(n.unwrap_or(1));
        f.block_children.push(0);
        f.locals.push(Vec::new());
        f.scopes.enter();
    }

    /// Leaves a nested block at its normal end (DEAD for its locals).
    pub fn close_block(&mut self, span: Span) {
        self.close_block_deads(span);
        let f = self.f();
        f.block_path.pop();
        f.block_children.pop();
        f.locals.pop();
        f.scopes.leave();
        self.pop_scope();
    }

    /// DEAD instructions for the locals of all blocks deeper than `depth` (for jumps out).
    fn deads_to_depth(&mut self, depth: usize, span: Span) {
        let loc = self.loc(span);
        let locals: Vec<ExprId> = self.f().locals[depth..]
            .iter()
            .rev()
            .flat_map(|b| b.iter().rev().copied())
            .collect();
        for e in locals {
            self.emit(Instruction::new(InstrKind::Dead(e), loc));
        }
    }

    pub fn block_items(&mut self, items: &[ast::BlockItem]) -> R<()> {
        let (r, local_scopes) = self.block_items_open(items);
        self.pop_local_labels(local_scopes);
        r
    }

    /// Drops the innermost `n` scopes of local labels.
    pub(super) fn pop_local_labels(&mut self, n: usize) {
        for _ in 0..n {
            self.f().local_labels.pop();
        }
    }

    /// The items of a block, leaving the scopes of their local labels (`__label__`) open
    /// for what follows in the same block: returns how many were opened.
    pub(super) fn block_items_open(&mut self, items: &[ast::BlockItem]) -> (R<()>, usize) {
        let mut ok = true;
        let mut local_scopes = 0;
        for item in items {
            let r = match item {
                ast::BlockItem::Declaration(d) => self.declaration(d),
                ast::BlockItem::StaticAssert(sa) => self.static_assert(sa),
                ast::BlockItem::FunctionDef(fd) => {
                    self.fail(fd.span, "nested function definitions are not supported")
                }
                ast::BlockItem::LocalLabels(names) => {
                    // GNU `__label__ L;`: labels L of this block are its own
                    let mut scope = FxHashMap::default();
                    for n in names {
                        let l = self.new_label();
                        scope.insert(n.name.clone(), l);
                    }
                    self.f().local_labels.push(scope);
                    local_scopes += 1;
                    Ok(())
                }
                ast::BlockItem::Stmt(s) => self.statement(s),
            };
            ok &= r.is_ok();
        }
        (if ok { Ok(()) } else { Err(Reported) }, local_scopes)
    }

    /// The C library's `assert(c)`, `c ? (void)0 : __assert_fail("c", …)`, is one
    /// `ASSERT c` (CBMC's goto-convert turns `if(c) skip; else assert(false)` into
    /// `assert(c)`): no branch, as CBMC's listings and coverage blocks have it.
    fn assert_macro(&mut self, e: &ast::Expr) -> R<bool> {
        fn strip_void(mut e: &ast::Expr) -> &ast::Expr {
            while let ast::ExprKind::Cast { expr, .. } = &e.kind {
                e = expr;
            }
            e
        }
        let ast::ExprKind::Conditional {
            cond,
            then: Some(then),
            els,
        } = &e.kind
        else {
            return Ok(false);
        };
        if !matches!(&strip_void(then).kind, ast::ExprKind::Int(i) if i.value == 0) {
            return Ok(false);
        }
        self.assert_hook_call(cond, strip_void(els))
    }

    /// `ASSERT cond` for a call `els` of a C library assertion hook (`__assert_fail`, …);
    /// `false` (nothing emitted) for any other `els`.
    fn assert_hook_call(&mut self, cond: &ast::Expr, els: &ast::Expr) -> R<bool> {
        let ast::ExprKind::Call { callee, args } = &els.kind else {
            return Ok(false);
        };
        let ast::ExprKind::Ident(name) = &callee.kind else {
            return Ok(false);
        };
        if !super::builtins::is_assert_hook(name) || self.defined_anywhere(Ident::new(name)) {
            return Ok(false);
        }
        let c = self.condition(cond)?;
        let text = args.first().and_then(|a| self.string_arg(a)).unwrap_or_default();
        let mut l = self.loc(els.span);
        l.comment = Some(Ident::new(&format!("assertion {text}")));
        l.property_class = Some(Ident::new("assertion"));
        l.user_provided = true;
        self.emit(Instruction::with_guard(InstrKind::Assert, c, l));
        Ok(true)
    }

    /// Places the C label `label` (of a labeled statement) here.
    pub(super) fn place_c_label(&mut self, label: &ast::Ident) -> R<()> {
        let l = self.c_label(&label.name);
        if self.f().label_pos[l.0 as usize].is_some() {
            return self.fail(label.span, format!("duplicate label '{}'", label.name));
        }
        self.place(l);
        let name = Ident::new(&label.name);
        self.f().scopes.label(l, name);
        self.f().pending_c_labels.push(name);
        Ok(())
    }

    /// GCC's `goto *p` (as CBMC's goto-convert): `p` is evaluated (and checked) once,
    /// then a jump to each label of the function whose address `p` is; when it is none of
    /// them, execution goes on after the statement.
    fn computed_goto(&mut self, target: &ast::Expr, loc: SourceLocation) -> R<()> {
        let v = self.rvalue(target)?;
        let vt = self.m.store.type_of(v);
        if !self.m.store.ty(vt).is_pointer() {
            return self.fail(target.span, "computed goto needs a pointer");
        }
        // the target in a temporary outside the statement's scope: the jumps leave that
        // scope, which ends the temporaries the expression used
        let t = self.new_temp_outer("computed_goto", vt, target.span);
        self.emit(Instruction::new(InstrKind::Assign { lhs: t, rhs: v }, loc.clone()));
        let v = t;
        // forward tests, each to a plain `goto label;`: the jumps are the C gotos they
        // stand for (a backward one closes a loop as `goto label;` would)
        let labels = self.f().all_labels.clone();
        let mut jumps = Vec::new();
        for name in labels {
            let addr = self.label_address(&name);
            let addr = self.m.store.typecast(addr, vt);
            let cond = self.m.store.eq(v, addr);
            let jump = self.new_label();
            self.emit_goto(cond, jump, loc.clone());
            jumps.push((jump, name));
        }
        let after = self.new_label();
        self.emit_goto(TRUE, after, loc.clone());
        for (jump, name) in jumps {
            self.place(jump);
            let l = self.c_label(&name);
            self.emit_goto(TRUE, l, loc.clone());
            let at = self.f().body.len() - 1;
            self.f().scopes.goto(at, l);
        }
        self.place(after);
        self.emit(Instruction::new(InstrKind::Skip, loc));
        Ok(())
    }

    /// `&&name`: the address of a static object standing for the label `name` of the
    /// current function (one per label, so addresses of distinct labels differ).
    pub fn label_address(&mut self, name: &str) -> ExprId {
        let fname = self.f().name;
        let id = Ident::new(&format!("__CPROVER_label::{fname}::{name}"));
        let obj_ty = self.m.store.unsigned(8);
        if !self.m.symbols.contains(id) {
            let mut sym = goto_ir::Symbol::new(id, obj_ty);
            sym.is_static_lifetime = true;
            sym.is_state_var = true;
            sym.is_lvalue = true;
            sym.is_file_local = true;
            sym.module = self.module;
            self.m.symbols.replace(sym);
        }
        let obj = self.m.store.symbol(id, obj_ty);
        let vp = self.ct.void_ptr;
        self.m.store.address_of(obj, vp)
    }

    fn c_label(&mut self, name: &str) -> Label {
        let f = self.f();
        if let Some(l) = f.local_labels.iter().rev().find_map(|s| s.get(name)) {
            return *l;
        }
        if let Some(l) = f.c_labels.get(name) {
            return *l;
        }
        let l = self.new_label();
        self.f().c_labels.insert(name.to_string(), l);
        l
    }

    /// `__CPROVER_ASYNC_<n>: stmt;` (as CBMC's goto-convert): the current thread starts a
    /// new one at the statement and jumps over it; the new thread ends after it.
    ///
    /// ```text
    ///     START_THREAD a
    ///     GOTO b
    /// a:  stmt
    ///     END_THREAD
    /// b:  …
    /// ```
    fn async_statement(
        &mut self,
        label: &str,
        stmt: &ast::Stmt,
        loc: goto_ir::SourceLocation,
    ) -> R<()> {
        let (body, after) = (self.new_label(), self.new_label());
        let name = Ident::new(label);
        self.f().pending_c_labels.push(name);
        let mut start = Instruction::new(InstrKind::StartThread, loc);
        start.targets.push(goto_ir::InstrRef(u32::MAX));
        let i = self.emit(start);
        self.f().pending.push((i, body));
        self.emit_goto(TRUE, after, loc);
        self.place(body);
        self.sub_statement(stmt)?;
        self.emit(Instruction::new(InstrKind::EndThread, loc));
        self.place(after);
        Ok(())
    }

    pub fn statement(&mut self, s: &ast::Stmt) -> R<()> {
        let loc = self.loc(s.span);
        match &s.kind {
            StmtKind::Labeled { label, stmt, .. }
                if label.name.starts_with("__CPROVER_ASYNC_") =>
            {
                self.async_statement(&label.name, stmt, loc)
            }
            StmtKind::Labeled { label, stmt, .. } => {
                self.place_c_label(label)?;
                self.statement(stmt)
            }
            StmtKind::Case { stmt, .. } => {
                let l = self.f().switch_cases.as_mut().and_then(VecDeque::pop_front);
                match l {
                    Some(l) => self.place(l),
                    None => return self.fail(s.span, "'case' label not within a switch statement"),
                }
                self.statement(stmt)
            }
            StmtKind::Default(stmt) => {
                match self.f().switch_default {
                    Some(l) => self.place(l),
                    None => {
                        return self.fail(s.span, "'default' label not within a switch statement")
                    }
                }
                self.statement(stmt)
            }
            StmtKind::Compound(b) => {
                self.open_block();
                let r = self.block_items(&b.items);
                self.close_block(b.span);
                r
            }
            StmtKind::Expr(e) => {
                if self.assert_macro(e)? {
                    return Ok(());
                }
                let before = self.f().body.len();
                self.expr_stmt(e)?;
                if self.f().body.len() == before {
                    // an expression without effect still marks its location (CBMC keeps
                    // an `EXPRESSION` instruction; a SKIP keeps labels attached)
                    self.emit(Instruction::new(InstrKind::Skip, loc));
                }
                Ok(())
            }
            StmtKind::Empty => {
                self.emit(Instruction::new(InstrKind::Skip, loc));
                Ok(())
            }
            StmtKind::If { cond, then, els } => {
                // glibc's `assert`: `if (c) ; else __assert_fail(…);`
                if let (StmtKind::Empty, Some(e)) = (&then.kind, els) {
                    if let StmtKind::Expr(call) = &e.kind {
                        if self.assert_hook_call(cond, call)? {
                            return Ok(());
                        }
                    }
                }
                self.if_statement(cond, then, els.as_deref(), loc)
            }
            StmtKind::While { cond, body } => {
                let head = self.new_label();
                let exit = self.new_label();
                self.place(head);
                let c = self.condition(cond)?;
                let nc = self.negate(c);
                self.emit_goto(nc, exit, loc);
                // `continue` jumps forward to the one backward GOTO, as in CBMC: a
                // backward GOTO per `continue` would make each a loop of its own (other
                // loop ids for --unwindset, and paths that symex never merges)
                let cont = self.new_label();
                self.loop_body(body, exit, cont)?;
                self.place(cont);
                self.emit_goto(TRUE, head, loc);
                self.place(exit);
                self.emit(Instruction::new(InstrKind::Skip, loc));
                Ok(())
            }
            StmtKind::DoWhile { body, cond } => {
                let head = self.new_label();
                let cont = self.new_label();
                let exit = self.new_label();
                self.place(head);
                self.loop_body(body, exit, cont)?;
                self.place(cont);
                let cloc = self.loc(cond.span);
                let c = self.condition(cond)?;
                self.emit_goto(c, head, cloc);
                self.place(exit);
                self.emit(Instruction::new(InstrKind::Skip, loc));
                Ok(())
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.open_block();
                let r = (|| -> R<()> {
                    match init {
                        ast::ForInit::None => {}
                        ast::ForInit::Expr(e) => self.expr_stmt(e)?,
                        ast::ForInit::Declaration(d) => self.declaration(d)?,
                        ast::ForInit::StaticAssert(sa) => self.static_assert(sa)?,
                    }
                    let head = self.new_label();
                    let cont = self.new_label();
                    let exit = self.new_label();
                    self.place(head);
                    if let Some(c) = cond {
                        let c = self.condition(c)?;
                        let nc = self.negate(c);
                        self.emit_goto(nc, exit, loc);
                    }
                    self.loop_body(body, exit, cont)?;
                    self.place(cont);
                    if let Some(st) = step {
                        let before = self.f().body.len();
                        self.expr_stmt(st)?;
                        if self.f().body.len() == before {
                            self.emit(Instruction::new(InstrKind::Skip, loc));
                        }
                    }
                    self.emit_goto(TRUE, head, loc);
                    self.place(exit);
                    self.emit(Instruction::new(InstrKind::Skip, loc));
                    Ok(())
                })();
                self.close_block(s.span);
                r
            }
            StmtKind::Switch { cond, body } => self.switch(cond, body, s.span),
            StmtKind::Goto(label) => {
                let l = self.c_label(&label.name);
                self.emit_goto(TRUE, l, loc);
                let at = self.f().body.len() - 1;
                self.f().scopes.goto(at, l);
                Ok(())
            }
            StmtKind::GotoComputed(target) => self.computed_goto(target, loc),
            StmtKind::Continue => match self.f().continue_target {
                Some((l, depth)) => {
                    self.deads_to_depth(depth, s.span);
                    self.emit_goto(TRUE, l, loc);
                    Ok(())
                }
                None => self.fail(s.span, "continue statement not within a loop"),
            },
            StmtKind::Break => match self.f().break_target {
                Some((l, depth)) => {
                    self.deads_to_depth(depth, s.span);
                    self.emit_goto(TRUE, l, loc);
                    Ok(())
                }
                None => self.fail(s.span, "break statement not within loop or switch"),
            },
            StmtKind::Return(e) => {
                let ret = self.f().ret;
                if let Some(e) = e {
                    if ret == self.ct.void {
                        // `return f();` in a void function: evaluate for side effects
                        self.expr_stmt(e)?;
                    } else {
                        let v = self.rvalue(e)?;
                        let v = self.implicit_cast(v, ret, e.span)?;
                        self.emit(Instruction::new(InstrKind::SetReturnValue(v), loc));
                    }
                } else if ret != self.ct.void {
                    // `return;` in a function with a value: the caller gets a
                    // nondeterministic value, as where such a function runs off its end
                    // (CBMC's type checker, with its warning)
                    self.warning(s.span, "non-void function should return a value");
                    let v = self.m.store.mk(goto_ir::ExprKind::Nondet, ret, []);
                    self.emit(Instruction::new(InstrKind::SetReturnValue(v), loc));
                }
                self.deads_to_depth(0, s.span);
                let end = self.f().end;
                self.emit_goto(TRUE, end, loc);
                Ok(())
            }
            StmtKind::Asm(a) => {
                // the statement itself is a SKIP (a jump target), followed by its effects
                self.emit(Instruction::new(InstrKind::Skip, loc));
                self.asm_statement(a)
            }
            StmtKind::Attributed { stmt, .. } => self.statement(stmt),
        }
    }

    /// `if (cond) then else els`. Without an else branch, `if (a && b)` where `a` or `b`
    /// has side effects is `if (a) if (b)`, as CBMC's goto-convert makes it: two jumps, each
    /// with its own condition (what coverage and the checks see).
    fn if_statement(
        &mut self,
        cond: &ast::Expr,
        then: &ast::Stmt,
        els: Option<&ast::Stmt>,
        loc: SourceLocation,
    ) -> R<()> {
        if let (ast::ExprKind::Binary { op: ast::BinOp::LogAnd, lhs, rhs }, None) = (&cond.kind, els) {
            if super::expr::needs_cleaning(lhs) || super::expr::needs_cleaning(rhs) {
                let c = self.condition(lhs)?;
                let nc = self.negate(c);
                let end = self.new_label();
                self.emit_goto(nc, end, loc);
                self.if_statement(rhs, then, None, loc)?;
                self.place(end);
                self.emit(Instruction::new(InstrKind::Skip, loc));
                return Ok(());
            }
        }
        let c = self.condition(cond)?;
        // an empty then-branch: CBMC flips the test (`IF c THEN GOTO end`, the
        // else-branch falls through), which is what branch coverage sees
        if is_empty_statement(then) {
            let end = self.new_label();
            self.emit_goto(c, end, loc);
            if let Some(e) = els {
                self.sub_statement(e)?;
            }
            self.place(end);
            self.emit(Instruction::new(InstrKind::Skip, loc));
            return Ok(());
        }
        let nc = self.negate(c);
        let else_l = self.new_label();
        self.emit_goto(nc, else_l, loc);
        self.sub_statement(then)?;
        match els {
            Some(e) => {
                let end = self.new_label();
                // the jump over the else branch is at the end of the then branch (its
                // closing brace), as in CBMC, and only where that end is reachable
                let eloc = self.loc(Span::new(then.span.hi.saturating_sub(1), then.span.hi));
                if self.falls_through() {
                    self.emit_goto(TRUE, end, eloc);
                }
                self.place(else_l);
                self.sub_statement(e)?;
                self.place(end);
            }
            None => self.place(else_l),
        }
        self.emit(Instruction::new(InstrKind::Skip, loc));
        Ok(())
    }

    /// A branch body: a non-compound statement still gets its own scope.
    fn sub_statement(&mut self, s: &ast::Stmt) -> R<()> {
        self.statement(s)
    }

    fn loop_body(&mut self, body: &ast::Stmt, brk: Label, cont: Label) -> R<()> {
        let depth = self.f().locals.len();
        let saved = (self.f().break_target, self.f().continue_target);
        self.f().break_target = Some((brk, depth));
        self.f().continue_target = Some((cont, depth));
        let r = self.statement(body);
        self.f().break_target = saved.0;
        self.f().continue_target = saved.1;
        r
    }

    fn switch(&mut self, cond: &ast::Expr, body: &ast::Stmt, span: Span) -> R<()> {
        let loc = self.loc(span);
        let v = self.rvalue(cond)?;
        let v = self.promote_value(v);
        let vt = self.m.store.type_of(v);
        // collect the case labels of this switch (not of nested switches)
        let mut cases = Vec::new();
        let mut has_default = false;
        collect_cases(body, &mut cases, &mut has_default);
        // the values converted to the promoted type, which no two labels may share (checked
        // before any jump is emitted)
        let mut values: Vec<(ExprId, Option<ExprId>)> = Vec::with_capacity(cases.len());
        let mut seen: Vec<(BigInt, BigInt)> = Vec::new();
        for (lo, hi) in &cases {
            let lo_v = self.const_int(lo)?;
            let lo_c = self.m.store.int_const(lo_v, vt);
            let hi_c = match hi {
                Some(hi) => {
                    let hi_v = self.const_int(hi)?;
                    Some(self.m.store.int_const(hi_v, vt))
                }
                None => None,
            };
            if let (Some(a), Some(b)) = (
                self.m.store.as_int(lo_c).cloned(),
                self.m.store.as_int(hi_c.unwrap_or(lo_c)).cloned(),
            ) {
                if seen.iter().any(|(x, y)| *x <= b && a <= *y) {
                    return self.fail(lo.span, "duplicate (or overlapping) case value");
                }
                seen.push((a, b));
            }
            values.push((lo_c, hi_c));
        }
        let mut labels = VecDeque::new();
        for ((lo, _), (lo_c, hi_c)) in cases.iter().zip(values) {
            let l = self.new_label();
            labels.push_back(l);
            let c = match hi_c {
                Some(hi_c) => {
                    let a = self.m.store.ge(v, lo_c);
                    let b = self.m.store.le(v, hi_c);
                    self.m.store.and(a, b)
                }
                None => self.m.store.eq(v, lo_c),
            };
            let cloc = self.loc(lo.span);
            self.emit_goto(c, l, cloc);
        }
        let exit = self.new_label();
        let default = has_default.then(|| self.new_label());
        self.emit_goto(TRUE, default.unwrap_or(exit), loc);
        let saved_cases = self.f().switch_cases.replace(labels);
        let saved_default = std::mem::replace(&mut self.f().switch_default, default);
        let depth = self.f().locals.len();
        let saved_break = self.f().break_target.replace((exit, depth));
        let r = self.statement(body);
        self.f().switch_cases = saved_cases;
        self.f().switch_default = saved_default;
        self.f().break_target = saved_break;
        self.place(exit);
        self.emit(Instruction::new(InstrKind::Skip, loc));
        r
    }
}

/// The `case` labels of a switch body in source order (nested switches excluded).
fn collect_cases<'a>(
    s: &'a ast::Stmt,
    out: &mut Vec<(&'a ast::Expr, Option<&'a ast::Expr>)>,
    default: &mut bool,
) {
    match &s.kind {
        StmtKind::Case { lo, hi, stmt } => {
            out.push((lo, hi.as_ref()));
            collect_cases(stmt, out, default);
        }
        StmtKind::Default(stmt) => {
            *default = true;
            collect_cases(stmt, out, default);
        }
        StmtKind::Labeled { stmt, .. } | StmtKind::Attributed { stmt, .. } => {
            collect_cases(stmt, out, default)
        }
        StmtKind::Compound(b) => {
            for item in &b.items {
                if let ast::BlockItem::Stmt(st) = item {
                    collect_cases(st, out, default);
                }
            }
        }
        StmtKind::If { then, els, .. } => {
            collect_cases(then, out, default);
            if let Some(e) = els {
                collect_cases(e, out, default);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. } => collect_cases(body, out, default),
        _ => {}
    }
}

/// A statement that converts to nothing but skips: `;` or braces around such statements.
fn is_empty_statement(s: &ast::Stmt) -> bool {
    match &s.kind {
        StmtKind::Empty => true,
        StmtKind::Compound(b) => b.items.iter().all(|i| match i {
            ast::BlockItem::Stmt(st) => is_empty_statement(st),
            _ => false,
        }),
        _ => false,
    }
}

/// The C labels of a function body, each once, in source order (statement expressions
/// aside).
pub fn labels_of(items: &[ast::BlockItem]) -> Vec<String> {
    fn stmt(s: &ast::Stmt, out: &mut Vec<String>) {
        match &s.kind {
            StmtKind::Labeled { label, stmt: inner, .. } => {
                out.push(label.name.clone());
                stmt(inner, out);
            }
            StmtKind::Case { stmt: inner, .. } | StmtKind::Default(inner) => stmt(inner, out),
            StmtKind::Compound(b) => block(&b.items, out),
            StmtKind::If { then, els, .. } => {
                stmt(then, out);
                if let Some(e) = els {
                    stmt(e, out);
                }
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. } => stmt(body, out),
            _ => {}
        }
    }
    fn block(items: &[ast::BlockItem], out: &mut Vec<String>) {
        for i in items {
            if let ast::BlockItem::Stmt(s) = i {
                stmt(s, out);
            }
        }
    }
    let mut out = Vec::new();
    block(items, &mut out);
    // a name declared as a local label (`__label__`) in several blocks is one test
    let mut seen = rustc_hash::FxHashSet::default();
    out.retain(|l| seen.insert(l.clone()));
    out
}
