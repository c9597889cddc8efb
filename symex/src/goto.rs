//! GOTO: branches, state queues, merging with φ assignments, loop unwinding
//! (cbmc-behaviour.md §2.3, §2.4).

use crate::error::SymexError;
use crate::rename::GUARD_IDENTIFIER;
use crate::state::{GotoState, LoopInfo, QueuedState, SavedBranch, State};
use crate::stats::Level;
use crate::Ctx;
use goto_ir::{ExprKind, Ident, InstrKind, InstrRef, BOOL};
use crate::value_set::{Target, ValueSet};
use ssa::{AssignmentType, L1Id, L2Expr, Level1, StepKind};

impl Ctx<'_> {
    // ------------------------------------------------------------------ guards

    /// `g ∧ e`, flattened like CBMC's `guard_exprt::add`.
    pub(crate) fn guard_add(&mut self, g: L2Expr, e: L2Expr) -> L2Expr {
        if g == L2Expr::FALSE || e == L2Expr::TRUE {
            return g;
        }
        if g == L2Expr::TRUE || e == L2Expr::FALSE {
            return e;
        }
        let mut ops: Vec<L2Expr> = if matches!(self.store.kind(g.id()), ExprKind::And) {
            g.ops(self.store)
        } else {
            vec![g]
        };
        if matches!(self.store.kind(e.id()), ExprKind::And) {
            ops.extend(e.ops(self.store));
        } else {
            ops.push(e);
        }
        L2Expr::build(self.store, ExprKind::And, BOOL, &ops)
    }

    fn conjuncts(&self, g: L2Expr) -> Vec<L2Expr> {
        if matches!(self.store.kind(g.id()), ExprKind::And) {
            g.ops(self.store)
        } else {
            vec![g]
        }
    }

    fn conjunction(&mut self, ops: &[L2Expr]) -> L2Expr {
        match ops {
            [] => L2Expr::TRUE,
            [x] => *x,
            _ => L2Expr::build(self.store, ExprKind::And, BOOL, ops),
        }
    }

    /// `g1 ∨ g2` (CBMC's `guard_exprt::operator|=`): common conjuncts are factored out.
    pub(crate) fn guard_or(&mut self, g1: L2Expr, g2: L2Expr) -> L2Expr {
        if g2 == L2Expr::FALSE || g1 == L2Expr::TRUE {
            return g1;
        }
        if g1 == L2Expr::FALSE || g2 == L2Expr::TRUE {
            return g2;
        }
        let is_and = |s: &Self, g: L2Expr| matches!(s.store.kind(g.id()), ExprKind::And);
        if !is_and(self, g1) || !is_and(self, g2) {
            if self.negate(g2) == g1 {
                return L2Expr::TRUE;
            }
            return L2Expr::build(self.store, ExprKind::Or, BOOL, &[g1, g2]);
        }
        let (o1, o2) = (self.conjuncts(g1), self.conjuncts(g2));
        let n = o1.iter().zip(&o2).take_while(|(a, b)| a == b).count();
        let common = self.conjunction(&o1[..n]);
        if n == o1.len() || n == o2.len() {
            return common;
        }
        let a1 = self.conjunction(&o1[n..]);
        let a2 = self.conjunction(&o2[n..]);
        if self.negate(a2) == a1 {
            return common;
        }
        let or = L2Expr::build(self.store, ExprKind::Or, BOOL, &[a1, a2]);
        self.guard_add(common, or)
    }

    /// `g1 - g2`: the conjuncts of `g1` not in the common prefix with `g2`.
    pub(crate) fn guard_diff(&mut self, g1: L2Expr, g2: L2Expr) -> L2Expr {
        if !matches!(self.store.kind(g1.id()), ExprKind::And) {
            return g1;
        }
        let (o1, o2) = (self.conjuncts(g1), self.conjuncts(g2));
        let n = o1.iter().zip(&o2).take_while(|(a, b)| a == b).count();
        self.conjunction(&o1[n..])
    }

    fn disjunction_may_simplify(&mut self, a: L2Expr, b: L2Expr) -> bool {
        let c = |g: L2Expr| g == L2Expr::TRUE || g == L2Expr::FALSE;
        if c(a) || c(b) {
            return true;
        }
        let and = |s: &Self, g: L2Expr| matches!(s.store.kind(g.id()), ExprKind::And);
        if and(self, a) && and(self, b) {
            return true;
        }
        self.negate(a) == b
    }

    // ------------------------------------------------------------------ transitions

    /// Moves to `to`; entering a loop head from outside resets its counter.
    pub(crate) fn transition(&mut self, state: &mut State, to: InstrRef, backwards: bool) {
        let (function, from, guard) = (state.function, state.pc, state.gs.guard);
        if let Some(fr) = state.call_stack.last_mut() {
            self.enter_loops(function, &mut fr.loop_iterations, (from, to, backwards), guard);
        }
        state.pc = to;
    }

    /// The loop counters of a path going from `from` to `to` (backwards or not) under
    /// `guard`: a loop whose head `to` is, entered from outside, starts counting anew.
    fn enter_loops(
        &mut self,
        function: Ident,
        counters: &mut rustc_hash::FxHashMap<Ident, LoopInfo>,
        (from, to, backwards): (InstrRef, InstrRef, bool),
        guard: L2Expr,
    ) {
        let info = self.fn_info(function);
        let Some(heads) = info.loop_heads.get(&to) else {
            return;
        };
        for (_, goto_pc) in heads.iter() {
            if !backwards || from.index() > goto_pc.index() {
                if let Some(id) = info.loop_ids.get(goto_pc) {
                    let li = counters.entry(*id).or_default();
                    li.count = 0;
                    li.decided = 0;
                    li.last_guard = Some(guard);
                    li.joined = false;
                }
            }
        }
    }

    /// Moves to the next instruction.
    pub(crate) fn transition_next(&mut self, state: &mut State) {
        let next = InstrRef(state.pc.0 + 1);
        self.transition(state, next, false);
    }

    // ------------------------------------------------------------------ GOTO

    /// A GOTO on a reachable path.
    pub(crate) fn symex_goto(&mut self, state: &mut State) -> Result<(), SymexError> {
        let Some(ins) = self
            .function(state.function)
            .and_then(|f| f.body.get(state.pc.index()))
        else {
            return Err(self.malformed(state, "program counter out of range"));
        };
        let (cond, targets) = (ins.guard, ins.targets.clone());
        let g = self.rename_condition(state, cond)?;
        let guard = state.gs.guard;
        if state.saved_branch.is_none() {
            if g == L2Expr::FALSE {
                self.record(state, StepKind::Location, guard, L2Expr::TRUE, false);
                self.transition_next(state);
                return Ok(());
            }
            self.record(state, StepKind::Goto, guard, g, false);
        }
        let [target] = targets.as_slice() else {
            return Err(self.unsupported(state, "GOTO with more than one target"));
        };
        let target = *target;
        let pc = state.pc;
        let backward = target.index() <= pc.index();
        let info = self.fn_info(state.function);

        if backward && state.saved_branch.is_none() {
            let target_is_goto = self
                .function(state.function)
                .and_then(|f| f.body.get(target.index()))
                .is_some_and(|i| matches!(i.kind, InstrKind::Goto));
            if self.cfg.self_loops_to_assumptions
                && (target == pc
                    || (self.only_predecessor(state.function, pc) == Some(target)
                        && target_is_goto
                        && g == L2Expr::TRUE))
            {
                let neg = self.negate(g);
                let neg = self.simplify(neg);
                let loc = self.statement_location(state);
                let c = self.c_expr(neg.id());
                let text = format!("replacing self-loop at {loc} by assume({c})");
                self.message(Level::Statistics, text);
                if self.cfg.unwinding_assertions {
                    self.message(
                        Level::Warning,
                        format!("no unwinding assertion will be generated for self-loop at {loc}"),
                    );
                }
                self.assume_l2(state, neg);
                self.transition_next(state);
                return Ok(());
            }
            let loop_id = info
                .loop_ids
                .get(&pc)
                .copied()
                .unwrap_or_else(|| Ident::new(&format!("{}.{}", state.function, pc.0)));
            // in a C library model marked `__RBMC_DECIDED_LOOPS`, an iteration that reaches
            // the back edge under the guard of the entry or of the previous back edge had
            // every exit test decided by constants (a symbolic one would have strengthened
            // the guard): it is not counted against the bound, up to MAX_DECIDED of them
            const MAX_DECIDED: u32 = 1 << 16;
            let guard = state.gs.guard;
            let (count, decided, counted, joined) = {
                let fr = state.frame_mut();
                let li = fr.loop_iterations.entry(loop_id).or_default();
                let counted = !(info.decided_loops
                    && li.last_guard == Some(guard)
                    && li.decided < MAX_DECIDED);
                if counted {
                    li.count += 1;
                } else {
                    li.decided += 1;
                }
                li.last_guard = Some(guard);
                (li.count, li.decided, counted, li.joined)
            };
            let limit = self.cfg.unwindset.limit(loop_id.as_str(), state.thread);
            let stop = counted && limit.is_some_and(|l| count >= l);
            let loc = self.statement_location(state);
            let iteration = count + decided;
            self.message(
                Level::Statistics,
                format!(
                    "{} loop {loop_id} iteration {iteration} {loc} thread {}",
                    if stop { "Not unwinding" } else { "Unwinding" },
                    state.thread
                ),
            );
            if stop {
                if joined {
                    self.eng.stats.joined_loop_counts = true;
                }
                self.loop_bound_exceeded(state, g);
                self.transition_next(state);
                return Ok(());
            }
            if g == L2Expr::TRUE {
                self.transition(state, target, true);
                return Ok(());
            }
        }

        let paths = self.cfg.paths.is_some();
        if g == L2Expr::TRUE && (state.gs.guard == L2Expr::TRUE || paths) {
            self.transition(state, target, backward);
            return Ok(());
        }

        let next = InstrRef(pc.0 + 1);
        let (mut state_pc, new_state_pc) = if backward {
            (target, next)
        } else {
            (next, target)
        };
        if !backward {
            if g == L2Expr::TRUE {
                let f = self.function(state.function);
                while state_pc != target
                    && !matches!(
                        f.and_then(|f| f.numbering.get(state_pc.index())),
                        Some(n) if n.target_number.is_some()
                    )
                {
                    state_pc = InstrRef(state_pc.0 + 1);
                }
            }
            if state_pc == target {
                self.transition(state, target, false);
                return Ok(());
            }
        }

        if paths && state.saved_branch.is_none() {
            // save both continuations and pause
            let mut next_path = state.clone();
            next_path.saved_branch = Some(SavedBranch::NextInstruction);
            let mut jump_path = state.clone();
            jump_path.saved_branch = Some(SavedBranch::JumpTarget);
            self.saved.push(next_path);
            self.saved.push(jump_path);
            self.pause = true;
            return Ok(());
        }

        // the guard symbol
        let guard_expr = self.guard_symbol(state, g);
        let neg_guard_expr = self.negate(guard_expr);

        if let Some(b) = state.saved_branch.take() {
            let (to, add) = match (b, backward) {
                (SavedBranch::JumpTarget, false) => (new_state_pc, guard_expr),
                (SavedBranch::JumpTarget, true) => (new_state_pc, neg_guard_expr),
                (SavedBranch::NextInstruction, false) => (state_pc, neg_guard_expr),
                (SavedBranch::NextInstruction, true) => (state_pc, guard_expr),
            };
            // what the condition says on this path, as on the two sides of a merged branch:
            // value sets filtered (`p == q` leaves `q` pointing where `p` does) and
            // constants propagated
            let jumps = add == guard_expr;
            if let Some(f) = self.value_set_filter(state, cond) {
                f.apply(&mut state.gs.value_set, jumps);
            }
            let holds = if jumps { g } else { self.negate(g) };
            let mut gs = std::mem::take(&mut state.gs);
            self.apply_condition(state, &mut gs, holds);
            state.gs = gs;
            state.gs.guard = self.guard_add(state.gs.guard, add);
            let back = to.index() <= pc.index();
            self.transition(state, to, back);
            return Ok(());
        }

        // what the original condition says about the value sets (before the branch)
        let filter = if g == L2Expr::TRUE {
            None
        } else {
            self.value_set_filter(state, cond)
        };
        let mut queued: GotoState = state.gs.clone();
        if g == L2Expr::TRUE {
            state.gs.guard = L2Expr::FALSE;
            state.gs.reachable = false;
        } else {
            let ng = self.negate(g);
            // the state continuing here and the queued one, as taken / not-taken paths
            let mut cur = std::mem::take(&mut state.gs);
            {
                let (taken, not_taken) = if backward {
                    (&mut cur, &mut queued)
                } else {
                    (&mut queued, &mut cur)
                };
                if let Some(f) = &filter {
                    f.apply(&mut taken.value_set, true);
                    f.apply(&mut not_taken.value_set, false);
                }
                self.apply_condition(state, taken, g);
                self.apply_condition(state, not_taken, ng);
            }
            state.gs = cur;
            if !backward {
                queued.guard = self.guard_add(queued.guard, guard_expr);
                state.gs.guard = self.guard_add(state.gs.guard, neg_guard_expr);
            } else {
                state.gs.guard = self.guard_add(state.gs.guard, guard_expr);
                queued.guard = self.guard_add(queued.guard, neg_guard_expr);
            }
        }
        // the queued path goes forward to its instruction (the jump's target, or the one
        // after a backward jump): a loop it enters there starts counting anew, as on the
        // path that falls through to it (the join keeps the larger count)
        let mut loop_iterations = state.frame_mut().loop_iterations.clone();
        let (function, from, guard) = (state.function, state.pc, queued.guard);
        self.enter_loops(function, &mut loop_iterations, (from, new_state_pc, false), guard);
        let frame = state.frame_mut();
        frame
            .goto_states
            .entry(new_state_pc)
            .or_default()
            .push(QueuedState {
                gs: queued,
                loop_iterations,
            });
        self.transition(state, state_pc, backward);
        Ok(())
    }

    /// The branch condition as a guard literal: the condition itself if it is a symbol or a
    /// negated symbol, else `¬goto_symex::\guard#n` with `goto_symex::\guard#n = ¬c`
    /// recorded as a GUARD assignment.
    fn guard_symbol(&mut self, state: &mut State, g: L2Expr) -> L2Expr {
        let e = g.id();
        let is_sym = |s: &Self, x| matches!(s.store.kind(x), ExprKind::Symbol(_));
        if is_sym(self, e)
            || (matches!(self.store.kind(e), ExprKind::Not) && is_sym(self, self.store.op(e, 0)))
        {
            return g;
        }
        if g == L2Expr::TRUE {
            return g;
        }
        let rhs = self.negate(g);
        let gid = self
            .eng
            .names
            .object_at(Ident::new(GUARD_IDENTIFIER), None, None, BOOL);
        let (_, lhs) =
            self.record_hidden_version(state, gid, rhs, L2Expr::TRUE, AssignmentType::Guard);
        L2Expr::not(self.store, lhs)
    }

    /// The only CFG predecessor of `pc`, looking through SKIPs that are not jump targets
    /// (CBMC removes those before symex, so `while(c);` is `L: IF ¬c GOTO E; GOTO L`
    /// there even when our front end leaves the empty body's SKIP in between).
    fn only_predecessor(&mut self, function: Ident, pc: InstrRef) -> Option<InstrRef> {
        let info = self.fn_info(function);
        let f = self.function(function)?;
        let mut at = pc;
        for _ in 0..f.body.len() {
            let [p] = info.preds.get(at.index())?.as_slice() else {
                return None;
            };
            let ins = f.body.get(p.index())?;
            let is_target = f
                .numbering
                .get(p.index())
                .is_some_and(|n| n.target_number.is_some());
            if matches!(ins.kind, InstrKind::Skip) && !is_target && p.index() + 1 == at.index() {
                at = *p;
                continue;
            }
            return Some(*p);
        }
        None
    }

    /// The current instruction's location as CBMC prints a statement's: without a column
    /// (CBMC's front end gives statements none; ours records one on every instruction).
    pub(crate) fn statement_location(&self, state: &State) -> goto_ir::SourceLocation {
        let mut loc = self.location(state);
        loc.column = None;
        loc
    }

    /// `e` in C syntax (CBMC's `from_expr`), as in statistics messages.
    pub(crate) fn c_expr(&self, e: goto_ir::ExprId) -> String {
        let cfg = if self.cfg.pointer_width == 32 {
            goto_ir::c_syntax::CConfig::ilp32()
        } else {
            goto_ir::c_syntax::CConfig::lp64()
        };
        goto_ir::c_syntax::expr(self.store, self.ns, &cfg, e)
    }

    /// A GOTO on an unreachable path: keep the guard simple (CBMC's
    /// `symex_unreachable_goto`).
    pub(crate) fn symex_unreachable_goto(&mut self, state: &mut State) -> Result<(), SymexError> {
        if state.gs.guard == L2Expr::FALSE {
            self.transition_next(state);
            return Ok(());
        }
        let Some(ins) = self
            .function(state.function)
            .and_then(|f| f.body.get(state.pc.index()))
        else {
            return Err(self.malformed(state, "program counter out of range"));
        };
        let (cond, targets) = (ins.guard, ins.targets.clone());
        let Some(&target) = targets.first() else {
            return Err(self.malformed(state, "GOTO without target"));
        };
        let pc = state.pc;
        let backward = target.index() <= pc.index();
        let info = self.fn_info(state.function);
        let queue_at_target = |s: &mut Self, st: &mut State| {
            let mut q = GotoState::new();
            q.guard = st.gs.guard;
            q.reachable = false;
            let _ = s;
            st.frame_mut()
                .goto_states
                .entry(target)
                .or_default()
                .push(QueuedState {
                    gs: q,
                    loop_iterations: Default::default(),
                });
        };
        if self.store.as_bool(cond) == Some(true) {
            if !backward {
                queue_at_target(self, state);
            }
            state.gs.guard = L2Expr::FALSE;
        } else {
            let maybe_loop_head = info
                .preds
                .get(pc.index())
                .is_some_and(|p| p.iter().any(|q| q.index() > pc.index()));
            if !backward && maybe_loop_head {
                queue_at_target(self, state);
                state.gs.guard = L2Expr::FALSE;
            }
        }
        self.transition_next(state);
        Ok(())
    }

    /// The loop limit was reached: unwinding assertion and assumption.
    fn loop_bound_exceeded(&mut self, state: &mut State, g: L2Expr) {
        let pc = state.pc;
        let loop_number = self
            .function(state.function)
            .and_then(|f| f.numbering.get(pc.index()))
            .and_then(|n| n.loop_number)
            .unwrap_or(pc.0);
        let neg = self.negate(g);
        if self.cfg.unwinding_assertions {
            let loc = self.location(state);
            let f = loc.function.unwrap_or(state.function);
            let id = Ident::new(&format!("{f}.unwind.{loop_number}"));
            let msg = Ident::new(&format!("unwinding assertion loop {loop_number}"));
            self.vcc(state, neg, id, msg);
        }
        if !self.cfg.partial_loops {
            self.assume_l2(state, neg);
        }
    }

    // ------------------------------------------------------------------ merging

    /// Merges the states queued for the current instruction (CBMC's `merge_gotos`).
    pub(crate) fn merge_gotos(&mut self, state: &mut State) -> Result<(), SymexError> {
        let pc = state.pc;
        let Some(list) = state
            .call_stack
            .last_mut()
            .and_then(|f| f.goto_states.remove(&pc))
        else {
            return Ok(());
        };
        for q in list.into_iter().rev() {
            if q.gs.reachable {
                self.merge_loop_counters(q.loop_iterations, state);
            }
            self.merge_goto(q.gs, state)?;
        }
        Ok(())
    }

    /// The loop counters after a join with a reachable queued path: the queued path's own
    /// if the current one is unreachable, else the larger count per loop (a merged state
    /// has one counter per loop, and the larger one keeps every path's bound checked); a
    /// loop whose counts differed is marked `joined`.
    fn merge_loop_counters(
        &mut self,
        queued: rustc_hash::FxHashMap<Ident, LoopInfo>,
        state: &mut State,
    ) {
        let current_reachable = state.gs.reachable;
        let Some(frame) = state.call_stack.last_mut() else {
            return;
        };
        if !current_reachable {
            frame.loop_iterations = queued;
            return;
        }
        for (id, q) in queued {
            match frame.loop_iterations.get_mut(&id) {
                Some(mine) if mine.count >= q.count => mine.joined |= mine.count > q.count,
                Some(mine) => {
                    *mine = LoopInfo { joined: true, ..q };
                }
                None => {
                    let joined = q.joined || q.count > 0;
                    frame.loop_iterations.insert(id, LoopInfo { joined, ..q });
                }
            }
        }
    }

    fn merge_goto(&mut self, mut goto_state: GotoState, state: &mut State) -> Result<(), SymexError> {
        let new_guard = if (goto_state.reachable && state.gs.reachable)
            || self.disjunction_may_simplify(state.gs.guard, goto_state.guard)
        {
            self.guard_or(state.gs.guard, goto_state.guard)
        } else if !state.gs.reachable && goto_state.reachable {
            goto_state.guard
        } else {
            state.gs.guard
        };
        if goto_state.reachable {
            if !state.gs.reachable {
                state.gs = goto_state;
            } else {
                self.merge_instances(&mut goto_state, state)?;
                self.phi_function(&goto_state, state);
                state.gs.value_set.union(&goto_state.value_set);
                state.gs.depth = state.gs.depth.min(goto_state.depth);
            }
        }
        state.gs.guard = new_guard;
        Ok(())
    }

    /// Paths that meet at a join may name different instances of a local: a DECL run in
    /// one unrolled iteration makes another instance than the same DECL in the next, and
    /// a backward goto into the middle of a loop body (`retry:` patterns, interpreters)
    /// brings paths of several iterations to one instruction. After the join the local
    /// must name one instance whose value is each path's own, so the instance one side
    /// names gets a φ assignment from the other side's instance, and both sides agree on
    /// it before the ordinary φ function runs. An instance that a pointer on its path
    /// points to is kept (that pointer still aliases the local after the join); if both
    /// are pointed to, no single instance is right on both paths, which is an error.
    fn merge_instances(
        &mut self,
        goto_state: &mut GotoState,
        state: &mut State,
    ) -> Result<(), SymexError> {
        let mut differing: Vec<(Ident, Level1, Level1)> = goto_state
            .level1
            .iter()
            .filter_map(|(id, g)| match state.gs.level1.get(id) {
                Some(d) if d != g => Some((*id, *g, *d)),
                _ => None,
            })
            .collect();
        if differing.is_empty() {
            return Ok(());
        }
        differing.sort_by_key(|(id, _, _)| id.as_str().to_string());
        let diff_guard = self.guard_diff(goto_state.guard, state.gs.guard);
        for (id, g, d) in differing {
            let (Some(gobj), Some(dobj)) = (
                self.instance_object(state, id, g),
                self.instance_object(state, id, d),
            ) else {
                continue;
            };
            let gleaves = self.leaf_objects(gobj);
            let dleaves = self.leaf_objects(dobj);
            let live = |gs: &GotoState, leaves: &[L1Id]| {
                leaves.iter().any(|o| gs.level2.current(*o).version.get() != 0)
            };
            let (glive, dlive) = (live(goto_state, &gleaves), live(&state.gs, &dleaves));
            if !glive {
                // the local is out of scope on the goto's path: the join keeps this one
                continue;
            }
            if !dlive {
                state.gs.level1.insert(id, g);
                continue;
            }
            if gleaves.len() != dleaves.len() {
                let name = self.symbol(id).map_or(id, |s| s.base_name);
                return Err(self.unsupported(
                    state,
                    format!("paths that meet here have objects `{name}` of different layouts; use --paths lifo"),
                ));
            }
            let galiased = self.points_to_instance(&goto_state.value_set, id, g);
            let daliased = self.points_to_instance(&state.gs.value_set, id, d);
            let keep_goto = match (galiased, daliased) {
                (true, true) => {
                    let name = self.symbol(id).map_or(id, |s| s.base_name);
                    return Err(self.unsupported(
                        state,
                        format!(
                            "paths that meet here have different objects `{name}` (a backward goto into the scope of a local whose address is taken), and a pointer on each points to its own; use --paths lifo"
                        ),
                    ));
                }
                (true, false) => true,
                _ => false,
            };
            let kept = if keep_goto { g } else { d };
            for (go, dobj) in gleaves.into_iter().zip(dleaves) {
                if self.fields_of_type(self.eng.names.object(dobj).ty).is_some() {
                    continue;
                }
                let target = if keep_goto { go } else { dobj };
                let gc = goto_state.level2.current(go);
                let dc = state.gs.level2.current(dobj);
                let rhs = self.phi_rhs(diff_guard, (goto_state, go, gc), (&state.gs, dobj, dc));
                let mut points_to = goto_state.value_set.get(go).to_vec();
                points_to.extend_from_slice(state.gs.value_set.get(dobj));
                let n = self.record_phi(state, target, rhs);
                goto_state.level2.set(n);
                match state.gs.propagation.get(&target) {
                    Some(c) => {
                        goto_state.propagation.insert(target, *c);
                    }
                    None => {
                        goto_state.propagation.remove(&target);
                    }
                }
                if points_to.is_empty() {
                    state.gs.value_set.remove(target);
                    goto_state.value_set.remove(target);
                } else {
                    state.gs.value_set.assign(target, points_to.clone());
                    goto_state.value_set.assign(target, points_to);
                }
            }
            state.gs.level1.insert(id, kept);
            goto_state.level1.insert(id, kept);
        }
        Ok(())
    }

    /// The L1 object of instance `l1` of the local `id` (`None` if it was never made).
    fn instance_object(&mut self, state: &State, id: Ident, l1: Level1) -> Option<L1Id> {
        let ty = self.symbol(id)?.ty;
        self.existing_instance(state, id, ty, Some(l1))
    }

    /// Whether some pointer of a value set may point into instance `l1` of `id`.
    fn points_to_instance(&self, vs: &ValueSet, id: Ident, l1: Level1) -> bool {
        vs.entries().any(|(_, set)| {
            set.iter().any(|p| match p.target {
                Target::Object(o) => {
                    let obj = self.eng.names.object(o);
                    obj.root == id && obj.l1 == Some(l1)
                }
                _ => false,
            })
        })
    }

    /// The value a φ assignment gives after a join: the goto side's where `diff_guard`
    /// holds, else the current side's (one side's value alone where the other never
    /// assigned the object).
    fn phi_rhs(
        &mut self,
        diff_guard: L2Expr,
        (gs, gid, gc): (&GotoState, L1Id, ssa::L2Name),
        (ds, did, dc): (&GotoState, L1Id, ssa::L2Name),
    ) -> L2Expr {
        let grhs = self.current_value(gs, gid, gc);
        let drhs = self.current_value(ds, did, dc);
        if gc.version.get() == 0 {
            drhs
        } else if dc.version.get() == 0 {
            grhs
        } else {
            let r = L2Expr::ite(self.store, diff_guard, grhs, drhs);
            self.simplify(r)
        }
    }

    /// The value of an object at its current version on a path: its propagated constant
    /// if there is one, else its L2 name.
    fn current_value(&mut self, gs: &GotoState, id: L1Id, n: ssa::L2Name) -> L2Expr {
        if self.cfg.propagation {
            if let Some(c) = gs.propagation.get(&id) {
                return *c;
            }
        }
        L2Expr::name(&mut self.eng.names, self.store, n)
    }

    /// Records the φ assignment `id := rhs` at a join (a new version of `id` on the
    /// merged state, its constant if `rhs` is one) and returns the new name.
    fn record_phi(&mut self, state: &mut State, id: L1Id, rhs: L2Expr) -> ssa::L2Name {
        if self.cfg.propagation && self.is_propagatable(rhs.id()) {
            state.gs.propagation.insert(id, rhs);
        } else {
            state.gs.propagation.remove(&id);
        }
        self.record_hidden_version(state, id, rhs, L2Expr::TRUE, AssignmentType::Phi)
            .0
    }

    /// Records a new version of object `id` equal to `rhs` as a hidden assignment step
    /// under `guard` (φ assignments, guard symbols, the copies a thread spawn makes) and
    /// returns its name and symbol.
    pub(crate) fn record_hidden_version(
        &mut self,
        state: &mut State,
        id: L1Id,
        rhs: L2Expr,
        guard: L2Expr,
        assignment_type: AssignmentType,
    ) -> (ssa::L2Name, L2Expr) {
        let n = state.gs.level2.assign(&mut self.eng.l2, id);
        let lhs = L2Expr::name(&mut self.eng.names, self.store, n);
        let cond = L2Expr::equal(self.store, lhs, rhs);
        let root = self.eng.names.object(id).root;
        let ty = self.eng.names.object(id).ty;
        let original = self.store.symbol(root, ty);
        self.record(
            state,
            StepKind::Assignment {
                lhs,
                full_lhs: lhs,
                original_lhs: original,
                rhs,
                assignment_type,
            },
            guard,
            cond,
            true,
        );
        (n, lhs)
    }

    /// φ assignments for every object whose version differs between the two states.
    fn phi_function(&mut self, goto_state: &GotoState, state: &mut State) {
        let diff_guard = self.guard_diff(goto_state.guard, state.gs.guard);
        let changed: Vec<L1Id> = state.gs.level2.diff(&goto_state.level2);
        let guard_root = Ident::new(GUARD_IDENTIFIER);
        let mut assignments: Vec<(L1Id, L2Expr)> = Vec::new();
        let mut inherited: Vec<(L1Id, L2Expr)> = Vec::new();
        for id in changed {
            let obj = self.eng.names.object(id).clone();
            if obj.root == guard_root {
                continue;
            }
            if obj.l0.is_some_and(|t| t.get() != state.thread) {
                // a thread-local object of another thread (the copies a spawn made for
                // the new thread): only one side has it, which the merge keeps
                let (gc, dc) = (goto_state.level2.current(id), state.gs.level2.current(id));
                if dc.version.get() == 0 && gc.version.get() != 0 {
                    state.gs.level2.set(gc);
                    if let Some(c) = goto_state.propagation.get(&id) {
                        inherited.push((id, *c));
                    }
                }
                continue;
            }
            if self.fields_of_type(obj.ty).is_some() {
                continue;
            }
            let gc = goto_state.level2.current(id);
            let dc = state.gs.level2.current(id);
            if gc == dc {
                continue;
            }
            let rhs = self.phi_rhs(diff_guard, (goto_state, id, gc), (&state.gs, id, dc));
            assignments.push((id, rhs));
        }
        // constants implied on only one side are dropped
        let other = &goto_state.propagation;
        let names = &self.eng.names;
        let thread = state.thread;
        state.gs.propagation.retain(|k, v| {
            other.get(k) == Some(v) || names.object(*k).l0.is_some_and(|t| t.get() != thread)
        });
        state.gs.propagation.extend(inherited);
        for (id, rhs) in assignments {
            self.record_phi(state, id, rhs);
        }
    }
}
