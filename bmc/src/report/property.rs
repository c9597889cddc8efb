//! Properties, their statuses, the overall verdict and the plain `** Results:` block
//! (cbmc-behaviour.md §5.3, §5.8).

use super::location::LocFormat;
use super::xml::XmlElement;
use crate::exit;
use serde_json::{Map, Value as Json};
use std::cmp::Ordering;

pub use checker::outcome::{id_class, Property, Status, Verdict};

/// The printed form of a [`Status`].
pub trait StatusText {
    /// `SUCCESS`, `FAILURE`, `UNKNOWN`, `NOT CHECKED`, `UNREACHABLE` or `ERROR`.
    fn as_str(&self) -> &'static str;
}

impl StatusText for Status {
    fn as_str(&self) -> &'static str {
        match self {
            Status::Success => "SUCCESS",
            Status::Failure => "FAILURE",
            Status::Unknown => "UNKNOWN",
            Status::NotChecked => "NOT CHECKED",
            Status::Unreachable => "UNREACHABLE",
            Status::Error => "ERROR",
        }
    }
}

/// The result entries of a [`Property`].
pub trait PropertyFormat {
    /// JSON result entry `{"description", "property", "status"}`.
    fn result_json(&self) -> Map<String, Json>;
    /// XML result element `<result property=… status=…>` with the property's
    /// `<location …/>` as its first child (as CBMC 6 writes it).
    fn result_xml(&self) -> XmlElement;
}

impl PropertyFormat for Property {
    fn result_json(&self) -> Map<String, Json> {
        let mut m = Map::new();
        m.insert("description".into(), Json::String(self.description.clone()));
        m.insert("property".into(), Json::String(self.id.clone()));
        m.insert("status".into(), Json::String(self.status().as_str().into()));
        m
    }

    fn result_xml(&self) -> XmlElement {
        let mut x = XmlElement::new("result");
        x.set("property", &self.id);
        x.set("status", self.status().as_str());
        x.push(self.location.to_xml());
        x
    }
}

/// The printed forms of a [`Verdict`] and its exit code.
pub trait VerdictText {
    /// `VERIFICATION SUCCESSFUL` etc.
    fn line(self) -> &'static str;
    /// The JSON `cProverStatus` value.
    fn json_status(self) -> &'static str;
    /// The XML `<cprover-status>` text.
    fn xml_status(self) -> &'static str;
    /// The process exit code (§5.8): 0, 10, 5 or 6.
    fn exit_code(self) -> i32;
}

impl VerdictText for Verdict {
    fn line(self) -> &'static str {
        match self {
            Verdict::Successful => "VERIFICATION SUCCESSFUL",
            Verdict::Failed => "VERIFICATION FAILED",
            Verdict::Inconclusive => "VERIFICATION INCONCLUSIVE",
            Verdict::Error => "VERIFICATION ERROR",
        }
    }

    fn json_status(self) -> &'static str {
        match self {
            Verdict::Successful => "success",
            Verdict::Failed => "failure",
            Verdict::Inconclusive => "inconclusive",
            Verdict::Error => "error",
        }
    }

    fn xml_status(self) -> &'static str {
        match self {
            Verdict::Successful => "SUCCESS",
            Verdict::Failed => "FAILURE",
            Verdict::Inconclusive => "INCONCLUSIVE",
            Verdict::Error => "ERROR",
        }
    }

    fn exit_code(self) -> i32 {
        match self {
            Verdict::Successful => exit::SUCCESS,
            Verdict::Failed => exit::VERIFICATION_FAILED,
            Verdict::Inconclusive => exit::INCONCLUSIVE,
            Verdict::Error => exit::INTERNAL_ERROR,
        }
    }
}

fn split_id(id: &str) -> (&str, u64) {
    match id.rfind('.') {
        None => ("", id.parse().unwrap_or(0)),
        Some(i) => (&id[..i], id[i + 1..].parse().unwrap_or(0)),
    }
}

/// CBMC's result order: file, function, line (numeric, when both known and different), then
/// the id's prefix (string) and trailing number (numeric).
pub fn compare(a: &Property, b: &Property) -> Ordering {
    let (la, lb) = (&a.location, &b.location);
    la.file_str()
        .cmp(lb.file_str())
        .then_with(|| la.function_str().cmp(lb.function_str()))
        .then_with(|| match (la.line, lb.line) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => Ordering::Equal,
        })
        .then_with(|| {
            let (pa, na) = split_id(&a.id);
            let (pb, nb) = split_id(&b.id);
            pa.cmp(pb).then(na.cmp(&nb))
        })
}

/// The properties in result order (a stable sort by [`compare`]).
pub fn sorted(properties: &[Property]) -> Vec<&Property> {
    let mut v: Vec<&Property> = properties.iter().collect();
    v.sort_by(|a, b| compare(a, b));
    v
}

/// One result line: `[id] [file f ]line n description: STATUS`.
pub fn result_line(p: &Property, current_file: &str) -> String {
    let mut s = format!("[{}] ", p.id);
    if p.location.file_str() != current_file {
        s.push_str(&format!("file {} ", p.location.file_str()));
    }
    if let Some(l) = p.location.line {
        s.push_str(&format!("line {l} "));
    }
    s.push_str(&format!("{}: {}", p.description, p.status().as_str()));
    s
}

/// The messages of the `** Results:` block (without the summary line): the first is
/// `"\n** Results:"`, then group headers and result lines, each message printed on its own
/// line. Empty when there are no properties.
pub fn results_messages(properties: &[Property]) -> Vec<String> {
    let sorted = sorted(properties);
    if sorted.is_empty() {
        return Vec::new();
    }
    let mut out = vec![String::from("\n** Results:")];
    let mut previous_function = String::new();
    let mut current_file = String::new();
    for p in sorted {
        let l = &p.location;
        if l.function_str() != previous_function {
            let mut header = String::new();
            if !previous_function.is_empty() {
                header.push('\n');
            }
            previous_function = l.function_str().to_string();
            if !previous_function.is_empty() {
                current_file = l.file_str().to_string();
                if !current_file.is_empty() {
                    header.push_str(&current_file);
                    header.push(' ');
                }
                header.push_str("function ");
                header.push_str(&previous_function);
                out.push(header);
            } else if !header.is_empty() {
                // CBMC emits the separating newline as part of the next message.
                let line = result_line(p, &current_file);
                out.push(format!("{header}{line}"));
                continue;
            }
        }
        out.push(result_line(p, &current_file));
    }
    out
}

/// The summary `\n** N of M failed (K iterations)`, or `None` without properties.
pub fn summary_message(properties: &[Property], iterations: usize) -> Option<String> {
    if properties.is_empty() {
        return None;
    }
    let failed = properties
        .iter()
        .filter(|p| p.status() == Status::Failure)
        .count();
    Some(format!(
        "\n** {failed} of {} failed ({iterations} iterations)",
        properties.len()
    ))
}

/// `--show-properties` plain text for one property (one message).
pub fn show_property_plain(p: &Property) -> String {
    format!(
        "Property {}:\n  {}\n  {}\n  {}\n",
        p.id,
        p.location.as_string(),
        p.description,
        p.expression
    )
}

/// `--show-properties` JSON entry.
pub fn show_property_json(p: &Property) -> Json {
    let mut m = Map::new();
    m.insert("class".into(), Json::String(p.class.clone()));
    m.insert("description".into(), Json::String(p.description.clone()));
    m.insert("expression".into(), Json::String(p.expression.clone()));
    m.insert("name".into(), Json::String(p.id.clone()));
    m.insert("sourceLocation".into(), p.location.to_json());
    Json::Object(m)
}

/// `--show-properties` XML element.
pub fn show_property_xml(p: &Property) -> XmlElement {
    let mut x = XmlElement::new("property");
    x.set("name", &p.id);
    x.set("class", &p.class);
    x.push(p.location.to_xml());
    x.push(XmlElement::with_data("description", &p.description));
    x.push(XmlElement::with_data("expression", &p.expression));
    x
}
