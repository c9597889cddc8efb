//! Replay coverage over the corpus: every CBMC regression case that expects
//! `VERIFICATION FAILED` is run through the whole rbmc pipeline (`--verbosity 9`, so that
//! traces that could not be replayed are noted), and every FAILURE trace must replay:
//! no disagreement may ever appear, and the traces that are not replayed (unsupported
//! constructs) are pinned with their reasons.
//!
//! Cases run two at a time. Each normally takes well under a second; one still running after
//! [`CASE_LIMIT`] is killed and listed (it hangs: waiting longer finds nothing more).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use wait_timeout::ChildExt;

/// How long one case may run before it is killed. The slowest case that ends takes about
/// 4 s on a heavily loaded 2-core machine (most take 0.3 s).
/// No case is killed today; a killed case is a hang to investigate (the snapshot lists it).
const CASE_LIMIT: Duration = Duration::from_secs(12);

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/cbmc-regression")
}

/// (case folder, desc file name, main file, options) of the cases expecting a failure.
fn failing_cases() -> Vec<(PathBuf, String, String, Vec<String>)> {
    let mut out = Vec::new();
    let Ok(dirs) = std::fs::read_dir(corpus()) else {
        return out;
    };
    let mut dirs: Vec<PathBuf> = dirs.filter_map(|d| d.ok().map(|d| d.path())).collect();
    dirs.sort();
    for dir in dirs {
        let Ok(files) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut descs: Vec<PathBuf> = files
            .filter_map(|f| f.ok().map(|f| f.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "desc"))
            .collect();
        descs.sort();
        for desc in descs {
            let Ok(text) = std::fs::read_to_string(&desc) else {
                continue;
            };
            let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("//")).collect();
            if lines.len() < 3
                || !lines.iter().any(|l| l.trim() == "^VERIFICATION FAILED$")
                || lines[0].starts_with("KNOWNBUG")
                || lines[0].starts_with("FUTURE")
            {
                continue;
            }
            let mut opts = shlex::split(lines[2]).unwrap_or_default();
            // our own verbosity decides which notes are printed
            if let Some(i) = opts.iter().position(|o| o == "--verbosity") {
                opts.drain(i..(i + 2).min(opts.len()));
            }
            opts.retain(|o| !o.starts_with("--verbosity="));
            let name = desc
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push((dir.clone(), name, lines[1].trim().to_string(), opts));
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    failures: usize,
    unsupported: Vec<String>,
    disagreed: Vec<String>,
    killed: Vec<String>,
}

fn run_case(dir: &Path, main: &str, opts: &[String], label: &str, t: &mut Tally) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rbmc"));
    cmd.current_dir(dir)
        .arg(main)
        .args(opts)
        .args(["--verbosity", "9"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return;
    };
    let out = std::thread::scope(|s| {
        let mut so = child.stdout.take();
        let mut se = child.stderr.take();
        let h1 = s.spawn(move || {
            let mut v = String::new();
            if let Some(o) = so.as_mut() {
                let _ = std::io::Read::read_to_string(o, &mut v);
            }
            v
        });
        let h2 = s.spawn(move || {
            let mut v = String::new();
            if let Some(o) = se.as_mut() {
                let _ = std::io::Read::read_to_string(o, &mut v);
            }
            v
        });
        if child.wait_timeout(CASE_LIMIT).ok().flatten().is_none() {
            let _ = child.kill();
            let _ = child.wait();
            t.killed.push(label.to_string());
        }
        format!(
            "{}{}",
            h1.join().unwrap_or_default(),
            h2.join().unwrap_or_default()
        )
    });
    t.failures += out.matches(": FAILURE").count()
        + out.matches("\"status\": \"FAILURE\"").count()
        + out.matches("status=\"FAILURE\"").count();
    for line in out.lines() {
        if let Some(i) = line.find("counterexample for ") {
            let rest = line[i + "counterexample for ".len()..].trim_end_matches(['"', ',']);
            if line.contains("was not replayed") {
                t.unsupported.push(format!("{label}: {rest}"));
            } else if line.contains("does not replay") {
                t.disagreed.push(format!("{label}: {rest}"));
            }
        }
    }
}

#[test]
fn corpus_failure_traces_replay() {
    if !corpus().is_dir() {
        eprintln!("skipped: ../shared/corpus/cbmc-regression is not present");
        return;
    }
    let cases = failing_cases();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    let mut t = Tally::default();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        let Some((dir, desc, main, opts)) = cases.get(i) else {
                            break;
                        };
                        let case = dir
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        let label = if desc == "test.desc" {
                            case
                        } else {
                            format!("{case}/{desc}")
                        };
                        run_case(dir, main, opts, &label, &mut t);
                    }
                    t
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    let mut total = Tally::default();
    for t in tallies {
        total.failures += t.failures;
        total.unsupported.extend(t.unsupported);
        total.disagreed.extend(t.disagreed);
        total.killed.extend(t.killed);
    }
    total.unsupported.sort();
    total.disagreed.sort();
    total.killed.sort();
    let summary = format!(
        "{} FAILURE trace(s): {} replayed, {} not replayed, {} disagreed\n\nnot replayed:\n{}\n\ndisagreed:\n{}\n\nkilled after the time limit:\n{}\n",
        total.failures,
        total.failures - total.unsupported.len(),
        total.unsupported.len(),
        total.disagreed.len(),
        total.unsupported.join("\n"),
        total.disagreed.join("\n"),
        total.killed.join("\n"),
    );
    insta::assert_snapshot!(summary);
}
