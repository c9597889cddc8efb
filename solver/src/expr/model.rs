//! Model read-out: values of expressions as goto-ir constants.

use super::arrays::INDEX_BITS;
use super::endian::permute;
use super::{Env, Solver};
use crate::error::SolverError;
use goto_ir::{Endian, ExprId, ExprKind, Store, SymbolTable, TypeId, TypeKind};
use num_bigint::{BigInt, BigUint};
use num_traits::{ToPrimitive, Zero};

/// A pointer value split the way CBMC encodes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointerModel {
    /// Object number (0 = NULL, 1 = INVALID).
    pub object: u64,
    /// Byte offset (signed).
    pub offset: BigInt,
    /// The object's root expression (a symbol, string constant, …), if it is one.
    pub root: Option<ExprId>,
}

fn unsigned_of(bits: &[bool]) -> BigUint {
    let mut v = BigUint::zero();
    for (i, &b) in bits.iter().enumerate() {
        if b {
            v.set_bit(i as u64, true);
        }
    }
    v
}

fn signed_of(bits: &[bool]) -> BigInt {
    let u = BigInt::from(unsigned_of(bits));
    match bits.last() {
        Some(true) => u - (BigInt::from(1) << bits.len()),
        _ => u,
    }
}

impl Solver {
    pub(super) fn model_bits_of(&mut self, bits: &[crate::aig::Lit]) -> Result<Vec<bool>, SolverError> {
        self.prop.values(bits).ok_or_else(|| {
            SolverError::Sat(crate::sat::SatError::Unusable(
                "no model: the last solve did not answer SAT".into(),
            ))
        })
    }

    /// The value of `e` in the model of the last SAT answer, as a constant expression
    /// (struct, union and array literals for aggregates; `&x`, `&a[2]`, NULL or a raw
    /// pointer constant for pointers; a `with` chain over `array_of` for theory arrays).
    pub fn model_value(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
    ) -> Result<ExprId, SolverError> {
        let ty = s.type_of(e);
        let theory = self.is_theory_array(Env { s, ns }, ty);
        if theory {
            return self.theory_array_value(s, ns, e);
        }
        let bits = {
            let env = Env { s, ns };
            let b = self.bv(env, e)?;
            self.arrays_flush(env)?;
            b
        };
        let values = self.model_bits_of(&bits)?;
        self.constant_from_bits(s, ns, ty, &values)
    }

    /// The object number, offset and root object of pointer `e` in the model.
    pub fn pointer_model(
        &mut self,
        s: &Store,
        ns: &SymbolTable,
        e: ExprId,
    ) -> Result<PointerModel, SolverError> {
        let env = Env { s, ns };
        let b = self.bv(env, e)?;
        self.arrays_flush(env)?;
        let values = self.model_bits_of(&b)?;
        Ok(self.pointer_parts(&values))
    }

    /// The objects numbered by the pointer encoding so far: (number, root expression),
    /// in number order (NULL and INVALID have no root and are left out).
    pub fn numbered_objects(&self) -> Vec<(u64, ExprId)> {
        self.objects
            .info
            .iter()
            .enumerate()
            .filter_map(|(k, o)| Some((k as u64, o.root?)))
            .collect()
    }

    fn pointer_parts(&self, values: &[bool]) -> PointerModel {
        let ob = (self.config.object_bits as usize).min(values.len());
        let (off, obj) = values.split_at(values.len() - ob);
        let object = unsigned_of(obj).to_u64().unwrap_or(u64::MAX);
        PointerModel {
            object,
            offset: signed_of(off),
            root: self.object_root(object),
        }
    }

    fn theory_array_value(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
    ) -> Result<ExprId, SolverError> {
        let ty = s.type_of(e);
        if self.is_byte_aggregate(Env { s, ns }, ty) {
            return self.byte_aggregate_value(s, ns, e);
        }
        let elem_ty = match s.ty(ns.follow(s, ty)) {
            TypeKind::Array { elem, .. } => *elem,
            _ => return Err(self.ill_formed(Env { s, ns }, e, "not an array")),
        };
        let elem_w = self.width(Env { s, ns }, e, elem_ty)?;
        let zero = self.constant_from_bits(s, ns, elem_ty, &vec![false; elem_w])?;
        let mut acc = s.mk(ExprKind::ArrayOf, ty, [zero]);
        let reads = self.arrays.term_reads.get(&e).cloned().unwrap_or_default();
        let index_ty = s.signed(INDEX_BITS as u32);
        let mut seen = std::collections::BTreeSet::new();
        for idx in reads {
            let v = {
                let env = Env { s, ns };
                self.array_read(env, e, &idx)?
            };
            let iv = self.model_bits_of(&idx)?;
            let vv = self.model_bits_of(&v)?;
            let index = signed_of(&iv);
            if !seen.insert(index.clone()) {
                continue;
            }
            let ic = s.int_const(index, index_ty);
            let vc = self.constant_from_bits(s, ns, elem_ty, &vv)?;
            acc = s.mk(ExprKind::With, ty, [acc, ic, vc]);
        }
        Ok(acc)
    }

    /// The model of a byte aggregate: a struct literal of its members' values, or a union
    /// constructor of its first member.
    fn byte_aggregate_value(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        e: ExprId,
    ) -> Result<ExprId, SolverError> {
        let ty = s.type_of(e);
        let (is_union, comps) = match s.ty(ns.follow(s, ty)) {
            TypeKind::Struct(c) => (false, c.components.clone()),
            TypeKind::Union(c) => (true, c.components.clone()),
            _ => return Err(self.ill_formed(Env { s, ns }, e, "not a struct or union")),
        };
        let mut ops = Vec::with_capacity(comps.len());
        for comp in &comps {
            if is_union && comp.padding {
                continue;
            }
            let m = s.member(e, comp.name, comp.ty);
            ops.push(self.model_value(s, ns, m)?);
            if is_union {
                let name = comp.name;
                return Ok(s.mk(ExprKind::Union(name), ty, ops));
            }
        }
        Ok(s.mk(ExprKind::Struct, ty, ops))
    }

    /// Builds the constant of type `ty` whose flattened bits are `values`.
    pub(crate) fn constant_from_bits(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        ty: TypeId,
        values: &[bool],
    ) -> Result<ExprId, SolverError> {
        let ft = ns.follow(s, ty);
        let kind = s.ty(ft).clone();
        Ok(match kind {
            TypeKind::Bool => s.bool_const(values.first().copied().unwrap_or(false)),
            TypeKind::Signed(_) => s.int_const(signed_of(values), ty),
            TypeKind::CEnum { base, .. } if self.is_signed(Env { s, ns }, base) => {
                s.int_const(signed_of(values), ty)
            }
            TypeKind::CBitField { base, .. } if self.is_signed(Env { s, ns }, base) => {
                s.int_const(signed_of(values), ty)
            }
            TypeKind::Pointer { base, width } => {
                let pm = self.pointer_parts(values);
                self.pointer_constant(s, ns, ty, base, width, &pm, values)?
            }
            TypeKind::Struct(c) => {
                let mut ops = Vec::with_capacity(c.components.len());
                let mut at = 0usize;
                for comp in &c.components {
                    let w = self.bits_of(Env { s, ns }, comp.ty).ok_or_else(|| {
                        SolverError::Unsupported {
                            what: "a struct member without a flattened representation".into(),
                            expr: goto_ir::format::ty(s, comp.ty).to_string(),
                        }
                    })?;
                    let part = values.get(at..at + w).unwrap_or(&[]).to_vec();
                    ops.push(self.constant_from_bits(s, ns, comp.ty, &part)?);
                    at += w;
                }
                s.mk(ExprKind::Struct, ty, ops)
            }
            TypeKind::Union(c) => {
                let env = Env { s, ns };
                let widest = c
                    .components
                    .iter()
                    .filter(|comp| !comp.padding)
                    .max_by_key(|comp| self.bits_of(env, comp.ty).unwrap_or(0));
                match widest {
                    Some(comp) => {
                        let w = self.bits_of(env, comp.ty).unwrap_or(0);
                        let mut part = values[..w.min(values.len())].to_vec();
                        if self.config.endian == Endian::Big {
                            // the union's bits are the member's memory stream
                            let mut map = Vec::with_capacity(w);
                            if self.big_endian_map(env, comp.ty, 0, &mut map).is_some()
                                && map.len() == part.len()
                            {
                                part = permute(&part, &map);
                            }
                        }
                        let v = self.constant_from_bits(s, ns, comp.ty, &part)?;
                        s.mk(ExprKind::Union(comp.name), ty, [v])
                    }
                    None => s.mk(ExprKind::Struct, ty, []),
                }
            }
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
                let w = self.bits_of(Env { s, ns }, elem).unwrap_or(0);
                let mut ops = Vec::new();
                if w > 0 {
                    for chunk in values.chunks(w) {
                        ops.push(self.constant_from_bits(s, ns, elem, chunk)?);
                    }
                }
                s.mk(ExprKind::Array, ty, ops)
            }
            _ => s.int_const(BigInt::from(unsigned_of(values)), ty),
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn pointer_constant(
        &mut self,
        s: &mut Store,
        ns: &SymbolTable,
        ty: TypeId,
        _base: TypeId,
        width: u32,
        pm: &PointerModel,
        values: &[bool],
    ) -> Result<ExprId, SolverError> {
        if pm.object == 0 && pm.offset.is_zero() {
            return Ok(s.null_pointer(ty));
        }
        let Some(root) = pm.root else {
            return Ok(s.int_const(BigInt::from(unsigned_of(values)), ty));
        };
        let root_ty = s.type_of(root);
        let pt = s.pointer_type(root_ty, width);
        let base = s.address_of(root, pt);
        if pm.offset.is_zero() {
            return Ok(s.typecast(base, ty));
        }
        let env = Env { s, ns };
        let froot = ns.follow(s, root_ty);
        if let TypeKind::Array { elem, .. } = s.ty(froot).clone() {
            if let Some(es) = self.byte_size(env, elem).filter(|&es| es > 0) {
                let es = BigInt::from(es);
                if (&pm.offset % &es).is_zero() && pm.offset > BigInt::zero() {
                    let it = s.signed(INDEX_BITS as u32);
                    let i = s.int_const(&pm.offset / &es, it);
                    let ix = s.index(root, i, elem);
                    let ept = s.pointer_type(elem, width);
                    let a = s.address_of(ix, ept);
                    return Ok(s.typecast(a, ty));
                }
            }
        }
        let char_ty = s.signed(8);
        let cp = s.pointer_type(char_ty, width);
        let c = s.typecast(base, cp);
        let it = s.signed(INDEX_BITS as u32);
        let off = s.int_const(pm.offset.clone(), it);
        let sum = s.mk(ExprKind::Plus, cp, [c, off]);
        Ok(s.typecast(sum, ty))
    }
}
