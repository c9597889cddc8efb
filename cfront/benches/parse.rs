//! Front-end throughput: preprocessed lines per second on a program that includes the
//! common C library headers (the text is preprocessed once, outside the measurement).

use cfront::{parse_text, preprocess, DataModel, PreprocessConfig};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// A program including every header the front end must handle.
pub const ALL_HEADERS: &str = "#include <assert.h>\n#include <stdlib.h>\n#include <string.h>\n\
#include <stdio.h>\n#include <stdint.h>\n#include <limits.h>\n#include <math.h>\n\
#include <pthread.h>\nint main(void) { return 0; }\n";

fn bench_parse(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("all_headers.c");
    std::fs::write(&path, ALL_HEADERS).expect("write the bench input");
    let mut group = c.benchmark_group("cfront");
    for model in [DataModel::Lp64, DataModel::Ilp32] {
        let config = PreprocessConfig {
            data_model: model,
            ..PreprocessConfig::default()
        };
        let pre = preprocess(&path, &config).expect("preprocess the bench input");
        let lines = pre.text.lines().count() as u64;
        group.throughput(Throughput::Elements(lines));
        group.bench_function(format!("parse_all_headers_{model:?}_lines"), |b| {
            b.iter(|| {
                let out = parse_text(&pre.text, "all_headers.c");
                assert!(out.diagnostics.is_empty());
                out.unit.items.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_parse);
criterion_main!(benches);
