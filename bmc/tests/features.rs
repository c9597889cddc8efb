//! End-to-end tests of `--paths`, `--dimacs`, `--stats` and the limits that check more than
//! a regression/ folder can: agreement between the exploration modes, the DIMACS formula's
//! meaning (solved here with CaDiCaL), and printed formats pinned with snapshots.

use solver::sat::{CadicalBackend, SatBackend, SatLit, SatResult};
use std::path::Path;
use std::process::Output;

mod common;
use common::{rbmc, regression, text};

/// Writes `source` as `main.c` in a fresh directory.
fn program(source: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("main.c"), source).expect("write main.c");
    dir
}

/// The `[id] …: STATUS` lines of a plain run.
fn result_lines(o: &Output) -> Vec<String> {
    text(&o.stdout)
        .lines()
        .filter(|l| l.starts_with('['))
        .map(str::to_string)
        .collect()
}

/// Replaces the runtimes (`…: 0.00123s`) so that outputs can be compared.
fn without_times(s: &str) -> String {
    let re = regex::Regex::new(r"(?m)^(Runtime [A-Za-z -]+): [0-9.e+-]+s$").expect("regex");
    re.replace_all(s, "$1: <time>s").into_owned()
}

const PROGRAMS: &[&str] = &[
    // failures on some paths only
    "int main() { int x, y; if(x > 0) { if(y > 0) __CPROVER_assert(x + y != 7, \"a\"); \
     else __CPROVER_assert(x != 3, \"b\"); } __CPROVER_assert(x != -100, \"c\"); \
     __CPROVER_assert(x * 0 == 0, \"d\"); return 0; }",
    // proved on every path, with built-in checks
    "int main() { int x; int y = 0; if(x > 10) y = x - 10; else if(x < -10) y = -10 - x; \
     __CPROVER_assert(y >= 0, \"y\"); return 0; }",
    // a loop with unwinding assertions, arrays and division
    "int main() { unsigned n; int a[4]; __CPROVER_assume(n < 6); int s = 0; \
     for(unsigned i = 0; i < n; i++) { a[i] = i; s += 10 / (3 - (int)i); } \
     __CPROVER_assert(s < 20, \"s\"); return 0; }",
    // an assumption cutting a path, an unreachable assertion
    "int main() { int x; if(x == 5) { __CPROVER_assume(x != 5); __CPROVER_assert(0, \"dead\"); } \
     if(x > 3) __CPROVER_assert(x > 2, \"fine\"); else __CPROVER_assert(x < 3, \"three\"); \
     return 0; }",
];

#[test]
fn paths_modes_agree_with_the_merged_mode_on_every_status() {
    for (n, source) in PROGRAMS.iter().enumerate() {
        let dir = program(source);
        let merged = rbmc(dir.path(), &["main.c", "--unwind", "5"]);
        let expected = result_lines(&merged);
        assert!(
            !expected.is_empty(),
            "program {n}: {}",
            text(&merged.stdout)
        );
        for strategy in ["lifo", "fifo"] {
            let o = rbmc(
                dir.path(),
                &["main.c", "--unwind", "5", "--paths", strategy],
            );
            assert_eq!(result_lines(&o), expected, "program {n} --paths {strategy}");
            assert_eq!(o.status.code(), merged.status.code(), "program {n}");
        }
    }
}

/// Parses DIMACS text: the declared variable count and the clauses (comments skipped).
fn parse_dimacs(s: &str) -> (u32, Vec<Vec<i32>>) {
    let mut vars = 0;
    let mut clauses = Vec::new();
    let mut current = Vec::new();
    for line in s.lines() {
        if let Some(p) = line.strip_prefix("p cnf ") {
            vars = p
                .split_whitespace()
                .next()
                .and_then(|v| v.parse().ok())
                .expect("p line");
            continue;
        }
        if line.starts_with('c') || line.is_empty() {
            continue;
        }
        for n in line.split_whitespace() {
            let n: i32 = n.parse().expect("a literal");
            if n == 0 {
                clauses.push(std::mem::take(&mut current));
            } else {
                current.push(n);
            }
        }
    }
    (vars, clauses)
}

fn solve_dimacs(s: &str) -> SatResult {
    let (vars, clauses) = parse_dimacs(s);
    let mut sat = CadicalBackend::new();
    for _ in 0..vars {
        sat.new_var();
    }
    for c in clauses {
        let lits: Vec<SatLit> = c
            .iter()
            .map(|&n| {
                assert!(
                    n.unsigned_abs() <= vars,
                    "literal {n} beyond {vars} variables"
                );
                SatLit::from_dimacs(n).expect("non-zero")
            })
            .collect();
        sat.add_clause(&lits);
    }
    sat.solve(&[]).expect("solves")
}

#[test]
fn dimacs_formula_is_satisfiable_exactly_when_a_property_fails() {
    let failing = program(
        "int main() { int x; _Bool b; int y = b ? x : 2; \
         __CPROVER_assert(y != 5, \"y\"); return 0; }",
    );
    let safe = program(
        "int main() { int x; _Bool b; int y = b ? 3 : 2; \
         __CPROVER_assert(y != 5, \"y\"); return 0; }",
    );
    for (dir, expected) in [(&failing, SatResult::Sat), (&safe, SatResult::Unsat)] {
        let o = rbmc(dir.path(), &["main.c", "--dimacs"]);
        assert_eq!(o.status.code(), Some(0));
        let out = text(&o.stdout);
        let cnf = &out[out.find("p cnf ").expect("a problem line")..];
        assert_eq!(solve_dimacs(cnf), expected, "{cnf}");
    }
}

#[test]
fn dimacs_symbol_map_names_the_bits_of_the_ssa_symbols() {
    let dir = program(
        "int main() { int x; _Bool b; int y = b ? x : 2; \
         __CPROVER_assert(y != 5, \"y\"); return 0; }",
    );
    let o = rbmc(dir.path(), &["main.c", "--dimacs", "--no-standard-checks"]);
    let out = text(&o.stdout);
    let (vars, _) = parse_dimacs(&out[out.find("p cnf ").expect("p line")..]);
    let x = out
        .lines()
        .find(|l| l.starts_with("c main::1::x!0@1#1 "))
        .expect("x is mapped");
    let lits: Vec<&str> = x.split_whitespace().skip(2).collect();
    assert_eq!(lits.len(), 32, "{x}");
    for l in lits {
        let n: i64 = l.parse().expect("a literal");
        assert!(n != 0 && n.unsigned_abs() <= u64::from(vars), "{x}");
    }
}

#[test]
fn show_symex_strategies_snapshot() {
    let o = rbmc(Path::new("."), &["--show-symex-strategies"]);
    assert_eq!(o.status.code(), Some(0));
    insta::assert_snapshot!("show_symex_strategies", text(&o.stdout));
}

#[test]
fn paths_run_snapshot() {
    let o = rbmc(
        &regression("paths-lifo-fail"),
        &["main.c", "--paths", "lifo", "--no-standard-checks"],
    );
    assert_eq!(o.status.code(), Some(10));
    insta::assert_snapshot!("paths_lifo_run", without_times(&text(&o.stdout)));
}

#[test]
fn timeout_run_snapshot() {
    let o = rbmc(
        &regression("limit-timeout-infinite-loop"),
        // status verbosity: at the default (statistics) every unwinding is a line, and how
        // many fit in the second depends on the machine
        &["main.c", "--timeout", "1", "--verbosity", "6"],
    );
    assert_eq!(o.status.code(), Some(5));
    let all = format!("{}--- stderr ---\n{}", text(&o.stdout), text(&o.stderr));
    insta::assert_snapshot!("timeout_run", without_times(&all));
}

#[test]
fn limits_keep_json_and_xml_well_formed() {
    let case = regression("limit-timeout-infinite-loop");
    let j = rbmc(&case, &["main.c", "--memory-limit", "1", "--json-ui"]);
    assert_eq!(j.status.code(), Some(5));
    let v: serde_json::Value = serde_json::from_slice(&j.stdout).expect("one JSON document");
    let items = v.as_array().expect("an array");
    let result = items
        .iter()
        .find_map(|i| i.get("result"))
        .expect("a result array");
    assert_eq!(result[0]["status"], "UNKNOWN");
    assert_eq!(
        items.last().and_then(|i| i.get("cProverStatus")),
        Some(&serde_json::Value::from("inconclusive"))
    );
    let x = rbmc(&case, &["main.c", "--memory-limit", "1", "--xml-ui"]);
    assert_eq!(x.status.code(), Some(5));
    let out = text(&x.stdout);
    assert!(out.starts_with("<?xml"), "{out}");
    assert!(out.trim_end().ends_with("</cprover>"), "{out}");
}

#[test]
fn goto_binaries_keep_the_byte_order_they_were_compiled_for() {
    let dir = program(
        "int main() { unsigned x = 0x11223344u; unsigned char *p = (unsigned char *)&x; \
         __CPROVER_assert(p[0] == 0x11, \"high byte first\"); return 0; }",
    );
    for (flag, verdict) in [
        ("--big-endian", "VERIFICATION SUCCESSFUL"),
        ("--little-endian", "VERIFICATION FAILED"),
    ] {
        let o = rbmc(dir.path(), &["main.c", flag, "-o", "main.gb"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        // no byte order on the command line: the binary's record decides
        let o = rbmc(dir.path(), &["main.gb"]);
        assert!(
            text(&o.stdout).contains(verdict),
            "{flag}: {}",
            text(&o.stdout)
        );
        // and it wins over the command line, as in CBMC
        let other = if flag == "--big-endian" {
            "--little-endian"
        } else {
            "--big-endian"
        };
        let o = rbmc(dir.path(), &["main.gb", other]);
        assert!(
            text(&o.stdout).contains(verdict),
            "{flag}: {}",
            text(&o.stdout)
        );
    }
}
