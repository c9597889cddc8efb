//! JSON forms of traces and values (`--json-ui`, cbmc-behaviour.md §5.6).
//!
//! Objects are built with keys in alphabetical order (CBMC's JSON objects are sorted maps).

use crate::report::prelude::*;
use super::location::Loc;
use super::trace::{Assignment, AssignmentType, Step, StepKind, Trace, Value, ValueKind};
use serde_json::{Map, Value as Json};

fn s(x: &str) -> Json {
    Json::String(x.to_string())
}

/// Sorts the keys of every object in `v`, recursively.
pub fn sort_keys(v: Json) -> Json {
    match v {
        Json::Object(m) => {
            let mut entries: Vec<(String, Json)> = m.into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            Json::Object(
                entries
                    .into_iter()
                    .map(|(k, v)| (k, sort_keys(v)))
                    .collect(),
            )
        }
        Json::Array(a) => Json::Array(a.into_iter().map(sort_keys).collect()),
        other => other,
    }
}

/// CBMC's JSON form of a value.
pub fn value_json(v: &Value) -> Json {
    let mut m = Map::new();
    match &v.kind {
        ValueKind::Integer {
            c_type,
            width,
            bits,
        } => {
            m.insert("binary".into(), s(bits));
            m.insert("data".into(), s(&v.text));
            m.insert("name".into(), s("integer"));
            m.insert("type".into(), s(c_type));
            m.insert("width".into(), Json::from(*width));
        }
        ValueKind::Float {
            c_type,
            width,
            bits,
        } => {
            m.insert("binary".into(), s(bits));
            m.insert("data".into(), s(&v.text));
            m.insert("name".into(), s("float"));
            m.insert("type".into(), s(c_type));
            m.insert("width".into(), Json::from(*width));
        }
        ValueKind::Pointer { c_type, .. } => {
            m.insert("data".into(), s(&v.text));
            m.insert("name".into(), s("pointer"));
            m.insert("type".into(), s(c_type));
        }
        ValueKind::Bool(b) => {
            m.insert("binary".into(), s(if *b { "1" } else { "0" }));
            m.insert("data".into(), Json::Bool(*b));
            m.insert("name".into(), s("boolean"));
        }
        ValueKind::Array(elems) => {
            let elements = elems
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let mut o = Map::new();
                    o.insert("index".into(), Json::from(i));
                    o.insert("value".into(), value_json(e));
                    Json::Object(o)
                })
                .collect();
            m.insert("elements".into(), Json::Array(elements));
            m.insert("name".into(), s("array"));
        }
        ValueKind::Struct(members) => {
            let members = members
                .iter()
                .map(|(n, e)| {
                    let mut o = Map::new();
                    o.insert("name".into(), s(n));
                    o.insert("value".into(), value_json(e));
                    Json::Object(o)
                })
                .collect();
            m.insert("members".into(), Json::Array(members));
            m.insert("name".into(), s("struct"));
        }
        ValueKind::Union(member, e) => {
            let mut o = Map::new();
            o.insert("name".into(), s(member));
            o.insert("value".into(), value_json(e));
            m.insert("member".into(), Json::Object(o));
            m.insert("name".into(), s("union"));
        }
        ValueKind::Unknown => {
            m.insert("name".into(), s("unknown"));
        }
    }
    Json::Object(m)
}

fn common(m: &mut Map<String, Json>, step: &Step, step_type: &str) {
    m.insert("hidden".into(), Json::Bool(step.hidden));
    m.insert("internal".into(), Json::Bool(step.internal));
    m.insert("stepType".into(), s(step_type));
    m.insert("thread".into(), Json::from(step.thread));
    if step.location.has_file() {
        m.insert("sourceLocation".into(), step.location.to_json());
    }
}

fn assignment_json(m: &mut Map<String, Json>, a: &Assignment) {
    m.insert(
        "assignmentType".into(),
        s(match a.assignment_type {
            AssignmentType::State => "variable",
            AssignmentType::ActualParameter => "actual-parameter",
        }),
    );
    m.insert("lhs".into(), s(&a.lhs));
    if let Some(mode) = &a.mode {
        m.insert("mode".into(), s(mode));
    }
    let value = match &a.value {
        Some(v) => value_json(v),
        None => {
            let mut o = Map::new();
            o.insert("name".into(), s("unknown"));
            Json::Object(o)
        }
    };
    m.insert("value".into(), value);
}

fn function_json(identifier: &str, display_name: &str, declared_at: &Loc) -> Json {
    let mut f = Map::new();
    f.insert("displayName".into(), s(display_name));
    f.insert("identifier".into(), s(identifier));
    f.insert("sourceLocation".into(), declared_at.to_json());
    Json::Object(f)
}

/// The JSON trace: an array of step objects (hidden steps included and marked).
pub fn trace_json(trace: &Trace) -> Json {
    let mut out = Vec::new();
    let mut previous: Option<&Loc> = None;
    for step in &trace.steps {
        let mut m = Map::new();
        match &step.kind {
            StepKind::Assert {
                held: false,
                property,
                comment,
                ..
            } => {
                common(&mut m, step, "failure");
                m.insert("property".into(), s(property));
                m.insert("reason".into(), s(comment));
            }
            StepKind::Assert { .. } => {}
            StepKind::Assignment(a) | StepKind::Decl(a) => {
                common(&mut m, step, "assignment");
                assignment_json(&mut m, a);
            }
            StepKind::Output { id, values, .. } => {
                common(&mut m, step, "output");
                m.insert("mode".into(), s("C"));
                m.insert("outputID".into(), s(id));
                m.insert(
                    "values".into(),
                    Json::Array(values.iter().map(value_json).collect()),
                );
            }
            StepKind::Input { id, values } => {
                common(&mut m, step, "input");
                m.insert("inputID".into(), s(id));
                m.insert("mode".into(), s("C"));
                m.insert(
                    "values".into(),
                    Json::Array(values.iter().map(value_json).collect()),
                );
            }
            StepKind::FunctionCall {
                identifier,
                display_name,
                declared_at,
                ..
            } => {
                common(&mut m, step, "function-call");
                m.insert(
                    "function".into(),
                    function_json(identifier, display_name, declared_at),
                );
            }
            StepKind::FunctionReturn {
                identifier,
                display_name,
                declared_at,
            } => {
                common(&mut m, step, "function-return");
                m.insert(
                    "function".into(),
                    function_json(identifier, display_name, declared_at),
                );
            }
            StepKind::Assume { .. } | StepKind::Other => {
                if previous != Some(&step.location) && step.location.has_file() {
                    m.insert("hidden".into(), Json::Bool(step.hidden));
                    m.insert("sourceLocation".into(), step.location.to_json());
                    m.insert("stepType".into(), s("location-only"));
                    m.insert("thread".into(), Json::from(step.thread));
                }
            }
        }
        if !m.is_empty() {
            out.push(sort_keys(Json::Object(m)));
        }
        if step.location.has_file() {
            previous = Some(&step.location);
        }
    }
    Json::Array(out)
}

/// Pretty-prints `v` the way CBMC does (two-space indentation), every line indented by
/// `indent` further spaces.
pub fn pretty(v: &Json, indent: usize) -> String {
    let text = serde_json::to_string_pretty(v).unwrap_or_else(|_| "null".to_string());
    let pad = " ".repeat(indent);
    text.lines()
        .map(|l| format!("{pad}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}
