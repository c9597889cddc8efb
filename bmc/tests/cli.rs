//! End-to-end tests of the `rbmc` binary that need more than one command or separate
//! stdout/stderr (the regression/ folders cover single runs).

use std::path::Path;

mod common;
use common::{rbmc, regression, text};

#[test]
fn text_form_written_with_o_reads_back_identically() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = regression("show-goto-functions-text").join("prog.gt");
    let out = dir.path().join("again.gt");
    let w = rbmc(
        dir.path(),
        &[
            "--text",
            "-o",
            out.to_str().expect("utf-8 path"),
            src.to_str().expect("utf-8 path"),
        ],
    );
    assert_eq!(w.status.code(), Some(0), "{}", text(&w.stderr));
    let first = rbmc(
        dir.path(),
        &["--show-goto-functions", src.to_str().unwrap()],
    );
    let second = rbmc(
        dir.path(),
        &["--show-goto-functions", out.to_str().unwrap()],
    );
    assert_eq!(first.status.code(), Some(0));
    assert_eq!(text(&first.stdout), text(&second.stdout));
    // Only the output file was created (no temporary left behind).
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("again.gt")]);
}

#[test]
fn input_errors_are_one_stderr_line_and_exit_6() {
    let cases: &[(&str, &str)] = &[
        ("missing-file", "missing.c"),
        ("goto-text-parse-error", "bad.gt"),
        ("goto-binary-bad-magic", "bad.gb"),
        ("goto-binary-old-version", "old.gb"),
        ("goto-binary-new-version", "new.gb"),
        ("goto-binary-truncated", "truncated.gb"),
        ("elf-without-goto-cc", "plain.o"),
    ];
    for (case, file) in cases {
        let o = rbmc(&regression(case), &["--show-goto-functions", file]);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(6), "{case}: {err}");
        assert_eq!(err.lines().count(), 1, "{case}: {err:?}");
        assert!(err.starts_with(file), "{case}: {err}");
        assert!(!err.contains("panicked"), "{case}: {err}");
    }
}

#[test]
fn unknown_option_exits_1_before_reading_input() {
    let o = rbmc(Path::new("."), &["--no-such-option", "does-not-exist.c"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("Unknown option: --no-such-option"));
}

#[test]
fn pending_options_are_clear_errors() {
    for id in bmc::cli::PENDING.iter().take(3) {
        let opt = bmc::cli::spelling(id);
        let mut args = vec![opt.clone()];
        // Options with a value get one.
        let cmd = <bmc::cli::Options as clap::CommandFactory>::command();
        let takes_value = cmd
            .get_arguments()
            .find(|a| a.get_id().as_str() == *id)
            .is_some_and(|a| a.get_action().takes_values());
        if takes_value {
            args.push("1".into());
        }
        args.push("x.c".into());
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = rbmc(Path::new("."), &refs);
        assert_eq!(o.status.code(), Some(6), "{opt}");
        assert_eq!(
            text(&o.stderr).trim_end(),
            format!("error: {opt} is not supported yet")
        );
    }
}

#[test]
fn json_ui_output_is_always_one_json_array() {
    for args in [
        vec!["--json-ui", "missing.c"],
        vec!["--json-ui", "--frobnicate"],
        vec!["--json-ui", "--show-loops", "prog.gt"],
    ] {
        let o = rbmc(&regression("show-loops-text"), &args);
        let v: serde_json::Value =
            serde_json::from_slice(&o.stdout).expect("stdout is one JSON document");
        assert!(v.is_array(), "{args:?}");
    }
}

/// `--external-sat-solver CMD` gives the results and traces of the built-in solver (with a
/// stand-alone CaDiCaL as the external one, when the machine has it).
#[test]
fn external_sat_solver_gives_the_same_results() {
    let Some(cadical) = ["/usr/bin/cadical", "/usr/local/bin/cadical"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
    else {
        eprintln!("skipped: no cadical binary to run as an external SAT solver");
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let strip = |o: &std::process::Output| -> String {
        text(&o.stdout)
            .lines()
            .filter(|l| {
                !l.starts_with("Runtime") && !l.starts_with("Solving with") && !l.contains("SAT solver")
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let internal = rbmc(&dir, &["examples/bug.c", "--unwind", "6", "--trace"]);
    let external = rbmc(
        &dir,
        &["examples/bug.c", "--unwind", "6", "--trace", "--external-sat-solver", cadical],
    );
    assert_eq!(external.status.code(), Some(10));
    assert_eq!(strip(&internal), strip(&external));
    let missing = rbmc(
        &dir,
        &["examples/bug.c", "--unwind", "6", "--external-sat-solver", "/nonexistent/solver"],
    );
    assert_eq!(missing.status.code(), Some(6));
    assert!(text(&missing.stderr).contains("cannot run the external SAT solver"));
}

/// A panic of the verification worker (forced by the hidden `--debug-worker-panic` hook of
/// debug builds) is an internal error: exit code 6, a message, and JSON/XML output that
/// stays well-formed.
#[test]
fn a_panicking_worker_is_an_internal_error_with_well_formed_output() {
    if !cfg!(debug_assertions) {
        eprintln!("skipped: the panic hook exists in debug builds only");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("main.c"),
        "int main() { int x; __CPROVER_assert(x > 0, \"positive\"); return 0; }\n",
    )
    .expect("write main.c");
    let o = rbmc(dir.path(), &["--json-ui", "--debug-worker-panic", "main.c"]);
    assert_eq!(o.status.code(), Some(6), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let json: serde_json::Value = serde_json::from_str(&out).expect("well-formed JSON");
    let messages = json.as_array().expect("a JSON array");
    assert!(
        messages.iter().any(|m| m["messageType"] == "ERROR"
            && m["messageText"]
                .as_str()
                .is_some_and(|t| t.contains("internal error") && t.contains("panicked"))),
        "{out}"
    );
    let o = rbmc(dir.path(), &["--xml-ui", "--debug-worker-panic", "main.c"]);
    assert_eq!(o.status.code(), Some(6), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.ends_with("</cprover>\n"), "{out}");
    assert!(out.contains("panicked"), "{out}");
    assert_eq!(out.matches("<cprover>").count(), 1, "{out}");
    // plain: the message on stderr
    let o = rbmc(dir.path(), &["--debug-worker-panic", "main.c"]);
    assert_eq!(o.status.code(), Some(6));
    assert!(text(&o.stderr).contains("internal error"), "{}", text(&o.stderr));
}

/// Under an address-space limit (`ulimit -v`) that refuses the 4 GiB stacks of rbmc's
/// threads, they get smaller ones and the run is as without the limit.
#[test]
fn runs_under_an_address_space_limit() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("main.c"),
        "int main() { int x; __CPROVER_assume(x > 0 && x < 10); __CPROVER_assert(x * x < 100, \"square\"); return 0; }\n",
    )
    .expect("write main.c");
    let o = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 3000000 && exec '{}' main.c",
            env!("CARGO_BIN_EXE_rbmc")
        ))
        .current_dir(dir.path())
        .output()
        .expect("run sh");
    assert_eq!(o.status.code(), Some(0), "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(text(&o.stdout).contains("VERIFICATION SUCCESSFUL"));
}
