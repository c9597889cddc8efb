//! The XML form of traces (`<goto_trace>`, cbmc-behaviour.md §5.7).

use crate::report::prelude::*;
use super::location::Loc;
use super::trace::{AssignmentType, Step, StepKind, Trace};
use super::xml::XmlElement;

fn step_attrs(x: &mut XmlElement, step: &Step) {
    x.set_bool("hidden", step.hidden);
    x.set("thread", &step.thread.to_string());
    x.set("step_nr", &step.step_nr.to_string());
}

fn location(step: &Step) -> Option<XmlElement> {
    step.location.has_file().then(|| step.location.to_xml())
}

fn function_element(identifier: &str, display_name: &str, declared_at: &Loc) -> XmlElement {
    let mut f = XmlElement::new("function");
    f.set("display_name", display_name);
    f.set("identifier", identifier);
    f.push(declared_at.to_xml());
    f
}

/// The `<goto_trace>` element of a trace.
pub fn trace_xml(trace: &Trace) -> XmlElement {
    let mut dest = XmlElement::new("goto_trace");
    let mut previous: Option<&Loc> = None;
    for step in &trace.steps {
        match &step.kind {
            StepKind::Assert {
                held: false,
                property,
                comment,
                ..
            } => {
                let mut x = XmlElement::new("failure");
                step_attrs(&mut x, step);
                x.set("reason", comment);
                x.set("property", property);
                if let Some(l) = location(step) {
                    x.push(l);
                }
                dest.push(x);
            }
            StepKind::Assert { .. } => {}
            StepKind::Assignment(a) | StepKind::Decl(a) => {
                let mut x = XmlElement::new("assignment");
                if let Some(l) = location(step) {
                    x.push(l);
                }
                if let Some(id) = &a.identifier {
                    x.set("mode", a.mode.as_deref().unwrap_or("C"));
                    x.set("identifier", id);
                    x.set("base_name", a.base_name.as_deref().unwrap_or(id));
                    x.set("display_name", a.display_name.as_deref().unwrap_or(id));
                    x.push(XmlElement::with_data("type", &a.c_type));
                }
                x.push(XmlElement::with_data("full_lhs", &a.lhs));
                let value = a.value.as_ref().map(|v| v.text.as_str()).unwrap_or("");
                x.push(XmlElement::with_data("full_lhs_value", value));
                step_attrs(&mut x, step);
                x.set(
                    "assignment_type",
                    match a.assignment_type {
                        AssignmentType::ActualParameter => "actual_parameter",
                        AssignmentType::State => "state",
                    },
                );
                dest.push(x);
            }
            StepKind::Output { id, values, format } => {
                let mut x = XmlElement::new("output");
                let text = match format {
                    Some(f) => super::printf::format(f, values),
                    None => id.clone(),
                };
                x.push(XmlElement::with_data("text", &text));
                step_attrs(&mut x, step);
                if let Some(l) = location(step) {
                    x.push(l);
                }
                for v in values {
                    x.push(XmlElement::with_data("value", &v.text));
                }
                dest.push(x);
            }
            StepKind::Input { id, values } => {
                let mut x = XmlElement::new("input");
                x.push(XmlElement::with_data("input_id", id));
                step_attrs(&mut x, step);
                if let Some(l) = location(step) {
                    x.push(l);
                }
                for v in values {
                    x.push(XmlElement::with_data("value", &v.text));
                }
                dest.push(x);
            }
            StepKind::FunctionCall {
                identifier,
                display_name,
                declared_at,
                ..
            }
            | StepKind::FunctionReturn {
                identifier,
                display_name,
                declared_at,
            } => {
                let tag = if matches!(step.kind, StepKind::FunctionCall { .. }) {
                    "function_call"
                } else {
                    "function_return"
                };
                let mut x = XmlElement::new(tag);
                step_attrs(&mut x, step);
                x.push(function_element(identifier, display_name, declared_at));
                if let Some(l) = location(step) {
                    x.push(l);
                }
                dest.push(x);
            }
            StepKind::Assume { .. } | StepKind::Other => {
                if previous != Some(&step.location) {
                    if let Some(l) = location(step) {
                        let mut x = XmlElement::new("location-only");
                        step_attrs(&mut x, step);
                        x.push(l);
                        dest.push(x);
                    }
                }
            }
        }
        if step.location.has_file() {
            previous = Some(&step.location);
        }
    }
    dest
}
