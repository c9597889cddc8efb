//! Reporting: the only place where verification outcomes become text for people and
//! machines.
//!
//! The checker (the `checker` crate) hands over data — [`Property`] (id, description, location, [`Status`]),
//! [`Trace`]s keyed by property id, the number of solver iterations — and these functions
//! print it through the [`Ui`] in the selected form:
//!
//! - [`report_results`] — the `** Results:` block with traces of failed properties and the
//!   `** N of M failed (K iterations)` summary (plain), the `result` array (JSON), the
//!   `<result>` elements (XML);
//! - [`report_verdict`] — `VERIFICATION SUCCESSFUL|FAILED|INCONCLUSIVE|ERROR` and the
//!   machine-readable status; [`Verdict::exit_code`] gives the exit code;
//! - [`report_counterexample`] — the `--stop-on-fail` form;
//! - [`show_properties`] — the `--show-properties` listing;
//! - [`ci::write_reports`] — the report files for CI (`--sarif`, `--junit`, `--markdown`,
//!   `--html`), from the same data.
//!
//! ```
//! use bmc::cli::UiKind;
//! use bmc::report::{self, Loc, Property, Status, Verdict, VerdictText};
//! use bmc::ui::Ui;
//!
//! let props = vec![
//!     Property::new("main.assertion.1", "assertion x > 0", Loc::new("t.c", 5, "main"))
//!         .with_status(Status::Failure),
//! ];
//! let (mut ui, out) = Ui::buffered(UiKind::Plain, 6, "rbmc");
//! report::report_results(&mut ui, &props, 1, None, Default::default());
//! let verdict = Verdict::of(&props);
//! report::report_verdict(&mut ui, verdict);
//! drop(ui);
//! let text = String::from_utf8(out.borrow().clone()).unwrap();
//! assert!(text.ends_with("** 1 of 1 failed (1 iterations)\nVERIFICATION FAILED\n"));
//! assert_eq!(verdict.exit_code(), 10);
//! ```

pub mod ci;
pub mod cover;
pub mod html;
pub mod json;
pub mod junit;
pub mod location;
pub mod markdown;
pub mod printf;
pub mod property;
pub mod sarif;
pub mod trace;
pub mod witness;
pub mod xml;
pub mod xml_trace;

pub use location::{Loc, LocFormat};
pub use property::{Property, PropertyFormat, Status, StatusText, Verdict, VerdictText};
pub use trace::{
    Assignment, AssignmentType, Step, StepFormat, StepKind, Trace, TraceOptions, TraceStyle,
    Value, ValueFormat, ValueKind,
};

/// The traits that print the checker's outcome model (`use crate::report::prelude::*`).
pub mod prelude {
    pub use super::location::LocFormat;
    pub use super::property::{PropertyFormat, StatusText, VerdictText};
    pub use super::trace::{StepFormat, ValueFormat};
}

use crate::cli::UiKind;
use crate::ui::Ui;
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use xml::XmlElement;

/// Why a run stopped, as the warning `…: undecided properties are UNKNOWN` and SV-COMP's
/// UNKNOWN verdict say it.
pub fn stop_message(reason: &checker::StopReason) -> String {
    use checker::engine::limits::DEFAULT_MEMORY_SHARE_PERCENT;
    use checker::StopReason;
    match reason {
        StopReason::TimeLimit(limit) => format!("Time limit of {} s reached", limit.as_secs()),
        StopReason::MemoryLimit {
            limit_mb,
            used_mb,
            default_guard: true,
        } => format!(
            "Memory limit of {limit_mb} MB ({DEFAULT_MEMORY_SHARE_PERCENT}% of physical memory) exceeded ({used_mb} MB in use): a loop without an --unwind bound may be unwinding without end; give --unwind N or --unwindset LOOP:N, or --memory-limit MB to allow more"
        ),
        StopReason::MemoryLimit {
            limit_mb, used_mb, ..
        } => format!("Memory limit of {limit_mb} MB exceeded ({used_mb} MB in use)"),
        StopReason::Solver(reason) => format!("solver: {reason:?}"),
        StopReason::Requested => "stopped on request".to_string(),
    }
}

/// Traces of failed properties, by property id.
pub type Traces = BTreeMap<String, Trace>;

/// Prints the results of all-properties mode. `traces` is `Some` when traces were requested
/// (`--trace` etc., always for JSON/XML): then every FAILURE with a trace gets it printed.
pub fn report_results(
    ui: &mut Ui,
    properties: &[Property],
    iterations: usize,
    traces: Option<&Traces>,
    options: TraceOptions,
) {
    match ui.kind() {
        UiKind::Plain => {
            for m in property::results_messages(properties) {
                ui.result(&m);
            }
            if let Some(traces) = traces {
                for p in property::sorted(properties) {
                    if p.status() != Status::Failure {
                        continue;
                    }
                    if let Some(t) = traces.get(&p.id) {
                        let text = format!(
                            "\nTrace for {}:\n{}",
                            p.id,
                            trace::console_trace(t, options)
                        );
                        ui.result(&text);
                    }
                }
            }
            if let Some(s) = property::summary_message(properties, iterations) {
                ui.status(&s);
            }
        }
        UiKind::Json => {
            let results = properties
                .iter()
                .map(|p| {
                    let mut m = p.result_json();
                    if p.status() == Status::Failure {
                        if let Some(t) = traces.and_then(|ts| ts.get(&p.id)) {
                            m.insert("trace".into(), json::trace_json(t));
                        }
                    }
                    Json::Object(m)
                })
                .collect();
            let mut m = Map::new();
            m.insert("result".into(), Json::Array(results));
            ui.json(Json::Object(m));
        }
        UiKind::Xml => {
            for p in properties {
                let mut x = p.result_xml();
                if p.status() == Status::Failure {
                    if let Some(t) = traces.and_then(|ts| ts.get(&p.id)) {
                        x.push(xml_trace::trace_xml(t));
                    }
                }
                ui.xml(&x);
            }
        }
    }
}

/// Prints the verdict line (all UIs) and the machine-readable status (JSON, XML).
pub fn report_verdict(ui: &mut Ui, verdict: Verdict) {
    ui.result(verdict.line());
    let mut m = Map::new();
    m.insert(
        "cProverStatus".into(),
        Json::String(verdict.json_status().into()),
    );
    ui.json(Json::Object(m));
    ui.xml(&XmlElement::with_data(
        "cprover-status",
        verdict.xml_status(),
    ));
}

/// Prints the counterexample of `property` in `--stop-on-fail` mode (`Counterexample:` and
/// the trace; JSON: an object with `"status": "failed"` and the trace; XML: the
/// `<goto_trace>`). The caller prints the verdict afterwards.
pub fn report_counterexample(
    ui: &mut Ui,
    property: &Property,
    trace: &Trace,
    options: TraceOptions,
) {
    match ui.kind() {
        UiKind::Plain => {
            ui.result("Counterexample:");
            ui.result(&trace::console_trace(trace, options));
        }
        UiKind::Json => {
            let mut m = Map::new();
            m.insert(
                "description".into(),
                Json::String(property.description.clone()),
            );
            m.insert("property".into(), Json::String(property.id.clone()));
            m.insert("status".into(), Json::String("failed".into()));
            m.insert("trace".into(), json::trace_json(trace));
            ui.json(Json::Object(m));
        }
        UiKind::Xml => ui.xml(&xml_trace::trace_xml(trace)),
    }
}

/// `--show-properties`: every property with location, description and condition.
pub fn show_properties(ui: &mut Ui, properties: &[Property]) {
    match ui.kind() {
        UiKind::Plain => {
            for p in properties {
                ui.result(&property::show_property_plain(p));
            }
        }
        UiKind::Json => {
            let list = properties
                .iter()
                .map(property::show_property_json)
                .collect();
            let mut m = Map::new();
            m.insert("properties".into(), Json::Array(list));
            ui.json(Json::Object(m));
        }
        UiKind::Xml => {
            for p in properties {
                ui.xml(&property::show_property_xml(p));
            }
        }
    }
}

#[cfg(test)]
mod tests;
