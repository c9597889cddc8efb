//! Threads (cbmc-behaviour.md §2.1, §2.5, §2.9): START_THREAD / END_THREAD, atomic
//! sections, L0 renaming and shared-memory events, as CBMC's goto-symex does them.
//!
//! - Threads run one after another: the main thread to its end, then each started thread
//!   in the order it was started. A new thread gets a copy of its parent's top frame and
//!   continues at the START_THREAD target; its guard is the guard of the spawn. Values do
//!   not flow from one thread to the next through the SSA renaming: every read of a shared
//!   object after the first spawn is a fresh SSA name (a SHARED_READ event) whose value the
//!   memory model ([`crate::memory_model`]) ties to some SHARED_WRITE event.
//! - L0: thread-local objects (locals, parameters, `_Thread_local` objects) carry the
//!   thread number (`x!1@1#2`); the parent's locals of the spawning function are copied to
//!   the new thread's instances when it starts, and `_Thread_local` objects get their
//!   initial value.
//! - Shared objects are the objects of static lifetime that are not thread-local, dynamic
//!   objects, and locals whose address is taken ("dirty"). In a program that can start
//!   threads their writes are SHARED_WRITE events and they are never constant-propagated.
//! - An atomic section is one ATOMIC_BEGIN … ATOMIC_END stretch of one thread; its events
//!   carry its id, which the memory model keeps together. Sections nested in it (an atomic
//!   function taking a lock) are part of it; CBMC refuses them.

use crate::error::{Located, SymexError};
use crate::state::State;
use crate::Ctx;
use goto_ir::{ExprId, ExprKind, Ident, InstrKind};
use crate::value_set::{normalize, Pointee, PointsTo};
use rustc_hash::{FxHashMap, FxHashSet};
use ssa::{AssignmentType, L1Id, L2Expr, L2Name, Level0, SsaSymbol, StepKind};
use std::collections::VecDeque;

/// What a run knows about its threads.
#[derive(Default)]
pub(crate) struct Threads {
    /// The program contains START_THREAD: shared writes are recorded as events from the
    /// start and shared objects are not propagated.
    pub program_has_threads: bool,
    /// A thread was started: reads of shared objects are events from now on.
    pub started: bool,
    /// Threads created so far, the main thread included.
    pub count: u32,
    /// Started threads that have not run yet, in the order they were started.
    pub pending: VecDeque<State>,
    /// Locals whose address is taken somewhere in the program.
    pub dirty: FxHashSet<Ident>,
    /// Atomic sections entered so far (ids start at 1).
    pub atomic_count: u32,
    /// `_Thread_local` objects of static lifetime with their initial values (from
    /// `__CPROVER_initialize`).
    pub thread_local_statics: Vec<(ExprId, ExprId)>,
    /// Every target stored in each shared object (by any thread) in this round.
    pub assigned: FxHashMap<L1Id, PointsTo>,
    /// Shared objects whose points-to set was consulted after the first spawn.
    pub queried: FxHashSet<L1Id>,
    /// The targets of the previous rounds: a points-to query of a shared object after the
    /// first spawn includes them (another thread may have stored them).
    pub seeds: FxHashMap<L1Id, PointsTo>,
    /// Within an atomic section no other thread runs: the value a shared object was last
    /// read or written with in section `id` under guard `g` is its value for later reads
    /// of the section under the same guard (one read event per object instead of many).
    pub atomic_values: FxHashMap<(u32, L1Id), (L2Expr, L2Expr)>,
}

/// Rounds of symex with grown points-to seeds before giving up (a clear error).
pub(crate) const MAX_VALUE_SET_ROUNDS: u32 = 8;

impl Threads {
    /// The seeds for another round, if a queried shared object got a target this round
    /// that its seeds lacked. A target seen at a second constant offset is widened to
    /// any offset (a thread stepping a shared pointer, `gp++`, would otherwise add a new
    /// offset every round).
    pub fn grown_seeds(&self) -> Option<FxHashMap<L1Id, PointsTo>> {
        let grown = self.queried.iter().any(|k| {
            self.assigned.get(k).is_some_and(|a| {
                let s = self.seeds.get(k).map_or(&[][..], |s| s.as_slice());
                a.iter().any(|p| !covers(s, p))
            })
        });
        if !grown {
            return None;
        }
        let mut seeds = self.seeds.clone();
        for (k, a) in &self.assigned {
            let s = seeds.entry(*k).or_default();
            for p in a {
                if covers(s, p) {
                    continue;
                }
                if s.iter().any(|q| q.target == p.target) {
                    s.retain(|q| q.target != p.target);
                    s.push(Pointee {
                        target: p.target,
                        offset: None,
                    });
                } else {
                    s.push(*p);
                }
            }
            let v = std::mem::take(s);
            *s = normalize(v);
        }
        Some(seeds)
    }
}

/// Whether the points-to set `s` includes `p`: `p` itself, or its target at any offset.
fn covers(s: &[Pointee], p: &Pointee) -> bool {
    s.contains(p)
        || s.iter()
            .any(|q| q.target == p.target && q.offset.is_none())
}

/// Program-wide settings modelled as variables that are not shared memory between threads:
/// each thread sees the value it inherits.
pub const NOT_SHARED: &[&str] = &[
    "__CPROVER_rounding_mode",
    "__CPROVER_malloc_failure_mode",
    "__CPROVER_malloc_may_fail",
    "__CPROVER_max_malloc_size",
    // the thread-number counter of the pthread models (cfront/library/pthread.c): symex
    // runs the threads one after another, so passing it on gives every creation its own
    // number, a constant where the creations are
    "__rbmc_next_thread_id",
];

impl Ctx<'_> {
    /// Scans the program once: does it start threads, which locals are dirty, which
    /// objects are `_Thread_local` statics.
    pub(crate) fn init_threads(&mut self) {
        let mut has = false;
        let mut addressed = FxHashSet::default();
        for f in self.functions.values() {
            for ins in &f.body {
                if matches!(ins.kind, InstrKind::StartThread) {
                    has = true;
                }
            }
        }
        if !has {
            return;
        }
        for f in self.functions.values() {
            for ins in &f.body {
                let mut roots: Vec<ExprId> = ins.kind.exprs().into_iter().collect();
                roots.push(ins.guard);
                self.store.post_order(&roots, |e| {
                    if matches!(self.store.kind(e), ExprKind::AddressOf) {
                        let mut o = self.store.op(e, 0);
                        loop {
                            match self.store.kind(o) {
                                ExprKind::Member(_)
                                | ExprKind::Index
                                | ExprKind::Typecast
                                | ExprKind::ByteExtract(_) => o = self.store.op(o, 0),
                                ExprKind::Symbol(id) => {
                                    addressed.insert(*id);
                                    break;
                                }
                                _ => break,
                            }
                        }
                    }
                });
            }
        }
        // thread-local objects whose address is taken are shared memory (CBMC's dirty
        // analysis): locals, and `__thread` / `_Thread_local` statics another thread may
        // reach through a pointer
        let dirty: FxHashSet<Ident> = addressed
            .into_iter()
            .filter(|id| self.ns.get(*id).is_some_and(|s| s.is_thread_local))
            .collect();
        let mut tls = Vec::new();
        if let Some(init) = self.functions.get(&Ident::new("__CPROVER_initialize")) {
            for ins in &init.body {
                if let InstrKind::Assign { lhs, rhs } = ins.kind {
                    if let ExprKind::Symbol(id) = *self.store.kind(lhs) {
                        if self
                            .ns
                            .get(id)
                            .is_some_and(|s| s.is_thread_local && s.is_static_lifetime)
                        {
                            tls.push((lhs, rhs));
                        }
                    }
                }
            }
        }
        let t = &mut self.eng.threads;
        t.program_has_threads = true;
        t.count = 1;
        t.dirty = dirty;
        t.thread_local_statics = tls;
    }

    /// Whether `id` (an indivisible object) is shared memory in a program with threads.
    pub(crate) fn is_shared(&self, id: L1Id) -> bool {
        if !self.eng.threads.program_has_threads {
            return false;
        }
        let root = self.eng.names.object(id).root;
        if root.as_str() == crate::rename::GUARD_IDENTIFIER || NOT_SHARED.contains(&root.as_str())
        {
            return false;
        }
        match self.symbol(root) {
            Some(s) => !s.is_thread_local || self.eng.threads.dirty.contains(&root),
            // a dynamic object another thread allocates in this round (known from the
            // previous rounds' value sets) is heap memory, shared like every dynamic object
            None => root.as_str().starts_with("symex_dynamic::"),
        }
    }

    /// A read of the shared object `id` once threads run: a fresh SSA name, recorded as a
    /// SHARED_READ event (the memory model decides which write it reads).
    pub(crate) fn shared_read(&mut self, state: &State, id: L1Id) -> L2Expr {
        let atomic = state.gs.atomic_section;
        let guard = state.gs.guard;
        if atomic != 0 {
            if let Some(&(g, v)) = self.eng.threads.atomic_values.get(&(atomic, id)) {
                if g == guard {
                    return v;
                }
            }
        }
        let n = self.eng.l2.fresh(id);
        let lhs = L2Expr::name(&mut self.eng.names, self.store, n);
        let guard = state.gs.guard;
        let atomic = state.gs.atomic_section;
        self.record(
            state,
            StepKind::SharedRead { lhs, atomic },
            guard,
            L2Expr::TRUE,
            true,
        );
        if atomic != 0 {
            self.eng
                .threads
                .atomic_values
                .insert((atomic, id), (guard, lhs));
        }
        lhs
    }

    /// Records the write of `lhs` (an SSA name of a shared object) as a SHARED_WRITE event.
    pub(crate) fn shared_write(&mut self, state: &State, lhs: L2Expr, guard: L2Expr) {
        let atomic = state.gs.atomic_section;
        if atomic != 0 && self.eng.threads.started {
            if let Some(SsaSymbol::L2(n)) = self.eng.names.lookup_expr(self.store, lhs.id()) {
                self.eng
                    .threads
                    .atomic_values
                    .insert((atomic, n.l1), (guard, lhs));
            }
        }
        self.record(
            state,
            StepKind::SharedWrite { lhs, atomic },
            guard,
            L2Expr::TRUE,
            true,
        );
    }

    fn incorrect(&self, state: &State, what: &str) -> SymexError {
        SymexError::Incorrect {
            what: what.to_owned(),
            location: Located {
                function: state.function.to_string(),
                location: self.location(state),
            },
        }
    }

    /// START_THREAD: records the spawn and queues the new thread (CBMC's
    /// `symex_start_thread`).
    pub(crate) fn symex_start_thread(&mut self, state: &mut State) -> Result<(), SymexError> {
        if state.gs.atomic_section != 0 {
            return Err(self.incorrect(
                state,
                "spawning threads out of atomic sections is not allowed; this would require amendments to ordering constraints",
            ));
        }
        if self.cfg.paths.is_some() {
            return Err(self.unsupported(state, "threads with --paths"));
        }
        let Some(&target) = self
            .function(state.function)
            .and_then(|f| f.body.get(state.pc.index()))
            .and_then(|i| i.targets.first())
        else {
            return Err(self.malformed(state, "START_THREAD without a target"));
        };
        if self.eng.threads.count == 0 {
            // a model built without init_threads (a unit of symex alone)
            self.eng.threads.program_has_threads = true;
            self.eng.threads.count = 1;
        }
        self.eng.threads.started = true;
        let guard = state.gs.guard;
        self.record(state, StepKind::Spawn, guard, L2Expr::TRUE, true);
        let n = self.eng.threads.count;
        self.eng.threads.count += 1;
        let child_l0 = Level0::thread(n);

        // the new thread's instances of the spawning function's locals start with the
        // parent's values
        let parent_l0 = Level0::thread(state.thread);
        let prefix = format!("{}::", state.function);
        let mut inherited: Vec<L2Name> = state
            .gs
            .level2
            .names()
            .filter(|nm| {
                let o = self.eng.names.object(nm.l1);
                o.l0 == Some(parent_l0) && o.root.as_str().starts_with(&prefix)
            })
            .collect();
        inherited.sort_by_key(|nm| nm.l1);
        for nm in inherited {
            let child_obj = self.eng.names.in_thread(nm.l1, child_l0);
            let value = match state.gs.propagation.get(&nm.l1) {
                Some(c) if self.cfg.propagation => *c,
                _ => L2Expr::name(&mut self.eng.names, self.store, nm),
            };
            let facts = state.gs.facts(nm.l1);
            state.gs.set_facts(child_obj, facts);
            let guard = state.gs.guard;
            let (_, lhs) = self.record_hidden_version(
                state,
                child_obj,
                value,
                guard,
                AssignmentType::Hidden,
            );
            // a shared copy (the local is address-taken) is a write of the new thread,
            // before any of its reads (CBMC's symex_start_thread)
            if self.is_shared(child_obj) {
                let parent = state.thread;
                state.thread = n;
                self.shared_write(state, lhs, guard);
                state.thread = parent;
            }
        }

        // the new thread's `_Thread_local` objects start with their initial values
        let tls = self.eng.threads.thread_local_statics.clone();
        if !tls.is_empty() {
            let parent = state.thread;
            state.thread = n;
            let mut r = Ok(());
            for (lhs, rhs) in tls {
                r = self.symex_assign(state, lhs, rhs, AssignmentType::Hidden);
                if r.is_err() {
                    break;
                }
            }
            state.thread = parent;
            r?;
        }

        let mut frame = state.frame().clone();
        frame.goto_states.clear();
        frame.local_objects.clear();
        frame.calling = None;
        frame.call_lhs = None;
        frame.return_value = None;
        let child = State {
            gs: state.gs.clone(),
            function: state.function,
            pc: target,
            function_frames: state.function_frames.clone(),
            call_stack: vec![frame],
            saved_branch: None,
            thread: n,
        };
        self.eng.threads.pending.push_back(child);
        Ok(())
    }

    /// Continues with the next started thread: its own pc, call stack, L1 renaming and
    /// guard, and the SSA versions, constants and points-to sets the previous thread left,
    /// except for the new thread's own objects (its copies of the spawning function's
    /// locals, its `_Thread_local` objects): those keep what they had at the spawn. No
    /// other thread writes them, and the previous thread's joins after the spawn may have
    /// dropped them (a path that spawned and then became unreachable, as after
    /// `assume(0)`, which with threads blocks only its own thread).
    pub(crate) fn switch_to_thread(&mut self, state: &mut State, mut next: State) {
        let previous = std::mem::take(&mut state.gs);
        let own = Level0::thread(next.thread);
        let own_names: Vec<L2Name> = next
            .gs
            .level2
            .names()
            .filter(|nm| self.eng.names.object(nm.l1).l0 == Some(own))
            .collect();
        let own_facts: Vec<_> = own_names.iter().map(|nm| next.gs.facts(nm.l1)).collect();
        next.gs.level2 = previous.level2;
        next.gs.propagation = previous.propagation;
        next.gs.value_set = previous.value_set;
        for (nm, facts) in own_names.into_iter().zip(own_facts) {
            next.gs.level2.set(nm);
            next.gs.set_facts(nm.l1, facts);
        }
        next.gs.reachable = true;
        next.gs.atomic_section = 0;
        next.gs.atomic_depth = 0;
        *state = next;
    }

    /// ATOMIC_BEGIN (CBMC's `symex_atomic_begin`).
    pub(crate) fn symex_atomic_begin(&mut self, state: &mut State) -> Result<(), SymexError> {
        if state.gs.atomic_section != 0 {
            // nested (an atomic function calling a lock, say): part of the enclosing one
            state.gs.atomic_depth += 1;
            return Ok(());
        }
        self.eng.threads.atomic_count += 1;
        let id = self.eng.threads.atomic_count;
        state.gs.atomic_section = id;
        self.forget_shared_constants(state);
        let guard = state.gs.guard;
        self.record(state, StepKind::AtomicBegin { id }, guard, L2Expr::TRUE, true);
        Ok(())
    }

    /// ATOMIC_END (CBMC's `symex_atomic_end`).
    pub(crate) fn symex_atomic_end(&mut self, state: &mut State) -> Result<(), SymexError> {
        let id = state.gs.atomic_section;
        if id == 0 {
            return Err(self.incorrect(state, "ATOMIC_END unmatched"));
        }
        if state.gs.atomic_depth > 0 {
            state.gs.atomic_depth -= 1;
            return Ok(());
        }
        state.gs.atomic_section = 0;
        self.forget_shared_constants(state);
        let guard = state.gs.guard;
        self.record(state, StepKind::AtomicEnd { id }, guard, L2Expr::TRUE, true);
        Ok(())
    }

    /// Drops the propagated constants of shared objects: learnt inside an atomic section
    /// (or before the threads started), they need not hold once other threads may run.
    fn forget_shared_constants(&mut self, state: &mut State) {
        if !self.eng.threads.started {
            return;
        }
        let shared: Vec<L1Id> = state
            .gs
            .propagation
            .keys()
            .copied()
            .filter(|&id| self.is_shared(id))
            .collect();
        for id in shared {
            state.gs.propagation.remove(&id);
        }
    }
}
