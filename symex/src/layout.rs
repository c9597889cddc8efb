//! Type layout questions of symex, answered by goto-ir's one layout oracle
//! ([`goto_ir::layout`]).

use crate::Ctx;
use goto_ir::layout::{whole_bytes, Layout, MemberPlace};
use goto_ir::{Ident, TypeId};
use num_traits::ToPrimitive;

impl Ctx<'_> {
    /// The layout oracle over this run's store and symbol table.
    pub fn layout(&self) -> Layout<'_> {
        Layout::new(self.store, self.ns)
    }

    /// The size of `ty` in bytes, if constant.
    pub fn size_of(&self, ty: TypeId) -> Option<u64> {
        self.layout().bytes_u64(ty)
    }

    /// Byte offset and type of member `name` of struct or union type `ty` (`None` for a
    /// bit-field that does not start on a byte boundary).
    pub fn member_offset(&self, ty: TypeId, name: Ident) -> Option<(u64, TypeId)> {
        let m = self.layout().member(ty, name).ok()?;
        Some((whole_bytes(&m.bit_offset)?.to_u64()?, m.ty))
    }

    /// The members of struct or union `ty` with their byte offsets and sizes, for members
    /// that start on a byte boundary and fill whole bytes (bit-fields and members of
    /// non-constant size are left out).
    pub fn byte_members(&self, ty: TypeId) -> Vec<(MemberPlace, u64, u64)> {
        let Ok(members) = self.layout().members(ty) else {
            return Vec::new();
        };
        members
            .into_iter()
            .filter_map(|m| {
                let off = whole_bytes(&m.bit_offset)?.to_u64()?;
                let size = whole_bytes(&m.bits)?.to_u64()?;
                Some((m, off, size))
            })
            .collect()
    }

    /// Whether two types are the same after following tags.
    pub fn same_type(&self, a: TypeId, b: TypeId) -> bool {
        a == b || self.ns.follow(self.store, a) == self.ns.follow(self.store, b)
    }
}
