//! From a solver model to a replay [`Script`]: the visits on the model's path with their
//! nondet choices and the values the trace shows (see the protocol in [`crate::replay`]).

use super::{
    Application, Check, Choice, DeclValue, Group, Initial, Key, Numbered, Oob, OobKind, Script,
    Sel, Target, TargetKind,
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
        if !o.path.is_empty() || !is_failed_object(o.root.as_str()) {
            continue;
        }
        let root = o.root;
        let v = object_value(m, id, 0);
        script.failed.insert(root, v);
    }
}

/// The solver's object numbering, by object name.
fn numbered_objects(m: &mut Model<'_>, script: &mut Script) {
    for (k, root) in m.solver.numbered_objects() {
        let entry = match m.store.kind(root) {
            ExprKind::StringConstant(s) => Numbered::Str(*s),
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

/// The model's applications of uninterpreted functions in steps `..=end`.
fn applications(m: &mut Model<'_>, end: usize) -> FxHashMap<Ident, Vec<Application>> {
    let mut roots = Vec::new();
    for step in m.equation.steps.iter().take(end + 1) {
        if step.ignore {
            continue;
        }
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

/// The replay script of the model's path up to step `end` (inclusive).
pub fn script(m: &mut Model<'_>, end: usize) -> Script {
    let mut script = Script::default();
    let mut last: Option<Key> = None;
    let mut seen_nondet: FxHashSet<ExprId> = FxHashSet::default();
    let mut seen_dynamic: FxHashSet<Ident> = FxHashSet::default();
    let mut seen_invalid: FxHashSet<Ident> = FxHashSet::default();
    failed_objects(m, &mut script);
    numbered_objects(m, &mut script);
    script.functions = applications(m, end);
    let equation = m.equation;
    for step in equation.steps.iter().take(end + 1) {
        if step.ignore {
            continue;
        }
        let kind = &step.kind;
        if let StepKind::Assignment {
            assignment_type: AssignmentType::Phi | AssignmentType::Guard,
            ..
        } = kind
        {
            continue;
        }
        if m.holds(step.guard.id()) != Some(true) {
            continue;
        }
        let key = match kind {
            StepKind::Assignment {
                assignment_type:
                    AssignmentType::VisibleActualParameter | AssignmentType::HiddenActualParameter,
                ..
            } => Key::Entry(step.source.function),
            _ => Key::At(step.source.function, step.source.pc.0),
        };
        if last != Some(key) {
            script
                .visits
                .entry(key)
                .or_default()
                .push_back(Group::default());
            last = Some(key);
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
        let mut accesses = Vec::new();
        let mut symbols = Vec::new();
        m.store.post_order(&roots, |e| match m.store.kind(e) {
            ExprKind::NondetSymbol(_) if !seen_nondet.contains(&e) => fresh.push(e),
            ExprKind::Index | ExprKind::ByteExtract(goto_ir::Endian::Little) => accesses.push(e),
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
        let oob: Vec<Oob> = accesses
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
        if let Some(g) = script.visits.get_mut(&key).and_then(|q| q.back_mut()) {
            g.choices.extend(choices);
            g.checks.extend(checks);
            g.oob.extend(oob);
            g.initial.extend(initial);
        }
    }
    script
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
    Some(Oob {
        kind,
        at,
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
