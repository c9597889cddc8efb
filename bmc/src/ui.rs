//! The message handler: plain text, a JSON array, or an XML document (cbmc-behaviour.md
//! §5.6, §5.7), chosen by `--json-ui` / `--xml-ui`.
//!
//! Plain: messages at level ≤ 2 (errors, warnings) go to stderr, the others to stdout, each
//! followed by a newline. JSON: one array on stdout, opened by the `program` object and
//! closed by [`Ui::finish`] (also on drop), so the output stays well-formed when a run ends
//! in an error. XML: `<?xml …?>`, `<cprover>`, `<program>`, …, `</cprover>`.

use crate::report::prelude::*;
use crate::cli::UiKind;
use crate::report::json::{pretty, sort_keys};
use crate::report::location::Loc;
use crate::report::xml::XmlElement;
use serde_json::{Map, Value as Json};
use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;

/// Message levels (CBMC's `messaget` levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Errors (1).
    Error = 1,
    /// Warnings (2).
    Warning = 2,
    /// Results (4).
    Result = 4,
    /// Status messages (6, shown by default).
    Status = 6,
    /// Statistics (8).
    Statistics = 8,
    /// Progress (9).
    Progress = 9,
    /// Debugging (10).
    Debug = 10,
}

/// Where output goes.
enum Sink {
    /// The process's stdout and stderr.
    Std,
    /// One shared buffer for both streams (tests; like `2>&1`).
    Buffer(Rc<RefCell<Vec<u8>>>),
}

/// The message handler of one run.
pub struct Ui {
    kind: UiKind,
    verbosity: u8,
    sink: Sink,
    /// Whether the JSON array has an element (a `,` is needed before the next one).
    json_items: usize,
    finished: bool,
}

impl Ui {
    /// A handler writing to stdout/stderr; writes the opening of the JSON/XML framing.
    pub fn new(kind: UiKind, verbosity: u8, program: &str) -> Ui {
        let mut ui = Ui {
            kind,
            verbosity,
            sink: Sink::Std,
            json_items: 0,
            finished: false,
        };
        ui.open(program);
        ui
    }

    /// A handler writing stdout and stderr into one buffer, returned with it (for tests).
    pub fn buffered(kind: UiKind, verbosity: u8, program: &str) -> (Ui, Rc<RefCell<Vec<u8>>>) {
        let buf = Rc::new(RefCell::new(Vec::new()));
        let mut ui = Ui {
            kind,
            verbosity,
            sink: Sink::Buffer(buf.clone()),
            json_items: 0,
            finished: false,
        };
        ui.open(program);
        (ui, buf)
    }

    /// The UI kind.
    pub fn kind(&self) -> UiKind {
        self.kind
    }

    /// The verbosity.
    pub fn verbosity(&self) -> u8 {
        self.verbosity
    }

    fn write(&mut self, to_stderr: bool, text: &str) {
        // Output errors (a closed pipe) cannot be reported anywhere; they are ignored like
        // CBMC ignores them.
        let _ = match &self.sink {
            Sink::Std if to_stderr => {
                // keep the order of the two streams when they go to the same place
                let _ = io::stdout().lock().flush();
                let mut e = io::stderr().lock();
                e.write_all(text.as_bytes()).and_then(|_| e.flush())
            }
            // every message is flushed whole (what CBMC's --flush asks for), so a CI log
            // shows progress and nothing is lost when the process is killed
            Sink::Std => {
                let mut o = io::stdout().lock();
                o.write_all(text.as_bytes()).and_then(|_| o.flush())
            }
            Sink::Buffer(b) => {
                b.borrow_mut().extend_from_slice(text.as_bytes());
                Ok(())
            }
        };
    }

    fn open(&mut self, program: &str) {
        match self.kind {
            UiKind::Plain => {}
            UiKind::Json => {
                self.write(false, "[\n");
                let mut m = Map::new();
                m.insert("program".into(), Json::String(program.into()));
                self.json(Json::Object(m));
            }
            UiKind::Xml => {
                self.write(
                    false,
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cprover>\n",
                );
                let p = XmlElement::with_data("program", program);
                self.xml(&p);
            }
        }
    }

    /// Closes the JSON array / XML document. Idempotent; also done on drop.
    pub fn finish(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        match self.kind {
            UiKind::Plain => {}
            UiKind::Json => self.write(false, "\n]\n"),
            UiKind::Xml => self.write(false, "</cprover>\n"),
        }
        if let Sink::Std = self.sink {
            let _ = io::stdout().flush();
        }
    }

    /// Appends an object to the JSON array (ignored in other UIs). Keys are sorted.
    pub fn json(&mut self, value: Json) {
        if self.kind != UiKind::Json || self.finished {
            return;
        }
        let sep = if self.json_items > 0 { ",\n" } else { "" };
        self.json_items += 1;
        let text = format!("{sep}{}", pretty(&sort_keys(value), 2));
        self.write(false, &text);
    }

    /// Writes an XML element into the document (ignored in other UIs).
    pub fn xml(&mut self, element: &XmlElement) {
        if self.kind != UiKind::Xml || self.finished {
            return;
        }
        let text = element.render(0);
        self.write(false, &text);
    }

    /// Writes raw text to stdout in the plain UI (ignored in other UIs); used for output
    /// that is not a message, such as `--show-goto-functions` listings.
    pub fn plain(&mut self, text: &str) {
        if self.kind == UiKind::Plain {
            self.write(false, text);
        }
    }

    /// Emits a message at `level`, optionally with a source location.
    pub fn message(&mut self, level: Level, text: &str, location: Option<&Loc>) {
        if level as u8 > self.verbosity {
            return;
        }
        match self.kind {
            UiKind::Plain => {
                let line = format!("{text}\n");
                self.write(level <= Level::Warning, &line);
            }
            UiKind::Json => {
                let mut m = Map::new();
                m.insert("messageText".into(), Json::String(text.into()));
                m.insert(
                    "messageType".into(),
                    Json::String(message_type(level).into()),
                );
                if let Some(l) = location.filter(|l| !l.is_nil()) {
                    m.insert("sourceLocation".into(), l.to_json());
                }
                self.json(Json::Object(m));
            }
            UiKind::Xml => {
                let mut x = XmlElement::new("message");
                x.set("type", message_type(level));
                if let Some(l) = location.filter(|l| !l.is_nil()) {
                    x.push(l.to_xml());
                }
                x.push(XmlElement::with_data("text", text));
                self.xml(&x);
            }
        }
    }

    /// An error message. In the plain UI a known location is put in front in the
    /// compiler style: `file:line:column: error: text`.
    pub fn error(&mut self, text: &str, location: Option<&Loc>) {
        if self.kind == UiKind::Plain {
            let line = match location.and_then(|l| l.compiler_prefix()) {
                Some(p) => format!("{p}: error: {text}"),
                None => format!("error: {text}"),
            };
            self.message(Level::Error, &line, None);
        } else {
            self.message(Level::Error, text, location);
        }
    }

    /// A warning message.
    pub fn warning(&mut self, text: &str) {
        self.message(Level::Warning, text, None);
    }

    /// A result message (level 4).
    pub fn result(&mut self, text: &str) {
        self.message(Level::Result, text, None);
    }

    /// A status message (level 6).
    pub fn status(&mut self, text: &str) {
        self.message(Level::Status, text, None);
    }

    /// A statistics message (level 8).
    pub fn statistics(&mut self, text: &str) {
        self.message(Level::Statistics, text, None);
    }
}

impl Drop for Ui {
    fn drop(&mut self) {
        self.finish();
    }
}

fn message_type(level: Level) -> &'static str {
    match level {
        Level::Error => "ERROR",
        Level::Warning => "WARNING",
        _ => "STATUS-MESSAGE",
    }
}
