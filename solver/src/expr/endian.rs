//! Byte order: where the flattened bits of a value lie in memory.
//!
//! Byte operators work on a value's *memory stream*: its bits in memory order, byte `k` of
//! the value being stream bits `8k..8k+8`.
//! - Little endian: the stream is the flattened value itself.
//! - Big endian (CBMC's `endianness_mapt::build_big_endian`): the bits of every scalar are
//!   reversed in place, so that its most significant byte comes first and, inside a byte,
//!   bit-fields fill from the most significant bit (GCC's big-endian bit-field layout);
//!   structs, arrays and vectors map their members and elements in order; unions and raw
//!   `bv` values keep their bits (a union's flattened bits *are* its memory stream, which
//!   is why member access on a union is a byte extract in big endian).
//!
//! The map is a permutation that is its own inverse: the same function converts a value to
//! its stream and a stream back to a value.
//!
//! An 8-bit chunk of a stream and the *byte value* it holds (an `unsigned char` read from
//! memory) are related the same way: the 8 bits are reversed in big endian.
//!
//! Deviation from CBMC 6: CBMC leaves `_Bool` (`c_bool`) and pointers unmapped in big
//! endian, so that, e.g., the `unsigned char` view of a `_Bool` holding 1 reads 128. We map
//! them like every other scalar, which is what a big-endian machine does.

use super::{Env, Solver};
use crate::aig::Lit;
use crate::bv::Bv;
use crate::error::SolverError;
use goto_ir::{Endian, ExprId, TypeId, TypeKind};

/// Applies the permutation `map` to `bits` (`out[i] = bits[map[i]]`).
pub(crate) fn permute<T: Copy>(bits: &[T], map: &[usize]) -> Vec<T> {
    map.iter().map(|&i| bits[i]).collect()
}

/// An 8-bit stream chunk as the byte value it holds, or a byte value as its stream chunk.
pub(crate) fn byte_value(chunk: Bv, endian: Endian) -> Bv {
    match endian {
        Endian::Little => chunk,
        Endian::Big => chunk.into_iter().rev().collect(),
    }
}

impl Solver {
    /// Appends the big-endian map of type `t` (whose flattened bits start at `base` of the
    /// enclosing value) to `out`; `None` if `t` has no flattened representation.
    pub(crate) fn big_endian_map(
        &self,
        env: Env<'_>,
        t: TypeId,
        base: usize,
        out: &mut Vec<usize>,
    ) -> Option<()> {
        let t = self.follow(env, t);
        let w = self.bits_of(env, t)?;
        match env.s.ty(t) {
            TypeKind::Signed(_)
            | TypeKind::Unsigned(_)
            | TypeKind::CBool(_)
            | TypeKind::Bool
            | TypeKind::CBitField { .. }
            | TypeKind::Floatbv { .. }
            | TypeKind::Fixedbv { .. }
            | TypeKind::Pointer { .. }
            | TypeKind::CEnum { .. } => out.extend((0..w).rev().map(|i| base + i)),
            TypeKind::Struct(c) => {
                let mut at = base;
                for comp in &c.components {
                    self.big_endian_map(env, comp.ty, at, out)?;
                    at += self.bits_of(env, comp.ty)?;
                }
            }
            TypeKind::Array { elem, .. }
            | TypeKind::Vector { elem, .. }
            | TypeKind::Complex { elem } => {
                let ew = self.bits_of(env, *elem)?;
                for k in 0..w.checked_div(ew).unwrap_or(0) {
                    self.big_endian_map(env, *elem, base + k * ew, out)?;
                }
            }
            // unions, raw bit-vectors and everything else: as they are
            _ => out.extend(base..base + w),
        }
        Some(())
    }

    /// The memory map of type `t` in byte order `endian`: `None` for the identity (little
    /// endian).
    pub(crate) fn memory_map(
        &self,
        env: Env<'_>,
        e: ExprId,
        t: TypeId,
        endian: Endian,
    ) -> Result<Option<Vec<usize>>, SolverError> {
        if endian == Endian::Little {
            return Ok(None);
        }
        let mut map = Vec::new();
        match self.big_endian_map(env, t, 0, &mut map) {
            Some(()) => Ok(Some(map)),
            None => Err(self.unsupported(
                env,
                e,
                "a big-endian byte operator on a value without a flattened representation",
            )),
        }
    }

    /// The memory stream of the flattened value `bits` of type `t` (for expression `e`, in
    /// errors), or the value of the stream `bits`: the map is its own inverse.
    pub(crate) fn stream(
        &self,
        env: Env<'_>,
        e: ExprId,
        t: TypeId,
        bits: Bv,
        endian: Endian,
    ) -> Result<Bv, SolverError> {
        let Some(map) = self.memory_map(env, e, t, endian)? else {
            return Ok(bits);
        };
        if map.len() != bits.len() {
            return Err(self.ill_formed(
                env,
                e,
                format!(
                    "a value of {} bits where its type has {}",
                    bits.len(),
                    map.len()
                ),
            ));
        }
        Ok(permute(&bits, &map))
    }

    /// The value of type `t` (`w` bits) made of the byte values `bytes` in memory order.
    pub(crate) fn assemble(
        &self,
        env: Env<'_>,
        e: ExprId,
        t: TypeId,
        bytes: &[Bv],
        endian: Endian,
        w: usize,
    ) -> Result<Bv, SolverError> {
        let mut stream: Bv = Vec::with_capacity(bytes.len() * 8);
        for b in bytes {
            stream.extend(byte_value(b.clone(), endian));
        }
        stream.resize(w, Lit::FALSE);
        self.stream(env, e, t, stream, endian)
    }

    /// The byte values of the flattened value `bits` of type `t`: `n` bytes (bits beyond
    /// the value read as zero).
    pub(crate) fn byte_values(
        &self,
        env: Env<'_>,
        e: ExprId,
        t: TypeId,
        bits: Bv,
        endian: Endian,
        n: usize,
    ) -> Result<Vec<Bv>, SolverError> {
        let mut stream = self.stream(env, e, t, bits, endian)?;
        stream.resize(n * 8, Lit::FALSE);
        Ok(stream
            .chunks(8)
            .map(|c| byte_value(c.to_vec(), endian))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_and_bytes() {
        assert_eq!(permute(&[10, 11, 12], &[2, 0, 1]), vec![12, 10, 11]);
        let b: Bv = (0..8)
            .map(|i| if i == 0 { Lit::TRUE } else { Lit::FALSE })
            .collect();
        assert_eq!(byte_value(b.clone(), Endian::Little), b);
        assert_eq!(byte_value(b, Endian::Big)[7], Lit::TRUE);
    }
}
