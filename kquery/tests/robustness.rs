//! Malformed input never panics and always gives located errors: width
//! mismatches, undeclared arrays, oversized widths, deep nesting, random
//! bytes and truncated corpus files.

mod common;

use kquery::diag::render_all;
use kquery::kleaver::{run, Action, Options};
use kquery::parser::{parse, ParseOptions};
use proptest::prelude::*;

fn errors(src: &str) -> Vec<String> {
    let (_, d) = parse(src.as_bytes(), ParseOptions::default());
    d.iter()
        .map(|d| format!("{}:{}: {}", d.line(), d.column(), d.message))
        .collect()
}

#[test]
fn width_mismatch_is_located() {
    assert_eq!(
        errors("array a[4] : w32 -> w8 = symbolic\n(query [(Eq (Read w8 0 a) true)] false)"),
        vec!["2:9: type widths do not match in binary expression"]
    );
    // The right operand is parsed at the left one's width.
    assert_eq!(
        errors("array a[4] : w32 -> w8 = symbolic\n(query [(Eq (Read w8 0 a) (w16 3))] false)"),
        vec!["2:26: expression has incorrect type."]
    );
    assert_eq!(
        errors("(query [] (Add w8 1 2))"),
        vec!["1:10: expression has incorrect type."]
    );
}

#[test]
fn labels_and_booleans_of_the_wrong_width_are_located() {
    // A reference and `true`/`false` took any width: a Select whose branches differed
    // became the constant 0 without an error (a wrong VALID), and a w8 label was a
    // query (KLEE's expression builder asserts on both)
    let decl = "array a[4] : w32 -> w8 = symbolic\n";
    assert_eq!(
        errors(&format!(
            "{decl}(query [(Eq N0:(Read w8 0 a) N0) (Eq N1:(ReadLSB w16 0 a) N1)] (Eq (Select w8 true N0 N1) 0))"
        )),
        vec!["2:68: type widths do not match in select expression."]
    );
    assert_eq!(
        errors("(query [] (Eq (Select w8 false (w8 7) false) 7))"),
        vec!["1:15: type widths do not match in select expression."]
    );
    assert_eq!(
        errors(&format!("{decl}(query [(Eq N0:(Read w8 0 a) 2)] N0)")),
        vec!["2:33: expression has incorrect type."]
    );
    // the right widths are still accepted
    assert!(errors(&format!(
        "{decl}(query [(Eq N0:(Read w8 0 a) N0)] (Eq (Select w8 (Eq N0 1) N0 (w8 2)) 1) [] [a])"
    ))
    .is_empty());
}

#[test]
fn a_constant_value_is_printed_without_solving_only_for_the_query_false() {
    let decl = "array a[4] : w32 -> w8 = symbolic\n";
    let out = evaluate(&format!(
        "{decl}(query [] true [(w8 5)])\n(query [(Eq (Read w8 0 a) 3)] (Eq (Read w8 0 a) 3) [(w8 5)])\n(query [] false [(w32 7)])"
    ));
    assert_eq!(out.status, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().take(4).collect();
    assert_eq!(
        lines,
        vec![
            "Query 0:\tVALID (counterexample request ignored)",
            "Query 1:\tVALID (counterexample request ignored)",
            "Query 2:\tINVALID",
            "\tExpr 0:\t7",
        ]
    );
}

#[test]
fn undeclared_array_is_located() {
    assert_eq!(
        errors("(query [(Eq 0 (Read w8 0 nope))] false)"),
        vec!["1:25: invalid version reference."]
    );
    assert_eq!(
        errors("(query [] false [] [nope])"),
        vec!["1:20: unknown array"]
    );
}

#[test]
fn oversized_and_zero_widths_are_located() {
    let e = errors("(query [(Eq 0 (ZExt w99999999999999999999 (w8 1)))] false)");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("1:20: invalid type width"), "{e:?}");
    let e = errors("(query [(Eq (w0 0) (w0 0))] false)");
    assert!(e[0].starts_with("1:13: invalid type width"), "{e:?}");
    let e = errors("array a[99999999999] : w32 -> w8 = symbolic");
    assert!(e[0].starts_with("1:8: array size too large"), "{e:?}");
}

fn nested_nots(depth: usize) -> String {
    let mut s = String::from("(query [");
    s.push_str(&"(Not ".repeat(depth));
    s.push_str("true");
    s.push_str(&")".repeat(depth));
    s.push_str("] false)");
    s
}

fn evaluate(src: &str) -> kquery::kleaver::Output {
    let opts = Options {
        action: Action::Evaluate,
        ..Options::default()
    };
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    run(&opts, "deep.kquery", src.as_bytes(), &mut backend)
}

#[test]
fn deep_nesting_parses_and_decides() {
    // queries logged from loops nest deeply; KLEE parses them (the parser runs on a thread
    // with a deep stack)
    for depth in [257, 5000, 100_000] {
        assert!(errors(&nested_nots(depth)).is_empty(), "depth {depth}");
    }
    // an even number of Nots is `true`: the query `[true] false` is INVALID; odd: VALID
    let out = evaluate(&nested_nots(100_000));
    assert!(out.stdout.contains("INVALID"), "{}", out.stdout);
    let out = evaluate(&nested_nots(100_001));
    assert!(out.stdout.contains("VALID") && !out.stdout.contains("INVALID"), "{}", out.stdout);
    // a deep arithmetic chain: ((r + 1) + 1) ... is r + depth (mod 256)
    let depth = 20_000;
    let mut s = String::from("array a[1] : w32 -> w8 = symbolic\n(query [(Eq (w8 0) ");
    s.push_str(&"(Add w8 (w8 1) ".repeat(depth));
    s.push_str("(Read w8 0 a)");
    s.push_str(&")".repeat(depth));
    s.push_str(&format!(")] (Eq (Read w8 0 a) (w8 {})))", (256 - depth % 256) % 256));
    let out = evaluate(&s);
    assert!(out.stdout.contains("VALID") && !out.stdout.contains("INVALID"), "{}", out.stdout);
}

#[test]
fn nesting_beyond_the_limit_is_an_error_not_a_crash() {
    let opts = ParseOptions {
        max_nesting: 300,
        ..ParseOptions::default()
    };
    // n Nots around `true` are n + 1 nested expressions
    let (_, d) = parse(nested_nots(300).as_bytes(), opts);
    assert!(
        d.iter().any(|d| d.message.contains("nesting too deep (limit 300)")),
        "{:?}",
        d.iter().map(|d| &d.message).collect::<Vec<_>>()
    );
    let (_, d) = parse(nested_nots(299).as_bytes(), opts);
    assert!(d.is_empty(), "{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>());
}

#[test]
fn deep_label_chains_are_bounded() {
    // Labels make DAGs deeper than the text nesting.
    let mut s = String::from("array a[1] : w32 -> w8 = symbolic\n(query [(Eq 0 N0:(Read w8 0 a))");
    for i in 1..3000 {
        s.push_str(&format!(" (Eq 0 N{i}:(Add w8 N{} 1))", i - 1));
    }
    s.push_str("] false)");
    assert!(errors(&s).is_empty());
    let opts = ParseOptions {
        max_height: 2048,
        ..ParseOptions::default()
    };
    let (_, d) = parse(s.as_bytes(), opts);
    let e: Vec<&String> = d.iter().map(|d| &d.message).collect();
    assert!(
        e.iter().any(|m| m.contains("expression too deep (height limit 2048)")),
        "{:?}",
        &e[..e.len().min(3)]
    );
}

#[test]
fn error_rendering_and_limit() {
    let src = "x x x x x x x x x x x x x x x x x x x x x x x x x";
    let (_, d) = parse(src.as_bytes(), ParseOptions::default());
    assert_eq!(d.len(), 25);
    let r = render_all(&d, "f.kquery", src.as_bytes());
    // 19 errors printed (3 lines each) plus the summary.
    assert_eq!(r.lines().count(), 19 * 3 + 1);
    assert!(r.starts_with("f.kquery:1:0: error: expected 'array' or '(' token.\nx x x"));
    assert!(r.ends_with("f.kquery: parse failure: 25 errors.\n"));
}

fn no_panic(bytes: &[u8]) {
    for action in [Action::PrintTokens, Action::PrintAst, Action::Evaluate] {
        let opts = Options {
            action,
            ..Options::default()
        };
        let mut backend = kquery::solve::default_backend("cadical").expect("backend");
        // Only evaluate inputs that parse (everything else stops at the
        // parser); keep solver work small.
        let out = run(&opts, "fuzz", bytes, &mut backend);
        if out.status != 0 {
            assert!(
                out.stderr.contains("fuzz:"),
                "errors must be located: {}",
                out.stderr
            );
            assert!(out.stderr.contains("parse failure"));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        no_panic(&bytes);
    }

    #[test]
    fn random_tokens_never_panic(words in proptest::collection::vec(
        prop::sample::select(vec![
            "(", ")", "[", "]", "query", "array", "a", "N0", "N0:", ":", "=", "@", "->", "w8", "w32",
            "w0", "0", "-1", "0x", "symbolic", "true", "false", "Eq", "Add", "Read", "ReadLSB",
            "Concat", "Extract", "Select", "SExt", "Not", "U0:", "U0", ",", "#c\n", "1",
            "array a[4] : w32 -> w8 = symbolic", "w1", "w64", "AShr", "UDiv",
        ]), 0..60)) {
        no_panic(words.join(" ").as_bytes());
    }

    #[test]
    fn truncated_corpus_files_never_panic(cut in 0usize..4000, which in 0usize..6) {
        let files = [
            "test/kleaver/Parser/Exprs.kquery",
            "test/kleaver/Evaluate.kquery",
            "test/Solver/LargeIntegers.kquery",
            "test/kleaver/Parser/TypeChecking.kquery",
            "test/kleaver/Parser/ConstantFolding.kquery",
            "test/kleaver/Parser/Simplify.kquery",
        ];
        let Some(src) = common::try_read(files[which]) else {
            return Ok(());
        };
        let cut = cut.min(src.len());
        no_panic(&src[..cut]);
    }

    /// Near-valid input: corpus files with a few token-level mutations
    /// (replace, delete or duplicate a byte range, insert a KQuery word).
    #[test]
    fn mutated_corpus_files_never_panic(
        which in 0usize..7,
        edits in proptest::collection::vec((any::<u16>(), 0usize..12, 0usize..4, 0usize..8), 1..5),
    ) {
        let files = [
            "test/kleaver/Parser/Exprs.kquery",
            "test/kleaver/Evaluate.kquery",
            "test/Solver/LargeIntegers.kquery",
            "test/kleaver/Parser/MultiByteReads.kquery",
            "test/Solver/overshift-aright-by-symbolic.kquery",
            "test/Solver/2016-04-12-array-parsing-bug.kquery",
            "test/kleaver/Parser/Concat64.kquery",
        ];
        const WORDS: [&str; 8] = ["(", ")", "w1", "w64", "N0:", "@", "[0=1]", "-1"];
        let Some(mut src) = common::try_read(files[which]) else {
            return Ok(());
        };
        for (pos, len, kind, word) in edits {
            let at = usize::from(pos) % (src.len() + 1);
            let end = (at + len).min(src.len());
            match kind {
                0 => {
                    src.splice(at..end, WORDS[word].bytes());
                }
                1 => {
                    src.drain(at..end);
                }
                2 => {
                    let dup: Vec<u8> = src[at..end].to_vec();
                    src.splice(at..at, dup);
                }
                _ => {
                    src.splice(at..at, format!(" {} ", WORDS[word]).into_bytes());
                }
            }
        }
        no_panic(&src);
    }
}
