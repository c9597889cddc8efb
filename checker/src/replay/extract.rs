//! From a solver model to a replay [`Script`]: the visits on the model's path with their
//! nondet choices and the values the trace shows (see the protocol in [`crate::replay`]).

use super::{
    Application, Check, Choice, DeclValue, Group, Initial, Key, Numbered, Oob, OobKind, Script,
    Sel, Slot, SlotKind, Target, TargetKind,
};
use goto_ir::{ExprId, ExprKind, GotoFunction, Ident, InstrKind, Store, SymbolTable, TypeKind};
use goto_ir::layout::{Layout, LayoutError};
use num_bigint::BigInt;
use indexmap::IndexMap;
use num_traits::ToPrimitive;
use rustc_hash::{FxHashMap, FxHashSet};
use solver::Solver;
use ssa::equation::{AssignmentType, Equation, StepKind};
use ssa::names::{L1Id, NameTable, Selector};
use ssa::SsaSymbol;
use std::fmt::Write as _;
use std::collections::hash_map::Entry;

/// What the extraction needs of a finished (SAT) solver run.
pub struct Model<'a> {
    /// The expression store of the run.
    pub store: &'a mut Store,
    /// Program symbols plus the ones symex created.
    pub symbols: &'a SymbolTable,
    /// The functions.
    pub functions: &'a IndexMap<Ident, GotoFunction>,
    /// The solver holding the model.
    pub solver: &'a mut Solver,
    /// The equation.
    pub equation: &'a Equation,
    /// SSA names of the run.
    pub names: &'a NameTable,
}

impl Model<'_> {
    fn holds(&mut self, e: ExprId) -> Option<bool> {
        let l = self.solver.literal(self.store, self.symbols, e).ok()?;
        self.solver.prop().value(l)
    }

    fn value(&mut self, e: ExprId) -> Option<ExprId> {
        self.solver.model_value(self.store, self.symbols, e).ok()
    }
}

/// The index of the first assertion step among `handles` that the model violates.
pub fn violated_step(m: &mut Model<'_>, handles: &[(usize, ExprId)]) -> Option<usize> {
    handles
        .iter()
        .find(|&&(_, h)| m.holds(h) == Some(false))
        .map(|&(i, _)| i)
}

/// The target of the replay: the instruction of assertion step `end`.
pub fn target(m: &Model<'_>, end: usize) -> Option<Target> {
    let step = m.equation.steps.get(end)?;
    let StepKind::Assert { property_id, .. } = &step.kind else {
        return None;
    };
    let (f, pc) = (step.source.function, step.source.pc);
    let ins = m.functions.get(&f)?.body.get(pc.index())?;
    let kind = match ins.kind {
        InstrKind::Assert => TargetKind::Assert,
        InstrKind::Goto => TargetKind::Unwind,
        InstrKind::FunctionCall(_) if property_id.as_str().contains(".no-body.") => {
            TargetKind::NoBody
        }
        InstrKind::FunctionCall(_) => TargetKind::Recursion,
        _ => return None,
    };
    Some(Target {
        property: property_id.as_str().to_string(),
        function: f,
        pc: pc.0,
        kind,
    })
}

fn nondet_number(s: &Store, e: ExprId) -> u64 {
    match s.kind(e) {
        ExprKind::NondetSymbol(n) => n
            .as_str()
            .rsplit("nondet")
            .next()
            .and_then(|d| d.parse().ok())
            .unwrap_or(u64::MAX),
        _ => u64::MAX,
    }
}

fn sels(path: &[Selector]) -> Vec<Sel> {
    path.iter()
        .map(|s| match s {
            Selector::Member(m) => Sel::Member(*m),
            Selector::Index(i) => Sel::Index(*i),
        })
        .collect()
}

/// The identifier of L1 object `id` at `version` (`x!0@1#2..f`).
pub(crate) fn l2_ident(names: &NameTable, id: L1Id, version: u32) -> Ident {
    let o = names.object(id);
    let mut s = o.root.as_str().to_owned();
    if let Some(l0) = o.l0 {
        let _ = write!(s, "!{}", l0.get());
    }
    if let Some(l1) = o.l1 {
        let _ = write!(s, "@{}", l1.get());
    }
    let _ = write!(s, "#{version}");
    for sel in &o.path {
        match sel {
            Selector::Member(m) => {
                let _ = write!(s, "..{m}");
            }
            Selector::Index(i) => {
                let _ = write!(s, "[[{i}]]");
            }
        }
    }
    Ident::new(&s)
}

/// The model's initial value of a declared object (per leaf field when symex tracks the
/// fields separately).
fn decl_value(m: &mut Model<'_>, lhs: ExprId) -> DeclValue {
    let Some(SsaSymbol::L2(n)) = m.names.lookup_expr(m.store, lhs) else {
        return DeclValue::Whole(m.value(lhs));
    };
    if m.names.fields_of(n.l1).is_empty() {
        return DeclValue::Whole(m.value(lhs));
    }
    object_value(m, n.l1, n.version.get())
}

/// The model's value of L1 object `id` at `version`, per leaf field when symex tracks the
/// fields separately (`None` where the equation does not mention the name).
fn object_value(m: &mut Model<'_>, id: L1Id, version: u32) -> DeclValue {
    let fields = m.names.fields_of(id).to_vec();
    if fields.is_empty() {
        let ident = l2_ident(m.names, id, version);
        if m.names.lookup(ident).is_none() {
            return DeclValue::Whole(None);
        }
        let ty = m.names.object(id).ty;
        let e = m.store.symbol(ident, ty);
        return DeclValue::Whole(m.value(e));
    }
    let paths: Vec<Vec<Selector>> = fields
        .iter()
        .map(|&f| m.names.object(f).path.clone())
        .collect();
    let mut leaves = Vec::new();
    for (k, &f) in fields.iter().enumerate() {
        let p = &paths[k];
        let inner = paths
            .iter()
            .any(|q| q.len() > p.len() && q[..p.len()] == p[..]);
        if inner {
            continue;
        }
        let ident = l2_ident(m.names, f, version);
        let value = if m.names.lookup(ident).is_some() {
            let ty = m.names.object(f).ty;
            let e = m.store.symbol(ident, ty);
            m.value(e)
        } else {
            None
        };
        leaves.push((sels(p), value));
    }
    DeclValue::Leaves(leaves)
}

/// Whether `root` names one of symex's failed objects (`p$object`) or invalid objects.
pub(crate) fn is_failed_object(root: &str) -> bool {
    root.ends_with("$object") || root.starts_with("symex::invalid_object")
}

/// The number of an invalid object (`symex::invalid_object12` → 12).
fn invalid_number(root: Ident) -> u64 {
    root.as_str()
        .strip_prefix("symex::invalid_object")
        .and_then(|d| d.parse().ok())
        .unwrap_or(u64::MAX)
}

/// The initial values of the failed and invalid objects of the run.
fn failed_objects(m: &mut Model<'_>, script: &mut Script) {
    for i in 0..m.names.len() {
        let id = L1Id(i as u32);
        let o = m.names.object(id);
        if !is_failed_object(o.root.as_str()) {
            continue;
        }
        let root = o.root;
        if !o.path.is_empty() {
            // symex made the object (one of its fields): known to the replay, as before
            script.failed.entry(root).or_insert(DeclValue::Whole(None));
            continue;
        }
        let v = object_value(m, id, 0);
        script.failed.insert(root, v);
    }
}

/// The solver's object numbering, by object name.
fn numbered_objects(m: &mut Model<'_>, script: &mut Script) {
    for (k, root) in m.solver.numbered_objects() {
        let entry = match m.store.kind(root) {
            ExprKind::StringConstant(s) => Numbered::Str(*s, m.store.type_of(root)),
            ExprKind::Symbol(n) => match m.names.lookup(*n) {
                Some(SsaSymbol::L1(id)) => {
                    let o = m.names.object(id);
                    Numbered::Var(o.root, o.l1.map(|l| l.get()))
                }
                Some(SsaSymbol::L2(n)) => {
                    let o = m.names.object(n.l1);
                    Numbered::Var(o.root, o.l1.map(|l| l.get()))
                }
                None => Numbered::Var(*n, None),
            },
            _ => continue,
        };
        script.numbers.push((k, entry));
    }
}

/// The model's applications of uninterpreted functions in steps `steps`.
fn applications(m: &mut Model<'_>, steps: &[usize]) -> FxHashMap<Ident, Vec<Application>> {
    let mut roots = Vec::new();
    for &i in steps {
        let step = &m.equation.steps[i];
        match &step.kind {
            StepKind::Assignment { rhs, .. } => roots.push(rhs.id()),
            StepKind::FunctionCall { args, .. }
            | StepKind::Output { args, .. }
            | StepKind::Input { args, .. } => roots.extend(args.iter().map(|a| a.id())),
            _ => {}
        }
        roots.push(step.cond.id());
    }
    let mut apps = Vec::new();
    m.store.post_order(&roots, |e| {
        if matches!(m.store.kind(e), ExprKind::FunctionApplication) {
            apps.push(e);
        }
    });
    let mut out: FxHashMap<Ident, Vec<Application>> = FxHashMap::default();
    let mut seen = FxHashSet::default();
    for e in apps {
        if !seen.insert(e) {
            continue;
        }
        let ops = m.store.ops(e).to_vec();
        let Some((&f, args)) = ops.split_first() else {
            continue;
        };
        let Some(name) = m.store.symbol_name(f) else {
            continue;
        };
        let Some(result) = m.value(e) else {
            continue;
        };
        let values: Option<Vec<ExprId>> = args.iter().map(|&a| m.value(a)).collect();
        if let Some(args) = values {
            out.entry(name)
                .or_default()
                .push(Application { args, result });
        }
    }
    out
}

fn is_scalar(s: &Store, ns: &SymbolTable, ty: goto_ir::TypeId) -> bool {
    let t = ns.follow(s, ty);
    matches!(
        s.ty(t),
        TypeKind::Bool
            | TypeKind::Signed(_)
            | TypeKind::Unsigned(_)
            | TypeKind::Bv(_)
            | TypeKind::CBool(_)
            | TypeKind::CBitField { .. }
            | TypeKind::CEnum { .. }
            | TypeKind::Pointer { .. }
    )
}

/// Whether step `i` is on the model's path and belongs to a visit (not a phi or guard
/// assignment, not one of the memory model's steps).
fn on_path(m: &mut Model<'_>, i: usize) -> bool {
    let step = &m.equation.steps[i];
    if step.ignore {
        return false;
    }
    match &step.kind {
        StepKind::Assignment {
            assignment_type: AssignmentType::Phi | AssignmentType::Guard,
            ..
        } => return false,
        StepKind::Constraint { comment } if is_memory_model(comment.as_str()) => return false,
        StepKind::SharedWrite { lhs, .. } if is_initial_write(m.store, lhs.id()) => return false,
        _ => {}
    }
    let g = step.guard.id();
    m.holds(g) == Some(true)
}

/// The memory model's constraints (symex/src/memory_model.rs): not steps of a thread.
fn is_memory_model(comment: &str) -> bool {
    matches!(
        comment,
        "po" | "rf" | "fr" | "rf-order" | "rf-some" | "rfi" | "thread-spawn" | "ws-ext"
    )
}

/// The memory model's initial write of a shared object (a fresh nondet value, not a
/// write of the program).
fn is_initial_write(s: &Store, lhs: ExprId) -> bool {
    matches!(s.kind(lhs), ExprKind::NondetSymbol(n) if n.as_str().starts_with("symex::initial_value$"))
}

/// The replay script of the model's path up to step `end` (inclusive).
pub fn script(m: &mut Model<'_>, end: usize) -> Script {
    let mut script = Script::default();
    failed_objects(m, &mut script);
    numbered_objects(m, &mut script);
    if m.equation.has_threads() {
        let il = match interleaving(m, end) {
            Ok(x) => x,
            Err(why) => {
                script.unsupported = Some(why);
                return script;
            }
        };
        let all: Vec<usize> = (0..m.equation.steps.len())
            .filter(|&i| !m.equation.steps[i].ignore)
            .collect();
        script.functions = applications(m, &all);
        let groups = visits(m, &mut script, &il.steps, Some(&il.times));
        if let Err(why) = schedule(m, &mut script, &il, &groups) {
            script.unsupported = Some(why);
        }
    } else {
        let n = m.equation.steps.len().min(end + 1);
        let all: Vec<usize> = (0..n).filter(|&i| !m.equation.steps[i].ignore).collect();
        script.functions = applications(m, &all);
        let steps: Vec<usize> = (0..n).filter(|&i| on_path(m, i)).collect();
        visits(m, &mut script, &steps, None);
    }
    script
}

/// The execution order of a concurrent trace up to the violated assertion.
struct Interleaving {
    /// The steps on the path (initial writes included) in execution order.
    order: Vec<usize>,
    /// Each one's time (its position in `order`).
    times: FxHashMap<usize, usize>,
    /// The steps of the visits, in equation order.
    steps: Vec<usize>,
}

/// The order in which the threads execute the steps on the model's path: as the trace
/// shows them (bmc's `step_order`), each thread in its program order, the threads
/// interleaved by the model's clocks of the memory model's events (a step comes just after
/// the last event of its thread, or just before its first one); a thread without events
/// runs just after the step that started it.
fn interleaving(m: &mut Model<'_>, end: usize) -> Result<Interleaving, String> {
    let eq = m.equation;
    let mut clock_at: FxHashMap<usize, BigInt> = FxHashMap::default();
    for &(i, clock) in &eq.clocks {
        let Some(s) = eq.steps.get(i) else { continue };
        if s.ignore || m.holds(s.guard.id()) != Some(true) {
            continue;
        }
        match m.value(clock).and_then(|v| m.store.as_int(v).cloned()) {
            Some(c) => {
                clock_at.insert(i, c);
            }
            None => return Err("a shared-memory event without a clock in the model".into()),
        }
    }
    let mut path = Vec::new();
    for i in 0..eq.steps.len() {
        let initial = matches!(&eq.steps[i].kind,
            StepKind::SharedWrite { lhs, .. } if is_initial_write(m.store, lhs.id()));
        if initial || on_path(m, i) {
            path.push(i);
        }
    }
    let mut key: FxHashMap<usize, (BigInt, u8)> = FxHashMap::default();
    let mut last: FxHashMap<u32, BigInt> = FxHashMap::default();
    for &i in &path {
        let t = eq.steps[i].source.thread;
        if let Some(c) = clock_at.get(&i) {
            last.insert(t, c.clone());
        }
        if let Some(c) = last.get(&t) {
            key.insert(i, (c.clone(), 1));
        }
    }
    let mut first: FxHashMap<u32, BigInt> = FxHashMap::default();
    for &i in path.iter().rev() {
        let t = eq.steps[i].source.thread;
        if let Some(c) = clock_at.get(&i) {
            first.insert(t, c.clone());
        }
        if let (Entry::Vacant(v), Some(c)) = (key.entry(i), first.get(&t)) {
            v.insert((c.clone(), 0));
        }
    }
    // threads without events: with the spawn that started them
    let mut spawned = 0u32;
    let mut spawn_key: FxHashMap<u32, (BigInt, u8)> = FxHashMap::default();
    for (i, s) in eq.steps.iter().enumerate() {
        if matches!(s.kind, StepKind::Spawn) && !s.ignore {
            spawned += 1;
            if let Some(k) = key.get(&i) {
                spawn_key.insert(spawned, k.clone());
            }
        }
    }
    for &i in &path {
        if let Entry::Vacant(v) = key.entry(i) {
            let t = eq.steps[i].source.thread;
            match spawn_key.get(&t) {
                Some(k) => {
                    v.insert(k.clone());
                }
                None => return Err(format!("thread {t} runs without being started")),
            }
        }
    }
    let mut order = path;
    order.sort_by(|&a, &b| {
        let (ta, tb) = (eq.steps[a].source.thread, eq.steps[b].source.thread);
        key[&a].cmp(&key[&b]).then(ta.cmp(&tb)).then(a.cmp(&b))
    });
    let Some(p) = order.iter().position(|&i| i == end) else {
        return Err("the violated assertion is not on the path".into());
    };
    order.truncate(p + 1);
    let times: FxHashMap<usize, usize> = order.iter().enumerate().map(|(t, &i)| (i, t)).collect();
    let mut steps: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&i| {
            !matches!(&eq.steps[i].kind,
                StepKind::SharedWrite { lhs, .. } if is_initial_write(m.store, lhs.id()))
        })
        .collect();
    steps.sort_unstable();
    Ok(Interleaving {
        order,
        times,
        steps,
    })
}

/// The shared object a SHARED_READ or SHARED_WRITE step accesses, and whether it writes.
fn event_object(m: &Model<'_>, i: usize) -> Option<(L1Id, bool)> {
    let (lhs, write) = match &m.equation.steps[i].kind {
        StepKind::SharedRead { lhs, .. } => (lhs, false),
        StepKind::SharedWrite { lhs, .. } => (lhs, true),
        _ => return None,
    };
    match m.names.lookup_expr(m.store, lhs.id()) {
        Some(SsaSymbol::L2(n)) => Some((n.l1, write)),
        _ => None,
    }
}

/// The scheduler's data of a concurrent trace: each thread's visits in program order, the
/// visit slots and the snapshots of reads that happen before the instruction completes
/// while another thread writes the object in between. Fails on interleavings the
/// interpreter cannot follow: an instruction whose write another thread sees before the
/// instruction completes, a read of the memory model's initial value of an object.
fn schedule(
    m: &mut Model<'_>,
    script: &mut Script,
    il: &Interleaving,
    groups: &StepGroups,
) -> Result<(), String> {
    let eq = m.equation;
    let threads = script.threads.get_or_insert_with(Default::default);
    // each thread's visits in program order
    let mut order: FxHashMap<u32, Vec<(Key, usize)>> = FxHashMap::default();
    for (thread, queues) in std::iter::once((0u32, &script.visits))
        .chain(threads.visits.iter().map(|(t, q)| (*t, q)))
    {
        let o = order.entry(thread).or_default();
        for (k, q) in queues {
            o.extend(q.iter().map(|g| (*k, g.time)));
        }
    }
    let mut slots = Vec::new();
    for (t, mut o) in order {
        o.sort_by_key(|&(_, time)| time);
        slots.extend(o.iter().map(|&(_, time)| Slot {
            time,
            thread: t,
            kind: SlotKind::Visit,
        }));
        threads.order.insert(t, o.into_iter().collect());
    }
    // the events of each object in execution order: (time, thread, write, initial)
    let mut events: FxHashMap<L1Id, Vec<(usize, u32, bool, bool)>> = FxHashMap::default();
    for (time, &i) in il.order.iter().enumerate() {
        if let Some((o, write)) = event_object(m, i) {
            let initial = !groups.group.contains_key(&i);
            events
                .entry(o)
                .or_default()
                .push((time, eq.steps[i].source.thread, write, initial));
        }
    }
    let name = |m: &Model<'_>, o: L1Id| {
        let obj = m.names.object(o);
        let mut s = obj.root.as_str().to_string();
        for sel in &obj.path {
            match sel {
                Selector::Member(f) => {
                    let _ = write!(s, ".{f}");
                }
                Selector::Index(k) => {
                    let _ = write!(s, "[{k}]");
                }
            }
        }
        s
    };
    for (time, &i) in il.order.iter().enumerate() {
        let Some(&gid) = groups.group.get(&i) else {
            continue;
        };
        let Some((o, write)) = event_object(m, i) else {
            continue;
        };
        let g = groups.time[gid];
        let thread = eq.steps[i].source.thread;
        let list = events.get(&o).map_or(&[][..], |v| v.as_slice());
        if !write {
            if let Some(&(_, _, _, true)) = list.iter().rev().find(|e| e.0 < time && e.2) {
                return Err(format!(
                    "thread {thread} reads the memory model's initial value of {}",
                    name(m, o)
                ));
            }
        }
        if time >= g {
            continue;
        }
        let between = |e: &&(usize, u32, bool, bool)| e.0 > time && e.0 < g && e.1 != thread;
        if write {
            if list.iter().any(|e| between(&e)) {
                return Err(format!(
                    "thread {thread} writes {} in an instruction another thread interrupts",
                    name(m, o)
                ));
            }
        } else if list.iter().any(|e| between(&e) && e.2) {
            let obj = m.names.object(o);
            slots.push(Slot {
                time,
                thread,
                kind: SlotKind::Snapshot {
                    root: obj.root,
                    path: sels(&obj.path),
                    until: g,
                },
            });
        }
    }
    slots.sort_by_key(|s| s.time);
    threads.slots = slots;
    Ok(())
}

/// The visit each step belongs to (by number) and each visit's time.
#[derive(Default)]
struct StepGroups {
    group: FxHashMap<usize, usize>,
    time: Vec<usize>,
}

/// The visits of steps `steps` (on the path, in equation order); with threads, each
/// step's time.
fn visits(
    m: &mut Model<'_>,
    script: &mut Script,
    steps: &[usize],
    times: Option<&FxHashMap<usize, usize>>,
) -> StepGroups {
    let mut groups = StepGroups::default();
    let mut current: FxHashMap<u32, usize> = FxHashMap::default();
    let mut last: FxHashMap<u32, Key> = FxHashMap::default();
    let mut seen_nondet: FxHashSet<ExprId> = FxHashSet::default();
    let mut seen_dynamic: FxHashSet<Ident> = FxHashSet::default();
    let mut seen_invalid: FxHashSet<Ident> = FxHashSet::default();
    // the callee of each thread's latest call: symex assigns the actual parameters at the
    // call (the caller's location), the interpreter binds them on entry to the callee
    let mut callee: FxHashMap<u32, Ident> = FxHashMap::default();
    let mut spawns = 0u32;
    let mut spawn_of: FxHashMap<usize, u32> = FxHashMap::default();
    if times.is_some() {
        // the n-th spawn of the equation starts thread n
        for (i, s) in m.equation.steps.iter().enumerate() {
            if matches!(s.kind, StepKind::Spawn) && !s.ignore {
                spawns += 1;
                spawn_of.insert(i, spawns);
            }
        }
    }
    let equation = m.equation;
    for &i in steps {
        let step = &equation.steps[i];
        let kind = &step.kind;
        let thread = step.source.thread;
        if let StepKind::FunctionCall { function, .. } = kind {
            callee.insert(thread, *function);
        }
        let key = match kind {
            StepKind::Assignment {
                assignment_type:
                    AssignmentType::VisibleActualParameter | AssignmentType::HiddenActualParameter,
                ..
            } => Key::Entry(callee.get(&thread).copied().unwrap_or(step.source.function)),
            _ => Key::At(step.source.function, step.source.pc.0),
        };
        let time = times.and_then(|t| t.get(&i).copied()).unwrap_or(0);
        let queues = if thread == 0 {
            &mut script.visits
        } else {
            script
                .threads
                .get_or_insert_with(Default::default)
                .visits
                .entry(thread)
                .or_default()
        };
        if last.get(&thread) != Some(&key) {
            queues.entry(key).or_default().push_back(Group::default());
            last.insert(thread, key);
            current.insert(thread, groups.time.len());
            groups.time.push(0);
        }
        if let Some(&gid) = current.get(&thread) {
            groups.group.insert(i, gid);
            groups.time[gid] = groups.time[gid].max(time);
        }
        if let Some(g) = queues.get_mut(&key).and_then(|q| q.back_mut()) {
            g.time = g.time.max(time);
            if let Some(&n) = spawn_of.get(&i) {
                g.spawn = Some(n);
            }
        }
        // nondet symbols first seen in this step, in creation order
        let roots: Vec<ExprId> = match kind {
            StepKind::Assignment { rhs, .. } => vec![rhs.id()],
            StepKind::FunctionCall { args, .. }
            | StepKind::Output { args, .. }
            | StepKind::Input { args, .. } => args.iter().map(|a| a.id()).collect(),
            StepKind::Goto
            | StepKind::Assume
            | StepKind::Assert { .. }
            | StepKind::Constraint { .. } => vec![step.cond.id()],
            _ => Vec::new(),
        };
        let mut fresh = Vec::new();
        let mut unions = Vec::new();
        let mut invalid = Vec::new();
        // the invalid object an assignment writes comes last: the interpreter evaluates
        // the rhs before the lhs
        let written = match kind {
            StepKind::Assignment { lhs, .. } => match m.names.lookup_expr(m.store, lhs.id()) {
                Some(SsaSymbol::L2(n)) => Some(m.names.object(n.l1).root),
                _ => None,
            },
            _ => None,
        };
        let mut symbols = Vec::new();
        m.store.post_order(&roots, |e| match m.store.kind(e) {
            ExprKind::NondetSymbol(_) if !seen_nondet.contains(&e) => fresh.push(e),
            ExprKind::Union(member) => unions.push((e, *member)),
            ExprKind::Symbol(_) => symbols.push(e),
            _ => {}
        });
        let names = m.names;
        m.store.post_order(&roots, |e| {
            if let ExprKind::Symbol(n) = m.store.kind(e) {
                if let Some(SsaSymbol::L2(n)) = names.lookup(*n) {
                    let root = names.object(n.l1).root;
                    if root.as_str().starts_with("symex::invalid_object")
                        && Some(root) != written
                        && seen_invalid.insert(root)
                    {
                        invalid.push(root);
                    }
                }
            }
        });
        let initial: Vec<Initial> = symbols
            .into_iter()
            .filter_map(|e| initial_read(m, e))
            .collect();
        let oob: Vec<Oob> = evaluated_accesses(m, &roots)
            .into_iter()
            .filter_map(|e| out_of_bounds(m, e))
            .collect();
        fresh.sort_by_key(|&e| nondet_number(m.store, e));
        invalid.sort_by_key(|&r| invalid_number(r));
        if let Some(w) = written {
            if w.as_str().starts_with("symex::invalid_object") && seen_invalid.insert(w) {
                invalid.push(w);
            }
        }
        let mut choices = Vec::new();
        let mut checks = Vec::new();
        match kind {
            StepKind::Decl { lhs, .. } => choices.push(Choice::Decl(decl_value(m, lhs.id()))),
            StepKind::Assignment {
                lhs,
                assignment_type,
                ..
            } => {
                let obj = match m.names.lookup_expr(m.store, lhs.id()) {
                    Some(SsaSymbol::L2(n)) => Some(n.l1),
                    _ => None,
                };
                if let Some(l1) = obj {
                    let o = m.names.object(l1).clone();
                    let root = o.root.as_str();
                    if root.starts_with("symex_dynamic::dynamic_object")
                        && !root.contains("_size")
                        && seen_dynamic.insert(o.root)
                    {
                        choices.push(Choice::Alloc(o.root));
                    }
                    let shown = matches!(
                        assignment_type,
                        AssignmentType::State
                            | AssignmentType::VisibleActualParameter
                            | AssignmentType::HiddenActualParameter
                    );
                    let program = m.symbols.get(o.root).is_some()
                        && !root.starts_with("goto_symex::")
                        && !root.starts_with("symex");
                    if shown && program && is_scalar(m.store, m.symbols, o.ty) {
                        if let Some(v) = m.value(lhs.id()) {
                            checks.push(Check {
                                root: o.root,
                                path: sels(&o.path),
                                ty: o.ty,
                                value: v,
                            });
                        }
                    }
                }
            }
            _ => {}
        }
        for e in fresh {
            seen_nondet.insert(e);
            choices.push(Choice::Nondet(m.value(e)));
        }
        choices.extend(invalid.into_iter().map(Choice::Invalid));
        for (e, member) in unions {
            let ty = m.store.type_of(e);
            choices.push(Choice::Union(ty, member, m.value(e)));
        }
        let queues = if thread == 0 {
            Some(&mut script.visits)
        } else {
            script
                .threads
                .as_mut()
                .and_then(|t| t.visits.get_mut(&thread))
        };
        if let Some(g) = queues
            .and_then(|q| q.get_mut(&key))
            .and_then(|q| q.back_mut())
        {
            g.choices.extend(choices);
            // symex may write an object several times for one instruction (a store
            // through a pointer with several candidate offsets, one step per candidate):
            // the visit ends with the last value
            for c in checks {
                g.checks.retain(|k| !(k.root == c.root && k.path == c.path));
                g.checks.push(c);
            }
            g.oob.extend(oob);
            g.initial.extend(initial);
        }
    }
    groups
}

fn int_value(m: &mut Model<'_>, e: ExprId) -> Option<i128> {
    if let Some(v) = m.store.as_int(e) {
        return v.to_i128();
    }
    let v = m.value(e)?;
    m.store.as_int(v).and_then(|v| v.to_i128())
}

/// Size in bits of a type whose array sizes are constants or have model values (goto-ir's
/// layout oracle).
fn type_bits(m: &mut Model<'_>, ty: goto_ir::TypeId) -> Option<i128> {
    let sizes = Layout::new(m.store, m.symbols).size_exprs(ty);
    let mut values = Vec::with_capacity(sizes.len());
    for e in sizes {
        values.push((e, BigInt::from(int_value(m, e)?)));
    }
    let bits = Layout::new(m.store, m.symbols)
        .bits_with(ty, &mut |s: &Store, e: ExprId| {
            if let Some(v) = s.as_int(e) {
                return Ok(v.clone());
            }
            values
                .iter()
                .find(|(x, _)| *x == e)
                .map(|(_, v)| v.clone())
                .ok_or(LayoutError::NotConstant)
        })
        .ok()?;
    bits.to_i128()
}

/// The index and byte-extract expressions of `roots` that count in the model: of an `if`,
/// only the branch the model takes (the other's reads are none the program makes, and a
/// read outside its object there has an arbitrary value that must not stand for the real
/// one). A condition the model does not decide keeps both.
fn evaluated_accesses(m: &mut Model<'_>, roots: &[ExprId]) -> Vec<ExprId> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack: Vec<ExprId> = roots.iter().rev().copied().collect();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        match m.store.kind(e) {
            ExprKind::Index | ExprKind::ByteExtract(goto_ir::Endian::Little) => out.push(e),
            ExprKind::If => {
                let (c, t, f) = (m.store.op(e, 0), m.store.op(e, 1), m.store.op(e, 2));
                match m.holds(c) {
                    Some(true) => stack.push(t),
                    Some(false) => stack.push(f),
                    None => stack.extend([f, t]),
                }
                stack.push(c);
                continue;
            }
            _ => {}
        }
        stack.extend(m.store.ops(e).iter().rev().copied());
    }
    out
}

/// The model's value of `e` if it is an index or a byte extract outside its array or
/// object in the model.
fn out_of_bounds(m: &mut Model<'_>, e: ExprId) -> Option<Oob> {
    let (a, at) = (m.store.op(e, 0), m.store.op(e, 1));
    let kind = match m.store.kind(e) {
        ExprKind::Index => OobKind::Index,
        _ => OobKind::Bytes,
    };
    let inside = match kind {
        OobKind::Index => {
            let aty = m.symbols.follow(m.store, m.store.type_of(a));
            let TypeKind::Array {
                size: Some(size), ..
            } = m.store.ty(aty).clone()
            else {
                return None;
            };
            let i = int_value(m, at)?;
            let n = int_value(m, size)?;
            (0..n).contains(&i)
        }
        OobKind::Bytes => {
            let off = int_value(m, at)?;
            let whole = type_bits(m, m.store.type_of(a))?;
            let part = type_bits(m, m.store.type_of(e))?;
            off >= 0 && off * 8 + part <= whole
        }
    };
    if inside {
        return None;
    }
    let at = int_value(m, at)?;
    let elem_bits = match kind {
        OobKind::Index => type_bits(m, m.store.type_of(e)),
        OobKind::Bytes => None,
    };
    Some(Oob {
        kind,
        at,
        elem_bits,
        value: m.value(e),
    })
}

/// The model's value of `e` if it is version 0 of a program variable or of a function's
/// return value (a read before any assignment).
fn initial_read(m: &mut Model<'_>, e: ExprId) -> Option<Initial> {
    let Some(SsaSymbol::L2(n)) = m.names.lookup_expr(m.store, e) else {
        return None;
    };
    if n.version.get() != 0 {
        return None;
    }
    let o = m.names.object(n.l1).clone();
    let root = o.root.as_str();
    let program = m.symbols.get(o.root).is_some() && !root.starts_with("symex");
    if !program && !root.starts_with("goto_symex::return_value::") {
        return None;
    }
    Some(Initial {
        root: o.root,
        path: sels(&o.path),
        value: m.value(e),
    })
}
