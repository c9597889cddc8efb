//! Translation of KQuery expressions to the `bitblast` crate's AIG and solving.
//!
//! Every expression becomes a [`bitblast::Bv`] built with the bitblast crate's
//! bit-vector circuits (`Aig::bv_*`, SMT-LIB semantics); the only KLEE
//! difference, `AShr` by at least the width giving 0 instead of the sign
//! fill, is a multiplexer around `bv_ashr`. Arrays use an Ackermann
//! encoding: each distinct `(root array, index expression)` read of a root
//! gets 8 fresh bits (or the declared byte for an in-range constant index of
//! a constant array; a symbolic index into a constant array selects the
//! declared bytes through a multiplexer when in range), and for every pair of
//! reads of one root whose indices may be equal, equal indices imply equal
//! bytes. Writes become `ite` chains (most recent first). Out-of-range bytes
//! of constant arrays are unconstrained, as in KLEE's STP/Z3 builders.
//!
//! The model is read back as concrete bytes per `(array, index)`, which is
//! what [`crate::eval`] needs to re-check the counterexample.

use rustc_hash::FxHashMap;
use bitblast::{Aig, Bv, Lit, PropSolver};

use crate::ast::{Arena, ArrayId, BinOp, CmpOp, Expr, ExprId, UpdateId};
use crate::eval::{reachable, Assignment};
use crate::kleaver::{Backend, SatResult, SolveError};

struct RootRead {
    root: ArrayId,
    index: ExprId,
    index_bits: Bv,
    /// The free byte (for symbolic arrays / out-of-range bytes).
    free: Bv,
}

/// Translates the expressions of one query into one [`PropSolver`].
pub struct Translator<'a> {
    arena: &'a Arena,
    p: PropSolver,
    bits: FxHashMap<ExprId, Bv>,
    root_reads: Vec<RootRead>,
    root_read_index: FxHashMap<(ArrayId, ExprId), usize>,
    read_memo: FxHashMap<(Option<UpdateId>, ArrayId, ExprId), Bv>,
}

/// `a op b` at the width of `a` with KLEE's semantics.
pub fn binop(g: &mut Aig, op: BinOp, a: &[Lit], b: &[Lit]) -> Bv {
    match op {
        BinOp::Add => g.bv_add(a, b),
        BinOp::Sub => g.bv_sub(a, b),
        BinOp::Mul => g.bv_mul(a, b),
        BinOp::UDiv => g.bv_udiv(a, b),
        BinOp::URem => g.bv_urem(a, b),
        BinOp::SDiv => g.bv_sdiv(a, b),
        BinOp::SRem => g.bv_srem(a, b),
        BinOp::And => g.bv_and(a, b),
        BinOp::Or => g.bv_or(a, b),
        BinOp::Xor => g.bv_xor(a, b),
        BinOp::Shl => g.bv_shl(a, b),
        BinOp::LShr => g.bv_lshr(a, b),
        BinOp::AShr => {
            // KLEE's backends shift arithmetically by at least the width to 0.
            let w = a.len();
            let shifted = g.bv_ashr(a, b);
            let bits = usize::BITS as usize - w.leading_zeros() as usize;
            let n = b.len().max(bits + 1);
            let d = Aig::bv_zext(b, n);
            let wc = Aig::bv_const(n, w as u128);
            let in_range = g.bv_ult(&d, &wc);
            let zero = Aig::bv_const(w, 0);
            g.bv_ite(in_range, &shifted, &zero)
        }
    }
}

/// The comparison `a op b` (unsigned or two's complement).
pub fn cmpop(g: &mut Aig, op: CmpOp, a: &[Lit], b: &[Lit]) -> Lit {
    match op {
        CmpOp::Eq => g.bv_eq(a, b),
        CmpOp::Ne => !g.bv_eq(a, b),
        CmpOp::Ult => g.bv_ult(a, b),
        CmpOp::Ugt => g.bv_ult(b, a),
        CmpOp::Ule => g.bv_ule(a, b),
        CmpOp::Uge => g.bv_ule(b, a),
        CmpOp::Slt => g.bv_slt(a, b),
        CmpOp::Sgt => g.bv_slt(b, a),
        CmpOp::Sle => g.bv_sle(a, b),
        CmpOp::Sge => g.bv_sle(b, a),
    }
}

/// A byte constant.
fn byte(b: u8) -> Bv {
    Aig::bv_const(8, u128::from(b))
}

impl<'a> Translator<'a> {
    /// A translator writing into `p`.
    pub fn new(arena: &'a Arena, p: PropSolver) -> Self {
        Translator {
            arena,
            p,
            bits: FxHashMap::default(),
            root_reads: Vec::new(),
            root_read_index: FxHashMap::default(),
            read_memo: FxHashMap::default(),
        }
    }

    /// The underlying propositional solver (CNF statistics, DIMACS output).
    pub fn prop(&mut self) -> &mut PropSolver {
        &mut self.p
    }

    fn get(&self, e: ExprId) -> Bv {
        self.bits.get(&e).cloned().unwrap_or_default()
    }

    fn get_bit(&self, e: ExprId) -> Lit {
        self.bits
            .get(&e)
            .and_then(|b| b.first().copied())
            .unwrap_or(Lit::FALSE)
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

    /// The bits of a translated expression, least significant first.
    pub fn bv(&self, e: ExprId) -> Option<&[Lit]> {
        self.bits.get(&e).map(Vec::as_slice)
    }

    /// The literal of a translated w1 expression.
    pub fn lit(&self, e: ExprId) -> Option<Lit> {
        self.bits.get(&e).and_then(|b| b.first().copied())
    }

    fn node(&mut self, id: ExprId) -> Bv {
        let a = self.arena;
        match a.get(id) {
            Expr::Const { width, value } => Aig::bv_const_big(*width as usize, value),
            Expr::Read { updates, index } => self.read(updates.head, updates.root, *index),
            Expr::Select { cond, t, f } => {
                let (c, t, f) = (self.get_bit(*cond), self.get(*t), self.get(*f));
                self.p.aig.bv_ite(c, &t, &f)
            }
            Expr::Concat { hi, lo } => Aig::bv_concat(&self.get(*hi), &self.get(*lo)),
            Expr::Extract { e, offset, width } => {
                let v = self.get(*e);
                let (lo, w) = (*offset as usize, *width as usize);
                if w == 0 {
                    return Vec::new();
                }
                Aig::bv_extract(&v, lo + w - 1, lo)
            }
            Expr::ZExt { e, width } => Aig::bv_zext(&self.get(*e), *width as usize),
            Expr::SExt { e, width } => Aig::bv_sext(&self.get(*e), *width as usize),
            Expr::Not(e) => self.get(*e).iter().map(|&l| !l).collect(),
            Expr::Bin(op, l, r) => {
                let (l, r) = (self.get(*l), self.get(*r));
                binop(&mut self.p.aig, *op, &l, &r)
            }
            Expr::Cmp(op, l, r) => {
                let (l, r) = (self.get(*l), self.get(*r));
                vec![cmpop(&mut self.p.aig, *op, &l, &r)]
            }
        }
    }

    fn read(&mut self, head: Option<UpdateId>, root: ArrayId, index: ExprId) -> Bv {
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
        let idx_const = self.arena.as_const(index);
        for n in writes.iter().rev() {
            // Constant indices decide statically.
            if let (Some(a), Some(b)) = (idx_const, self.arena.as_const(n.index)) {
                if a == b {
                    acc = self.get(n.value);
                }
                continue;
            }
            let wi = self.get(n.index);
            let hit = self.p.aig.bv_eq(&idx, &wi);
            let wv = self.get(n.value);
            acc = self.p.aig.bv_ite(hit, &wv, &acc);
        }
        self.read_memo.insert((head, root, index), acc.clone());
        acc
    }

    fn root_read(&mut self, root: ArrayId, index: ExprId) -> Bv {
        let arena = self.arena;
        let arr = arena.array(root);
        let idx_const = arena
            .as_const(index)
            .map(|v| v.iter_u64_digits().next().unwrap_or(0));
        if let (Some(vals), Some(i)) = (&arr.values, idx_const) {
            if let Some(&b) = usize::try_from(i).ok().and_then(|i| vals.get(i)) {
                return byte(b);
            }
        }
        let free = match self.root_read_index.get(&(root, index)) {
            Some(&k) => self.root_reads[k].free.clone(),
            None => self.fresh_root_read(root, index),
        };
        let Some(vals) = &arr.values else { return free };
        if vals.is_empty() || idx_const.is_some() {
            return free;
        }
        // Symbolic index into a constant array: multiplexer over the
        // declared bytes when in range, the free byte otherwise.
        let idx = self.get(index);
        let size = Aig::bv_const(idx.len().max(65), vals.len() as u128);
        let idx_wide = Aig::bv_zext(&idx, size.len());
        let g = &mut self.p.aig;
        let in_range = g.bv_ult(&idx_wide, &size);
        let sel_bits = (usize::BITS - (vals.len() - 1).leading_zeros()) as usize;
        let mut layer: Vec<Bv> = vals.iter().map(|&b| byte(b)).collect();
        for &s in idx.iter().take(sel_bits) {
            let mut next = Vec::with_capacity(layer.len().div_ceil(2));
            for pair in layer.chunks(2) {
                next.push(if pair.len() == 2 {
                    g.bv_ite(s, &pair[1], &pair[0])
                } else {
                    pair[0].clone()
                });
            }
            layer = next;
        }
        let tree = layer.pop().unwrap_or_else(|| free.clone());
        g.bv_ite(in_range, &tree, &free)
    }

    /// A new free byte for `root[index]`, with Ackermann constraints against
    /// the earlier reads of `root`.
    fn fresh_root_read(&mut self, root: ArrayId, index: ExprId) -> Bv {
        let free = self.p.aig.bv_input(8);
        let index_bits = self.get(index);
        for k in 0..self.root_reads.len() {
            let other = &self.root_reads[k];
            if other.root != root {
                continue;
            }
            if let (Some(a), Some(b)) =
                (self.arena.as_const(index), self.arena.as_const(other.index))
            {
                if a != b {
                    continue;
                }
            }
            let g = &mut self.p.aig;
            let same = g.bv_eq(&index_bits, &other.index_bits);
            let eqv = g.bv_eq(&free, &other.free);
            let c = g.implies(same, eqv);
            self.p.assert(c);
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

    /// Assert `e` (w1, translated) true or false.
    pub fn assert(&mut self, e: ExprId, value: bool) {
        if let Some(l) = self.lit(e) {
            self.p.assert(l.xor_sign(!value));
        }
    }

    /// Solve; on SAT, read back the bytes of every root read.
    pub fn solve(&mut self) -> Result<Option<Assignment>, SolveError> {
        match self.p.solve(&[]) {
            Ok(bitblast::SatResult::Sat) => {}
            Ok(bitblast::SatResult::Unsat) => return Ok(None),
            Ok(bitblast::SatResult::Unknown(r)) => return Err(SolveError::Timeout(format!("{r:?}"))),
            Err(e) => return Err(SolveError::Failed(e.to_string())),
        }
        let mut asg = Assignment::default();
        for r in &self.root_reads {
            let mut idx: u64 = 0;
            for (i, &l) in r.index_bits.iter().enumerate().take(64) {
                if self.p.value(l).unwrap_or(false) {
                    idx |= 1 << i;
                }
            }
            let mut b = 0u8;
            for (i, &l) in r.free.iter().enumerate() {
                if self.p.value(l).unwrap_or(false) {
                    b |= 1 << i;
                }
            }
            asg.bytes.insert((r.root, idx as u32), b);
        }
        Ok(Some(asg))
    }
}

/// A [`Backend`] that bit-blasts each query into a fresh [`PropSolver`]
/// made by `make`.
pub struct BitBlastBackend<F: FnMut() -> Result<PropSolver, SolveError>> {
    make: F,
}

impl<F: FnMut() -> Result<PropSolver, SolveError>> BitBlastBackend<F> {
    /// A backend creating one propositional solver per check.
    pub fn new(make: F) -> Self {
        BitBlastBackend { make }
    }
}

impl<F: FnMut() -> Result<PropSolver, SolveError>> Backend for BitBlastBackend<F> {
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

/// The default backend: a fresh `bitblast::PropSolver` on the named SAT
/// back end (`cadical` or `varisat`) per query.
pub fn default_backend(sat: &str) -> Result<impl Backend, SolveError> {
    let name = sat.to_string();
    bitblast::sat::backend_by_name(&name).map_err(|e| SolveError::Failed(e.to_string()))?;
    Ok(BitBlastBackend::new(move || {
        let sat =
            bitblast::sat::backend_by_name(&name).map_err(|e| SolveError::Failed(e.to_string()))?;
        Ok(PropSolver::new(sat))
    }))
}
