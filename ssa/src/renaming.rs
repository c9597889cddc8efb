//! The renaming code: the only place that hands out L0/L1/L2 indices and renamed
//! expressions.
//!
//! - [`L1Counters`] (one per run) gives each new object instance a fresh L1 index per root
//!   symbol (`x!0@1`, `x!0@2`, …: every call of a function gets new instances of its
//!   locals);
//! - [`L2Counters`] (one per run) gives each L1 object its next SSA version; versions are
//!   never reused, even across paths, so states can be merged;
//! - [`Level2Map`] (one per path) records which version of each L1 object the path sees.
//!
//! [`L1Expr`] and [`L2Expr`] wrap expressions renamed to L1 (objects) and L2 (values). They
//! can only be built from names handed out here, from the other level's wrappers, or from
//! leaves that need no renaming (constants, nondet symbols, functions), so an unrenamed
//! program symbol can never reach the equation.

use crate::names::{L1Id, L1Object, L2Name, Level0, Level1, Level2, NameTable, Selector};
use goto_ir::simplify::Simplifier;
use goto_ir::{ExprId, ExprKind, Ident, Store, SymbolTable, TypeId, TypeKind, FALSE, TRUE};
use rustc_hash::FxHashMap;

impl Level0 {
    /// Thread 0, the main thread.
    pub const MAIN_THREAD: Level0 = Level0(0);

    /// The L0 index of thread `n` (threads are numbered in the order they start).
    pub fn thread(n: u32) -> Level0 {
        Level0(n)
    }
}

impl NameTable {
    /// The L1 object of program symbol `root` at the given levels (`None` for globals,
    /// which have no L1 index, and for shared symbols, which have no L0 index).
    pub fn object_at(
        &mut self,
        root: Ident,
        l0: Option<Level0>,
        l1: Option<Level1>,
        ty: TypeId,
    ) -> L1Id {
        self.intern(L1Object {
            root,
            l0,
            l1,
            path: Vec::new(),
            ty,
        })
    }

    /// A field of an object (see [`NameTable::field`]) for a member.
    pub fn member_of(&mut self, id: L1Id, member: Ident, ty: TypeId) -> L1Id {
        self.field(id, Selector::Member(member), ty)
    }

    /// A field of an object for a constant array index.
    pub fn element_of(&mut self, id: L1Id, index: u64, ty: TypeId) -> L1Id {
        self.field(id, Selector::Index(index), ty)
    }
}

/// Fresh L1 indices per root symbol (global to a run).
#[derive(Clone, Debug, Default)]
pub struct L1Counters {
    next: FxHashMap<Ident, u32>,
}

impl L1Counters {
    /// The next L1 index of `root` (the first is 1).
    pub fn fresh(&mut self, root: Ident) -> Level1 {
        self.fresh_at_least(root, 1)
    }

    /// The next L1 index of `root`, at least `minimum` (CBMC numbers parameters from the
    /// callee's frame count).
    pub fn fresh_at_least(&mut self, root: Ident, minimum: u32) -> Level1 {
        let n = self.next.entry(root).or_insert(minimum);
        *n = (*n).max(minimum);
        let r = *n;
        *n += 1;
        Level1(r)
    }
}

/// Fresh L2 versions per L1 object (global to a run).
#[derive(Clone, Debug, Default)]
pub struct L2Counters {
    next: FxHashMap<L1Id, u32>,
}

impl L2Counters {
    /// The next version of `l1` (the first is 1).
    pub fn fresh(&mut self, l1: L1Id) -> L2Name {
        let n = self.next.entry(l1).or_insert(0);
        *n += 1;
        L2Name {
            l1,
            version: Level2(*n),
        }
    }
}

/// The versions one path currently sees (cloned at forks, merged at joins).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Level2Map {
    current: FxHashMap<L1Id, u32>,
}

impl Level2Map {
    /// The current L2 name of `l1`: version 0 if never assigned on this path.
    pub fn current(&self, l1: L1Id) -> L2Name {
        L2Name {
            l1,
            version: Level2(self.current.get(&l1).copied().unwrap_or(0)),
        }
    }

    /// Whether `l1` was assigned (or declared) on this path.
    pub fn is_defined(&self, l1: L1Id) -> bool {
        self.current.contains_key(&l1)
    }

    /// Moves `l1` to a fresh version and returns it.
    pub fn assign(&mut self, counters: &mut L2Counters, l1: L1Id) -> L2Name {
        let n = counters.fresh(l1);
        self.current.insert(l1, n.version.0);
        n
    }

    /// Forgets `l1` (DEAD): later reads give version 0.
    pub fn remove(&mut self, l1: L1Id) {
        self.current.remove(&l1);
    }

    /// Sets `l1` to the version of `name` (used when merging states).
    pub fn set(&mut self, name: L2Name) {
        self.current.insert(name.l1, name.version.0);
    }

    /// The L1 objects whose versions differ between `self` and `other`, sorted.
    pub fn diff(&self, other: &Level2Map) -> Vec<L1Id> {
        let mut v: Vec<L1Id> = self
            .current
            .iter()
            .filter(|(k, n)| other.current.get(k) != Some(n))
            .map(|(k, _)| *k)
            .chain(
                other
                    .current
                    .keys()
                    .filter(|k| !self.current.contains_key(k))
                    .copied(),
            )
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// The current names of all objects with a version (in no particular order).
    pub fn names(&self) -> impl Iterator<Item = L2Name> + '_ {
        self.current.iter().map(|(&l1, &v)| L2Name {
            l1,
            version: Level2(v),
        })
    }

    /// Number of objects with a version.
    pub fn len(&self) -> usize {
        self.current.len()
    }

    /// Whether no object has a version.
    pub fn is_empty(&self) -> bool {
        self.current.is_empty()
    }
}

/// Whether `e` needs no renaming: it contains no program symbol except functions.
fn is_rename_free(store: &Store, e: ExprId) -> bool {
    let mut ok = true;
    store.post_order(&[e], |n| {
        if let ExprKind::Symbol(_) = store.kind(n) {
            if !matches!(store.ty(store.type_of(n)), TypeKind::Code { .. }) {
                ok = false;
            }
        }
    });
    ok
}

/// An expression renamed to L1: its symbols are L1 objects.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct L1Expr(ExprId);

/// An expression renamed to L2: its symbols are SSA names (or L1 objects under
/// `address_of`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct L2Expr(ExprId);

impl L1Expr {
    /// The expression.
    pub fn id(self) -> ExprId {
        self.0
    }

    /// The symbol of an L1 object.
    pub fn object(names: &mut NameTable, store: &mut Store, l1: L1Id) -> L1Expr {
        L1Expr(names.l1_symbol(store, l1))
    }

    /// An expression that needs no renaming (constants, nondet symbols, functions).
    pub fn leaf(store: &Store, e: ExprId) -> Option<L1Expr> {
        is_rename_free(store, e).then_some(L1Expr(e))
    }

    /// A node of kind `kind` over L1 operands.
    pub fn build(store: &mut Store, kind: ExprKind, ty: TypeId, ops: &[L1Expr]) -> L1Expr {
        L1Expr(store.mk(kind, ty, ops.iter().map(|o| o.0)))
    }
}

/// An operand of a mixed-level node (see [`L1Expr::build_mixed`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Operand {
    /// An object (renamed to L1).
    Object(L1Expr),
    /// A value (renamed to L2), e.g. an array index inside an object expression.
    Value(L2Expr),
}

impl L1Expr {
    /// A node whose object operands are L1 and whose value operands (indices, offsets,
    /// conditions) are L2: `address_of` operands are objects, but the indices inside them
    /// are values (`&a[i]` → `address_of(a!0@1[i!0@1#2])`).
    pub fn build_mixed(store: &mut Store, kind: ExprKind, ty: TypeId, ops: &[Operand]) -> L1Expr {
        L1Expr(store.mk(
            kind,
            ty,
            ops.iter().map(|o| match o {
                Operand::Object(x) => x.0,
                Operand::Value(x) => x.0,
            }),
        ))
    }
}

impl L2Expr {
    /// `true`.
    pub const TRUE: L2Expr = L2Expr(TRUE);
    /// `false`.
    pub const FALSE: L2Expr = L2Expr(FALSE);

    /// The expression.
    pub fn id(self) -> ExprId {
        self.0
    }

    /// The symbol of an L2 name.
    pub fn name(names: &mut NameTable, store: &mut Store, n: L2Name) -> L2Expr {
        L2Expr(names.l2_symbol(store, n))
    }

    /// An expression that needs no renaming (constants, nondet symbols, functions).
    pub fn leaf(store: &Store, e: ExprId) -> Option<L2Expr> {
        is_rename_free(store, e).then_some(L2Expr(e))
    }

    /// `address_of` an L1 object expression: objects, not values, are addressed.
    pub fn address_of(store: &mut Store, obj: L1Expr, ptr_ty: TypeId) -> L2Expr {
        L2Expr(store.address_of(obj.0, ptr_ty))
    }

    /// A node of kind `kind` over L2 operands.
    pub fn build(store: &mut Store, kind: ExprKind, ty: TypeId, ops: &[L2Expr]) -> L2Expr {
        L2Expr(store.mk(kind, ty, ops.iter().map(|o| o.0)))
    }

    /// The operands (each is L2 as well).
    pub fn ops(self, store: &Store) -> Vec<L2Expr> {
        store.ops(self.0).iter().map(|&o| L2Expr(o)).collect()
    }

    /// The simplified expression (simplification keeps the level).
    pub fn simplify(self, simp: &mut Simplifier, store: &mut Store, ns: &SymbolTable) -> L2Expr {
        L2Expr(simp.simplify(store, ns, self.0))
    }

    /// `a ∧ b`, not simplified.
    pub fn and(store: &mut Store, a: L2Expr, b: L2Expr) -> L2Expr {
        L2Expr(store.and(a.0, b.0))
    }

    /// `¬a`, not simplified.
    pub fn not(store: &mut Store, a: L2Expr) -> L2Expr {
        L2Expr(store.not(a.0))
    }

    /// `a ⇒ b`, not simplified.
    pub fn implies(store: &mut Store, a: L2Expr, b: L2Expr) -> L2Expr {
        L2Expr(store.implies(a.0, b.0))
    }

    /// `a = b`, not simplified.
    pub fn equal(store: &mut Store, a: L2Expr, b: L2Expr) -> L2Expr {
        L2Expr(store.eq(a.0, b.0))
    }

    /// `c ? t : f`, not simplified.
    pub fn ite(store: &mut Store, c: L2Expr, t: L2Expr, f: L2Expr) -> L2Expr {
        L2Expr(store.ite(c.0, t.0, f.0))
    }

    /// `self` with every occurrence of `from` replaced by `to` (both L2, so the result
    /// is too).
    pub fn substitute(self, store: &mut Store, from: L2Expr, to: L2Expr) -> L2Expr {
        L2Expr(store.rewrite(self.0, &mut |_, e| (e == from.0).then_some(to.0)))
    }
}
