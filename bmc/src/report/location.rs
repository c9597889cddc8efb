//! Source locations as the reports print them.

use super::xml::XmlElement;
use serde_json::{Map, Value as Json};

/// A source location with owned strings (reports do not depend on the IR's interner).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loc {
    /// Source file name as given to the front end.
    pub file: Option<String>,
    /// 1-based line.
    pub line: Option<u32>,
    /// 1-based column.
    pub column: Option<u32>,
    /// Identifier of the enclosing function.
    pub function: Option<String>,
    /// Working directory of the compilation.
    pub working_directory: Option<String>,
}

fn non_empty(s: &Option<String>) -> Option<&str> {
    s.as_deref().filter(|s| !s.is_empty())
}

impl Loc {
    /// A location `file:line` in `function`.
    pub fn new(file: &str, line: u32, function: &str) -> Loc {
        Loc {
            file: Some(file.to_string()),
            line: Some(line),
            column: None,
            function: Some(function.to_string()),
            working_directory: None,
        }
    }

    /// Whether nothing is known.
    pub fn is_nil(&self) -> bool {
        non_empty(&self.file).is_none()
            && self.line.is_none()
            && self.column.is_none()
            && non_empty(&self.function).is_none()
    }

    /// Whether the file is known (JSON/XML traces only print such locations).
    pub fn has_file(&self) -> bool {
        non_empty(&self.file).is_some()
    }

    /// The location with `working_directory` set to `dir` where it has none (cbmc-viewer
    /// resolves files against it; CBMC's front end records it on every location).
    pub fn with_working_directory(mut self, dir: Option<&str>) -> Loc {
        if self.working_directory.is_none() {
            self.working_directory = dir.map(str::to_string);
        }
        self
    }

    /// The file name, empty if unknown.
    pub fn file_str(&self) -> &str {
        non_empty(&self.file).unwrap_or("")
    }

    /// The function identifier, empty if unknown.
    pub fn function_str(&self) -> &str {
        non_empty(&self.function).unwrap_or("")
    }

    /// CBMC's `source_locationt::as_string`: `file t.c line 5 column 3 function main`.
    pub fn as_string(&self) -> String {
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

    /// The compiler-style prefix `file:line:column` (as far as known), for error messages.
    pub fn compiler_prefix(&self) -> Option<String> {
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

    /// The JSON `sourceLocation` object (only known fields; line and column as strings).
    pub fn to_json(&self) -> Json {
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

    /// The XML `<location …/>` element.
    pub fn to_xml(&self) -> XmlElement {
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

/// The working directory of this run, as reports print it.
pub fn run_directory() -> Option<String> {
    static DIR: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    DIR.get_or_init(|| std::env::current_dir().ok().map(|d| d.display().to_string()))
        .clone()
}

/// A program location as reports print it: one with a file and no recorded working
/// directory gets the run's (CBMC's front end records the directory of the compilation
/// on every location, and cbmc-viewer resolves files against it).
impl From<&goto_ir::SourceLocation> for Loc {
    fn from(l: &goto_ir::SourceLocation) -> Loc {
        let s = |i: Option<goto_ir::Ident>| i.map(|i| i.as_str().to_string());
        let loc = Loc {
            file: s(l.file),
            line: l.line,
            column: l.column,
            function: s(l.function),
            working_directory: s(l.working_directory),
        };
        if loc.has_file() {
            loc.with_working_directory(run_directory().as_deref())
        } else {
            loc
        }
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
