//! Goto-binary round trips of real and generated programs, checked with the text form's
//! structural comparison (`text::model_diff`): the programs of the repository's text-form
//! files (regression tests, examples, test data) and the text form's own generated models.

#[allow(unused_imports)]
use goto_ir::*;
use goto_formats::binary;
use goto_formats::text;

mod textgen;

use indexmap::IndexMap;
use std::path::{Path, PathBuf};

/// The model as a goto binary can carry it (CBMC's semantics): a function's parameter
/// identifiers come from its symbol's code type; every non-type symbol of code type has a
/// function (in symbol order), followed by the other functions that have a body.
fn as_cbmc_sees_it(m: &GotoModel) -> GotoModel {
    let mut out = m.clone();
    let mut functions: IndexMap<Ident, GotoFunction> = IndexMap::new();
    for sym in m.symbols.iter() {
        if sym.is_type {
            continue;
        }
        if let TypeKind::Code { params, .. } = m.store.ty(sym.ty) {
            let mut f = m.functions.get(&sym.name).cloned().unwrap_or_default();
            f.parameters = params.iter().filter_map(|p| p.identifier).collect();
            functions.insert(sym.name, f);
        }
    }
    for (name, f) in &m.functions {
        if !functions.contains_key(name) && f.has_body() {
            let mut f = f.clone();
            f.parameters.clear();
            functions.insert(*name, f);
        }
    }
    out.functions = functions;
    out.update();
    out
}

/// Whether every enum member value and every bit-vector constant lies in the range of its
/// type (a goto binary stores them as bit patterns of that type, as CBMC does).
fn enum_values_fit(m: &GotoModel) -> bool {
    (0..m.store.type_count()).all(|i| match m.store.ty(TypeId(i as u32)) {
        TypeKind::CEnum { base, members, .. } => members.iter().all(|mem| {
            m.store.normalize_int(mem.value.clone(), *base) == mem.value
                && m.store.ty(*base).is_bitvector()
        }),
        _ => true,
    }) && (0..m.store.expr_count()).all(|i| {
        let e = goto_ir::ExprId(i as u32);
        match m.store.kind(e) {
            goto_ir::ExprKind::Constant(goto_ir::Literal::Int(v)) => {
                // an enum constant is stored as a bit pattern of the enum's base type
                let t = m.symbols.follow(&m.store, m.store.type_of(e));
                let t = match m.store.ty(t) {
                    TypeKind::CEnum { base, .. } => *base,
                    _ => t,
                };
                match m.store.ty(t) {
                    // a fixed- or floating-point constant is its bit pattern
                    TypeKind::Fixedbv { width, .. } | TypeKind::Floatbv { width, .. } => {
                        v.sign() != num_bigint::Sign::Minus && v.bits() <= u64::from(*width)
                    }
                    k => !k.is_bitvector() || &m.store.normalize_int(v.clone(), t) == v,
                }
            }
            _ => true,
        }
    })
}

/// Round trip; false when the model cannot be written (a jump target outside its body) or
/// has values a goto binary stores only modulo their type (enum members out of range).
fn binary_roundtrip(m: &GotoModel, what: &str) -> bool {
    if !enum_values_fit(m) {
        return false;
    }
    let m = &as_cbmc_sees_it(m);
    let bytes = match binary::write_model(m) {
        Ok(b) => b,
        Err(e @ binary::BinaryError::InvalidModel { .. }) => {
            assert!(
                !goto_ir::verify::verify(m).is_empty(),
                "{what}: valid model refused: {e}"
            );
            return false;
        }
        Err(e) => panic!("{what}: {e}"),
    };
    let back = binary::read_model(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    if let Some(d) = text::model_diff(m, &back) {
        panic!("{what}: binary round trip changed the model: {d}");
    }
    assert_eq!(
        text::print(m),
        text::print(&back),
        "{what}: printed forms differ"
    );
    assert_eq!(
        binary::write_model(&back).unwrap(),
        bytes,
        "{what}: second write differs"
    );
    true
}

fn gt_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            gt_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "gt") {
            out.push(p);
        }
    }
}

#[test]
fn repository_programs_survive_binary_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["../regression", "../examples", "tests"] {
        gt_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut loaded = 0;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        // Some files are deliberately invalid (parse-error tests).
        let Ok(m) = text::parse(&src, &f.display().to_string()) else {
            continue;
        };
        if binary_roundtrip(&m, &f.display().to_string()) {
            loaded += 1;
        }
    }
    assert!(loaded >= 3, "only {loaded} text-form programs found");
}

#[test]
fn text_form_generated_models_survive_binary_round_trips() {
    let mut written = 0;
    for seed in 0..128 {
        if binary_roundtrip(&textgen::model(seed), &format!("textgen seed {seed}")) {
            written += 1;
        }
    }
    assert!(
        written >= 40,
        "only {written} of 128 generated models could be written"
    );
}
