//! Linking goto objects (goto binaries compiled separately, by `rbmc-cc -c` or goto-cc)
//! into the program being built, with the rules of [`super::linking`].
//!
//! An object is linked like one more translation unit: each of its names with external
//! linkage that the program already has is set aside and merged with the object's symbol
//! at the end (CBMC's `duplicate_code_symbol` and `duplicate_object_symbol`). The object's
//! other names that clash are renamed `name$linkK` on the way in, as CBMC's linker renames
//! them: file-local (`static`) symbols and the front end's own auxiliary objects
//! (`__compound_literal$1`, …), together with the parameters and locals `f::…` of a renamed
//! function, and struct, union and enum tags that the two define differently. An
//! incomplete tag takes the other's definition. The `__CPROVER_` objects and rbmc's
//! `$`-objects the front end declares in every unit are shared.
//!
//! The program's entry point and `__CPROVER_initialize` are made after linking (see
//! [`Converter::finish`]); an object's own are dropped.

use super::Converter;
use goto_ir::{import::Import, ExprKind, GotoModel, Ident, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// Functions every program gets anew after linking.
fn is_generated(name: &str) -> bool {
    name == goto_ir::ENTRY_POINT || name == "__CPROVER_initialize"
}

impl Converter<'_> {
    /// Links the goto object `obj` (built in its own store) into the program.
    pub fn link_goto_object(&mut self, obj: &GotoModel) {
        self.begin_unit();
        let from = &obj.store;
        let mut rename: FxHashMap<Ident, Ident> = FxHashMap::default();
        let mut taken: FxHashSet<Ident> = FxHashSet::default();
        let fresh = |c: &Converter<'_>, n: Ident, taken: &mut FxHashSet<Ident>| {
            let mut k = 1;
            loop {
                let cand = Ident::new(&format!("{n}$link{k}"));
                if !c.m.symbols.contains(cand)
                    && !obj.symbols.contains(cand)
                    && taken.insert(cand)
                {
                    return cand;
                }
                k += 1;
            }
        };
        // names the program keeps as they are (the object's symbol is dropped)
        let mut keep: FxHashSet<Ident> = FxHashSet::default();
        // tags: the same definition is one type, an incomplete one takes the other's
        for s in obj.symbols.iter().filter(|s| s.is_type) {
            let Some(old) = self.m.symbols.get(s.name) else {
                continue;
            };
            let old_ty = old.ty;
            let new_ty = Import::new(from, rename.clone()).ty(&mut self.m.store, s.ty);
            let incomplete = |t: &TypeKind| match t {
                TypeKind::Struct(c) | TypeKind::Union(c) => c.incomplete,
                _ => false,
            };
            if new_ty == old_ty || incomplete(self.m.store.ty(new_ty)) {
                keep.insert(s.name);
            } else if !incomplete(self.m.store.ty(old_ty)) {
                let r = fresh(self, s.name, &mut taken);
                rename.insert(s.name, r);
            }
        }
        for s in obj.symbols.iter().filter(|s| !s.is_type) {
            let n = s.name;
            let name = n.as_str();
            if is_generated(name) || name.contains("::") {
                // locals go with their function
                continue;
            }
            let Some(old) = self.m.symbols.get(n) else {
                continue;
            };
            if name.starts_with("__CPROVER") || name.starts_with('$') {
                keep.insert(n);
            } else if s.is_file_local || name.contains('$') {
                let r = fresh(self, n, &mut taken);
                rename.insert(n, r);
            } else {
                if old.is_file_local {
                    // the program's file-local symbol of this name is renamed, as in
                    // `linked_ident`
                    let r = fresh(self, n, &mut taken);
                    self.rename_file_local(n, r);
                }
                self.external_ids.insert(name.to_string(), n);
                self.touch(n);
                if obj.functions.get(&n).is_some_and(|f| !f.body.is_empty()) {
                    self.set_aside_locals(n);
                }
            }
        }
        let mut imp = Import::new(from, rename);
        for s in obj.symbols.iter() {
            let name = s.name.as_str();
            let local_of_generated = name
                .split_once("::")
                .is_some_and(|(f, _)| is_generated(f));
            if keep.contains(&s.name) || is_generated(name) || local_of_generated {
                continue;
            }
            let sym = imp.symbol(&mut self.m.store, s);
            self.m.symbols.replace(sym);
        }
        let mut referenced: Vec<Ident> = Vec::new();
        for (&name, f) in &obj.functions {
            if f.body.is_empty() || is_generated(name.as_str()) {
                continue;
            }
            let id = imp.name(name);
            let body = imp.function(&mut self.m.store, f);
            let sym = self.m.symbols.get(id);
            if sym.is_some_and(|s| s.is_weak) {
                self.weak_defined.insert(id);
            }
            if sym.is_some_and(|s| {
                matches!(self.m.store.ty(s.ty), TypeKind::Code { variadic: true, .. })
            }) {
                self.variadic_defs.insert(id);
            }
            let mut roots: Vec<goto_ir::ExprId> = Vec::new();
            for ins in &body.body {
                roots.push(ins.guard);
                roots.extend(ins.kind.exprs());
            }
            let store = &self.m.store;
            store.post_order(&roots, |e| {
                if let ExprKind::Symbol(s) = store.kind(e) {
                    if matches!(store.ty(store.type_of(e)), TypeKind::Code { .. }) {
                        referenced.push(*s);
                    }
                }
            });
            self.defined.insert(id);
            self.m.functions.insert(id, body);
        }
        // functions referenced by initialisers (tables of function pointers)
        let values: Vec<goto_ir::ExprId> = obj
            .symbols
            .iter()
            .filter(|s| s.is_static_lifetime && !s.is_type)
            .filter_map(|s| s.value)
            .map(|v| imp.expr(&mut self.m.store, v))
            .collect();
        let store = &self.m.store;
        store.post_order(&values, |e| {
            if let ExprKind::Symbol(s) = store.kind(e) {
                if matches!(store.ty(store.type_of(e)), TypeKind::Code { .. }) {
                    referenced.push(*s);
                }
            }
        });
        for f in referenced {
            if !self.called.contains(&f) {
                self.called.push(f);
            }
        }
        self.end_unit();
    }
}
