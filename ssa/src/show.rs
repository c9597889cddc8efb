//! Printers: `--show-vcc` (plain and JSON) and `--program-only` (cbmc-behaviour.md §5.2).
//!
//! Expressions are printed with goto-ir's [`format`](goto_ir::format) (CBMC's `format()`).
//! The printers return strings / JSON values; writing them out (and the `VERIFICATION
//! CONDITIONS:` status header) is the driver's job.

use crate::equation::{Equation, Step};
use goto_ir::{format, ExprKind, GotoModel, SourceLocation};
use serde_json::{Map, Value};
use std::fmt::Write as _;

fn location_of<'m>(model: &'m GotoModel, step: &Step) -> Option<&'m SourceLocation> {
    model
        .functions
        .get(&step.source.function)
        .and_then(|f| f.body.get(step.source.pc.index()))
        .map(|i| &i.location)
}

fn location_number(model: &GotoModel, step: &Step) -> u32 {
    model
        .functions
        .get(&step.source.function)
        .and_then(|f| f.numbering.get(step.source.pc.index()))
        .map_or(0, |n| n.location_number)
}

/// The steps shown before an assertion: ASSUME, ASSIGNMENT and CONSTRAINT steps that are
/// not sliced away, up to the assertion (or all of them if the program has threads).
fn constraints(eq: &Equation, assert_index: usize) -> impl Iterator<Item = &Step> {
    let end = if eq.has_threads() {
        eq.steps.len()
    } else {
        assert_index
    };
    eq.steps[..end]
        .iter()
        .filter(|s| (s.is_assume() || s.is_assignment() || s.is_constraint()) && !s.ignore)
}

/// The `--show-vcc` text (without the `VERIFICATION CONDITIONS:` header): per assertion its
/// location, comment, the numbered constraints `{-k}`, the separator and the condition
/// (one `{k}` line per disjunct).
pub fn show_vcc(model: &GotoModel, eq: &Equation) -> String {
    let store = &model.store;
    let mut out = String::new();
    let mut first = true;
    for (i, s) in eq.steps.iter().enumerate() {
        let crate::StepKind::Assert { comment, .. } = &s.kind else {
            continue;
        };
        if !first {
            out.push('\n');
        }
        first = false;
        if let Some(loc) = location_of(model, s).filter(|l| !l.is_nil()) {
            let _ = writeln!(out, "{loc}");
        }
        if !comment.as_str().is_empty() {
            let _ = writeln!(out, "{comment}");
        }
        for (k, p) in constraints(eq, i).enumerate() {
            let _ = writeln!(out, "{{-{}}} {}", k + 1, format::expr(store, p.cond.id()));
        }
        out.push('├');
        for _ in 0..26 {
            out.push('─');
        }
        out.push('\n');
        let c = s.cond.id();
        if matches!(store.kind(c), ExprKind::Or) {
            for (k, d) in store.ops(c).iter().enumerate() {
                let _ = writeln!(out, "{{{}}} {}", k + 1, format::expr(store, *d));
            }
        } else {
            let _ = writeln!(out, "{{1}} {}", format::expr(store, c));
        }
    }
    out
}

/// The JSON form of a source location (CBMC's `json(source_location)`: sorted keys, the
/// line as a string).
pub fn location_json(loc: &SourceLocation) -> Value {
    let mut m = Map::new();
    if let Some(c) = loc.column {
        m.insert("column".into(), Value::String(c.to_string()));
    }
    if let Some(f) = loc.file.filter(|f| !f.as_str().is_empty()) {
        m.insert("file".into(), Value::String(f.to_string()));
    }
    if let Some(f) = loc.function.filter(|f| !f.as_str().is_empty()) {
        m.insert("function".into(), Value::String(f.to_string()));
    }
    if let Some(l) = loc.line {
        m.insert("line".into(), Value::String(l.to_string()));
    }
    if let Some(w) = loc.working_directory.filter(|w| !w.as_str().is_empty()) {
        m.insert("workingDirectory".into(), Value::String(w.to_string()));
    }
    Value::Object(m)
}

/// `--show-vcc --json-ui`: `{"vccs": [{"comment", "constraints", "expression",
/// "sourceLocation"}, …]}` (keys sorted as CBMC's JSON objects are).
pub fn show_vcc_json(model: &GotoModel, eq: &Equation) -> Value {
    let store = &model.store;
    let mut vccs = Vec::new();
    for (i, s) in eq.steps.iter().enumerate() {
        let crate::StepKind::Assert { comment, .. } = &s.kind else {
            continue;
        };
        let mut o = Map::new();
        if !comment.as_str().is_empty() {
            o.insert("comment".into(), Value::String(comment.to_string()));
        }
        let cs: Vec<Value> = constraints(eq, i)
            .map(|p| Value::String(format::expr(store, p.cond.id()).to_string()))
            .collect();
        o.insert("constraints".into(), Value::Array(cs));
        o.insert(
            "expression".into(),
            Value::String(format::expr(store, s.cond.id()).to_string()),
        );
        if let Some(loc) = location_of(model, s).filter(|l| !l.is_nil()) {
            o.insert("sourceLocation".into(), location_json(loc));
        }
        vccs.push(Value::Object(o));
    }
    let mut r = Map::new();
    r.insert("vccs".into(), Value::Array(vccs));
    Value::Object(r)
}

/// `--program-only`: `Program constraints:` and per step `// <location number> <location>`,
/// then for assignments, assertions, assumptions, constraints and shared accesses a numbered
/// line (`(n) cond`, `(n) ASSERT(cond)`, …) and the guard if it is not `true`. Expressions
/// are printed in C syntax (CBMC's `from_expr`, with SSA names shortened as it does:
/// `p!0@1#2 == 1`), in the data model `c`.
pub fn show_program(model: &GotoModel, eq: &Equation, c: &goto_ir::c_syntax::CConfig) -> String {
    let store = &model.store;
    let mut out = String::from("\nProgram constraints:\n");
    let mut count = 1usize;
    for s in &eq.steps {
        let loc = location_of(model, s)
            .map(|l| l.to_string())
            .unwrap_or_default();
        let _ = writeln!(out, "// {} {}", location_number(model, s), loc);
        let (annotation, e) = match &s.kind {
            crate::StepKind::Assignment { .. } => ("", s.cond),
            crate::StepKind::Assert { .. } => ("ASSERT", s.cond),
            crate::StepKind::Assume => ("ASSUME", s.cond),
            crate::StepKind::Constraint { .. } => ("CONSTRAINT", s.cond),
            crate::StepKind::SharedRead { lhs, .. } => ("SHARED_READ", *lhs),
            crate::StepKind::SharedWrite { lhs, .. } => ("SHARED_WRITE", *lhs),
            _ => continue,
        };
        let text = goto_ir::c_syntax::expr(store, &model.symbols, c, e.id());
        if annotation.is_empty() {
            let _ = writeln!(out, "({count}) {text}");
        } else {
            let _ = writeln!(out, "({count}) {annotation}({text})");
        }
        if s.guard != crate::L2Expr::TRUE {
            let pad = " ".repeat(count.to_string().len() + 3);
            let guard = goto_ir::c_syntax::expr(store, &model.symbols, c, s.guard.id());
            let _ = writeln!(out, "{pad}guard: {guard}");
        }
        count += 1;
    }
    out
}
