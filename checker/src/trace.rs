//! Counterexample traces as data: the steps of a failed property's execution with typed
//! values (C type, width and bits; the C-syntax text the trace shows for them). bmc's
//! printers render them (full, compact and stack traces, JSON, XML, CI reports); nothing
//! here is formatted for users except the C-syntax value texts the model gives.
//!
//! A [`Trace`] is a list of [`Step`]s in execution order up to the violated assertion,
//! including hidden steps (they keep their step numbers; the console skips them, the JSON
//! and XML forms mark them).

use crate::location::Loc;

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
        /// For `printf`: the format string (the text is formatted at output time).
        format: Option<String>,
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
    /// The step's instruction as code (CBMC's `as_string`, shown by `--trace-show-code`).
    pub code: Option<String>,
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
            code: None,
        }
    }
}

/// A counterexample.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Trace {
    /// Steps in execution order.
    pub steps: Vec<Step>,
}
