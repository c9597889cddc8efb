//! Filetests: every `programs/*.gt` (rbmc's goto text form) is symbolically executed and
//! its `--show-vcc` output (one block per path with `--paths`) is pinned with insta.
//!
//! Options come from `// symex: …` lines at the top of a program: `--unwind N`,
//! `--unwindset SPEC`, `--paths lifo|fifo`, `--depth N`, `--no-unwinding-assertions`,
//! `--partial-loops`, `--function F` (default `main`), `--program-only`, `--messages`.

use goto_ir::{text, GotoModel};
use std::path::Path;
use symex::{PathStrategy, SymexConfig};

struct Options {
    config: SymexConfig,
    program_only: bool,
    messages: bool,
}

fn options(src: &str, m: &GotoModel) -> Options {
    let mut config = SymexConfig {
        entry_point: "main".into(),
        ..Default::default()
    };
    let (mut program_only, mut messages) = (false, false);
    for line in src.lines().filter_map(|l| l.strip_prefix("// symex:")) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut i = 0;
        while i < words.len() {
            let arg = words.get(i + 1).copied().unwrap_or("");
            match words[i] {
                "--unwind" => {
                    config.unwindset.global = Some(arg.parse().expect("--unwind N"));
                    i += 1;
                }
                "--unwindset" => {
                    let w = config.unwindset.parse(arg, m).expect("unwindset");
                    assert!(w.is_empty(), "{w:?}");
                    i += 1;
                }
                "--paths" => {
                    config.paths = Some(PathStrategy::parse(arg).expect("strategy"));
                    i += 1;
                }
                "--depth" => {
                    config.depth = Some(arg.parse().expect("--depth N"));
                    i += 1;
                }
                "--function" => {
                    config.entry_point = arg.to_owned();
                    i += 1;
                }
                "--no-unwinding-assertions" => config.unwinding_assertions = false,
                "--partial-loops" => config.partial_loops = true,
                "--program-only" => program_only = true,
                "--messages" => messages = true,
                other => panic!("unknown option {other}"),
            }
            i += 1;
        }
    }
    Options {
        config,
        program_only,
        messages,
    }
}

fn render(m: &GotoModel, r: &symex::SymexResult, o: &Options, out: &mut String) {
    if o.program_only {
        out.push_str(&ssa::show::show_program(m, &r.equation));
    } else {
        out.push_str("VERIFICATION CONDITIONS:\n\n");
        out.push_str(&ssa::show::show_vcc(m, &r.equation));
    }
    out.push_str(&format!("\n{}\n", r.stats.vcc_summary()));
    if o.messages {
        for msg in &r.messages {
            out.push_str(&format!("[{:?}] {}\n", msg.level, msg.text));
        }
    }
}

fn run_file(path: &Path) -> String {
    let src = std::fs::read_to_string(path).expect("readable program");
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
    let mut m = text::parse(&src, name).unwrap_or_else(|e| panic!("{e}"));
    m.update();
    let o = options(&src, &m);
    let mut out = String::new();
    if o.config.paths.is_some() {
        let mut ex = symex::paths::PathExplorer::new(&mut m, &o.config).expect("start");
        let mut k = 0;
        while let Some(r) = ex.next_path(&mut m) {
            let r = r.unwrap_or_else(|e| panic!("{name}: {e}"));
            k += 1;
            out.push_str(&format!("=== path {k}\n"));
            render(&m, &r, &o, &mut out);
        }
    } else {
        let r = symex::run(&mut m, &o.config).unwrap_or_else(|e| panic!("{name}: {e}"));
        render(&m, &r, &o, &mut out);
    }
    out
}

#[test]
fn programs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("programs directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "gt"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for f in files {
        let out = run_file(&f);
        let stem = f
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("?")
            .to_owned();
        insta::with_settings!({ snapshot_suffix => stem.clone(), prepend_module_to_snapshot => false }, {
            insta::assert_snapshot!("program", out);
        });
    }
}
