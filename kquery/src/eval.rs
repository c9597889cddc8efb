//! Concrete evaluation of KQuery expressions under an assignment of array
//! bytes, with the same semantics the solver translation uses (KLEE's
//! overshift-to-zero, SMT-LIB division by zero). Used to check that every
//! counterexample really violates its query.
//!
//! Expression ids are created children-first, so evaluating the reachable
//! ids in increasing order is a valid bottom-up order (no recursion).

use num_bigint::BigUint;
use num_traits::Zero;
use rustc_hash::FxHashMap;

use crate::ast::{Arena, ArrayId, Expr, ExprId, Query};
use crate::bits;

/// Byte values for array indices. Bytes not listed read as 0, except the
/// in-range bytes of constant arrays, which are fixed by the declaration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    /// `(array, index) -> byte`.
    pub bytes: FxHashMap<(ArrayId, u32), u8>,
}

impl Assignment {
    /// The byte of `array` at `index` under this assignment.
    pub fn byte(&self, arena: &Arena, array: ArrayId, index: u32) -> u8 {
        let arr = arena.array(array);
        if let Some(vs) = &arr.values {
            if let Some(&v) = vs.get(index as usize) {
                return v;
            }
        }
        self.bytes.get(&(array, index)).copied().unwrap_or(0)
    }

    /// The first `size` bytes of `array`.
    pub fn array_bytes(&self, arena: &Arena, array: ArrayId) -> Vec<u8> {
        let size = arena.array(array).size;
        (0..size)
            .map(|i| self.byte(arena, array, i as u32))
            .collect()
    }
}

/// All expression ids reachable from `roots` (through update lists too),
/// sorted increasingly, i.e. children before parents.
pub fn reachable(arena: &Arena, roots: &[ExprId]) -> Vec<ExprId> {
    let mut seen = vec![false; arena.num_exprs()];
    let mut seen_u = rustc_hash::FxHashSet::default();
    let mut stack: Vec<ExprId> = roots.to_vec();
    let mut out = Vec::new();
    while let Some(e) = stack.pop() {
        if std::mem::replace(&mut seen[e.0 as usize], true) {
            continue;
        }
        out.push(e);
        stack.extend(arena.kids(e));
        if let Expr::Read { updates, .. } = arena.get(e) {
            let mut u = updates.head;
            while let Some(id) = u {
                if !seen_u.insert(id) {
                    break;
                }
                let n = arena.update(id);
                stack.push(n.index);
                stack.push(n.value);
                u = n.next;
            }
        }
    }
    out.sort_unstable();
    out
}

/// Evaluates expressions of one arena under one assignment, memoizing.
pub struct Evaluator<'a> {
    arena: &'a Arena,
    assignment: &'a Assignment,
    values: FxHashMap<ExprId, BigUint>,
}

impl<'a> Evaluator<'a> {
    /// A fresh evaluator.
    pub fn new(arena: &'a Arena, assignment: &'a Assignment) -> Self {
        Evaluator {
            arena,
            assignment,
            values: FxHashMap::default(),
        }
    }

    /// The value of `e` (unsigned, reduced to its width).
    pub fn eval(&mut self, e: ExprId) -> BigUint {
        if let Some(v) = self.values.get(&e) {
            return v.clone();
        }
        for id in reachable(self.arena, &[e]) {
            if !self.values.contains_key(&id) {
                let v = self.eval_node(id);
                self.values.insert(id, v);
            }
        }
        self.values.get(&e).cloned().unwrap_or_default()
    }

    /// Evaluate everything reachable from `roots` in one bottom-up pass.
    pub fn prime(&mut self, roots: &[ExprId]) {
        for id in reachable(self.arena, roots) {
            if !self.values.contains_key(&id) {
                let v = self.eval_node(id);
                self.values.insert(id, v);
            }
        }
    }

    /// The value of a w1 expression as a bool.
    pub fn eval_bool(&mut self, e: ExprId) -> bool {
        !self.eval(e).is_zero()
    }

    fn v(&self, e: ExprId) -> BigUint {
        self.values.get(&e).cloned().unwrap_or_default()
    }

    fn eval_node(&self, e: ExprId) -> BigUint {
        let a = self.arena;
        match a.get(e) {
            Expr::Const { value, .. } => value.clone(),
            Expr::Read { updates, index } => {
                let i = self.v(*index);
                let mut u = updates.head;
                while let Some(id) = u {
                    let n = a.update(id);
                    if self.v(n.index) == i {
                        return self.v(n.value);
                    }
                    u = n.next;
                }
                let idx = i.iter_u32_digits().next().unwrap_or(0);
                BigUint::from(self.assignment.byte(a, updates.root, idx))
            }
            Expr::Select { cond, t, f } => {
                if self.v(*cond).is_zero() {
                    self.v(*f)
                } else {
                    self.v(*t)
                }
            }
            Expr::Concat { hi, lo } => (self.v(*hi) << a.width(*lo)) | self.v(*lo),
            Expr::Extract {
                e: c,
                offset,
                width,
            } => bits::extract(&self.v(*c), *offset, *width),
            Expr::ZExt { e: c, width } => bits::trunc(&self.v(*c), *width),
            Expr::SExt { e: c, width } => {
                let cw = a.width(*c);
                let v = self.v(*c);
                if *width <= cw {
                    bits::trunc(&v, *width)
                } else {
                    bits::sext(&v, cw, *width)
                }
            }
            Expr::Not(c) => {
                let w = a.width(*c);
                self.v(*c) ^ bits::mask(w)
            }
            Expr::Bin(op, l, r) => bits::binop(*op, &self.v(*l), &self.v(*r), a.width(*l)),
            Expr::Cmp(op, l, r) => BigUint::from(u8::from(bits::cmpop(
                *op,
                &self.v(*l),
                &self.v(*r),
                a.width(*l),
            ))),
        }
    }
}

/// True when `assignment` satisfies every constraint of `q` and falsifies
/// its query expression, i.e. it is a genuine counterexample.
pub fn is_counterexample(arena: &Arena, q: &Query, assignment: &Assignment) -> bool {
    let mut ev = Evaluator::new(arena, assignment);
    let mut roots = q.constraints.clone();
    roots.push(q.query);
    ev.prime(&roots);
    q.constraints.iter().all(|&c| ev.eval_bool(c)) && !ev.eval_bool(q.query)
}
