//! The inductive step of k-induction (`goto_instrument::k_induction`) on programs in the
//! goto text form, compiled by rbmc from small C programs of our own.

use goto_formats::text;
use goto_instrument::k_induction::{candidate_loops, inductive_step, InductionLoop};
use goto_instrument::properties;
use goto_ir::*;

/// `int g; int main() { int x = 0; while(nondet()) { if(x > 5) continue; x += 2; g++;
/// __CPROVER_assert(x % 2 == 0, "even"); } return 0; }`
const LOOP: &str = include_str!("passes_data/k_induction_loop.gt");
/// The same loop that also writes `g` through a pointer.
const POINTER: &str = include_str!("passes_data/k_induction_pointer.gt");

fn load(src: &str) -> GotoModel {
    let mut m = text::parse(src, "k.gt").expect("test program parses");
    properties::label_properties(&mut m);
    m.update();
    m
}

#[test]
fn a_loop_with_continue_is_one_candidate_with_both_backward_jumps() {
    let m = load(LOOP);
    let loops = candidate_loops(&m, Ident::new("main"));
    assert_eq!(loops.len(), 1);
    assert_eq!(loops[0].loop_numbers, [0, 1]);
    assert!(loops[0].head < loops[0].latch);
}

#[test]
fn the_step_havocs_counts_assumes_and_checks() {
    let mut m = load(LOOP);
    let main = Ident::new("main");
    let l: InductionLoop = candidate_loops(&m, main).remove(0);
    inductive_step(&mut m, main, &l, 2, &|p| p.id == "main.assertion.1")
        .expect("the loop only writes variables");
    let errs = verify::verify(&m);
    assert!(errs.is_empty(), "verifier: {errs:?}");
    // both backward jumps now reach the counting block, not the havoc on entry
    let after = candidate_loops(&m, main);
    assert_eq!(after.len(), 1);
    let f = m.function("main").unwrap();
    assert!(matches!(f.body[after[0].head].kind, InstrKind::Assign { .. }));
    insta::assert_snapshot!("k_induction_step", text::show_goto_functions(&m));
}

#[test]
fn a_write_through_a_pointer_is_refused() {
    let mut m = load(POINTER);
    let main = Ident::new("main");
    let l = candidate_loops(&m, main).remove(0);
    let err = inductive_step(&mut m, main, &l, 1, &|_| true).unwrap_err();
    assert_eq!(err, "the loop writes through a pointer");
}

#[test]
fn candidates_include_parities_bounds_and_relations() {
    let mut m = load(LOOP);
    let main = Ident::new("main");
    let l = candidate_loops(&m, main).remove(0);
    let cands = goto_instrument::k_induction::candidate_invariants(&mut m, main, &l, &|p| {
        p.id == "main.assertion.1"
    });
    let cfg = c_syntax::CConfig::lp64();
    let shown: Vec<String> = cands
        .iter()
        .map(|c| c_syntax::expr(&m.store, &m.symbols, &cfg, *c))
        .collect();
    insta::assert_snapshot!("k_induction_candidates", shown.join("\n"));
}

#[test]
fn an_abstracted_loop_is_one_pass() {
    let mut m = load(LOOP);
    let main = Ident::new("main");
    let l = candidate_loops(&m, main).remove(0);
    let cands = goto_instrument::k_induction::candidate_invariants(&mut m, main, &l, &|_| false);
    goto_instrument::k_induction::abstract_loop(&mut m, main, &l, &cands[..1])
        .expect("the loop only writes variables");
    let errs = verify::verify(&m);
    assert!(errs.is_empty(), "verifier: {errs:?}");
    assert!(m.function("main").unwrap().loops().is_empty());
    assert!(candidate_loops(&m, main).is_empty());
}
