//! Translation of a KQuery query to an SMT-LIB2 script (logic `QF_ABV`), for
//! cross-checking and benchmarking against other solvers (`rbmc-kleaver
//! -smtlib`). This is rbmc's own straightforward translation, not KLEE's
//! `-print-smtlib` format.
//!
//! The script is satisfiable exactly when the query is INVALID: it asserts
//! the constraints and the negated query expression. Conventions:
//! - every width, w1 included, is a `(_ BitVec w)`; comparisons become
//!   `(ite (op a b) #b1 #b0)` and conditions `(= c #b1)`;
//! - every array is an `(Array (_ BitVec 32) (_ BitVec 8))`, named `|name|`
//!   (`|name$k|` if two arrays of one query share a name); a constant array
//!   gets one assertion per declared byte, so bytes past its size stay free,
//!   as in KLEE's solvers;
//! - every non-constant node is a `define-fun` named `$e<k>` (update-list
//!   nodes `$u<k>`, arrays built with `store`), so shared sub-expressions are
//!   written once; `$` cannot occur in KQuery names;
//! - KLEE's semantics: `AShr` by at least the width gives 0, shifts and
//!   division by zero follow SMT-LIB; `ZExt`/`SExt` to a smaller width keep
//!   the low bits.

use std::fmt::Write as _;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ast::{Arena, ArrayId, BinOp, CmpOp, Expr, ExprId, Query, UpdateId};
use crate::eval::reachable;

const ARRAY_SORT: &str = "(Array (_ BitVec 32) (_ BitVec 8))";

struct Writer<'a> {
    arena: &'a Arena,
    out: String,
    arrays: FxHashMap<ArrayId, String>,
    updates: FxHashSet<UpdateId>,
}

impl Writer<'_> {
    /// The term of an expression already defined (constants inline).
    fn term(&self, e: ExprId) -> String {
        match self.arena.get(e) {
            Expr::Const { width, value } => format!("(_ bv{value} {width})"),
            _ => format!("$e{}", e.0),
        }
    }

    fn array_term(&self, root: ArrayId, head: Option<UpdateId>) -> String {
        match head {
            Some(u) => format!("$u{}", u.0),
            None => self.arrays.get(&root).cloned().unwrap_or_default(),
        }
    }

    /// Defines the update nodes from `head` down to the first defined one.
    fn define_updates(&mut self, root: ArrayId, head: Option<UpdateId>) {
        let mut todo = Vec::new();
        let mut u = head;
        while let Some(id) = u {
            if self.updates.contains(&id) {
                break;
            }
            todo.push(id);
            u = self.arena.update(id).next;
        }
        for &id in todo.iter().rev() {
            let n = *self.arena.update(id);
            let base = self.array_term(root, n.next);
            let (i, v) = (self.term(n.index), self.term(n.value));
            let _ = writeln!(
                self.out,
                "(define-fun $u{} () {ARRAY_SORT} (store {base} {i} {v}))",
                id.0
            );
            self.updates.insert(id);
        }
    }

    fn define(&mut self, e: ExprId) {
        let a = self.arena;
        let w = a.width(e);
        let t = |x: &ExprId| self.term(*x);
        let body = match a.get(e) {
            Expr::Const { .. } => return,
            Expr::Read { updates, index } => {
                self.define_updates(updates.root, updates.head);
                format!(
                    "(select {} {})",
                    self.array_term(updates.root, updates.head),
                    self.term(*index)
                )
            }
            Expr::Select { cond, t: th, f } => {
                format!("(ite (= {} #b1) {} {})", t(cond), t(th), t(f))
            }
            Expr::Concat { hi, lo } => format!("(concat {} {})", t(hi), t(lo)),
            Expr::Extract {
                e: c,
                offset,
                width,
            } => format!("((_ extract {} {offset}) {})", offset + width - 1, t(c)),
            Expr::ZExt { e: c, width } | Expr::SExt { e: c, width } => {
                let cw = a.width(*c);
                let op = if matches!(a.get(e), Expr::ZExt { .. }) {
                    "zero_extend"
                } else {
                    "sign_extend"
                };
                if *width > cw {
                    format!("((_ {op} {}) {})", width - cw, t(c))
                } else if *width == cw {
                    t(c)
                } else {
                    format!("((_ extract {} 0) {})", width - 1, t(c))
                }
            }
            Expr::Not(c) => format!("(bvnot {})", t(c)),
            Expr::Bin(BinOp::AShr, l, r) => format!(
                "(ite (bvuge {r} (_ bv{w} {w})) (_ bv0 {w}) (bvashr {l} {r}))",
                l = t(l),
                r = t(r)
            ),
            Expr::Bin(op, l, r) => {
                let name = match op {
                    BinOp::Add => "bvadd",
                    BinOp::Sub => "bvsub",
                    BinOp::Mul => "bvmul",
                    BinOp::UDiv => "bvudiv",
                    BinOp::SDiv => "bvsdiv",
                    BinOp::URem => "bvurem",
                    BinOp::SRem => "bvsrem",
                    BinOp::And => "bvand",
                    BinOp::Or => "bvor",
                    BinOp::Xor => "bvxor",
                    BinOp::Shl => "bvshl",
                    BinOp::LShr | BinOp::AShr => "bvlshr",
                };
                format!("({name} {} {})", t(l), t(r))
            }
            Expr::Cmp(op, l, r) => {
                let name = match op {
                    CmpOp::Eq => "=",
                    CmpOp::Ne => "distinct",
                    CmpOp::Ult => "bvult",
                    CmpOp::Ule => "bvule",
                    CmpOp::Ugt => "bvugt",
                    CmpOp::Uge => "bvuge",
                    CmpOp::Slt => "bvslt",
                    CmpOp::Sle => "bvsle",
                    CmpOp::Sgt => "bvsgt",
                    CmpOp::Sge => "bvsge",
                };
                format!("(ite ({name} {} {}) #b1 #b0)", t(l), t(r))
            }
        };
        let _ = writeln!(self.out, "(define-fun $e{} () (_ BitVec {w}) {body})", e.0);
    }
}

/// The arrays read by the expressions `ids`, in order of first use.
fn arrays_used(arena: &Arena, ids: &[ExprId], extra: &[ArrayId]) -> Vec<ArrayId> {
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    for &e in ids {
        if let Expr::Read { updates, .. } = arena.get(e) {
            if seen.insert(updates.root) {
                out.push(updates.root);
            }
        }
    }
    for &a in extra {
        if seen.insert(a) {
            out.push(a);
        }
    }
    out
}

/// The SMT-LIB2 script of `q`: satisfiable iff the query is INVALID.
pub fn query_to_smtlib(arena: &Arena, q: &Query) -> String {
    let mut roots = q.constraints.clone();
    roots.push(q.query);
    roots.extend_from_slice(&q.values);
    let ids = reachable(arena, &roots);
    let used = arrays_used(arena, &ids, &q.arrays);
    let mut count: FxHashMap<&str, usize> = FxHashMap::default();
    for &a in &used {
        *count.entry(arena.array(a).name.as_str()).or_default() += 1;
    }
    let mut w = Writer {
        arena,
        out: String::from("(set-logic QF_ABV)\n"),
        arrays: FxHashMap::default(),
        updates: FxHashSet::default(),
    };
    for &a in &used {
        let arr = arena.array(a);
        let name = if count.get(arr.name.as_str()).copied().unwrap_or(0) > 1 {
            format!("|{}${}|", arr.name, a.0)
        } else {
            format!("|{}|", arr.name)
        };
        let _ = writeln!(w.out, "(declare-fun {name} () {ARRAY_SORT})");
        if let Some(vals) = &arr.values {
            for (i, v) in vals.iter().enumerate() {
                let _ = writeln!(
                    w.out,
                    "(assert (= (select {name} (_ bv{i} 32)) (_ bv{v} 8)))"
                );
            }
        }
        w.arrays.insert(a, name);
    }
    for &e in &ids {
        w.define(e);
    }
    for &c in &q.constraints {
        let _ = writeln!(w.out, "(assert (= {} #b1))", w.term(c));
    }
    let _ = writeln!(w.out, "(assert (= {} #b0))", w.term(q.query));
    w.out.push_str("(check-sat)\n(exit)\n");
    w.out
}
