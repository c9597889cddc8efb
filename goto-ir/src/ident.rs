//! Interned strings: identifiers, file names, comments.
//!
//! An [`Ident`] is a `u32` handle into one process-wide interner, so identifiers are `Copy`,
//! compare in O(1) and print without access to any store. Strings are never freed: a model
//! checker run interns a bounded set of names (program identifiers and SSA names).

use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::{OnceLock, RwLock};

/// An interned string.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ident(u32);

struct Interner {
    map: FxHashMap<&'static str, u32>,
    strings: Vec<&'static str>,
}

fn interner() -> &'static RwLock<Interner> {
    static INTERNER: OnceLock<RwLock<Interner>> = OnceLock::new();
    INTERNER.get_or_init(|| {
        RwLock::new(Interner {
            map: FxHashMap::default(),
            strings: Vec::new(),
        })
    })
}

impl Ident {
    /// Interns `s` and returns its handle.
    pub fn new(s: &str) -> Ident {
        {
            let guard = interner().read().unwrap_or_else(|e| e.into_inner());
            if let Some(&i) = guard.map.get(s) {
                return Ident(i);
            }
        }
        let mut guard = interner().write().unwrap_or_else(|e| e.into_inner());
        if let Some(&i) = guard.map.get(s) {
            return Ident(i);
        }
        let leaked: &'static str = Box::leak(s.to_owned().into_boxed_str());
        let i = guard.strings.len() as u32;
        guard.strings.push(leaked);
        guard.map.insert(leaked, i);
        Ident(i)
    }

    /// The interned text.
    pub fn as_str(self) -> &'static str {
        let guard = interner().read().unwrap_or_else(|e| e.into_inner());
        guard.strings[self.0 as usize]
    }

    /// The raw index (stable within one process only).
    pub fn index(self) -> u32 {
        self.0
    }
}

impl From<&str> for Ident {
    fn from(s: &str) -> Ident {
        Ident::new(s)
    }
}

impl fmt::Display for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent() {
        let a = Ident::new("main::1::x");
        let b = Ident::new("main::1::x");
        assert_eq!(a, b);
        assert_eq!(a.as_str(), "main::1::x");
        assert_ne!(a, Ident::new("main::1::y"));
    }
}
