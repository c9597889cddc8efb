//! Fuzz the KQuery reader: lexing, parsing, printing and error rendering
//! must never panic, and a file that parses must print and re-parse. Queries
//! of files that parse are also translated to SMT-LIB2 and bit-blasted into
//! CNF (DIMACS writer, no solving) when their widths and sizes are small.
#![no_main]

use kquery::diag::render_all;
use kquery::eval::reachable;
use kquery::lexer::print_tokens;
use kquery::parser::{parse, ParseOptions};
use kquery::printer::{print_decl, PrintOptions};
use kquery::smtlib::query_to_smtlib;
use kquery::solve::Translator;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = print_tokens(data);
    let (module, diags) = parse(data, ParseOptions::default());
    let _ = render_all(&diags, "fuzz", data);
    if !diags.is_empty() {
        return;
    }
    let mut printed = String::new();
    for d in &module.decls {
        printed.push_str(&print_decl(&module.arena, d, PrintOptions::default()));
    }
    let _ = parse(printed.as_bytes(), ParseOptions::default());
    for q in module.queries() {
        let _ = query_to_smtlib(&module.arena, q);
        let mut roots = q.constraints.clone();
        roots.push(q.query);
        let ids = reachable(&module.arena, &roots);
        if ids.len() > 500 || ids.iter().any(|&e| module.arena.width(e) > 128) {
            continue;
        }
        let Ok(sat) = bitblast::sat::backend_by_name("dimacs") else {
            return;
        };
        let mut t = Translator::new(&module.arena, bitblast::PropSolver::new(sat));
        t.translate(&roots);
        for &c in &q.constraints {
            t.assert(c, true);
        }
        t.assert(q.query, false);
    }
});
