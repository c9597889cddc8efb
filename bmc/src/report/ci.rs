//! Report files for CI, written from the same run as the console/JSON/XML output:
//! `--sarif FILE` ([`super::sarif`]), `--junit FILE` ([`super::junit`]), `--markdown FILE`
//! ([`super::markdown`]) and `--html FILE` ([`super::html`]).
//!
//! Every writer takes a [`RunReport`] — the properties with their final statuses, the traces
//! of the failed ones, the verdict — and returns the file's text; [`write_reports`] writes
//! the requested files atomically.

use crate::report::prelude::*;
use super::location::Loc;
use super::property::{self, Property, Status, Verdict};
use super::trace::{AssignmentType, Step, StepKind, Trace};
use super::Traces;
use crate::error::BmcError;
use crate::output;
use std::path::PathBuf;
use std::time::Duration;

/// The results of one verification run, as the report files see them.
#[derive(Clone, Copy, Debug)]
pub struct RunReport<'a> {
    /// Every property with its final status.
    pub properties: &'a [Property],
    /// Traces of failed properties, by property id.
    pub traces: &'a Traces,
    /// The overall verdict.
    pub verdict: Verdict,
    /// Solver iterations (as in `** N of M failed (K iterations)`).
    pub iterations: usize,
    /// Wall-clock time of the run.
    pub elapsed: Duration,
    /// rbmc's version (`0.1.0`).
    pub version: &'a str,
}

impl<'a> RunReport<'a> {
    /// The properties in CBMC's result order.
    pub fn sorted(&self) -> Vec<&'a Property> {
        property::sorted(self.properties)
    }

    /// How many properties have `status`.
    pub fn count(&self, status: Status) -> usize {
        self.properties.iter().filter(|p| p.status() == status).count()
    }

    /// The trace of `p` if it failed and has one.
    pub fn trace_of(&self, p: &Property) -> Option<&'a Trace> {
        if p.status() == Status::Failure {
            self.traces.get(&p.id)
        } else {
            None
        }
    }
}

/// The report files requested on the command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requests {
    /// `--sarif FILE`.
    pub sarif: Option<PathBuf>,
    /// `--junit FILE`.
    pub junit: Option<PathBuf>,
    /// `--markdown FILE`.
    pub markdown: Option<PathBuf>,
    /// `--html FILE`.
    pub html: Option<PathBuf>,
}

impl Requests {
    /// Whether any file is requested.
    pub fn any(&self) -> bool {
        self.first_option().is_some()
    }

    /// The first requested option as spelled on the command line (for error messages).
    pub fn first_option(&self) -> Option<&'static str> {
        [
            (self.sarif.is_some(), "--sarif"),
            (self.junit.is_some(), "--junit"),
            (self.markdown.is_some(), "--markdown"),
            (self.html.is_some(), "--html"),
        ]
        .into_iter()
        .find(|(given, _)| *given)
        .map(|(_, name)| name)
    }
}

/// Writes every requested report file (each atomically); the first failure is the error.
pub fn write_reports(requests: &Requests, run: &RunReport<'_>) -> Result<(), BmcError> {
    if let Some(p) = &requests.sarif {
        output::write_atomic(p, super::sarif::sarif(run).as_bytes())?;
    }
    if let Some(p) = &requests.junit {
        output::write_atomic(p, super::junit::junit(run).as_bytes())?;
    }
    if let Some(p) = &requests.markdown {
        output::write_atomic(p, super::markdown::markdown(run).as_bytes())?;
    }
    if let Some(p) = &requests.html {
        output::write_atomic(p, super::html::html(run).as_bytes())?;
    }
    Ok(())
}

/// Whether `loc` names a real source file (not `<built-in-additions>` and the like).
pub fn is_source_file(loc: &Loc) -> bool {
    loc.has_file() && !loc.file_str().starts_with('<')
}

/// A one-line description of what a trace step does, for steps worth showing in a report:
/// `x = 5` for assignments, `call f(1, 2)`, `return from f`, the violated assertion, …
/// `None` for hidden steps and steps the console trace does not show either.
pub fn step_message(step: &Step) -> Option<String> {
    if step.hidden {
        return None;
    }
    match &step.kind {
        StepKind::Assignment(a) if a.shown => {
            let value = a.value.as_ref().map_or("(assignment removed)", |v| v.text.as_str());
            Some(match a.assignment_type {
                AssignmentType::State => format!("{} = {value}", a.lhs),
                AssignmentType::ActualParameter => format!("parameter {} = {value}", a.lhs),
            })
        }
        StepKind::Decl(a) => {
            let value = a.value.as_ref().map_or("(assignment removed)", |v| v.text.as_str());
            Some(format!("declare {} = {value}", a.lhs))
        }
        StepKind::Assume {
            held: false,
            condition,
        } => Some(match condition {
            Some(c) => format!("violated assumption: {c}"),
            None => "violated assumption".to_string(),
        }),
        StepKind::Assert {
            held: false,
            comment,
            condition,
            ..
        } => Some(match condition {
            Some(c) => format!("violated property: {comment} ({c})"),
            None => format!("violated property: {comment}"),
        }),
        StepKind::FunctionCall {
            display_name,
            arguments,
            ..
        } => Some(format!("call {display_name}({})", arguments.join(", "))),
        StepKind::FunctionReturn { display_name, .. } => {
            Some(format!("return from {display_name}"))
        }
        StepKind::Output { id, values, format } => Some(match format {
            Some(f) => format!("output: {}", super::printf::format(f, values)),
            None => format!("OUTPUT {id}: {}", value_list(values)),
        }),
        StepKind::Input { id, values } => Some(format!("INPUT {id}: {}", value_list(values))),
        StepKind::Assignment(_) | StepKind::Assume { .. } | StepKind::Assert { .. } => None,
        StepKind::Other => None,
    }
}

fn value_list(values: &[super::trace::Value]) -> String {
    values
        .iter()
        .map(|v| v.text.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The steps of `trace` a report shows: those with a [`step_message`] and a source file
/// and line, in execution order.
pub fn located_steps(trace: &Trace) -> Vec<(&Step, String)> {
    trace
        .steps
        .iter()
        .filter(|s| is_source_file(&s.location) && s.location.line.is_some())
        .filter_map(|s| step_message(s).map(|m| (s, m)))
        .collect()
}

/// `file:line[:column]` of a location (as far as known), `?` when nothing is.
pub fn short_location(loc: &Loc) -> String {
    loc.compiler_prefix().unwrap_or_else(|| "?".to_string())
}

/// Counts by status in a fixed order, for summaries: (label, count), zero counts left out.
pub fn status_counts(run: &RunReport<'_>) -> Vec<(&'static str, usize)> {
    [
        Status::Failure,
        Status::Error,
        Status::Unknown,
        Status::NotChecked,
        Status::Success,
        Status::Unreachable,
    ]
    .into_iter()
    .map(|s| (s.as_str(), run.count(s)))
    .filter(|(_, n)| *n > 0)
    .collect()
}
