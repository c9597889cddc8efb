//! Counterexample traces: the data the checker produces and the console forms CBMC prints
//! (full `--trace`, `--compact-trace`, `--stack-trace`; cbmc-behaviour.md §5.4).
//!
//! A [`Trace`] is a list of [`Step`]s in execution order up to the violated assertion,
//! including hidden steps (they keep their step numbers; the console skips them, the JSON
//! and XML forms mark them). Values carry both their C-syntax text and their bits, so every
//! printer works from data alone.

use super::location::Loc;

/// A value in a trace: its C-syntax text and its structure (for the binary form and JSON).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    /// The value in C syntax, e.g. `-5`, `5u`, `&x`, `{ 1, 2 }`, `{ .a=1, .b=2 }`.
    pub text: String,
    /// Structure of the value.
    pub kind: ValueKind,
}

/// The structure of a trace value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// A bit-vector integer (signed, unsigned, `_Bool`, enum, bit-field).
    Integer {
        /// C type, e.g. `signed int`.
        c_type: String,
        /// Width in bits.
        width: u32,
        /// Two's complement bits, most significant first (`width` characters of 0/1).
        bits: String,
    },
    /// A pointer.
    Pointer {
        /// C type, e.g. `signed int *`.
        c_type: String,
        /// Width in bits.
        width: u32,
        /// The pointer's bits if known (object and offset encoding).
        bits: Option<String>,
    },
    /// A floating-point number.
    Float {
        /// C type, e.g. `double`.
        c_type: String,
        /// Width in bits.
        width: u32,
        /// IEEE bits, most significant first.
        bits: String,
    },
    /// A Boolean.
    Bool(bool),
    /// An array literal, elements in index order.
    Array(Vec<Value>),
    /// A struct literal: members in declaration order.
    Struct(Vec<(String, Value)>),
    /// A union literal: the active member and its value.
    Union(String, Box<Value>),
    /// A value without numeric representation (printed as `?`).
    Unknown,
}

impl Value {
    /// A signed or unsigned integer of `width` bits holding `v` (two's complement).
    pub fn int(text: &str, c_type: &str, width: u32, v: i128) -> Value {
        let bits = (0..width)
            .rev()
            .map(|i| {
                let bit = if i < 128 { (v >> i) & 1 == 1 } else { v < 0 };
                if bit {
                    '1'
                } else {
                    '0'
                }
            })
            .collect();
        Value {
            text: text.to_string(),
            kind: ValueKind::Integer {
                c_type: c_type.to_string(),
                width,
                bits,
            },
        }
    }

    /// A Boolean value (`TRUE` / `FALSE` in C syntax as CBMC prints them).
    pub fn boolean(b: bool) -> Value {
        Value {
            text: if b { "TRUE" } else { "FALSE" }.to_string(),
            kind: ValueKind::Bool(b),
        }
    }

    /// The numeric form printed in parentheses after the value: bits grouped by 8 from the
    /// most significant end, `0x…` hex with `hex`, `1`/`0` for Booleans, `{ …, … }` for
    /// arrays and structs, `?` when unknown.
    pub fn numeric(&self, hex: bool) -> String {
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

/// Whether an assignment step sets a program variable or passes an actual parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AssignmentType {
    /// A state (variable) assignment.
    #[default]
    State,
    /// Binding an actual parameter to a formal one at a call.
    ActualParameter,
}

/// An assignment (or declaration) step.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Assignment {
    /// The full left-hand side in C syntax, e.g. `a[1]`, `s.x`.
    pub lhs: String,
    /// Identifier of the assigned object (the symbol under the lhs), if any.
    pub identifier: Option<String>,
    /// Base name of that symbol.
    pub base_name: Option<String>,
    /// Display name of that symbol.
    pub display_name: Option<String>,
    /// Language mode of that symbol (`C`).
    pub mode: Option<String>,
    /// The lhs type in C syntax (XML `<type>`).
    pub c_type: String,
    /// The assigned value; `None` prints `(assignment removed)`.
    pub value: Option<Value>,
    /// State or actual parameter.
    pub assignment_type: AssignmentType,
    /// Whether the full console trace shows it: CBMC shows assignments whose instruction is
    /// an ASSIGN, SET_RETURN_VALUE, FUNCTION_CALL or an OTHER with a lhs (always for DECL).
    pub shown: bool,
}

/// What a trace step does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// An assignment.
    Assignment(Assignment),
    /// A declaration, showing the initial (nondeterministic) value.
    Decl(Assignment),
    /// An assumption; `held` is false only for a violated assumption.
    Assume {
        /// The condition in C syntax (absent if the instruction is not an ASSUME).
        condition: Option<String>,
        /// Whether the condition held.
        held: bool,
    },
    /// An assertion (or unwinding assertion); traces end at the violated one.
    Assert {
        /// Whether the condition held.
        held: bool,
        /// Property id (`main.assertion.1`, `main.unwind.0`).
        property: String,
        /// The property's comment (`assertion x > 0`).
        comment: String,
        /// The ASSERT's original condition in C syntax; `None` when the instruction is not
        /// an ASSERT (unwinding assertions sit on a GOTO).
        condition: Option<String>,
    },
    /// Entering a function.
    FunctionCall {
        /// Identifier of the called function.
        identifier: String,
        /// Its display name.
        display_name: String,
        /// Actual arguments in C syntax.
        arguments: Vec<String>,
        /// Where the function is declared.
        declared_at: Loc,
    },
    /// Leaving a function.
    FunctionReturn {
        /// Identifier of the function left.
        identifier: String,
        /// Its display name.
        display_name: String,
        /// Where the function is declared.
        declared_at: Loc,
    },
    /// `__CPROVER_output` / `printf`.
    Output {
        /// The output id (or format string).
        id: String,
        /// The values.
        values: Vec<Value>,
        /// For `printf`: the formatted text.
        formatted: Option<String>,
    },
    /// `__CPROVER_input`.
    Input {
        /// The input id.
        id: String,
        /// The values.
        values: Vec<Value>,
    },
    /// Any other step (GOTO, LOCATION, DEAD, atomic sections, …): only its location matters.
    Other,
}

/// One step of a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// 1-based step number in the equation (counts hidden steps too).
    pub step_nr: usize,
    /// Thread number.
    pub thread: u32,
    /// Hidden steps are internal to the tool and not printed on the console.
    pub hidden: bool,
    /// Internal steps (e.g. in the entry point) are marked in JSON.
    pub internal: bool,
    /// Source location of the instruction.
    pub location: Loc,
    /// Display name of the function the step is in.
    pub function: Option<String>,
    /// What the step does.
    pub kind: StepKind,
}

impl Step {
    /// A visible step of thread 0 in `location`'s function.
    pub fn new(step_nr: usize, location: Loc, kind: StepKind) -> Step {
        let function = location.function.clone();
        Step {
            step_nr,
            thread: 0,
            hidden: false,
            internal: false,
            location,
            function,
            kind,
        }
    }

    /// `file f function g line n thread t` (CBMC's `state_location`).
    pub fn state_location(&self) -> String {
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

/// A counterexample.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Trace {
    /// Steps in execution order.
    pub steps: Vec<Step>,
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

fn state_header(out: &mut String, step: &Step) {
    out.push('\n');
    if step.step_nr == 0 {
        out.push_str("Initial State");
    } else {
        out.push_str(&format!("State {}", step.step_nr));
    }
    out.push_str(&format!(" {}\n", step.state_location()));
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
    full_trace_with(trace, hex, false)
}

/// The full console trace; with `calls`, CBMC's `--trace-show-function-calls` lines.
fn full_trace_with(trace: &Trace, hex: bool, calls: bool) -> String {
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
                    state_header(&mut out, step);
                }
                out.push_str("  ");
                out.push_str(&trace_value(a, hex));
            }
            StepKind::Output {
                formatted: Some(text),
                ..
            } => {
                out.push_str(text);
                out.push('\n');
            }
            StepKind::Output { id, values, .. } => {
                state_header(&mut out, step);
                out.push_str(&format!("  OUTPUT {id}:{}\n", io_values(values, hex)));
            }
            StepKind::Input { id, values } => {
                state_header(&mut out, step);
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
        TraceStyle::Full => full_trace_with(trace, options.hex, options.show_function_calls),
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
