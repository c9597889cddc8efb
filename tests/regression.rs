//! The regression harness: runs every `regression/**/*.desc` test the way CBMC's `test.pl`
//! does.
//!
//! A `.desc` file is laid out as:
//!
//! ```text
//! CORE [tags]          level: CORE | THOROUGH | FUTURE | KNOWNBUG
//! main.c               the main input file, relative to the test's folder (may be empty)
//! --unwind 3           options, split like a shell splits them
//! ^EXIT=10$            regexes that must match some line of the output …
//! --
//! ^warning             … regexes that must match no line …
//! --
//! free-form comments
//! ```
//!
//! `activate-multi-line-match` on the line after the options makes every regex match
//! against the whole output instead of line by line, as CBMC's test.pl does (Perl's `/m`:
//! `^` and `$` match at line ends, `.` does not match a newline; `\n` in the pattern does).
//! Lines starting with `//` are ignored. The output is stdout and stderr together (one
//! file, as `cmd >out 2>&1`), followed by `EXIT=<code>` and `SIGNAL=<number>` lines. A
//! KNOWNBUG test passes when its checks fail; THOROUGH and FUTURE tests are skipped.
//!
//! Tests run in parallel (one worker per core), each with a 120 s time limit. Arguments
//! that do not start with `-` are substring filters on the test path
//! (`cargo test -p bmc --test regression -- show-loops`). The last line is
//! `N passed, M failed`; the process fails when any test failed.

use regex::RegexBuilder;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

const TIMEOUT: Duration = Duration::from_secs(120);

#[derive(Debug)]
struct Desc {
    level: String,
    main: String,
    options: String,
    multi_line: bool,
    required: Vec<String>,
    forbidden: Vec<String>,
}

fn parse_desc(text: &str) -> Result<Desc, String> {
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.starts_with("//"))
        .collect();
    if lines.len() < 3 {
        return Err("a .desc file needs at least three lines".into());
    }
    let level = lines[0]
        .split_whitespace()
        .next()
        .unwrap_or("CORE")
        .to_string();
    let main = lines[1].trim().to_string();
    let options = lines[2].trim().to_string();
    let mut rest = &lines[3..];
    let mut multi_line = false;
    if rest.first().map(|l| l.trim()) == Some("activate-multi-line-match") {
        multi_line = true;
        rest = &rest[1..];
    }
    let (mut required, mut forbidden, mut section) = (Vec::new(), Vec::new(), 0);
    for l in rest {
        if l.trim() == "--" {
            section += 1;
            continue;
        }
        if l.is_empty() {
            continue;
        }
        match section {
            0 => required.push(l.to_string()),
            1 => forbidden.push(l.to_string()),
            _ => {}
        }
    }
    Ok(Desc {
        level,
        main,
        options,
        multi_line,
        required,
        forbidden,
    })
}

/// Runs the tool; returns the output with the `EXIT=`/`SIGNAL=` lines appended.
fn run_tool(tool: &Path, dir: &Path, desc: &Desc) -> Result<String, String> {
    let mut args =
        shlex::split(&desc.options).ok_or_else(|| format!("bad options: {}", desc.options))?;
    if !desc.main.is_empty() {
        args.push(desc.main.clone());
    }
    let out_file = tempfile::tempfile().map_err(|e| format!("temp file: {e}"))?;
    let err_file = out_file
        .try_clone()
        .map_err(|e| format!("temp file: {e}"))?;
    let mut child = Command::new(tool)
        .args(&args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::from(
            out_file.try_clone().map_err(|e| e.to_string())?,
        ))
        .stderr(Stdio::from(err_file))
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let (code, signal, timed_out) = match child.wait_timeout(TIMEOUT) {
        Ok(Some(status)) => exit_and_signal(status),
        Ok(None) => {
            let _ = child.kill();
            let _ = child.wait();
            (0, 9, true)
        }
        Err(e) => return Err(format!("waiting for the tool: {e}")),
    };
    use std::io::{Read, Seek};
    let mut file = out_file;
    let mut bytes = Vec::new();
    file.seek(std::io::SeekFrom::Start(0))
        .and_then(|_| file.read_to_end(&mut bytes))
        .map_err(|e| format!("reading the output: {e}"))?;
    let mut out = String::from_utf8_lossy(&bytes).replace('\r', "");
    if timed_out {
        out.push_str("\n(timed out)\n");
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&format!("EXIT={code}\nSIGNAL={signal}\n"));
    Ok(out)
}

#[cfg(unix)]
fn exit_and_signal(status: std::process::ExitStatus) -> (i32, i32, bool) {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(c), _) => (c, 0, false),
        (None, Some(s)) => (0, s, false),
        (None, None) => (0, 0, false),
    }
}

#[cfg(not(unix))]
fn exit_and_signal(status: std::process::ExitStatus) -> (i32, i32, bool) {
    (status.code().unwrap_or(0), 0, false)
}

/// The problems of `output` against `desc` (empty = the checks pass).
fn check(desc: &Desc, output: &str) -> Vec<String> {
    let lines: Vec<&str> = output.split('\n').collect();
    let mut problems = Vec::new();
    let matches = |rx: &str, problems: &mut Vec<String>| -> Option<bool> {
        let re = RegexBuilder::new(rx)
            // CBMC's test.pl matches with Perl's /m only: `^`/`$` at line ends, and `.`
            // never crosses a newline (`\n` in the pattern does)
            .multi_line(desc.multi_line)
            .build();
        match re {
            Err(e) => {
                problems.push(format!("bad regex {rx:?}: {e}"));
                None
            }
            Ok(re) if desc.multi_line => Some(re.is_match(output)),
            Ok(re) => Some(lines.iter().any(|l| re.is_match(l))),
        }
    };
    for rx in &desc.required {
        if matches(rx, &mut problems) == Some(false) {
            problems.push(format!("missing: {rx}"));
        }
    }
    for rx in &desc.forbidden {
        if matches(rx, &mut problems) == Some(true) {
            problems.push(format!("forbidden: {rx}"));
        }
    }
    problems
}

struct Outcome {
    name: String,
    passed: bool,
    report: String,
}

fn run_case(tool: &Path, root: &Path, path: &Path) -> Option<Outcome> {
    let name = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            return Some(Outcome {
                name,
                passed: false,
                report: format!("unreadable: {e}"),
            })
        }
    };
    let desc = match parse_desc(&text) {
        Ok(d) => d,
        Err(e) => {
            return Some(Outcome {
                name,
                passed: false,
                report: e,
            })
        }
    };
    if desc.level == "THOROUGH" || desc.level == "FUTURE" {
        return None;
    }
    let dir = path.parent().unwrap_or(root);
    let (problems, output) = match run_tool(tool, dir, &desc) {
        Ok(out) => (check(&desc, &out), out),
        Err(e) => (vec![e], String::new()),
    };
    let known_bug = desc.level == "KNOWNBUG";
    let passed = problems.is_empty() != known_bug;
    let mut report = format!(
        "  command: (cd {} && rbmc {} {})\n",
        dir.display(),
        desc.options,
        desc.main
    );
    if known_bug && problems.is_empty() {
        report.push_str("  KNOWNBUG test passed all its checks (the bug is fixed?)\n");
    }
    for p in &problems {
        report.push_str(&format!("  {p}\n"));
    }
    report.push_str("  output:\n");
    for l in output.lines() {
        report.push_str(&format!("  | {l}\n"));
    }
    Some(Outcome {
        name,
        passed,
        report,
    })
}

fn find_descs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            find_descs(&p, out);
        } else if p.extension().and_then(|e| e.to_str()) == Some("desc") {
            out.push(p);
        }
    }
}

/// Checks the harness's own desc parsing and matching on fixed examples, so a harness bug
/// cannot turn failures into passes silently.
fn self_test() {
    let d = parse_desc(
        "KNOWNBUG tag\nmain.c\n--unwind 3 --property 'a b'\n^EXIT=10$\n--\n^warning\n--\ncomment\n",
    )
    .expect("example desc parses");
    assert_eq!(d.level, "KNOWNBUG");
    assert_eq!(d.main, "main.c");
    assert_eq!(
        shlex::split(&d.options),
        Some(vec![
            "--unwind".to_string(),
            "3".into(),
            "--property".into(),
            "a b".into()
        ])
    );
    assert_eq!(d.required, ["^EXIT=10$"]);
    assert_eq!(d.forbidden, ["^warning"]);
    assert!(check(&d, "x\nEXIT=10\nSIGNAL=0\n").is_empty());
    assert_eq!(check(&d, "EXIT=0\n"), ["missing: ^EXIT=10$"]);
    assert_eq!(check(&d, "warning: x\nEXIT=10\n"), ["forbidden: ^warning"]);
    let m = parse_desc("CORE\nm.c\n\nactivate-multi-line-match\nx\\ny\n--\n")
        .expect("multi-line desc parses");
    assert!(m.multi_line);
    assert_eq!(m.required, ["x\\ny"]);
    assert!(check(&m, "x\ny\nEXIT=0\n").is_empty());
    assert_eq!(check(&m, "x\nz\ny\n"), ["missing: x\\ny"]);
    // test.pl's /m: `.` does not cross a newline, `^` matches at every line start
    let dot = parse_desc("CORE\nm.c\n\nactivate-multi-line-match\na.b\n^y$\n--\n")
        .expect("multi-line desc parses");
    assert_eq!(check(&dot, "a\nb\ny\n"), ["missing: a.b"]);
    assert!(check(&dot, "xa-b\ny\n").is_empty());
}

fn main() {
    self_test();
    let tool = PathBuf::from(env!("CARGO_BIN_EXE_rbmc"));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../regression");
    let root = root.canonicalize().unwrap_or(root);
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let mut descs = Vec::new();
    find_descs(&root, &mut descs);
    descs.retain(|d| {
        let s = d.to_string_lossy();
        filters.is_empty() || filters.iter().any(|f| s.contains(f.as_str()))
    });
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let outcomes = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 16);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(path) = descs.get(i) else { break };
                if let Some(o) = run_case(&tool, &root, path) {
                    outcomes.lock().unwrap_or_else(|e| e.into_inner()).push(o);
                }
            });
        }
    });
    let mut outcomes = outcomes.into_inner().unwrap_or_else(|e| e.into_inner());
    outcomes.sort_by(|a, b| a.name.cmp(&b.name));
    let failed: Vec<&Outcome> = outcomes.iter().filter(|o| !o.passed).collect();
    for o in &outcomes {
        println!("{} {}", if o.passed { "PASS" } else { "FAIL" }, o.name);
    }
    for o in &failed {
        println!("\n---- {} ----\n{}", o.name, o.report);
    }
    println!(
        "\nregression: {} tests in {:.1}s",
        outcomes.len(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "{} passed, {} failed",
        outcomes.len() - failed.len(),
        failed.len()
    );
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
