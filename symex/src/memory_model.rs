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

use crate::config::MemoryModel;
use goto_ir::{ExprId, ExprKind, Ident, Store, BOOL};
use rustc_hash::FxHashMap;
use ssa::{Equation, L1Id, L2Expr, NameTable, Source, SsaSymbol, Step, StepKind};

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

/// Builds the constraints.
struct Encoder<'a> {
    store: &'a mut Store,
    events: Vec<Event>,
    clocks: Vec<L2Expr>,
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

    fn lt(&mut self, a: usize, b: usize) -> L2Expr {
        let (ca, cb) = (self.clocks[a], self.clocks[b]);
        L2Expr::build(self.store, ExprKind::Lt, BOOL, &[ca, cb])
    }

    /// `before(a, b)`: a constant within a thread, the clock order across threads.
    fn before(&mut self, a: usize, b: usize) -> L2Expr {
        let (ea, eb) = (&self.events[a], &self.events[b]);
        if ea.thread == eb.thread {
            if ea.step < eb.step {
                L2Expr::TRUE
            } else {
                L2Expr::FALSE
            }
        } else {
            let (ga, gb) = (ea.group, eb.group);
            self.lt(ga, gb)
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

    fn implies(&mut self, a: L2Expr, b: L2Expr) -> L2Expr {
        if a == L2Expr::FALSE || b == L2Expr::TRUE {
            return L2Expr::TRUE;
        }
        if a == L2Expr::TRUE {
            return b;
        }
        L2Expr::implies(self.store, a, b)
    }
}

/// Adds the memory model's constraints to `eq` (only called when threads were started).
pub fn apply(eq: &mut Equation, store: &mut Store, names: &NameTable, model: MemoryModel) {
    match model {
        MemoryModel::Sc => sequential_consistency(eq, store, names),
    }
}

fn sequential_consistency(eq: &mut Equation, store: &mut Store, names: &NameTable) {
    // the events, in equation order
    let mut events: Vec<Event> = Vec::new();
    for (i, s) in eq.steps.iter().enumerate() {
        if s.ignore {
            continue;
        }
        let (kind, lhs, atomic) = match &s.kind {
            StepKind::SharedRead { lhs, atomic } => (Kind::Read, Some(*lhs), *atomic),
            StepKind::SharedWrite { lhs, atomic } => (Kind::Write, Some(*lhs), *atomic),
            StepKind::Spawn => (Kind::Spawn, None, 0),
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
    let clocks: Vec<L2Expr> = (0..groups)
        .map(|g| {
            let c = store.mk(
                ExprKind::NondetSymbol(Ident::new(&format!("symex::clock${g}"))),
                clock_ty,
                [],
            );
            L2Expr::leaf(store, c).unwrap_or(L2Expr::TRUE)
        })
        .collect();
    let mut enc = Encoder {
        store,
        events,
        clocks,
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
    for t in &threads {
        let list = per_thread[t].clone();
        for w in list.windows(2) {
            let (a, b) = (enc.events[w[0]].group, enc.events[w[1]].group);
            if a != b {
                let c = enc.lt(a, b);
                let src = enc.events[w[1]].source;
                enc.add(c, "po", src);
            }
        }
    }
    let spawns: Vec<usize> = (0..enc.events.len())
        .filter(|&i| enc.events[i].kind == Kind::Spawn)
        .collect();
    for (k, &s) in spawns.iter().enumerate() {
        let child = k as u32 + 1;
        if let Some(&first) = per_thread.get(&child).and_then(|l| l.first()) {
            let (a, b) = (enc.events[s].group, enc.events[first].group);
            let c = enc.lt(a, b);
            let src = enc.events[s].source;
            enc.add(c, "thread-spawn", src);
        }
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
                if e1.thread != e2.thread {
                    let (g1, g2) = (e1.group, e2.group);
                    let src = e1.source;
                    let (c1, c2) = (enc.clocks[g1], enc.clocks[g2]);
                    let ne = L2Expr::build(enc.store, ExprKind::NotEqual, BOOL, &[c1, c2]);
                    enc.add(ne, "ws-ext", src);
                }
            }
        }
        for &r in &reads {
            let mut some: Vec<L2Expr> = Vec::new();
            let mut chosen: Vec<(usize, L2Expr)> = Vec::new();
            for &w in &writes {
                let (er, ew) = (&enc.events[r], &enc.events[w]);
                if er.thread == ew.thread && ew.step > er.step {
                    continue;
                }
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
                    let ws = enc.before(w_read, w);
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
