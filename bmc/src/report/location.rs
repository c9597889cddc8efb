//! Source locations as the reports print them.

use super::xml::XmlElement;
use serde_json::{Map, Value as Json};

pub use checker::location::{run_directory, Loc};
use checker::location::non_empty;

/// The printed forms of a [`Loc`].
pub trait LocFormat {
    /// CBMC's `source_locationt::as_string`: `file t.c line 5 column 3 function main`.
    fn as_string(&self) -> String;
    /// The compiler-style prefix `file:line:column` (as far as known), for error messages.
    fn compiler_prefix(&self) -> Option<String>;
    /// The JSON `sourceLocation` object (only known fields; line and column as strings).
    fn to_json(&self) -> Json;
    /// The XML `<location …/>` element.
    fn to_xml(&self) -> XmlElement;
}

impl LocFormat for Loc {
    fn as_string(&self) -> String {
        let mut parts = Vec::new();
        if let Some(f) = non_empty(&self.file) {
            parts.push(format!("file {f}"));
        }
        if let Some(l) = self.line {
            parts.push(format!("line {l}"));
        }
        if let Some(c) = self.column {
            parts.push(format!("column {c}"));
        }
        if let Some(f) = non_empty(&self.function) {
            parts.push(format!("function {f}"));
        }
        parts.join(" ")
    }

    fn compiler_prefix(&self) -> Option<String> {
        let file = non_empty(&self.file)?;
        let mut s = file.to_string();
        if let Some(l) = self.line {
            s.push_str(&format!(":{l}"));
            if let Some(c) = self.column {
                s.push_str(&format!(":{c}"));
            }
        }
        Some(s)
    }

    fn to_json(&self) -> Json {
        let mut m = Map::new();
        if let Some(c) = self.column {
            m.insert("column".into(), Json::String(c.to_string()));
        }
        if let Some(f) = non_empty(&self.file) {
            m.insert("file".into(), Json::String(f.into()));
        }
        if let Some(f) = non_empty(&self.function) {
            m.insert("function".into(), Json::String(f.into()));
        }
        if let Some(l) = self.line {
            m.insert("line".into(), Json::String(l.to_string()));
        }
        if let Some(w) = non_empty(&self.working_directory) {
            m.insert("workingDirectory".into(), Json::String(w.into()));
        }
        Json::Object(m)
    }

    fn to_xml(&self) -> XmlElement {
        let mut x = XmlElement::new("location");
        if let Some(f) = non_empty(&self.file) {
            x.set("file", f);
        }
        if let Some(l) = self.line {
            x.set("line", &l.to_string());
        }
        if let Some(c) = self.column {
            x.set("column", &c.to_string());
        }
        if let Some(f) = non_empty(&self.function) {
            x.set("function", f);
        }
        if let Some(w) = non_empty(&self.working_directory) {
            x.set("working-directory", w);
        }
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders() {
        let mut l = Loc::new("t.c", 5, "main");
        l.column = Some(3);
        assert_eq!(l.as_string(), "file t.c line 5 column 3 function main");
        assert_eq!(l.compiler_prefix().as_deref(), Some("t.c:5:3"));
        assert_eq!(
            l.to_json().to_string(),
            r#"{"column":"3","file":"t.c","function":"main","line":"5"}"#
        );
        assert_eq!(
            l.to_xml().render(0),
            "<location column=\"3\" file=\"t.c\" function=\"main\" line=\"5\"/>\n"
        );
        assert!(Loc::default().is_nil());
        let from_ir: Loc = (&goto_ir::SourceLocation::at("a.c", 2, None, Some("f"))).into();
        assert_eq!(from_ir.as_string(), "file a.c line 2 function f");
    }
}
