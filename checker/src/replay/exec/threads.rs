//! Threads: the interpreter follows the interleaving of a concurrent trace
//! ([`crate::replay::Threads`]).
//!
//! Every thread has its own call stack, visits and `_Thread_local` objects; the other
//! objects are shared. A scheduler walks the trace's time slots in order: at a visit slot
//! it runs the visit's thread until that thread's next visit lies in the future (a thread
//! executes an instruction only while its next visit is due), so each instruction that
//! symex records runs at the time of its last step in the trace's execution order, and the
//! shared-memory accesses happen in the order of the model's clocks (sequential
//! consistency: a read sees the last write before it). A read that happens before its
//! instruction completes, while another thread writes the object in between (`x = x + 1`
//! racing with another write of `x`), gets a snapshot slot: the object's value at the
//! read's time, which that instruction's reads take.
//!
//! START_THREAD starts the thread the trace numbers for it with a copy of the spawning
//! function's frame (its locals start with the parent's values, as symex's L0 copies);
//! END_THREAD ends a thread; atomic sections need nothing (the trace keeps them together).
//! Whatever the interpreter cannot follow (a thread that misses its slot or runs ahead of
//! another thread's slot, a program-wide setting symex passes between threads in its own
//! order) stops the replay as unsupported.

use super::{unsup, Frame, Interp, Place, Stop, R};
use crate::replay::value::Blob;
use crate::replay::{Group, Key, Sel, Slot, SlotKind};
use goto_ir::{Ident, InstrKind};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// A snapshot of a shared object that the reads of one instruction take.
pub(super) struct Snap {
    obj: u32,
    off: u64,
    bits: Blob,
    /// The time of the visit whose instruction reads it.
    until: usize,
}

/// A thread that is not running.
#[derive(Default)]
pub(super) struct Parked {
    frames: Vec<Frame>,
    visits: FxHashMap<Key, VecDeque<Group>>,
    group: Option<Group>,
    pending: Option<Key>,
    cursor: VecDeque<(Key, usize)>,
    overlay: Vec<Snap>,
    tls: FxHashMap<Ident, u32>,
}

/// A thread not started yet: its visits by key and its program order.
type Unstarted = (FxHashMap<Key, VecDeque<Group>>, VecDeque<(Key, usize)>);

/// The scheduler's state.
#[derive(Default)]
pub(super) struct Sched {
    /// The running thread.
    pub current: u32,
    /// The time of the slot being executed.
    pub now: usize,
    slots: Vec<Slot>,
    /// Started threads that are not running.
    parked: FxHashMap<u32, Parked>,
    /// Threads not started yet: their visits and program order.
    unstarted: FxHashMap<u32, Unstarted>,
    /// Program-wide settings symex does not share between threads
    /// ([`symex::NOT_SHARED`]) written after the first spawn: object → writing thread.
    not_shared: FxHashMap<u32, u32>,
    /// A thread was started.
    started: bool,
    /// Why the running thread went astray (it took a visit of a later time while another
    /// thread has a slot before it).
    pub astray: Option<String>,
}

impl Interp<'_> {
    /// Runs a concurrent trace: the slots in time order.
    pub(super) fn run_threads(&mut self, threads: crate::replay::Threads) -> R<()> {
        let mut sched = Sched {
            slots: threads.slots,
            ..Default::default()
        };
        let mut order = threads.order;
        let mut visits = threads.visits;
        self.cursor = order.remove(&0).unwrap_or_default();
        for (t, o) in order {
            let v = visits.remove(&t).unwrap_or_default();
            sched.unstarted.insert(t, (v, o));
        }
        for (t, v) in visits {
            sched.unstarted.insert(t, (v, VecDeque::new()));
        }
        let n = sched.slots.len();
        self.sched = Some(sched);
        for k in 0..n {
            let Some(slot) = self.sched.as_ref().and_then(|s| s.slots.get(k)).cloned() else {
                break;
            };
            if let Some(s) = self.sched.as_mut() {
                s.now = slot.time;
            }
            match slot.kind {
                SlotKind::Snapshot { root, path, until } => {
                    self.snapshot(slot.thread, root, &path, until)?
                }
                SlotKind::Visit => {
                    self.switch(slot.thread)?;
                    if !self.cursor.iter().any(|&(_, t)| t == slot.time) {
                        // taken already (with an earlier visit of the same instruction)
                        continue;
                    }
                    self.main_loop()?;
                    if let Some(&(k, t)) = self.cursor.front().filter(|&&(_, t)| t <= slot.time) {
                        let at = match k {
                            Key::At(f, pc) => format!("{f} instruction {pc}"),
                            Key::Entry(f) => format!("the entry of {f}"),
                        };
                        let here = match self.frames.last() {
                            Some(fr) => format!("{} instruction {}", fr.function, fr.pc),
                            None => "its end".into(),
                        };
                        return unsup(format!(
                            "thread {} does not reach its step at {at} (time {t}) of the trace: it is at {here}",
                            slot.thread
                        ));
                    }
                }
            }
        }
        Err(Stop::Disagree(
            "the threads run without violating the property".into(),
        ))
    }

    /// The running thread ended (END_THREAD, or its first function returned): what symex
    /// records after that (its unreachable rest: function returns and the like) carries
    /// nothing to replay.
    pub(super) fn thread_ended(&mut self) -> R<()> {
        if self.sched.is_none() {
            return Ok(());
        }
        while let Some((k, t)) = self.cursor.pop_front() {
            let Some(q) = self.visits.get_mut(&k) else {
                continue;
            };
            if let Some(i) = q.iter().position(|g| g.time == t) {
                if let Some(g) = q.remove(i) {
                    if !g.choices.is_empty() || !g.checks.is_empty() {
                        return unsup("a thread ends before its steps in the trace");
                    }
                }
            }
        }
        Ok(())
    }

    /// Makes thread `t` the running one.
    fn switch(&mut self, t: u32) -> R<()> {
        let Some(s) = self.sched.as_mut() else {
            return unsup("threads without a schedule");
        };
        if s.current == t {
            return Ok(());
        }
        let Some(next) = s.parked.remove(&t) else {
            return unsup(format!("thread {t} runs before it is started"));
        };
        let mine = Parked {
            frames: std::mem::replace(&mut self.frames, next.frames),
            visits: std::mem::replace(&mut self.visits, next.visits),
            group: std::mem::replace(&mut self.group, next.group),
            pending: std::mem::replace(&mut self.pending, next.pending),
            cursor: std::mem::replace(&mut self.cursor, next.cursor),
            overlay: std::mem::replace(&mut self.overlay, next.overlay),
            tls: std::mem::replace(&mut self.tls, next.tls),
        };
        s.parked.insert(s.current, mine);
        s.current = t;
        Ok(())
    }

    /// Whether the running thread's next visit is due (with threads; always without).
    pub(super) fn due(&self) -> bool {
        match &self.sched {
            None => true,
            Some(s) => self.cursor.front().is_some_and(|&(_, t)| t <= s.now),
        }
    }

    /// After an instruction at `key` that took no visit: a due visit recorded there
    /// (an assertion, an atomic section) is done.
    pub(super) fn settle(&mut self, key: Key, popped: bool) {
        let Some(now) = self.sched.as_ref().map(|s| s.now) else {
            return;
        };
        if !popped {
            if let Some(&(k, t)) = self.cursor.front() {
                if k == key && t <= now {
                    self.cursor.pop_front();
                    if let Some(q) = self.visits.get_mut(&key) {
                        if q.front().is_some_and(|g| g.time == t) {
                            q.pop_front();
                        }
                    }
                }
            }
        }
        let cursor = &self.cursor;
        self.overlay
            .retain(|s| cursor.iter().any(|&(_, t)| t == s.until));
    }

    /// A visit of time `time` was taken: it leaves the thread's program order. Taking a
    /// visit of a later time than now is fine only if no other thread has a slot before.
    pub(super) fn taken(&mut self, key: Key, time: usize) {
        let Some(s) = self.sched.as_mut() else {
            return;
        };
        if let Some(i) = self.cursor.iter().position(|&(k, t)| k == key && t == time) {
            self.cursor.remove(i);
        }
        if time > s.now {
            let (now, current) = (s.now, s.current);
            if s
                .slots
                .iter()
                .any(|sl| sl.time > now && sl.time < time && sl.thread != current)
            {
                s.astray = Some(format!(
                    "thread {current} runs ahead of the other threads of the trace"
                ));
            }
        }
    }

    /// START_THREAD (its visit taken): starts the thread the trace numbers for it.
    pub(super) fn start_thread(&mut self, key: Key, target: usize) -> R<()> {
        let Some(n) = self.group.as_ref().and_then(|g| g.spawn) else {
            return unsup("a START_THREAD the trace does not show");
        };
        let Some(top) = self.frames.last() else {
            return unsup("START_THREAD outside a function");
        };
        let mut frame = Frame::new(top.function);
        frame.pc = target;
        frame.loops = top.loops.clone();
        let locals: Vec<(Ident, u32)> = top.locals.iter().map(|(k, v)| (*k, *v)).collect();
        let ghosts: Vec<(Ident, u32)> = top.ghosts.iter().map(|(k, v)| (*k, *v)).collect();
        for (name, o) in locals {
            let c = self.copy_object(o);
            frame.locals.insert(name, c);
        }
        for (name, o) in ghosts {
            let c = self.copy_object(o);
            frame.ghosts.insert(name, c);
        }
        let Some(s) = self.sched.as_mut() else {
            return unsup("threads without a schedule");
        };
        let (mut visits, mut cursor) = s.unstarted.remove(&n).unwrap_or_default();
        // what symex records for the new thread at the spawn (its `_Thread_local`
        // objects' initial values) happens here
        while let Some(&(k, t)) = cursor.front() {
            if k != key {
                break;
            }
            cursor.pop_front();
            if let Some(q) = visits.get_mut(&k) {
                if q.front().is_some_and(|g| g.time == t) {
                    q.pop_front();
                }
            }
        }
        if s.parked.contains_key(&n) || s.current == n {
            return unsup(format!("thread {n} started twice"));
        }
        s.started = true;
        s.parked.insert(
            n,
            Parked {
                frames: vec![frame],
                visits,
                cursor,
                ..Default::default()
            },
        );
        Ok(())
    }

    fn copy_object(&mut self, o: u32) -> u32 {
        let src = &self.objects[o as usize];
        let (name, mem) = (src.name, src.mem.clone());
        let c = self.new_object(name, 0);
        self.objects[c as usize].mem = mem;
        self.objects[c as usize].alive = self.objects[o as usize].alive;
        c
    }

    /// A `_Thread_local` object of static lifetime in a started thread: its own instance,
    /// with the initial value of `__CPROVER_initialize`.
    pub(super) fn thread_local(&mut self, name: Ident) -> R<Option<u32>> {
        let Some(s) = self.sched.as_ref() else {
            return Ok(None);
        };
        if s.current == 0 {
            return Ok(None);
        }
        if let Some(&o) = self.tls.get(&name) {
            return Ok(Some(o));
        }
        let Some(sym) = self.ns.get(name) else {
            return Ok(None);
        };
        if !(sym.is_static_lifetime && sym.is_thread_local) {
            return Ok(None);
        }
        let ty = sym.ty;
        let bits = self.bits(ty)?;
        let o = self.new_object(name, bits);
        self.tls.insert(name, o);
        let init = Ident::new("__CPROVER_initialize");
        let functions = self.functions;
        let rhs = functions.get(&init).and_then(|f| {
            f.body.iter().find_map(|ins| match ins.kind {
                InstrKind::Assign { lhs, rhs }
                    if matches!(self.store.kind(lhs), goto_ir::ExprKind::Symbol(n) if *n == name) =>
                {
                    Some(rhs)
                }
                _ => None,
            })
        });
        if let Some(rhs) = rhs {
            let v = self.eval(rhs)?;
            let v = self.convert(v, self.store.type_of(rhs), ty)?;
            self.write(
                Place {
                    obj: o,
                    off: 0,
                    ty,
                },
                &v,
            )?;
        }
        Ok(Some(o))
    }

    /// The snapshot of slot `(thread, root.path)` for the visit of time `until`.
    fn snapshot(&mut self, thread: u32, root: Ident, path: &[Sel], until: usize) -> R<()> {
        let obj = match (self.globals.get(&root), self.dynamic.get(&root)) {
            (Some(&o), _) | (None, Some(&o)) => o,
            _ => return unsup(format!("a racing read of {root}, which is not a global object")),
        };
        let Some(ty) = self.ns.get(root).map(|s| s.ty) else {
            return unsup(format!("a racing read of {root}, which has no type"));
        };
        let mut place = Place { obj, off: 0, ty };
        for s in path {
            place = self.select(place, s)?;
        }
        let bits = self.bits(place.ty)?;
        // a copy of a whole unbounded array (a library table indexed by thread number)
        // would not fit in memory
        if bits > crate::replay::value::FLAT_LIMIT {
            return unsup(format!("a racing read of {root}, an object of {bits} bits"));
        }
        let Some(blob) = self.objects[obj as usize].mem.slice(place.off, bits) else {
            return unsup("a racing read cutting a pointer in parts");
        };
        let snap = Snap {
            obj,
            off: place.off,
            bits: blob,
            until,
        };
        let current = self.sched.as_ref().map_or(0, |s| s.current);
        let overlay = if current == thread {
            &mut self.overlay
        } else {
            match self.sched.as_mut().and_then(|s| s.parked.get_mut(&thread)) {
                Some(p) => &mut p.overlay,
                None => return unsup(format!("thread {thread} reads before it is started")),
            }
        };
        if overlay.iter().any(|s| {
            s.obj == snap.obj && s.off == snap.off && s.until == until && s.bits != snap.bits
        }) {
            return unsup(format!(
                "two racing reads of {root} in one instruction see different writes"
            ));
        }
        overlay.push(snap);
        Ok(())
    }

    /// The running thread's snapshot of the `bits` at `p`, if it has one.
    pub(super) fn overlay_slice(&self, p: Place, bits: u64) -> R<Option<Blob>> {
        for s in &self.overlay {
            if s.obj != p.obj {
                continue;
            }
            let (a, b) = (s.off, s.off + s.bits.len());
            let (x, y) = (p.off, p.off.saturating_add(bits));
            if y <= a || x >= b {
                continue;
            }
            if x < a || y > b {
                return unsup("a read of part of a racing read's object");
            }
            return match s.bits.slice(x - a, bits) {
                Some(v) => Ok(Some(v)),
                None => unsup("a racing read cutting a pointer in parts"),
            };
        }
        Ok(None)
    }

    /// A write at `p` of `bits` bits: snapshots of it are outdated; a program-wide
    /// setting written after the first spawn is the writer's.
    pub(super) fn thread_write(&mut self, p: Place, bits: u64) {
        let Some(s) = self.sched.as_mut() else {
            return;
        };
        let (x, y) = (p.off, p.off.saturating_add(bits));
        self.overlay
            .retain(|o| o.obj != p.obj || y <= o.off || x >= o.off + o.bits.len());
        if s.started {
            let name = self.objects[p.obj as usize].name;
            if symex::NOT_SHARED.contains(&name.as_str()) {
                s.not_shared.insert(p.obj, s.current);
            }
        }
    }

    /// A read of object `o`: a program-wide setting another thread wrote after the first
    /// spawn has, in symex, the value the previous thread of symex's order left.
    pub(super) fn thread_read(&self, o: u32) -> R<()> {
        let Some(s) = self.sched.as_ref() else {
            return Ok(());
        };
        match s.not_shared.get(&o) {
            Some(&w) if w != s.current => unsup(format!(
                "thread {} reads {}, which symex passes between threads in its own order",
                s.current, self.objects[o as usize].name
            )),
            _ => Ok(()),
        }
    }
}
