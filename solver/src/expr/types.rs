//! Type layout: flattened bit widths, byte sizes, component offsets, array classification.

use super::{Env, Solver};
use crate::error::SolverError;
use goto_ir::layout::Layout;
use goto_ir::{ExprId, TypeId, TypeKind};
use num_traits::ToPrimitive;

/// How an array type is represented.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArrayRepr {
    /// Flattened into `size` elements.
    Flat(usize),
    /// Handled by the array theory.
    Theory,
}

impl Solver {
    /// The type behind tags (`struct_tag`, `union_tag`, `c_enum_tag`).
    pub(crate) fn follow(&self, env: Env<'_>, t: TypeId) -> TypeId {
        env.ns.follow(env.s, t)
    }

    pub(crate) fn unsupported(
        &self,
        env: Env<'_>,
        e: ExprId,
        what: impl Into<String>,
    ) -> SolverError {
        SolverError::Unsupported {
            what: what.into(),
            expr: goto_ir::format::expr(env.s, e).to_string(),
        }
    }

    pub(crate) fn ill_formed(
        &self,
        env: Env<'_>,
        e: ExprId,
        what: impl Into<String>,
    ) -> SolverError {
        SolverError::IllFormed {
            what: what.into(),
            expr: goto_ir::format::expr(env.s, e).to_string(),
        }
    }

    /// Representation of an array type with element `elem` and size `size`.
    pub(crate) fn array_repr(&self, env: Env<'_>, size: Option<ExprId>) -> ArrayRepr {
        let n = size
            .and_then(|s| env.s.as_int(s))
            .and_then(|v| v.to_usize());
        match (self.config.arrays, n) {
            (ArrayMode::Theory, _) | (_, None) => ArrayRepr::Theory,
            (ArrayMode::Flatten, Some(n)) => ArrayRepr::Flat(n),
            (ArrayMode::Auto, Some(n)) if n <= self.config.max_flattened_array_size => {
                ArrayRepr::Flat(n)
            }
            (ArrayMode::Auto, Some(_)) => ArrayRepr::Theory,
        }
    }

    /// Whether values of type `t` go through the array theory (theory arrays and
    /// [byte aggregates](Solver::is_byte_aggregate)).
    pub(crate) fn is_theory_array(&self, env: Env<'_>, t: TypeId) -> bool {
        let t = self.follow(env, t);
        match env.s.ty(t) {
            TypeKind::Array { size, elem } => {
                self.array_repr(env, *size) == ArrayRepr::Theory || self.is_theory_array(env, *elem)
            }
            TypeKind::Struct(_) | TypeKind::Union(_) => self.is_byte_aggregate(env, t),
            _ => false,
        }
    }

    /// Width of the index paths of theory-array type `t`: 64 bits per level of nested
    /// theory arrays (an array of theory arrays is read with the outer index in the low 64
    /// bits followed by the inner path).
    pub(crate) fn path_bits(&self, env: Env<'_>, t: TypeId) -> usize {
        let t = self.follow(env, t);
        match env.s.ty(t) {
            TypeKind::Array { elem, .. } if self.is_theory_array(env, *elem) => {
                64 + self.path_bits(env, *elem)
            }
            _ => 64,
        }
    }

    /// The type of the flat leaves of theory-array type `t` (bytes for byte aggregates).
    pub(crate) fn theory_leaf(&self, env: Env<'_>, t: TypeId) -> Option<TypeId> {
        let t = self.follow(env, t);
        if self.is_byte_aggregate(env, t) {
            return None;
        }
        match env.s.ty(t) {
            TypeKind::Array { elem, .. } if self.is_theory_array(env, *elem) => {
                self.theory_leaf(env, *elem)
            }
            TypeKind::Array { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Whether `t` is a struct or union of constant size that holds a theory array (so it
    /// has no flattened representation): such values are theory arrays of their bytes,
    /// indexed by byte offset (CBMC's view of a union as its bytes).
    pub(crate) fn is_byte_aggregate(&self, env: Env<'_>, t: TypeId) -> bool {
        let t = self.follow(env, t);
        matches!(env.s.ty(t), TypeKind::Struct(_) | TypeKind::Union(_))
            && self.bits_of(env, t).is_none()
            && self.byte_size(env, t).is_some()
    }

    /// Width in bits of the flattened representation of `t`; `None` if `t` has none
    /// (code, theory arrays, unbounded numbers).
    pub(crate) fn bits_of(&self, env: Env<'_>, t: TypeId) -> Option<usize> {
        let t = self.follow(env, t);
        match env.s.ty(t) {
            TypeKind::Bool => Some(1),
            TypeKind::Signed(w)
            | TypeKind::Unsigned(w)
            | TypeKind::Bv(w)
            | TypeKind::CBool(w)
            | TypeKind::CBitField { width: w, .. }
            | TypeKind::Floatbv { width: w, .. }
            | TypeKind::Fixedbv { width: w, .. }
            | TypeKind::Pointer { width: w, .. } => Some(*w as usize),
            TypeKind::CEnum { base, .. } => self.bits_of(env, *base),
            TypeKind::Struct(c) => {
                let mut total = 0usize;
                for comp in &c.components {
                    total = total.checked_add(self.bits_of(env, comp.ty)?)?;
                }
                Some(total)
            }
            TypeKind::Union(c) => {
                // the layout's size: the largest member rounded up to whole bytes
                let mut max = 0usize;
                for comp in &c.components {
                    max = max.max(self.bits_of(env, comp.ty)?);
                }
                max.checked_add(7).map(|m| m / 8 * 8)
            }
            TypeKind::Array { elem, size } => match self.array_repr(env, *size) {
                ArrayRepr::Flat(n) => self.bits_of(env, *elem)?.checked_mul(n),
                ArrayRepr::Theory => None,
            },
            TypeKind::Vector { elem, size } => {
                let n = env.s.as_int(*size)?.to_usize()?;
                self.bits_of(env, *elem)?.checked_mul(n)
            }
            TypeKind::Complex { elem } => self.bits_of(env, *elem)?.checked_mul(2),
            TypeKind::Empty => Some(0),
            _ => None,
        }
    }

    /// Size in bytes of `t` (`sizeof`, from goto-ir's layout oracle), for constant-size
    /// types; `None` also for a struct ending in a flexible array member, which has no byte
    /// representation here (symex rewrites its accesses).
    pub(crate) fn byte_size(&self, env: Env<'_>, t: TypeId) -> Option<u64> {
        let layout = Layout::new(env.s, env.ns);
        let ft = self.follow(env, t);
        if let TypeKind::Struct(c) = env.s.ty(ft) {
            if c.components.last().is_some_and(|m| layout.is_flexible(m.ty)) {
                return None;
            }
        }
        layout.bytes_u64(t)
    }

    /// Bit offset (in the flattened value, which has the layout of goto-ir's oracle) and
    /// type of component `name` of the struct or union type `t`.
    pub(crate) fn component_offset(
        &self,
        env: Env<'_>,
        t: TypeId,
        name: goto_ir::Ident,
    ) -> Option<(usize, TypeId)> {
        let m = Layout::new(env.s, env.ns).member(t, name).ok()?;
        Some((m.bit_offset.to_usize()?, m.ty))
    }
}

/// How arrays are represented (CBMC's `--arrays-uf-always` / `--arrays-uf-never`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ArrayMode {
    /// Flatten constant-size arrays of at most
    /// [`SolverConfig::max_flattened_array_size`](super::SolverConfig) elements; the
    /// array theory for the others.
    #[default]
    Auto,
    /// Always the array theory.
    Theory,
    /// Flatten every constant-size array; only symbolic sizes use the theory.
    Flatten,
}
