//! The SAT back ends directly: incremental use, assumptions and failed assumptions, time
//! limits and interrupts, and the DIMACS writer's output.

use solver::sat::{
    backend_by_name, CadicalBackend, DimacsBackend, SatBackend, SatError, SatLit, SatResult,
    UnknownReason, VarisatBackend,
};
use solver::{PropSolver, SolverError};
use std::time::Duration;

fn lit(n: i32) -> SatLit {
    SatLit::from_dimacs(n).expect("non-zero")
}

fn both() -> Vec<Box<dyn SatBackend>> {
    vec![
        Box::new(CadicalBackend::new()),
        Box::new(VarisatBackend::new()),
    ]
}

#[test]
fn incremental_clauses_and_assumptions() {
    for mut s in both() {
        let a = s.new_var();
        let b = s.new_var();
        let c = s.new_var();
        s.add_clause(&[a, b]);
        s.add_clause(&[!a, c]);
        assert_eq!(s.solve(&[]), Ok(SatResult::Sat));
        assert_eq!(
            s.solve(&[!b, !c]),
            Ok(SatResult::Unsat),
            "{}",
            s.signature()
        );
        assert!(s.failed(!b) || s.failed(!c));
        assert_eq!(s.solve(&[!b]), Ok(SatResult::Sat));
        assert_eq!(s.value(a), Some(true));
        assert_eq!(s.value(c), Some(true));
        // Clauses added after a solve.
        s.add_clause(&[!c]);
        assert_eq!(s.solve(&[]), Ok(SatResult::Sat));
        assert_eq!(s.value(b), Some(true));
        assert_eq!(s.value(a), Some(false));
        s.add_clause(&[!b]);
        assert_eq!(s.solve(&[]), Ok(SatResult::Unsat));
        assert_eq!(s.stats().clauses, 4);
        assert_eq!(s.stats().vars, 3);
    }
}

#[test]
fn signatures() {
    assert!(CadicalBackend::new().signature().starts_with("cadical-"));
    assert_eq!(VarisatBackend::new().signature(), "varisat-0.2.2");
    assert!(matches!(
        backend_by_name("minisat"),
        Err(SatError::UnknownSolver(_))
    ));
}

/// A hard UNSAT instance: commutativity of two differently ordered array multipliers.
fn hard(p: &mut PropSolver, w: usize) {
    let a = p.aig.bv_input(w);
    let b = p.aig.bv_input(w);
    let ab = p.aig.bv_mul_array(&a, &b);
    let ba = p.aig.bv_mul_array(&b, &a);
    let eq = p.aig.bv_eq(&ab, &ba);
    p.assert(!eq);
}

#[test]
fn cadical_time_limit_and_interrupt() {
    let mut p = PropSolver::new(Box::new(CadicalBackend::new()));
    hard(&mut p, 14);
    p.set_time_limit(Some(Duration::from_millis(0)));
    assert_eq!(
        p.solve(&[]),
        Ok(SatResult::Unknown(UnknownReason::TimeLimit))
    );
    // Still usable afterwards.
    p.set_time_limit(None);
    let x = p.aig.input();
    p.assert(x);
    assert_eq!(p.solve(&[!x]), Ok(SatResult::Unsat));
    let flag = p.interrupt_handle();
    flag.interrupt();
    assert_eq!(
        p.solve(&[]),
        Ok(SatResult::Unknown(UnknownReason::Interrupted))
    );
    flag.clear();
    assert_eq!(p.solve(&[!x]), Ok(SatResult::Unsat));
}

#[test]
fn varisat_time_limit_abandons_the_worker() {
    let mut p = PropSolver::new(Box::new(VarisatBackend::new()));
    hard(&mut p, 9);
    p.set_time_limit(Some(Duration::from_millis(1)));
    assert_eq!(
        p.solve(&[]),
        Ok(SatResult::Unknown(UnknownReason::TimeLimit))
    );
    assert!(matches!(p.solve(&[]), Err(SatError::Unusable(_))));
    let mut q = PropSolver::new(Box::new(VarisatBackend::new()));
    q.interrupt_handle().interrupt();
    let x = q.aig.input();
    q.assert(x);
    assert_eq!(
        q.solve(&[]),
        Ok(SatResult::Unknown(UnknownReason::Interrupted))
    );
}

#[test]
fn dimacs_output() {
    let mut d = DimacsBackend::new();
    let a = d.new_var();
    let b = d.new_var();
    d.add_clause(&[a, !b]);
    d.add_clause(&[b]);
    assert!(matches!(d.solve(&[]), Err(SatError::NotASolver(_))));
    insta::assert_snapshot!(d.to_dimacs_string(&[lit(-1)]), @r"
    p cnf 2 3
    1 -2 0
    2 0
    -1 0
    ");
}

#[test]
fn dimacs_through_the_expression_solver() {
    use goto_ir::{Ident, Store, SymbolTable};
    let mut s = Store::new();
    let ns = SymbolTable::new();
    let t = s.unsigned(2);
    let x = s.symbol(Ident::new("x"), t);
    let y = s.symbol(Ident::new("y"), t);
    let sum = s.plus(x, y);
    let three = s.int_const(3, t);
    let goal = s.eq(sum, three);
    let mut solver = solver::Solver::new(backend_by_name("dimacs").expect("dimacs"));
    solver.assert(&s, &ns, goal).expect("convert");
    let mut out = Vec::new();
    solver.write_dimacs(&mut out, &[]).expect("write");
    let text = String::from_utf8(out).expect("utf8");
    insta::assert_snapshot!(text);
    // Not a solver.
    assert!(matches!(
        solver.solve(),
        Err(SolverError::Sat(SatError::NotASolver(_)))
    ));
}
