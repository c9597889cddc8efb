//! `--html FILE`: one self-contained HTML page (inline CSS, no scripts, no network):
//!
//! - a header with the verdict and the counts;
//! - the properties table (status, location linked to its source line, description, a link
//!   to the counterexample of each failed property);
//! - one counterexample per failed property: the trace steps with a source line (`x = 5`,
//!   `call f(1)`, the violated property), each linked to its line;
//! - the source of every file involved (failed properties' files and files the traces step
//!   through), read when the report is written, with numbered lines: failed lines marked red
//!   (with the property ids), lines the traces pass through marked blue. The line a link
//!   points to is highlighted (CSS `:target`). A file that cannot be read is left out with a
//!   note saying why.

use crate::report::prelude::*;
use super::ci::{self, RunReport};
use super::location::Loc;
use super::property::Status;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Escapes text for HTML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = r#"
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; background: #fff; }
main { max-width: 1100px; margin: 0 auto; padding: 0 1.5em 3em; }
header { padding: 1em 1.5em; color: #fff; }
header h1 { margin: 0; font-size: 1.6em; }
header p { margin: .3em 0 0; }
.v-successful { background: #1a7f37; } .v-failed { background: #cf222e; }
.v-inconclusive { background: #9a6700; } .v-error { background: #6e40c9; }
h2 { border-bottom: 1px solid #d0d7de; padding-bottom: .2em; margin-top: 1.6em; }
table { border-collapse: collapse; }
table.props, table.counts { margin: .5em 0; }
table.props th, table.props td, table.counts th, table.counts td { border: 1px solid #d0d7de; padding: .3em .6em; text-align: left; vertical-align: top; }
table.props th, table.counts th { background: #f6f8fa; }
.badge { display: inline-block; padding: 0 .5em; border-radius: 1em; font-size: .85em; font-weight: 600; color: #fff; white-space: nowrap; }
.s-failure { background: #cf222e; } .s-success { background: #1a7f37; } .s-unreachable { background: #57606a; }
.s-unknown, .s-not-checked { background: #9a6700; } .s-error { background: #6e40c9; }
code, .src td { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
a { color: #0969da; text-decoration: none; } a:hover { text-decoration: underline; }
ol.trace { padding-left: 3em; } ol.trace li { margin: .15em 0; }
ol.trace li.violation { color: #cf222e; font-weight: 600; }
.fn { color: #57606a; }
.note { color: #57606a; font-style: italic; }
.file { border: 1px solid #d0d7de; border-radius: 6px; margin: 1em 0; overflow-x: auto; }
.file h3 { margin: 0; padding: .4em .8em; background: #f6f8fa; border-bottom: 1px solid #d0d7de; font-size: 1em; }
table.src { width: 100%; }
.src td { padding: 0 .6em; white-space: pre; tab-size: 4; line-height: 1.45; height: 1.45em; }
.src td.ln { text-align: right; color: #8c959f; user-select: none; width: 1%; }
.src td.ln a { color: inherit; }
.src td.tag { color: #cf222e; width: 1%; font-size: .8em; }
.src tr.visited td { background: #ddf4ff; }
.src tr.fail td { background: #ffebe9; }
.src tr.fail td.code { font-weight: 600; }
.src tr:target td { background: #fff8c5; outline: 1px solid #d4a72c; }
"#;

/// An anchor id for `line` of the file with index `file`.
fn line_anchor(file: usize, line: u32) -> String {
    format!("L{file}-{line}")
}

/// The files the page shows, by name, in order of first appearance.
struct Files {
    names: Vec<String>,
    index: BTreeMap<String, usize>,
    /// working directory of the compilation, per file, when known
    dirs: BTreeMap<String, String>,
}

impl Files {
    fn add(&mut self, loc: &Loc) {
        if !ci::is_source_file(loc) {
            return;
        }
        let name = loc.file_str().to_string();
        if let Some(d) = loc.working_directory.as_deref().filter(|d| !d.is_empty()) {
            self.dirs.entry(name.clone()).or_insert_with(|| d.to_string());
        }
        if !self.index.contains_key(&name) {
            self.index.insert(name.clone(), self.names.len());
            self.names.push(name);
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        let p = Path::new(name);
        match self.dirs.get(name) {
            Some(d) if p.is_relative() => Path::new(d).join(p),
            _ => p.to_path_buf(),
        }
    }

    /// A link `file:line` to the source line of `loc` (plain text without a line).
    fn link(&self, loc: &Loc) -> String {
        let text = escape(&ci::short_location(loc));
        match (self.index.get(loc.file_str()), loc.line) {
            (Some(&f), Some(l)) => format!("<a href=\"#{}\">{text}</a>", line_anchor(f, l)),
            _ => text,
        }
    }
}

/// The HTML page of `run`.
pub fn html(run: &RunReport<'_>) -> String {
    let sorted = run.sorted();
    let mut files = Files {
        names: Vec::new(),
        index: BTreeMap::new(),
        dirs: BTreeMap::new(),
    };
    // failed lines: (file, line) → property ids; visited lines: (file, line)
    let mut failed: BTreeMap<(String, u32), Vec<String>> = BTreeMap::new();
    let mut visited: BTreeSet<(String, u32)> = BTreeSet::new();
    for p in &sorted {
        if p.status() == Status::Failure {
            files.add(&p.location);
            if let Some(l) = p.location.line {
                failed
                    .entry((p.location.file_str().to_string(), l))
                    .or_default()
                    .push(p.id.clone());
            }
        }
    }
    for p in &sorted {
        if let Some(t) = run.trace_of(p) {
            for (s, _) in ci::located_steps(t) {
                files.add(&s.location);
                if let Some(l) = s.location.line {
                    visited.insert((s.location.file_str().to_string(), l));
                }
            }
        }
    }
    // properties of other statuses link to their source only when the file is shown anyway

    let verdict_class = match run.verdict {
        super::Verdict::Successful => "v-successful",
        super::Verdict::Failed => "v-failed",
        super::Verdict::Inconclusive => "v-inconclusive",
        super::Verdict::Error => "v-error",
    };
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str(&format!(
        "<title>rbmc: {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        run.verdict.line()
    ));
    out.push_str(&format!(
        "<header class=\"{verdict_class}\">\n<h1>rbmc: {}</h1>\n<p>{} of {} properties failed &middot; {} iterations &middot; {:.1} s &middot; rbmc {}</p>\n</header>\n<main>\n",
        run.verdict.line(),
        run.count(Status::Failure),
        run.properties.len(),
        run.iterations,
        run.elapsed.as_secs_f64(),
        escape(run.version)
    ));

    // summary
    out.push_str("<section id=\"summary\">\n<h2>Summary</h2>\n");
    let counts = ci::status_counts(run);
    if counts.is_empty() {
        out.push_str("<p class=\"note\">No properties.</p>\n");
    } else {
        out.push_str("<table class=\"counts\">\n<tr><th>Status</th><th>Properties</th></tr>\n");
        for (label, n) in counts {
            out.push_str(&format!(
                "<tr><td><span class=\"badge {}\">{label}</span></td><td>{n}</td></tr>\n",
                status_class(label)
            ));
        }
        out.push_str("</table>\n");
    }
    out.push_str("</section>\n");

    // properties
    let mut trace_ids: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &sorted {
        if run.trace_of(p).is_some() {
            let n = trace_ids.len() + 1;
            trace_ids.insert(p.id.as_str(), n);
        }
    }
    if !sorted.is_empty() {
        out.push_str("<section id=\"properties\">\n<h2>Properties</h2>\n<table class=\"props\">\n");
        out.push_str("<tr><th>Property</th><th>Status</th><th>Location</th><th>Description</th></tr>\n");
        for p in &sorted {
            let mut loc = files.link(&p.location);
            if !p.location.function_str().is_empty() {
                loc.push_str(&format!(
                    " <span class=\"fn\">({})</span>",
                    escape(p.location.function_str())
                ));
            }
            let mut desc = escape(&p.description);
            if let Some(n) = trace_ids.get(p.id.as_str()) {
                desc.push_str(&format!(" &middot; <a href=\"#trace-{n}\">counterexample</a>"));
            }
            out.push_str(&format!(
                "<tr id=\"prop-{}\"><td><code>{}</code></td><td><span class=\"badge {}\">{}</span></td><td>{loc}</td><td>{desc}</td></tr>\n",
                escape(&p.id),
                escape(&p.id),
                status_class(p.status().as_str()),
                p.status().as_str(),
            ));
        }
        out.push_str("</table>\n</section>\n");
    }

    // counterexamples
    if !trace_ids.is_empty() {
        out.push_str("<section id=\"traces\">\n<h2>Counterexamples</h2>\n");
        for p in &sorted {
            let (Some(t), Some(n)) = (run.trace_of(p), trace_ids.get(p.id.as_str())) else {
                continue;
            };
            out.push_str(&format!(
                "<div class=\"trace\" id=\"trace-{n}\">\n<h3><code>{}</code>: {}</h3>\n",
                escape(&p.id),
                escape(&p.description)
            ));
            let steps = ci::located_steps(t);
            if steps.is_empty() {
                out.push_str("<p class=\"note\">The trace has no steps with a source line.</p>\n");
            } else {
                out.push_str("<ol class=\"trace\">\n");
                for (s, message) in steps {
                    let class = match s.kind {
                        super::trace::StepKind::Assert { held: false, .. } => " class=\"violation\"",
                        _ => "",
                    };
                    let mut who = String::new();
                    if let Some(f) = s.function.as_deref().filter(|f| !f.is_empty()) {
                        who.push_str(&format!(" <span class=\"fn\">{}</span>", escape(f)));
                    }
                    if s.thread != 0 {
                        who.push_str(&format!(" <span class=\"fn\">thread {}</span>", s.thread));
                    }
                    out.push_str(&format!(
                        "<li{class}>{}{who} <code>{}</code></li>\n",
                        files.link(&s.location),
                        escape(&message)
                    ));
                }
                out.push_str("</ol>\n");
            }
            out.push_str("</div>\n");
        }
        out.push_str("</section>\n");
    }

    // sources
    if !files.names.is_empty() {
        out.push_str("<section id=\"sources\">\n<h2>Sources</h2>\n");
        for (i, name) in files.names.iter().enumerate() {
            let path = files.path(name);
            match std::fs::read(&path) {
                Err(e) => out.push_str(&format!(
                    "<p class=\"note\">{}: source not shown ({}).</p>\n",
                    escape(name),
                    escape(&crate::error::io_message(&e))
                )),
                Ok(bytes) => {
                    let text = String::from_utf8_lossy(&bytes);
                    out.push_str(&format!(
                        "<div class=\"file\" id=\"file-{i}\">\n<h3>{}</h3>\n<table class=\"src\">\n",
                        escape(name)
                    ));
                    for (n, line) in text.lines().enumerate() {
                        let l = u32::try_from(n + 1).unwrap_or(u32::MAX);
                        let key = (name.clone(), l);
                        let ids = failed.get(&key);
                        let class = if ids.is_some() {
                            " class=\"fail\""
                        } else if visited.contains(&key) {
                            " class=\"visited\""
                        } else {
                            ""
                        };
                        let tag = ids.map(|v| escape(&v.join(" "))).unwrap_or_default();
                        let anchor = line_anchor(i, l);
                        out.push_str(&format!(
                            "<tr id=\"{anchor}\"{class}><td class=\"ln\"><a href=\"#{anchor}\">{l}</a></td><td class=\"code\">{}</td><td class=\"tag\">{tag}</td></tr>\n",
                            escape(line)
                        ));
                    }
                    out.push_str("</table>\n</div>\n");
                }
            }
        }
        out.push_str("</section>\n");
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// The CSS class of a status badge (`NOT CHECKED` → `s-not-checked`).
fn status_class(status: &str) -> String {
    format!("s-{}", status.to_ascii_lowercase().replace(' ', "-"))
}
