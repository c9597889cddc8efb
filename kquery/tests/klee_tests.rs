//! KLEE's own KQuery tests (see `index.csv` in the corpus), reproduced with
//! the same checks their RUN/CHECK lines make.

mod common;

use common::{kleaver, read, with_action};
use kquery::eval::is_counterexample;
use kquery::kleaver::{evaluate, Action, Options};
use kquery::parser::{parse, ParseOptions};

fn lines(s: &str) -> Vec<&str> {
    s.lines().collect()
}

/// `kleaver -print-tokens Numbers.kquery | grep -v Comment` then the 29
/// greps of its RUN lines (the `.` wildcards stand for quote characters).
#[test]
fn lexer_numbers_tokens() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Lexer/Numbers.kquery",
        with_action(Action::PrintTokens),
    );
    assert_eq!(out.status, 0);
    let toks: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| !l.contains("Comment"))
        .collect();
    let src = String::from_utf8(read("test/kleaver/Lexer/Numbers.kquery")).unwrap_or_default();
    let mut checked = 0;
    for line in src.lines() {
        let Some(rest) = line.strip_prefix("# RUN: grep \"") else {
            continue;
        };
        let Some(pat) = rest.strip_suffix("\" %t1") else {
            continue;
        };
        // Turn the grep pattern into the exact line: `.` around the kind and
        // text are quotes; `\[`/`\]` are brackets.
        let pat = pat.replace("\\[", "[").replace("\\]", "]");
        let found = toks.iter().any(|t| grep_dot_match(&pat, t));
        assert!(found, "no token line matches {pat:?}");
        checked += 1;
    }
    assert_eq!(checked, 29);
}

/// A tiny grep: `.` matches any byte, everything else literally, anywhere in
/// the line.
fn grep_dot_match(pat: &str, line: &str) -> bool {
    let (p, l) = (pat.as_bytes(), line.as_bytes());
    (0..=l.len().saturating_sub(p.len()))
        .any(|s| l.len() >= s + p.len() && p.iter().zip(&l[s..]).all(|(a, b)| *a == b'.' || a == b))
}

#[test]
fn type_checking_errors() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Parser/TypeChecking.kquery",
        Options::default(),
    );
    assert_eq!(out.status, 1);
    assert_eq!(out.stdout, "");
    let errs: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.contains("error:") || l.contains("parse failure"))
        .collect();
    assert_eq!(
        errs,
        vec![
            "TypeChecking.kquery:7:9: error: type widths do not match in binary expression",
            "TypeChecking.kquery:14:25: error: invalid write index (doesn't match array domain).",
            "TypeChecking.kquery:14:35: error: invalid write value (doesn't match array range).",
            "TypeChecking.kquery: parse failure: 3 errors.",
        ]
    );
}

#[test]
fn multibyte_reads_printed() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Parser/MultiByteReads.kquery",
        with_action(Action::PrintAst),
    );
    assert_eq!(out.status, 0);
    assert!(
        out.stdout.contains("(ReadLSB w32 4 arr1)"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("(ReadMSB w32 2 arr2)"),
        "{}",
        out.stdout
    );
}

#[test]
fn concat64_and_exprs_print() {
    if common::skip_without_corpus() {
        return;
    }
    for f in [
        "test/kleaver/Parser/Concat64.kquery",
        "test/kleaver/Parser/Exprs.kquery",
    ] {
        let out = kleaver(f, with_action(Action::PrintAst));
        assert_eq!(out.status, 0, "{f}: {}", out.stderr);
        assert!(out.stderr.is_empty());
    }
}

#[test]
fn evaluate_verdicts() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Evaluate.kquery",
        with_action(Action::Evaluate),
    );
    assert_eq!(out.status, 0);
    let l = lines(&out.stdout);
    assert_eq!(
        &l[..4],
        &[
            "Query 0:\tINVALID",
            "Query 1:\tVALID",
            "Query 2:\tVALID",
            "Query 3:\tVALID"
        ]
    );
}

/// Evaluate2 is XFAIL upstream: KLEE prints INVALID through its constant
/// shortcut; the correct answer (and the test's expectation) is VALID.
#[test]
fn evaluate2_unsatisfiable_constraints() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver("test/kleaver/Evaluate2.kquery", Options::default());
    assert!(
        out.stdout.starts_with("Query 0:\tVALID\n"),
        "{}",
        out.stdout
    );
    let klee = Options {
        klee_constant_shortcut: true,
        ..Options::default()
    };
    let out = kleaver("test/kleaver/Evaluate2.kquery", klee);
    assert!(
        out.stdout.starts_with("Query 0:\tINVALID\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn large_integers() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver("test/Solver/LargeIntegers.kquery", Options::default());
    assert_eq!(out.status, 0);
    let l = lines(&out.stdout);
    let after = |q: &str| -> &str {
        let i = l
            .iter()
            .position(|x| x.starts_with(q))
            .unwrap_or_else(|| panic!("{q} missing"));
        l[i + 1]
    };
    assert_eq!(after("Query 0:"), "\tExpr 0:\t18446744073709551618");
    assert_eq!(after("Query 1:"), "\tExpr 0:\t16");
    assert!(
        after("Query 2:")
            .starts_with("\tArray 0:\ta[16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1"),
        "{}",
        out.stdout
    );
}

#[test]
fn overshift_tests_are_valid() {
    if common::skip_without_corpus() {
        return;
    }
    for f in [
        "test/Solver/overshift-aright-by-constant.kquery",
        "test/Solver/overshift-aright-by-symbolic.kquery",
        "test/Solver/overshift-left-by-constant.kquery",
        "test/Solver/overshift-left-by-symbolic.kquery",
        "test/Solver/overshift-lright-by-constant.kquery",
        "test/Solver/overshift-lright-by-symbolic.kquery",
    ] {
        let out = kleaver(f, Options::default());
        assert_eq!(out.status, 0, "{f}");
        assert!(!out.stdout.contains("INVALID"), "{f}: {}", out.stdout);
        assert!(
            out.stdout
                .contains("VALID (counterexample request ignored)"),
            "{f}"
        );
    }
}

#[test]
fn regression_independence_solver() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/regression/2016-03-22-independence-solver-missing-objects-for-assignment.kquery",
        Options::default(),
    );
    assert!(out.stdout.contains("INVALID"), "{}", out.stdout);
    assert!(out.stdout.contains("\tArray 0:\tn_args["), "{}", out.stdout);
}

#[test]
fn array_parsing_bug_both_modes() {
    if common::skip_without_corpus() {
        return;
    }
    for clear in [false, true] {
        let mut o = Options::default();
        o.parse.clear_array_decls_after_query = clear;
        let out = kleaver("test/Solver/2016-04-12-array-parsing-bug.kquery", o);
        assert_eq!(out.status, 0, "{}", out.stderr);
        assert!(!out.stdout.contains("FAIL"));
        // The redeclared arg0 has 11 bytes in the second query.
        let q1 = out
            .stdout
            .lines()
            .skip_while(|l| !l.starts_with("Query 1:"))
            .collect::<Vec<_>>()
            .join("\n");
        let arg0 = q1.lines().find(|l| l.contains("arg0[")).unwrap_or("");
        assert_eq!(arg0.matches(',').count(), 10, "{q1}");
    }
}

#[test]
fn fast_cex_solver_no_fail() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver("test/Solver/FastCexSolver.kquery", Options::default());
    assert!(!out.stdout.contains("FAIL"));
    assert!(out.stdout.contains("Query 0:\tINVALID") && out.stdout.contains("Query 1:\tINVALID"));
}

/// Every counterexample printed for LargeIntegers' array query violates it.
#[test]
fn printed_counterexample_violates_query() {
    if common::skip_without_corpus() {
        return;
    }
    let src = read("test/Solver/LargeIntegers.kquery");
    let (m, d) = parse(&src, ParseOptions::default());
    assert!(d.is_empty());
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    let (_, outcomes) = evaluate(&Options::default(), &m, &mut backend);
    let q = m.queries().nth(2).expect("query 2");
    let model = outcomes[2].model.as_ref().expect("a model");
    assert!(is_counterexample(&m.arena, q, model));
}
