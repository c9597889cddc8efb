//! Source locations of the outcome model, with owned strings (the outcome outlives the
//! goto model's interner use; reports render them in bmc).

/// A source location with owned strings.
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

/// The string of an optional field, `None` when absent or empty.
pub fn non_empty(s: &Option<String>) -> Option<&str> {
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
}

/// The working directory of this run, as reports record it.
pub fn run_directory() -> Option<String> {
    static DIR: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    DIR.get_or_init(|| std::env::current_dir().ok().map(|d| d.display().to_string()))
        .clone()
}

/// A program location as the outcome records it: one with a file and no recorded working
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
    fn from_ir() {
        assert!(Loc::default().is_nil());
        let l: Loc = (&goto_ir::SourceLocation::at("a.c", 2, None, Some("f"))).into();
        assert_eq!(l.file_str(), "a.c");
        assert_eq!(l.line, Some(2));
        assert_eq!(l.function_str(), "f");
        assert!(l.working_directory.is_some());
    }
}
