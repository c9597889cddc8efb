//! Symex throughput (steps per second): (a) a loop unwound 10,000 times writing an array,
//! (b) 1,000 pointer dereferences over a 10-candidate value set.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use goto_formats::text;
use goto_ir::GotoModel;
use symex::SymexConfig;

const HEADER: &str = "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^";

/// `int a[10000]; for (int i = 0; i < 10000; i++) a[i] = i;`
fn array_loop() -> GotoModel {
    let src = format!(
        "pointer-width 64
function main
symbol main : code() -> signedbv[32]
symbol main::1::a : signedbv[32][10000:signedbv[64]] lvalue thread_local
symbol main::1::i : signedbv[32] lvalue thread_local

{HEADER}

main /* main */
        // 0 file loop.c line 3 function main
        DECL main::1::a : signedbv[32][10000:signedbv[64]]
        DECL main::1::i : signedbv[32]
        ASSIGN main::1::i := 0
     1: IF ¬(main::1::i < 10000) THEN GOTO 2
        ASSIGN main::1::a[cast(main::1::i, signedbv[64])] := main::1::i
        ASSIGN main::1::i := main::1::i + 1
        GOTO 1
     2: ASSERT main::1::a[9999] = 9999 // assertion a[9999] == 9999
        END_FUNCTION
"
    );
    let mut m = text::parse(&src, "loop.gt").expect("valid program");
    m.update();
    m
}

/// Ten globals, `p` pointing to one of them (nondet choice), then 1,000 reads `s += *p`.
fn derefs() -> GotoModel {
    let mut src = String::from(
        "pointer-width 64
function main
symbol main : code() -> signedbv[32]
symbol main::1::p : signedbv[32]* lvalue thread_local
symbol main::1::s : signedbv[32] lvalue thread_local
symbol main::1::c : signedbv[32] lvalue thread_local
",
    );
    for k in 0..10 {
        src.push_str(&format!(
            "symbol g{k} : signedbv[32] static_lifetime lvalue\n"
        ));
    }
    src.push_str(&format!("\n{HEADER}\n\nmain /* main */\n"));
    src.push_str("        // 0 file deref.c line 3 function main\n");
    src.push_str(
        "        DECL main::1::p : signedbv[32]*\n        DECL main::1::s : signedbv[32]\n",
    );
    src.push_str("        ASSIGN main::1::s := 0\n        DECL main::1::c : signedbv[32]\n");
    src.push_str("        ASSIGN main::1::c := side_effect statement=\"nondet\"\n");
    src.push_str("        ASSIGN main::1::p := address_of(g0)\n");
    for k in 1..10 {
        src.push_str(&format!(
            "        IF ¬(main::1::c = {k}) THEN GOTO {k}\n        ASSIGN main::1::p := address_of(g{k})\n     {k}: SKIP\n"
        ));
    }
    for _ in 0..1000 {
        src.push_str("        ASSIGN main::1::s := main::1::s + *main::1::p\n");
    }
    src.push_str("        ASSERT main::1::s ≠ 7 // assertion s != 7\n        END_FUNCTION\n");
    let mut m = text::parse(&src, "deref.gt").expect("valid program");
    m.update();
    m
}

fn bench_model(c: &mut Criterion, name: &str, model: GotoModel, config: SymexConfig) {
    let steps = {
        let mut m = model.clone();
        symex::run(&mut m, &config).expect("symex").stats.steps
    };
    let mut g = c.benchmark_group("symex");
    g.sample_size(10);
    g.throughput(Throughput::Elements(steps));
    g.bench_function(name, |b| {
        b.iter_batched(
            || model.clone(),
            |mut m| symex::run(&mut m, &config).expect("symex"),
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    let mut cfg = SymexConfig {
        entry_point: "main".into(),
        ..Default::default()
    };
    cfg.unwindset.global = Some(10001);
    bench_model(c, "array_loop_10000", array_loop(), cfg.clone());
    bench_model(c, "deref_1000_x10", derefs(), cfg);
}

criterion_group!(symex_benches, benches);
criterion_main!(symex_benches);
