//! Robustness of the instrumentation on generated models that use every type, expression
//! and instruction kind: it never panics; it either fails with an error naming the problem
//! or yields a model the verifier accepts whenever the input was accepted, with every
//! original instruction kept in order.

/// The model generator of goto-formats' binary tests, with the shared random source.
#[path = "../../goto-formats/tests/binary_gen/mod.rs"]
mod binary_gen;

use goto_instrument::{goto_check, properties, CheckOptions};
use goto_ir::*;
use proptest::prelude::*;

fn all_checks() -> CheckOptions {
    let mut opts = CheckOptions::default();
    for name in goto_instrument::goto_check::CHECK_NAMES {
        opts.set_check(name, true).unwrap();
    }
    opts
}

/// Whether the instruction's expressions contain `r_ok`, `w_ok` or `rw_ok`.
fn mentions_rw_ok(store: &Store, kind: &InstrKind) -> bool {
    let mut found = false;
    store.post_order(&kind.exprs(), |e| {
        found |= matches!(
            store.kind(e),
            ExprKind::ROk | ExprKind::WOk | ExprKind::RwOk
        )
    });
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn generated_models_instrument_cleanly(
        seed in any::<u64>(),
        funcs in 1usize..4,
        size in 1usize..40,
        every_check in any::<bool>(),
    ) {
        let mut m = binary_gen::model::model(seed, funcs, size);
        // the pointer checks refer to these CPROVER globals
        let void = m.store.empty_type();
        let vp = m.store.pointer_type(void, 64);
        for g in ["__CPROVER_dead_object", "__CPROVER_deallocated", "__CPROVER_memory_leak"] {
            m.symbols.insert(Symbol::new(Ident::new(g), vp));
        }
        let valid_before = verify::verify(&m).is_empty();
        let before: Vec<(Ident, Vec<InstrKind>)> = m
            .functions
            .iter()
            .map(|(n, f)| (*n, f.body.iter().map(|i| i.kind.clone()).collect()))
            .collect();
        let opts = if every_check { all_checks() } else { CheckOptions::default() };
        match goto_check(&mut m, &opts) {
            Ok(()) => {
                properties::label_properties(&mut m);
                if valid_before {
                    let errs = verify::verify(&m);
                    prop_assert!(errs.is_empty(), "{errs:?}");
                }
                for (name, kinds) in before {
                    let after: Vec<&InstrKind> = m.functions[&name]
                        .body
                        .iter()
                        .map(|i| &i.kind)
                        .filter(|k| !matches!(k, InstrKind::Assert | InstrKind::Skip))
                        .filter(|k| !matches!(k, InstrKind::Assign { lhs, .. }
                            if matches!(m.store.kind(*lhs), ExprKind::Symbol(n)
                                if n.as_str().starts_with("__CPROVER_"))))
                        .collect();
                    let orig: Vec<&InstrKind> = kinds
                        .iter()
                        .filter(|k| !matches!(k, InstrKind::Assert | InstrKind::Skip))
                        .collect();
                    // remove_skip may drop GOTOs that became jumps to the next instruction
                    let orig_no_goto: Vec<_> = orig.iter().filter(|k| !matches!(k, InstrKind::Goto)).collect();
                    let after_no_goto: Vec<_> = after.iter().filter(|k| !matches!(k, InstrKind::Goto)).collect();
                    // r_ok/w_ok/rw_ok are rewritten into dereferenceability conditions: an
                    // instruction that mentions them keeps its kind, not its expressions
                    prop_assert_eq!(orig_no_goto.len(), after_no_goto.len());
                    for (o, a) in orig_no_goto.iter().zip(&after_no_goto) {
                        if mentions_rw_ok(&m.store, o) {
                            prop_assert_eq!(o.number(), a.number());
                        } else {
                            prop_assert_eq!(o, a);
                        }
                    }
                }
            }
            Err(e) => {
                // errors are reported with a location and a message, never a panic
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}
