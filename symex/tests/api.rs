//! API-level tests: unwindset syntax, JSON output, errors, self-loops, body-less functions,
//! path strategies.

use goto_formats::text;
use goto_ir::GotoModel;
use symex::{PathStrategy, SymexConfig, SymexError};

const SEP: &str = "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^";

fn parse(body: &str, decls: &str) -> GotoModel {
    let src = format!(
        "pointer-width 64\nfunction main\nsymbol main : code() -> signedbv[32]\n{decls}\n{SEP}\n\nmain /* main */\n{body}"
    );
    let mut m = text::parse(&src, "t.gt").unwrap_or_else(|e| panic!("{e}\n{src}"));
    m.update();
    m
}

fn cfg() -> SymexConfig {
    SymexConfig {
        entry_point: "main".into(),
        ..Default::default()
    }
}

const LOOP: &str = "        // 0 file t.c line 2 function main
        DECL main::1::i : signedbv[32]
        ASSIGN main::1::i := side_effect statement=\"nondet\"
        // Labels: outer
        // 1 file t.c line 3 function main
     1: IF ¬(main::1::i < 10) THEN GOTO 2
        // 2 file t.c line 3 function main
        ASSIGN main::1::i := main::1::i + 1
        // 3 file t.c line 3 function main
        GOTO 1
        // 4 file t.c line 4 function main
     2: ASSERT main::1::i ≥ 10 // assertion i >= 10
        END_FUNCTION
";
const LOOP_DECLS: &str = "symbol main::1::i : signedbv[32] lvalue thread_local";

#[test]
fn unwindset_syntax() {
    let m = parse(LOOP, LOOP_DECLS);
    let mut u = symex::Unwindset::default();
    let w = u
        .parse("main.0:3,main:7,2:main.0:9,nosuch.0:1,main.5:2", &m)
        .unwrap();
    assert_eq!(u.limit("main.0", 0), Some(3));
    assert_eq!(u.limit("main.0", 2), Some(9));
    assert_eq!(u.limit("main", 0), Some(7));
    assert_eq!(u.limit("other.0", 0), None);
    assert_eq!(
        w,
        [
            "loop identifier nosuch.0 for non-existent function provided with unwindset",
            "loop identifier main.5 provided with unwindset does not match any loop"
        ]
    );
    // CBMC: an identifier that is neither a function nor `f.N` / `f.label` is an error
    assert_eq!(
        symex::Unwindset::default().parse("nosuch:1", &m),
        Err(SymexError::Unwindset(
            "nosuch:1".into(),
            "invalid loop identifier nosuch".into()
        ))
    );
    // a label names the loop whose backward GOTO comes from the labelled statement
    let mut u = symex::Unwindset::default();
    assert!(u.parse("main.outer:5", &m).unwrap().is_empty());
    assert_eq!(u.limit("main.0", 0), Some(5));
    let mut u = symex::Unwindset::default();
    assert!(u.parse("main.0", &m).is_err());
    assert!(u.parse("main.0:x", &m).is_err());
    u.parse("main.0:", &m).unwrap();
    u.global = Some(4);
    assert_eq!(u.limit("main.0", 0), None, "empty bound = unlimited");
    assert_eq!(u.limit("main.1", 0), Some(4));
}

#[test]
fn unwinding_assertion_counts_like_cbmc() {
    // --unwind 3: the body runs twice, the third back jump stops (count >= limit)
    let mut m = parse(LOOP, LOOP_DECLS);
    let mut c = cfg();
    c.unwindset.global = Some(3);
    let r = symex::run(&mut m, &c).unwrap();
    let vcc = ssa::show::show_vcc(&m, &r.equation);
    assert!(vcc.contains("unwinding assertion loop 0\n"), "{vcc}");
    let props: Vec<String> = r
        .equation
        .steps
        .iter()
        .filter_map(|s| match &s.kind {
            ssa::StepKind::Assert { property_id, .. } => Some(property_id.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(props, ["main.unwind.0", "main.assertion.1"]);
    let unwinds = r
        .messages
        .iter()
        .filter(|m| m.text.starts_with("Unwinding loop main.0"))
        .count();
    assert_eq!(unwinds, 2);
    // without unwinding assertions only the user assertion remains
    let mut m = parse(LOOP, LOOP_DECLS);
    c.unwinding_assertions = false;
    let r = symex::run(&mut m, &c).unwrap();
    assert_eq!(r.stats.remaining_vccs, 1);
}

#[test]
fn show_vcc_json() {
    let mut m = parse(LOOP, LOOP_DECLS);
    let mut c = cfg();
    c.unwindset.global = Some(2);
    let r = symex::run(&mut m, &c).unwrap();
    let j = ssa::show::show_vcc_json(&m, &r.equation);
    insta::assert_snapshot!(serde_json_pretty(&j));
}

fn serde_json_pretty(v: &serde_json::Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default()
}

const THREAD_BODY: &str = "        // 0 file t.c line 2 function main
        START THREAD 1
        // 1 file t.c line 2 function main
        GOTO 2
        // 2 file t.c line 3 function main
     1: ASSIGN g := 1
        // 3 file t.c line 3 function main
        END THREAD
        // 4 file t.c line 4 function main
     2: ASSIGN g := 2
        // 5 file t.c line 5 function main
        ASSERT g = 2 // assertion g == 2
        END_FUNCTION
";

const THREAD_DECLS: &str = "symbol g : signedbv[32] lvalue static_lifetime";

#[test]
fn a_started_thread_runs_after_main_with_shared_events_and_the_memory_model() {
    let mut m = parse(THREAD_BODY, THREAD_DECLS);
    let r = symex::run(&mut m, &cfg()).unwrap();
    let eq = &r.equation;
    assert!(eq.has_threads());
    let kinds: Vec<&str> = eq.steps.iter().map(|s| s.kind.type_name()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "SPAWN").count(), 1);
    // main writes g (an event), reads it for the assertion (an event: the thread may
    // have written it), and the thread's write is a step of thread 1
    assert_eq!(kinds.iter().filter(|k| **k == "SHARED_WRITE").count(), 2 + 1);
    assert_eq!(kinds.iter().filter(|k| **k == "SHARED_READ").count(), 1);
    assert!(eq
        .steps
        .iter()
        .any(|s| s.source.thread == 1 && s.kind.type_name() == "SHARED_WRITE"));
    // the read is not the value main wrote: the memory model decides (read-from choices)
    let vcc = ssa::show::show_vcc(&m, eq);
    assert!(vcc.contains("{1} g#2 = 2\n"), "{vcc}");
    assert!(vcc.contains("symex::rf$1"), "{vcc}");
    assert!(eq.count_vccs() == 1);
    // nothing is sliced away with threads
    assert!(eq.steps.iter().all(|s| !s.ignore));
}

#[test]
fn threads_with_paths_are_an_error() {
    let mut m = parse(THREAD_BODY, THREAD_DECLS);
    let c = SymexConfig {
        paths: Some(PathStrategy::Lifo),
        ..cfg()
    };
    let mut explorer = symex::paths::PathExplorer::new(&mut m, &c).unwrap();
    let e = explorer.next_path(&mut m).unwrap().unwrap_err();
    assert_eq!(
        e.to_string(),
        "t.c:2 (function main): unsupported: threads with --paths"
    );
}

#[test]
fn a_spawn_inside_an_atomic_section_is_refused() {
    let body = "        // 0 file t.c line 2 function main
        ATOMIC_BEGIN
        // 1 file t.c line 3 function main
        START THREAD 1
     1: END_FUNCTION
";
    let mut m = parse(body, "");
    let e = symex::run(&mut m, &cfg()).unwrap_err();
    assert!(matches!(e, SymexError::Incorrect { .. }));
    assert!(e
        .to_string()
        .starts_with("t.c:3 (function main):\nspawning threads out of atomic sections is not allowed"));
}

#[test]
fn missing_entry_point() {
    let mut m = parse("        END_FUNCTION\n", "");
    let c = SymexConfig::default();
    assert_eq!(
        symex::run(&mut m, &c).unwrap_err(),
        SymexError::NoEntryPoint
    );
}

#[test]
fn self_loop_becomes_assumption() {
    let body = "        // 0 file t.c line 2 function main
        DECL main::1::i : signedbv[32]
        ASSIGN main::1::i := side_effect statement=\"nondet\"
        // 1 file t.c line 3 function main
     1: IF main::1::i > 3 THEN GOTO 1
        // 2 file t.c line 4 function main
        ASSERT main::1::i ≤ 3 // assertion i <= 3
        END_FUNCTION
";
    let mut m = parse(body, LOOP_DECLS);
    let r = symex::run(&mut m, &cfg()).unwrap();
    let vcc = ssa::show::show_vcc(&m, &r.equation);
    assert!(vcc.contains("{-2} ¬(main::1::i!0@1#2 ≥ 4)\n"), "{vcc}");
    assert!(r
        .messages
        .iter()
        .any(|m| m.text == "no unwinding assertion will be generated for self-loop at file t.c line 3 function main"));
}

#[test]
fn body_less_function_is_nondet_with_one_warning() {
    let src = format!(
        "pointer-width 64
function main
function ext
symbol main : code() -> signedbv[32]
symbol ext : code() -> signedbv[32]
symbol main::1::x : signedbv[32] lvalue thread_local
{SEP}

main /* main */
        // 0 file t.c line 2 function main
        DECL main::1::x : signedbv[32]
        CALL main::1::x := ext()
        CALL main::1::x := ext()
        ASSERT main::1::x = 1 // assertion x == 1
        END_FUNCTION
"
    );
    let mut m = text::parse(&src, "t.gt").unwrap();
    m.update();
    let r = symex::run(&mut m, &cfg()).unwrap();
    let warnings: Vec<_> = r
        .messages
        .iter()
        .filter(|m| m.level == symex::Level::Warning)
        .map(|m| m.text.clone())
        .collect();
    assert_eq!(warnings, ["**** WARNING: no body for function ext"]);
    let vcc = ssa::show::show_vcc(&m, &r.equation);
    assert!(vcc.contains("main::1::x!0@1#3 = nondet_symbol"), "{vcc}");
}

#[test]
fn fifo_and_lifo_explore_every_path() {
    let body = "        // 0 file t.c line 2 function main
        DECL main::1::i : signedbv[32]
        ASSIGN main::1::i := side_effect statement=\"nondet\"
        IF main::1::i > 3 THEN GOTO 1
        ASSIGN main::1::i := 1
     1: IF main::1::i > 5 THEN GOTO 2
        ASSIGN main::1::i := 2
     2: ASSERT main::1::i ≠ 0 // assertion i != 0
        END_FUNCTION
";
    for strategy in [PathStrategy::Lifo, PathStrategy::Fifo] {
        let mut m = parse(body, LOOP_DECLS);
        let mut c = cfg();
        c.paths = Some(strategy);
        let mut ex = symex::paths::PathExplorer::new(&mut m, &c).unwrap();
        let mut n = 0;
        let mut remaining = 0;
        while let Some(r) = ex.next_path(&mut m) {
            let r = r.unwrap();
            n += 1;
            remaining += r.stats.remaining_vccs;
        }
        // i > 3 then i > 5 / i ≤ 5; i ≤ 3 gives i = 1, then only i ≤ 5 is feasible but both
        // branches are explored (symex does not prune with a solver)
        assert_eq!(n, 3, "{strategy:?}");
        assert!(remaining >= 1);
        assert_eq!(ex.pending(), 0);
    }
    assert!(PathStrategy::parse("dfs").is_err());
}

#[test]
fn havoc_undefined_functions_havocs_pointees() {
    let src = format!(
        "pointer-width 64
function main
function ext params ext::p
symbol main : code() -> signedbv[32]
symbol ext : code(signedbv[32]* ext::p/p) -> empty
symbol ext::p : signedbv[32]* parameter lvalue thread_local
symbol main::1::x : signedbv[32] lvalue thread_local
{SEP}

main /* main */
        // 0 file t.c line 2 function main
        DECL main::1::x : signedbv[32]
        ASSIGN main::1::x := 1
        CALL ext(address_of(main::1::x))
        ASSERT main::1::x = 1 // assertion x == 1
        END_FUNCTION
"
    );
    // one VCC is the no-body property of the call of `ext`
    for (havoc, remaining) in [(false, 1), (true, 2)] {
        let mut m = text::parse(&src, "t.gt").unwrap();
        m.update();
        let mut c = cfg();
        c.havoc_undefined_functions = havoc;
        let r = symex::run(&mut m, &c).unwrap();
        assert_eq!(r.stats.remaining_vccs, remaining, "havoc {havoc}");
    }
}

#[test]
fn depth_limit_cuts_paths() {
    let mut m = parse(LOOP, LOOP_DECLS);
    let mut c = cfg();
    c.depth = Some(4);
    let r = symex::run(&mut m, &c).unwrap();
    // the loop body is cut before its back edge (no unwinding assertion); the path that
    // skips the loop still reaches the user assertion
    assert_eq!(r.stats.remaining_vccs, 1);
    assert!(r.equation.steps.iter().all(|s| !matches!(
        &s.kind,
        ssa::StepKind::Assert { property_id, .. } if property_id.as_str().contains("unwind")
    )));
}

#[test]
fn paths_with_loops_terminate() {
    let mut m = parse(LOOP, LOOP_DECLS);
    let mut c = cfg();
    c.unwindset.global = Some(3);
    c.paths = Some(PathStrategy::Lifo);
    let mut ex = symex::paths::PathExplorer::new(&mut m, &c).unwrap();
    let mut n = 0;
    while let Some(r) = ex.next_path(&mut m) {
        r.unwrap();
        n += 1;
    }
    // exit after 0, 1 or 2 iterations, or hit the bound
    assert_eq!(n, 4);
}

/// A VLA instance is addressed through an L1 symbol whose array type has the size renamed
/// at the declaration (`signedbv[8][main::1::n!0@1#2]`): the solver's object size of the
/// instance is then the assumed value, not the unconstrained program symbol.
#[test]
fn vla_instances_have_renamed_sizes() {
    let body = "        // 0 file vla.c line 3 function main
        DECL main::1::n : unsignedbv[64]
        ASSIGN main::1::n := side_effect statement=\"nondet\"
        ASSUME main::1::n ≥ 100
        DECL main::1::a : signedbv[8][main::1::n]
        ASSERT object_size(address_of(main::1::a[0])):unsignedbv[64] = main::1::n // assertion size
        END_FUNCTION
";
    let decls = "symbol main::1::n : unsignedbv[64] lvalue thread_local
symbol main::1::a : signedbv[8][main::1::n] lvalue thread_local";
    let mut m = parse(body, decls);
    let r = symex::run(&mut m, &cfg()).unwrap();
    let mut found = None;
    let conds: Vec<_> = r.equation.steps.iter().map(|s| s.cond.id()).collect();
    m.store.post_order(&conds, |e| {
        if m.store
            .symbol_name(e)
            .is_some_and(|n| n.as_str() == "main::1::a!0@1")
        {
            found = Some(m.store.type_of(e));
        }
    });
    let ty = found.expect("the addressed VLA instance");
    assert_eq!(
        goto_ir::format::ty(&m.store, ty).to_string(),
        "signedbv[8][main::1::n!0@1#2]"
    );
}

/// A label on a line with two loops (`L: for(…) { while(…) …; }`) matches both backward
/// GOTOs: CBMC warns that the identifier is ambiguous and limits the last one.
#[test]
fn ambiguous_unwindset_label() {
    let body = "        // 0 file t.c line 2 function main
        DECL main::1::i : signedbv[32]
        // Labels: L
        // 1 file t.c line 2 function main
        ASSIGN main::1::i := 0
        // 1 file t.c line 2 function main
     1: IF ¬(main::1::i < 5) THEN GOTO 3
        // 2 file t.c line 2 function main
     2: IF ¬(main::1::i < 5) THEN GOTO 4
        // 2 file t.c line 2 function main
        ASSIGN main::1::i := main::1::i + 1
        // 3 file t.c line 2 function main
        GOTO 2
        // 4 file t.c line 2 function main
     4: ASSIGN main::1::i := main::1::i + 1
        // 5 file t.c line 2 function main
        GOTO 1
        // 6 file t.c line 3 function main
     3: END_FUNCTION
";
    let m = parse(body, LOOP_DECLS);
    let mut u = symex::Unwindset::default();
    let w = u.parse("main.L:2", &m).unwrap();
    assert_eq!(
        w,
        ["loop identifier main.L provided with unwindset is ambiguous"]
    );
    assert_eq!(u.limit("main.1", 0), Some(2));
    assert_eq!(u.limit("main.0", 0), None);
}

/// `while (1) x++;`: never ends without an unwinding limit.
const ENDLESS: &str = "        // 0 file t.c line 2 function main
        DECL main::1::x : unsignedbv[32]
        ASSIGN main::1::x := 0
        // 1 file t.c line 3 function main
     1: ASSIGN main::1::x := main::1::x + 1
        // 2 file t.c line 3 function main
        GOTO 1
        END_FUNCTION
";

/// A sink that records the messages and raises `stop` at the fifth loop iteration.
fn stopping_sink(
    stop: symex::StopFlag,
) -> (
    symex::MessageSink,
    std::sync::Arc<std::sync::Mutex<Vec<String>>>,
) {
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let s = seen.clone();
    let sink = symex::MessageSink::new(move |m| {
        s.lock().unwrap().push(m.text.clone());
        if m.text.contains(" iteration 5 ") {
            stop.stop();
        }
    });
    (sink, seen)
}

#[test]
fn messages_arrive_while_running_and_the_stop_flag_ends_the_run() {
    let decls = "symbol main::1::x : unsignedbv[32] lvalue thread_local";
    let mut m = parse(ENDLESS, decls);
    let mut c = cfg();
    let (sink, seen) = stopping_sink(c.stop.clone());
    c.on_message = Some(sink);
    assert_eq!(symex::run(&mut m, &c).unwrap_err(), SymexError::Stopped);
    // the run stopped at the first check after the request: one more step at most
    let seen = seen.lock().unwrap().clone();
    assert_eq!(
        seen,
        (1..=5)
            .map(|i| format!(
                "Unwinding loop main.0 iteration {i} file t.c line 3 function main thread 0"
            ))
            .collect::<Vec<_>>()
    );
    // without a sink the messages are collected in the result
    let mut c = cfg();
    c.unwindset.global = Some(2);
    let r = symex::run(&mut m, &c).unwrap();
    assert_eq!(r.messages.len(), 2);
    assert!(r.messages[1]
        .text
        .starts_with("Not unwinding loop main.0 iteration 2"));
    // a flag raised before the start stops at once, in --paths mode too
    let c = cfg();
    c.stop.stop();
    assert_eq!(symex::run(&mut m, &c).unwrap_err(), SymexError::Stopped);
    let mut ex = symex::paths::PathExplorer::new(&mut m, &c).unwrap();
    assert!(matches!(
        ex.next_path(&mut m),
        Some(Err(SymexError::Stopped))
    ));
}

#[test]
fn the_stop_flag_ends_a_paths_run() {
    let decls = "symbol main::1::x : unsignedbv[32] lvalue thread_local";
    let mut m = parse(ENDLESS, decls);
    let mut c = cfg();
    c.paths = Some(PathStrategy::Lifo);
    let (sink, seen) = stopping_sink(c.stop.clone());
    c.on_message = Some(sink);
    let mut ex = symex::paths::PathExplorer::new(&mut m, &c).unwrap();
    assert!(matches!(
        ex.next_path(&mut m),
        Some(Err(SymexError::Stopped))
    ));
    assert_eq!(seen.lock().unwrap().len(), 5);
}
