//! The report files for CI (`--sarif`, `--junit`, `--markdown`, `--html`) written by real
//! runs: SARIF validated against our hand-written subset of the SARIF 2.1.0 schema
//! (tests/data/sarif-2.1.0-subset.schema.json, interpreted by the small validator below),
//! every format pinned with a snapshot, the files agreeing with the console output, and
//! errors (unwritable paths, --cover, --show-*) clear with their exit codes.

use serde_json::Value as Json;
use std::path::Path;

mod common;
use common::{rbmc, text};

const PROGRAM: &str = "int get(int *a, int i)
{
  return a[i];
}

int main()
{
  int a[4] = {1, 2, 3, 4};
  int i;
  __CPROVER_assume(i >= 0 && i < 4);
  int x = get(a, i);
  __CPROVER_assert(x != 3, \"x is not 3\");
  __CPROVER_assert(i < 10, \"i is small\");
  return 0;
}
";

/// Writes `source` as `main.c` in a fresh directory.
fn program(source: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("main.c"), source).expect("write main.c");
    dir
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Replaces rbmc's version and the run time so that snapshots are stable.
fn redact(s: &str) -> String {
    let version = env!("CARGO_PKG_VERSION");
    let s = s.replace(version, "<version>");
    let re = regex::Regex::new(r#"time="[0-9.]+""#).expect("regex");
    let s = re.replace_all(&s, "time=\"<time>\"").into_owned();
    let re = regex::Regex::new(r"[0-9]+\.[0-9] s\b").expect("regex");
    re.replace_all(&s, "<time> s").into_owned()
}

// ---- a small JSON schema validator for our schema file ------------------------------

fn resolve<'a>(root: &'a Json, schema: &'a Json) -> &'a Json {
    match schema.get("$ref").and_then(Json::as_str) {
        Some(r) => {
            let name = r
                .strip_prefix("#/definitions/")
                .unwrap_or_else(|| panic!("unsupported $ref {r}"));
            let target = &root["definitions"][name];
            assert!(!target.is_null(), "$ref {r} names no definition");
            target
        }
        None => schema,
    }
}

fn type_ok(t: &str, v: &Json) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        "number" => v.is_number(),
        "integer" => v.is_i64() || v.is_u64(),
        other => panic!("unsupported type {other}"),
    }
}

/// Checks `value` against `schema`; returns the violations as `path: problem`.
fn validate(root: &Json, schema: &Json, value: &Json, path: &str, errors: &mut Vec<String>) {
    let schema = resolve(root, schema);
    match schema.get("type") {
        Some(Json::String(t)) if !type_ok(t, value) => {
            errors.push(format!("{path}: expected {t}, found {value}"));
            return;
        }
        Some(Json::Array(ts)) if !ts.iter().any(|t| type_ok(t.as_str().unwrap_or(""), value)) => {
            errors.push(format!("{path}: expected one of {ts:?}, found {value}"));
            return;
        }
        _ => {}
    }
    if let Some(Json::Array(allowed)) = schema.get("enum") {
        if !allowed.contains(value) {
            errors.push(format!("{path}: {value} is not one of {allowed:?}"));
        }
    }
    if let (Some(min), Some(n)) = (schema.get("minimum").and_then(Json::as_f64), value.as_f64()) {
        if n < min {
            errors.push(format!("{path}: {n} is below the minimum {min}"));
        }
    }
    if let Json::Object(members) = value {
        if let Some(Json::Array(required)) = schema.get("required") {
            for r in required.iter().filter_map(Json::as_str) {
                if !members.contains_key(r) {
                    errors.push(format!("{path}: required member {r} is missing"));
                }
            }
        }
        let props = schema.get("properties").and_then(Json::as_object);
        for (k, v) in members {
            let p = format!("{path}.{k}");
            match props.and_then(|ps| ps.get(k)) {
                Some(s) => validate(root, s, v, &p, errors),
                None => match schema.get("additionalProperties") {
                    Some(Json::Bool(false)) => errors.push(format!("{p}: not allowed")),
                    Some(s @ Json::Object(_)) => validate(root, s, v, &p, errors),
                    _ => {}
                },
            }
        }
    }
    if let Json::Array(items) = value {
        if let Some(min) = schema.get("minItems").and_then(Json::as_u64) {
            if (items.len() as u64) < min {
                errors.push(format!("{path}: fewer than {min} items"));
            }
        }
        if let Some(s) = schema.get("items") {
            for (i, v) in items.iter().enumerate() {
                validate(root, s, v, &format!("{path}[{i}]"), errors);
            }
        }
    }
}

fn schema() -> Json {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif-2.1.0-subset.schema.json");
    serde_json::from_str(&std::fs::read_to_string(p).expect("schema file")).expect("schema JSON")
}

fn violations(log: &Json) -> Vec<String> {
    let root = schema();
    let mut errors = Vec::new();
    validate(&root, &root, log, "$", &mut errors);
    errors
}

#[test]
fn the_validator_rejects_what_the_schema_forbids() {
    let bad = serde_json::json!({
        "version": "2.0.0",
        "runs": [{
            "tool": { "driver": {} },
            "results": [{
                "level": "fatal",
                "locations": [{ "physicalLocation": { "region": { "startLine": 0 } } }],
                "codeFlows": [{ "threadFlows": [] }],
            }]
        }]
    });
    let errors = violations(&bad);
    for expected in [
        "$.version: \"2.0.0\" is not one of",
        "$.runs[0].tool.driver: required member name is missing",
        "$.runs[0].results[0]: required member message is missing",
        "$.runs[0].results[0].level: \"fatal\" is not one of",
        "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: 0 is below the minimum 1",
        "$.runs[0].results[0].codeFlows[0].threadFlows: fewer than 1 items",
    ] {
        assert!(errors.iter().any(|e| e.starts_with(expected)), "{expected}\nin {errors:#?}");
    }
}

#[test]
fn all_reports_from_one_run() {
    let dir = program(PROGRAM);
    let o = rbmc(
        dir.path(),
        &[
            "main.c", "--bounds-check", "--pointer-check", "--sarif", "out.sarif", "--junit",
            "junit.xml", "--markdown", "summary.md", "--html", "report.html",
        ],
    );
    let stdout = text(&o.stdout);
    assert_eq!(o.status.code(), Some(10), "{stdout}{}", text(&o.stderr));
    assert!(stdout.contains("VERIFICATION FAILED"), "{stdout}");

    // SARIF: valid, GitHub's essentials, and the failed properties of the console output
    let sarif_text = read(dir.path(), "out.sarif");
    let log: Json = serde_json::from_str(&sarif_text).expect("SARIF is JSON");
    assert_eq!(violations(&log), Vec::<String>::new());
    assert_eq!(log["$schema"], "https://json.schemastore.org/sarif-2.1.0.json");
    let results = log["runs"][0]["results"].as_array().expect("results");
    let failed_console: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with('[') && l.ends_with(": FAILURE"))
        .collect();
    assert_eq!(results.len(), failed_console.len(), "{stdout}");
    for r in results {
        assert!(r["message"]["text"].as_str().is_some_and(|t| !t.is_empty()));
        assert_eq!(r["level"], "error");
        let id = r["partialFingerprints"]["rbmcPropertyId"].as_str().expect("id");
        assert!(failed_console.iter().any(|l| l.starts_with(&format!("[{id}]"))), "{id}");
        assert_eq!(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "main.c");
        let flow = &r["codeFlows"][0]["threadFlows"][0]["locations"];
        assert!(flow.as_array().is_some_and(|l| !l.is_empty()), "{r}");
    }
    insta::assert_snapshot!("sarif", redact(&sarif_text));

    let junit = read(dir.path(), "junit.xml");
    insta::assert_snapshot!("junit", redact(&junit));
    let md = read(dir.path(), "summary.md");
    insta::assert_snapshot!("markdown", redact(&md));
    let html = read(dir.path(), "report.html");
    assert!(!html.contains("<script") && !html.contains("http"), "self-contained");
    assert!(!html.contains(&dir.path().display().to_string()), "no absolute paths");
    insta::assert_snapshot!("html", redact(&html));
    // nothing but the requested files (and the program) is left behind
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["junit.xml", "main.c", "out.sarif", "report.html", "summary.md"]);
}

#[test]
fn reports_with_json_and_xml_ui_and_success() {
    let dir = program(PROGRAM);
    for ui in ["--json-ui", "--xml-ui"] {
        let o = rbmc(dir.path(), &["main.c", ui, "--sarif", "s.sarif", "--junit", "j.xml"]);
        assert_eq!(o.status.code(), Some(10), "{}", text(&o.stdout));
        let log: Json = serde_json::from_str(&read(dir.path(), "s.sarif")).expect("JSON");
        assert_eq!(violations(&log), Vec::<String>::new());
        assert!(read(dir.path(), "j.xml").contains("<failure message=\"x is not 3\""));
        if ui == "--json-ui" {
            let _: Json = serde_json::from_slice(&o.stdout).expect("stdout stays JSON");
        }
    }
    // --stop-on-fail: the reports hold the failure (and what was not checked)
    let o = rbmc(dir.path(), &["main.c", "--stop-on-fail", "--junit", "j.xml", "--markdown", "m.md"]);
    assert_eq!(o.status.code(), Some(10), "{}", text(&o.stdout));
    assert!(read(dir.path(), "j.xml").contains("<failure message=\"x is not 3\""));
    assert!(read(dir.path(), "m.md").contains("| `main.assertion.1` | main.c:12:3 (main) | x is not 3 |"));
    let ok = program("int main() { int x = 1; __CPROVER_assert(x == 1, \"one\"); return 0; }\n");
    let o = rbmc(ok.path(), &["main.c", "--sarif", "s.sarif", "--markdown", "m.md"]);
    assert_eq!(o.status.code(), Some(0));
    let log: Json = serde_json::from_str(&read(ok.path(), "s.sarif")).expect("JSON");
    assert_eq!(violations(&log), Vec::<String>::new());
    assert_eq!(log["runs"][0]["results"], serde_json::json!([]));
    assert!(read(ok.path(), "m.md").starts_with("## rbmc: ✅ VERIFICATION SUCCESSFUL\n"));
}

#[test]
fn report_errors_are_clear() {
    let dir = program(PROGRAM);
    // a missing directory: exit 6 before the run, nothing written
    let o = rbmc(dir.path(), &["main.c", "--html", "no/such/dir/r.html"]);
    assert_eq!(o.status.code(), Some(6));
    let out = text(&o.stdout) + &text(&o.stderr);
    assert!(
        out.contains("failed to write no/such/dir/r.html: directory no/such/dir does not exist"),
        "{out}"
    );
    assert!(!out.contains("panicked"), "{out}");
    // a directory as the target
    let o = rbmc(dir.path(), &["main.c", "--junit", "."]);
    assert_eq!(o.status.code(), Some(6));
    // with --cover: not supported yet
    let o = rbmc(dir.path(), &["main.c", "--cover", "location", "--sarif", "s.sarif"]);
    assert_eq!(o.status.code(), Some(6));
    let out = text(&o.stdout) + &text(&o.stderr);
    assert!(out.contains("--sarif with --cover is not supported yet"), "{out}");
    // with an action that verifies nothing: a usage error
    let o = rbmc(dir.path(), &["main.c", "--show-properties", "--markdown", "m.md"]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout) + &text(&o.stderr);
    assert!(out.contains("--markdown writes the results of a verification run; it cannot be combined with --show-properties"), "{out}");
    assert!(!dir.path().join("s.sarif").exists() && !dir.path().join("m.md").exists());
}

/// Chromium's binary, if installed.
fn chromium() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|d| [d.join("chromium"), d.join("chromium-browser")])
        .find(|p| p.is_file())
}

#[test]
fn html_report_renders_in_headless_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("html_report_renders_in_headless_chromium: chromium not installed; skipped");
        return;
    };
    let dir = program(PROGRAM);
    let o = rbmc(dir.path(), &["main.c", "--bounds-check", "--html", "report.html"]);
    assert_eq!(o.status.code(), Some(10), "{}", text(&o.stdout));
    let page = dir.path().join("report.html");
    let png = dir.path().join("report.png");
    // --dump-dom: the page as the browser parsed it; --screenshot: its picture
    let dom = std::process::Command::new(&browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    let dom = text(&dom.stdout);
    assert!(dom.contains("<h1>rbmc: VERIFICATION FAILED</h1>"), "{dom}");
    assert!(dom.contains("id=\"trace-1\""), "{dom}");
    let shot = std::process::Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--window-size=1200,1600",
        ])
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    let bytes = std::fs::read(&png).unwrap_or_else(|e| {
        panic!("no screenshot ({e}): {}", text(&shot.stderr))
    });
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
    assert!(bytes.len() > 10_000, "a page, not a blank image: {} bytes", bytes.len());
}
