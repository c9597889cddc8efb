//! `--show-vcc` over the whole corpus: every `.c`/`.i` file of CBMC's regression corpus that
//! the C front end accepts goes through the pipeline of `rbmc --show-vcc --unwind 2`
//! (built-in checks, property labels, symex, the plain and JSON equation printers and the
//! `--program-only` printer), in process, then the first paths of `--paths lifo`. Nothing may panic, and every failure must be a clear error (a non-empty message
//! naming what and, for unsupported constructs, where). Each file gets a small time budget:
//! symex is stopped through its stop flag when the budget is spent, so the test stays fast.

use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// Symex time per file and mode before the stop flag is raised.
const BUDGET: Duration = Duration::from_millis(500);
/// Paths explored per file with `--paths lifo`.
const PATHS: usize = 8;
/// Files on which symex is known to panic (the panic is reported, not failed on); empty:
/// keep it so, a new entry needs a FIXME naming the cause.
const KNOWN_PANICS: &[&str] = &[];
/// Stack of the worker threads (symex recurses over expressions).
const STACK: usize = 256 << 20;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/cbmc-regression")
}

/// Every `.c` / `.i` file under `dir`, sorted.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|e| e == "c" || e == "i") {
            out.push(p);
        }
    }
}

/// What happened to one file.
enum Outcome {
    /// cfront rejected it (not this test's concern).
    Rejected,
    /// The equations (merged, and the first paths) were printed.
    Shown,
    /// Symex was stopped at the end of a budget, or ended with a clear error.
    Incomplete,
}

/// Runs one file in both modes; `Err` describes an unclear error.
fn show_vcc(path: &Path) -> Result<Outcome, String> {
    let opts = cfront::convert::CompileOptions::default();
    let Ok(compiled) = cfront::convert::compile(&[path.to_path_buf()], &opts) else {
        return Ok(Outcome::Rejected);
    };
    let mut model = compiled.model;
    let checks = goto_instrument::CheckOptions::default();
    if let Err(e) = goto_instrument::goto_check::goto_check(&mut model, &checks) {
        let text = e.to_string();
        return if text.trim().is_empty() {
            Err("instrumentation failed with an empty message".into())
        } else {
            Ok(Outcome::Incomplete)
        };
    }
    goto_instrument::properties::label_properties(&mut model);
    model.update();
    let mut cfg = symex::SymexConfig {
        entry_point: goto_ir::ENTRY_POINT.into(),
        ..Default::default()
    };
    cfg.unwindset.global = Some(2);
    let merged = within_budget(&cfg, || Ok(vec![symex::run(&mut model, &cfg)?]))?;
    // `--paths lifo`: the first few paths
    cfg.paths = Some(symex::PathStrategy::Lifo);
    cfg.stop = symex::StopFlag::new();
    let paths = within_budget(&cfg, || {
        let mut explorer = symex::paths::PathExplorer::new(&mut model, &cfg)?;
        let mut out = Vec::new();
        while let Some(r) = explorer.next_path(&mut model) {
            out.push(r?);
            if out.len() == PATHS {
                break;
            }
        }
        Ok(out)
    })?;
    for r in merged.iter().flatten().chain(paths.iter().flatten()) {
        let text = ssa::show::show_vcc(&model, &r.equation);
        if r.stats.remaining_vccs > 0 && text.is_empty() {
            return Err("an equation with VCCs printed as nothing".into());
        }
        let _json = ssa::show::show_vcc_json(&model, &r.equation);
        let _program = ssa::show::show_program(&model, &r.equation, &goto_ir::c_syntax::CConfig::lp64());
    }
    Ok(match (merged, paths) {
        (Some(_), Some(_)) => Outcome::Shown,
        (None, _) | (_, None) => Outcome::Incomplete,
    })
}

/// Runs `f` with `cfg.stop` raised after [`BUDGET`]: `Ok(None)` when it was stopped or
/// failed with a clear error, `Err` for an unclear error.
fn within_budget<T>(
    cfg: &symex::SymexConfig,
    f: impl FnOnce() -> Result<T, Box<symex::SymexError>>,
) -> Result<Option<T>, String> {
    let stop = cfg.stop.clone();
    let (done, timer) = mpsc::channel::<()>();
    let r = std::thread::scope(|s| {
        s.spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = timer.recv_timeout(BUDGET) {
                stop.stop();
            }
        });
        let r = f();
        drop(done);
        r
    });
    match r.map_err(|e| *e) {
        Ok(v) => Ok(Some(v)),
        Err(symex::SymexError::Stopped) => Ok(None),
        Err(e) => {
            let clear = match &e {
                symex::SymexError::Unsupported { what, location }
                | symex::SymexError::Malformed { what, location } => {
                    !what.trim().is_empty() && !location.function.is_empty()
                }
                other => !other.to_string().trim().is_empty(),
            };
            if clear {
                Ok(None)
            } else {
                Err(format!("unclear error: {e:?}"))
            }
        }
    }
}

#[test]
fn show_vcc_over_the_corpus_never_panics() {
    if !corpus().is_dir() {
        eprintln!("skipped: ../shared/corpus/cbmc-regression is not present");
        return;
    }
    let mut files = Vec::new();
    sources(&corpus(), &mut files);
    if files.is_empty() {
        // the corpus is always present in CI; nothing to check elsewhere
        return;
    }
    let next = AtomicUsize::new(0);
    let problems = Mutex::new(Vec::new());
    let counts: [AtomicUsize; 3] = Default::default();
    std::thread::scope(|s| {
        for _ in 0..2 {
            std::thread::Builder::new()
                .stack_size(STACK)
                .spawn_scoped(s, || loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(path) = files.get(i) else {
                        break;
                    };
                    let name = path
                        .strip_prefix(corpus())
                        .unwrap_or(path)
                        .display()
                        .to_string();
                    match std::panic::catch_unwind(AssertUnwindSafe(|| show_vcc(path))) {
                        Ok(Ok(o)) => {
                            counts[o as usize].fetch_add(1, Ordering::SeqCst);
                        }
                        Ok(Err(why)) => problems.lock().unwrap().push(format!("{name}: {why}")),
                        Err(_) if KNOWN_PANICS.contains(&name.as_str()) => {
                            eprintln!("{name}: known panic (FIXME)");
                        }
                        Err(panic) => {
                            let msg = panic
                                .downcast_ref::<String>()
                                .cloned()
                                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                                .unwrap_or_default();
                            problems
                                .lock()
                                .unwrap()
                                .push(format!("{name}: panicked: {msg}"));
                        }
                    }
                })
                .expect("worker thread starts");
        }
    });
    let counts = counts.map(|c| c.into_inner());
    eprintln!(
        "{} files: {} rejected by cfront, {} shown, {} stopped or with a clear error",
        files.len(),
        counts[Outcome::Rejected as usize],
        counts[Outcome::Shown as usize],
        counts[Outcome::Incomplete as usize],
    );
    let problems = problems.into_inner().unwrap();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // most of the corpus gets as far as an equation
    assert!(
        counts[Outcome::Shown as usize] > files.len() / 2,
        "{counts:?} of {}",
        files.len()
    );
}
