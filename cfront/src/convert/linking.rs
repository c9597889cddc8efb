//! Linking translation units the way CBMC's linker (`src/linking/linking.cpp`) does.
//!
//! Each translation unit (and each C library model, see [`super::library`]) is type
//! checked on its own: its file scope starts empty, so it sees only its own declarations
//! and tags. When a unit declares a name with external linkage that an earlier unit (or
//! the user's program, for a library model) already has, the earlier symbol is set aside
//! ([`Prev`]) and the unit builds its own view of it. At the end of the unit the two are
//! merged with CBMC's rules:
//!
//! - functions (`duplicate_code_symbol`): an implicit declaration takes the other type; a
//!   `()` declaration takes a prototype; two declarations only warn; a declaration and a
//!   definition may differ in pointer parameters, or in non-pointer parameters and return
//!   types of the same size (the definition wins, with a warning); other differences are
//!   `conflicting function declarations`, parameter counts that cannot match are
//!   `conflicting parameter counts of function declarations`, and two bodies of different
//!   types are a `duplicate definition of function` (two bodies of the same type: the
//!   first one is kept, as CBMC does; a strong definition replaces a weak one, as gcc
//!   does);
//! - objects (`duplicate_object_symbol`): arrays complete each other, pointers to different
//!   types only warn (`conflicting pointer types for variable`), structs compare member by
//!   member, anything else is `conflicting types for variable`; a second initialiser that
//!   differs is ignored with a warning (`conflicting initializers for variable`);
//! - a function and an object of the same name: `conflicting definition for symbol`.
//!
//! Errors and warnings carry CBMC's texts and its report of the old and new definitions
//! (and, for conflicts inside types, `reason for conflict at …`). Struct and union tags
//! that two units define differently are different types (the later one is renamed
//! `tag-S$linkN`, see `struct_type`). File-local (`static`) symbols never link: a later
//! unit's `static` one is `name$linkN`; an earlier unit's is renamed `name$linkN` when a
//! later unit declares the name with external linkage (CBMC renames the old symbol then).

use super::{Converter, Entry};
use crate::diag::{Diagnostic, Location, Severity};
use goto_ir::{
    layout::Layout, ExprId, GotoFunction, Ident, Parameter, SourceLocation, Symbol, TypeId,
    TypeKind,
};
use rustc_hash::FxHashSet;

/// The module name of the C library models.
pub(super) const LIBRARY_MODULE: &str = "<built-in-library>";

/// The linking state of the translation unit being converted.
#[derive(Default)]
pub struct UnitLink {
    /// Names with external linkage this unit has declared: their symbols are the unit's
    /// own view until the unit ends.
    touched: FxHashSet<Ident>,
    /// The symbols of earlier units that this unit redeclares, in order: merged with the
    /// unit's view at its end.
    prev: Vec<(Ident, Prev)>,
    /// Struct and union tags this unit has defined (a tag completed by an earlier unit
    /// with other members is renamed instead of overwritten).
    pub(super) tags_completed: FxHashSet<Ident>,
}

/// A symbol of an earlier unit, set aside while a unit builds its own view of the name.
struct Prev {
    sym: Symbol,
    /// Its body, and the symbols of its parameters and locals (`f::…`) once the unit
    /// defines the function again (they are set aside then; until then they stay).
    body: Option<GotoFunction>,
    locals: Option<Vec<Symbol>>,
    defined: bool,
    weak: bool,
    variadic: bool,
    implicit: bool,
    kr: bool,
}

/// What [`Converter::adjust_type`] found while comparing two types (CBMC's
/// `adjust_type_infot`).
#[derive(Default)]
struct Adjust {
    /// Comparing parameter types of functions (else object types).
    code: bool,
    old_extern: bool,
    new_extern: bool,
    old_weak: bool,
    new_weak: bool,
    /// The new type is to be used.
    set_to_new: bool,
    /// Tags followed so far on each side (recursive types).
    old_tags: Vec<Ident>,
    new_tags: Vec<Ident>,
    warnings: Vec<&'static str>,
    errors: Vec<&'static str>,
}

impl Converter<'_> {
    /// Starts a translation unit: an empty file scope (but for the `__CPROVER_` built-ins
    /// and the 128-bit integer types GCC predefines)
    /// and no tags.
    pub(super) fn begin_unit(&mut self) {
        self.scopes.truncate(1);
        self.scopes[0].retain(|n, _| {
            n.starts_with("__CPROVER_") || n == "__int128_t" || n == "__uint128_t"
        });
        self.tags.truncate(1);
        self.tags[0].clear();
        self.link = UnitLink::default();
    }

    /// The symbol a file-scope declaration of `name` (or a block-scope `extern` or function
    /// declaration) denotes: this unit's, if it declared the name before; for a `static`
    /// one `name`, or `name$linkK` when another unit uses the name; otherwise the program's
    /// one external `name` (`name$linkK` when `name` is some unit's file-local symbol).
    pub(super) fn linked_ident(&mut self, name: &str, is_static: bool) -> Ident {
        if let Some(Entry::Symbol(b)) = self.scopes[0].get(name) {
            return *b;
        }
        let id = Ident::new(name);
        if name.starts_with("__CPROVER_") {
            return id;
        }
        if is_static {
            if self.m.symbols.contains(id) || self.external_ids.contains_key(name) {
                return self.fresh_link_name(name);
            }
            return id;
        }
        let id = match self.external_ids.get(name) {
            Some(&id) => id,
            None => {
                if self.m.symbols.get(id).is_some_and(|s| s.is_file_local) {
                    // an earlier unit's file-local symbol of this name: renamed, as CBMC's
                    // linker renames the old symbol (the external one keeps the name)
                    let renamed = self.fresh_link_name(name);
                    self.rename_file_local(id, renamed);
                }
                self.external_ids.insert(name.to_string(), id);
                id
            }
        };
        self.touch(id);
        id
    }

    /// Renames the file-local symbol `old` of an earlier unit to `new` in the whole
    /// program: the symbol, its body, the converter's records and every reference.
    pub(super) fn rename_file_local(&mut self, old: Ident, new: Ident) {
        let Some(mut sym) = self.m.symbols.swap_remove(old) else {
            return;
        };
        sym.name = new;
        self.m.symbols.insert(sym);
        if let Some(mut f) = self.m.functions.shift_remove(&old) {
            for ins in &mut f.body {
                if ins.location.function == Some(old) {
                    ins.location.function = Some(new);
                }
            }
            self.m.functions.insert(new, f);
        }
        for set in [
            &mut self.defined,
            &mut self.weak_defined,
            &mut self.variadic_defs,
            &mut self.implicit_fns,
        ] {
            if set.remove(&old) {
                set.insert(new);
            }
        }
        if self.kr_functions.remove(old.as_str()) {
            self.kr_functions.insert(new.as_str().to_string());
        }
        for list in [
            &mut self.called,
            &mut self.constructors,
            &mut self.destructors,
            &mut self.statics,
        ] {
            for x in list.iter_mut().filter(|x| **x == old) {
                *x = new;
            }
        }
        if let Some(q) = self.decl_quals.remove(&old) {
            self.decl_quals.insert(new, q);
        }
        if let Some(p) = self.init_priorities.remove(&old) {
            self.init_priorities.insert(new, p);
        }
        let rename = |store: &mut goto_ir::Store, e: ExprId| {
            store.rewrite(e, &mut |s, n| match s.kind(n) {
                goto_ir::ExprKind::Symbol(x) if *x == old => {
                    let t = s.type_of(n);
                    Some(s.symbol(new, t))
                }
                _ => None,
            })
        };
        let rename_body = |store: &mut goto_ir::Store, f: &mut GotoFunction| {
            for ins in &mut f.body {
                ins.guard = rename(store, ins.guard);
                for e in ins.kind.exprs_mut() {
                    *e = rename(store, *e);
                }
            }
        };
        for f in self.m.functions.values_mut() {
            rename_body(&mut self.m.store, f);
        }
        for (_, prev) in &mut self.link.prev {
            if let Some(f) = &mut prev.body {
                rename_body(&mut self.m.store, f);
            }
            if let Some(v) = prev.sym.value {
                prev.sym.value = Some(rename(&mut self.m.store, v));
            }
        }
        let with_values: Vec<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.value.is_some())
            .map(|s| s.name)
            .collect();
        for n in with_values {
            if let Some(v) = self.m.symbols.get(n).and_then(|s| s.value) {
                let v = rename(&mut self.m.store, v);
                if let Some(s) = self.m.symbols.get_mut(n) {
                    s.value = Some(v);
                }
            }
        }
    }

    /// `t` with the struct or union tag `from` replaced by `to` (a renamed type's
    /// references to itself).
    pub(super) fn replace_tag(&mut self, t: TypeId, from: Ident, to: Ident) -> TypeId {
        let k = self.m.store.ty(t).clone();
        let r = |c: &mut Self, x: TypeId| c.replace_tag(x, from, to);
        let new = match k {
            TypeKind::StructTag(n) if n == from => TypeKind::StructTag(to),
            TypeKind::UnionTag(n) if n == from => TypeKind::UnionTag(to),
            TypeKind::Pointer { base, width } => TypeKind::Pointer {
                base: r(self, base),
                width,
            },
            TypeKind::Array { elem, size } => TypeKind::Array {
                elem: r(self, elem),
                size,
            },
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => TypeKind::Code {
                params: params
                    .into_iter()
                    .map(|p| Parameter {
                        ty: r(self, p.ty),
                        ..p
                    })
                    .collect(),
                ret: r(self, ret),
                variadic,
            },
            TypeKind::Struct(mut c) => {
                for m in &mut c.components {
                    m.ty = r(self, m.ty);
                }
                TypeKind::Struct(c)
            }
            TypeKind::Union(mut c) => {
                for m in &mut c.components {
                    m.ty = r(self, m.ty);
                }
                TypeKind::Union(c)
            }
            _ => return t,
        };
        self.m.store.mk_type(new)
    }

    /// `name$linkK` for the least K not in use.
    pub(super) fn fresh_link_name(&self, name: &str) -> Ident {
        let mut k = 1;
        loop {
            let candidate = Ident::new(&format!("{name}$link{k}"));
            if !self.m.symbols.contains(candidate) {
                return candidate;
            }
            k += 1;
        }
    }

    /// The first declaration of `id` in this unit: an earlier unit's symbol of that name is
    /// set aside (with its body) until the unit ends.
    pub(super) fn touch(&mut self, id: Ident) {
        if !self.link.touched.insert(id) {
            return;
        }
        let Some(sym) = self.m.symbols.swap_remove(id) else {
            return;
        };
        let body = self.m.functions.shift_remove(&id);
        let defined = self.defined.remove(&id);
        let prev = Prev {
            sym,
            body,
            locals: None,
            defined,
            weak: self.weak_defined.remove(&id),
            variadic: self.variadic_defs.remove(&id),
            implicit: self.implicit_fns.remove(&id),
            kr: self.kr_functions.remove(id.as_str()),
        };
        self.link.prev.push((id, prev));
    }

    /// Before this unit defines function `id`: the symbols of the parameters and locals of
    /// an earlier unit's body of it are set aside (the two bodies may use the same names).
    pub(super) fn set_aside_locals(&mut self, id: Ident) {
        let Some(i) = self
            .link
            .prev
            .iter()
            .position(|(p, prev)| *p == id && prev.body.is_some() && prev.locals.is_none())
        else {
            return;
        };
        let locals = self.take_locals(id);
        self.link.prev[i].1.locals = Some(locals);
    }

    /// Removes the symbols of the parameters and locals of function `f` (`f::…`).
    fn take_locals(&mut self, f: Ident) -> Vec<Symbol> {
        let prefix = format!("{f}::");
        let names: Vec<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.name.as_str().starts_with(&prefix))
            .map(|s| s.name)
            .collect();
        names
            .into_iter()
            .filter_map(|n| self.m.symbols.remove(n))
            .collect()
    }

    /// Whether a function named `id` has a body in some unit converted so far.
    pub(super) fn defined_anywhere(&self, id: Ident) -> bool {
        self.defined.contains(&id)
            || self
                .link
                .prev
                .iter()
                .any(|(p, prev)| *p == id && prev.defined)
    }

    /// Ends a translation unit: merges the unit's view of each name an earlier unit has
    /// with that unit's symbol.
    pub(super) fn end_unit(&mut self) {
        let prev = std::mem::take(&mut self.link.prev);
        for (id, old) in prev {
            let Some(new) = self.m.symbols.get(id).cloned() else {
                self.keep_old(id, old);
                continue;
            };
            let old_code = matches!(self.m.store.ty(old.sym.ty), TypeKind::Code { .. });
            let new_code = matches!(self.m.store.ty(new.ty), TypeKind::Code { .. });
            if old_code != new_code {
                self.link_error(&old.sym, &new, "conflicting definition for symbol", None);
                self.keep_old(id, old);
            } else if old_code {
                self.link_function(id, old, new);
            } else {
                self.link_object(id, old, new);
            }
        }
        self.link.touched.clear();
    }

    /// Drops the unit's view of `id` and puts the earlier symbol back as it was.
    fn keep_old(&mut self, id: Ident, old: Prev) {
        self.m.functions.shift_remove(&id);
        if self.defined.remove(&id) {
            self.take_locals(id);
        }
        self.weak_defined.remove(&id);
        self.variadic_defs.remove(&id);
        self.implicit_fns.remove(&id);
        self.kr_functions.remove(id.as_str());
        self.restore_flags(id, &old);
        for l in old.locals.into_iter().flatten() {
            self.m.symbols.replace(l);
        }
        if let Some(b) = old.body {
            self.m.functions.insert(id, b);
        }
        self.m.symbols.replace(old.sym);
    }

    fn restore_flags(&mut self, id: Ident, old: &Prev) {
        if old.defined {
            self.defined.insert(id);
        }
        if old.weak {
            self.weak_defined.insert(id);
        }
        if old.variadic {
            self.variadic_defs.insert(id);
        }
        if old.implicit {
            self.implicit_fns.insert(id);
        }
        if old.kr {
            self.kr_functions.insert(id.as_str().to_string());
        }
    }

    /// CBMC's `duplicate_code_symbol`: `old` is the earlier units' function, `new` this
    /// unit's.
    fn link_function(&mut self, id: Ident, old: Prev, new: Symbol) {
        let (ot, nt) = (old.sym.ty, new.ty);
        let (ov, nv) = (old.defined, self.defined.contains(&id));
        let new_weak = self.weak_defined.contains(&id);
        let new_implicit = self.implicit_fns.contains(&id);
        let (
            TypeKind::Code {
                params: op,
                ret: oret,
                variadic: ovar,
            },
            TypeKind::Code {
                params: np,
                ret: nret,
                variadic: nvar,
            },
        ) = (self.m.store.ty(ot).clone(), self.m.store.ty(nt).clone())
        else {
            return self.keep_old(id, old);
        };
        // which type the symbol keeps when no body decides it
        let mut take_new_type = false;
        let mut old_value = ov;
        let mut new_value = nv;
        if self.strip_parameter_names(ot) != self.strip_parameter_names(nt) {
            if old.implicit && !ov {
                self.link_warning(&old.sym, &new, "implicit function declaration");
                take_new_type = true;
            } else if new_implicit && !nv {
                self.link_warning(
                    &old.sym,
                    &new,
                    "ignoring conflicting implicit function declaration",
                );
            } else if (op.is_empty() && ovar && !ov) || (np.is_empty() && nvar && !nv) {
                // a declaration without a prototype takes the other type
                take_new_type = op.is_empty() && ovar && !ov;
            } else if old.weak {
                if !nv {
                    self.link_warning(
                        &old.sym,
                        &new,
                        "function declaration conflicts with with weak definition",
                    );
                } else {
                    old_value = false;
                }
            } else if new_weak {
                if !nv || ov {
                    new_value = false;
                    self.link_warning(
                        &old.sym,
                        &new,
                        "ignoring conflicting weak function declaration",
                    );
                }
            } else if !ov && !nv {
                self.link_warning(&old.sym, &new, "ignoring conflicting function declarations");
                take_new_type = op.len() < np.len();
            } else if (op.len() < np.len() && nv && !ovar) || (op.len() > np.len() && ov && !nvar) {
                self.link_error(
                    &old.sym,
                    &new,
                    "conflicting parameter counts of function declarations",
                    None,
                );
                return self.keep_old(id, old);
            } else {
                // the parameter counts can match: collect the conflicts and see whether
                // they can be cured
                let mut warn_msg: Option<&'static str> = None;
                let mut replace = false;
                let mut conflicts: Vec<(TypeId, TypeId)> = Vec::new();
                if oret != nret {
                    self.link_warning(&old.sym, &new, "conflicting return types");
                    conflicts.push((oret, nret));
                }
                for (o, n) in op.iter().zip(&np) {
                    if o.ty == n.ty {
                        continue;
                    }
                    let mut info = Adjust {
                        code: true,
                        old_extern: old.sym.is_extern,
                        new_extern: new.is_extern,
                        old_weak: old.weak,
                        new_weak,
                        ..Adjust::default()
                    };
                    let failed = self.adjust_type(o.ty, n.ty, &mut info);
                    self.report_adjust(&old.sym, &new, &info);
                    replace |= info.set_to_new;
                    if failed {
                        conflicts.push((o.ty, n.ty));
                    }
                }
                let counts_differ = op.len() != np.len();
                if counts_differ {
                    // more parameters on a side with a body and no ellipsis on the other:
                    // the bodied side's extra parameters would be unset
                    let conflicting = if op.len() > np.len() {
                        !nvar && ov
                    } else {
                        !ovar && nv
                    };
                    if conflicting {
                        self.link_error(
                            &old.sym,
                            &new,
                            "conflicting parameter counts of function declarations",
                            None,
                        );
                        return self.keep_old(id, old);
                    }
                    replace = nv;
                }
                let mut remaining = conflicts.into_iter().peekable();
                while let Some(&(c1, c2)) = remaining.peek() {
                    let t1 = self.m.symbols.follow(&self.m.store, c1);
                    let t2 = self.m.symbols.follow(&self.m.store, c2);
                    let pointer = self.is_pointer(t1) || self.is_pointer(t2);
                    let same_size = self.bits(t1) == self.bits(t2);
                    if pointer && same_size && !ov && !nv {
                        // different pointer arguments without implementation may work
                        warn_msg.get_or_insert("different pointer types in extern function");
                    } else if pointer && same_size && ov != nv {
                        // the implementation is always right
                        warn_msg.get_or_insert(
                            "pointer parameter types differ between declaration and definition",
                        );
                        replace = nv;
                    } else if same_size && ov != nv {
                        warn_msg.get_or_insert(
                            "non-pointer parameter types differ between declaration and definition",
                        );
                        replace = nv;
                    } else {
                        break;
                    }
                    remaining.next();
                }
                let integers_only = remaining.clone().all(|(c1, c2)| {
                    let t1 = self.m.symbols.follow(&self.m.store, c1);
                    let t2 = self.m.symbols.follow(&self.m.store, c2);
                    let int = |t| {
                        matches!(
                            self.m.store.ty(t),
                            TypeKind::Signed(_) | TypeKind::Unsigned(_)
                        )
                    };
                    int(t1) && int(t2)
                });
                if remaining.peek().is_some()
                    && integers_only
                    && nv
                    && !ov
                    && new.module.as_str() == LIBRARY_MODULE
                {
                    // a library model whose parameters differ from the program's prototype
                    // only in integer widths (`void *malloc(int)`) is linked, as CBMC links
                    // its library: the model's body and type win, the calls convert their
                    // arguments
                    warn_msg.get_or_insert(
                        "non-pointer parameter types differ between declaration and definition",
                    );
                    replace = true;
                    remaining.by_ref().for_each(drop);
                }
                if let Some((c1, c2)) = remaining.next() {
                    let report = self.conflict_report(c1, c2);
                    self.link_error(&old.sym, &new, "conflicting function declarations", report);
                    return self.keep_old(id, old);
                }
                match warn_msg {
                    Some(m) => self.link_warning(&old.sym, &new, m),
                    // CBMC warns with an empty text here
                    None if counts_differ => self.link_warning(
                        &old.sym,
                        &new,
                        "parameter counts differ between declaration and definition",
                    ),
                    None => {}
                }
                take_new_type = replace;
            }
        }
        // the bodies
        let new_body_wins = if new_value {
            if !old_value {
                true
            } else if old.weak && !new_weak {
                // gcc: a strong definition replaces a weak one wherever it comes
                true
            } else if new_weak || ot == nt {
                // CBMC keeps the first of two definitions of the same type (libraries
                // come last)
                false
            } else {
                self.link_error(&old.sym, &new, "duplicate definition of function", None);
                return self.keep_old(id, old);
            }
        } else {
            false
        };
        if new_body_wins {
            // the unit's symbol (its type names the body's parameters) in the old place
            let mut sym = new;
            sym.module = old.sym.module;
            sym.is_file_local = old.sym.is_file_local;
            self.m.symbols.replace(sym);
            self.implicit_fns.remove(&id);
            return;
        }
        // the earlier symbol stays, with its body if it has one
        let implicit = old.implicit && new_implicit;
        let mut sym = old.sym.clone();
        if take_new_type && !old_value {
            sym.ty = nt;
            sym.location = new.location;
            sym.is_weak = new.is_weak;
        }
        let had_body = old.body.is_some() && old_value;
        self.m.functions.shift_remove(&id);
        if self.defined.remove(&id) {
            self.take_locals(id);
        }
        self.weak_defined.remove(&id);
        self.variadic_defs.remove(&id);
        self.implicit_fns.remove(&id);
        self.kr_functions.remove(id.as_str());
        if had_body {
            self.restore_flags(id, &old);
            for l in old.locals.into_iter().flatten() {
                self.m.symbols.replace(l);
            }
            if let Some(b) = old.body {
                self.m.functions.insert(id, b);
            }
        }
        if implicit {
            self.implicit_fns.insert(id);
        }
        self.m.symbols.replace(sym);
    }

    /// CBMC's `duplicate_object_symbol`: `old` is the earlier units' object, `new` this
    /// unit's.
    fn link_object(&mut self, id: Ident, old: Prev, new: Symbol) {
        let (ot, nt) = (old.sym.ty, new.ty);
        let mut set_to_new = false;
        if ot != nt {
            let mut info = Adjust {
                old_extern: old.sym.is_extern,
                new_extern: new.is_extern,
                old_weak: old.sym.is_weak,
                new_weak: new.is_weak,
                ..Adjust::default()
            };
            let t1 = self.m.symbols.follow(&self.m.store, ot);
            let t2 = self.m.symbols.follow(&self.m.store, nt);
            let failed = self.adjust_type(t1, t2, &mut info);
            self.report_adjust(&old.sym, &new, &info);
            if failed {
                let report = matches!(
                    self.m.store.ty(t1),
                    TypeKind::Struct(_)
                        | TypeKind::Union(_)
                        | TypeKind::Array { .. }
                        | TypeKind::CEnum { .. }
                )
                .then(|| self.conflict_report(ot, nt))
                .flatten();
                self.link_error(&old.sym, &new, "conflicting types for variable", report);
                return self.keep_old(id, old);
            }
            set_to_new = info.set_to_new;
            if let Some(why) = self.unsupported_object_retyping(ot, nt) {
                let loc = new.location;
                self.error_at(
                    &loc,
                    format!(
                        "linking variable '{}' declared as {} and as {} ({why}) is not supported yet",
                        old.sym.base_name,
                        self.c_type(ot),
                        self.c_type(nt)
                    ),
                );
                return self.keep_old(id, old);
            }
        }
        let mut sym = old.sym.clone();
        if set_to_new {
            sym.ty = nt;
        }
        match (old.sym.value, new.value) {
            (None, Some(v)) => sym.value = Some(v),
            (Some(_), Some(v)) if old.sym.is_weak => sym.value = Some(v),
            (Some(a), Some(b)) if !new.is_weak && a != b => {
                let (a, b) = (self.simplified(a), self.simplified(b));
                if a != b {
                    let msg = format!(
                        "conflicting initializers for variable '{}'\nusing old value in module {} {}\n{}\nignoring new value in module {} {}\n{}",
                        old.sym.name,
                        old.sym.module,
                        old.sym.location,
                        self.c_expr(a),
                        new.module,
                        new.location,
                        self.c_expr(b)
                    );
                    self.warn_at(&new.location, msg);
                }
            }
            _ => {}
        }
        // a value of the other unit's type (CBMC: a typecast to the linked type)
        if let Some(v) = sym.value.filter(|&v| self.m.store.type_of(v) != sym.ty) {
            sym.value = Some(self.reinterpret(v, sym.ty));
        }
        if old.sym.is_extern && !new.is_extern {
            sym.location = new.location;
        }
        sym.is_extern = old.sym.is_extern && new.is_extern;
        sym.is_thread_local |= new.is_thread_local;
        // the definition's weakness: a declaration (`extern`, no value) keeps the other's
        let defines = |s: &Symbol| !s.is_extern || s.value.is_some();
        sym.is_weak = match (defines(&old.sym), defines(&new)) {
            (true, true) => old.sym.is_weak && new.is_weak,
            (true, false) => old.sym.is_weak,
            (false, true) => new.is_weak,
            (false, false) => old.sym.is_weak || new.is_weak,
        };
        self.m.symbols.replace(sym);
    }

    /// Why the program's references to an object declared with type `old` in some units and
    /// `new` in others cannot be given the linked type, if they cannot: rbmc retypes
    /// pointers and array sizes (see `fix_function_symbol_types`), not objects whose type
    /// changes shape (an array against a pointer, structs of different tags).
    fn unsupported_object_retyping(&self, old: TypeId, new: TypeId) -> Option<&'static str> {
        let (a, b) = (self.m.store.ty(old), self.m.store.ty(new));
        match (a, b) {
            (TypeKind::Pointer { .. }, TypeKind::Pointer { .. }) => None,
            (TypeKind::Array { elem: e1, .. }, TypeKind::Array { elem: e2, .. }) if e1 == e2 => {
                None
            }
            (TypeKind::Array { .. }, TypeKind::Pointer { .. })
            | (TypeKind::Pointer { .. }, TypeKind::Array { .. }) => Some("an array and a pointer"),
            // the same bytes under another type (structs with other member types of the
            // same size, arrays of other pointers): references read them reinterpreted
            _ if self.bits(old).is_some() && self.bits(old) == self.bits(new) => None,
            _ => Some("types of different sizes"),
        }
    }

    /// `v` as a value of type `t`: a conversion between pointers, else its bytes.
    fn reinterpret(&mut self, v: ExprId, t: TypeId) -> ExprId {
        let vt = self.m.store.type_of(v);
        if self.is_pointer(vt) && self.is_pointer(t) || self.bits(vt) != self.bits(t) {
            return self.m.store.typecast(v, t);
        }
        let zero = self.m.store.int_const(0, self.ct.ssize_t);
        let e = self.target_endian();
        self.m
            .store
            .mk(goto_ir::ExprKind::ByteExtract(e), t, [v, zero])
    }

    /// CBMC's `adjust_object_type_rec`: whether `t1` (old) and `t2` (new) cannot be
    /// reconciled; records in `info` whether the new type is to be used and what to warn
    /// about.
    fn adjust_type(&self, t1: TypeId, t2: TypeId, info: &mut Adjust) -> bool {
        if t1 == t2 {
            return false;
        }
        let store = &self.m.store;
        let (k1, k2) = (store.ty(t1).clone(), store.ty(t2).clone());
        if let TypeKind::StructTag(n) | TypeKind::UnionTag(n) | TypeKind::CEnumTag(n) = k1 {
            if info.old_tags.contains(&n) {
                return false;
            }
            info.old_tags.push(n);
            let f = self.m.symbols.follow(store, t1);
            let r = self.adjust_type(f, t2, info);
            info.old_tags.pop();
            return r;
        }
        if let TypeKind::StructTag(n) | TypeKind::UnionTag(n) | TypeKind::CEnumTag(n) = k2 {
            if info.new_tags.contains(&n) {
                return false;
            }
            info.new_tags.push(n);
            let f = self.m.symbols.follow(store, t2);
            let r = self.adjust_type(t1, f, info);
            info.new_tags.pop();
            return r;
        }
        match (&k1, &k2) {
            (TypeKind::Pointer { .. }, TypeKind::Array { .. }) => {
                info.set_to_new = true;
                return false;
            }
            (TypeKind::Array { .. }, TypeKind::Pointer { .. }) => return false,
            (TypeKind::Struct(a), TypeKind::Struct(b))
            | (TypeKind::Union(a), TypeKind::Union(b))
                if a.incomplete || b.incomplete =>
            {
                if a.incomplete && !b.incomplete {
                    info.set_to_new = true;
                }
                return false;
            }
            _ => {}
        }
        if std::mem::discriminant(&k1) != std::mem::discriminant(&k2) {
            // type classes do not match and cannot be fixed
            return true;
        }
        match (k1, k2) {
            (TypeKind::Pointer { .. }, TypeKind::Pointer { .. }) => {
                info.warnings.push(if info.code {
                    "pointer parameter types differ between declaration and definition"
                } else {
                    "conflicting pointer types for variable"
                });
                if info.old_extern && !info.new_extern {
                    info.set_to_new = true;
                }
                false
            }
            (TypeKind::Array { elem: e1, size: s1 }, TypeKind::Array { elem: e2, size: s2 }) => {
                if self.adjust_type(e1, e2, info) {
                    return true;
                }
                let zero = |s: Option<ExprId>| {
                    s.and_then(|s| store.as_int(s).cloned())
                        .is_some_and(|v| v == num_bigint::BigInt::from(0))
                };
                if (s1.is_none() && s2.is_some()) || (zero(s1) && s2.is_some()) || info.old_weak {
                    info.set_to_new = true;
                } else if s2.is_none() || zero(s2) || info.new_weak {
                    // the old type stays
                } else {
                    let same = match (s1, s2) {
                        (Some(a), Some(b)) => {
                            a == b
                                || matches!((store.as_int(a), store.as_int(b)), (Some(x), Some(y)) if x == y)
                        }
                        _ => false,
                    };
                    if !same {
                        info.errors.push("conflicting array sizes for variable");
                        return true;
                    }
                }
                false
            }
            (TypeKind::Struct(a), TypeKind::Struct(b))
            | (TypeKind::Union(a), TypeKind::Union(b)) => {
                if a.components.len() != b.components.len() {
                    return true;
                }
                for (x, y) in a.components.iter().zip(&b.components) {
                    if x.name != y.name || self.adjust_type(x.ty, y.ty, info) {
                        return true;
                    }
                }
                false
            }
            _ => true,
        }
    }

    /// Emits the warnings and errors [`Converter::adjust_type`] collected.
    fn report_adjust(&mut self, old: &Symbol, new: &Symbol, info: &Adjust) {
        for w in &info.warnings {
            self.link_warning(old, new, w);
        }
        for e in &info.errors {
            self.link_error(old, new, e, None);
        }
    }

    /// CBMC's `detailed_conflict_report`: where inside `t1` (old) and `t2` (new) the
    /// conflict is, as lines to put into the error.
    fn conflict_report(&self, t1: TypeId, t2: TypeId) -> Option<String> {
        let mut parents = Vec::new();
        self.conflict_report_rec(t1, t2, 10, "#this".to_string(), &mut parents)
            .map(|(path, msg, a, b)| {
                format!(
                    "reason for conflict at {path}: {msg}\n{}\n{}",
                    self.verbose_type(a),
                    self.verbose_type(b)
                )
            })
    }

    fn conflict_report_rec(
        &self,
        type1: TypeId,
        type2: TypeId,
        depth: u32,
        path: String,
        parents: &mut Vec<TypeId>,
    ) -> Option<(String, String, TypeId, TypeId)> {
        let store = &self.m.store;
        let t1 = self.m.symbols.follow(store, type1);
        let t2 = self.m.symbols.follow(store, type2);
        let (k1, k2) = (store.ty(t1).clone(), store.ty(t2).clone());
        let found = |msg: String| Some((path.clone(), msg, t1, t2));
        if std::mem::discriminant(&k1) != std::mem::discriminant(&k2) {
            return found("type classes differ".into());
        }
        match (k1, k2) {
            (TypeKind::Pointer { base: b1, .. }, TypeKind::Pointer { base: b2, .. })
            | (TypeKind::Array { elem: b1, .. }, TypeKind::Array { elem: b2, .. }) => {
                if depth > 0 && b1 != b2 {
                    let p = if self.is_pointer(t1) {
                        format!("*{path}")
                    } else {
                        format!("{path}[]")
                    };
                    self.conflict_report_rec(b1, b2, depth - 1, p, parents)
                } else {
                    // not conclusive (CBMC says "pointer/array types differ" silently)
                    None
                }
            }
            (TypeKind::Struct(a), TypeKind::Struct(b))
            | (TypeKind::Union(a), TypeKind::Union(b)) => {
                if a.components.len() != b.components.len() {
                    return found(format!(
                        "number of members is different ({}/{})",
                        a.components.len(),
                        b.components.len()
                    ));
                }
                for (i, (x, y)) in a.components.iter().zip(&b.components).enumerate() {
                    if x.name != y.name {
                        return found(format!(
                            "names of member {i} differ ({}/{})",
                            x.name, y.name
                        ));
                    }
                    if x.ty != y.ty && depth > 0 && !parents.contains(&x.ty) {
                        let p = if let Some(rest) = path.strip_prefix('*') {
                            format!("{rest}->{}", x.name)
                        } else {
                            format!("{path}.{}", x.name)
                        };
                        parents.push(type1);
                        let r = self.conflict_report_rec(x.ty, y.ty, depth - 1, p, parents);
                        parents.pop();
                        if r.is_some() {
                            return r;
                        }
                    }
                }
                None
            }
            (
                TypeKind::CEnum {
                    base: b1,
                    members: m1,
                    ..
                },
                TypeKind::CEnum {
                    base: b2,
                    members: m2,
                    ..
                },
            ) => {
                if b1 != b2 {
                    return found(format!(
                        "enum value types are different ({}/{})",
                        self.c_type(b1),
                        self.c_type(b2)
                    ));
                }
                if m1.len() != m2.len() {
                    return found(format!(
                        "number of enum members is different ({}/{})",
                        m1.len(),
                        m2.len()
                    ));
                }
                for (i, (x, y)) in m1.iter().zip(&m2).enumerate() {
                    if x.base_name != y.base_name {
                        return found(format!(
                            "names of member {i} differ ({}/{})",
                            x.base_name, y.base_name
                        ));
                    }
                    if x.value != y.value {
                        return found(format!(
                            "values of member {i} differ ({}/{})",
                            x.value, y.value
                        ));
                    }
                }
                None
            }
            (
                TypeKind::Code {
                    params: p1,
                    ret: r1,
                    ..
                },
                TypeKind::Code {
                    params: p2,
                    ret: r2,
                    ..
                },
            ) => {
                if p1.len() != p2.len() {
                    return found(format!(
                        "parameter counts differ ({}/{})",
                        p1.len(),
                        p2.len()
                    ));
                }
                if r1 != r2 {
                    if depth == 0 {
                        return None;
                    }
                    return self.conflict_report_rec(
                        r1,
                        r2,
                        depth - 1,
                        format!("{path}[-1]"),
                        parents,
                    );
                }
                for (i, (x, y)) in p1.iter().zip(&p2).enumerate() {
                    if x.ty != y.ty && depth > 0 {
                        let r = self.conflict_report_rec(
                            x.ty,
                            y.ty,
                            depth - 1,
                            format!("{path}[{i}]"),
                            parents,
                        );
                        if r.is_some() {
                            return r;
                        }
                    }
                }
                None
            }
            _ => found("conflict on POD".into()),
        }
    }

    /// CBMC's `type_to_string_verbose`: structs and unions with their members, pointers to
    /// them as `struct s { … } *`, other types in C syntax.
    fn verbose_type(&self, t: TypeId) -> String {
        let store = &self.m.store;
        let f = self.m.symbols.follow(store, t);
        match store.ty(f) {
            TypeKind::Struct(c) | TypeKind::Union(c) => {
                let mut r = if matches!(store.ty(f), TypeKind::Struct(_)) {
                    "struct".to_string()
                } else {
                    "union".to_string()
                };
                if let Some(tag) = c.tag {
                    r.push(' ');
                    r.push_str(tag.as_str());
                }
                if c.incomplete {
                    r.push_str("   (incomplete)");
                } else {
                    r.push_str(" {\n");
                    for m in &c.components {
                        r.push_str(&format!("  {} {};\n", self.c_type(m.ty), m.name));
                    }
                    r.push('}');
                }
                r
            }
            TypeKind::Pointer { base, .. } => format!("{} *", self.verbose_type(*base)),
            _ => self.c_type(t),
        }
    }

    pub(super) fn c_type(&self, t: TypeId) -> String {
        goto_ir::c_syntax::ty(&self.m.store, &self.m.symbols, &self.c_config(), t)
    }

    pub(super) fn c_expr(&self, e: ExprId) -> String {
        goto_ir::c_syntax::expr(&self.m.store, &self.m.symbols, &self.c_config(), e)
    }

    pub(super) fn c_config(&self) -> goto_ir::c_syntax::CConfig {
        if self.target.pointer_width() == 32 {
            goto_ir::c_syntax::CConfig::ilp32()
        } else {
            goto_ir::c_syntax::CConfig::lp64()
        }
    }

    fn simplified(&mut self, e: ExprId) -> ExprId {
        let mut s = goto_ir::simplify::Simplifier::like_cbmc();
        s.simplify(&mut self.m.store, &self.m.symbols, e)
    }

    fn is_pointer(&self, t: TypeId) -> bool {
        matches!(self.m.store.ty(t), TypeKind::Pointer { .. })
    }

    /// CBMC's `pointer_offset_bits`: the size in bits (`void` and functions have none).
    fn bits(&self, t: TypeId) -> Option<u64> {
        match self.m.store.ty(t) {
            TypeKind::Empty | TypeKind::Code { .. } => Some(0),
            _ => Layout::new(&self.m.store, &self.m.symbols).bits_u64(t),
        }
    }

    /// A function type without the parameters' names (declarations have none).
    fn strip_parameter_names(&mut self, t: TypeId) -> TypeId {
        let TypeKind::Code {
            params,
            ret,
            variadic,
        } = self.m.store.ty(t).clone()
        else {
            return t;
        };
        let params = params
            .into_iter()
            .map(|p| Parameter {
                identifier: None,
                base_name: None,
                ty: p.ty,
            })
            .collect();
        self.m.store.mk_type(TypeKind::Code {
            params,
            ret,
            variadic,
        })
    }

    /// CBMC's `linking_diagnosticst::error`, at the new symbol's location.
    fn link_error(&mut self, old: &Symbol, new: &Symbol, msg: &str, report: Option<String>) {
        let mut text = format!("{msg} '{}'\n", old.base_name);
        if let Some(r) = report {
            text.push_str(&r);
            text.push('\n');
        }
        text.push_str(&format!(
            "old definition in module '{}' {}\n{}\nnew definition in module '{}' {}\n{}",
            old.module,
            old.location,
            self.verbose_type(old.ty),
            new.module,
            new.location,
            self.verbose_type(new.ty)
        ));
        if new.module.as_str() == LIBRARY_MODULE {
            // CBMC reports a conflict with its library and goes on without the model
            self.push_at(&new.location, Severity::Recovered, text);
        } else {
            let loc = new.location;
            self.error_at(&loc, text);
        }
    }

    /// CBMC's `linking_diagnosticst::warning`, at the new symbol's location. The library
    /// models' own declarations are rbmc's, not the C library's: only the user's side of a
    /// conflict with them (an implicit declaration) is worth a warning.
    fn link_warning(&mut self, old: &Symbol, new: &Symbol, msg: &str) {
        if new.module.as_str() == LIBRARY_MODULE && msg != "implicit function declaration" {
            return;
        }
        let text = format!(
            "{msg} '{}'\nold definition in module {} {}\n{}\nnew definition in module {} {}\n{}",
            old.base_name,
            old.module,
            old.location,
            self.verbose_type(old.ty),
            new.module,
            new.location,
            self.verbose_type(new.ty)
        );
        let loc = new.location;
        self.warn_at(&loc, text);
    }

    /// A warning at a goto source location.
    fn warn_at(&mut self, loc: &SourceLocation, msg: String) {
        self.push_at(loc, Severity::Warning, msg);
    }

    fn push_at(&mut self, loc: &SourceLocation, severity: Severity, msg: String) {
        self.diags.push(Diagnostic {
            location: Location {
                file: loc
                    .file
                    .map(|f| f.as_str())
                    .unwrap_or("<built-in-library>")
                    .into(),
                line: loc.line.unwrap_or(0),
                column: loc.column.unwrap_or(0),
            },
            severity,
            message: msg,
            converting_function: None,
        });
    }
}

impl Converter<'_> {
    /// An undefined weak symbol (declared weak, defined nowhere, not even by a library
    /// model) has address 0, as the ELF linker makes it: `&hook` and `&object`, and a
    /// weak function's name used as a value, are null pointers, so `if (hook) hook();`
    /// calls nothing.
    pub(super) fn null_undefined_weak_symbols(&mut self) {
        let undefined: FxHashSet<Ident> = self
            .m
            .symbols
            .iter()
            .filter(|s| s.is_weak && !s.is_type)
            .filter(|s| {
                if s.is_function(&self.m.store) {
                    !self.m.functions.get(&s.name).is_some_and(|f| f.has_body())
                } else {
                    s.is_extern
                }
            })
            .map(|s| s.name)
            .collect();
        if undefined.is_empty() {
            return;
        }
        let mut null = |store: &mut goto_ir::Store, e: ExprId| -> Option<ExprId> {
            if !matches!(store.kind(e), goto_ir::ExprKind::AddressOf) {
                return None;
            }
            let n = store.symbol_name(store.op(e, 0))?;
            if !undefined.contains(&n) {
                return None;
            }
            let t = store.type_of(e);
            Some(store.null_pointer(t))
        };
        for f in self.m.functions.values_mut() {
            for ins in f.body.iter_mut() {
                for e in ins.exprs_mut() {
                    *e = self.m.store.rewrite(*e, &mut null);
                }
            }
        }
        let names: Vec<Ident> = self.m.symbols.iter().filter(|s| s.value.is_some()).map(|s| s.name).collect();
        for n in names {
            let Some(v) = self.m.symbols.get(n).and_then(|s| s.value) else {
                continue;
            };
            let nv = self.m.store.rewrite(v, &mut null);
            if nv != v {
                if let Some(s) = self.m.symbols.get_mut(n) {
                    s.value = Some(nv);
                }
            }
        }
    }
}
