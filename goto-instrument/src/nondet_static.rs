//! `--nondet-static` (cbmc and goto-instrument): objects of static lifetime start with
//! nondeterministic values. The assignments of `__CPROVER_initialize` to the objects CBMC's
//! `is_nondet_initializable_static` admits get a nondeterministic right-hand side: not
//! objects that are constant or have constant components (`Symbol::is_constant`), not
//! CPROVER's or rbmc's internals, not the C library models' own objects, and not those
//! `--nondet-static-exclude` names (`name`, or `file:name` as CBMC spells it).

use goto_ir::{ExprKind, GotoModel, Ident, InstrKind, Symbol};

/// The module of the C library models' symbols.
pub const LIBRARY_MODULE: &str = "<built-in-library>";

/// Whether `sym` starts with a nondeterministic value under `--nondet-static` with the
/// `--nondet-static-exclude` names `excluded`.
pub fn nondet_initialisable(sym: &Symbol, excluded: &[String]) -> bool {
    let name = sym.name.as_str();
    if !sym.is_static_lifetime
        || sym.is_constant
        || name.starts_with("__CPROVER")
        || name.starts_with("__rbmc_")
        || name.starts_with('$')
        || sym.module.as_str() == LIBRARY_MODULE
    {
        return false;
    }
    let base = sym.base_name.as_str();
    let file = sym
        .location
        .file
        .map(|f| f.as_str().to_string())
        .unwrap_or_default();
    !excluded.iter().any(|e| {
        e == name
            || e == base
            || e.split_once(':').is_some_and(|(f, n)| {
                (n == base || n == name)
                    && f.trim_start_matches("./") == file.trim_start_matches("./")
            })
    })
}

/// Makes the initial values of `model`'s objects of static lifetime nondeterministic (see
/// the module documentation); returns how many it changed. A program without
/// `__CPROVER_initialize` (a goto object) is left alone.
pub fn nondet_static(model: &mut GotoModel, excluded: &[String]) -> usize {
    let init = Ident::new("__CPROVER_initialize");
    let Some(f) = model.functions.get_mut(&init) else {
        return 0;
    };
    let mut changed = 0;
    for ins in &mut f.body {
        let InstrKind::Assign { lhs, rhs } = &mut ins.kind else {
            continue;
        };
        let Some(name) = model.store.symbol_name(*lhs) else {
            continue;
        };
        if !model
            .symbols
            .get(name)
            .is_some_and(|s| nondet_initialisable(s, excluded))
        {
            continue;
        }
        let ty = model.store.type_of(*lhs);
        *rhs = model.store.mk(ExprKind::Nondet, ty, []);
        changed += 1;
    }
    changed
}
