//! The XML form of traces (`<goto_trace>`, cbmc-behaviour.md §5.7).

use crate::report::prelude::*;
use super::location::Loc;
use super::trace::{AssignmentType, Step, StepKind, Trace, Value, ValueKind};
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

/// The values of an input or output step: each as text and as CBMC's XML expression.
fn push_values(x: &mut XmlElement, values: &[Value]) {
    for v in values {
        x.push(XmlElement::with_data("value", &v.text));
        let mut e = XmlElement::new("value_expression");
        e.push(value_xml(v));
        x.push(e);
    }
}

/// CBMC's XML form of a value (`<integer binary=… c_type=… width=…>5</integer>`, …).
pub(crate) fn value_xml(v: &Value) -> XmlElement {
    match &v.kind {
        ValueKind::Integer {
            c_type,
            width,
            bits,
        } => {
            let mut e = XmlElement::with_data("integer", &integer_of_bits(bits, c_type));
            e.set("binary", bits);
            e.set("c_type", c_type);
            e.set("width", &width.to_string());
            e
        }
        ValueKind::Float {
            c_type,
            width,
            bits,
        } => {
            let mut e = XmlElement::with_data("float", &v.text);
            e.set("binary", bits);
            e.set("c_type", c_type);
            e.set("width", &width.to_string());
            e
        }
        ValueKind::Pointer { c_type, bits, .. } => {
            let mut e = XmlElement::with_data("pointer", &v.text);
            if let Some(b) = bits {
                e.set("binary", b);
            }
            e.set("c_type", c_type);
            e
        }
        ValueKind::Bool(b) => {
            let mut e = XmlElement::new("boolean");
            e.set("binary", if *b { "1" } else { "0" });
            e.set("value", if *b { "true" } else { "false" });
            e
        }
        ValueKind::Array(elems) => {
            let mut e = XmlElement::new("array");
            for (i, el) in elems.iter().enumerate() {
                let mut x = XmlElement::new("element");
                x.set("index", &i.to_string());
                x.push(value_xml(el));
                e.push(x);
            }
            e
        }
        ValueKind::Struct(members) => {
            let mut e = XmlElement::new("struct");
            for (n, m) in members {
                let mut x = XmlElement::new("member");
                x.set("name", n);
                x.push(value_xml(m));
                e.push(x);
            }
            e
        }
        ValueKind::Union(n, m) => {
            let mut e = XmlElement::new("union");
            let mut x = XmlElement::new("member");
            x.set("name", n);
            x.push(value_xml(m));
            e.push(x);
            e
        }
        ValueKind::Unknown => XmlElement::new("unknown"),
    }
}

/// The number two's complement `bits` hold (signed unless the C type is unsigned or
/// `_Bool`), in decimal.
fn integer_of_bits(bits: &str, c_type: &str) -> String {
    let unsigned = c_type.starts_with("unsigned") || c_type == "_Bool";
    let mut v = num_bigint::BigInt::from(0);
    for ch in bits.chars() {
        v = v * 2 + u32::from(ch == '1');
    }
    if !unsigned && bits.starts_with('1') {
        v -= num_bigint::BigInt::from(1) << bits.len();
    }
    v.to_string()
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
                let mut v = XmlElement::with_data("full_lhs_value", value);
                // integral values carry their bits, as CBMC prints them
                if let Some(Value {
                    kind: ValueKind::Integer { bits, .. },
                    ..
                }) = &a.value
                {
                    v.set("binary", bits);
                }
                x.push(v);
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
                push_values(&mut x, values);
                dest.push(x);
            }
            StepKind::Input { id, values } => {
                let mut x = XmlElement::new("input");
                x.push(XmlElement::with_data("input_id", id));
                step_attrs(&mut x, step);
                push_values(&mut x, values);
                if let Some(l) = location(step) {
                    x.push(l);
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
