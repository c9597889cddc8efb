//! Preprocess and parse C files, printing diagnostics (or the AST dump with `--dump`).
//!
//! `cargo run -p cfront --example cparse -- [--32] [--dump] file.c...`

use cfront::{dump::dump_unit, parse_file, DataModel, PreprocessConfig};
use std::path::Path;

fn main() {
    let mut config = PreprocessConfig::default();
    let mut dump = false;
    let mut failed = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--32" => config.data_model = DataModel::Ilp32,
            "--64" => config.data_model = DataModel::Lp64,
            "--dump" => dump = true,
            file => match parse_file(Path::new(file), &config) {
                Ok(p) => {
                    let lines = p.text.lines().count();
                    println!("{file}: ok, {} items, {lines} lines", p.unit.items.len());
                    if dump {
                        print!("{}", dump_unit(&p.unit));
                    }
                }
                Err(e) => {
                    failed = true;
                    eprintln!("{e}");
                }
            },
        }
    }
    std::process::exit(if failed { 2 } else { 0 });
}
