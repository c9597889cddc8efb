//! Expression interning speed (nodes per second) of the hash-consed [`Store`].
//!
//! - `novel`: every element creates two nodes (a fresh integer constant and an addition);
//! - `shared`: the same requests again, every one finding its node;
//! - `mixed`: a random DAG where each node combines two earlier ones, half of the requests
//!   repeating earlier nodes.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use goto_ir::{ExprKind, Ident, Store};

const N: u64 = 100_000;

fn novel(s: &mut Store) {
    let int = s.signed(32);
    let x = s.symbol(Ident::new("x"), int);
    let mut acc = x;
    for i in 0..N {
        let c = s.int_const(i, int);
        acc = s.plus(acc, c);
    }
    black_box(acc);
}

fn mixed(s: &mut Store) {
    let int = s.signed(32);
    let mut nodes = vec![
        s.symbol(Ident::new("a"), int),
        s.symbol(Ident::new("b"), int),
    ];
    let mut seed: u64 = 0x1234_5678;
    let kinds = [
        ExprKind::Plus,
        ExprKind::Mult,
        ExprKind::BitAnd,
        ExprKind::Minus,
    ];
    for _ in 0..N {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let r = (seed >> 33) as usize;
        let n = nodes.len();
        // half of the requests use a small window of old nodes, so they repeat
        let (a, b) = if r & 1 == 0 {
            (nodes[r % 8.min(n)], nodes[(r >> 4) % 8.min(n)])
        } else {
            (nodes[r % n], nodes[(r >> 7) % n])
        };
        let k = kinds[(r >> 3) % kinds.len()].clone();
        let e = s.mk(k, int, [a, b]);
        nodes.push(e);
    }
    black_box(nodes.len());
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("intern");
    g.throughput(Throughput::Elements(N));
    g.sample_size(20);
    g.bench_function("novel", |b| {
        b.iter(|| {
            let mut s = Store::new();
            novel(&mut s);
        })
    });
    g.bench_function("shared", |b| {
        let mut s = Store::new();
        novel(&mut s);
        b.iter(|| novel(&mut s))
    });
    g.bench_function("mixed", |b| {
        b.iter(|| {
            let mut s = Store::new();
            mixed(&mut s);
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
