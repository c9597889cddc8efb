//! The symbol table: every named program entity (variables, functions, types, tags).

use crate::expr::{ExprId, Store};
use crate::loc::SourceLocation;
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use indexmap::IndexMap;

/// A symbol with CBMC's fields (`symbolt`). Flags default to `false`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Symbol {
    /// Unique identifier, e.g. `main::1::x`, `tag-foo`, `f`.
    pub name: Ident,
    /// Name as written, e.g. `x`.
    pub base_name: Ident,
    /// Name used in messages, e.g. `x`, `struct foo`.
    pub pretty_name: Ident,
    /// Module (translation unit) the symbol comes from.
    pub module: Ident,
    /// Language mode, `C` for C programs.
    pub mode: Ident,
    pub ty: TypeId,
    /// Initial value (variables), body marker (functions) or `None`.
    pub value: Option<ExprId>,
    pub location: SourceLocation,
    pub is_type: bool,
    pub is_macro: bool,
    pub is_exported: bool,
    pub is_input: bool,
    pub is_output: bool,
    pub is_state_var: bool,
    pub is_property: bool,
    pub is_static_lifetime: bool,
    pub is_thread_local: bool,
    pub is_lvalue: bool,
    pub is_file_local: bool,
    pub is_extern: bool,
    pub is_volatile: bool,
    pub is_parameter: bool,
    pub is_auxiliary: bool,
    pub is_weak: bool,
    /// The object is constant or has constant components (C's `const`, which goto types
    /// do not keep; CBMC's `is_constant_or_has_constant_components`): `--nondet-static`
    /// keeps its initial value. Goto binaries carry it as CBMC's `#constant` on the
    /// symbol's type.
    pub is_constant: bool,
}

impl Symbol {
    /// A symbol named `name` of type `ty` with every flag false and mode `C`.
    pub fn new(name: Ident, ty: TypeId) -> Symbol {
        let base = name
            .as_str()
            .rsplit("::")
            .next()
            .map(Ident::new)
            .unwrap_or(name);
        Symbol {
            name,
            base_name: base,
            pretty_name: base,
            module: Ident::new(""),
            mode: Ident::new("C"),
            ty,
            value: None,
            location: SourceLocation::default(),
            is_type: false,
            is_macro: false,
            is_exported: false,
            is_input: false,
            is_output: false,
            is_state_var: false,
            is_property: false,
            is_static_lifetime: false,
            is_thread_local: false,
            is_lvalue: false,
            is_file_local: false,
            is_extern: false,
            is_volatile: false,
            is_parameter: false,
            is_auxiliary: false,
            is_weak: false,
            is_constant: false,
        }
    }

    /// Whether the symbol is a function (its type is a code type).
    pub fn is_function(&self, store: &Store) -> bool {
        !self.is_type && matches!(store.ty(self.ty), TypeKind::Code { .. })
    }
}

/// Symbols by identifier, in insertion order (deterministic output).
#[derive(Clone, Default, Debug, PartialEq, Eq)]
pub struct SymbolTable {
    symbols: IndexMap<Ident, Symbol>,
}

impl SymbolTable {
    pub fn new() -> SymbolTable {
        SymbolTable::default()
    }

    /// Adds `s`; returns `false` (and changes nothing) when the name exists already.
    pub fn insert(&mut self, s: Symbol) -> bool {
        if self.symbols.contains_key(&s.name) {
            return false;
        }
        self.symbols.insert(s.name, s);
        true
    }

    /// Adds or replaces `s`.
    pub fn replace(&mut self, s: Symbol) {
        self.symbols.insert(s.name, s);
    }

    pub fn get(&self, name: Ident) -> Option<&Symbol> {
        self.symbols.get(&name)
    }

    pub fn get_mut(&mut self, name: Ident) -> Option<&mut Symbol> {
        self.symbols.get_mut(&name)
    }

    pub fn contains(&self, name: Ident) -> bool {
        self.symbols.contains_key(&name)
    }

    pub fn remove(&mut self, name: Ident) -> Option<Symbol> {
        self.symbols.shift_remove(&name)
    }

    /// Removes `name` in constant time; the last symbol takes its place in the order.
    pub fn swap_remove(&mut self, name: Ident) -> Option<Symbol> {
        self.symbols.swap_remove(&name)
    }

    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// Symbols in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = &Symbol> {
        self.symbols.values()
    }

    /// Symbols sorted by identifier (CBMC prints symbol tables this way).
    pub fn sorted(&self) -> Vec<&Symbol> {
        let mut v: Vec<&Symbol> = self.symbols.values().collect();
        v.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        v
    }

    /// Resolves struct/union/enum tags (repeatedly) to the type they name. Unknown tags are
    /// returned unchanged.
    pub fn follow(&self, store: &Store, mut t: TypeId) -> TypeId {
        for _ in 0..64 {
            match store.ty(t) {
                TypeKind::StructTag(n) | TypeKind::UnionTag(n) | TypeKind::CEnumTag(n) => {
                    match self.get(*n) {
                        Some(sym) if sym.is_type => t = sym.ty,
                        _ => return t,
                    }
                }
                _ => return t,
            }
        }
        t
    }

    /// Whether `pred` holds for `t` or a type nested in it (array and vector elements,
    /// struct and union members, tags followed). Nesting deeper than 16 levels answers
    /// `too_deep`.
    pub fn type_any(
        &self,
        store: &Store,
        t: TypeId,
        too_deep: bool,
        pred: &dyn Fn(&TypeKind) -> bool,
    ) -> bool {
        self.type_any_rec(store, t, too_deep, pred, 0)
    }

    fn type_any_rec(
        &self,
        store: &Store,
        t: TypeId,
        too_deep: bool,
        pred: &dyn Fn(&TypeKind) -> bool,
        depth: u32,
    ) -> bool {
        if depth > 16 {
            return too_deep;
        }
        let t = self.follow(store, t);
        let k = store.ty(t);
        if pred(k) {
            return true;
        }
        match k {
            TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } => {
                self.type_any_rec(store, *elem, too_deep, pred, depth + 1)
            }
            TypeKind::Struct(c) | TypeKind::Union(c) => c
                .components
                .iter()
                .any(|m| self.type_any_rec(store, m.ty, too_deep, pred, depth + 1)),
            _ => false,
        }
    }
}
