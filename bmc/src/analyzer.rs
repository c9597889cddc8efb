//! `rbmc-analyzer`: the part of goto-analyzer that cbmc-viewer calls,
//! `--reachable-functions` (with `--json FILE`, `--json -` for standard output, or plain
//! text): the functions reachable from the entry point of a goto program, with the file
//! and the first and last line of each. goto-analyzer's other analyses are "not supported
//! yet" (exit 6).

use crate::error::BmcError;
use crate::exit;
use crate::load;
use std::path::PathBuf;

const USAGE: &str = "Usage: rbmc-analyzer --reachable-functions [--json FILE|-] GOTO-BINARY\n";

/// Runs `rbmc-analyzer` with `args`; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    let mut json: Option<String> = None;
    let mut reachable = false;
    let mut input: Option<PathBuf> = None;
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--help" | "-h" => {
                print!("{USAGE}");
                return exit::SUCCESS;
            }
            "--reachable-functions" => reachable = true,
            "--json" => match it.next() {
                Some(f) => json = Some(f.clone()),
                None => return usage("missing argument to '--json'"),
            },
            s if s.starts_with("--") => {
                eprintln!("rbmc-analyzer: error: {s} is not supported yet");
                return exit::INTERNAL_ERROR;
            }
            _ if input.is_some() => return usage("more than one input file"),
            f => input = Some(PathBuf::from(f)),
        }
    }
    let Some(input) = input else {
        return usage("no goto binary given");
    };
    if !reachable {
        return usage("only --reachable-functions is supported");
    }
    match reachable_functions(&input, json.as_deref()) {
        Ok(()) => exit::SUCCESS,
        Err(e) => {
            eprintln!("rbmc-analyzer: error: {e}");
            e.exit_code()
        }
    }
}

fn usage(m: &str) -> i32 {
    eprintln!("rbmc-analyzer: error: {m}\n{USAGE}");
    exit::USAGE_ERROR
}

/// One reachable function and where its body is.
struct Function {
    name: String,
    file: String,
    first: u32,
    last: u32,
}

fn reachable_functions(input: &std::path::Path, json: Option<&str>) -> Result<(), BmcError> {
    let (format, bytes) = load::read_input(input)?;
    let model = load::read_goto(input, format, &bytes)?;
    let reached = goto_ir::callgraph::reachable_functions(
        &model,
        [goto_ir::Ident::new(goto_ir::ENTRY_POINT)],
    );
    let mut functions: Vec<Function> = Vec::new();
    for (name, f) in &model.functions {
        if !reached.contains(name) || !f.has_body() {
            continue;
        }
        let lines = f.body.iter().filter_map(|i| i.location.line);
        let (first, last) = lines.fold((u32::MAX, 0), |(lo, hi), l| (lo.min(l), hi.max(l)));
        let sym_loc = model.symbols.get(*name).map(|s| s.location);
        let loc = f
            .body
            .iter()
            .map(|i| i.location)
            .find(|l| l.file.is_some())
            .or(sym_loc)
            .unwrap_or_default();
        let Some(file) = loc.file else {
            continue;
        };
        let file = match loc.working_directory {
            Some(dir) if !file.as_str().starts_with('/') => {
                format!("{}/{}", dir.as_str().trim_end_matches('/'), file)
            }
            _ => file.as_str().to_string(),
        };
        functions.push(Function {
            name: name.as_str().to_string(),
            file,
            first: if first == u32::MAX { 0 } else { first },
            last,
        });
    }
    functions.sort_by(|a, b| (&a.file, a.first, &a.name).cmp(&(&b.file, b.first, &b.name)));
    let text = match json {
        Some(_) => {
            let v: Vec<serde_json::Value> = functions
                .iter()
                .map(|f| {
                    serde_json::json!({
                        "file": f.file,
                        "first line": f.first,
                        "function": f.name,
                        "last line": f.last,
                    })
                })
                .collect();
            let mut s = serde_json::to_string_pretty(&v)
                .map_err(|e| BmcError::Verification(e.to_string()))?;
            s.push('\n');
            s
        }
        None => functions
            .iter()
            .map(|f| format!("{} {} {} {}\n", f.file, f.name, f.first, f.last))
            .collect(),
    };
    match json {
        Some(path) if path != "-" => crate::output::write_atomic(std::path::Path::new(path), text.as_bytes()),
        _ => {
            print!("{text}");
            Ok(())
        }
    }
}
