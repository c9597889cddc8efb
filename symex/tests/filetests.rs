//! Filetests: every `programs/*.gt` (rbmc's goto text form) is symbolically executed and
//! its `--show-vcc` output (one block per path with `--paths`) is pinned with insta.
//!
//! Options come from `// symex: …` lines at the top of a program: `--unwind N`,
//! `--unwindset SPEC`, `--paths lifo|fifo`, `--depth N`, `--no-unwinding-assertions`,
//! `--partial-loops`, `--function F` (default `main`), `--program-only`, `--messages`,
//! `--types` (append the types with symbolic array sizes in the equation: per SSA symbol,
//! and per kind of other nodes).
//!
//! Every program is also checked for the renaming invariant on types: an array size inside
//! any type that reaches the equation is a constant or made of SSA names, never a bare
//! program variable.

use goto_formats::text;
use goto_ir::{ExprId, ExprKind, GotoModel, TypeId, TypeKind};
use ssa::StepKind;
use std::collections::BTreeSet;
use std::path::Path;
use symex::{PathStrategy, SymexConfig};

struct Options {
    config: SymexConfig,
    program_only: bool,
    messages: bool,
    types: bool,
}

fn options(src: &str, m: &GotoModel) -> Options {
    let mut config = SymexConfig {
        entry_point: "main".into(),
        ..Default::default()
    };
    let (mut program_only, mut messages, mut types) = (false, false, false);
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
                "--types" => types = true,
                other => panic!("unknown option {other}"),
            }
            i += 1;
        }
    }
    Options {
        config,
        program_only,
        messages,
        types,
    }
}

/// Every expression the equation passes on (guards, conditions, assigned symbols, values).
fn equation_exprs(eq: &ssa::Equation) -> Vec<ExprId> {
    let mut v = Vec::new();
    for step in &eq.steps {
        v.push(step.guard.id());
        v.push(step.cond.id());
        match &step.kind {
            StepKind::Assignment {
                lhs, full_lhs, rhs, ..
            } => v.extend([lhs.id(), full_lhs.id(), rhs.id()]),
            StepKind::Decl { lhs, .. } | StepKind::Dead { lhs } => v.push(lhs.id()),
            StepKind::FunctionCall { args, .. }
            | StepKind::Output { args, .. }
            | StepKind::Input { args, .. } => v.extend(args.iter().map(|a| a.id())),
            _ => {}
        }
    }
    v
}

/// Whether `t` has an array size that is not a constant (in arrays and pointer bases);
/// symbols in such sizes that are not SSA names are added to `bare`.
fn symbolic_sizes(
    m: &GotoModel,
    r: &symex::SymexResult,
    t: TypeId,
    bare: &mut Vec<String>,
) -> bool {
    match m.store.ty(t) {
        TypeKind::Array { elem, size } => {
            let mut symbolic = symbolic_sizes(m, r, *elem, bare);
            if let Some(size) = *size {
                if m.store.as_int(size).is_none() {
                    symbolic = true;
                    m.store.post_order(&[size], |n| {
                        if let ExprKind::Symbol(id) = m.store.kind(n) {
                            if r.names.lookup(*id).is_none() {
                                bare.push(id.to_string());
                            }
                        }
                    });
                }
            }
            symbolic
        }
        TypeKind::Pointer { base, .. } => symbolic_sizes(m, r, *base, bare),
        _ => false,
    }
}

/// Checks the renaming invariant on types; with `--types`, lists the SSA symbols whose types
/// have symbolic sizes.
fn check_types(m: &GotoModel, r: &symex::SymexResult, name: &str, o: &Options, out: &mut String) {
    let mut listed = BTreeSet::new();
    let mut bare = Vec::new();
    m.store.post_order(&equation_exprs(&r.equation), |n| {
        let t = m.store.type_of(n);
        if symbolic_sizes(m, r, t, &mut bare) {
            let what = match m.store.kind(n) {
                ExprKind::Symbol(id) => id.to_string(),
                k => goto_ir::format::expr_id(k).into_owned(),
            };
            listed.insert(format!("{what} : {}", goto_ir::format::ty(&m.store, t)));
        }
    });
    assert!(
        bare.is_empty(),
        "{name}: program variables in array sizes of equation types: {bare:?}"
    );
    if o.types {
        out.push_str("\nTYPES:\n");
        for l in listed {
            out.push_str(&format!("{l}\n"));
        }
    }
}

fn render(m: &GotoModel, r: &symex::SymexResult, o: &Options, name: &str, out: &mut String) {
    if o.program_only {
        out.push_str(&ssa::show::show_program(m, &r.equation, &goto_ir::c_syntax::CConfig::lp64()));
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
    check_types(m, r, name, o, out);
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
            render(&m, &r, &o, name, &mut out);
        }
    } else {
        let r = symex::run(&mut m, &o.config).unwrap_or_else(|e| panic!("{name}: {e}"));
        render(&m, &r, &o, name, &mut out);
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
