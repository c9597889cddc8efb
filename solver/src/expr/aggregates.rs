//! Byte aggregates: structs and unions of constant size that hold a theory array.
//!
//! Such a value has no flattened representation; it is a theory array of its bytes indexed
//! by byte offset (see [`Solver::is_byte_aggregate`]). Members are read byte by byte at
//! their offsets, `with` on a component, struct literals and union constructors are array
//! terms whose bytes come from their operands. Multi-byte members are assembled in the
//! target's byte order ([`SolverConfig::endian`](super::SolverConfig)): member access
//! carries none.

use super::theory_bytes::const_index;
use super::{Env, Solver};
use crate::aig::Lit;
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::layout::{whole_bytes, Layout};
use goto_ir::{ExprId, ExprKind, Ident, TypeId, TypeKind};
use num_bigint::BigUint;
use num_traits::ToPrimitive;

impl Solver {
    /// Byte offset and type of component `name` of the struct or union type `t` (`None`
    /// for a bit-field that does not start on a byte boundary).
    pub(crate) fn byte_component(
        &self,
        env: Env<'_>,
        t: TypeId,
        name: Ident,
    ) -> Option<(u64, TypeId)> {
        let m = Layout::new(env.s, env.ns).member(t, name).ok()?;
        Some((whole_bytes(&m.bit_offset)?.to_u64()?, m.ty))
    }

    /// Byte size of a component type whose flattened bits are exactly its bytes.
    fn whole_bytes(&self, env: Env<'_>, e: ExprId, t: TypeId) -> Result<u64, SolverError> {
        match (self.byte_size(env, t), self.bits_of(env, t)) {
            (Some(n), Some(w)) if w as u64 == 8 * n => Ok(n),
            _ => Err(self.unsupported(
                env,
                e,
                "a member that is not made of whole bytes inside a struct or union holding a large array",
            )),
        }
    }

    fn component_of(
        &self,
        env: Env<'_>,
        e: ExprId,
        t: TypeId,
        name: Ident,
    ) -> Result<(u64, TypeId), SolverError> {
        self.byte_component(env, t, name)
            .ok_or_else(|| self.ill_formed(env, e, "no such component"))
    }

    /// The flattened member `name` (`w` bits) of byte aggregate `op`.
    pub(crate) fn byte_aggregate_member(
        &mut self,
        env: Env<'_>,
        e: ExprId,
        op: ExprId,
        name: Ident,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let (off, cty) = self.component_of(env, e, env.s.type_of(op), name)?;
        let n = self.whole_bytes(env, e, cty)?;
        let mut bytes = Vec::with_capacity(n as usize);
        for b in 0..n {
            bytes.push(self.array_read(env, op, &const_index(off + b))?);
        }
        self.assemble(env, e, cty, &bytes, self.config.endian, w)
    }

    /// Element `idx` of the theory term `term` = `op.name` with `op` a byte aggregate.
    pub(crate) fn byte_member_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        name: Ident,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let op = env.s.ops(term)[0];
        let (off, cty) = self.component_of(env, term, env.s.type_of(op), name)?;
        let off = const_index(off);
        if self.is_byte_aggregate(env, cty) {
            let p = self.prop.aig.bv_add(&off, idx);
            return self.array_read(env, op, &p);
        }
        let ft = self.follow(env, cty);
        let TypeKind::Array { elem, .. } = env.s.ty(ft) else {
            return Err(self.ill_formed(env, term, "not an array"));
        };
        let e = self.whole_bytes(env, term, *elem)?;
        let rel = self.prop.aig.bv_mul_const(idx, &BigUint::from(e));
        let base = self.prop.aig.bv_add(&off, &rel);
        let mut bytes = Vec::new();
        for b in 0..e {
            let p = self.prop.aig.bv_add(&base, &const_index(b));
            bytes.push(self.array_read(env, op, &p)?);
        }
        let w = 8 * e.to_usize().unwrap_or(0);
        self.assemble(env, term, *elem, &bytes, self.config.endian, w)
    }

    /// Writes byte `p` of component value `v` at byte offset `off` over `old`.
    fn component_byte(
        &mut self,
        env: Env<'_>,
        v: ExprId,
        off: u64,
        p: &[Lit],
        old: Bv,
    ) -> Result<Bv, SolverError> {
        let d = self.prop.aig.bv_sub(p, &const_index(off));
        let (inside, b) = self.value_byte(env, v, &d, self.config.endian)?;
        Ok(self.prop.aig.bv_ite(inside, &b, &old))
    }

    /// Byte `idx` of `with(old, component, value, …)` on a byte aggregate.
    pub(crate) fn byte_with_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let ops = env.s.ops(term);
        let Some((&old, pairs)) = ops.split_first() else {
            return Err(self.ill_formed(env, term, "with without operands"));
        };
        if pairs.len() % 2 != 0 {
            return Err(self.ill_formed(env, term, "with needs (where, new) pairs"));
        }
        let mut v = self.array_read(env, old, &idx.to_vec())?;
        for pair in pairs.chunks(2) {
            let ExprKind::ComponentName(name) = env.s.kind(pair[0]) else {
                return Err(self.ill_formed(env, term, "with on a struct needs a component"));
            };
            let (off, _) = self.component_of(env, term, env.s.type_of(term), *name)?;
            v = self.component_byte(env, pair[1], off, idx, v)?;
        }
        Ok(v)
    }

    /// Byte `idx` of a struct literal of byte-aggregate type.
    pub(crate) fn byte_struct_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let t = self.follow(env, env.s.type_of(term));
        let TypeKind::Struct(c) = env.s.ty(t) else {
            return Err(self.ill_formed(env, term, "not a struct"));
        };
        let ops = env.s.ops(term);
        if ops.len() != c.components.len() {
            return Err(self.ill_formed(env, term, "wrong number of struct members"));
        }
        let places = Layout::new(env.s, env.ns)
            .members(t)
            .map_err(|_| self.ill_formed(env, term, "member of unknown size"))?;
        let mut v = self.fresh(8);
        for (place, &op) in places.iter().zip(ops) {
            let Some(at) = whole_bytes(&place.bit_offset).and_then(|b| b.to_u64()) else {
                return Err(self.unsupported(
                    env,
                    term,
                    "a bit-field inside a struct holding a large array",
                ));
            };
            v = self.component_byte(env, op, at, idx, v)?;
        }
        Ok(v)
    }

    /// Byte `idx` of a union constructor of byte-aggregate type (bytes beyond the member
    /// are unconstrained).
    pub(crate) fn byte_union_read(
        &mut self,
        env: Env<'_>,
        term: ExprId,
        _name: Ident,
        idx: &[Lit],
    ) -> Result<Bv, SolverError> {
        let Some(&op) = env.s.ops(term).first() else {
            return Err(self.ill_formed(env, term, "union without a value"));
        };
        let v = self.fresh(8);
        self.component_byte(env, op, 0, idx, v)
    }
}
