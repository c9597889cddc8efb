//! Fuzz the KQuery reader: lexing, parsing, printing and error rendering
//! must never panic, and a file that parses must print and re-parse.
#![no_main]

use kquery::diag::render_all;
use kquery::lexer::print_tokens;
use kquery::parser::{parse, ParseOptions};
use kquery::printer::{print_decl, PrintOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = print_tokens(data);
    let (module, diags) = parse(data, ParseOptions::default());
    let _ = render_all(&diags, "fuzz", data);
    if diags.is_empty() {
        let mut printed = String::new();
        for d in &module.decls {
            printed.push_str(&print_decl(&module.arena, d, PrintOptions::default()));
        }
        let _ = parse(printed.as_bytes(), ParseOptions::default());
    }
});
