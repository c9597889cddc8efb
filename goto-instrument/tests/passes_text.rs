//! Instrumentation of programs written in the goto text form: the instrumented program is
//! pinned as CBMC's `--show-goto-functions` listing, the properties as `--show-properties`.

use goto_instrument::{goto_check, properties, CheckOptions};
use goto_formats::text;
use goto_ir::*;
use std::fmt::Write as _;

/// `int f(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s / n; }`
/// and a `main` that calls it on a local array, then stores into the array.
const SUM: &str = include_str!("passes_data/sum.gt");

fn instrument(src: &str, opts: &CheckOptions) -> GotoModel {
    let mut m = text::parse(src, "sum.gt").expect("test program parses");
    goto_check(&mut m, opts).expect("instrumentation succeeds");
    properties::label_properties(&mut m);
    let errs = verify::verify(&m);
    assert!(errs.is_empty(), "verifier: {errs:?}");
    m
}

fn show_properties(m: &GotoModel, cfg: &c_syntax::CConfig) -> String {
    let mut out = String::new();
    for p in properties::collect_properties(m) {
        writeln!(
            out,
            "Property {}:\n  {}\n  {}\n  {}\n",
            p.id,
            p.location,
            p.description,
            c_syntax::expr(&m.store, &m.symbols, cfg, p.expression)
        )
        .unwrap();
    }
    out
}

#[test]
fn loop_over_a_pointer_parameter() {
    let m = instrument(SUM, &CheckOptions::default());
    insta::assert_snapshot!("sum_goto", text::show_goto_functions(&m));
    insta::assert_snapshot!(
        "sum_properties",
        show_properties(&m, &c_syntax::CConfig::lp64())
    );
}

#[test]
fn instrumentation_result_round_trips_through_the_text_form() {
    let m = instrument(SUM, &CheckOptions::default());
    let again = text::parse(&text::print(&m), "again.gt").expect("printed program parses");
    assert!(text::model_diff(&m, &again).is_none());
}

#[test]
fn every_optional_check_at_once() {
    let mut opts = CheckOptions::default();
    for name in goto_instrument::goto_check::CHECK_NAMES {
        opts.set_check(name, true).unwrap();
    }
    let m = instrument(SUM, &opts);
    insta::assert_snapshot!(
        "sum_all_checks_properties",
        show_properties(&m, &c_syntax::CConfig::lp64())
    );
}

#[test]
fn property_selection_on_a_real_listing() {
    let mut m = instrument(SUM, &CheckOptions::default());
    let ids: Vec<String> = properties::collect_properties(&m)
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert!(ids.len() > 3, "{ids:?}");
    let keep = vec![ids[1].clone()];
    properties::select_properties(&mut m, &keep).unwrap();
    let left: Vec<String> = properties::collect_properties(&m)
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(left, keep);
}
