//! The local bit-vector analysis of pointers (CBMC's `local_bitvector_analysist`).
//!
//! For every instruction of one function it classifies what each tracked pointer may point
//! to: unknown, uninitialised, NULL, a local (stack) object, a heap object, a static object,
//! an integer address, and whether an offset was added. [`goto_check`](super::goto_check)
//! uses the classification to decide which dereference conditions to generate, exactly as
//! CBMC does, so that the list of properties (and hence the property ids) agrees.
//!
//! Tracked pointers are the function's locals (declared with DECL or parameters) of pointer
//! type whose address is never taken ("dirty"). Flags merge by bit-wise or, the entry state
//! gives every tracked pointer `unknown`.

use crate::expr::{ExprId, ExprKind, Store};
use crate::program::{GotoFunction, InstrKind};
use crate::symbol::SymbolTable;
use crate::types::TypeKind;
use crate::Ident;
use rustc_hash::{FxHashMap, FxHashSet};

/// What a pointer may point to: a set of bits.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Flags(pub u8);

impl Flags {
    /// May point anywhere.
    pub const UNKNOWN: Flags = Flags(1);
    /// Not yet assigned (after DECL or DEAD).
    pub const UNINITIALIZED: Flags = Flags(1 << 1);
    /// An offset was added to the pointer.
    pub const USES_OFFSET: Flags = Flags(1 << 2);
    /// May point to a local (stack) object.
    pub const DYNAMIC_LOCAL: Flags = Flags(1 << 3);
    /// May point to a heap object (`ALLOCATE`).
    pub const DYNAMIC_HEAP: Flags = Flags(1 << 4);
    /// May be NULL.
    pub const NULL: Flags = Flags(1 << 5);
    /// May point to an object of static lifetime.
    pub const STATIC_LIFETIME: Flags = Flags(1 << 6);
    /// May be an integer address (a non-NULL constant).
    pub const INTEGER_ADDRESS: Flags = Flags(1 << 7);

    /// Whether any bit of `other` is set.
    pub fn has(self, other: Flags) -> bool {
        self.0 & other.0 != 0
    }
    /// Whether the pointer may be unknown.
    pub fn is_unknown(self) -> bool {
        self.has(Flags::UNKNOWN)
    }
    /// Whether the pointer may be uninitialised.
    pub fn is_uninitialized(self) -> bool {
        self.has(Flags::UNINITIALIZED)
    }
    /// Whether the pointer may be a local object.
    pub fn is_dynamic_local(self) -> bool {
        self.has(Flags::DYNAMIC_LOCAL)
    }
    /// Whether the pointer may be a heap object.
    pub fn is_dynamic_heap(self) -> bool {
        self.has(Flags::DYNAMIC_HEAP)
    }
    /// Whether the pointer may be NULL.
    pub fn is_null(self) -> bool {
        self.has(Flags::NULL)
    }
    /// Whether the pointer may be a static object.
    pub fn is_static_lifetime(self) -> bool {
        self.has(Flags::STATIC_LIFETIME)
    }
    /// Whether the pointer may be an integer address.
    pub fn is_integer_address(self) -> bool {
        self.has(Flags::INTEGER_ADDRESS)
    }
}

impl std::ops::BitOr for Flags {
    type Output = Flags;
    fn bitor(self, o: Flags) -> Flags {
        Flags(self.0 | o.0)
    }
}

/// Symbols whose address is taken anywhere in `f` (CBMC's `dirtyt`).
pub fn dirty_symbols(store: &Store, f: &GotoFunction) -> FxHashSet<Ident> {
    let mut d = Dirty {
        s: store,
        out: FxHashSet::default(),
        seen: FxHashSet::default(),
        seen_address: FxHashSet::default(),
    };
    for ins in &f.body {
        for r in ins.kind.exprs() {
            d.find(r);
        }
        d.find(ins.guard);
    }
    d.out
}

/// The search for address-taken symbols; shared sub-expressions are visited once.
struct Dirty<'a> {
    s: &'a Store,
    out: FxHashSet<Ident>,
    seen: FxHashSet<ExprId>,
    seen_address: FxHashSet<ExprId>,
}

impl Dirty<'_> {
    fn find(&mut self, e: ExprId) {
        if !self.seen.insert(e) {
            return;
        }
        let s = self.s;
        if matches!(s.kind(e), ExprKind::AddressOf) {
            self.find_address_of(s.op(e, 0));
            return;
        }
        for &o in s.ops(e) {
            self.find(o);
        }
    }

    fn find_address_of(&mut self, e: ExprId) {
        if !self.seen_address.insert(e) {
            return;
        }
        let s = self.s;
        match s.kind(e) {
            ExprKind::Symbol(n) => {
                self.out.insert(*n);
            }
            ExprKind::Member(_) => self.find_address_of(s.op(e, 0)),
            ExprKind::Index => {
                self.find_address_of(s.op(e, 0));
                self.find(s.op(e, 1));
            }
            ExprKind::Dereference => self.find(s.op(e, 0)),
            ExprKind::If => {
                self.find_address_of(s.op(e, 1));
                self.find_address_of(s.op(e, 2));
                self.find(s.op(e, 0));
            }
            _ => {}
        }
    }
}

/// The analysis result for one function.
pub struct LocalBitvector {
    /// Locals: declared symbols and parameters.
    locals: FxHashSet<Ident>,
    /// Address-taken symbols.
    pub dirty: FxHashSet<Ident>,
    /// Tracked pointers and their slot.
    slots: FxHashMap<Ident, usize>,
    /// State before each instruction: one flag set per slot.
    states: Vec<Vec<Flags>>,
}

/// The right-hand sides the transfer function distinguishes.
#[derive(Clone, Copy)]
enum Rhs {
    Expr(ExprId),
    Uninitialized,
    /// The return value of a call: unknown.
    Nil,
}

impl LocalBitvector {
    /// Runs the analysis on `f`.
    pub fn new(store: &Store, ns: &SymbolTable, f: &GotoFunction) -> LocalBitvector {
        let dirty = dirty_symbols(store, f);
        let mut locals = FxHashSet::default();
        let mut local_types = Vec::new();
        for ins in &f.body {
            if let InstrKind::Decl(e) = &ins.kind {
                if let ExprKind::Symbol(n) = store.kind(*e) {
                    if locals.insert(*n) {
                        local_types
                            .push((*n, ns.get(*n).map(|s| s.ty).unwrap_or(store.type_of(*e))));
                    }
                }
            }
        }
        for p in &f.parameters {
            if locals.insert(*p) {
                if let Some(sym) = ns.get(*p) {
                    local_types.push((*p, sym.ty));
                }
            }
        }
        let mut slots = FxHashMap::default();
        for (n, ty) in local_types {
            if matches!(store.ty(ty), TypeKind::Pointer { .. }) && !dirty.contains(&n) {
                let k = slots.len();
                slots.insert(n, k);
            }
        }
        let mut lb = LocalBitvector {
            locals,
            dirty,
            slots,
            states: Vec::new(),
        };
        lb.build(store, f);
        lb
    }

    fn build(&mut self, store: &Store, f: &GotoFunction) {
        let n = f.body.len();
        let width = self.slots.len();
        self.states = vec![vec![Flags::default(); width]; n];
        if n == 0 {
            return;
        }
        for v in self.states[0].iter_mut() {
            *v = Flags::UNKNOWN;
        }
        let mut work = vec![0usize];
        let mut queued = vec![false; n];
        queued[0] = true;
        while let Some(i) = work.pop() {
            queued[i] = false;
            let ins = &f.body[i];
            let src = self.states[i].clone();
            let mut dest = src.clone();
            match &ins.kind {
                InstrKind::Assign { lhs, rhs } => {
                    self.assign_lhs(store, *lhs, Rhs::Expr(*rhs), &src, &mut dest)
                }
                InstrKind::Decl(e) | InstrKind::Dead(e) => {
                    self.assign_lhs(store, *e, Rhs::Uninitialized, &src, &mut dest)
                }
                InstrKind::FunctionCall(c) => {
                    if let Some(lhs) = c.lhs {
                        self.assign_lhs(store, lhs, Rhs::Nil, &src, &mut dest)
                    }
                }
                _ => {}
            }
            for succ in successors(store, f, i) {
                let mut changed = false;
                for (a, b) in self.states[succ].iter_mut().zip(&dest) {
                    let m = *a | *b;
                    if m != *a {
                        *a = m;
                        changed = true;
                    }
                }
                if changed && !queued[succ] {
                    queued[succ] = true;
                    work.push(succ);
                }
            }
        }
    }

    fn assign_lhs(&self, s: &Store, lhs: ExprId, rhs: Rhs, src: &[Flags], dest: &mut [Flags]) {
        match s.kind(lhs) {
            ExprKind::Symbol(n) => {
                if let Some(&k) = self.slots.get(n) {
                    dest[k] = match rhs {
                        Rhs::Expr(e) => self.get_rec(s, e, src),
                        Rhs::Uninitialized => Flags::UNINITIALIZED,
                        Rhs::Nil => Flags::UNKNOWN,
                    };
                }
            }
            ExprKind::Index | ExprKind::Member(_) | ExprKind::Typecast => {
                self.assign_lhs(s, s.op(lhs, 0), rhs, src, dest)
            }
            ExprKind::If => {
                self.assign_lhs(s, s.op(lhs, 1), rhs, src, dest);
                self.assign_lhs(s, s.op(lhs, 2), rhs, src, dest);
            }
            _ => {}
        }
    }

    fn get_rec(&self, s: &Store, e: ExprId, src: &[Flags]) -> Flags {
        let is_ptr = |x: ExprId| s.ty(s.type_of(x)).is_pointer();
        match s.kind(e) {
            ExprKind::Constant(_) => {
                if s.as_int(e)
                    .is_some_and(|v| v == &num_bigint::BigInt::from(0))
                    || s.as_bool(e) == Some(false)
                {
                    Flags::NULL
                } else {
                    Flags::INTEGER_ADDRESS
                }
            }
            ExprKind::Symbol(n) => match self.slots.get(n) {
                Some(&k) => src[k],
                None => Flags::UNKNOWN,
            },
            ExprKind::AddressOf => {
                let obj = s.op(e, 0);
                match s.kind(obj) {
                    ExprKind::Symbol(n) => {
                        if self.locals.contains(n) {
                            Flags::DYNAMIC_LOCAL
                        } else {
                            Flags::STATIC_LIFETIME
                        }
                    }
                    ExprKind::Index => match s.kind(s.op(obj, 0)) {
                        ExprKind::Symbol(n) => {
                            if self.locals.contains(n) {
                                Flags::DYNAMIC_LOCAL | Flags::USES_OFFSET
                            } else {
                                Flags::STATIC_LIFETIME | Flags::USES_OFFSET
                            }
                        }
                        _ => Flags::UNKNOWN,
                    },
                    _ => Flags::UNKNOWN,
                }
            }
            ExprKind::Typecast => self.get_rec(s, s.op(e, 0), src),
            ExprKind::Plus => {
                let ops = s.ops(e);
                if ops.len() >= 3 {
                    self.get_rec(s, ops[0], src) | Flags::USES_OFFSET
                } else if ops.len() == 2 {
                    if is_ptr(ops[0]) {
                        self.get_rec(s, ops[0], src) | Flags::USES_OFFSET
                    } else if is_ptr(ops[1]) {
                        self.get_rec(s, ops[1], src) | Flags::USES_OFFSET
                    } else {
                        Flags::UNKNOWN
                    }
                } else {
                    Flags::UNKNOWN
                }
            }
            ExprKind::Minus => {
                let a = s.op(e, 0);
                if is_ptr(a) {
                    self.get_rec(s, a, src) | Flags::USES_OFFSET
                } else {
                    Flags::UNKNOWN
                }
            }
            ExprKind::Allocate => Flags::DYNAMIC_HEAP,
            _ => Flags::UNKNOWN,
        }
    }

    /// The flags of pointer expression `e` before instruction `at`.
    pub fn get(&self, s: &Store, at: usize, e: ExprId) -> Flags {
        match self.states.get(at) {
            Some(st) => self.get_rec(s, e, st),
            None => Flags::UNKNOWN,
        }
    }

    /// Whether `name` has its address taken in the function.
    pub fn is_dirty(&self, name: Ident) -> bool {
        self.dirty.contains(&name)
    }
}

/// Successors as CBMC's `local_cfgt` computes them (an `ASSUME false` still falls through).
fn successors(store: &Store, f: &GotoFunction, i: usize) -> Vec<usize> {
    let ins = &f.body[i];
    let n = f.body.len();
    let mut v = Vec::new();
    let next = (i + 1 < n).then_some(i + 1);
    match &ins.kind {
        InstrKind::Goto => {
            if store.as_bool(ins.guard) != Some(true) {
                v.extend(next);
            }
            v.extend(ins.targets.iter().map(|t| t.index()).filter(|&t| t < n));
        }
        InstrKind::StartThread => {
            v.extend(next);
            v.extend(ins.targets.iter().map(|t| t.index()).filter(|&t| t < n));
        }
        InstrKind::Throw(_) | InstrKind::EndFunction | InstrKind::EndThread => {}
        _ => v.extend(next),
    }
    v
}
