//! `byte_extract` / `byte_update` on memory streams (see [`super::endian`]): byte `k` of a
//! stream is bits `8k..8k+8`, in either byte order; the callers map values to streams and
//! back.
//! Bytes outside the operand read as unconstrained values (extract) or are dropped (update).

use super::convert::ext;
use super::Solver;
use crate::aig::{Aig, Lit};
use crate::bv::Bv;

impl Solver {
    /// Bit offset (`8 * off`) at a width large enough for any shift of `len` bits.
    fn bit_offset(&mut self, off: &[Lit], signed: bool, len: usize) -> Bv {
        let w = (off.len() + 4).max(usize::BITS as usize - len.leading_zeros() as usize + 5);
        let o = ext(off, signed, w);
        let mut shifted = vec![Lit::FALSE; 3];
        shifted.extend_from_slice(&o[..w - 3]);
        shifted
    }

    /// The `w` stream bits from byte `off` of the stream `src`.
    pub(crate) fn byte_extract(
        &mut self,
        src: &[Lit],
        off: &[Lit],
        off_signed: bool,
        w: usize,
    ) -> Bv {
        let out_w = w;
        let raw = if let Some(k) =
            Aig::bv_as_u128(off).filter(|_| !off_signed || off.last() != Some(&Lit::TRUE))
        {
            let start = (k as usize).saturating_mul(8);
            let mut v: Bv = Vec::with_capacity(out_w);
            for i in 0..out_w {
                let l = match start.checked_add(i).and_then(|j| src.get(j)) {
                    Some(&l) => l,
                    None => self.prop.aig.input(),
                };
                v.push(l);
            }
            v
        } else {
            // Shift right by 8*off over a widened operand whose extra bits are fresh
            // (reading beyond the object yields unconstrained bits).
            let total = src.len() + out_w;
            let mut wide = src.to_vec();
            wide.extend(self.fresh(out_w));
            let boff = self.bit_offset(off, off_signed, total);
            let sh = self.prop.aig.bv_lshr(&wide, &boff);
            let in_range = {
                // off < 0 or 8*off >= len(src) means entirely outside.
                let lim = Aig::bv_const(boff.len(), src.len() as u128);
                let neg = if off_signed {
                    off.last().copied().unwrap_or(Lit::FALSE)
                } else {
                    Lit::FALSE
                };
                let below = self.prop.aig.bv_ult(&boff, &lim);
                self.prop.aig.and(below, !neg)
            };
            let outside = self.fresh(out_w);
            self.prop.aig.bv_ite(in_range, &sh[..out_w], &outside)
        };
        raw
    }

    /// `byte_update(dst, off, val)` on streams: `dst` with the bits of `val` written from
    /// byte `off` on.
    pub(crate) fn byte_update(
        &mut self,
        dst: &[Lit],
        off: &[Lit],
        off_signed: bool,
        val: &[Lit],
    ) -> Bv {
        let n = dst.len();
        let result = if let Some(k) =
            Aig::bv_as_u128(off).filter(|_| !off_signed || off.last() != Some(&Lit::TRUE))
        {
            let start = (k as usize).saturating_mul(8);
            let mut r = dst.to_vec();
            for (i, &l) in val.iter().enumerate() {
                if let Some(slot) = start.checked_add(i).and_then(|j| r.get_mut(j)) {
                    *slot = l;
                }
            }
            r
        } else {
            // r = (dst & ~mask) | (val << 8off & mask), computed at n + |val| bits.
            let total = n + val.len();
            let boff = self.bit_offset(off, off_signed, total);
            let vext = Aig::bv_zext(val, total);
            let ones = Aig::bv_zext(&vec![Lit::TRUE; val.len()], total);
            let aig = &mut self.prop.aig;
            let vsh = aig.bv_shl(&vext, &boff);
            let msh = aig.bv_shl(&ones, &boff);
            let neg = if off_signed {
                off.last().copied().unwrap_or(Lit::FALSE)
            } else {
                Lit::FALSE
            };
            let mut r = Vec::with_capacity(n);
            for i in 0..n {
                let m = aig.and(msh[i], !neg);
                r.push(aig.ite(m, vsh[i], dst[i]));
            }
            r
        };
        result
    }
}
