//! SAT back-end benchmarks on bit-blasted formulas.
//!
//! - `commutativity/normalised/{32,64}`: `a*b ≠ b*a` through the AIG, whose operand
//!   normalisation makes both products one circuit (UNSAT with an empty cone).
//! - `commutativity/raw/N`: the same miter with two differently ordered array multipliers
//!   (no normalisation), the classic hard UNSAT instance; N = 6 and 7 by default, 8 to 10
//!   with `RBMC_BENCH_BIG=1` (growth is roughly 3-5× per bit: 8 bits take CaDiCaL about
//!   0.7 s, varisat several seconds).
//! - `factor40`: find 20-bit `p, q > 1` with `p*q = 1048573 * 1048571` at 40 bits (SAT).
//!   Both factors are just below 2^20, which makes it easy; `factor40/balanced` (report
//!   mode only) factors `830411 * 728891` instead.
//!
//! Each benchmark runs on CaDiCaL and varisat; CNF sizes are printed once per instance.
//! `RBMC_BENCH_DIMACS=dir` also writes every instance as DIMACS for external solvers.
//!
//! Report mode (used by `benches/mul_report.sh`, no criterion): with
//! `RBMC_BENCH_REPORT="<instance> <backend> <limit-seconds>"` the binary builds one instance
//! (`commutativity/{normalised,raw}/<bits>`, `factor40` or `factor40/balanced`), solves it
//! once on `cadical` or `varisat` under the time limit and prints one line
//! `instance backend vars clauses literals result build_s solve_s`; with the back end
//! `dimacs=<file>` it writes the instance (goal as a unit clause) to `<file>` instead.

use criterion::{criterion_group, Criterion};
use bitblast::sat::{backend_by_name, SatBackend};
use bitblast::{Aig, Lit, PropSolver, SatResult};
use std::time::{Duration, Instant};

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
    factor40_of(p, P * Q)
}

/// Two random 20-bit primes (830411 * 728891 = 605279104201, 40 bits): unlike P and Q,
/// their top bits differ, so propagation from the product fixes much less.
fn factor40_balanced(p: &mut PropSolver) -> Lit {
    factor40_of(p, 830_411 * 728_891)
}

fn factor40_of(p: &mut PropSolver, product: u128) -> Lit {
    let a = p.aig.bv_input(20);
    let b = p.aig.bv_input(20);
    let a40 = Aig::bv_zext(&a, 40);
    let b40 = Aig::bv_zext(&b, 40);
    let prod = p.aig.bv_mul(&a40, &b40);
    let n = Aig::bv_const(40, product);
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

/// An instance builder chosen at run time.
type Builder = Box<dyn Fn(&mut PropSolver) -> Lit>;

/// The instance named `name` with its expected answer, if known.
fn instance(name: &str) -> Option<(SatResult, Builder)> {
    if name == "factor40" {
        return Some((SatResult::Sat, Box::new(factor40)));
    }
    if name == "factor40/balanced" {
        return Some((SatResult::Sat, Box::new(factor40_balanced)));
    }
    let (kind, bits) = name.strip_prefix("commutativity/")?.split_once('/')?;
    let w: usize = bits.parse().ok()?;
    match kind {
        "normalised" => Some((
            SatResult::Unsat,
            Box::new(move |p: &mut PropSolver| commutativity_normalised(p, w)),
        )),
        "raw" => Some((
            SatResult::Unsat,
            Box::new(move |p: &mut PropSolver| commutativity_raw(p, w)),
        )),
        _ => None,
    }
}

/// Report mode: one instance on one back end, one line of output.
fn report(spec: &str) -> Result<(), String> {
    let words: Vec<&str> = spec.split_whitespace().collect();
    let [name, backend, rest @ ..] = words.as_slice() else {
        return Err(format!("bad RBMC_BENCH_REPORT '{spec}'"));
    };
    let limit: Option<f64> = rest.first().and_then(|s| s.parse().ok());
    let (expected, build) = instance(name).ok_or(format!("unknown instance {name}"))?;
    if let Some(path) = backend.strip_prefix("dimacs=") {
        let mut p = PropSolver::new(backend_by_name("dimacs").map_err(|e| e.to_string())?);
        let goal = build(&mut p);
        let s = p.sat_literal(goal);
        let d = p.backend().as_dimacs().ok_or("no DIMACS writer")?;
        std::fs::write(path, d.to_dimacs_string(&[s])).map_err(|e| format!("{path}: {e}"))?;
        return Ok(());
    }
    let b = backend_by_name(backend).map_err(|e| e.to_string())?;
    let mut p = PropSolver::new(b);
    let t0 = Instant::now();
    let goal = build(&mut p);
    p.assert(goal);
    let st = p.cnf_stats();
    let built = t0.elapsed().as_secs_f64();
    p.set_time_limit(limit.map(Duration::from_secs_f64));
    let t1 = Instant::now();
    let r = p.solve(&[]).map_err(|e| e.to_string())?;
    let solved = t1.elapsed().as_secs_f64();
    let shown = match r {
        SatResult::Sat | SatResult::Unsat if r != expected => format!("WRONG:{r:?}"),
        SatResult::Unknown(_) => "TIMEOUT".to_string(),
        _ => format!("{r:?}"),
    };
    println!(
        "{name} {backend} {} {} {} {shown} {built:.3} {solved:.3}",
        st.vars, st.clauses, st.literals
    );
    // An abandoned varisat worker would keep running: leave at once.
    std::process::exit(0);
}

criterion_group! {
    name = sat;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
fn main() {
    if let Ok(spec) = std::env::var("RBMC_BENCH_REPORT") {
        if let Err(e) = report(&spec) {
            eprintln!("{e}");
            std::process::exit(2);
        }
        return;
    }
    sat();
    Criterion::default().configure_from_args().final_summary();
}
