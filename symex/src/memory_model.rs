//! The memory model of concurrent programs (cbmc-behaviour.md §2.10): after symex, the
//! shared-memory events of the equation (SHARED_READ, SHARED_WRITE, SPAWN) get ordering
//! constraints, CBMC's partial-order encoding of sequential consistency (`--mm sc`).
//! Everything is added as CONSTRAINT steps: the solver knows nothing about threads.
//!
//! ## Encoding
//!
//! - **Clocks.** Every event has a clock, a bit-vector variable `symex::clock$k`; the
//!   events of one atomic section share one clock, so no event of another thread can come
//!   between them. An execution is an order of the clocks.
//! - **Program order.** Within a thread the order is the equation order; consecutive events
//!   of a thread with different clocks get `clock(a) < clock(b)`, and a spawn comes before
//!   the first event of the thread it starts. `before(a, b)` is that constant for two events
//!   of one thread and `clock(a) < clock(b)` for events of different threads.
//! - **Initial values.** An object whose first event is a read, is guarded, or comes after
//!   the first spawn gets an initial write of a fresh nondeterministic value, first in the
//!   program order of that event's thread (as CBMC's `add_init_writes`).
//! - **Read-from.** Each read `r` reads one write `w` of its object that does not come
//!   after it in its own thread: a choice variable `symex::rf$k` with
//!   `rf ⇒ guard(w) ∧ value(r) = value(w)`, `rf ⇒ before(w, r)` across threads, and
//!   `guard(r) ⇒ ⋁ rf`.
//! - **Write serialisation.** Two writes of one object in different threads never share a
//!   clock; the serialisation is the clock order.
//! - **From-read.** If `r` reads `w'` and another executed write `w` is serialised after
//!   `w'`, then `r` comes before `w`: `rf ∧ guard(r) ∧ guard(w) ∧ before(w', w) ⇒
//!   before(r, w)`.

//!
//! ## Weak models (`--mm tso`, `--mm pso`)
//!
//! As CBMC's TSO and PSO models: every event has two clocks, one for the order of the
//! accesses to each object (`symex::lclock$k`, per location) and one for the order in
//! which accesses become visible to all threads (`symex::clock$k`, propagation);
//! `before(a, b)` orders both. Program order is kept pairwise within a thread: accesses
//! to one object by the per-location clock, others by the propagation clock, except the
//! pairs the model relaxes (a write before a later read under TSO; a write before any
//! later access under PSO), which are ordered only when a memory barrier
//! (`__CPROVER_fence`, `mfence`, …) of the right kind is between them. A spawn orders
//! both ways like a full barrier. A read may read a write of its own thread without
//! waiting for it to become visible (no `rf-order` for such reads).

use crate::config::MemoryModel;
use goto_ir::{ExprId, ExprKind, Ident, Store, BOOL};
use rustc_hash::FxHashMap;
use ssa::{Equation, Fences, L1Id, L2Expr, NameTable, Source, SsaSymbol, Step, StepKind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Read,
    Write,
    Spawn,
}

#[derive(Clone, Debug)]
struct Event {
    /// Index of the step in the equation (the program order within a thread).
    step: usize,
    thread: u32,
    kind: Kind,
    address: Option<L1Id>,
    value: L2Expr,
    guard: L2Expr,
    /// Clock group (index into the clock variables).
    group: usize,
    source: Source,
}

/// A memory barrier of a thread (weak models only).
#[derive(Clone, Copy, Debug)]
struct Barrier {
    step: usize,
    thread: u32,
    fences: Fences,
    guard: L2Expr,
}

/// One entry of a thread's program order (weak models).
#[derive(Clone, Copy, Debug)]
enum Item {
    Event(usize),
    Barrier(Fences, L2Expr),
}

/// Which program-order pairs a weak model relaxes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Relax {
    /// TSO: a write before a later read.
    WriteRead,
    /// PSO: a write before any later access (but not two writes of one object).
    WriteAny,
}

/// Builds the constraints.
struct Encoder<'a> {
    store: &'a mut Store,
    events: Vec<Event>,
    /// Propagation clocks, one per clock group.
    clocks: Vec<L2Expr>,
    /// Per-location clocks (weak models only; empty under SC).
    lclocks: Vec<L2Expr>,
    /// The weak model's relaxation (`None`: sequential consistency).
    relax: Option<Relax>,
    constraints: Vec<Step>,
    choices: u32,
}

impl Encoder<'_> {
    fn leaf(&mut self, e: ExprId) -> L2Expr {
        L2Expr::leaf(self.store, e).unwrap_or(L2Expr::TRUE)
    }

    fn choice(&mut self, what: &str) -> L2Expr {
        self.choices += 1;
        let e = self.store.mk(
            ExprKind::NondetSymbol(Ident::new(&format!("symex::{what}${}", self.choices))),
            BOOL,
            [],
        );
        self.leaf(e)
    }

    /// `clock(a) < clock(b)` for clock groups `a`, `b` (propagation clocks, or the
    /// per-location ones when `location`).
    fn lt_clock(&mut self, a: usize, b: usize, location: bool) -> L2Expr {
        if a == b {
            // one atomic section: the same clock
            return L2Expr::TRUE;
        }
        let clocks = if location {
            &self.lclocks
        } else {
            &self.clocks
        };
        let (ca, cb) = (clocks[a], clocks[b]);
        L2Expr::build(self.store, ExprKind::Lt, BOOL, &[ca, cb])
    }

    fn lt(&mut self, a: usize, b: usize) -> L2Expr {
        self.lt_clock(a, b, false)
    }

    /// Event `a` is before `b` in its thread's program order.
    fn po(&self, a: usize, b: usize) -> bool {
        let (ea, eb) = (&self.events[a], &self.events[b]);
        ea.thread == eb.thread && ea.step < eb.step
    }

    /// The weak model does not keep the program order of `a` before `b` (both accesses).
    fn relaxed(&self, a: usize, b: usize) -> bool {
        let (ea, eb) = (&self.events[a], &self.events[b]);
        if ea.group == eb.group {
            return false;
        }
        match self.relax {
            None => false,
            Some(Relax::WriteRead) => ea.kind == Kind::Write && eb.kind == Kind::Read,
            Some(Relax::WriteAny) => {
                ea.kind == Kind::Write && !(eb.kind == Kind::Write && ea.address == eb.address)
            }
        }
    }

    /// `before(a, b)`: `a` happens before `b`. Under SC a constant within a thread and the
    /// clock order across threads; under a weak model both clock orders.
    fn before(&mut self, a: usize, b: usize) -> L2Expr {
        let (ea, eb) = (&self.events[a], &self.events[b]);
        let (ga, gb) = (ea.group, eb.group);
        if self.relax.is_none() {
            if ea.thread == eb.thread {
                return if ea.step < eb.step {
                    L2Expr::TRUE
                } else {
                    L2Expr::FALSE
                };
            }
            return self.lt(ga, gb);
        }
        let l = self.lt_clock(ga, gb, true);
        let p = self.lt_clock(ga, gb, false);
        self.and(&[l, p])
    }

    /// The write serialisation of two writes of one object, as from-read sees it: a
    /// constant for writes of one thread whose order the model keeps.
    fn ws_before(&mut self, a: usize, b: usize) -> L2Expr {
        if self.po(a, b) && !self.relaxed(a, b) {
            L2Expr::TRUE
        } else if self.po(b, a) && !self.relaxed(b, a) {
            L2Expr::FALSE
        } else {
            self.before(a, b)
        }
    }

    fn add(&mut self, cond: L2Expr, comment: &str, source: Source) {
        if cond == L2Expr::TRUE {
            return;
        }
        self.constraints.push(Step {
            kind: StepKind::Constraint {
                comment: Ident::new(comment),
            },
            guard: L2Expr::TRUE,
            cond,
            source,
            hidden: true,
            ignore: false,
        });
    }

    fn and(&mut self, ops: &[L2Expr]) -> L2Expr {
        let ops: Vec<L2Expr> = ops.iter().copied().filter(|o| *o != L2Expr::TRUE).collect();
        match ops.as_slice() {
            [] => L2Expr::TRUE,
            [x] => *x,
            _ if ops.contains(&L2Expr::FALSE) => L2Expr::FALSE,
            _ => L2Expr::build(self.store, ExprKind::And, BOOL, &ops),
        }
    }

    fn or(&mut self, ops: &[L2Expr]) -> L2Expr {
        let ops: Vec<L2Expr> = ops
            .iter()
            .copied()
            .filter(|o| *o != L2Expr::FALSE)
            .collect();
        match ops.as_slice() {
            [] => L2Expr::FALSE,
            [x] => *x,
            _ if ops.contains(&L2Expr::TRUE) => L2Expr::TRUE,
            _ => L2Expr::build(self.store, ExprKind::Or, BOOL, &ops),
        }
    }

    fn implies(&mut self, a: L2Expr, b: L2Expr) -> L2Expr {
        if a == L2Expr::FALSE || b == L2Expr::TRUE {
            return L2Expr::TRUE;
        }
        if a == L2Expr::TRUE {
            return b;
        }
        L2Expr::implies(self.store, a, b)
    }

    /// The spawn events with the thread each starts (the k-th spawn starts thread k).
    fn spawns(&self) -> Vec<(usize, u32)> {
        (0..self.events.len())
            .filter(|&i| self.events[i].kind == Kind::Spawn)
            .zip(1u32..)
            .collect()
    }

    /// SC program order: consecutive events of a thread, and a spawn before the first
    /// event of the thread it starts (transitivity does the rest).
    fn program_order_sc(&mut self, per_thread: &FxHashMap<u32, Vec<usize>>, threads: &[u32]) {
        for t in threads {
            let list = &per_thread[t];
            for w in list.windows(2) {
                let (a, b) = (self.events[w[0]].group, self.events[w[1]].group);
                if a != b {
                    let c = self.lt(a, b);
                    let src = self.events[w[1]].source;
                    self.add(c, "po", src);
                }
            }
        }
        for (s, child) in self.spawns() {
            if let Some(&first) = per_thread.get(&child).and_then(|l| l.first()) {
                let (a, b) = (self.events[s].group, self.events[first].group);
                let c = self.lt(a, b);
                let src = self.events[s].source;
                self.add(c, "thread-spawn", src);
            }
        }
    }

    /// Weak program order (CBMC's TSO/PSO `program_order`): every pair of a thread that
    /// transitivity does not already order, with the barriers between them deciding the
    /// relaxed pairs; a spawn precedes every event of the thread it starts.
    fn program_order_weak(&mut self, per_thread: &FxHashMap<u32, Vec<Item>>, threads: &[u32]) {
        for (s, child) in self.spawns() {
            let Some(list) = per_thread.get(&child) else {
                continue;
            };
            for item in list {
                if let Item::Event(n) = *item {
                    let c = self.before(s, n);
                    let src = self.events[s].source;
                    self.add(c, "thread-spawn", src);
                }
            }
        }
        for t in threads {
            let list = &per_thread[t];
            let n = list.len();
            // The orderings are clock comparisons, so an order the thread's constraints
            // already imply through others (transitively) needs no constraint of its own:
            // the pairs are visited from the last event back, and `reach[c][i]` holds the
            // items after item i whose order after it on clock c (0 the per-location, 1
            // the propagation clock) the constraints made so far imply. A long run of
            // writes then costs a chain instead of every pair (the initialisation of the
            // library's thread tables before the first spawn was thousands of pairs).
            // Above REDUCE_LIMIT items the sets would be too big: every pair, as before.
            const REDUCE_LIMIT: usize = 20_000;
            let words = if n <= REDUCE_LIMIT { n.div_ceil(64) } else { 0 };
            let mut reach: [Vec<Vec<u64>>; 2] = [vec![Vec::new(); n], vec![Vec::new(); n]];
            for i in (0..n).rev() {
                let Item::Event(e1) = list[i] else { continue };
                let kind1 = self.events[e1].kind;
                let mut mb_r: Vec<L2Expr> = Vec::new();
                let mut mb_w: Vec<L2Expr> = Vec::new();
                let mut mine: [Vec<u64>; 2] = [vec![0; words], vec![0; words]];
                for (j, next) in list.iter().enumerate().skip(i + 1) {
                    let e2 = match *next {
                        Item::Barrier(f, g) => {
                            let orders_from = match kind1 {
                                Kind::Read => f.contains(Fences::RR) || f.contains(Fences::RW),
                                Kind::Write => f.contains(Fences::WR) || f.contains(Fences::WW),
                                Kind::Spawn => true,
                            };
                            if !orders_from {
                                continue;
                            }
                            if f.contains(Fences::RR) || f.contains(Fences::WR) {
                                mb_r.push(g);
                            }
                            if f.contains(Fences::RW) || f.contains(Fences::WW) {
                                mb_w.push(g);
                            }
                            continue;
                        }
                        Item::Event(e2) => e2,
                    };
                    let kind2 = self.events[e2].kind;
                    let src = self.events[e1].source;
                    let (g1, g2) = (self.events[e1].group, self.events[e2].group);
                    // the clocks (location?) to order, each under a condition
                    let spawn = kind1 == Kind::Spawn || kind2 == Kind::Spawn;
                    let needs: &[(bool, L2Expr)] = if spawn {
                        &[(true, L2Expr::TRUE), (false, L2Expr::TRUE)]
                    } else if self.events[e1].address == self.events[e2].address {
                        &[(true, L2Expr::TRUE)]
                    } else if self.relaxed(e1, e2) {
                        let fences = if kind2 == Kind::Read { &mb_r } else { &mb_w };
                        let cond = self.or(&fences.clone());
                        if cond == L2Expr::FALSE {
                            continue;
                        }
                        &[(false, cond)]
                    } else {
                        &[(false, L2Expr::TRUE)]
                    };
                    for &(location, cond) in needs {
                        let c = usize::from(!location);
                        let implied = words > 0 && mine[c][j / 64] & (1u64 << (j % 64)) != 0;
                        if implied {
                            continue;
                        }
                        let ordering = self.lt_clock(g1, g2, location);
                        let k = self.implies(cond, ordering);
                        self.add(k, "po", src);
                        if words > 0 && cond == L2Expr::TRUE {
                            mine[c][j / 64] |= 1u64 << (j % 64);
                            for (m, r) in mine[c].iter_mut().zip(&reach[c][j]) {
                                *m |= r;
                            }
                        }
                    }
                    if kind2 == Kind::Spawn {
                        break;
                    }
                }
                let [l, p] = mine;
                reach[0][i] = l;
                reach[1][i] = p;
            }
        }
    }
}

/// Adds the memory model's constraints to `eq` (only called when threads were started).
pub fn apply(eq: &mut Equation, store: &mut Store, names: &NameTable, model: MemoryModel) {
    let relax = match model {
        MemoryModel::Sc => None,
        MemoryModel::Tso => Some(Relax::WriteRead),
        MemoryModel::Pso => Some(Relax::WriteAny),
    };
    // the events, in equation order
    let mut events: Vec<Event> = Vec::new();
    let mut barriers: Vec<Barrier> = Vec::new();
    for (i, s) in eq.steps.iter().enumerate() {
        if s.ignore {
            continue;
        }
        let (kind, lhs, atomic) = match &s.kind {
            StepKind::SharedRead { lhs, atomic } => (Kind::Read, Some(*lhs), *atomic),
            StepKind::SharedWrite { lhs, atomic } => (Kind::Write, Some(*lhs), *atomic),
            StepKind::Spawn => (Kind::Spawn, None, 0),
            StepKind::MemoryBarrier { fences } => {
                if relax.is_some() && s.guard != L2Expr::FALSE {
                    barriers.push(Barrier {
                        step: i,
                        thread: s.source.thread,
                        fences: *fences,
                        guard: s.guard,
                    });
                }
                continue;
            }
            _ => continue,
        };
        if s.guard == L2Expr::FALSE && kind != Kind::Spawn {
            continue;
        }
        let address = match lhs {
            Some(l) => match names.lookup_expr(store, l.id()) {
                Some(SsaSymbol::L2(n)) => Some(n.l1),
                _ => continue,
            },
            None => None,
        };
        events.push(Event {
            step: i,
            thread: s.source.thread,
            kind,
            address,
            value: lhs.unwrap_or(L2Expr::TRUE),
            guard: s.guard,
            group: atomic as usize,
            source: s.source,
        });
    }

    // initial writes (placed before everything else, in the thread of the first event)
    let mut init: Vec<Event> = Vec::new();
    let mut seen: FxHashMap<L1Id, ()> = FxHashMap::default();
    let mut spawn_seen = false;
    for e in &events {
        let Some(a) = e.address else {
            spawn_seen = true;
            continue;
        };
        if seen.insert(a, ()).is_some() {
            continue;
        }
        if spawn_seen || e.kind == Kind::Read || e.guard != L2Expr::TRUE {
            let ty = store.type_of(e.value.id());
            let v = store.mk(
                ExprKind::NondetSymbol(Ident::new(&format!(
                    "symex::initial_value${}",
                    init.len() + 1
                ))),
                ty,
                [],
            );
            let value = L2Expr::leaf(store, v).unwrap_or(L2Expr::TRUE);
            init.push(Event {
                step: 0,
                thread: e.thread,
                kind: Kind::Write,
                address: Some(a),
                value,
                guard: L2Expr::TRUE,
                group: 0,
                source: e.source,
            });
        }
    }
    let shift = init.len();
    let mut init_steps: Vec<Step> = Vec::with_capacity(shift);
    for (k, e) in init.iter_mut().enumerate() {
        e.step = k;
        init_steps.push(Step {
            kind: StepKind::SharedWrite {
                lhs: e.value,
                atomic: 0,
            },
            guard: L2Expr::TRUE,
            cond: L2Expr::TRUE,
            source: e.source,
            hidden: true,
            ignore: false,
        });
    }
    for e in &mut events {
        e.step += shift;
    }
    for b in &mut barriers {
        b.step += shift;
    }
    init.append(&mut events);
    let mut events = init;
    if shift > 0 {
        let rest = std::mem::take(&mut eq.steps);
        eq.steps = init_steps;
        eq.steps.extend(rest);
    }

    // clock groups: one per atomic section, one per other event
    let mut group_of_section: FxHashMap<usize, usize> = FxHashMap::default();
    let mut groups = 0usize;
    for e in &mut events {
        let g = if e.group != 0 {
            *group_of_section.entry(e.group).or_insert_with(|| {
                groups += 1;
                groups - 1
            })
        } else {
            groups += 1;
            groups - 1
        };
        e.group = g;
    }
    let width = (usize::BITS - groups.leading_zeros()).max(1) + 1;
    let clock_ty = store.unsigned(width);
    let clock_vars = |prefix: &str, store: &mut Store| -> Vec<L2Expr> {
        (0..groups)
            .map(|g| {
                let c = store.mk(
                    ExprKind::NondetSymbol(Ident::new(&format!("symex::{prefix}${g}"))),
                    clock_ty,
                    [],
                );
                L2Expr::leaf(store, c).unwrap_or(L2Expr::TRUE)
            })
            .collect()
    };
    let clocks = clock_vars("clock", store);
    let lclocks = if relax.is_some() {
        clock_vars("lclock", store)
    } else {
        Vec::new()
    };
    let mut enc = Encoder {
        store,
        events,
        clocks,
        lclocks,
        relax,
        constraints: Vec::new(),
        choices: 0,
    };

    // program order and spawns
    let mut per_thread: FxHashMap<u32, Vec<usize>> = FxHashMap::default();
    for (i, e) in enc.events.iter().enumerate() {
        per_thread.entry(e.thread).or_default().push(i);
    }
    let mut threads: Vec<u32> = per_thread.keys().copied().collect();
    threads.sort_unstable();
    if enc.relax.is_none() {
        enc.program_order_sc(&per_thread, &threads);
    } else {
        // each thread's events and barriers in program order
        let mut items: FxHashMap<u32, Vec<(usize, Item)>> = FxHashMap::default();
        for (i, e) in enc.events.iter().enumerate() {
            items
                .entry(e.thread)
                .or_default()
                .push((e.step, Item::Event(i)));
        }
        for b in &barriers {
            if let Some(list) = items.get_mut(&b.thread) {
                list.push((b.step, Item::Barrier(b.fences, b.guard)));
            }
        }
        let items: FxHashMap<u32, Vec<Item>> = items
            .into_iter()
            .map(|(t, mut list)| {
                list.sort_by_key(|&(step, _)| step);
                (t, list.into_iter().map(|(_, item)| item).collect())
            })
            .collect();
        enc.program_order_weak(&items, &threads);
    }

    // reads and writes per object
    let mut by_address: FxHashMap<L1Id, (Vec<usize>, Vec<usize>)> = FxHashMap::default();
    let mut addresses: Vec<L1Id> = Vec::new();
    for (i, e) in enc.events.iter().enumerate() {
        let Some(a) = e.address else { continue };
        let entry = by_address.entry(a).or_insert_with(|| {
            addresses.push(a);
            (Vec::new(), Vec::new())
        });
        match e.kind {
            Kind::Read => entry.0.push(i),
            Kind::Write => entry.1.push(i),
            Kind::Spawn => {}
        }
    }
    for a in addresses {
        let (reads, writes) = by_address[&a].clone();
        // write serialisation: writes of different threads are ordered one way or the other
        for (x, &w1) in writes.iter().enumerate() {
            for &w2 in &writes[x + 1..] {
                let (e1, e2) = (&enc.events[w1], &enc.events[w2]);
                if e1.thread == e2.thread {
                    continue;
                }
                let src = e1.source;
                if enc.relax.is_none() {
                    let (c1, c2) = (enc.clocks[e1.group], enc.clocks[e2.group]);
                    let ne = L2Expr::build(enc.store, ExprKind::NotEqual, BOOL, &[c1, c2]);
                    enc.add(ne, "ws-ext", src);
                } else {
                    let s = enc.choice("ws-ext");
                    let b12 = enc.before(w1, w2);
                    let c = enc.implies(s, b12);
                    enc.add(c, "ws-ext", src);
                    let not_s = L2Expr::not(enc.store, s);
                    let b21 = enc.before(w2, w1);
                    let c = enc.implies(not_s, b21);
                    enc.add(c, "ws-ext", src);
                }
            }
        }
        for &r in &reads {
            let mut some: Vec<L2Expr> = Vec::new();
            let mut chosen: Vec<(usize, L2Expr)> = Vec::new();
            for &w in &writes {
                if enc.po(r, w) {
                    continue;
                }
                let (er, ew) = (&enc.events[r], &enc.events[w]);
                let cross = er.thread != ew.thread;
                let (rv, wv, wg, src) = (er.value, ew.value, ew.guard, er.source);
                let s = enc.choice("rf");
                let eq_v = L2Expr::equal(enc.store, rv, wv);
                let both = enc.and(&[wg, eq_v]);
                let c = enc.implies(s, both);
                enc.add(c, if cross { "rf" } else { "rfi" }, src);
                if cross {
                    let b = enc.before(w, r);
                    let c = enc.implies(s, b);
                    enc.add(c, "rf-order", src);
                }
                some.push(s);
                chosen.push((w, s));
            }
            if some.is_empty() {
                continue;
            }
            let any = if some.len() == 1 {
                some[0]
            } else {
                L2Expr::build(enc.store, ExprKind::Or, BOOL, &some)
            };
            let (rg, src) = (enc.events[r].guard, enc.events[r].source);
            let c = enc.implies(rg, any);
            enc.add(c, "rf-some", src);
            // from-read: a write serialised after the one read comes after the read
            for &(w_read, s) in &chosen {
                for &w in &writes {
                    if w == w_read {
                        continue;
                    }
                    let ws = enc.ws_before(w_read, w);
                    if ws == L2Expr::FALSE {
                        continue;
                    }
                    let fr = enc.before(r, w);
                    if fr == L2Expr::TRUE {
                        continue;
                    }
                    let wg = enc.events[w].guard;
                    let pre = enc.and(&[s, rg, wg, ws]);
                    let c = enc.implies(pre, fr);
                    enc.add(c, "fr", src);
                }
            }
        }
    }
    let constraints = std::mem::take(&mut enc.constraints);
    eq.steps.extend(constraints);
    eq.clocks = enc
        .events
        .iter()
        .map(|e| (e.step, enc.clocks[e.group].id()))
        .collect();
}
