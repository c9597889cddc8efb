//! Byte operators that involve theory arrays or `void` views, lowered byte by byte.
//!
//! Memory is addressed in bytes: byte `p` of an object whose elements have `E` bytes lies in
//! element `p / E` (floor division, so that negative addresses stay consistent with negative
//! indices when `E` is a power of two), at byte `p mod E` of that element's memory stream
//! (see [`super::endian`]). Addresses are 64-bit two's complement bit-vectors. Bytes travel
//! as byte values (`unsigned char`s) between memory streams.
//!
//! Supported shapes (CBMC's lowering of `byte_update`/`byte_extract` on arrays):
//! - `byte_update(a, off, v)` with `a` a theory array: element `i` keeps the bytes of `a[i]`
//!   outside `[off, off + |v|)` and takes the bytes of `v` inside;
//! - `byte_extract(x, off)` of a theory-array type: element `i` is made of the bytes
//!   `off + i·E ..` of `x` (bytes outside a flattened `x` are unconstrained);
//! - `byte_extract` of a flat type out of a theory array: the concatenation of byte reads;
//! - nested `byte_extract(byte_extract(x, o1), o2)` of the same byte order reads `x` at
//!   `o1 + o2` (CBMC's simplifier does the same);
//! - values of type `void` built by symbolic execution as views of an object:
//!   `byte_update(x, off, byte_update(byte_extract(x, off, void), o2, v, void))` writes `v`
//!   at `off + o2` of `x`; a view that is a `void` symbol (the invalid object) makes the
//!   bytes unconstrained.
//!
//! Values of symbolic size written by `byte_update` need the size: it must not refer to a
//! program variable directly (an unrenamed size would be unconstrained and give spurious
//! answers), otherwise the conversion is `Unsupported`.

use super::arrays::INDEX_BITS;
use super::convert::ext;
use super::endian::byte_value;
use super::{Env, Solver};
use crate::aig::{Aig, Lit};
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{Endian, ExprId, ExprKind, TypeId, TypeKind};
use num_bigint::BigUint;
use num_traits::ToPrimitive;

pub(crate) fn const_index(v: u64) -> Bv {
    Aig::bv_const(INDEX_BITS, v as u128)
}

impl Solver {
    pub(crate) fn is_empty_type(&self, env: Env<'_>, t: TypeId) -> bool {
        matches!(env.s.ty(self.follow(env, t)), TypeKind::Empty)
    }

    /// Element type and byte size of the theory array `term`, whose elements must have a
    /// flattened width of exactly 8 bits per byte; no type for a byte aggregate (its
    /// elements are byte values).
    fn theory_elem(
        &self,
        env: Env<'_>,
        term: ExprId,
    ) -> Result<(Option<TypeId>, usize), SolverError> {
        let t = self.follow(env, env.s.type_of(term));
        if self.is_byte_aggregate(env, t) {
            return Ok((None, 1));
        }
        let TypeKind::Array { elem, size } = env.s.ty(t) else {
            return Err(self.ill_formed(env, term, "not an array"));
        };
        // An object whose size is an unrenamed program variable has an unconstrained
        // object size (bounds checks on it would be guesses): refuse rather than answer.
        if let Some(name) = size.and_then(|n| self.program_variable_in(env, n)) {
            return Err(self.unsupported(
                env,
                term,
                format!(
                    "byte operators on an object whose size refers to the program variable `{name}` (array sizes in types must be renamed by symbolic execution)"
                ),
            ));
        }
        let bytes = self.byte_size(env, *elem).and_then(|b| b.to_usize());
        match (bytes, self.bits_of(env, *elem)) {
            (Some(b), Some(w)) if b > 0 && w == 8 * b => Ok((Some(*elem), b)),
            _ => Err(self.unsupported(
                env,
                term,
                "byte operators on arrays whose elements are not whole bytes",
            )),
        }
    }

    /// An operand as a normalised (64-bit) byte address.
    pub(crate) fn address_bits(&mut self, env: Env<'_>, off: ExprId) -> Result<Bv, SolverError> {
        let b = self.bv(env, off)?;
        let signed = self.is_signed(env, env.s.type_of(off));
        Ok(ext(&b, signed, INDEX_BITS))
    }

    fn add_const(&mut self, p: &[Lit], c: u64) -> Bv {
        if c == 0 {
            return p.to_vec();
        }
        self.prop.aig.bv_add(p, &const_index(c))
    }

    /// Element index and byte-in-element of address `p` for elements of `e` bytes.
    fn split_address(&mut self, p: &[Lit], e: usize) -> (Bv, Bv) {
        if e == 1 {
            return (p.to_vec(), Vec::new());
        }
        if e.is_power_of_two() {
            let k = e.trailing_zeros() as usize;
            let idx = Aig::bv_sext(&p[k..], INDEX_BITS);
            return (idx, p[..k].to_vec());
        }
        self.prop.aig.bv_udivrem(p, &const_index(e as u64))
    }

    /// Selects byte `b` (symbolic) of the byte values `bytes` of an element.
    fn select_byte(&mut self, bytes: &[Bv], b: &[Lit]) -> Bv {
        let mut r = bytes
            .first()
            .cloned()
            .unwrap_or_else(|| vec![Lit::FALSE; 8]);
        for (k, byte) in bytes.iter().enumerate().skip(1) {
            let kc = Aig::bv_const(b.len(), k as u128);
            let aig = &mut self.prop.aig;
            let hit = aig.bv_eq(b, &kc);
            r = aig.bv_ite(hit, byte, &r);
        }
        r
    }

    /// The byte values of element `elem` of theory array `term` (of element type `et`, `e`
    /// bytes; no type: `elem` is a byte of a byte aggregate).
    fn elem_bytes(
        &self,
        env: Env<'_>,
        term: ExprId,
        (et, e): (Option<TypeId>, usize),
        elem: Bv,
        endian: Endian,
    ) -> Result<Vec<Bv>, SolverError> {
        match et {
            None => Ok(vec![elem]),
            Some(et) => self.byte_values(env, term, et, elem, endian, e),
        }
    }

    /// Element of theory array `term` (see [`Solver::elem_bytes`]) made of byte values.
    fn elem_of_bytes(
        &self,
        env: Env<'_>,
        term: ExprId,
        (et, e): (Option<TypeId>, usize),
        mut bytes: Vec<Bv>,
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        match et {
            None => Ok(bytes.pop().unwrap_or_else(|| vec![Lit::FALSE; 8])),
            Some(et) => self.assemble(env, term, et, &bytes, endian, 8 * e),
        }
    }

    /// Byte `p` of the theory array `term`.
    fn theory_byte(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        p: &[Lit],
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        let (et, e) = self.theory_elem(env, term)?;
        let (idx, b) = self.split_address(p, e);
        let elem = self.array_read(env, term, &idx)?;
        let bytes = self.elem_bytes(env, term, (et, e), elem, endian)?;
        if e == 1 {
            return Ok(bytes.into_iter().next().unwrap_or_default());
        }
        Ok(self.select_byte(&bytes, &b))
    }

    /// Byte `p` (a byte value) of the flattened value `v`.
    fn flat_byte(
        &mut self,
        env: Env<'_>,
        v: ExprId,
        p: &[Lit],
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        let bits = self.bv(env, v)?;
        let stream = self.stream(env, v, env.s.type_of(v), bits, endian)?;
        let raw = self.byte_extract(&stream, p, true, 8);
        Ok(byte_value(raw, endian))
    }

    /// Byte `p` of the object `src` (any representation); bytes outside a flattened object
    /// are unconstrained.
    fn source_byte(
        &mut self,
        env: Env<'_>,
        src: ExprId,
        p: &[Lit],
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        let (src, p) = self.peel_extracts(env, src, p.to_vec(), endian)?;
        let ty = env.s.type_of(src);
        if self.is_theory_array(env, ty) {
            return self.theory_byte(env, src, &p, endian);
        }
        if self.is_empty_type(env, ty) {
            return match env.s.kind(src) {
                ExprKind::Symbol(_) | ExprKind::NondetSymbol(_) | ExprKind::Nondet => {
                    Ok(self.fresh(8))
                }
                _ => Err(self.unsupported(env, src, "a void-typed value as a byte source")),
            };
        }
        self.flat_byte(env, src, &p, endian)
    }

    /// Strips nested `byte_extract`s of byte order `endian` from `src`, adding their offsets
    /// to address `p`.
    fn peel_extracts(
        &mut self,
        env: Env<'_>,
        mut src: ExprId,
        mut p: Bv,
        endian: Endian,
    ) -> Result<(ExprId, Bv), SolverError> {
        while let ExprKind::ByteExtract(en) = env.s.kind(src) {
            let ops = env.s.ops(src);
            if *en != endian || ops.len() != 2 {
                break;
            }
            let o = self.address_bits(env, ops[1])?;
            p = self.prop.aig.bv_add(&p, &o);
            src = ops[0];
        }
        Ok((src, p))
    }

    /// The number of bytes of `v` (64 bits) and whether `v` is read through the theory.
    fn value_byte_count(&mut self, env: Env<'_>, v: ExprId) -> Result<Bv, SolverError> {
        let ty = env.s.type_of(v);
        if !self.is_theory_array(env, ty) {
            let w = self.width(env, v, ty)?;
            return Ok(const_index(w.div_ceil(8) as u64));
        }
        if self.is_byte_aggregate(env, ty) {
            let n = self.byte_size(env, ty).unwrap_or(0);
            return Ok(const_index(n));
        }
        let (_, e) = self.theory_elem(env, v)?;
        let t = self.follow(env, ty);
        let TypeKind::Array {
            size: Some(size), ..
        } = env.s.ty(t)
        else {
            return Err(self.unsupported(env, v, "a byte_update value of unknown size"));
        };
        let size = *size;
        if let Some(name) = self.program_variable_in(env, size) {
            return Err(self.unsupported(
                env,
                v,
                format!(
                    "a byte_update value whose size refers to the program variable `{}` (array sizes in types must be renamed by symbolic execution)",
                    name
                ),
            ));
        }
        let n = self.address_bits(env, size)?;
        Ok(self.prop.aig.bv_mul_const(&n, &BigUint::from(e)))
    }

    /// Size in bytes (64 bits) of object `obj` (for the void view `view`).
    fn object_bytes(&mut self, env: Env<'_>, view: ExprId, obj: ExprId) -> Result<Bv, SolverError> {
        let ty = env.s.type_of(obj);
        if let Some(n) = self.byte_size(env, ty) {
            return Ok(const_index(n));
        }
        if self.is_theory_array(env, ty) {
            return self.value_byte_count(env, obj);
        }
        Err(self.unsupported(env, view, "a void view of an object of unknown size"))
    }

    /// A symbol of `e` that is a variable of the symbol table, if any.
    pub(crate) fn program_variable_in(&self, env: Env<'_>, e: ExprId) -> Option<String> {
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if let ExprKind::Symbol(name) = env.s.kind(x) {
                if env.ns.get(*name).is_some() {
                    return Some(name.as_str().to_string());
                }
            }
            stack.extend_from_slice(env.s.ops(x));
        }
        None
    }

    /// Whether byte `d` lies inside value `v`, and that byte.
    pub(crate) fn value_byte(
        &mut self,
        env: Env<'_>,
        v: ExprId,
        d: &[Lit],
        endian: Endian,
    ) -> Result<(Lit, Bv), SolverError> {
        let ty = env.s.type_of(v);
        if self.is_empty_type(env, ty) {
            return Err(self.unsupported(env, v, "a void-typed value written by byte_update"));
        }
        let count = self.value_byte_count(env, v)?;
        let inside = self.prop.aig.bv_ult(d, &count);
        if self.is_theory_array(env, ty) {
            let b = self.theory_byte(env, v, d, endian)?;
            return Ok((inside, b));
        }
        let b = self.flat_byte(env, v, d, endian)?;
        Ok((inside, b))
    }

    /// Byte `p` of `byte_update(root, off, v)` whose old byte is `old`.
    fn updated_byte(
        &mut self,
        env: Env<'_>,
        (root, off, v): (ExprId, &[Lit], ExprId),
        p: &[Lit],
        old: Bv,
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        if self.is_empty_type(env, env.s.type_of(v)) {
            return self.view_byte(env, (root, off, v), p, old);
        }
        let count = self.value_byte_count(env, v)?;
        match Aig::bv_as_const(&count).and_then(|c| u64::try_from(c).ok()) {
            // A value of c bytes (a scalar or a small struct) written at a constant offset,
            // or a single byte anywhere: byte p is byte k of the value where p = off + k,
            // compared for equality (the offsets add up to constants) instead of subtracted
            // and compared (two 64-bit carry chains per byte read).
            Some(c) if c == 1 || (c <= 16 && Aig::bv_as_const(off).is_some()) => {
                let mut b = old;
                for k in (0..c).rev() {
                    let at = self.add_const(off, k);
                    let at = self.prop.aig.bv_eq(p, &at);
                    let (_, byte) = self.value_byte(env, v, &const_index(k), endian)?;
                    b = self.prop.aig.bv_ite(at, &byte, &b);
                }
                Ok(b)
            }
            _ => {
                let d = self.prop.aig.bv_sub(p, off);
                let (inside, b) = self.value_byte(env, v, &d, endian)?;
                Ok(self.prop.aig.bv_ite(inside, &b, &old))
            }
        }
    }

    /// Byte `p` of object `root` after writing the `void` view `view` of `root` at `off`.
    fn view_byte(
        &mut self,
        env: Env<'_>,
        (root, off, view): (ExprId, &[Lit], ExprId),
        p: &[Lit],
        old: Bv,
    ) -> Result<Bv, SolverError> {
        let node = env.s.get(view);
        let ops: &[ExprId] = &node.ops;
        match (&node.kind, ops) {
            (ExprKind::ByteExtract(en), [r, o]) => {
                let o_bits = self.address_bits(env, *o)?;
                if *r == root && o_bits.as_slice() == off {
                    return Ok(old);
                }
                // A view of another object (or elsewhere in this one): its bytes from `o` to
                // its end are written at `off`.
                let count = self.object_bytes(env, view, *r)?;
                let aig = &mut self.prop.aig;
                let count = aig.bv_sub(&count, &o_bits);
                let d = aig.bv_sub(p, off);
                let below = aig.bv_ult(&d, &count);
                let negative = count.last().copied().unwrap_or(Lit::FALSE);
                let inside = aig.and(below, !negative);
                let q = aig.bv_add(&o_bits, &d);
                let b = self.source_byte(env, *r, &q, *en)?;
                Ok(self.prop.aig.bv_ite(inside, &b, &old))
            }
            (ExprKind::ByteUpdate(en), [w, o2, x]) => {
                let inner = self.view_byte(env, (root, off, *w), p, old)?;
                let o2 = self.address_bits(env, *o2)?;
                let at = self.prop.aig.bv_add(off, &o2);
                if self.is_empty_type(env, env.s.type_of(*x)) {
                    return Err(self.unsupported(env, view, "a void value written into a view"));
                }
                self.updated_byte(env, (root, &at, *x), p, inner, *en)
            }
            (ExprKind::If, [c, t, f]) => {
                let c = self.lit(env, *c)?;
                let t = self.view_byte(env, (root, off, *t), p, old.clone())?;
                let f = self.view_byte(env, (root, off, *f), p, old)?;
                Ok(self.prop.aig.bv_ite(c, &t, &f))
            }
            // The invalid object or another unknown object: nothing is known of its bytes.
            (ExprKind::Symbol(_) | ExprKind::NondetSymbol(_) | ExprKind::Nondet, _) => {
                Ok(self.fresh(8))
            }
            _ => Err(self.unsupported(env, view, "this void-typed view of an object")),
        }
    }

    /// Element `idx` of the theory array `byte_update(a, off, v)` (`term`).
    pub(crate) fn theory_byte_update_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        endian: Endian,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let ops = env.s.ops(term);
        let [a, off, v] = ops else {
            return Err(self.ill_formed(env, term, "byte_update needs three operands"));
        };
        let (a, off, v) = (*a, *off, *v);
        let (et, e) = self.theory_elem(env, term)?;
        let old = self.array_read(env, a, &idx.to_vec())?;
        let olds = self.elem_bytes(env, term, (et, e), old, endian)?;
        let off = self.address_bits(env, off)?;
        let base = self.prop.aig.bv_mul_const(idx, &BigUint::from(e as u64));
        let mut bytes = Vec::with_capacity(e);
        for (b, ob) in olds.into_iter().enumerate() {
            let p = self.add_const(&base, b as u64);
            bytes.push(self.updated_byte(env, (a, &off, v), &p, ob, endian)?);
        }
        self.elem_of_bytes(env, term, (et, e), bytes, endian)
    }

    /// Element `idx` of the theory array `byte_extract(x, off)` (`term`).
    pub(crate) fn theory_byte_extract_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        endian: Endian,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let ops = env.s.ops(term);
        let [x, off] = ops else {
            return Err(self.ill_formed(env, term, "byte_extract needs two operands"));
        };
        let (x, off) = (*x, *off);
        let (et, e) = self.theory_elem(env, term)?;
        let off = self.address_bits(env, off)?;
        let rel = self.prop.aig.bv_mul_const(idx, &BigUint::from(e as u64));
        let start = self.prop.aig.bv_add(&off, &rel);
        let mut bytes = Vec::with_capacity(e);
        for b in 0..e {
            let p = self.add_const(&start, b as u64);
            bytes.push(self.source_byte(env, x, &p, endian)?);
        }
        self.elem_of_bytes(env, term, (et, e), bytes, endian)
    }

    /// `byte_extract(x, off)` (the expression `e`) of a flattened type `w` bits wide where
    /// `x` is a theory array, a nested byte_extract or a `void` object.
    pub(crate) fn byte_extract_general(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        (x, off): (ExprId, ExprId),
        endian: Endian,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let rty = env.s.type_of(e);
        let p = self.address_bits(env, off)?;
        let (x, p) = self.peel_extracts(env, x, p, endian)?;
        let ty = env.s.type_of(x);
        if !self.is_theory_array(env, ty) && !self.is_empty_type(env, ty) {
            let bits = self.bv(env, x)?;
            let stream = self.stream(env, x, ty, bits, endian)?;
            let raw = self.byte_extract(&stream, &p, true, w);
            return self.stream(env, e, rty, raw, endian);
        }
        let n = w.div_ceil(8);
        let mut bytes = Vec::with_capacity(n);
        for b in 0..n {
            let q = self.add_const(&p, b as u64);
            bytes.push(self.source_byte(env, x, &q, endian)?);
        }
        self.assemble(env, e, rty, &bytes, endian, w)
    }

    /// `byte_update(x, off, v)` of a flattened type where `v` is a theory array or a `void`
    /// view: byte by byte.
    pub(crate) fn byte_update_general(
        &mut self,
        env: Env<'_>,
        (x, off, v): (ExprId, ExprId, ExprId),
        endian: Endian,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let xty = env.s.type_of(x);
        let bits = self.bv(env, x)?;
        let off = self.address_bits(env, off)?;
        let n = w.div_ceil(8);
        let olds = self.byte_values(env, x, xty, bits, endian, n)?;
        let mut bytes = Vec::with_capacity(n);
        for (b, old) in olds.into_iter().enumerate() {
            let p = const_index(b as u64);
            bytes.push(self.updated_byte(env, (x, &off, v), &p, old, endian)?);
        }
        self.assemble(env, x, xty, &bytes, endian, w)
    }
}
