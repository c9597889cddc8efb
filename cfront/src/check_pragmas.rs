//! `#pragma CPROVER check …`: turning checks on and off for a stretch of source.
//!
//! ```c
//! #pragma CPROVER check push
//! #pragma CPROVER check disable "bounds"
//!   x = y[1];                // no bounds check here
//! #pragma CPROVER check pop
//! ```
//!
//! CBMC attaches the pragmas in force to the source location of every statement that
//! follows them; the property instrumentation (`goto_instrument::goto_check`) then reads
//! them back per instruction as `disable:bounds-check`, `enable:…`, `checked:…`. Here the
//! stack of pragmas is replayed line by line: [`CheckPragmas::at`] gives the pragmas in
//! force at a location's file and line, and [`CheckPragmas::stamp`] puts them on the
//! locations of a converted program's instructions (`SourceLocation::pragmas`, which goto
//! binaries keep).
//!
//! ```
//! use cfront::check_pragmas::CheckPragmas;
//! let mut t = CheckPragmas::default();
//! t.replay("a.c", &[(3, "CPROVER check push"), (4, "CPROVER check disable \"bounds\""),
//!                   (6, "CPROVER check pop")]);
//! assert!(t.at_line("a.c", 2).is_empty());
//! assert_eq!(t.at_line("a.c", 5), vec!["disable:bounds-check".to_string()]);
//! assert!(t.at_line("a.c", 7).is_empty());
//! ```

use goto_ir::SourceLocation;
use rustc_hash::FxHashMap;

/// The named-check pragmas in force, per file, as change points `(first line, pragmas)`.
#[derive(Clone, Debug, Default)]
pub struct CheckPragmas {
    files: FxHashMap<String, Vec<(u32, Vec<String>)>>,
}

impl CheckPragmas {
    /// Whether no file has a check pragma.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Replays the `#pragma` lines of `file` (line number, text after `pragma`), in order.
    /// Pragmas other than `CPROVER check …` are ignored here.
    pub fn replay(&mut self, file: &str, pragmas: &[(u32, &str)]) {
        let mut stack: Vec<Vec<String>> = Vec::new();
        let mut current: Vec<String> = Vec::new();
        let mut points: Vec<(u32, Vec<String>)> = Vec::new();
        for &(line, text) in pragmas {
            let words: Vec<&str> = text.split_whitespace().collect();
            let ["CPROVER", "check", action, rest @ ..] = words.as_slice() else {
                continue;
            };
            match (*action, rest) {
                ("push", []) => stack.push(current.clone()),
                ("pop", []) => current = stack.pop().unwrap_or_default(),
                ("enable" | "disable" | "checked", [name]) => {
                    let name = name.trim_matches('"');
                    let entry = format!("{action}:{name}-check");
                    // a later pragma for the same check replaces an earlier one
                    current.retain(|p| !p.ends_with(&format!(":{name}-check")));
                    current.push(entry);
                }
                _ => continue,
            }
            // the pragmas apply from the next line on
            points.retain(|(l, _)| *l != line + 1);
            points.push((line + 1, current.clone()));
        }
        if !points.is_empty() {
            self.files.insert(file.to_string(), points);
        }
    }

    /// The pragmas in force at line `line` of `file`.
    pub fn at_line(&self, file: &str, line: u32) -> Vec<String> {
        let Some(points) = self.files.get(file) else {
            return Vec::new();
        };
        points
            .iter()
            .take_while(|(l, _)| *l <= line)
            .last()
            .map(|(_, p)| p.clone())
            .unwrap_or_default()
    }

    /// The pragmas in force at an instruction's location.
    pub fn at(&self, loc: &SourceLocation) -> Vec<String> {
        match (loc.file, loc.line) {
            (Some(f), Some(l)) => self.at_line(f.as_str(), l),
            _ => Vec::new(),
        }
    }

    /// Puts the pragmas in force at each instruction of `model` on its location.
    pub fn stamp(&self, model: &mut goto_ir::GotoModel) {
        if self.is_empty() {
            return;
        }
        for f in model.functions.values_mut() {
            for ins in &mut f.body {
                let p = self.at(&ins.location);
                if !p.is_empty() {
                    ins.location.pragmas = Some(goto_ir::Ident::new(&p.join(" ")));
                }
            }
        }
    }
}
