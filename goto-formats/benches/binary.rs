//! Goto-binary load and write speed (MB/s of the serialised file) on generated programs:
//! the irep level (`binary::read` / `GotoBinary::to_bytes`) and the whole loader into
//! goto-ir's model (`binary::read_model` / `binary::write_model`).

// goto-ir's lib.rs does not declare `pub mod binary;` yet, so this bench compiles the
// module itself, with goto-ir's items at its root where the module's `crate::` paths expect
// them. Once lib.rs declares the module, replace these lines with `use goto_formats::binary;`.
#[allow(unused_imports)]
pub use goto_ir::*;
#[allow(dead_code)]
#[path = "../src/binary/mod.rs"]
pub mod binary;

#[path = "../tests/binary_gen/mod.rs"]
mod binary_gen;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn irep_level(c: &mut Criterion) {
    let gb = binary_gen::program(1, 60, 1500);
    let bytes = gb.to_bytes();
    let mut g = c.benchmark_group("goto_binary_irep");
    g.throughput(Throughput::Bytes(bytes.len() as u64));
    g.sample_size(20);
    g.bench_function(format!("read_{}KB", bytes.len() / 1024), |b| {
        b.iter(|| binary::read(&bytes).expect("valid binary"))
    });
    g.bench_function(format!("write_{}KB", bytes.len() / 1024), |b| {
        b.iter(|| gb.to_bytes())
    });
    g.finish();
}

fn model_level(c: &mut Criterion) {
    let m = binary_gen::model::model(1, 40, 2000);
    let bytes = binary::write_model(&m).expect("valid model");
    let mut g = c.benchmark_group("goto_binary_model");
    g.throughput(Throughput::Bytes(bytes.len() as u64));
    g.sample_size(20);
    g.bench_function(format!("read_model_{}KB", bytes.len() / 1024), |b| {
        b.iter(|| binary::read_model(&bytes).expect("valid binary"))
    });
    g.bench_function(format!("write_model_{}KB", bytes.len() / 1024), |b| {
        b.iter(|| binary::write_model(&m).expect("valid model"))
    });
    g.finish();
}

criterion_group!(benches, irep_level, model_level);
criterion_main!(benches);
