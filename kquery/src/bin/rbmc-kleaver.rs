//! `rbmc-kleaver [-evaluate|-print-ast|-print-tokens|-smtlib] [options] [FILE]`:
//! KLEE's `kleaver` command on rbmc's KQuery reader and solver.
//!
//! Options take one or two leading dashes, like LLVM's command line.
//! FILE defaults to standard input (named `<stdin>` in messages).

use std::io::{Read, Write};
use std::process::ExitCode;

use kquery::kleaver::{run, Action, Options};
use kquery::solve::default_backend;

const USAGE: &str =
    "usage: rbmc-kleaver [-evaluate|-print-ast|-print-tokens|-smtlib] [options] [FILE]
  -smtlib                          print each query as an SMT-LIB2 script (rbmc's translation,
                                   sat iff INVALID; not KLEE's -print-smtlib format)
options:
  -clear-array-decls-after-query   forget array declarations after each query
  -pc-multibyte-reads[=true|false] print ReadLSB/ReadMSB (default true)
  -pc-all-const-widths[=true|false] print the width of every constant
  -sat-solver=cadical|varisat      SAT back end (default cadical)
  -klee-constant-shortcut          answer constant queries like KLEE (klee#97)
";

fn bool_opt(v: Option<&str>) -> Result<bool, String> {
    match v {
        // as LLVM's option parser: true/TRUE/True, false/FALSE/False, 1, 0
        None | Some("true" | "TRUE" | "True" | "1") => Ok(true),
        Some("false" | "FALSE" | "False" | "0") => Ok(false),
        Some(o) => Err(format!("invalid boolean value '{o}'")),
    }
}

fn parse_args(args: &[String]) -> Result<(Options, Option<String>, String), String> {
    let mut opts = Options::default();
    let mut sat = "cadical".to_string();
    let mut file = None;
    for a in args {
        if a.len() > 1 && a.starts_with('-') {
            let body = a.trim_start_matches('-');
            let (name, val) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            match name {
                "evaluate" => opts.action = Action::Evaluate,
                "print-ast" => opts.action = Action::PrintAst,
                "print-tokens" => opts.action = Action::PrintTokens,
                "smtlib" => opts.action = Action::Smtlib,
                "clear-array-decls-after-query" => {
                    opts.parse.clear_array_decls_after_query = bool_opt(val)?
                }
                "pc-multibyte-reads" => opts.print.multibyte_reads = bool_opt(val)?,
                "pc-all-const-widths" => opts.print.all_const_widths = bool_opt(val)?,
                "klee-constant-shortcut" => opts.klee_constant_shortcut = bool_opt(val)?,
                "sat-solver" => match val {
                    Some(v @ ("cadical" | "varisat")) => sat = v.to_string(),
                    Some(v) => {
                        return Err(format!(
                            "-sat-solver: unknown SAT solver '{v}' (choose cadical or varisat)"
                        ))
                    }
                    None => return Err("-sat-solver needs =cadical or =varisat".to_string()),
                },
                "h" | "help" => return Err(String::new()),
                _ => return Err(format!("unsupported option '{a}'")),
            }
        } else if file.replace(a.clone()).is_some() {
            return Err("more than one input file given".to_string());
        }
    }
    Ok((opts, file, sat))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (opts, file, sat) = match parse_args(&args) {
        Ok(x) => x,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("rbmc-kleaver: {e}");
            }
            eprint!("{USAGE}");
            return ExitCode::from(if e.is_empty() { 0 } else { 2 });
        }
    };
    let (name, src) = match &file {
        Some(f) if f != "-" => match std::fs::read(f) {
            Ok(s) => (f.clone(), s),
            Err(e) => {
                eprintln!("rbmc-kleaver: error: could not open '{f}': {e}");
                return ExitCode::from(1);
            }
        },
        _ => {
            let mut s = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut s) {
                eprintln!("rbmc-kleaver: error: could not read standard input: {e}");
                return ExitCode::from(1);
            }
            ("<stdin>".to_string(), s)
        }
    };
    let mut backend = match default_backend(&sat) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("rbmc-kleaver: error: {e}");
            return ExitCode::from(2);
        }
    };
    let out = run(&opts, &name, &src, &mut backend);
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    ExitCode::from(out.status as u8)
}
