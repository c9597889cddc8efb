//! Bounded quantifiers instantiated: `__CPROVER_forall { int i; (lo <= i && i < hi) ==> P(i) }`
//! becomes `P(lo) && … && P(hi-1)`, and `__CPROVER_exists { int i; lo <= i && i < hi && P(i) }`
//! becomes `P(lo) || … || P(hi-1)`, when the bounds are constants (as CBMC instantiates
//! quantifiers over bounded ranges). An `exists` written as an implication,
//! `exists { int i; (lo <= i && i < hi) ==> P(i) }`, holds for any `i` outside the range
//! (CBMC 6 reads it so too): it is true unless the range is the whole type. Other
//! quantifiers stay: the solver refuses them with a located error.

use goto_ir::{ExprId, ExprKind, GotoModel, Store, SymbolTable, FALSE, TRUE};
use num_bigint::BigInt;
use num_traits::ToPrimitive;

/// The most instances a quantifier is expanded into.
const MAX_INSTANCES: i64 = 4096;

/// Instantiates the bounded quantifiers in every function body of `model`.
pub fn instantiate_quantifiers(model: &mut GotoModel) {
    let GotoModel {
        store,
        functions,
        symbols,
    } = model;
    let mut rewrite = |s: &mut Store, e: ExprId| instance(s, symbols, e);
    for f in functions.values_mut() {
        for ins in f.body.iter_mut() {
            for e in ins.exprs_mut() {
                *e = store.rewrite(*e, &mut rewrite);
            }
        }
    }
}

/// The instances of a bounded quantifier `e` (whose body is already rewritten), joined by
/// `&&` (forall) or `||` (exists); `None` for anything else.
fn instance(s: &mut Store, ns: &SymbolTable, e: ExprId) -> Option<ExprId> {
    let forall = match s.kind(e) {
        ExprKind::Forall => true,
        ExprKind::Exists => false,
        _ => return None,
    };
    let &[v, body] = s.ops(e) else {
        return None;
    };
    // a body that does not mention the variable is the quantifier's value (every type
    // has values)
    if !mentions(s, body, v) {
        return Some(body);
    }
    let (lo, hi) = range(s, ns, v, body, forall)?;
    let ty = s.type_of(v);
    let whole = goto_ir::ranges::type_range(s, ns, ty)?;
    // a bound the guard does not state is the type's (an unsigned variable starts at 0)
    let lo = lo.or_else(|| whole.lo.to_i64())?;
    let hi = hi.or_else(|| (&whole.hi + BigInt::from(1)).to_i64())?;
    if !forall && matches!(s.kind(body), ExprKind::Implies | ExprKind::Or) {
        // a value outside the guard's range makes the implication (or disjunction) true
        if BigInt::from(lo) > whole.lo || BigInt::from(hi) - 1 < whole.hi {
            return Some(TRUE);
        }
    }
    // the variable takes only its type's values
    let lo = whole.lo.to_i64().map_or(lo, |l| lo.max(l));
    let hi = (whole.hi + BigInt::from(1)).to_i64().map_or(hi, |h| hi.min(h));
    if hi - lo > MAX_INSTANCES {
        return None;
    }
    let instances: Vec<ExprId> = (lo..hi.max(lo))
        .map(|k| {
            let c = s.int_const(k, ty);
            s.rewrite(body, &mut |_, x| (x == v).then_some(c))
        })
        .collect();
    Some(match (instances.len(), forall) {
        (0, true) => TRUE,
        (0, false) => FALSE,
        (1, _) => instances[0],
        (_, true) => s.mk(ExprKind::And, goto_ir::BOOL, instances),
        (_, false) => s.mk(ExprKind::Or, goto_ir::BOOL, instances),
    })
}

/// The range `[lo, hi)` of the bound variable's guard `lo <= v && v < hi` (a bound the
/// guard does not state is `None`): outside it a
/// `forall` body holds trivially, and so does an `exists` body written as an implication;
/// an `exists` body that is a conjunction cannot hold there.
fn range(
    s: &Store,
    ns: &SymbolTable,
    v: ExprId,
    body: ExprId,
    forall: bool,
) -> Option<(Option<i64>, Option<i64>)> {
    // the range of a guard `lo <= v && v < hi`: the antecedent of an implication, else
    // (exists) the conjuncts of the body
    // (whether the atom is negated, the atom)
    let guard_atoms: Vec<(bool, ExprId)> = match s.kind(body) {
        ExprKind::Implies => conjuncts(s, s.op(body, 0))
            .into_iter()
            .map(|a| (false, a))
            .collect(),
        // `!(lo <= v && v < hi) || P`: each disjunct on v is a negated guard atom
        ExprKind::Or => negated_disjuncts(s, body),
        _ if !forall => conjuncts(s, body).into_iter().map(|a| (false, a)).collect(),
        _ => return None,
    };
    let (mut lo, mut hi): (Option<i64>, Option<i64>) = (None, None);
    for (negated, a) in guard_atoms {
        let (neg, atom) = match s.kind(a) {
            ExprKind::Not => (!negated, s.op(a, 0)),
            _ => (negated, a),
        };
        let kind = s.kind(atom).clone();
        if !matches!(
            kind,
            ExprKind::Lt | ExprKind::Le | ExprKind::Gt | ExprKind::Ge
        ) {
            continue;
        }
        let (x, y) = (s.op(atom, 0), s.op(atom, 1));
        // v REL c, or c REL v turned around
        let (rel, c) = if is_var(s, ns, x, v) {
            (kind, y)
        } else if is_var(s, ns, y, v) {
            let flipped = match kind {
                ExprKind::Lt => ExprKind::Gt,
                ExprKind::Le => ExprKind::Ge,
                ExprKind::Gt => ExprKind::Lt,
                _ => ExprKind::Le,
            };
            (flipped, x)
        } else {
            continue;
        };
        let Some(c) = constant(s, c).and_then(|c| c.to_i64()) else {
            continue;
        };
        // the atom after the negation: v < c, v <= c, v > c or v >= c
        let rel = match (neg, rel) {
            (false, r) => r,
            (true, ExprKind::Lt) => ExprKind::Ge,
            (true, ExprKind::Le) => ExprKind::Gt,
            (true, ExprKind::Gt) => ExprKind::Le,
            (true, _) => ExprKind::Lt,
        };
        match rel {
            ExprKind::Lt => hi = Some(hi.map_or(c, |h| h.min(c))),
            ExprKind::Le => hi = Some(hi.map_or(c + 1, |h| h.min(c + 1))),
            ExprKind::Gt => lo = Some(lo.map_or(c + 1, |l| l.max(c + 1))),
            _ => lo = Some(lo.map_or(c, |l| l.max(c))),
        }
    }
    Some((lo, hi))
}

/// The value of an integer constant, also under integer casts (`(unsigned)4`).
fn constant(s: &Store, c: ExprId) -> Option<BigInt> {
    if let Some(v) = s.as_int(c) {
        return Some(v.clone());
    }
    if !matches!(s.kind(c), ExprKind::Typecast) {
        return None;
    }
    let inner = s.op(c, 0);
    if !s.ty(s.type_of(inner)).is_bitvector() || !s.ty(s.type_of(c)).is_bitvector() {
        return None;
    }
    Some(s.normalize_int(constant(s, inner)?, s.type_of(c)))
}

/// Whether `x` is the bound variable `v`, or `v` converted to a type that holds all its
/// values (C promotes a `char` or `short` variable to `int` in a comparison).
fn is_var(s: &Store, ns: &SymbolTable, x: ExprId, v: ExprId) -> bool {
    if x == v {
        return true;
    }
    if !matches!(s.kind(x), ExprKind::Typecast) || s.op(x, 0) != v {
        return false;
    }
    let from = goto_ir::ranges::type_range(s, ns, s.type_of(v));
    let to = goto_ir::ranges::type_range(s, ns, s.type_of(x));
    matches!((from, to), (Some(f), Some(t)) if t.lo <= f.lo && f.hi <= t.hi)
}

/// Whether `v` occurs in `e`.
fn mentions(s: &Store, e: ExprId, v: ExprId) -> bool {
    let mut stack = vec![e];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(x) = stack.pop() {
        if x == v {
            return true;
        }
        if seen.insert(x) {
            stack.extend(s.ops(x).iter().copied());
        }
    }
    false
}

/// The guard a disjunction `!g1 || !g2 || P` states for the rest: its disjuncts negated
/// (`(true, d)` for `!d`), a negated conjunction `!(a && b)` giving `a` and `b` themselves.
fn negated_disjuncts(s: &Store, e: ExprId) -> Vec<(bool, ExprId)> {
    match s.kind(e) {
        ExprKind::Or => s.ops(e).iter().flat_map(|&o| negated_disjuncts(s, o)).collect(),
        ExprKind::Not if matches!(s.kind(s.op(e, 0)), ExprKind::And) => conjuncts(s, s.op(e, 0))
            .into_iter()
            .map(|c| (false, c))
            .collect(),
        _ => vec![(true, e)],
    }
}

/// The conjuncts of `e` (nested `and`s flattened).
fn conjuncts(s: &Store, e: ExprId) -> Vec<ExprId> {
    match s.kind(e) {
        ExprKind::And => s.ops(e).iter().flat_map(|&o| conjuncts(s, o)).collect(),
        _ => vec![e],
    }
}
