//! Array theory for large and symbolic-size arrays.
//!
//! Array-typed expressions are never flattened here; only reads are converted. A read
//! `a[i]` is rewritten through `with`, `if`, `array_of` and array literals down to *base*
//! arrays (symbols and other opaque terms). Every base read gets fresh bits, and every pair
//! of reads of the same base is subject to the Ackermann constraint `i = j → a[i] = a[j]`.
//! These constraints are added lazily: a solve runs without them, and each model that
//! gives two reads of one base the same index but different values gets the constraints it
//! violates, then the solve runs again ([`Solver::arrays_refine`]); a model that violates
//! none is a model of the whole formula. (With n reads of one base the eager form is
//! n²/2 constraints over 64-bit indices, most of which no proof needs.) `--dimacs` writes
//! them all. Array equality `a = b` gets a literal `e`, a fresh witness index `k` with `¬e → a[k] ≠ b[k]`,
//! and `e → a[i] = b[i]` for every index `i` of the (global, 64-bit) index set: all read
//! and write indices and witnesses seen so far, extended as conversion proceeds.

use super::convert::{ext, RED_ZONE, STACK_CHUNK};
use super::{Env, Solver};
use crate::aig::Lit;
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{ExprId, ExprKind};
use rustc_hash::{FxHashMap, FxHashSet};

#[derive(Debug, Clone)]
struct Equality {
    lit: Lit,
    a: ExprId,
    b: ExprId,
    done: usize,
}

/// State of the array theory.
#[derive(Debug, Default)]
pub(crate) struct ArrayTheory {
    reads: FxHashMap<(ExprId, Bv), Bv>,
    base_reads: FxHashMap<ExprId, Vec<(Bv, Bv)>>,
    /// Indices read per term, in order (for model read-out).
    pub(crate) term_reads: FxHashMap<ExprId, Vec<Bv>>,
    indices: Vec<Bv>,
    index_set: FxHashSet<Bv>,
    equalities: Vec<Equality>,
    /// Theory-array symbols defined by an asserted equality `sym = term` before any read of
    /// `sym`: reads of `sym` are reads of `term` (no extensionality constraints needed).
    aliases: FxHashMap<ExprId, ExprId>,
    /// Ackermann constraints asserted so far: (base, earlier read, later read), positions
    /// in `base_reads`.
    ackermann: FxHashSet<(ExprId, usize, usize)>,
}

/// Width of normalised indices.
pub(crate) const INDEX_BITS: usize = 64;

impl Solver {
    fn add_index(&mut self, idx: &Bv) {
        if self.arrays.index_set.insert(idx.clone()) {
            self.arrays.indices.push(idx.clone());
        }
    }

    fn elem_width(&self, env: Env<'_>, term: ExprId) -> Result<usize, SolverError> {
        let t = self.follow(env, env.s.type_of(term));
        if self.is_byte_aggregate(env, t) {
            return Ok(8);
        }
        match self.theory_leaf(env, t) {
            Some(leaf) => self.width(env, term, leaf),
            None => Err(self.unsupported(
                env,
                term,
                "arrays of structs or unions holding large arrays",
            )),
        }
    }

    /// The index expression `i` as a normalised index.
    fn index_of(&mut self, env: Env<'_>, i: ExprId) -> Result<Bv, SolverError> {
        let b = self.bv(env, i)?;
        let signed = self.is_signed(env, env.s.type_of(i));
        Ok(ext(&b, signed, INDEX_BITS))
    }

    /// The element of theory array `term` at (normalised) index `idx`.
    pub(crate) fn array_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        idx: &Bv,
    ) -> Result<Bv, SolverError> {
        let key = (term, idx.clone());
        if let Some(v) = self.arrays.reads.get(&key) {
            return Ok(v.clone());
        }
        stacker::maybe_grow(RED_ZONE, STACK_CHUNK, || {
            self.array_read_uncached(env, term, idx, key)
        })
    }

    fn array_read_uncached(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        idx: &Bv,
        key: (ExprId, Bv),
    ) -> Result<Bv, SolverError> {
        self.add_index(idx);
        let ew = self.elem_width(env, term)?;
        let node = env.s.get(term);
        let ops: &[ExprId] = &node.ops;
        let byte_aggregate = self.is_byte_aggregate(env, node.ty);
        let v = match &node.kind {
            ExprKind::With if byte_aggregate => self.byte_with_read(env, term, idx)?,
            ExprKind::Struct if byte_aggregate => self.byte_struct_read(env, term, idx)?,
            ExprKind::Union(name) if byte_aggregate => {
                self.byte_union_read(env, term, *name, idx)?
            }
            ExprKind::Member(name)
                if ops.len() == 1 && self.is_byte_aggregate(env, env.s.type_of(ops[0])) =>
            {
                self.byte_member_read(env, term, *name, idx)?
            }
            ExprKind::With if ops.len() >= 3 && ops.len() % 2 == 1 => {
                let mut v = self.array_read(env, ops[0], idx)?;
                let (head, rest) = idx.split_at(INDEX_BITS.min(idx.len()));
                let rest = rest.to_vec();
                for pair in ops[1..].chunks(2) {
                    let w = self.index_of(env, pair[0])?;
                    let mut path = w.clone();
                    path.extend_from_slice(&rest);
                    self.add_index(&path);
                    let new = self.element(env, pair[1], &rest)?;
                    let aig = &mut self.prop.aig;
                    let hit = aig.bv_eq(head, &w);
                    v = aig.bv_ite(hit, &new, &v);
                }
                v
            }
            ExprKind::Index if ops.len() == 2 => {
                let mut path = self.index_of(env, ops[1])?;
                path.extend_from_slice(idx);
                self.array_read(env, ops[0], &path)?
            }
            ExprKind::If if ops.len() == 3 => {
                let c = self.lit(env, ops[0])?;
                let t = self.array_read(env, ops[1], idx)?;
                let f = self.array_read(env, ops[2], idx)?;
                self.prop.aig.bv_ite(c, &t, &f)
            }
            ExprKind::ArrayOf if ops.len() == 1 => {
                let rest = idx.get(INDEX_BITS..).unwrap_or(&[]).to_vec();
                self.element(env, ops[0], &rest)?
            }
            ExprKind::ByteUpdate(endian) => {
                self.theory_byte_update_read(env, term, *endian, idx)?
            }
            ExprKind::ByteExtract(endian) => {
                self.theory_byte_extract_read(env, term, *endian, idx)?
            }
            ExprKind::Typecast
                if ops.len() == 1 && self.is_theory_array(env, env.s.type_of(ops[0])) =>
            {
                self.array_read(env, ops[0], idx)?
            }
            ExprKind::Array => {
                let (head, rest) = idx.split_at(INDEX_BITS.min(idx.len()));
                let rest = rest.to_vec();
                let mut elems = Vec::with_capacity(ops.len() * ew);
                for &el in ops.iter() {
                    let b = self.element(env, el, &rest)?;
                    debug_assert_eq!(b.len(), ew, "array literal element width");
                    elems.extend(b);
                }
                // the head is an unsigned index: extended by a zero bit
                let mut head = head.to_vec();
                head.push(Lit::FALSE);
                self.select_element(&elems, ew, ops.len(), &head)
            }
            ExprKind::Symbol(_) if self.arrays.aliases.contains_key(&term) => {
                let def = self.arrays.aliases[&term];
                self.array_read(env, def, idx)?
            }
            ExprKind::Symbol(_) | ExprKind::NondetSymbol(_) | ExprKind::Nondet => {
                let v = self.fresh(ew);
                let reads = self.arrays.base_reads.entry(term).or_default();
                if reads.is_empty() {
                    self.stats.theory_arrays += 1;
                }
                reads.push((idx.clone(), v.clone()));
                v
            }
            _ => {
                return Err(self.unsupported(
                    env,
                    term,
                    "this kind of expression as a large or symbolic-size array",
                ))
            }
        };
        self.stats.array_reads += 1;
        self.arrays.reads.insert(key, v.clone());
        self.arrays
            .term_reads
            .entry(term)
            .or_default()
            .push(idx.clone());
        Ok(v)
    }

    /// For an asserted `e` of the form `sym = term` with `sym` a theory-array symbol not
    /// read so far and not occurring in `term`: records `sym` as an alias of `term` and
    /// returns true (the assertion then holds by construction).
    pub(crate) fn try_alias(&mut self, env: Env<'_>, e: ExprId) -> bool {
        let node = env.s.get(e);
        let (ExprKind::Equal, [a, b]) = (&node.kind, node.ops.as_slice()) else {
            return false;
        };
        let (a, b) = (*a, *b);
        if a == b
            || !matches!(env.s.kind(a), ExprKind::Symbol(_))
            || env.s.type_of(a) != env.s.type_of(b)
            || !self.is_theory_array(env, env.s.type_of(a))
            || self.arrays.term_reads.contains_key(&a)
            || self.arrays.aliases.contains_key(&a)
        {
            return false;
        }
        // `term` must not depend on `sym`, through its operands or through aliases.
        let mut seen = FxHashSet::default();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if x == a {
                return false;
            }
            if !seen.insert(x) {
                continue;
            }
            stack.extend_from_slice(env.s.ops(x));
            if let Some(&d) = self.arrays.aliases.get(&x) {
                stack.push(d);
            }
        }
        self.arrays.aliases.insert(a, b);
        true
    }

    /// The value `v` (an element of an array) read at the remaining path `rest`: its
    /// bits when `rest` is empty, else a read of the theory array `v`.
    fn element(&mut self, env: Env<'_>, v: ExprId, rest: &Bv) -> Result<Bv, SolverError> {
        if rest.is_empty() {
            self.bv(env, v)
        } else {
            self.array_read(env, v, rest)
        }
    }

    /// The literal of `a = b` for theory arrays.
    pub(crate) fn array_equal(
        &mut self,
        env: Env<'_>,
        a: ExprId,
        b: ExprId,
    ) -> Result<Lit, SolverError> {
        let lit = self.prop.aig.input();
        let k = self.fresh(self.path_bits(env, env.s.type_of(a)));
        let ra = self.array_read(env, a, &k)?;
        let rb = self.array_read(env, b, &k)?;
        // the witness of a difference is an element of the array: beyond the size, reads
        // of byte views wrap around the address space and differ where no element does
        let in_bounds = self.index_below_size(env, a, &k)?;
        let aig = &mut self.prop.aig;
        let same = aig.bv_eq(&ra, &rb);
        let differs = aig.and(in_bounds, !same);
        let c = aig.or(lit, differs);
        self.prop.assert(c);
        self.arrays.equalities.push(Equality { lit, a, b, done: 0 });
        Ok(lit)
    }

    /// `k < size` for a one-dimensional array `a` of finite size (true otherwise).
    fn index_below_size(&mut self, env: Env<'_>, a: ExprId, k: &Bv) -> Result<Lit, SolverError> {
        let t = self.follow(env, env.s.type_of(a));
        let size = match env.s.ty(t) {
            goto_ir::TypeKind::Array { size: Some(n), .. }
                if k.len() == INDEX_BITS && !env.s.is_infinity(*n) =>
            {
                *n
            }
            _ => return Ok(Lit::constant(true)),
        };
        let n = self.bv(env, size)?;
        let signed = self.is_signed(env, env.s.type_of(size));
        let n = ext(&n, signed, INDEX_BITS);
        Ok(self.prop.aig.bv_ult(k, &n))
    }

    /// Asserts the Ackermann constraint between reads `j < k` of base `term`, once;
    /// whether it was new.
    fn ackermann(&mut self, term: ExprId, j: usize, k: usize) -> bool {
        if !self.arrays.ackermann.insert((term, j, k)) {
            return false;
        }
        let reads = &self.arrays.base_reads[&term];
        let ((ij, vj), (ik, vk)) = (&reads[j], &reads[k]);
        let aig = &mut self.prop.aig;
        let same_index = aig.bv_eq(ij, ik);
        let same_value = aig.bv_eq(vj, vk);
        let c = aig.implies(same_index, same_value);
        self.prop.assert(c);
        self.stats.array_constraints += 1;
        true
    }

    /// After a SAT answer: asserts the Ackermann constraints the model violates (two reads
    /// of one base at the same index with different values), each read against the first
    /// read of its index. Returns how many it asserted: none means the model satisfies every
    /// Ackermann constraint, asserted or not.
    pub(crate) fn arrays_refine(&mut self) -> Result<usize, SolverError> {
        let mut terms: Vec<ExprId> = self.arrays.base_reads.keys().copied().collect();
        terms.sort_unstable();
        let mut violated = Vec::new();
        for term in terms {
            let reads = &self.arrays.base_reads[&term];
            if reads.len() < 2 {
                continue;
            }
            let reads = reads.clone();
            let mut first: FxHashMap<Vec<bool>, (usize, Vec<bool>)> = FxHashMap::default();
            for (k, (i, v)) in reads.iter().enumerate() {
                let iv = self.model_bits_of(i)?;
                let vv = self.model_bits_of(v)?;
                match first.get(&iv) {
                    Some((j, vj)) if *vj != vv => violated.push((term, *j, k)),
                    Some(_) => {}
                    None => {
                        first.insert(iv, (k, vv));
                    }
                }
            }
        }
        let mut added = 0;
        for &(term, j, k) in &violated {
            added += usize::from(self.ackermann(term, j, k));
        }
        // a model satisfies the constraints asserted before it: a violated one that was
        // asserted already would make the refinement loop forever
        if added == 0 && !violated.is_empty() {
            return Err(SolverError::Sat(crate::sat::SatError::Unusable(
                "the array theory's refinement made no progress".into(),
            )));
        }
        Ok(added)
    }

    /// Asserts every Ackermann constraint (for a CNF written out whole).
    pub(crate) fn arrays_all_constraints(&mut self) {
        let mut terms: Vec<(ExprId, usize)> = self
            .arrays
            .base_reads
            .iter()
            .map(|(t, r)| (*t, r.len()))
            .collect();
        terms.sort_unstable();
        for (term, n) in terms {
            for k in 1..n {
                for j in 0..k {
                    let _ = self.ackermann(term, j, k);
                }
            }
        }
    }

    /// Instantiates every equality at every index of the index set (to a fixpoint).
    pub(crate) fn arrays_flush(&mut self, env: Env<'_>) -> Result<(), SolverError> {
        loop {
            let mut progress = false;
            for q in 0..self.arrays.equalities.len() {
                while self.arrays.equalities[q].done < self.arrays.indices.len() {
                    let eq = self.arrays.equalities[q].clone();
                    let i = self.arrays.indices[eq.done].clone();
                    self.arrays.equalities[q].done += 1;
                    if i.len() != self.path_bits(env, env.s.type_of(eq.a)) {
                        continue;
                    }
                    let ra = self.array_read(env, eq.a, &i)?;
                    let rb = self.array_read(env, eq.b, &i)?;
                    let aig = &mut self.prop.aig;
                    let same = aig.bv_eq(&ra, &rb);
                    let c = aig.implies(eq.lit, same);
                    self.prop.assert(c);
                    self.stats.array_constraints += 1;
                    progress = true;
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }
}
