//! `--junit FILE`: the results as JUnit XML, for CI systems that show test reports.
//!
//! `<testsuites>` with one `<testsuite name="rbmc">` (counts and the run's time in
//! seconds) and one `<testcase>` per property in result order: `classname` is the
//! property's function (its file if it has none), `name` is `[id] description`, `file` and
//! `line` its location. A FAILURE has `<failure message=description type=class>` with the
//! counterexample (CBMC's full console trace) as text; an ERROR has `<error>`; UNKNOWN and
//! NOT CHECKED are `<skipped message=STATUS/>`; SUCCESS and UNREACHABLE pass (UNREACHABLE
//! with a `<system-out>` saying so).

use crate::report::prelude::*;
use super::ci::RunReport;
use super::property::Status;
use super::trace;
use super::xml::XmlElement;

/// The JUnit XML of `run`.
pub fn junit(run: &RunReport<'_>) -> String {
    let failures = run.count(Status::Failure);
    let errors = run.count(Status::Error);
    let skipped = run.count(Status::Unknown) + run.count(Status::NotChecked);
    let time = format!("{:.3}", run.elapsed.as_secs_f64());
    let counts = |x: &mut XmlElement| {
        x.set("tests", &run.properties.len().to_string());
        x.set("failures", &failures.to_string());
        x.set("errors", &errors.to_string());
        x.set("skipped", &skipped.to_string());
        x.set("time", &time);
    };
    let mut suite = XmlElement::new("testsuite");
    suite.set("name", "rbmc");
    counts(&mut suite);
    let mut props = XmlElement::new("properties");
    let mut verdict = XmlElement::new("property");
    verdict.set("name", "verdict").set("value", run.verdict.line());
    props.push(verdict);
    let mut version = XmlElement::new("property");
    version.set("name", "rbmc.version").set("value", run.version);
    props.push(version);
    suite.push(props);
    for p in run.sorted() {
        let mut case = XmlElement::new("testcase");
        let classname = if !p.location.function_str().is_empty() {
            p.location.function_str()
        } else if !p.location.file_str().is_empty() {
            p.location.file_str()
        } else {
            "rbmc"
        };
        case.set("classname", classname);
        case.set("name", &format!("[{}] {}", p.id, p.description));
        if p.location.has_file() {
            case.set("file", p.location.file_str());
        }
        if let Some(l) = p.location.line {
            case.set("line", &l.to_string());
        }
        case.set("time", "0");
        match p.status() {
            Status::Failure => {
                let text = match run.trace_of(p) {
                    Some(t) => {
                        let mut s = trace::full_trace(t, false);
                        if s.starts_with('\n') {
                            s.remove(0);
                        }
                        s
                    }
                    None => String::new(),
                };
                let mut f = XmlElement::with_data("failure", &text);
                f.set("message", &p.description);
                f.set("type", &p.class);
                case.push(f);
            }
            Status::Error => {
                let mut e = XmlElement::new("error");
                e.set("message", &format!("checking failed: {}", p.description));
                e.set("type", &p.class);
                case.push(e);
            }
            Status::Unknown | Status::NotChecked => {
                let mut s = XmlElement::new("skipped");
                s.set("message", p.status().as_str());
                case.push(s);
            }
            Status::Unreachable => {
                case.push(XmlElement::with_data(
                    "system-out",
                    "UNREACHABLE: the property cannot be reached within the bounds",
                ));
            }
            Status::Success => {}
        }
        suite.push(case);
    }
    let mut suites = XmlElement::new("testsuites");
    suites.set("name", "rbmc");
    counts(&mut suites);
    suites.push(suite);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}",
        suites.render(0)
    )
}
