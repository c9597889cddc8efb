//! Value sets: for every pointer-typed L1 object (or field), the set of objects it may point
//! to, with byte offsets (cbmc-behaviour.md §2.8).
//!
//! Keys are L1 objects (field-sensitive fields have their own keys); the contents of
//! non-field-sensitive aggregates (big arrays, dynamic objects) are kept under the key of the
//! whole object and updated weakly. Sets are shared (`Rc`) between forked states.

use goto_ir::ExprId;
use rustc_hash::FxHashMap;
use ssa::L1Id;
use std::rc::Rc;

/// What a pointer may point to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A whole object (an L1 object with an empty field path).
    Object(L1Id),
    /// A constant object: a string literal (CBMC's value sets hold `string_constant`
    /// objects). Reads see its value; writes to it are ignored, as in CBMC.
    Constant(ExprId),
    /// The null pointer.
    Null,
    /// An address made from an integer that carries no object (`(int *)0x5000`, CBMC's
    /// `integer_address`): accesses go to the byte array `__CPROVER_memory` at the
    /// pointer's offset, so every integer address reads what was written there.
    IntegerAddress,
    /// An invalid pointer (uninitialised, dead object).
    Invalid,
    /// Anything (integer-to-pointer casts, nondet pointers, …).
    Unknown,
}

/// One entry of a points-to set: a target and the byte offset into it (`None` if not
/// constant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pointee {
    pub target: Target,
    pub offset: Option<i64>,
}

/// A points-to set, sorted and duplicate-free.
pub type PointsTo = Vec<Pointee>;

/// The value set of one path.
#[derive(Clone, Debug, Default)]
pub struct ValueSet {
    map: FxHashMap<L1Id, Rc<PointsTo>>,
}

/// Sorts and de-duplicates a points-to set.
pub fn normalize(mut v: PointsTo) -> PointsTo {
    v.sort();
    v.dedup();
    v
}

impl ValueSet {
    /// The points-to set of `key` (empty if unknown).
    pub fn get(&self, key: L1Id) -> &[Pointee] {
        self.map.get(&key).map_or(&[], |v| v.as_slice())
    }

    /// Whether `key` has an entry.
    pub fn contains(&self, key: L1Id) -> bool {
        self.map.contains_key(&key)
    }

    /// Strong update: `key` now points to exactly `to`.
    pub fn assign(&mut self, key: L1Id, to: PointsTo) {
        self.map.insert(key, Rc::new(normalize(to)));
    }

    /// Weak update: `key` may additionally point to `to`.
    pub fn add(&mut self, key: L1Id, to: PointsTo) {
        let mut v: PointsTo = self.get(key).to_vec();
        v.extend(to);
        self.assign(key, v);
    }

    /// Removes the entries `drop` from the points-to set of `key` (value-set filtering at
    /// branches and assumptions).
    pub fn erase(&mut self, key: L1Id, drop: &[Pointee]) {
        let Some(v) = self.map.get(&key) else {
            return;
        };
        let kept: PointsTo = v.iter().filter(|p| !drop.contains(p)).copied().collect();
        if kept.len() != v.len() {
            self.map.insert(key, Rc::new(kept));
        }
    }

    /// Forgets `key` (DEAD, end of scope).
    pub fn remove(&mut self, key: L1Id) {
        self.map.remove(&key);
    }

    /// Union with another path's value set (at a join).
    pub fn union(&mut self, other: &ValueSet) {
        for (k, v) in &other.map {
            match self.map.get(k) {
                Some(mine) if Rc::ptr_eq(mine, v) || mine == v => {}
                Some(mine) => {
                    let mut u: PointsTo = mine.as_ref().clone();
                    u.extend(v.iter().copied());
                    self.map.insert(*k, Rc::new(normalize(u)));
                }
                None => {
                    self.map.insert(*k, v.clone());
                }
            }
        }
    }

    /// Every pointer's points-to set.
    pub fn entries(&self) -> impl Iterator<Item = (L1Id, &[Pointee])> {
        self.map.iter().map(|(k, v)| (*k, v.as_slice()))
    }

    /// Number of keys.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no pointer has a points-to set.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}
