//! Counterexample traces: the data the checker produces and the console forms CBMC prints
//! (full `--trace`, `--compact-trace`, `--stack-trace`; cbmc-behaviour.md §5.4).
//!
//! A [`Trace`] is a list of [`Step`]s in execution order up to the violated assertion,
//! including hidden steps (they keep their step numbers; the console skips them, the JSON
//! and XML forms mark them). Values carry both their C-syntax text and their bits, so every
//! printer works from data alone.

use super::location::LocFormat;
pub use checker::trace::{
    Assignment, AssignmentType, Step, StepKind, Trace, Value, ValueKind,
};

/// The printed forms of a trace [`Value`].
pub trait ValueFormat {
    /// The numeric form printed in parentheses after the value: bits grouped by 8 from the
    /// most significant end, `0x…` hex with `hex`, `1`/`0` for Booleans, `{ …, … }` for
    /// arrays and structs, `?` when unknown.
    fn numeric(&self, hex: bool) -> String;
}

impl ValueFormat for Value {
    fn numeric(&self, hex: bool) -> String {
        match &self.kind {
            ValueKind::Integer { bits, .. } | ValueKind::Float { bits, .. } => {
                numeric_bits(bits, hex)
            }
            ValueKind::Pointer { bits: Some(b), .. } => numeric_bits(b, hex),
            ValueKind::Pointer { bits: None, .. } | ValueKind::Unknown => "?".to_string(),
            ValueKind::Bool(b) => if *b { "1" } else { "0" }.to_string(),
            ValueKind::Array(elems) => brace_list(elems.iter().map(|e| e.numeric(hex))),
            ValueKind::Struct(members) => brace_list(members.iter().map(|(_, v)| v.numeric(hex))),
            ValueKind::Union(_, v) => v.numeric(hex),
        }
    }
}

fn brace_list(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    if items.is_empty() {
        return "{  }".to_string();
    }
    format!("{{ {} }}", items.join(", "))
}

fn group8(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for (i, c) in s.chars().enumerate() {
        out.push(c);
        if (i + 1) % 8 == 0 && i + 1 != s.len() {
            out.push(' ');
        }
    }
    out
}

fn numeric_bits(bits: &str, hex: bool) -> String {
    if !hex {
        return group8(bits);
    }
    // Unsigned value of the bits in base 16, without leading zeros.
    let mut digits = Vec::new();
    let chars: Vec<u8> = bits.bytes().map(|b| u8::from(b == b'1')).collect();
    let mut end = chars.len();
    while end > 0 {
        let start = end.saturating_sub(4);
        let mut d = 0u8;
        for &b in &chars[start..end] {
            d = d * 2 + b;
        }
        digits.push(d);
        end = start;
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    // upper-case digits, not grouped (CBMC: `0xFFFFFF9C`)
    let s: String = digits
        .iter()
        .rev()
        .map(|d| char::from_digit(u32::from(*d), 16).map_or('?', |c| c.to_ascii_uppercase()))
        .collect();
    format!("0x{}", if s.is_empty() { "0" } else { &s })
}

/// The printed forms of a trace [`Step`].
pub trait StepFormat {
    /// `file f function g line n thread t` (CBMC's `state_location`).
    fn state_location(&self) -> String;
}

impl StepFormat for Step {
    fn state_location(&self) -> String {
        let mut parts = Vec::new();
        if self.location.has_file() {
            parts.push(format!("file {}", self.location.file_str()));
        }
        if let Some(f) = self.function.as_deref().filter(|f| !f.is_empty()) {
            parts.push(format!("function {f}"));
        }
        if let Some(l) = self.location.line {
            parts.push(format!("line {l}"));
        }
        parts.push(format!("thread {}", self.thread));
        parts.join(" ")
    }
}

/// Which console form to print and how to print values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TraceStyle {
    /// The full trace (`--trace`).
    #[default]
    Full,
    /// `--compact-trace`.
    Compact,
    /// `--stack-trace`.
    Stack,
}

/// Trace printing options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TraceOptions {
    /// Console form.
    pub style: TraceStyle,
    /// `--trace-hex`: values in hexadecimal.
    pub hex: bool,
    /// `--trace-show-function-calls`: calls (with their arguments) and returns, with the
    /// call depth, in the full trace.
    pub show_function_calls: bool,
    /// `--trace-show-code`: each state's instruction as code under its header.
    pub show_code: bool,
}

fn trace_value(a: &Assignment, hex: bool) -> String {
    match &a.value {
        None => format!("{}=(assignment removed)\n", a.lhs),
        Some(v) => format!("{}={} ({})\n", a.lhs, v.text, v.numeric(hex)),
    }
}

fn io_values(values: &[Value], hex: bool) -> String {
    let mut s = String::new();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            s.push(';');
        }
        s.push_str(&format!(" {} ({})", v.text, v.numeric(hex)));
    }
    s
}

fn state_header(out: &mut String, step: &Step, show_code: bool) {
    out.push('\n');
    if step.step_nr == 0 {
        out.push_str("Initial State");
    } else {
        out.push_str(&format!("State {}", step.step_nr));
    }
    out.push_str(&format!(" {}\n", step.state_location()));
    if show_code {
        if let Some(code) = &step.code {
            out.push_str(code);
            out.push('\n');
        }
    }
    out.push_str(&"-".repeat(52));
    out.push('\n');
}

fn violated_property(out: &mut String, step: &Step, comment: &str, condition: Option<&str>) {
    out.push_str("\nViolated property:\n");
    if !step.location.is_nil() {
        out.push_str(&format!("  {}\n", step.state_location()));
    }
    out.push_str(&format!("  {comment}\n"));
    if let Some(c) = condition {
        out.push_str(&format!("  {c}\n"));
    }
    out.push('\n');
}

/// The full console trace (`--trace`).
pub fn full_trace(trace: &Trace, hex: bool) -> String {
    full_trace_with(trace, hex, false, false)
}

/// The full console trace; with `calls`, CBMC's `--trace-show-function-calls` lines, with
/// `show_code` its `--trace-show-code` lines.
fn full_trace_with(trace: &Trace, hex: bool, calls: bool, show_code: bool) -> String {
    let mut out = String::new();
    let mut prev_step_nr = None;
    // the trace runs inside the entry function, which the start-up code called (depth 1
    // in CBMC's count)
    let mut depth = 1usize;
    for step in trace.steps.iter().filter(|s| !s.hidden) {
        match &step.kind {
            StepKind::FunctionCall {
                display_name,
                arguments,
                ..
            } if calls => {
                depth += 1;
                out.push_str(&format!(
                    "\n#### Function call: {display_name}({}) (depth {depth}) ####\n",
                    arguments.join(", ")
                ));
            }
            StepKind::FunctionReturn { display_name, .. } if calls => {
                depth = depth.saturating_sub(1);
                out.push_str(&format!(
                    "\n#### Function return from {display_name} (depth {depth}) ####\n"
                ));
            }
            StepKind::Assert {
                held: false,
                comment,
                condition,
                ..
            } => violated_property(&mut out, step, comment, condition.as_deref()),
            StepKind::Assume {
                held: false,
                condition,
            } => {
                out.push_str("\nViolated assumption:\n");
                if !step.location.is_nil() {
                    out.push_str(&format!("  {}\n", step.location.as_string()));
                }
                if let Some(c) = condition {
                    out.push_str(&format!("  {c}\n"));
                }
                out.push('\n');
            }
            StepKind::Assignment(a) | StepKind::Decl(a)
                if a.shown || matches!(step.kind, StepKind::Decl(_)) =>
            {
                if prev_step_nr != Some(step.step_nr) {
                    prev_step_nr = Some(step.step_nr);
                    state_header(&mut out, step, show_code);
                }
                out.push_str("  ");
                out.push_str(&trace_value(a, hex));
            }
            StepKind::Output {
                format: Some(format),
                values,
                ..
            } => {
                out.push_str(&super::printf::format(format, values));
                out.push('\n');
            }
            StepKind::Output { id, values, .. } => {
                state_header(&mut out, step, show_code);
                out.push_str(&format!("  OUTPUT {id}:{}\n", io_values(values, hex)));
            }
            StepKind::Input { id, values } => {
                state_header(&mut out, step, show_code);
                out.push_str(&format!("  INPUT {id}:{}\n", io_values(values, hex)));
            }
            _ => {}
        }
    }
    out
}

/// The compact console trace (`--compact-trace`).
pub fn compact_trace(trace: &Trace, hex: bool) -> String {
    let mut out = String::new();
    // the call of the entry function from `__CPROVER__start` (hidden elsewhere) opens the
    // first frame, as in CBMC: `↳ main.c:10 main()`
    let entry_call = |s: &Step| {
        matches!(s.kind, StepKind::FunctionCall { .. })
            && s.location.function.as_deref() == Some("__CPROVER__start")
            && s.location.has_file()
    };
    for step in trace.steps.iter().filter(|s| !s.hidden || entry_call(s)) {
        match &step.kind {
            StepKind::Assert {
                held: false,
                comment,
                condition,
                ..
            } => violated_property(&mut out, step, comment, condition.as_deref()),
            StepKind::Assignment(a) if a.assignment_type != AssignmentType::ActualParameter => {
                out.push_str("  ");
                if let Some(l) = step.location.line {
                    out.push_str(&format!("{l}: "));
                }
                out.push_str(&trace_value(a, hex));
            }
            StepKind::FunctionCall {
                display_name,
                arguments,
                ..
            } => {
                out.push_str("\n\u{21b3} ");
                if step.location.has_file() {
                    out.push_str(step.location.file_str());
                    if let Some(l) = step.location.line {
                        out.push_str(&format!(":{l}"));
                    }
                    out.push(' ');
                }
                out.push_str(&format!("{display_name}({})\n", arguments.join(", ")));
            }
            StepKind::FunctionReturn { .. } => out.push_str("\u{21b5}\n"),
            _ => {}
        }
    }
    out
}

/// The stack trace (`--stack-trace`): the violated assertion, then the active calls,
/// innermost first.
pub fn stack_trace(trace: &Trace) -> String {
    use std::collections::BTreeMap;
    let mut stacks: BTreeMap<u32, Vec<&Step>> = BTreeMap::new();
    let mut thread_to_show = 0;
    for step in &trace.steps {
        let stack = stacks.entry(step.thread).or_default();
        match &step.kind {
            StepKind::Assert { held: false, .. } => {
                stack.push(step);
                thread_to_show = step.thread;
            }
            StepKind::FunctionCall { .. } => stack.push(step),
            StepKind::FunctionReturn { .. } => {
                stack.pop();
            }
            _ => {}
        }
    }
    let mut out = String::new();
    if let Some(stack) = stacks.get(&thread_to_show) {
        for step in stack.iter().rev() {
            match &step.kind {
                StepKind::Assert { .. } => {
                    out.push_str("  assertion failure");
                    if !step.location.is_nil() {
                        out.push_str(&format!(" {}", step.location.as_string()));
                    }
                    out.push('\n');
                }
                StepKind::FunctionCall {
                    identifier,
                    arguments,
                    ..
                } => {
                    out.push_str(&format!("  {identifier}({})", arguments.join(", ")));
                    if !step.location.is_nil() {
                        out.push_str(&format!(" {}", step.location.as_string()));
                    }
                    out.push('\n');
                }
                _ => {}
            }
        }
    }
    out
}

/// The console trace in the selected style.
pub fn console_trace(trace: &Trace, options: TraceOptions) -> String {
    match options.style {
        TraceStyle::Full => full_trace_with(
            trace,
            options.hex,
            options.show_function_calls,
            options.show_code,
        ),
        TraceStyle::Compact => compact_trace(trace, options.hex),
        TraceStyle::Stack => stack_trace(trace),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_forms() {
        let v = Value::int("-5", "signed int", 32, -5);
        assert_eq!(v.numeric(false), "11111111 11111111 11111111 11111011");
        assert_eq!(v.numeric(true), "0xFFFFFFFB");
        let w = Value::int("300", "unsigned long", 64, 300);
        assert_eq!(w.numeric(true), "0x12C");
        let b = Value::int("1", "_Bool", 1, 1);
        assert_eq!(b.numeric(false), "1");
        let arr = Value {
            text: "{ 1, 2 }".into(),
            kind: ValueKind::Array(vec![
                Value::int("1", "char", 8, 1),
                Value::int("2", "char", 8, 2),
            ]),
        };
        assert_eq!(arr.numeric(false), "{ 00000001, 00000010 }");
        assert_eq!(Value::boolean(true).numeric(false), "1");
        let big = Value::int("0", "__int128", 130, -1);
        assert!(big.numeric(false).starts_with("11111111 "));
    }
}
