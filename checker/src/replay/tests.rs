//! Unit tests of the replay: hand-made scripts on small goto text programs, and the whole
//! engine (symex → solver → trace → replay) on programs exercising each construct.

use super::*;
use crate::engine::{self, EngineConfig};
use goto_ir::c_syntax::CConfig;
use goto_ir::GotoModel;

fn parse(text: &str) -> GotoModel {
    let mut m = goto_formats::text::parse(text, "test.gt").expect("parses");
    goto_instrument::properties::label_properties(&mut m);
    m.update();
    m
}

fn symex_config(unwind: Option<u32>) -> symex::SymexConfig {
    let mut s = symex::SymexConfig {
        entry_point: "main".into(),
        ..Default::default()
    };
    s.unwindset.global = unwind;
    s
}

/// Runs the engine and returns the replay verdict of every failed property.
fn verdicts(text: &str, unwind: Option<u32>) -> Vec<(String, Verdict)> {
    let mut m = parse(text);
    let cfg = EngineConfig {
        symex: symex_config(unwind),
        sat_solver: "cadical".into(),
        external_sat_solver: None,
        object_bits: 8,
        stop_on_fail: false,
        tests: false,
        timeout: None,
        memory_limit: None,
        started: std::time::Instant::now(),
        dimacs: false,
        keep_traces: true,
        c: CConfig::lp64(),
        validate_ssa_equation: true,
        debug_worker_panic: false,
    };
    let out = engine::check(&mut m, &cfg, &mut |_| {}).expect("engine runs");
    assert_eq!(out.replays.len(), out.traces.len());
    out.replays
}

fn assert_all_confirmed(text: &str, unwind: Option<u32>, expected: usize) {
    let v = verdicts(text, unwind);
    for (id, v) in &v {
        assert!(matches!(v, Verdict::Confirmed(_)), "{id}: {v:?}");
    }
    assert_eq!(v.len(), expected, "{v:?}");
}

const HEADER: &str = "pointer-width 64\nfunction main\nsymbol main : code() -> signedbv[32]\n";
const SEP: &str = "\n^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\n";

fn program(symbols: &str, body: &str) -> String {
    format!("{HEADER}{symbols}{SEP}main /* main */\n{body}        END_FUNCTION\n")
}

const NONDET_X: &str = "symbol main::1::x : signedbv[32] lvalue thread_local\n";

/// `x = nondet; assert(x != 5)`: the script decides the replay.
fn nondet_assert() -> GotoModel {
    parse(&program(
        NONDET_X,
        "        // 0 file t.c line 1 function main
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := side_effect statement=\"nondet\"
        // 1 file t.c line 2 function main
        ASSERT ¬(main::1::x = 5) // assertion x != 5
",
    ))
}

fn target_at(pc: u32) -> Target {
    Target {
        property: "main.assertion.1".into(),
        function: Ident::new("main"),
        pc,
        kind: TargetKind::Assert,
    }
}

/// Replays `m` with `script` up to the assertion at `pc` under the default configuration.
fn replay_at(m: &GotoModel, script: Script, pc: u32) -> Verdict {
    let cfg = Config::new(&symex_config(None), 8);
    replay(&m.store, &m.symbols, &m.functions, script, &target_at(pc), &cfg)
}

fn script_with_nondet(value: Option<ExprId>) -> Script {
    let mut s = Script::default();
    let mut g = Group::default();
    g.choices.push_back(Choice::Nondet(value));
    s.visits
        .entry(Key::At(Ident::new("main"), 1))
        .or_default()
        .push_back(g);
    s
}

#[test]
fn hand_made_script_confirms_or_disagrees() {
    let mut m = nondet_assert();
    let int = m.store.signed(32);
    let five = m.store.int_const(5, int);
    let four = m.store.int_const(4, int);
    let run = |m: &GotoModel, s: Script| replay_at(m, s, 2);
    assert!(matches!(
        run(&m, script_with_nondet(Some(five))),
        Verdict::Confirmed(Stats { choices: 1, .. })
    ));
    match run(&m, script_with_nondet(Some(four))) {
        Verdict::Disagree(w) => assert_eq!(w, "the program ends without violating the property"),
        v => panic!("{v:?}"),
    }
    // a missing value reads as 0 and is counted
    match run(&m, script_with_nondet(None)) {
        Verdict::Disagree(_) => {}
        v => panic!("{v:?}"),
    }
}

#[test]
fn checks_compare_the_trace_values() {
    let mut m = parse(&program(
        NONDET_X,
        "        // 0 file t.c line 1 function main
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := 2147483647 + 1
        // 1 file t.c line 2 function main
        ASSERT main::1::x > 0 // assertion x > 0
",
    ));
    let int = m.store.signed(32);
    let min = m.store.int_const(i64::from(i32::MIN), int);
    let wrong = m.store.int_const(7, int);
    let x = Ident::new("main::1::x");
    let script = |v: ExprId| {
        let mut s = Script::default();
        let mut g = Group::default();
        g.checks.push(Check {
            root: x,
            path: vec![],
            ty: int,
            value: v,
        });
        s.visits
            .entry(Key::At(Ident::new("main"), 1))
            .or_default()
            .push_back(g);
        s
    };
    let v = replay_at(&m, script(min), 2);
    assert!(
        matches!(v, Verdict::Confirmed(Stats { checks: 1, .. })),
        "{v:?}"
    );
    match replay_at(&m, script(wrong), 2) {
        Verdict::Disagree(w) => assert_eq!(
            w,
            "main::1::x is -2147483648 in the replay but 7 in the trace in main"
        ),
        v => panic!("{v:?}"),
    }
}

#[test]
fn violated_assumption_is_a_disagreement() {
    let m = parse(&program(
        NONDET_X,
        "        // 0 file t.c line 1 function main
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := 3
        // 1 file t.c line 2 function main
        ASSUME main::1::x = 4
        ASSERT false // assertion 0
",
    ));
    let v = replay_at(&m, Script::default(), 3);
    assert_eq!(
        v,
        Verdict::Disagree("the assumption at t.c:2 is violated".into())
    );
}

/// The IEEE operators execute (soft float): `d = 1/3` in rounding mode `mode`, then an
/// assertion that only the downward rounding violates.
fn one_third_program(mode: u32) -> GotoModel {
    parse(&program(
        "symbol main::1::d : floatbv[32] lvalue thread_local\n",
        &format!(
            "        // 0 file t.c line 1 function main
        DECL main::1::d : floatbv[32]
        ASSIGN main::1::d := floatbv_div(1.0:floatbv[32], 3.0:floatbv[32], {mode}:signedbv[32])
        // 1 file t.c line 2 function main
        ASSERT ¬(ieee_float_equal(main::1::d, 0.33333331:floatbv[32])) // assertion 0
"
        ),
    ))
}

#[test]
fn float_operators_execute_exactly() {
    let v = replay_at(&one_third_program(1), Script::default(), 2);
    assert!(matches!(v, Verdict::Confirmed(_)), "{v:?}");
    // rounding to nearest gives the other neighbour: the program ends without a violation
    match replay_at(&one_third_program(0), Script::default(), 2) {
        Verdict::Disagree(w) => assert_eq!(w, "the program ends without violating the property"),
        v => panic!("{v:?}"),
    }
}

/// C's operators on floats reach the replay only as IEEE operators (goto-ir's
/// adjust_float pass); an unadjusted `+` on floats is not executed.
#[test]
fn floats_are_unsupported() {
    let m = parse(&program(
        "symbol main::1::d : floatbv[64] lvalue thread_local\n",
        "        // 0 file t.c line 1 function main
        DECL main::1::d : floatbv[64]
        ASSIGN main::1::d := main::1::d + main::1::d
        ASSERT false // assertion 0
",
    ));
    let v = replay_at(&m, Script::default(), 2);
    assert_eq!(v, Verdict::Unsupported("floating-point arithmetic".into()));
}

#[test]
fn engine_traces_replay_on_symex_programs() {
    let mut total = 0;
    for (name, unwind) in [
        ("diamond.gt", None),
        ("pointers.gt", None),
        ("struct_fields.gt", None),
        ("nested_loops.gt", Some(3)),
        ("recursion.gt", Some(2)),
        ("malloc_symbolic.gt", None),
        ("punning.gt", None),
        ("straight_line.gt", None),
    ] {
        let path = format!(
            "{}/../symex/tests/programs/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).expect("program exists");
        let v = verdicts(&text, unwind);
        for (id, v) in &v {
            assert!(matches!(v, Verdict::Confirmed(_)), "{name}: {id}: {v:?}");
        }
        total += v.len();
    }
    assert!(total >= 4, "{total}");
}

#[test]
fn arithmetic_wraps_per_type() {
    let syms = "symbol main::1::c : signedbv[8] lvalue thread_local
symbol main::1::u : unsignedbv[16] lvalue thread_local
symbol main::1::w : unsignedbv[128] lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::c : signedbv[8]
        ASSIGN main::1::c := side_effect statement=\"nondet\"
        ASSUME main::1::c > 120
        DECL main::1::u : unsignedbv[16]
        ASSIGN main::1::u := cast(main::1::c, unsignedbv[16]) * 1000
        DECL main::1::w : unsignedbv[128]
        ASSIGN main::1::w := cast(main::1::u, unsignedbv[128]) * 4294967296 * 4294967296
        // 1 file t.c line 2 function main
        ASSERT ¬(main::1::w = cast(55464:signedbv[32], unsignedbv[128]) * 4294967296 * 4294967296) // assertion w
",
        ),
        None,
        1,
    );
}

#[test]
fn calls_loops_and_unwinding_assertions_replay() {
    let text = "pointer-width 64
function main
function inc params inc::a
symbol main : code() -> signedbv[32]
symbol inc : code(signedbv[32] inc::a/a) -> signedbv[32]
symbol inc::a : signedbv[32] lvalue thread_local parameter
symbol ext : code() -> signedbv[32]
symbol main::1::i : signedbv[32] lvalue thread_local
symbol main::1::s : signedbv[32] lvalue thread_local
symbol main::1::n : signedbv[32] lvalue thread_local

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

inc /* inc */
        // 0 file t.c line 1 function inc
        SET RETURN VALUE inc::a + 1
        // 1 file t.c line 1 function inc
        END_FUNCTION

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

main /* main */
        // 2 file t.c line 3 function main
        DECL main::1::n : signedbv[32]
        CALL main::1::n := ext()
        ASSUME main::1::n < 6
        DECL main::1::s : signedbv[32]
        ASSIGN main::1::s := 0
        DECL main::1::i : signedbv[32]
        ASSIGN main::1::i := 0
        // 3 file t.c line 4 function main
     1: IF ¬(main::1::i < main::1::n) THEN GOTO 2
        // 4 file t.c line 5 function main
        CALL main::1::s := inc(main::1::s)
        ASSIGN main::1::i := main::1::i + 1
        // 5 file t.c line 4 function main
        GOTO 1
        // 6 file t.c line 6 function main
     2: ASSERT ¬(main::1::s = 3) // assertion s != 3
        END_FUNCTION
";
    // s == 3 is reachable within 5 unwindings; n == 5 violates the unwinding assertion;
    // the call of the body-less `ext` is CBMC 6.9's failing no-body property
    assert_all_confirmed(text, Some(5), 3);
}

#[test]
fn symbolic_size_arrays_live_in_sparse_memory() {
    // `int a[n]` with n > 10^8 (more than 2^23 bits): the model's value of the array (a
    // default and the cells it read) is stored cell by cell
    let syms = "symbol main::1::n : unsignedbv[64] lvalue thread_local
symbol main::1::a : signedbv[32][main::1::n] lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::n : unsignedbv[64]
        ASSIGN main::1::n := side_effect statement=\"nondet\"
        ASSUME main::1::n > 100000000 ∧ main::1::n < 1099511627776
        DECL main::1::a : signedbv[32][main::1::n]
        ASSIGN main::1::a[cast(main::1::n - 1, signedbv[64])] := 7
        // 1 file t.c line 2 function main
        ASSERT ¬(main::1::a[cast(main::1::n - 1, signedbv[64])] = 7 ∧ main::1::a[5] = 3) // assertion a
",
        ),
        None,
        1,
    );
}

#[test]
fn infinite_arrays_live_in_sparse_memory() {
    // `int mem[∞]` zero-initialised, written at a nondet index below 2^40 and through a
    // pointer: the replay makes only the chunks touched (never 2^64 elements)
    let syms = "symbol mem : signedbv[32][infinity():unsignedbv[64]] lvalue static_lifetime
symbol main::1::i : unsignedbv[64] lvalue thread_local
symbol main::1::p : signedbv[32]* lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        ASSIGN mem := array_of(0:signedbv[32])
        DECL main::1::i : unsignedbv[64]
        ASSIGN main::1::i := side_effect statement=\"nondet\"
        ASSUME main::1::i < 1099511627776
        ASSIGN mem[cast(main::1::i, signedbv[64])] := 7
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := address_of(mem[cast(main::1::i + 1, signedbv[64])])
        ASSIGN *main::1::p := 8
        // 1 file t.c line 2 function main
        ASSERT ¬(mem[cast(main::1::i, signedbv[64])] = 7 ∧ mem[cast(main::1::i + 1, signedbv[64])] = 8 ∧ mem[5] = 0) // assertion mem
",
        ),
        None,
        1,
    );
}

#[test]
fn huge_allocations_keep_their_size() {
    // malloc(n) of more than 2^61 bytes: object_size is n, the memory covers what a
    // pointer offset can address
    let syms = "symbol main::1::n : unsignedbv[64] lvalue thread_local
symbol main::1::p : signedbv[8]* lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::n : unsignedbv[64]
        ASSIGN main::1::n := side_effect statement=\"nondet\"
        ASSUME main::1::n > 4611686018427387904
        DECL main::1::p : signedbv[8]*
        ASSIGN main::1::p := side_effect statement=\"allocate\"(main::1::n, false)
        ASSIGN *(main::1::p + 1000000) := 5
        // 1 file t.c line 2 function main
        ASSERT ¬(object_size(main::1::p):unsignedbv[64] = main::1::n ∧ *(main::1::p + 1000000) = 5) // assertion size
",
        ),
        None,
        1,
    );
}

#[test]
fn out_of_bounds_reads_take_the_model_value() {
    // y[i] outside `int y[1]`: symex reads an unconstrained value that the model fixes;
    // the write y[i] = 1 outside the array changes nothing
    let syms = "symbol main::1::y : signedbv[32][1] lvalue thread_local
symbol main::1::i : signedbv[64] lvalue thread_local
symbol main::1::x : signedbv[32] lvalue thread_local
";
    let text = program(
        syms,
        "        // 0 file t.c line 1 function main
        DECL main::1::y : signedbv[32][1]
        DECL main::1::i : signedbv[64]
        ASSIGN main::1::i := side_effect statement=\"nondet\"
        ASSUME main::1::i = 3 ∨ main::1::i = -2
        ASSIGN main::1::y[main::1::i] := 1
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := main::1::y[main::1::i]
        // 1 file t.c line 2 function main
        ASSERT ¬(main::1::x = 42) // assertion x != 42
",
    );
    assert_all_confirmed(&text, None, 1);
    // without the model's value (a hand-made script) the read is not replayed
    let mut m = parse(&text);
    let mut s = Script::default();
    let mut g = Group::default();
    let int64 = m.store.signed(64);
    let three = m.store.int_const(3, int64);
    g.choices.push_back(Choice::Nondet(Some(three)));
    s.visits
        .entry(Key::At(Ident::new("main"), 2))
        .or_default()
        .push_back(g);
    let v = replay_at(&m, s, 7);
    assert!(matches!(v, Verdict::Unsupported(_)), "{v:?}");
}

#[test]
fn writes_partly_outside_an_object_keep_the_bytes_inside() {
    // *p = 258 into a 1-byte allocation writes byte 0 (2); reading *p back gives 2 in its
    // low byte and unconstrained bytes above
    let syms = "symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::c : signedbv[8]* lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::c : signedbv[8]*
        ASSIGN main::1::c := side_effect statement=\"allocate\"(1, false)
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := cast(main::1::c, signedbv[32]*)
        ASSIGN *main::1::p := 258
        // 1 file t.c line 2 function main
        ASSERT ¬(*main::1::p = 770) // assertion *p != 770
",
        ),
        None,
        1,
    );
}

/// `p = NULL; *p = 5; x = *p; assert(x != 5)`, then `y = *(q + 1)` with `q = NULL`:
/// writes through NULL land in the failed object `p$object` and are read back; `*(q + 1)`
/// reads a fresh invalid object with the model's value.
const NULL_DEREF: &str = "symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::q : signedbv[32]* lvalue thread_local
symbol main::1::x : signedbv[32] lvalue thread_local
symbol main::1::y : signedbv[32] lvalue thread_local
";

const NULL_DEREF_BODY: &str = "        // 0 file t.c line 1 function main
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := NULL
        DECL main::1::x : signedbv[32]
        ASSIGN *main::1::p := 5
        ASSIGN main::1::x := *main::1::p
        // 1 file t.c line 2 function main
        ASSERT main::1::x ≠ 5 // assertion x != 5
        DECL main::1::q : signedbv[32]*
        ASSIGN main::1::q := NULL
        DECL main::1::y : signedbv[32]
        ASSIGN main::1::y := *(main::1::q + 1:signedbv[32])
        // 2 file t.c line 3 function main
        ASSERT main::1::y ≠ 7 // assertion y != 7
";

#[test]
fn dereferences_of_null_use_symex_failed_objects() {
    assert_all_confirmed(&program(NULL_DEREF, NULL_DEREF_BODY), None, 2);
}

#[test]
fn failed_objects_start_with_the_model_value() {
    // `x = *p` with p NULL reads `main::1::p$object`: the script's initial value decides
    let syms = "symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::x : signedbv[32] lvalue thread_local
symbol main::1::p$object : signedbv[32] lvalue static_lifetime
";
    let mut m = parse(&program(
        syms,
        "        // 0 file t.c line 1 function main
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := NULL
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := *main::1::p
        // 1 file t.c line 2 function main
        ASSERT main::1::x ≠ 7 // assertion x != 7
",
    ));
    let int = m.store.signed(32);
    let seven = m.store.int_const(7, int);
    let eight = m.store.int_const(8, int);
    let run = |m: &GotoModel, v: ExprId| {
        let mut s = Script::default();
        s.failed
            .insert(Ident::new("main::1::p$object"), DeclValue::Whole(Some(v)));
        replay_at(m, s, 4)
    };
    assert!(matches!(run(&m, seven), Verdict::Confirmed(_)));
    assert_eq!(
        run(&m, eight),
        Verdict::Disagree("the program ends without violating the property".into())
    );
}

#[test]
fn pointers_as_integers_use_the_solver_object_numbers() {
    // `(unsigned long)&g` has g's object number in its top 8 bits, and `p + a` overflows
    // as the pointer's bits do
    let syms = "symbol g : signedbv[32] static_lifetime lvalue
symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::i : unsignedbv[64] lvalue thread_local
symbol main::1::a : signedbv[64] lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := address_of(g)
        DECL main::1::i : unsignedbv[64]
        ASSIGN main::1::i := cast(main::1::p, unsignedbv[64])
        // 1 file t.c line 2 function main
        ASSERT lshr(main::1::i, 56:signedbv[32]) = 0 // assertion number
        DECL main::1::a : signedbv[64]
        // 2 file t.c line 3 function main
        ASSERT ¬(overflow-+(main::1::p, main::1::a)) // assertion overflow
",
        ),
        None,
        2,
    );
}

#[test]
fn pointer_differences_union_padding_and_uninterpreted_functions_replay() {
    // `&a[1] - &b[0]` overflows as the pointers' bits do (different objects); the padding
    // of `{ .c = 1 }` is the model's; `f(x)` and `f(y)` agree for equal arguments
    let syms = "symbol tag-U : union(tag=U) { signedbv[32] i, signedbv[8] c } base=\"U\" type
symbol __CPROVER_uninterpreted_f : code(signedbv[32]) -> c_bool[8] lvalue
symbol main::1::a : signedbv[32][4:unsignedbv[64]] lvalue thread_local
symbol main::1::b : signedbv[32][2:unsignedbv[64]] lvalue thread_local
symbol main::1::d : signedbv[64] lvalue thread_local
symbol main::1::u : union tag-U lvalue thread_local
symbol main::1::x : signedbv[32] lvalue thread_local
symbol main::1::y : signedbv[32] lvalue thread_local
symbol main::1::r : c_bool[8] lvalue thread_local
symbol main::1::s : c_bool[8] lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        DECL main::1::a : signedbv[32][4]
        DECL main::1::b : signedbv[32][2]
        DECL main::1::d : signedbv[64]
        ASSERT ¬(overflow--(address_of(main::1::a[1:signedbv[64]]), address_of(main::1::b[0:signedbv[64]]))) // assertion overflow
        ASSIGN main::1::d := (address_of(main::1::a[1:signedbv[64]]) - address_of(main::1::b[0:signedbv[64]])):signedbv[64]
        // 1 file t.c line 2 function main
        ASSERT main::1::d ≠ 1 // assertion difference
        DECL main::1::u : union tag-U
        ASSIGN main::1::u := union component_name=\"c\"(1:signedbv[8])
        // 2 file t.c line 3 function main
        ASSERT main::1::u.i = 1 // assertion padding
        DECL main::1::x : signedbv[32]
        DECL main::1::y : signedbv[32]
        DECL main::1::r : c_bool[8]
        ASSIGN main::1::r := __CPROVER_uninterpreted_f(main::1::x)
        DECL main::1::s : c_bool[8]
        ASSIGN main::1::s := __CPROVER_uninterpreted_f(main::1::y)
        ASSUME main::1::x = main::1::y
        // 3 file t.c line 4 function main
        ASSERT main::1::r = 1 ∨ main::1::s = 1 // assertion uf
",
        ),
        None,
        4,
    );
}

#[test]
fn pointer_bits_follow_the_script_numbering() {
    let syms = "symbol g : signedbv[32] static_lifetime lvalue
symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::i : unsignedbv[64] lvalue thread_local
";
    let mut m = parse(&program(
        syms,
        "        // 0 file t.c line 1 function main
        DECL main::1::p : signedbv[32]*
        ASSIGN main::1::p := address_of(g)
        DECL main::1::i : unsignedbv[64]
        ASSIGN main::1::i := cast(main::1::p, unsignedbv[64])
        // 1 file t.c line 2 function main
        ASSERT main::1::i = 0 // assertion i == 0
",
    ));
    let u64t = m.store.unsigned(64);
    let trace_i = m.store.int_const(2i64 << 56, u64t);
    let run = |m: &GotoModel, numbers: Vec<(u64, Numbered)>| {
        let mut s = Script {
            numbers,
            ..Default::default()
        };
        let mut g = Group::default();
        g.checks.push(Check {
            root: Ident::new("main::1::i"),
            path: vec![],
            ty: u64t,
            value: trace_i,
        });
        s.visits
            .entry(Key::At(Ident::new("main"), 3))
            .or_default()
            .push_back(g);
        replay_at(m, s, 4)
    };
    let g = Ident::new("g");
    assert!(matches!(
        run(&m, vec![(2, Numbered::Var(g, None))]),
        Verdict::Confirmed(Stats { checks: 1, .. })
    ));
    assert_eq!(
        run(&m, vec![(3, Numbered::Var(g, None))]),
        Verdict::Disagree(
            "main::1::i is 216172782113783808 in the replay but 144115188075855872 in the \
             trace in main"
                .into()
        )
    );
    assert_eq!(
        run(&m, vec![]),
        Verdict::Unsupported(
            "a pointer to g converted to an integer (the object has no unique number in the \
             model)"
                .into()
        )
    );
}

#[test]
fn locals_used_outside_their_scope_take_the_model_value() {
    // a jump past `int x = 42;` (as into a switch case) and a read through a pointer to
    // a dead variable: symex reads version 0 of the variable, which the model fixes
    let syms = "symbol main::1::x : signedbv[32] lvalue thread_local
symbol main::1::y : signedbv[32] lvalue thread_local
symbol main::1::p : signedbv[32]* lvalue thread_local
";
    assert_all_confirmed(
        &program(
            syms,
            "        // 0 file t.c line 1 function main
        GOTO 1
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := 42
        // 1 file t.c line 2 function main
     1: ASSERT main::1::x = 42 // assertion x == 42
        DECL main::1::p : signedbv[32]*
        DECL main::1::y : signedbv[32]
        ASSIGN main::1::y := 7
        ASSIGN main::1::p := address_of(main::1::y)
        DEAD main::1::y
        // 2 file t.c line 3 function main
        ASSERT *main::1::p = 7 // assertion *p == 7
",
        ),
        None,
        2,
    );
}

#[test]
fn missing_return_values_take_the_model_value() {
    let text = "pointer-width 64
function main
function f
symbol main : code() -> signedbv[32]
symbol f : code() -> signedbv[32]
symbol main::1::r : signedbv[32] lvalue thread_local

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

f /* f */
        // 0 file t.c line 1 function f
        END_FUNCTION

^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

main /* main */
        // 1 file t.c line 2 function main
        DECL main::1::r : signedbv[32]
        CALL main::1::r := f()
        // 2 file t.c line 3 function main
        ASSERT main::1::r = 0 // assertion r == 0
        END_FUNCTION
";
    assert_all_confirmed(text, None, 1);
}
