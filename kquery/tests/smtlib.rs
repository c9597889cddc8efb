//! `-smtlib`: rbmc's SMT-LIB2 translation of queries (for bitwuzla/z3
//! comparisons, see `benches/bitwuzla_compare.py`). The exact text is pinned
//! on a query using every operator; over the whole corpus every script is
//! well formed: balanced parentheses, every `$e`/`$u` name defined exactly
//! once and before its use, one `(check-sat)`.

mod common;

use common::{kleaver, with_action};
use kquery::kleaver::{run, Action};

fn smtlib(src: &str) -> String {
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    let out = run(
        &with_action(Action::Smtlib),
        "t",
        src.as_bytes(),
        &mut backend,
    );
    assert_eq!(out.status, 0, "{}", out.stderr);
    out.stdout
}

#[test]
fn every_operator() {
    let src = "array a[8] : w32 -> w8 = symbolic\n\
               array c[2] : w32 -> w8 = [7 9]\n\
               (query [(Ult (Add w8 (Read w8 0 a) 1) (Mul w8 (Read w8 1 a) 3))\n\
                       (Eq (AShr w16 (ReadLSB w16 2 a) (ZExt w16 (Read w8 4 a))) (SExt w16 (Read w8 0 c)))\n\
                       (Sle (Select w8 (Ne 0 (Read w8 5 a)) (Read w8 6 a) (Not w8 (Read w8 7 a))) (Extract w8 8 (ReadMSB w16 0 a)))\n\
                       (Eq 5 (Read w8 0 [1=(Read w8 9 a)] @ a))]\n\
                (Eq 0 (Concat w16 (UDiv w8 (Read w8 0 a) (SRem w8 (Read w8 1 c) (LShr w8 (Read w8 2 a) 1))) (ZExt w8 (Slt (Read w8 0 a) (Read w8 1 a))))))\n";
    insta::assert_snapshot!(smtlib(src));
}

#[test]
fn invalid_input_is_a_parse_error() {
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    let out = run(
        &with_action(Action::Smtlib),
        "t.kquery",
        b"(query [] (Eq 0 (Read w8 0 nope)))",
        &mut backend,
    );
    assert_eq!(out.status, 1);
    assert!(out.stderr.starts_with("t.kquery:1:"), "{}", out.stderr);
    assert!(out.stdout.is_empty());
}

/// Checks the structure of one script (the text after `; Query N`).
fn well_formed(script: &str) -> Result<(), String> {
    let mut depth = 0i64;
    for c in script.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return Err("unbalanced ')'".into());
        }
    }
    if depth != 0 {
        return Err(format!("{depth} unclosed '('"));
    }
    let mut defined = std::collections::HashSet::new();
    for line in script.lines() {
        let words: Vec<&str> = line
            .split(|c: char| c == '(' || c == ')' || c.is_whitespace())
            .filter(|w| w.starts_with('$'))
            .collect();
        let (def, uses) = if line.starts_with("(define-fun ") {
            (Some(words[0]), &words[1..])
        } else {
            (None, &words[..])
        };
        if let Some(u) = uses.iter().find(|u| !defined.contains(*u)) {
            return Err(format!("{u} used before its definition: {line}"));
        }
        if let Some(d) = def {
            if !defined.insert(d) {
                return Err(format!("{d} defined twice"));
            }
        }
    }
    if script.matches("(check-sat)").count() != 1 {
        return Err("not exactly one (check-sat)".into());
    }
    Ok(())
}

#[test]
fn corpus_scripts_are_well_formed() {
    if common::skip_without_corpus() {
        return;
    }
    let index = String::from_utf8(common::read("expected_queries.csv")).expect("utf-8");
    let mut files: Vec<&str> = index
        .lines()
        .skip(1)
        .filter_map(|l| l.split(',').next())
        .collect();
    files.sort_unstable();
    files.dedup();
    let mut total = 0;
    for f in files {
        let out = kleaver(f, with_action(Action::Smtlib));
        assert_eq!(out.status, 0, "{f}: {}", out.stderr);
        for (i, script) in out.stdout.split("; Query ").skip(1).enumerate() {
            assert!(script.starts_with(&format!("{i}\n")), "{f}: numbering");
            if let Err(e) = well_formed(script) {
                panic!("{f} query {i}: {e}");
            }
            total += 1;
        }
    }
    assert!(total >= 879, "only {total} queries translated");
}
