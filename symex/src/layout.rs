//! Type layout: sizes in bytes and member offsets (LP64-style, as the C front end lays out
//! structs with explicit padding members).

use crate::Ctx;
use goto_ir::{Ident, TypeId, TypeKind};
use num_traits::ToPrimitive;

impl Ctx<'_> {
    /// The size of `ty` in bytes, if constant.
    pub fn size_of(&self, ty: TypeId) -> Option<u64> {
        let t = self.ns.follow(self.store, ty);
        match self.store.ty(t) {
            TypeKind::Bool => Some(1),
            TypeKind::Empty => Some(1),
            TypeKind::Array { elem, size } => {
                let n = size.and_then(|s| self.store.as_int(s).and_then(|v| v.to_u64()))?;
                Some(self.size_of(*elem)? * n)
            }
            TypeKind::Vector { elem, size } => {
                let n = self.store.as_int(*size).and_then(|v| v.to_u64())?;
                Some(self.size_of(*elem)? * n)
            }
            TypeKind::Complex { elem } => Some(self.size_of(*elem)? * 2),
            TypeKind::Struct(c) => c.components.iter().map(|m| self.size_of(m.ty)).sum(),
            TypeKind::Union(c) => c
                .components
                .iter()
                .map(|m| self.size_of(m.ty))
                .try_fold(0u64, |a, s| s.map(|s| a.max(s))),
            TypeKind::CEnum { base, .. } => self.size_of(*base),
            TypeKind::CBitField { width, .. } => Some(u64::from(*width).div_ceil(8)),
            k => k.bv_width().map(|w| u64::from(w).div_ceil(8)),
        }
    }

    /// Byte offset and type of member `name` of struct type `ty`.
    pub fn member_offset(&self, ty: TypeId, name: Ident) -> Option<(u64, TypeId)> {
        let t = self.ns.follow(self.store, ty);
        match self.store.ty(t) {
            TypeKind::Struct(c) => {
                let mut off = 0;
                for m in &c.components {
                    if m.name == name {
                        return Some((off, m.ty));
                    }
                    off += self.size_of(m.ty)?;
                }
                None
            }
            TypeKind::Union(c) => c.component(name).map(|(_, m)| (0, m.ty)),
            _ => None,
        }
    }

    /// Whether two types are the same after following tags.
    pub fn same_type(&self, a: TypeId, b: TypeId) -> bool {
        a == b || self.ns.follow(self.store, a) == self.ns.follow(self.store, b)
    }
}
