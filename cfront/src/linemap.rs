//! Mapping byte offsets of preprocessed text back to original `file:line:column`.
//!
//! The preprocessor writes line markers (`# 12 "file.c" 2`, or `#line 12 "file.c"`). The
//! [`LineMap`] records, for each marker, the preprocessed line it applies from, so that
//! [`LineMap::location`] is a binary search plus a subtraction.

use crate::diag::{Location, Span};
use std::sync::Arc;

#[derive(Clone, Debug)]
struct Marker {
    /// Index of the first preprocessed line this marker describes.
    pline: u32,
    /// Index into `files`.
    file: u32,
    /// Original line number of that preprocessed line.
    line: u32,
    /// Whether the file is a system header (flag 3 of a GNU line marker).
    system: bool,
}

/// Offset-to-location table of one preprocessed translation unit.
#[derive(Clone, Debug)]
pub struct LineMap {
    files: Vec<Arc<str>>,
    line_starts: Vec<u32>,
    markers: Vec<Marker>,
}

impl LineMap {
    /// Build the table for `text`; lines before the first marker belong to `default_file`.
    pub fn new(text: &str, default_file: &str) -> LineMap {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0u32];
        for (i, b) in bytes.iter().enumerate() {
            if *b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        let mut map = LineMap {
            files: vec![Arc::from(default_file)],
            line_starts,
            markers: vec![Marker {
                pline: 0,
                file: 0,
                line: 1,
                system: false,
            }],
        };
        for idx in 0..map.line_starts.len() {
            let start = map.line_starts[idx] as usize;
            let end = map
                .line_starts
                .get(idx + 1)
                .map_or(bytes.len(), |e| *e as usize);
            let line = &text[start..end];
            let trimmed = line.trim_start_matches([' ', '\t']);
            if let Some(rest) = trimmed.strip_prefix('#') {
                if let Some((num, file, system)) = parse_marker(rest) {
                    let file_id = if file.is_empty() {
                        map.markers.last().map_or(0, |m| m.file)
                    } else {
                        match map.files.iter().position(|f| **f == *file) {
                            Some(i) => i as u32,
                            None => {
                                map.files.push(Arc::from(file.as_str()));
                                map.files.len() as u32 - 1
                            }
                        }
                    };
                    map.markers.push(Marker {
                        pline: idx as u32 + 1,
                        file: file_id,
                        line: num,
                        system,
                    });
                }
            }
        }
        map
    }

    /// The original location of byte offset `pos`.
    pub fn location(&self, pos: u32) -> Location {
        let (pline, m) = self.marker(pos);
        Location {
            file: self.files[m.file as usize].clone(),
            // a marker `# 0 "f"` would put the next line at 0; locations are 1-based
            line: (m.line + (pline as u32 - m.pline)).max(1),
            column: pos - self.line_starts[pline] + 1,
        }
    }

    /// Whether byte offset `pos` is in a system header (GCC marks them with flag 3).
    pub fn is_system(&self, pos: u32) -> bool {
        self.marker(pos).1.system
    }

    /// The preprocessed line of byte offset `pos` and the marker that describes it.
    fn marker(&self, pos: u32) -> (usize, &Marker) {
        let pline = match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let m = match self
            .markers
            .binary_search_by(|m| m.pline.cmp(&(pline as u32)))
        {
            Ok(i) => {
                // Several markers can start at the same line; the last one wins.
                let mut j = i;
                while j + 1 < self.markers.len() && self.markers[j + 1].pline == pline as u32 {
                    j += 1;
                }
                &self.markers[j]
            }
            Err(i) => &self.markers[i - 1],
        };
        (pline, m)
    }

    /// The location of the start of `span`.
    pub fn span_location(&self, span: Span) -> Location {
        self.location(span.lo)
    }

    /// Number of preprocessed lines.
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }
}

/// Parse the part after `#` of `# 12 "file" flags` or `#line 12 "file"`: the line, the
/// file and whether flag 3 (system header) is among the flags.
fn parse_marker(rest: &str) -> Option<(u32, String, bool)> {
    let rest = rest.trim_start();
    let rest = rest
        .strip_prefix("line")
        .map(str::trim_start)
        .unwrap_or(rest);
    let digits_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    if digits_end == 0 {
        return None;
    }
    let num: u32 = rest[..digits_end].parse().ok()?;
    let after = rest[digits_end..].trim_start();
    let mut file = String::new();
    let mut system = false;
    if let Some(q) = after.strip_prefix('"') {
        let mut chars = q.chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => {
                    if let Some(n) = chars.next() {
                        file.push(n);
                    }
                }
                c => file.push(c),
            }
        }
        system = chars.as_str().split_whitespace().any(|f| f == "3");
    }
    Some((num, file, system))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_map_lines_and_columns() {
        let text = "# 1 \"a.c\"\nint x;\n# 7 \"b.h\" 1\n  int y;\n\nint z;\n# 3 \"a.c\" 2\nq\n";
        let map = LineMap::new(text, "in.i");
        let pos = text.find("x").unwrap() as u32;
        assert_eq!(map.location(pos).to_string(), "a.c:1:5");
        let pos = text.find("y").unwrap() as u32;
        assert_eq!(map.location(pos).to_string(), "b.h:7:7");
        let pos = text.find("z").unwrap() as u32;
        assert_eq!(map.location(pos).to_string(), "b.h:9:5");
        let pos = text.find("q").unwrap() as u32;
        assert_eq!(map.location(pos).to_string(), "a.c:3:1");
        assert_eq!(map.location(0).to_string(), "in.i:1:1");
    }

    #[test]
    fn flag_3_marks_system_headers() {
        let text = "# 1 \"a.c\"\nint x;\n# 1 \"/usr/include/s.h\" 1 3 4\nint y;\n# 2 \"a.c\" 2\nint z;\n";
        let map = LineMap::new(text, "in.i");
        let at = |c: &str| text.find(c).unwrap() as u32;
        assert!(!map.is_system(at("x")));
        assert!(map.is_system(at("y")));
        assert!(!map.is_system(at("z")));
    }
}
