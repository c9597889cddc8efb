//! Pinned output formats: `-print-ast`, `-print-tokens`, error rendering
//! and `-evaluate` verdict lines.

mod common;

use common::{kleaver, with_action};
use kquery::kleaver::{run, Action};

fn run_str(src: &str, action: Action) -> String {
    let mut backend = kquery::solve::default_backend("cadical").expect("backend");
    let out = run(
        &with_action(action),
        "t.kquery",
        src.as_bytes(),
        &mut backend,
    );
    format!(
        "{}--- stderr ---\n{}--- status {} ---\n",
        out.stdout, out.stderr, out.status
    )
}

#[test]
fn print_ast_exprs() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Parser/Exprs.kquery",
        with_action(Action::PrintAst),
    );
    insta::assert_snapshot!(out.stdout);
}

#[test]
fn print_ast_forms() {
    let src = "array a[4] : w32 -> w8 = symbolic
array c[3] : w32 -> w8 = [1 2 0x7f]
(query [(Eq N0:(ReadLSB w32 0 a) (ReadMSB w32 0 a))
        (Ult (Add w32 N0 N0) 0xffffffff)
        (Eq 5 (Read w8 0 U0:[1=3, (ZExt w32 (Read w8 0 a))=N1:(Read w8 2 c)] @ c))
        (Eq N1 (Read w8 1 U0))
        (Slt (SExt w64 (Read w8 3 a)) (ZExt w64 (Extract w8 8 N0)))
        (Eq (Concat w16 (Read w8 0 a) (w8 7)) (Select w16 true (w16 1) (w16 2)))]
       false
       [(Concat w128 (w64 1) (w64 2)) (Extract w1 3 N0)]
       [a c])
(query [] (Eq (AShr w8 (Read w8 0 a) 9) 0) [] [a])";
    insta::assert_snapshot!(run_str(src, Action::PrintAst));
}

#[test]
fn print_tokens_small() {
    insta::assert_snapshot!(run_str(
        "array a[] : w32 -> w8 = [1 -2 0x_f] # c\r\n(query [] (Eq w8 +3 a.b-c))\t@{};\x01",
        Action::PrintTokens
    ));
}

#[test]
fn parse_errors_rendered() {
    let src = "array a[] : w32 -> w8 = symbolic
array b[2] : w32 -> w8 = [1]
array c[2] : w16 -> w8 = symbolic
(query [(Eq 0 (Foo w8 1 2))
        (Eq 0b (Read w8 0 c))
        (Eq 12ab (Read w8 0 c))
        (Eq N9 true)
        (Eq N0:(Read w8 0 c) N0:(Read w8 1 c))
        (Eq (Read w8 0 [1=2] @ zz) 0)
        (Eq (Extract w8 4 (Read w8 0 c)) 0)
        (Eq (ReadLSB w12 0 c) 0)
        (Concat w16 (Read w8 0 c) (Read w8 0 c))
        (Eq 1 2)]
       false [1])
(foo)
(array)
]";
    insta::assert_snapshot!(run_str(src, Action::Evaluate));
}

#[test]
fn evaluate_output() {
    if common::skip_without_corpus() {
        return;
    }
    let out = kleaver(
        "test/kleaver/Evaluate.kquery",
        with_action(Action::Evaluate),
    );
    insta::assert_snapshot!(out.stdout);
}
