//! The equation verifier (`--validate-ssa-equation`; always on in debug builds): checks the
//! invariants symex promises the solver and the replay.
//!
//! - every step's guard and condition are Boolean;
//! - every L2 name read (version > 0) is defined by an earlier step (an assignment, a
//!   declaration, a shared read) or by the step itself (an assignment's `lhs = rhs`);
//!   version 0 is the initial (nondeterministic) value and needs no definition. With field
//!   sensitivity a field's version is defined with its object's (`a#1[[2]]` by the
//!   declaration of `a#1`) and an object's by its fields' (`s#2` read after `s#2..f`);
//! - no program symbol is left: a symbol of the program's symbol table that is not an SSA
//!   name appears nowhere (functions, whose addresses are taken by name, excepted);
//! - every array size in the type of an expression of the equation (arrays, arrays of
//!   arrays, pointer bases) is a constant, `infinity` or an expression over L2 names
//!   (`argc'#1 + 1`, the size of `argv`): no program or L1 symbol in it.
//!
//! The program-side expressions a step keeps for traces (`original_lhs`) and the lhs
//! with its selectors (`full_lhs`) are not checked.

use crate::equation::{Equation, StepKind};
use crate::names::{L1Id, L2Name, NameTable, Selector, SsaSymbol};
use goto_ir::{ExprId, ExprKind, Store, SymbolTable, TypeId, TypeKind, BOOL};
use rustc_hash::FxHashSet;
use std::fmt;

/// One violated invariant of an equation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Index of the step (0-based) in the equation.
    pub step: usize,
    /// What is wrong.
    pub kind: ViolationKind,
}

/// The invariants [`verify`] checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViolationKind {
    /// The guard is not Boolean.
    GuardNotBoolean,
    /// The condition is not Boolean.
    CondNotBoolean,
    /// An L2 name is read before any step defines it.
    ReadBeforeDefinition(String),
    /// A program symbol was left unrenamed.
    ProgramSymbol(String),
    /// An array size in the type of an expression has a symbol that is not an L2 name.
    ArraySize {
        /// The size.
        size: String,
        /// The expression whose type it is in (its kind, or the symbol).
        within: String,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SSA equation step {}: ", self.step + 1)?;
        match &self.kind {
            ViolationKind::GuardNotBoolean => write!(f, "guard is not Boolean"),
            ViolationKind::CondNotBoolean => write!(f, "condition is not Boolean"),
            ViolationKind::ReadBeforeDefinition(n) => {
                write!(f, "{n} is read before it is defined")
            }
            ViolationKind::ProgramSymbol(n) => write!(f, "program symbol {n} is not renamed"),
            ViolationKind::ArraySize { size, within } => write!(
                f,
                "array size {size} in the type of {within} has a symbol that is not an L2 name"
            ),
        }
    }
}

/// The state of one verification.
struct Verifier<'a> {
    store: &'a Store,
    names: &'a NameTable,
    program: &'a SymbolTable,
    /// Objects defined so far: the root, the selector path and the version of every L2
    /// name defined, and of every prefix of its path (a field's definition defines a part
    /// of its object's version).
    defined: FxHashSet<(L1Id, Vec<Selector>, u32)>,
    /// Subexpressions already checked (with everything they read defined).
    seen: FxHashSet<ExprId>,
    /// Types already checked.
    types: FxHashSet<TypeId>,
    out: Vec<Violation>,
}

/// Checks `equation` (with the run's SSA `names` and the program's `symbols`); the
/// violations in step order, empty when it is well-formed.
pub fn verify(
    store: &Store,
    names: &NameTable,
    symbols: &SymbolTable,
    equation: &Equation,
) -> Vec<Violation> {
    let mut v = Verifier {
        store,
        names,
        program: symbols,
        defined: FxHashSet::default(),
        seen: FxHashSet::default(),
        types: FxHashSet::default(),
        out: Vec::new(),
    };
    for (i, step) in equation.steps.iter().enumerate() {
        if store.type_of(step.guard.id()) != BOOL {
            v.out.push(Violation {
                step: i,
                kind: ViolationKind::GuardNotBoolean,
            });
        }
        if store.type_of(step.cond.id()) != BOOL {
            v.out.push(Violation {
                step: i,
                kind: ViolationKind::CondNotBoolean,
            });
        }
        v.read(i, step.guard.id());
        let mut reads: Vec<ExprId> = Vec::new();
        match &step.kind {
            StepKind::Assignment { lhs, rhs, .. } => {
                reads.push(rhs.id());
                v.read(i, rhs.id());
                v.define(lhs.id());
                reads.push(step.cond.id());
            }
            StepKind::Decl { lhs, .. } | StepKind::SharedRead { lhs, .. } => {
                v.define(lhs.id());
                reads.push(step.cond.id());
            }
            StepKind::SharedWrite { .. } | StepKind::Dead { .. } => {
                reads.push(step.cond.id());
            }
            StepKind::FunctionCall { args, .. }
            | StepKind::Output { args, .. }
            | StepKind::Input { args, .. } => {
                reads.extend(args.iter().map(|a| a.id()));
                reads.push(step.cond.id());
            }
            _ => reads.push(step.cond.id()),
        }
        for r in reads {
            v.read(i, r);
        }
    }
    v.out
}

impl Verifier<'_> {
    /// Records the definition of the L2 symbol `e` (and of the prefixes of its path).
    fn define(&mut self, e: ExprId) {
        let Some(SsaSymbol::L2(n)) = self.names.lookup_expr(self.store, e) else {
            return;
        };
        let o = self.names.object(n.l1);
        let root = self.names.root_of(n.l1);
        for k in 0..=o.path.len() {
            self.defined
                .insert((root, o.path[..k].to_vec(), n.version.get()));
        }
    }

    /// Whether `n`, or an object it is a field of, is defined at `n`'s version.
    fn is_defined(&self, n: &L2Name) -> bool {
        let o = self.names.object(n.l1);
        let root = self.names.root_of(n.l1);
        (0..=o.path.len())
            .any(|k| self.defined.contains(&(root, o.path[..k].to_vec(), n.version.get())))
    }

    /// Checks the expression `e` read at step `step`.
    fn read(&mut self, step: usize, e: ExprId) {
        let mut work = vec![e];
        while let Some(n) = work.pop() {
            if self.seen.contains(&n) {
                continue;
            }
            self.check_type(step, n, self.store.type_of(n));
            if let ExprKind::Symbol(id) = self.store.kind(n) {
                match self.names.lookup(*id) {
                    Some(SsaSymbol::L2(name)) => {
                        if name.version.get() > 0 && !self.is_defined(&name) {
                            self.out.push(Violation {
                                step,
                                kind: ViolationKind::ReadBeforeDefinition(id.to_string()),
                            });
                            // reported once
                            self.define(n);
                        }
                    }
                    Some(SsaSymbol::L1(_)) => {}
                    None => {
                        if let Some(sym) = self.program.get(*id) {
                            if !matches!(self.store.ty(sym.ty), TypeKind::Code { .. }) {
                                self.out.push(Violation {
                                    step,
                                    kind: ViolationKind::ProgramSymbol(id.to_string()),
                                });
                            }
                        }
                    }
                }
            }
            // a symbol read before its definition is reported once, then taken as defined:
            // only expressions without symbols of a later version are memoized
            if !matches!(self.store.kind(n), ExprKind::Symbol(_)) {
                self.seen.insert(n);
            }
            work.extend(self.store.ops(n).iter().copied());
        }
    }

    /// Checks the array sizes of type `t`.
    fn check_type(&mut self, step: usize, within: ExprId, t: TypeId) {
        if !self.types.insert(t) {
            return;
        }
        match self.store.ty(t) {
            TypeKind::Array { elem, size } => {
                let (elem, size) = (*elem, *size);
                if let Some(size) = size {
                    let mut ok = true;
                    self.store.post_order(&[size], |e| {
                        if let ExprKind::Symbol(id) = self.store.kind(e) {
                            if !matches!(self.names.lookup(*id), Some(SsaSymbol::L2(_))) {
                                ok = false;
                            }
                        }
                    });
                    if !ok {
                        self.out.push(Violation {
                            step,
                            kind: ViolationKind::ArraySize {
                                size: goto_ir::format::expr(self.store, size).to_string(),
                                within: match self.store.kind(within) {
                                    ExprKind::Symbol(id) => id.to_string(),
                                    k => goto_ir::format::expr_id(k).into_owned(),
                                },
                            },
                        });
                    }
                }
                self.check_type(step, within, elem);
            }
            TypeKind::Pointer { base, .. } => {
                let base = *base;
                self.check_type(step, within, base);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equation::{AssignmentType, Source, Step};
    use crate::names::Level0;
    use crate::renaming::{L1Counters, L2Counters, L2Expr, Level2Map};
    use goto_ir::{Ident, InstrRef, Symbol};

    fn step(kind: StepKind, guard: L2Expr, cond: L2Expr) -> Step {
        Step {
            kind,
            guard,
            cond,
            source: Source {
                thread: 0,
                function: Ident::new("main"),
                pc: InstrRef(0),
            },
            hidden: false,
            ignore: false,
        }
    }

    #[test]
    fn finds_each_violated_invariant() {
        let mut store = Store::new();
        let int = store.signed(32);
        let mut names = NameTable::new();
        let mut symbols = SymbolTable::new();
        let x = Ident::new("main::1::x");
        symbols.insert(Symbol::new(x, int));
        let (mut l1c, mut l2c) = (L1Counters::default(), L2Counters::default());
        let obj = names.object_at(x, Some(Level0::MAIN_THREAD), Some(l1c.fresh(x)), int);
        let mut path = Level2Map::default();
        let v1 = path.assign(&mut l2c, obj);
        let v2 = path.assign(&mut l2c, obj);
        let x1 = L2Expr::name(&mut names, &mut store, v1);
        let x2 = L2Expr::name(&mut names, &mut store, v2);
        let five = store.int_const(5, int);
        let five = L2Expr::leaf(&store, five).expect("a constant");
        let zero = store.int_const(0, int);
        let zero = L2Expr::leaf(&store, zero).expect("a constant");
        let def = L2Expr::build(&mut store, ExprKind::Equal, BOOL, &[x1, five]);
        let assign = step(
            StepKind::Assignment {
                lhs: x1,
                full_lhs: x1,
                original_lhs: store.symbol(x, int),
                rhs: five,
                assignment_type: AssignmentType::State,
            },
            L2Expr::TRUE,
            def,
        );
        let ok = L2Expr::build(&mut store, ExprKind::Gt, BOOL, &[x1, zero]);
        let early = L2Expr::build(&mut store, ExprKind::Gt, BOOL, &[x2, zero]);
        let bare = L2Expr::build(&mut store, ExprKind::Symbol(x), int, &[]);
        let bare = L2Expr::build(&mut store, ExprKind::Gt, BOOL, &[bare, zero]);
        let assert = |cond| {
            step(
                StepKind::Assert {
                    property_id: Ident::new("main.assertion.1"),
                    comment: Ident::new("x > 0"),
                },
                L2Expr::TRUE,
                cond,
            )
        };
        let mut eq = Equation::new();
        eq.push(assign);
        eq.push(assert(ok));
        assert_eq!(verify(&store, &names, &symbols, &eq), vec![]);
        eq.push(assert(early));
        eq.push(assert(bare));
        eq.push(step(StepKind::Assume, five, L2Expr::TRUE));
        let kinds: Vec<(usize, ViolationKind)> = verify(&store, &names, &symbols, &eq)
            .into_iter()
            .map(|v| (v.step, v.kind))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (2, ViolationKind::ReadBeforeDefinition("main::1::x!0@1#2".into())),
                (3, ViolationKind::ProgramSymbol("main::1::x".into())),
                (4, ViolationKind::GuardNotBoolean),
            ]
        );
        let first = verify(&store, &names, &symbols, &eq).remove(0);
        assert_eq!(
            first.to_string(),
            "SSA equation step 3: main::1::x!0@1#2 is read before it is defined"
        );
    }
}
