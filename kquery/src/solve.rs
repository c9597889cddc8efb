//! Translation of KQuery expressions to a bit-level circuit and solving.
//!
//! Every expression becomes a vector of literals (see [`crate::bv`]).
//! Arrays use an Ackermann encoding: each distinct `(root array, index
//! expression)` read of a root gets 8 fresh bits (or the declared byte for
//! an in-range constant index of a constant array; a symbolic index into a
//! constant array selects the declared bytes through a multiplexer when in
//! range), and for every pair of reads of one root whose indices may be
//! equal, equal indices imply equal bytes. Writes become `ite` chains
//! (most recent first). Out-of-range bytes of constant arrays are
//! unconstrained, as in KLEE's STP/Z3 builders.
//!
//! The model is read back as concrete bytes per `(array, index)`, which is
//! what [`crate::eval`] needs to re-check the counterexample.

use rustc_hash::FxHashMap;

use crate::ast::{Arena, ArrayId, Expr, ExprId, UpdateId};
use crate::bv::{Bv, BvBuilder, Gates};
use crate::eval::{reachable, Assignment};
use crate::kleaver::{Backend, SatResult, SolveError};

/// A gate builder that can also assert, solve and read a model.
pub trait SatGates: Gates {
    /// Assert `l` true.
    fn assert(&mut self, l: Self::L);
    /// Solve; `Ok(true)` when satisfiable.
    fn solve(&mut self) -> Result<bool, SolveError>;
    /// The model value of `l` after a satisfiable solve.
    fn value(&mut self, l: Self::L) -> bool;
}

struct RootRead<L> {
    root: ArrayId,
    index: ExprId,
    index_bits: Bv<L>,
    /// The free byte (for symbolic arrays / out-of-range bytes).
    free: Bv<L>,
}

/// Translates the expressions of one query into one [`SatGates`].
pub struct Translator<'a, G: SatGates> {
    arena: &'a Arena,
    g: G,
    bits: FxHashMap<ExprId, Bv<G::L>>,
    root_reads: Vec<RootRead<G::L>>,
    root_read_index: FxHashMap<(ArrayId, ExprId), usize>,
    read_memo: FxHashMap<(Option<UpdateId>, ArrayId, ExprId), Bv<G::L>>,
}

impl<'a, G: SatGates> Translator<'a, G> {
    /// A translator writing into `g`.
    pub fn new(arena: &'a Arena, g: G) -> Self {
        Translator {
            arena,
            g,
            bits: FxHashMap::default(),
            root_reads: Vec::new(),
            root_read_index: FxHashMap::default(),
            read_memo: FxHashMap::default(),
        }
    }

    fn bv(&mut self) -> BvBuilder<'_, G> {
        BvBuilder { g: &mut self.g }
    }

    fn get(&self, e: ExprId) -> Bv<G::L> {
        self.bits.get(&e).cloned().unwrap_or_default()
    }

    /// Translate everything reachable from `roots` (bottom-up, no recursion).
    pub fn translate(&mut self, roots: &[ExprId]) {
        for id in reachable(self.arena, roots) {
            if self.bits.contains_key(&id) {
                continue;
            }
            let b = self.node(id);
            self.bits.insert(id, b);
        }
    }

    /// The literal of a translated w1 expression.
    pub fn lit(&self, e: ExprId) -> Option<G::L> {
        self.bits.get(&e).and_then(|b| b.first().copied())
    }

    fn node(&mut self, id: ExprId) -> Bv<G::L> {
        let a = self.arena;
        match a.get(id).clone() {
            Expr::Const { width, value } => {
                let bits: Vec<bool> = (0..u64::from(width)).map(|i| value.bit(i)).collect();
                self.bv().constant(bits)
            }
            Expr::Read { updates, index } => self.read(updates.head, updates.root, index),
            Expr::Select { cond, t, f } => {
                let (c, t, f) = (self.get(cond)[0], self.get(t), self.get(f));
                self.bv().mux(c, &t, &f)
            }
            Expr::Concat { hi, lo } => {
                let mut v = self.get(lo);
                v.extend(self.get(hi));
                v
            }
            Expr::Extract { e, offset, width } => {
                let v = self.get(e);
                v[offset as usize..(offset + width) as usize].to_vec()
            }
            Expr::ZExt { e, width } => {
                let mut v = self.get(e);
                let f = self.g.constant(false);
                v.resize(width as usize, f);
                v
            }
            Expr::SExt { e, width } => {
                let mut v = self.get(e);
                let s = *v.last().unwrap_or(&self.g.constant(false));
                v.resize(width as usize, s);
                v
            }
            Expr::Not(e) => {
                let v = self.get(e);
                self.bv().not(&v)
            }
            Expr::Bin(op, l, r) => {
                let (l, r) = (self.get(l), self.get(r));
                self.bv().binop(op, &l, &r)
            }
            Expr::Cmp(op, l, r) => {
                let (l, r) = (self.get(l), self.get(r));
                vec![self.bv().cmpop(op, &l, &r)]
            }
        }
    }

    fn read(&mut self, head: Option<UpdateId>, root: ArrayId, index: ExprId) -> Bv<G::L> {
        if let Some(v) = self.read_memo.get(&(head, root, index)) {
            return v.clone();
        }
        // Collect the writes, most recent first, then fold from the oldest.
        let mut writes = Vec::new();
        let mut u = head;
        while let Some(id) = u {
            let n = *self.arena.update(id);
            writes.push(n);
            u = n.next;
        }
        let mut acc = self.root_read(root, index);
        let idx = self.get(index);
        let idx_const = self.arena.as_const(index).cloned();
        for n in writes.iter().rev() {
            // Constant indices that differ cannot match.
            if let (Some(a), Some(b)) = (&idx_const, self.arena.as_const(n.index)) {
                if a != b {
                    continue;
                }
                acc = self.get(n.value);
                continue;
            }
            let wi = self.get(n.index);
            let hit = self.bv().eq(&idx, &wi);
            let wv = self.get(n.value);
            acc = self.bv().mux(hit, &wv, &acc);
        }
        self.read_memo.insert((head, root, index), acc.clone());
        acc
    }

    fn root_read(&mut self, root: ArrayId, index: ExprId) -> Bv<G::L> {
        let arr = self.arena.array(root);
        let idx_const = self
            .arena
            .as_const(index)
            .map(|v| v.iter_u64_digits().next().unwrap_or(0));
        if let (Some(vals), Some(i)) = (&arr.values, idx_const) {
            if let Some(&b) = vals.get(i as usize) {
                return self.bv().constant((0..8).map(|k| b >> k & 1 == 1));
            }
        }
        let free = match self.root_read_index.get(&(root, index)) {
            Some(&k) => self.root_reads[k].free.clone(),
            None => {
                let free = self.bv().input(8);
                let index_bits = self.get(index);
                // Ackermann constraints against earlier reads of this root.
                for k in 0..self.root_reads.len() {
                    if self.root_reads[k].root != root {
                        continue;
                    }
                    let other = &self.root_reads[k];
                    let (oi, of, oidx) =
                        (other.index_bits.clone(), other.free.clone(), other.index);
                    if let (Some(a), Some(b)) =
                        (self.arena.as_const(index), self.arena.as_const(oidx))
                    {
                        if a != b {
                            continue;
                        }
                    }
                    let same = self.bv().eq(&index_bits, &oi);
                    let eqv = self.bv().eq(&free, &of);
                    let ns = self.g.not(same);
                    let c = self.g.or(ns, eqv);
                    self.g.assert(c);
                }
                self.root_read_index
                    .insert((root, index), self.root_reads.len());
                self.root_reads.push(RootRead {
                    root,
                    index,
                    index_bits,
                    free: free.clone(),
                });
                free
            }
        };
        let Some(vals) = &arr.values else { return free };
        if vals.is_empty() || idx_const.is_some() {
            return free;
        }
        // Symbolic index into a constant array: multiplexer over the
        // declared bytes when in range, the free byte otherwise.
        let vals = vals.clone();
        let idx = self.get(index);
        let size_bits: Vec<bool> = (0..32).map(|k| (vals.len() as u64) >> k & 1 == 1).collect();
        let size = self.bv().constant(size_bits);
        let in_range = self.bv().ult(&idx, &size);
        let sel_bits = (usize::BITS - (vals.len() - 1).leading_zeros()) as usize;
        let mut layer: Vec<Bv<G::L>> = vals
            .iter()
            .map(|&b| self.bv().constant((0..8).map(|k| b >> k & 1 == 1)))
            .collect();
        for &s in idx.iter().take(sel_bits) {
            let mut next = Vec::with_capacity(layer.len().div_ceil(2));
            for pair in layer.chunks(2) {
                next.push(if pair.len() == 2 {
                    self.bv().mux(s, &pair[1], &pair[0])
                } else {
                    pair[0].clone()
                });
            }
            layer = next;
        }
        let tree = layer.pop().unwrap_or(free.clone());
        self.bv().mux(in_range, &tree, &free)
    }

    /// Assert `e` (w1) true or false.
    pub fn assert(&mut self, e: ExprId, value: bool) {
        if let Some(l) = self.lit(e) {
            let l = if value { l } else { self.g.not(l) };
            self.g.assert(l);
        }
    }

    /// Solve; on SAT, read back the bytes of every root read.
    pub fn solve(&mut self) -> Result<Option<Assignment>, SolveError> {
        if !self.g.solve()? {
            return Ok(None);
        }
        let mut asg = Assignment::default();
        for k in 0..self.root_reads.len() {
            let (root, ib, fb) = {
                let r = &self.root_reads[k];
                (r.root, r.index_bits.clone(), r.free.clone())
            };
            let mut idx: u64 = 0;
            for (i, &l) in ib.iter().enumerate().take(64) {
                if self.g.value(l) {
                    idx |= 1 << i;
                }
            }
            let mut byte = 0u8;
            for (i, &l) in fb.iter().enumerate() {
                if self.g.value(l) {
                    byte |= 1 << i;
                }
            }
            asg.bytes.insert((root, idx as u32), byte);
        }
        Ok(Some(asg))
    }
}

/// A [`Backend`] that bit-blasts each query into a fresh [`SatGates`]
/// made by `make`.
pub struct BitBlastBackend<G: SatGates, F: FnMut() -> Result<G, SolveError>> {
    make: F,
}

impl<G: SatGates, F: FnMut() -> Result<G, SolveError>> BitBlastBackend<G, F> {
    /// A backend creating one gate builder per check.
    pub fn new(make: F) -> Self {
        BitBlastBackend { make }
    }
}

impl<G: SatGates, F: FnMut() -> Result<G, SolveError>> Backend for BitBlastBackend<G, F> {
    fn check(
        &mut self,
        arena: &Arena,
        truths: &[ExprId],
        falsities: &[ExprId],
    ) -> Result<SatResult, SolveError> {
        let mut t = Translator::new(arena, (self.make)()?);
        let mut roots = truths.to_vec();
        roots.extend_from_slice(falsities);
        t.translate(&roots);
        for &e in truths {
            t.assert(e, true);
        }
        for &e in falsities {
            t.assert(e, false);
        }
        Ok(match t.solve()? {
            Some(m) => SatResult::Sat(m),
            None => SatResult::Unsat,
        })
    }
}

/// [`SatGates`] on rbmc's solver crate: its AIG with structural hashing,
/// Tseitin conversion and a SAT back end (CaDiCaL or varisat).
impl Gates for solver::PropSolver {
    type L = solver::Lit;

    fn constant(&mut self, b: bool) -> solver::Lit {
        solver::Lit::constant(b)
    }

    fn input(&mut self) -> solver::Lit {
        self.aig.input()
    }

    fn not(&mut self, a: solver::Lit) -> solver::Lit {
        !a
    }

    fn and(&mut self, a: solver::Lit, b: solver::Lit) -> solver::Lit {
        self.aig.and(a, b)
    }

    fn xor(&mut self, a: solver::Lit, b: solver::Lit) -> solver::Lit {
        self.aig.xor(a, b)
    }

    fn or(&mut self, a: solver::Lit, b: solver::Lit) -> solver::Lit {
        self.aig.or(a, b)
    }

    fn ite(&mut self, c: solver::Lit, t: solver::Lit, e: solver::Lit) -> solver::Lit {
        self.aig.ite(c, t, e)
    }
}

impl SatGates for solver::PropSolver {
    fn assert(&mut self, l: solver::Lit) {
        solver::PropSolver::assert(self, l);
    }

    fn solve(&mut self) -> Result<bool, SolveError> {
        match solver::PropSolver::solve(self, &[]) {
            Ok(solver::SatResult::Sat) => Ok(true),
            Ok(solver::SatResult::Unsat) => Ok(false),
            Ok(solver::SatResult::Unknown(r)) => Err(SolveError::Timeout(format!("{r:?}"))),
            Err(e) => Err(SolveError::Failed(e.to_string())),
        }
    }

    fn value(&mut self, l: solver::Lit) -> bool {
        solver::PropSolver::value(self, l).unwrap_or(false)
    }
}

/// The default backend: a fresh `solver::PropSolver` on the named SAT
/// back end (`cadical` or `varisat`) per query.
pub fn default_backend(sat: &str) -> Result<impl Backend, SolveError> {
    let name = sat.to_string();
    solver::sat::backend_by_name(&name).map_err(|e| SolveError::Failed(e.to_string()))?;
    Ok(BitBlastBackend::new(move || {
        let sat =
            solver::sat::backend_by_name(&name).map_err(|e| SolveError::Failed(e.to_string()))?;
        Ok(solver::PropSolver::new(sat))
    }))
}
