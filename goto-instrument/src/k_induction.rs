//! The inductive step of k-induction: a program whose verification shows that one loop
//! keeps a property forever once the loop's first `k` iterations do.
//!
//! Used by SV-COMP mode (bmc's `svcomp`) together with the base case, ordinary bounded
//! model checking with the bound `k`. For a top-level loop `L` of a function that runs at most
//! once (the entry function, or one called once, outside loops, by such a function)
//! ([`candidate_loops`]), [`inductive_step`] rewrites the program:
//!
//! - **Havoc on entry.** Where `L` is entered, every variable the loop can change (locals of
//!   the loop's function and objects of static lifetime assigned in the loop or in a function
//!   it calls) gets an arbitrary value, and an iteration counter is reset. The other
//!   variables keep the values the code before the loop gave them: the loop cannot change
//!   them. So every state the real program reaches at the loop head is one of the states
//!   the rewritten program starts its loop from.
//! - **k hypotheses, one step.** At every pass through the head the counter grows. During
//!   passes 1 to k the properties are assumed (`ASSUME c`), from pass k+1 on they are
//!   checked (`ASSERT c`), also in the code after the loop; pass k+2 is never reached
//!   (`ASSUME false`). A flag of static lifetime switches between the two, so properties
//!   in called functions follow it too.
//!
//! Soundness: take a run of the real program and its first violation `v` after `p` passes
//! through the head. If `p <= k`, the base case (bound `k`, the other loops bounded as below)
//! contains the run up to `v`. Otherwise the head state `p - k` passes earlier is a start of
//! the rewritten loop; the `k` passes that follow have no violation (they come before `v`),
//! so the rewritten program reaches `v` with the flag set. Every other loop and recursion of
//! the rewritten program must be unwound completely (its unwinding assertions must hold,
//! checked everywhere, under no hypothesis), which bounds them in the real program as well.
//! The step is thus proved when no checked property and no unwinding assertion of the
//! rewritten program fails.
//!
//! Candidate invariants ([`candidate_invariants`], placed by [`add_candidates`] as
//! assertions at the loop head) strengthen the hypotheses: the caller proves them like
//! properties (base case and step) and drops those that fail (Houdini).
//!
//! The rewrite is refused (an `Err` with the reason, so the caller stays with bounded model
//! checking) when the loop writes through a pointer, changes a variable that holds a
//! pointer, calls through a function pointer or a built-in that changes memory, starts a
//! thread, or is not a loop entered once from above.

use crate::properties::PropertyInfo;
use crate::*;
use num_bigint::BigInt;
use std::collections::{BTreeSet, HashSet};

/// A loop that k-induction can be applied to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InductionLoop {
    /// The first instruction of the loop (the target of its backward jumps).
    pub head: usize,
    /// The last backward jump to `head`.
    pub latch: usize,
    /// Loop numbers (`<function>.<n>`) of every backward jump to `head` (a `continue` is one).
    pub loop_numbers: Vec<u32>,
}

/// Names of the two objects the rewrite adds.
pub const CHECK_FLAG: &str = "__rbmc_k_induction$check";
pub const COUNTER: &str = "__rbmc_k_induction$pass";

/// The loops of `function` that no other loop of it contains (candidates for
/// [`inductive_step`]), in program order. Needs the numbering of [`GotoModel::update`].
pub fn candidate_loops(model: &GotoModel, function: Ident) -> Vec<InductionLoop> {
    let Some(f) = model.functions.get(&function) else {
        return Vec::new();
    };
    // every backward jump, grouped by head: (head, latch = last jump, loop numbers)
    let mut by_head: Vec<InductionLoop> = Vec::new();
    for (number, latch) in f.loops() {
        let ins = f.instr(latch);
        let Some(head) = ins.targets.iter().map(|t| t.index()).min() else {
            continue;
        };
        match by_head.iter_mut().find(|l| l.head == head) {
            Some(l) => {
                l.latch = l.latch.max(latch.index());
                l.loop_numbers.push(number);
            }
            None => by_head.push(InductionLoop {
                head,
                latch: latch.index(),
                loop_numbers: vec![number],
            }),
        }
    }
    let outer: Vec<InductionLoop> = by_head
        .iter()
        .filter(|l| {
            !by_head
                .iter()
                .any(|o| o != *l && o.head <= l.head && o.latch >= l.latch)
        })
        .cloned()
        .collect();
    outer
}

/// Rewrites `model` into the inductive step for loop `l` of `entry` with `k` hypotheses (see
/// the module documentation). `is_property` says which assertions are the properties to
/// prove; other assertions are left as they are. Needs the numbering of
/// [`GotoModel::update`] and updates it again. On `Err` the model may be half rewritten:
/// rewrite a copy.
pub fn inductive_step(
    model: &mut GotoModel,
    entry: Ident,
    l: &InductionLoop,
    k: u32,
    is_property: &dyn Fn(&PropertyInfo) -> bool,
) -> Result<(), String> {
    check_shape(model, entry, l)?;
    let havoc = changed_objects(model, entry, l)?;

    // the flag and the counter: objects of static lifetime
    let flag_ty = model.store.bool_type();
    let count_ty = model.store.unsigned(32);
    for (name, ty) in [(CHECK_FLAG, flag_ty), (COUNTER, count_ty)] {
        let mut s = Symbol::new(Ident::new(name), ty);
        s.is_static_lifetime = true;
        s.is_lvalue = true;
        s.is_auxiliary = true;
        model.symbols.insert(s);
    }
    let flag = model.store.symbol(Ident::new(CHECK_FLAG), flag_ty);
    let counter = model.store.symbol(Ident::new(COUNTER), count_ty);

    // every property: ASSUME flag ∨ c; ASSERT ¬flag ∨ c
    let properties: HashSet<(Ident, usize)> = property_positions(model, is_property);
    let GotoModel {
        store, functions, ..
    } = &mut *model;
    let not_flag = store.not(flag);
    for (name, f) in functions.iter_mut() {
        let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); f.body.len()];
        let mut any = false;
        for (i, ins) in f.body.iter_mut().enumerate() {
            if !properties.contains(&(*name, i)) {
                continue;
            }
            let c = ins.guard;
            let assumed = store.or(flag, c);
            let mut assume = Instruction::with_guard(InstrKind::Assume, assumed, ins.location);
            assume.location.property_id = None;
            new[i].push(assume);
            ins.guard = store.or(not_flag, c);
            any = true;
        }
        if any {
            goto_ir::insert::insert_before(&mut f.body, new);
        }
    }

    // the positions in the entry function moved: find the loop again by its latch's number
    model.update();
    let f = model
        .functions
        .get(&entry)
        .ok_or_else(|| format!("no function {entry}"))?;
    let latch_number = *l.loop_numbers.iter().max().unwrap_or(&0);
    let l = candidate_loops(model, entry)
        .into_iter()
        .find(|c| c.loop_numbers.contains(&latch_number))
        .ok_or("the loop is gone after the rewrite")?;
    let loc = f.body[l.head].location;

    // entry: havoc the changed objects, reset the counter; head: count, cut, switch the flag
    let mut entry_block = Vec::new();
    for (sym, ty) in &havoc {
        let lhs = model.store.symbol(*sym, *ty);
        let rhs = model.store.mk(ExprKind::Nondet, *ty, []);
        entry_block.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
    }
    let zero = model.store.int_const(0, count_ty);
    entry_block.push(Instruction::new(
        InstrKind::Assign {
            lhs: counter,
            rhs: zero,
        },
        loc,
    ));
    let one = model.store.int_const(1, count_ty);
    let next = model.store.plus(counter, one);
    let last = model.store.int_const(k + 1, count_ty);
    let within = model.store.le(counter, last);
    let checking = model.store.eq(counter, last);
    let head_block = vec![
        Instruction::new(
            InstrKind::Assign {
                lhs: counter,
                rhs: next,
            },
            loc,
        ),
        Instruction::with_guard(InstrKind::Assume, within, loc),
        Instruction::new(
            InstrKind::Assign {
                lhs: flag,
                rhs: checking,
            },
            loc,
        ),
    ];
    let entry_len = entry_block.len();
    let f = model
        .functions
        .get_mut(&entry)
        .ok_or_else(|| format!("no function {entry}"))?;
    let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); f.body.len()];
    new[l.head] = entry_block.into_iter().chain(head_block).collect();
    // where old instruction j is after the insertion
    let mut inserted = 0;
    let mut position = Vec::with_capacity(new.len());
    for list in &new {
        inserted += list.len();
        position.push(position.len() + inserted);
    }
    let head_list = position[l.head] - new[l.head].len();
    let entry_at = head_list;
    let head_block_at = goto_ir::InstrRef((entry_at + entry_len) as u32);
    goto_ir::insert::insert_before(&mut f.body, new);
    // jumps from outside the loop reach the entry block, the loop's own backward jumps the
    // head block
    for i in position[l.head]..=position[l.latch] {
        let ins = &mut f.body[i];
        if matches!(ins.kind, InstrKind::Goto) {
            for t in ins.targets.iter_mut() {
                if t.index() == head_list {
                    *t = head_block_at;
                }
            }
        }
    }
    // the flag starts false: the code before the loop runs under the hypotheses
    let start = model
        .functions
        .get_mut(&Ident::new(ENTRY_POINT))
        .filter(|f| f.has_body())
        .ok_or("the program has no entry point")?;
    let loc = start.body.first().map(|i| i.location).unwrap_or_default();
    let off = Instruction::new(
        InstrKind::Assign {
            lhs: flag,
            rhs: FALSE,
        },
        loc,
    );
    let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); start.body.len()];
    new[0].push(off);
    goto_ir::insert::insert_before(&mut start.body, new);
    model.update();
    Ok(())
}

/// The (function, instruction) positions of the assertions that are properties.
fn property_positions(
    model: &GotoModel,
    is_property: &dyn Fn(&PropertyInfo) -> bool,
) -> HashSet<(Ident, usize)> {
    let mut out = HashSet::new();
    for p in crate::properties::collect_properties(model) {
        if !is_property(&p) {
            continue;
        }
        let Some(f) = model.functions.get(&p.function) else {
            continue;
        };
        // the property's instruction: the assertion with its id
        for (i, ins) in f.body.iter().enumerate() {
            if matches!(ins.kind, InstrKind::Assert)
                && ins.location.property_id.map(|x| x.as_str()) == Some(p.id.as_str())
            {
                out.insert((p.function, i));
            }
        }
    }
    out
}

/// The loop must be entered from above only, once per run: a top-level loop of a function
/// that runs at most once, in a program without threads.
fn check_shape(model: &GotoModel, entry: Ident, l: &InductionLoop) -> Result<(), String> {
    let f = model
        .functions
        .get(&entry)
        .ok_or_else(|| format!("no function {entry}"))?;
    if !candidate_loops(model, entry).contains(l) {
        return Err("the loop is inside another loop".into());
    }
    for (i, ins) in f.body.iter().enumerate() {
        let inside = (l.head..=l.latch).contains(&i);
        for t in &ins.targets {
            let t = t.index();
            if !inside && t > l.head && t <= l.latch {
                return Err("a jump enters the loop in its middle".into());
            }
            if inside && t < l.head {
                return Err("a jump leaves the loop backwards".into());
            }
        }
    }
    for g in model.functions.values() {
        if g.body.iter().any(|ins| matches!(ins.kind, InstrKind::StartThread)) {
            return Err("the program starts threads".into());
        }
    }
    runs_once(model, entry)
}

/// Whether every run calls `function` at most once: the entry point calls it, or one call
/// outside any loop of a function that itself runs at most once does.
fn runs_once(model: &GotoModel, function: Ident) -> Result<(), String> {
    let mut current = function;
    let mut seen: HashSet<Ident> = HashSet::new();
    while current.as_str() != ENTRY_POINT {
        if !seen.insert(current) {
            return Err(format!("{current} is recursive"));
        }
        let mut sites: Vec<(Ident, usize)> = Vec::new();
        for (name, g) in &model.functions {
            for (i, ins) in g.body.iter().enumerate() {
                if let InstrKind::FunctionCall(c) = &ins.kind {
                    // a call through a pointer might reach it too
                    match model.store.symbol_name(c.function) {
                        Some(f) if f == current => sites.push((*name, i)),
                        Some(_) => {}
                        None => return Err("the program calls through function pointers".into()),
                    }
                }
            }
        }
        let [(caller, at)] = sites[..] else {
            return Err(format!("{current} is called in more than one place"));
        };
        let g = &model.functions[&caller];
        let in_loop = g.loops().into_iter().any(|(_, latch)| {
            let head = g.instr(latch).targets.iter().map(|t| t.index()).min();
            head.is_some_and(|h| (h..=latch.index()).contains(&at))
        });
        if in_loop {
            return Err(format!("{current} is called in a loop of {caller}"));
        }
        current = caller;
    }
    Ok(())
}

/// The objects the loop can change that live across its iterations, with their types:
/// locals of `entry` not declared inside the loop, and objects of static lifetime.
fn changed_objects(
    model: &GotoModel,
    entry: Ident,
    l: &InductionLoop,
) -> Result<Vec<(Ident, TypeId)>, String> {
    let mut written: BTreeSet<Ident> = BTreeSet::new();
    let mut declared_inside: HashSet<Ident> = HashSet::new();
    let mut visited: HashSet<Ident> = HashSet::new();
    // (function, instructions to scan)
    let mut work: Vec<(Ident, Vec<usize>)> = vec![(entry, (l.head..=l.latch).collect())];
    while let Some((name, positions)) = work.pop() {
        let Some(g) = model.functions.get(&name) else {
            continue;
        };
        for i in positions {
            let ins = &g.body[i];
            match &ins.kind {
                InstrKind::Assign { lhs, .. } => written_root(model, *lhs, &mut written)?,
                InstrKind::Decl(x) if name == entry => {
                    if let Some(s) = model.store.symbol_name(*x) {
                        declared_inside.insert(s);
                    }
                }
                InstrKind::FunctionCall(c) => {
                    if let Some(lhs) = c.lhs {
                        written_root(model, lhs, &mut written)?;
                    }
                    let callee = model
                        .store
                        .symbol_name(c.function)
                        .ok_or("the loop calls through a function pointer")?;
                    match model.functions.get(&callee) {
                        Some(h) if h.has_body() => {
                            if visited.insert(callee) {
                                work.push((callee, (0..h.body.len()).collect()));
                            }
                        }
                        _ => {
                            let n = callee.as_str();
                            if ["__CPROVER_", "__builtin_", "__atomic_", "__sync_"]
                                .iter()
                                .any(|p| n.starts_with(p))
                            {
                                return Err(format!("the loop calls the built-in {n}"));
                            }
                        }
                    }
                }
                InstrKind::Other(code) => match code.statement.as_str() {
                    "expression" | "printf" | "output" | "input" | "fence" => {}
                    other => return Err(format!("the loop has a '{other}' statement")),
                },
                InstrKind::StartThread | InstrKind::Throw(_) | InstrKind::Catch(_) => {
                    return Err("the loop has threads or exceptions".into())
                }
                _ => {}
            }
        }
    }
    let prefix = format!("{entry}::");
    let mut out = Vec::new();
    for name in written {
        let Some(s) = model.symbols.get(name) else {
            return Err(format!("no symbol {name}"));
        };
        let local = name.as_str().starts_with(&prefix) && !s.is_static_lifetime;
        if !(s.is_static_lifetime || local) || declared_inside.contains(&name) {
            continue;
        }
        if holds_pointer(model, s.ty) {
            return Err(format!("the loop changes {name}, which holds a pointer"));
        }
        out.push((name, s.ty));
    }
    Ok(out)
}

/// Adds the object an assignment to `lhs` changes (a symbol, through members and array
/// elements); a write through a pointer is refused.
fn written_root(model: &GotoModel, lhs: ExprId, out: &mut BTreeSet<Ident>) -> Result<(), String> {
    let mut e = lhs;
    loop {
        match model.store.kind(e) {
            ExprKind::Symbol(s) => {
                out.insert(*s);
                return Ok(());
            }
            ExprKind::Member(_) | ExprKind::Index | ExprKind::Typecast => {
                e = model.store.op(e, 0);
            }
            _ => return Err("the loop writes through a pointer".into()),
        }
    }
}

/// Whether a value of type `t` can hold a pointer (too deep a type counts as one).
fn holds_pointer(model: &GotoModel, t: TypeId) -> bool {
    model.symbols.type_any(&model.store, t, true, &|k| {
        matches!(k, TypeKind::Pointer { .. })
    })
}

/// Property class of the candidate invariants [`add_candidates`] places at a loop head.
pub const CANDIDATE_CLASS: &str = "k-induction-invariant";

/// Candidate invariants for loop `l` of `entry`, to be proved together with the properties
/// (Houdini style: a candidate that fails is dropped and the rest tried again):
/// - the conditions of the properties after the loop in `entry` (the loop often keeps what
///   is checked after it), and for a call after the loop of a function containing a
///   property, the call's arguments (`__VERIFIER_assert(c)`);
/// - the loop condition weakened to include its last value (`i < n` gives `i <= n`);
/// - for the integers the loop changes: their parities, bounds by the loop's integer
///   constants and 0, and `=`, `<=`, `>=` between two of the same type.
///
/// Only expressions over objects that exist at the loop head (locals of `entry` declared
/// before the loop, objects of static lifetime) and without memory accesses qualify.
pub fn candidate_invariants(
    model: &mut GotoModel,
    entry: Ident,
    l: &InductionLoop,
    is_property: &dyn Fn(&PropertyInfo) -> bool,
) -> Vec<ExprId> {
    let Some(f) = model.functions.get(&entry) else {
        return Vec::new();
    };
    // (a variable whose scope ended before the loop does not count)
    let dead_before: HashSet<Ident> = f.body[..l.head]
        .iter()
        .filter_map(|ins| match &ins.kind {
            InstrKind::Dead(x) => model.store.symbol_name(*x),
            _ => None,
        })
        .collect();
    let declared_before: HashSet<Ident> = f.body[..l.head]
        .iter()
        .filter_map(|ins| match &ins.kind {
            InstrKind::Decl(x) => model.store.symbol_name(*x),
            _ => None,
        })
        .chain(f.parameters.iter().copied())
        .filter(|s| !dead_before.contains(s))
        .collect();
    let mut raw: Vec<ExprId> = Vec::new();
    let all_properties = property_positions(model, is_property);
    let property_functions: HashSet<Ident> = all_properties.iter().map(|(f, _)| *f).collect();
    // what the loop's function checks after the loop, and what the others check (only their
    // conditions on objects of static lifetime can be in scope: a caller's code after the
    // call, say)
    for (name, g) in &model.functions {
        for (i, ins) in g.body.iter().enumerate() {
            if *name == entry && i <= l.latch {
                continue;
            }
            match &ins.kind {
                InstrKind::Assert if all_properties.contains(&(*name, i)) => raw.push(ins.guard),
                InstrKind::FunctionCall(c)
                    if model
                        .store
                        .symbol_name(c.function)
                        .is_some_and(|g| property_functions.contains(&g)) =>
                {
                    raw.extend(c.args.iter().copied())
                }
                _ => {}
            }
        }
    }
    // the loop's exits: the loop goes on while their guards are false
    let exits: Vec<ExprId> = f.body[l.head..=l.latch]
        .iter()
        .filter(|ins| matches!(ins.kind, InstrKind::Goto))
        .filter(|ins| ins.targets.iter().any(|t| t.index() > l.latch))
        .map(|ins| ins.guard)
        .collect();
    for guard in exits {
        let stay = model.store.not(guard);
        raw.push(stay);
    }
    // relations between the integers the loop changes, and their parities
    if let Ok(changed) = changed_objects(model, entry, l) {
        let mut ints: Vec<(ExprId, TypeId)> = Vec::new();
        for (s, t) in changed {
            let integer = matches!(
                model.store.ty(model.symbols.follow(&model.store, t)),
                TypeKind::Signed(_) | TypeKind::Unsigned(_)
            );
            if integer {
                ints.push((model.store.symbol(s, t), t));
            }
        }
        // the integer constants of the loop (with 0): bounds the loop may keep
        let mut constants: Vec<BigInt> = vec![BigInt::from(0)];
        if let Some(f) = model.functions.get(&entry) {
            let mut roots = Vec::new();
            for ins in &f.body[l.head..=l.latch] {
                roots.push(ins.guard);
                if let InstrKind::Assign { rhs, .. } = &ins.kind {
                    roots.push(*rhs);
                }
            }
            model.store.post_order(&roots, |e| {
                if let Some(v) = model.store.as_int(e) {
                    if !constants.contains(v) && constants.len() < 8 {
                        constants.push(v.clone());
                    }
                }
            });
        }
        for (i, &(a, ta)) in ints.iter().enumerate() {
            for c in &constants {
                // only constants the type can hold
                if model.store.normalize_int(c.clone(), ta) == *c {
                    let c = model.store.int_const(c.clone(), ta);
                    raw.push(model.store.le(a, c));
                    raw.push(model.store.ge(a, c));
                }
            }
            let one = model.store.int_const(1, ta);
            let zero = model.store.int_const(0, ta);
            let low = model.store.bitand(a, one);
            raw.push(model.store.eq(low, zero));
            raw.push(model.store.eq(low, one));
            for &(b, tb) in &ints[i + 1..] {
                if ta == tb {
                    raw.push(model.store.eq(a, b));
                    raw.push(model.store.le(a, b));
                    raw.push(model.store.ge(a, b));
                }
            }
        }
    }
    let mut out: Vec<ExprId> = Vec::new();
    for e in raw {
        let e = as_condition(&mut model.store, e);
        let e = weaken(&mut model.store, e);
        if in_scope(model, e, &declared_before) && !out.contains(&e) && model.store.as_bool(e).is_none() {
            out.push(e);
        }
    }
    out
}

/// `e` as a condition: itself when Boolean, `e != 0` otherwise.
fn as_condition(store: &mut Store, e: ExprId) -> ExprId {
    let ty = store.type_of(e);
    if ty == store.bool_type() {
        return e;
    }
    let zero = store.int_const(0, ty);
    store.ne(e, zero)
}

/// `a < b` becomes `a <= b` (and `a > b`, `a >= b`); `¬(a >= b)` is `a < b` first.
fn weaken(store: &mut Store, e: ExprId) -> ExprId {
    let e = match store.kind(e) {
        ExprKind::Not => {
            let a = store.op(e, 0);
            let (x, y) = match store.ops(a) {
                [x, y] => (*x, *y),
                _ => return e,
            };
            match store.kind(a) {
                ExprKind::Ge => store.lt(x, y),
                ExprKind::Le => store.gt(x, y),
                ExprKind::Gt => store.le(x, y),
                ExprKind::Lt => store.ge(x, y),
                _ => return e,
            }
        }
        _ => e,
    };
    let (x, y) = match store.ops(e) {
        [x, y] => (*x, *y),
        _ => return e,
    };
    match store.kind(e) {
        ExprKind::Lt => store.le(x, y),
        ExprKind::Gt => store.ge(x, y),
        _ => e,
    }
}

/// Whether `e` only reads objects that exist at the loop head, without memory accesses or
/// side effects.
fn in_scope(model: &GotoModel, e: ExprId, declared_before: &HashSet<Ident>) -> bool {
    let mut ok = true;
    model.store.post_order(&[e], |x| match model.store.kind(x) {
        ExprKind::Symbol(s) => {
            let global = model.symbols.get(*s).is_some_and(|s| s.is_static_lifetime);
            ok &= global || declared_before.contains(s);
        }
        ExprKind::Constant(_)
        | ExprKind::Plus
        | ExprKind::Minus
        | ExprKind::Mult
        | ExprKind::Mod
        | ExprKind::Div
        | ExprKind::UnaryMinus
        | ExprKind::BitAnd
        | ExprKind::BitOr
        | ExprKind::BitXor
        | ExprKind::BitNot
        | ExprKind::Shl
        | ExprKind::Ashr
        | ExprKind::Lshr
        | ExprKind::And
        | ExprKind::Or
        | ExprKind::Not
        | ExprKind::Implies
        | ExprKind::Equal
        | ExprKind::NotEqual
        | ExprKind::Lt
        | ExprKind::Le
        | ExprKind::Gt
        | ExprKind::Ge
        | ExprKind::Typecast
        | ExprKind::If => {}
        _ => ok = false,
    });
    ok
}

/// Places `candidates` as assertions of class [`CANDIDATE_CLASS`] at the head of loop `l`
/// of `entry` (checked at every pass), with ids `<entry>.k-induction-invariant.<n>`.
/// Returns the ids and the loop as it is found afterwards.
pub fn add_candidates(
    model: &mut GotoModel,
    entry: Ident,
    l: &InductionLoop,
    candidates: &[ExprId],
) -> Result<(Vec<String>, InductionLoop), String> {
    let f = model
        .functions
        .get_mut(&entry)
        .ok_or_else(|| format!("no function {entry}"))?;
    let mut ids = Vec::new();
    let mut block = Vec::new();
    for (n, c) in candidates.iter().enumerate() {
        let id = format!("{entry}.{CANDIDATE_CLASS}.{}", n + 1);
        let mut loc = f.body[l.head].location;
        loc.property_class = Some(Ident::new(CANDIDATE_CLASS));
        loc.property_id = Some(Ident::new(&id));
        loc.comment = Some(Ident::new(&format!("candidate loop invariant {}", n + 1)));
        block.push(Instruction::with_guard(InstrKind::Assert, *c, loc));
        ids.push(id);
    }
    let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); f.body.len()];
    new[l.head] = block;
    goto_ir::insert::insert_before(&mut f.body, new);
    model.update();
    let latch_number = *l.loop_numbers.iter().max().unwrap_or(&0);
    let l = candidate_loops(model, entry)
        .into_iter()
        .find(|c| c.loop_numbers.contains(&latch_number))
        .ok_or("the loop is gone after adding candidates")?;
    Ok((ids, l))
}

/// Replaces loop `l` of `function` by one pass from an arbitrary state in which
/// `invariants` hold: on entry the objects the loop changes are havocked and the
/// invariants assumed, and every backward jump of the loop becomes the assumption that it
/// is not taken. Every exit of the real loop leaves from a head state satisfying the
/// invariants within one pass, so the result over-approximates the program (a proof about
/// it holds for the program; a counterexample may not). The invariants must be proved
/// first (for instance by [`inductive_step`] with them as properties), and the loop must be
/// one [`inductive_step`] accepts.
pub fn abstract_loop(
    model: &mut GotoModel,
    function: Ident,
    l: &InductionLoop,
    invariants: &[ExprId],
) -> Result<(), String> {
    check_shape(model, function, l)?;
    let havoc = changed_objects(model, function, l)?;
    let GotoModel {
        store, functions, ..
    } = &mut *model;
    let f = functions
        .get_mut(&function)
        .ok_or_else(|| format!("no function {function}"))?;
    let loc = f.body[l.head].location;
    let mut block = Vec::new();
    for (sym, ty) in &havoc {
        let lhs = store.symbol(*sym, *ty);
        let rhs = store.mk(ExprKind::Nondet, *ty, []);
        block.push(Instruction::new(InstrKind::Assign { lhs, rhs }, loc));
    }
    for inv in invariants {
        block.push(Instruction::with_guard(InstrKind::Assume, *inv, loc));
    }
    for i in l.head..=l.latch {
        let ins = &mut f.body[i];
        if matches!(ins.kind, InstrKind::Goto) && ins.targets.iter().any(|t| t.index() == l.head)
        {
            let stay = store.not(ins.guard);
            ins.kind = InstrKind::Assume;
            ins.guard = stay;
            ins.targets.clear();
        }
    }
    let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); f.body.len()];
    new[l.head] = block;
    goto_ir::insert::insert_before(&mut f.body, new);
    model.update();
    Ok(())
}
