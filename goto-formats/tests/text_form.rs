//! The goto text form: printing, parsing, CBMC listings, round trips and located errors.

use goto_formats::text;
use goto_ir::*;

const PROGRAM: &str = r#"// a hand-written program
pointer-width 64
function main
function f params f::a
symbol tag-pair : struct(tag=pair) { signedbv[32] x, signedbv[32] y } type base="pair" pretty="struct pair"
symbol main : code() -> signedbv[32] base="main" pretty="main" module="t" loc(file="t.c", function="", line=10)
symbol f : code(signedbv[32] f::a/a) -> signedbv[32]
symbol f::a : signedbv[32] parameter lvalue
symbol main::1::x : signedbv[32] lvalue
symbol main::1::i : s64 lvalue
symbol main::1::p : signedbv[32]* lvalue
symbol main::1::s : struct tag-pair lvalue
symbol main::1::a : signedbv[32][4:unsignedbv[64]] lvalue
symbol main::1::b : c_bool[8] lvalue
symbol g : unsignedbv[8] static_lifetime lvalue := 7

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

f /* f */
        // 0 file t.c line 3 function f
        SET RETURN VALUE f::a + 1
        // 1 file t.c line 3 function f
        END_FUNCTION

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

main /* main */
        // 2 file t.c line 11 column 3 function main
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := side_effect statement="nondet"
        ASSUME main::1::x > -5 ∧ main::1::x < 100
        // Labels: loop
     1: IF ¬(main::1::x < 10) THEN GOTO 2
        ASSIGN main::1::x := main::1::x + 1
        ASSIGN main::1::i := cast(main::1::x, signedbv[64])
        ASSIGN main::1::a[main::1::i] := 0
        ASSIGN main::1::a[2] := main::1::s.y * 2 - 1
        ASSIGN main::1::p := address_of(main::1::x)
        ASSIGN *main::1::p := (main::1::x = 3 ? 1 : 2)
        ASSIGN main::1::b := cast(main::1::x ≠ 0, c_bool[8])
        CALL main::1::x := f(main::1::x)
        GOTO 1
     2: ASSERT main::1::x ≥ 10 ∨ main::1::p = NULL // assertion x >= 10
        ASSERT ∀ i : signedbv[64] . main::1::a[i] = 0
        ASSIGN main::1::s := { 1, 2 }
        DEAD main::1::x
        SET RETURN VALUE 0
        END_FUNCTION
"#;

fn model() -> GotoModel {
    match text::parse(PROGRAM, "prog.gt") {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn hand_written_program_prints() {
    let m = model();
    insta::assert_snapshot!("text_form_print", text::print(&m));
    insta::assert_snapshot!("show_goto_functions", text::show_goto_functions(&m));
    insta::assert_snapshot!("list_goto_functions", text::list_goto_functions(&m));
    insta::assert_snapshot!("show_loops", text::show_loops(&m));
    insta::assert_snapshot!(
        "show_symbol_table",
        text::show_symbol_table(&m, &c_syntax::CConfig::lp64())
    );
}

#[test]
fn print_parse_print_is_identity() {
    let m = model();
    let p1 = text::print(&m);
    let m2 = text::parse(&p1, "p1.gt").unwrap_or_else(|e| panic!("{e}\n{p1}"));
    assert_eq!(text::model_diff(&m, &m2), None);
    assert_eq!(text::print(&m2), p1);
    assert!(verify::verify(&m2).is_empty(), "{:?}", verify::verify(&m2));
}

#[test]
fn listing_section_is_cbmc_output() {
    let m = model();
    let full = text::print(&m);
    let listing = text::show_goto_functions(&m);
    assert!(full.ends_with(&listing), "{full}");
}

#[test]
fn documented_example_reads_and_prints_as_cbmc() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/goto-text.md"))
        .unwrap_or_else(|e| panic!("docs/goto-text.md: {e}"));
    let start = doc.find("```text\n// rbmc goto text 1").map(|p| p + 8);
    let Some(start) = start else {
        panic!("no example in docs/goto-text.md")
    };
    let len = doc[start..].find("```").unwrap_or(0);
    let example = &doc[start..start + len];
    let m = text::parse(example, "goto-text.md").unwrap_or_else(|e| panic!("{e}"));
    // the listing part of the example is exactly what CBMC's printer gives
    let listing_at = example.find("^^^^").unwrap_or(0);
    assert_eq!(text::show_goto_functions(&m), example[listing_at..]);
    assert_eq!(text::print(&m), example);
}

#[test]
fn deep_expressions_round_trip() {
    // ((x + 1) + 1) + … nested 600 deep, as C's left-nested sums come out of the front end
    let mut m = GotoModel::new();
    let int = m.store.signed(32);
    let x = Ident::new("x");
    m.symbols.insert(Symbol::new(x, int));
    let mut e = m.store.symbol(x, int);
    let one = m.store.int_const(1, int);
    for _ in 0..600 {
        e = m.store.plus(e, one);
    }
    let xe = m.store.symbol(x, int);
    let mut f = GotoFunction::default();
    let loc = SourceLocation::at("t.c", 1, None, Some("main"));
    f.body
        .push(Instruction::new(InstrKind::Assign { lhs: xe, rhs: e }, loc));
    f.body.push(Instruction::new(InstrKind::EndFunction, loc));
    m.functions.insert(Ident::new("main"), f);
    m.update();
    let p = text::print(&m);
    let m2 = text::parse(&p, "deep.gt").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(text::model_diff(&m, &m2), None);
}
