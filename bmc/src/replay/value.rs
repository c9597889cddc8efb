//! Concrete values of the replay interpreter: integers, Booleans, pointers as
//! (object, offset), and aggregates as flat bit strings ([`Blob`]) laid out the way the
//! solver flattens them (first component at bit 0, little-endian bytes), so that unions,
//! byte extracts and type punning through pointers all work on the same representation.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, ToPrimitive, Zero};
use std::collections::BTreeMap;

/// What a pointer points into.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The null object (NULL itself, or an integer address when the offset is not 0).
    Null,
    /// An object number of the solver's pointer encoding that names no object of the
    /// program (1 is CBMC's INVALID object): pointers from integers or from unknown
    /// provenance.
    Raw(u64),
    /// An object of the replay's memory, by index.
    Obj(u32),
    /// A function.
    Func(goto_ir::Ident),
}

/// A pointer: its object and a byte offset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ptr {
    /// The object.
    pub base: Base,
    /// Offset in bytes.
    pub off: i128,
}

impl Ptr {
    /// The null pointer.
    pub fn null() -> Ptr {
        Ptr {
            base: Base::Null,
            off: 0,
        }
    }
}

/// A flat bit string with pointer fragments: `ptrs` maps the bit offset of each stored
/// pointer to the pointer and its width (its bits in `words` are zero).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Blob {
    len: u64,
    words: Vec<u64>,
    ptrs: BTreeMap<u64, (Ptr, u32)>,
}

impl Blob {
    /// `len` zero bits.
    pub fn zeros(len: u64) -> Blob {
        Blob {
            len,
            words: vec![0; len.div_ceil(64) as usize],
            ptrs: BTreeMap::new(),
        }
    }

    /// Number of bits.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the blob has no bits.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn bit(&self, i: u64) -> bool {
        (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    fn set_bit(&mut self, i: u64, b: bool) {
        let w = &mut self.words[(i / 64) as usize];
        if b {
            *w |= 1 << (i % 64);
        } else {
            *w &= !(1 << (i % 64));
        }
    }

    /// Whether a pointer fragment overlaps `[off, off + w)`.
    fn ptr_overlaps(&self, off: u64, w: u64) -> bool {
        let end = off + w;
        self.ptrs
            .range(..end)
            .next_back()
            .is_some_and(|(&o, (_, pw))| o + u64::from(*pw) > off)
    }

    /// The stored pointers that overlap `[off, off + w)`, in order. Stored pointers never
    /// overlap each other, so only the last one starting before `off` can reach into the
    /// range from the left: a lookup, not a scan of the whole blob (argv-sized arrays of
    /// pointers made every write quadratic).
    fn overlapping(&self, off: u64, w: u64) -> impl Iterator<Item = (&u64, &(Ptr, u32))> {
        let end = off + w;
        let left = self
            .ptrs
            .range(..off)
            .next_back()
            .filter(|(&o, (_, pw))| o + u64::from(*pw) > off);
        left.into_iter().chain(self.ptrs.range(off..end.max(off)))
    }

    fn clear_ptrs(&mut self, off: u64, w: u64) {
        let hit: Vec<u64> = self.overlapping(off, w).map(|(&o, _)| o).collect();
        for o in hit {
            self.ptrs.remove(&o);
        }
    }

    /// A pointer stored in the blob that `[off, off + w)` overlaps without covering it.
    pub fn partly_overlapped_ptr(&self, off: u64, w: u64) -> Option<(u64, Ptr, u32)> {
        let end = off + w;
        self.overlapping(off, w)
            .find(|(&o, (_, pw))| o < off || o + u64::from(*pw) > end)
            .map(|(&o, (p, pw))| (o, p.clone(), *pw))
    }

    /// The unsigned value of bits `[off, off + w)`; `None` if a pointer overlaps them or
    /// the range is out of bounds.
    pub fn get_uint(&self, off: u64, w: u32) -> Option<BigUint> {
        let w64 = u64::from(w);
        if off + w64 > self.len || self.ptr_overlaps(off, w64) {
            return None;
        }
        if w <= 64 {
            let mut v: u64 = 0;
            for k in 0..w64 {
                if self.bit(off + k) {
                    v |= 1 << k;
                }
            }
            return Some(BigUint::from(v));
        }
        let mut v = BigUint::zero();
        for k in 0..w64 {
            if self.bit(off + k) {
                v.set_bit(k, true);
            }
        }
        Some(v)
    }

    /// Writes the low `w` bits of `v` at `off` (removing overlapped pointers).
    pub fn set_uint(&mut self, off: u64, w: u32, v: &BigUint) -> bool {
        let w64 = u64::from(w);
        if off + w64 > self.len {
            return false;
        }
        self.clear_ptrs(off, w64);
        for k in 0..w64 {
            self.set_bit(off + k, v.bit(k));
        }
        true
    }

    /// The pointer stored exactly at `off` with width `w`, if any.
    pub fn get_ptr(&self, off: u64, w: u32) -> Option<&Ptr> {
        match self.ptrs.get(&off) {
            Some((p, pw)) if *pw == w => Some(p),
            _ => None,
        }
    }

    /// Stores pointer `p` (width `w`) at `off`.
    pub fn set_ptr(&mut self, off: u64, w: u32, p: Ptr) -> bool {
        if !self.set_uint(off, w, &BigUint::zero()) {
            return false;
        }
        self.ptrs.insert(off, (p, w));
        true
    }

    /// Bits `[off, off + w)` as a new blob (pointers wholly inside are kept; a pointer cut
    /// in two makes the slice fail).
    pub fn slice(&self, off: u64, w: u64) -> Option<Blob> {
        if off + w > self.len {
            return None;
        }
        let mut b = Blob::zeros(w);
        if off.is_multiple_of(64) {
            let first = (off / 64) as usize;
            let n = b.words.len();
            b.words.copy_from_slice(&self.words[first..first + n]);
            if !w.is_multiple_of(64) {
                if let Some(last) = b.words.last_mut() {
                    *last &= (1u64 << (w % 64)) - 1;
                }
            }
        } else {
            for k in 0..w {
                if self.bit(off + k) {
                    b.set_bit(k, true);
                }
            }
        }
        for (&o, (p, pw)) in self.overlapping(off, w) {
            let pend = o + u64::from(*pw);
            if o < off || pend > off + w {
                return None;
            }
            b.ptrs.insert(o - off, (p.clone(), *pw));
        }
        Some(b)
    }

    /// Overwrites bits `[off, off + src.len())` with `src`.
    pub fn splice(&mut self, off: u64, src: &Blob) -> bool {
        if off + src.len > self.len {
            return false;
        }
        self.clear_ptrs(off, src.len);
        if off.is_multiple_of(64) && src.len.is_multiple_of(64) {
            let first = (off / 64) as usize;
            self.words[first..first + src.words.len()].copy_from_slice(&src.words);
        } else {
            for k in 0..src.len {
                self.set_bit(off + k, src.bit(k));
            }
        }
        for (&o, (p, pw)) in &src.ptrs {
            self.ptrs.insert(off + o, (p.clone(), *pw));
        }
        true
    }

    /// `self` repeated `n` times.
    pub fn repeat(&self, n: u64) -> Blob {
        let mut b = Blob::zeros(self.len * n);
        // the result starts as zeros without pointers: copy the bits and pointer fragments
        // of each copy directly (splicing would rescan the pointers stored so far, which is
        // quadratic for large arrays of pointers)
        let zero = self.words.iter().all(|&w| w == 0);
        if self.len.is_multiple_of(64) {
            let k = self.words.len();
            if !zero {
                for chunk in b.words.chunks_exact_mut(k.max(1)) {
                    chunk.copy_from_slice(&self.words);
                }
            }
        } else if !zero {
            for c in 0..n {
                for i in 0..self.len {
                    b.set_bit(c * self.len + i, self.bit(i));
                }
            }
        }
        if !self.ptrs.is_empty() {
            for c in 0..n {
                for (&o, (p, pw)) in &self.ptrs {
                    b.ptrs.insert(c * self.len + o, (p.clone(), *pw));
                }
            }
        }
        b
    }

    /// Whether every bit is concrete (no pointer fragment).
    pub fn has_pointers(&self) -> bool {
        !self.ptrs.is_empty()
    }
}

/// A concrete value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// A Boolean (type `bool`).
    Bool(bool),
    /// A bit-vector integer (also enums, `_Bool`, bit-fields and the raw bits of floats):
    /// the signed value for signed types, the unsigned pattern otherwise.
    Int(BigInt),
    /// A pointer.
    Ptr(Ptr),
    /// An aggregate (struct, union, array) as its flattened bits.
    Blob(Blob),
}

impl Val {
    /// A short human-readable form for messages.
    pub fn describe(&self, names: &dyn Fn(&Base) -> String) -> String {
        match self {
            Val::Bool(b) => b.to_string(),
            Val::Int(v) => v.to_string(),
            Val::Ptr(p) => match &p.base {
                Base::Null if p.off == 0 => "NULL".into(),
                b => format!("&{} + {}", names(b), p.off),
            },
            Val::Blob(b) => format!("<{} bits>", b.len()),
        }
    }
}

/// Wraps `v` to `w` bits, signed or unsigned.
pub fn normalize(v: &BigInt, w: u32, signed: bool) -> BigInt {
    if w == 0 {
        return BigInt::zero();
    }
    let m = BigInt::one() << w;
    let mut u = v % &m;
    if u.sign() == Sign::Minus {
        u += &m;
    }
    if signed && u >= (BigInt::one() << (w - 1)) {
        u -= m;
    }
    u
}

/// The unsigned `w`-bit pattern of `v`.
pub fn pattern(v: &BigInt, w: u32) -> BigUint {
    normalize(v, w, false).to_biguint().unwrap_or_default()
}

/// A small non-negative integer, if it fits.
pub fn small(v: &BigInt) -> Option<u64> {
    v.to_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blob_bits_and_pointers() {
        let mut b = Blob::zeros(128);
        assert!(b.set_uint(3, 8, &BigUint::from(0xa5u32)));
        assert_eq!(b.get_uint(3, 8), Some(BigUint::from(0xa5u32)));
        assert_eq!(b.get_uint(3, 4), Some(BigUint::from(5u32)));
        assert!(b.set_ptr(64, 64, Ptr::null()));
        assert_eq!(b.get_ptr(64, 64), Some(&Ptr::null()));
        assert_eq!(b.get_uint(60, 8), None);
        let s = b.slice(64, 64).unwrap();
        assert_eq!(s.get_ptr(0, 64), Some(&Ptr::null()));
        assert!(b.slice(70, 8).is_none());
        let mut c = Blob::zeros(200);
        assert!(c.splice(8, &b));
        assert_eq!(c.get_uint(11, 8), Some(BigUint::from(0xa5u32)));
        assert_eq!(c.get_ptr(72, 64), Some(&Ptr::null()));
        assert_eq!(Blob::zeros(8).repeat(3).len(), 24);
    }

    #[test]
    fn normalisation_wraps() {
        assert_eq!(normalize(&BigInt::from(255), 8, true), BigInt::from(-1));
        assert_eq!(normalize(&BigInt::from(-1), 8, false), BigInt::from(255));
        assert_eq!(normalize(&BigInt::from(300), 8, false), BigInt::from(44));
        assert_eq!(pattern(&BigInt::from(-2), 4), BigUint::from(14u32));
    }

    #[test]
    fn repeat_copies_bits_and_pointers_of_each_element() {
        // a 64-bit element holding a pointer: every copy holds it at its own offset
        let mut p = Blob::zeros(64);
        let ptr = Ptr {
            base: Base::Obj(3),
            off: 8,
        };
        assert!(p.set_ptr(0, 64, ptr.clone()));
        let r = p.repeat(1000);
        assert_eq!(r.len(), 64_000);
        assert_eq!(r.get_ptr(0, 64), Some(&ptr));
        assert_eq!(r.get_ptr(64 * 999, 64), Some(&ptr));
        assert_eq!(r.get_uint(64 * 5, 64), None);
        // a 24-bit element (not word aligned): the bits of every copy
        let mut b = Blob::zeros(24);
        assert!(b.set_uint(0, 24, &BigUint::from(0xabcdefu32)));
        let r = b.repeat(5);
        for k in 0..5 {
            assert_eq!(r.get_uint(24 * k, 24), Some(BigUint::from(0xabcdefu32)));
        }
        // a 128-bit element: whole words
        let mut w = Blob::zeros(128);
        assert!(w.set_uint(64, 64, &BigUint::from(7u32)));
        let r = w.repeat(3);
        assert_eq!(r.get_uint(128 * 2 + 64, 64), Some(BigUint::from(7u32)));
        assert_eq!(r.get_uint(128 * 2, 64), Some(BigUint::from(0u32)));
        assert!(Blob::zeros(0).repeat(4).is_empty());
    }
}
