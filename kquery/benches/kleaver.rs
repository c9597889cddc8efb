//! rbmc-kleaver's evaluation time on KLEE's pcresymperf-3 query log (756
//! queries) and parse/print time on the same file.

use criterion::{criterion_group, criterion_main, Criterion};
use kquery::kleaver::{evaluate, Options};
use kquery::parser::{parse, ParseOptions};
use kquery::printer::{print_decl, PrintOptions};

fn corpus_file() -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/corpus/kquery/utils/data/Queries/pcresymperf-3.kquery");
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn bench(c: &mut Criterion) {
    let src = corpus_file();
    let mut g = c.benchmark_group("pcresymperf-3");
    g.sample_size(10);
    g.bench_function("parse", |b| b.iter(|| parse(&src, ParseOptions::default())));
    let (m, _) = parse(&src, ParseOptions::default());
    g.bench_function("print-ast", |b| {
        b.iter(|| {
            m.decls
                .iter()
                .map(|d| print_decl(&m.arena, d, PrintOptions::default()).len())
                .sum::<usize>()
        })
    });
    for sat in ["cadical", "varisat"] {
        g.bench_function(format!("evaluate-756-{sat}"), |b| {
            b.iter(|| {
                let mut backend = kquery::solve::default_backend(sat).expect("backend");
                evaluate(&Options::default(), &m, &mut backend).0.len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
