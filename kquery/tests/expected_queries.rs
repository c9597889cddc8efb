//! Every query of `expected_queries.csv` (879 verdicts from z3 and bitwuzla,
//! agreeing with all KLEE-logged results) must get the same verdict, and
//! every INVALID answer's model must violate its query when evaluated.

mod common;

use std::collections::BTreeMap;

use common::read;
use kquery::eval::is_counterexample;
use kquery::kleaver::{evaluate, Options};
use kquery::parser::{parse, ParseOptions};

#[test]
fn all_expected_verdicts_agree() {
    if common::skip_without_corpus() {
        return;
    }
    let csv = String::from_utf8(read("expected_queries.csv")).expect("utf-8 csv");
    let mut expected: BTreeMap<String, Vec<(usize, String)>> = BTreeMap::new();
    for line in csv.lines().skip(1) {
        let cols: Vec<&str> = line.splitn(7, ',').collect();
        assert!(cols.len() >= 5, "bad csv line {line}");
        assert_eq!(cols[3], cols[4], "z3 and bitwuzla agree");
        let idx: usize = cols[1].parse().expect("query index");
        expected
            .entry(cols[0].to_string())
            .or_default()
            .push((idx, cols[3].to_string()));
    }
    let total: usize = expected.values().map(Vec::len).sum();
    assert_eq!(total, 879);
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    let mut agree = 0;
    let mut disagreements = Vec::new();
    for (file, verdicts) in &expected {
        let src = read(file);
        let (m, diags) = parse(&src, ParseOptions::default());
        assert!(diags.is_empty(), "{file} must parse");
        // The csv mirrors KLEE's constant-consequent shortcut (Evaluate2,
        // klee#97); rbmc answers correctly by default, so compare with the
        // shortcut switched on (evaluate2_unsatisfiable_constraints checks
        // the default).
        let opts = Options {
            klee_constant_shortcut: true,
            ..Options::default()
        };
        let (_, outcomes) = evaluate(&opts, &m, &mut backend);
        let queries: Vec<_> = m.queries().collect();
        for (idx, want) in verdicts {
            let got = &outcomes[*idx];
            if &got.verdict == want {
                agree += 1;
            } else {
                disagreements.push(format!(
                    "{file} query {idx}: got {} want {want}",
                    got.verdict
                ));
            }
            if let Some(model) = &got.model {
                assert!(
                    is_counterexample(&m.arena, queries[*idx], model),
                    "{file} query {idx}: bad model"
                );
            }
        }
    }
    assert!(
        disagreements.is_empty(),
        "{agree}/879 agree; disagreements:\n{}",
        disagreements.join("\n")
    );
    assert_eq!(agree, 879);
}
