//! SAT back-end benchmarks on bit-blasted formulas.
//!
//! - `commutativity/normalised/{32,64}`: `a*b ≠ b*a` through the AIG, whose operand
//!   normalisation makes both products one circuit (UNSAT with an empty cone).
//! - `commutativity/raw/N`: the same miter with two differently ordered array multipliers
//!   (no normalisation), the classic hard UNSAT instance; N = 6 and 7 by default, 8 to 10
//!   with `RBMC_BENCH_BIG=1` (growth is roughly 3-5× per bit: 8 bits take CaDiCaL about
//!   0.7 s, varisat several seconds).
//! - `factor40`: find 20-bit `p, q > 1` with `p*q = 1048573 * 1048571` at 40 bits (SAT).
//!
//! Each benchmark runs on CaDiCaL and varisat; CNF sizes are printed once per instance.
//! `RBMC_BENCH_DIMACS=dir` also writes every instance as DIMACS for external solvers.

use criterion::{criterion_group, criterion_main, Criterion};
use solver::sat::{backend_by_name, SatBackend};
use solver::{Aig, Lit, PropSolver, SatResult};
use std::time::Duration;

const P: u128 = 1_048_573;
const Q: u128 = 1_048_571;

/// Builds an instance into `p` and returns the literal to assert.
type Build = fn(&mut PropSolver) -> Lit;

fn commutativity_normalised(p: &mut PropSolver, w: usize) -> Lit {
    let a = p.aig.bv_input(w);
    let b = p.aig.bv_input(w);
    let ab = p.aig.bv_mul(&a, &b);
    let ba = p.aig.bv_mul(&b, &a);
    !p.aig.bv_eq(&ab, &ba)
}

fn commutativity_raw(p: &mut PropSolver, w: usize) -> Lit {
    let a = p.aig.bv_input(w);
    let b = p.aig.bv_input(w);
    let ab = p.aig.bv_mul_array(&a, &b);
    let ba = p.aig.bv_mul_array(&b, &a);
    !p.aig.bv_eq(&ab, &ba)
}

fn factor40(p: &mut PropSolver) -> Lit {
    let a = p.aig.bv_input(20);
    let b = p.aig.bv_input(20);
    let a40 = Aig::bv_zext(&a, 40);
    let b40 = Aig::bv_zext(&b, 40);
    let prod = p.aig.bv_mul(&a40, &b40);
    let n = Aig::bv_const(40, P * Q);
    let one = Aig::bv_const(20, 1);
    let is_n = p.aig.bv_eq(&prod, &n);
    let a_ok = p.aig.bv_ult(&one, &a);
    let b_ok = p.aig.bv_ult(&one, &b);
    let both = p.aig.and(a_ok, b_ok);
    p.aig.and(is_n, both)
}

fn solve(backend: &str, build: &dyn Fn(&mut PropSolver) -> Lit) -> (SatResult, u32, u64) {
    let b: Box<dyn SatBackend> = backend_by_name(backend).expect("known back end");
    let mut p = PropSolver::new(b);
    let goal = build(&mut p);
    p.assert(goal);
    let r = p.solve(&[]).expect("solve");
    let st = p.cnf_stats();
    (r, st.vars, st.clauses)
}

fn dump(name: &str, build: &dyn Fn(&mut PropSolver) -> Lit) {
    let Ok(dir) = std::env::var("RBMC_BENCH_DIMACS") else {
        return;
    };
    let mut p = PropSolver::new(backend_by_name("dimacs").expect("dimacs"));
    let goal = build(&mut p);
    let s = p.sat_literal(goal);
    if let Some(d) = p.backend().as_dimacs() {
        let path = format!("{dir}/{}.cnf", name.replace('/', "_"));
        let text = d.to_dimacs_string(&[s]);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {path}: {e}");
        }
    }
}

fn bench_instance(
    c: &mut Criterion,
    name: &str,
    expected: SatResult,
    build: &dyn Fn(&mut PropSolver) -> Lit,
) {
    dump(name, build);
    for backend in ["cadical", "varisat"] {
        let (r, vars, clauses) = solve(backend, build);
        assert_eq!(r, expected, "{name} on {backend}");
        eprintln!("{name}: {vars} variables, {clauses} clauses ({backend}: {r:?})");
        c.bench_function(&format!("{name}/{backend}"), |bench| {
            bench.iter(|| solve(backend, build))
        });
    }
}

fn benches(c: &mut Criterion) {
    let big = std::env::var("RBMC_BENCH_BIG").is_ok();
    for w in [32usize, 64] {
        bench_instance(
            c,
            &format!("commutativity/normalised/{w}"),
            SatResult::Unsat,
            &move |p| commutativity_normalised(p, w),
        );
    }
    let raw: &[usize] = if big { &[6, 7, 8, 9, 10] } else { &[6, 7] };
    for &w in raw {
        bench_instance(
            c,
            &format!("commutativity/raw/{w}"),
            SatResult::Unsat,
            &move |p| commutativity_raw(p, w),
        );
    }
    let f: Build = factor40;
    bench_instance(c, "factor40", SatResult::Sat, &f);
}

criterion_group! {
    name = sat;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(sat);
