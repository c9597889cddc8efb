//! `--sarif FILE`: the results as a SARIF 2.1.0 log (the format GitHub code scanning reads).
//!
//! One run of the tool `rbmc`; one rule per property class (`assertion`, `array bounds`,
//! `pointer dereference`, …; rule id = the class with spaces as `-`); one result per
//! property that did not hold or was not decided:
//!
//! | status                  | result level | message                                   |
//! |-------------------------|--------------|-------------------------------------------|
//! | FAILURE                 | `error`      | the description                           |
//! | ERROR                   | `warning`    | `checking failed: ` + description         |
//! | UNKNOWN, NOT CHECKED    | `note`       | `not decided (STATUS): ` + description    |
//!
//! SUCCESS and UNREACHABLE properties are not results. Each result has the property's
//! location (relative file names against `%SRCROOT%`, absolute ones as `file://` URIs), the
//! property id as `partialFingerprints.rbmcPropertyId` and in `properties`, and, for a
//! FAILURE with a trace, the counterexample as a code flow: one thread flow per thread, one
//! location per trace step with a source line (`x = 5`, `call f(1)`, …) with its
//! `executionOrder` across threads.

use crate::report::prelude::*;
use super::ci::{self, RunReport};
use super::location::Loc;
use super::property::{Property, Status};
use super::trace::Trace;
use serde_json::{json, Value as Json};
use std::collections::BTreeMap;

/// The `$schema` of the log.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// The rule id of a property class (`array bounds` → `array-bounds`; `property` if empty).
pub fn rule_id(class: &str) -> String {
    let id: String = class
        .trim()
        .chars()
        .map(|c| if c.is_whitespace() { '-' } else { c })
        .collect();
    if id.is_empty() {
        "property".to_string()
    } else {
        id
    }
}

/// The SARIF log of `run`, pretty-printed, ending with a newline.
pub fn sarif(run: &RunReport<'_>) -> String {
    let mut rules: BTreeMap<String, String> = BTreeMap::new();
    for p in run.properties {
        let class = if p.class.trim().is_empty() {
            "property"
        } else {
            p.class.trim()
        };
        rules
            .entry(rule_id(&p.class))
            .or_insert_with(|| class.to_string());
    }
    let rule_index: BTreeMap<&str, usize> = rules
        .keys()
        .enumerate()
        .map(|(i, k)| (k.as_str(), i))
        .collect();
    let rules_json: Vec<Json> = rules
        .iter()
        .map(|(id, class)| {
            json!({
                "id": id,
                "name": id,
                "shortDescription": { "text": format!("rbmc {class} check") },
                "fullDescription": {
                    "text": format!("Properties of class '{class}' generated or checked by rbmc")
                },
                "defaultConfiguration": { "level": "error" },
            })
        })
        .collect();
    let results: Vec<Json> = run
        .sorted()
        .into_iter()
        .filter_map(|p| result(run, p, &rule_index))
        .collect();
    let log = json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "rbmc",
                    "version": run.version,
                    "semanticVersion": run.version,
                    "rules": rules_json,
                }
            },
            "originalUriBaseIds": {
                "%SRCROOT%": {
                    "description": { "text": "The directory rbmc was run in" }
                }
            },
            "invocations": [{
                "executionSuccessful": true,
                "properties": { "verdict": run.verdict.line() },
            }],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    });
    let mut text = serde_json::to_string_pretty(&log).unwrap_or_default();
    text.push('\n');
    text
}

fn result(run: &RunReport<'_>, p: &Property, rule_index: &BTreeMap<&str, usize>) -> Option<Json> {
    let (level, text) = match p.status() {
        Status::Failure => ("error", p.description.clone()),
        Status::Error => ("warning", format!("checking failed: {}", p.description)),
        Status::Unknown | Status::NotChecked => (
            "note",
            format!("not decided ({}): {}", p.status().as_str(), p.description),
        ),
        Status::Success | Status::Unreachable => return None,
    };
    let id = rule_id(&p.class);
    let mut r = json!({
        "ruleId": id,
        "level": level,
        "message": { "text": text },
        "partialFingerprints": { "rbmcPropertyId": p.id },
        "properties": { "propertyId": p.id, "status": p.status().as_str() },
    });
    if let Some(i) = rule_index.get(id.as_str()) {
        r["ruleIndex"] = json!(i);
    }
    if let Some(l) = physical_location(&p.location) {
        r["locations"] = json!([{ "physicalLocation": l }]);
    }
    if let Some(t) = run.trace_of(p) {
        if let Some(flow) = code_flow(t, &p.id) {
            r["codeFlows"] = json!([flow]);
        }
    }
    Some(r)
}

/// A URI for a file name: relative names percent-encoded against `%SRCROOT%`, absolute
/// ones as `file://` URIs. Returns (uri, uriBaseId).
pub fn file_uri(file: &str) -> (String, Option<&'static str>) {
    let unix = file.replace('\\', "/");
    let encoded = percent_encode(&unix);
    if unix.starts_with('/') {
        (format!("file://{encoded}"), None)
    } else if unix.len() > 1 && unix.as_bytes()[1] == b':' {
        // a Windows drive letter
        (format!("file:///{encoded}"), None)
    } else {
        let rel = encoded.strip_prefix("./").unwrap_or(&encoded).to_string();
        (rel, Some("%SRCROOT%"))
    }
}

fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/:".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn physical_location(loc: &Loc) -> Option<Json> {
    if !ci::is_source_file(loc) {
        return None;
    }
    let (uri, base) = file_uri(loc.file_str());
    let mut artifact = json!({ "uri": uri });
    if let Some(b) = base {
        artifact["uriBaseId"] = json!(b);
    }
    let mut l = json!({ "artifactLocation": artifact });
    if let Some(line) = loc.line.filter(|l| *l > 0) {
        let mut region = json!({ "startLine": line });
        if let Some(c) = loc.column.filter(|c| *c > 0) {
            region["startColumn"] = json!(c);
        }
        l["region"] = region;
    }
    Some(l)
}

fn code_flow(trace: &Trace, property: &str) -> Option<Json> {
    let steps = ci::located_steps(trace);
    if steps.is_empty() {
        return None;
    }
    let mut threads: BTreeMap<u32, Vec<Json>> = BTreeMap::new();
    for (order, (step, message)) in steps.into_iter().enumerate() {
        let Some(physical) = physical_location(&step.location) else {
            continue;
        };
        let mut location = json!({
            "physicalLocation": physical,
            "message": { "text": message },
        });
        if let Some(f) = step.function.as_deref().filter(|f| !f.is_empty()) {
            location["logicalLocations"] = json!([{ "name": f, "kind": "function" }]);
        }
        threads.entry(step.thread).or_default().push(json!({
            "location": location,
            "executionOrder": order + 1,
            "properties": { "step": step.step_nr },
        }));
    }
    let thread_flows: Vec<Json> = threads
        .into_iter()
        .map(|(t, locations)| {
            json!({
                "id": format!("thread {t}"),
                "message": { "text": format!("thread {t}") },
                "locations": locations,
            })
        })
        .collect();
    Some(json!({
        "message": { "text": format!("Counterexample for {property}") },
        "threadFlows": thread_flows,
    }))
}
