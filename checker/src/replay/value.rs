//! Concrete values of the replay interpreter: integers, Booleans, pointers as
//! (object, offset), and aggregates as flat bit strings ([`Blob`]) laid out the way the
//! solver flattens them (first component at bit 0, little-endian bytes), so that unions,
//! byte extracts and type punning through pointers all work on the same representation.
//! Objects store their bits in a [`Mem`]: a flat blob, or for large objects (arrays of
//! symbolic size, huge allocations) chunks materialised on demand over a fill pattern.

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

/// Objects of more bits than this are stored sparsely (see [`Mem`]).
pub const FLAT_LIMIT: u64 = 1 << 23;

/// The nominal chunk size of sparse memory in bits (rounded up to a multiple of the fill
/// pattern, so that the pattern's pointers never straddle two chunks).
const CHUNK_BITS: u64 = 4096;

/// Why a memory operation failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemError {
    /// The bits are outside the object.
    Bounds,
    /// A pointer would straddle two chunks of sparse memory.
    Straddle,
}

/// The storage of one object: a flat [`Blob`] for ordinary objects; for large ones
/// (arrays of symbolic size such as `argv`, huge allocations) chunks materialised on
/// demand over a repeating fill pattern, so that only the cells the program touches take
/// memory while the object keeps its size for bounds checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mem {
    len: u64,
    repr: Repr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Repr {
    Flat(Blob),
    Sparse {
        /// Chunk size in bits (a multiple of the fill's length).
        chunk: u64,
        /// The pattern every untouched chunk repeats (empty: zeros).
        fill: Blob,
        /// Materialised chunks by index.
        chunks: BTreeMap<u64, Blob>,
    },
}

impl Mem {
    /// `len` zero bits (sparse above [`FLAT_LIMIT`]).
    pub fn zeros(len: u64) -> Mem {
        let repr = if len > FLAT_LIMIT {
            Repr::Sparse {
                chunk: CHUNK_BITS,
                fill: Blob::default(),
                chunks: BTreeMap::new(),
            }
        } else {
            Repr::Flat(Blob::zeros(len))
        };
        Mem { len, repr }
    }

    /// Number of bits.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the object has no bits.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the storage is sparse.
    pub fn is_sparse(&self) -> bool {
        matches!(self.repr, Repr::Sparse { .. })
    }

    /// Number of materialised chunks (0 for flat storage).
    pub fn chunks(&self) -> usize {
        match &self.repr {
            Repr::Flat(_) => 0,
            Repr::Sparse { chunks, .. } => chunks.len(),
        }
    }

    /// Makes every bit the repetition of `pattern` from bit 0 (bits after the last whole
    /// repetition become zero).
    pub fn fill(&mut self, pattern: &Blob) {
        let p = pattern.len();
        match &mut self.repr {
            Repr::Flat(b) => {
                let mut nb = Blob::zeros(self.len);
                if let Some(n) = self.len.checked_div(p) {
                    nb.splice(0, &pattern.repeat(n));
                }
                *b = nb;
            }
            Repr::Sparse {
                chunk,
                fill,
                chunks,
            } => {
                chunks.clear();
                if p == 0 {
                    *fill = Blob::default();
                    *chunk = CHUNK_BITS;
                } else {
                    *fill = pattern.clone();
                    *chunk = p * CHUNK_BITS.div_ceil(p);
                }
            }
        }
    }

    /// The contents as one flat blob (materialises sparse storage: for objects of moderate
    /// size only).
    pub fn to_blob(&self) -> Option<Blob> {
        match &self.repr {
            Repr::Flat(b) => Some(b.clone()),
            Repr::Sparse { .. } => self.slice(0, self.len),
        }
    }

    fn sparse_chunk(len: u64, chunk: u64, fill: &Blob, k: u64) -> Blob {
        let start = k * chunk;
        let n = chunk.min(len.saturating_sub(start));
        if fill.is_empty() {
            return Blob::zeros(n);
        }
        let mut b = Blob::zeros(n);
        let whole = n / fill.len();
        if whole > 0 {
            b.splice(0, &fill.repeat(whole));
        }
        b
    }

    /// Bits `[off, off + w)` as one blob over whole chunks: the index of the first chunk
    /// and the chunks' concatenation.
    fn window(&self, off: u64, w: u64) -> Option<(u64, Blob)> {
        let Repr::Sparse {
            chunk,
            fill,
            chunks,
        } = &self.repr
        else {
            return None;
        };
        let k0 = off / chunk;
        let k1 = (off + w.max(1) - 1) / chunk;
        let total = (k1 + 1) * chunk;
        let total = total.min(self.len) - k0 * chunk;
        let mut b = Blob::zeros(total);
        for k in k0..=k1 {
            let at = (k - k0) * chunk;
            match chunks.get(&k) {
                Some(c) => b.splice(at, c),
                None => b.splice(at, &Mem::sparse_chunk(self.len, *chunk, fill, k)),
            };
        }
        Some((k0, b))
    }

    /// Stores back a window produced by [`Mem::window`].
    fn store_window(&mut self, k0: u64, b: &Blob) -> Result<(), MemError> {
        let Repr::Sparse { chunk, chunks, .. } = &mut self.repr else {
            return Ok(());
        };
        let n = b.len().div_ceil(*chunk);
        let mut parts = Vec::with_capacity(n as usize);
        for j in 0..n {
            let at = j * *chunk;
            let w = (*chunk).min(b.len() - at);
            parts.push(b.slice(at, w).ok_or(MemError::Straddle)?);
        }
        for (j, part) in parts.into_iter().enumerate() {
            chunks.insert(k0 + j as u64, part);
        }
        Ok(())
    }

    fn in_bounds(&self, off: u64, w: u64) -> bool {
        off.checked_add(w).is_some_and(|e| e <= self.len)
    }

    /// Applies a read to the bits `[off, off + w)`.
    fn read_with<T>(&self, off: u64, w: u64, f: impl FnOnce(&Blob, u64) -> Option<T>) -> Option<T> {
        if !self.in_bounds(off, w) {
            return None;
        }
        match &self.repr {
            Repr::Flat(b) => f(b, off),
            Repr::Sparse { chunk, chunks, .. } => {
                let k0 = off / chunk;
                if (off + w.max(1) - 1) / chunk == k0 {
                    if let Some(c) = chunks.get(&k0) {
                        return f(c, off - k0 * chunk);
                    }
                }
                let (k0, b) = self.window(off, w)?;
                f(&b, off - k0 * chunk)
            }
        }
    }

    /// Applies a write to the bits `[off, off + w)`.
    fn write_with(
        &mut self,
        off: u64,
        w: u64,
        f: impl FnOnce(&mut Blob, u64) -> bool,
    ) -> Result<(), MemError> {
        if !self.in_bounds(off, w) {
            return Err(MemError::Bounds);
        }
        let len = self.len;
        match &mut self.repr {
            Repr::Flat(b) => {
                if f(b, off) {
                    Ok(())
                } else {
                    Err(MemError::Bounds)
                }
            }
            Repr::Sparse {
                chunk,
                fill,
                chunks,
            } => {
                let k0 = off / *chunk;
                if (off + w.max(1) - 1) / *chunk == k0 {
                    let c = chunks
                        .entry(k0)
                        .or_insert_with(|| Mem::sparse_chunk(len, *chunk, fill, k0));
                    return if f(c, off - k0 * *chunk) {
                        Ok(())
                    } else {
                        Err(MemError::Bounds)
                    };
                }
                let ch = *chunk;
                let (k0, mut b) = self.window(off, w).ok_or(MemError::Bounds)?;
                if !f(&mut b, off - k0 * ch) {
                    return Err(MemError::Bounds);
                }
                self.store_window(k0, &b)
            }
        }
    }

    /// The unsigned value of bits `[off, off + w)` (see [`Blob::get_uint`]).
    pub fn get_uint(&self, off: u64, w: u32) -> Option<BigUint> {
        self.read_with(off, u64::from(w), |b, o| b.get_uint(o, w))
    }

    /// Writes the low `w` bits of `v` at `off` (see [`Blob::set_uint`]).
    pub fn set_uint(&mut self, off: u64, w: u32, v: &BigUint) -> Result<(), MemError> {
        self.write_with(off, u64::from(w), |b, o| b.set_uint(o, w, v))
    }

    /// The pointer stored exactly at `off` with width `w`, if any.
    pub fn get_ptr(&self, off: u64, w: u32) -> Option<Ptr> {
        self.read_with(off, u64::from(w), |b, o| b.get_ptr(o, w).cloned())
    }

    /// Bits `[off, off + w)` as a new blob (see [`Blob::slice`]).
    pub fn slice(&self, off: u64, w: u64) -> Option<Blob> {
        self.read_with(off, w, |b, o| b.slice(o, w))
    }

    /// Overwrites bits `[off, off + src.len())` with `src`.
    pub fn splice(&mut self, off: u64, src: &Blob) -> Result<(), MemError> {
        self.write_with(off, src.len(), |b, o| b.splice(o, src))
    }

    /// A pointer stored in the object that `[off, off + w)` overlaps without covering it.
    pub fn partly_overlapped_ptr(&self, off: u64, w: u64) -> Option<(u64, Ptr, u32)> {
        let lo = off.saturating_sub(1024);
        let hi = off.saturating_add(w).saturating_add(1024).min(self.len);
        self.read_with(lo, hi.saturating_sub(lo), |b, o| {
            b.partly_overlapped_ptr(o + (off - lo), w)
                .map(|(at, p, pw)| (at - o + lo, p, pw))
        })
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

    #[test]
    fn sparse_memory_materialises_touched_chunks_only() {
        // 2^40 bits: far too large for a flat blob
        let mut m = Mem::zeros(1 << 40);
        assert!(m.is_sparse());
        let mut elem = Blob::zeros(64);
        assert!(elem.set_ptr(0, 64, Ptr::null()));
        m.fill(&elem);
        assert_eq!(m.get_ptr(64 * 1_000_000, 64), Some(Ptr::null()));
        assert_eq!(m.chunks(), 0);
        assert_eq!(m.set_uint(1 << 39, 32, &BigUint::from(7u32)), Ok(()));
        assert_eq!(m.get_uint(1 << 39, 32), Some(BigUint::from(7u32)));
        assert_eq!(m.get_ptr(1 << 39, 64), None);
        assert_eq!(m.chunks(), 1);
        // a write across a chunk boundary (a chunk is 4096 bits here)
        let v = BigUint::from(0xdead_beefu32);
        assert_eq!(m.set_uint(4096 * 10 - 16, 32, &v), Ok(()));
        assert_eq!(m.get_uint(4096 * 10 - 16, 32), Some(v));
        assert_eq!(m.chunks(), 3);
        // a pointer may not straddle two chunks
        assert_eq!(m.splice(4096 * 20 - 8, &elem), Err(MemError::Straddle));
        // bounds
        assert_eq!(m.get_uint((1 << 40) - 8, 16), None);
        assert_eq!(
            m.set_uint(1 << 40, 8, &BigUint::zero()),
            Err(MemError::Bounds)
        );
        assert_eq!(
            m.partly_overlapped_ptr(64 * 7 + 8, 8)
                .map(|(at, _, w)| (at, w)),
            Some((64 * 7, 64))
        );
    }

    #[test]
    fn flat_memory_behaves_like_a_blob() {
        let mut m = Mem::zeros(256);
        assert!(!m.is_sparse());
        let mut pat = Blob::zeros(24);
        assert!(pat.set_uint(0, 24, &BigUint::from(0xabcdefu32)));
        m.fill(&pat);
        assert_eq!(m.get_uint(24 * 9, 24), Some(BigUint::from(0xabcdefu32)));
        // 256 = 10 * 24 + 16: the rest is zero
        assert_eq!(m.get_uint(240, 16), Some(BigUint::zero()));
        assert_eq!(m.to_blob().map(|b| b.len()), Some(256));
        assert_eq!(m.splice(250, &pat), Err(MemError::Bounds));
    }
}
