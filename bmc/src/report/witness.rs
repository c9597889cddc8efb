//! SV-COMP witnesses: violation witnesses for FALSE and correctness witnesses for TRUE, in
//! the exchange format 1.0 (GraphML) and 2.0 (YAML).
//!
//! A violation witness leads from the program's entry to the violation: the values the
//! counterexample gives the `__VERIFIER_nondet_*` calls (GraphML: `\result == v;` on the
//! call's edge; YAML: only the target waypoint, at the violating statement, which every
//! validator can check). A correctness witness states no invariants (it is always valid;
//! a validator then proves the program on its own).

use super::trace::{StepKind, Trace};
use std::fmt::Write;

/// What every witness says about the task.
#[derive(Clone, Debug)]
pub struct WitnessInfo {
    /// The verified C file, as given on the command line.
    pub program_file: String,
    /// SHA-256 of its contents, lower-case hex.
    pub program_hash: String,
    /// The properties the witness is about, one a line, as in the property file (e.g.
    /// `CHECK( init(main()), LTL(G ! call(reach_error())) )`; a violation witness: the
    /// violated one).
    pub specification: String,
    /// `32bit` or `64bit`.
    pub architecture: &'static str,
    /// `rbmc <version>`.
    pub producer: String,
    /// ISO 8601 UTC time of the run, `2026-11-26T07:20:00Z`.
    pub creation_time: String,
    /// A UUID for the YAML format's metadata.
    pub uuid: String,
}

fn graphml_head(out: &mut String, info: &WitnessInfo, kind: &str) {
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    out.push_str("<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n");
    let keys: [(&str, &str, &str, &str); 14] = [
        ("witness-type", "string", "graph", "witness-type"),
        ("sourcecodelang", "string", "graph", "sourcecodelang"),
        ("producer", "string", "graph", "producer"),
        ("specification", "string", "graph", "specification"),
        ("programfile", "string", "graph", "programfile"),
        ("programhash", "string", "graph", "programhash"),
        ("architecture", "string", "graph", "architecture"),
        ("creationtime", "string", "graph", "creationtime"),
        ("isEntryNode", "boolean", "node", "entry"),
        ("isViolationNode", "boolean", "node", "violation"),
        ("startline", "int", "edge", "startline"),
        ("assumption", "string", "edge", "assumption"),
        ("assumption.scope", "string", "edge", "assumption.scope"),
        ("assumption.resultfunction", "string", "edge", "assumption.resultfunction"),
    ];
    for (name, ty, what, id) in keys {
        let default = matches!(id, "entry" | "violation");
        if default {
            let _ = writeln!(
                out,
                " <key attr.name=\"{name}\" attr.type=\"{ty}\" for=\"{what}\" id=\"{id}\">\n  <default>false</default>\n </key>"
            );
        } else {
            let _ = writeln!(
                out,
                " <key attr.name=\"{name}\" attr.type=\"{ty}\" for=\"{what}\" id=\"{id}\"/>"
            );
        }
    }
    out.push_str(" <graph edgedefault=\"directed\">\n");
    // one `specification` element per property, each a line of SV-COMP's property files (a
    // validator compares each with them)
    let specification = info.specification.lines().map(|l| ("specification", l.trim().to_string()));
    let data = [
        ("witness-type", kind.to_string()),
        ("sourcecodelang", "C".to_string()),
        ("producer", info.producer.clone()),
    ]
    .into_iter()
    .chain(specification)
    .chain([
        ("programfile", info.program_file.clone()),
        ("programhash", info.program_hash.clone()),
        ("architecture", info.architecture.to_string()),
        ("creationtime", info.creation_time.clone()),
    ]);
    for (k, v) in data {
        let _ = writeln!(out, "  <data key=\"{k}\">{}</data>", super::xml::escape(&v));
    }
}

/// The values the counterexample gives `__VERIFIER_nondet_*` calls: (line, function, the
/// called function, value in C), in execution order. Only the calls of the path: hidden
/// steps are skipped, as the console trace skips them (the merges of the states at a loop's
/// exit or after a branch assign each unrolled copy's return value again, out of order).
fn nondet_values(trace: &Trace) -> Vec<(u32, String, String, String)> {
    let mut out = Vec::new();
    for step in trace.steps.iter().filter(|s| !s.hidden) {
        let StepKind::Assignment(a) = &step.kind else {
            continue;
        };
        let Some(rest) = a.lhs.strip_prefix("return_value_") else {
            continue;
        };
        let called = rest.split('$').next().unwrap_or(rest);
        if !called.starts_with("__VERIFIER_nondet_") {
            continue;
        }
        let (Some(line), Some(v)) = (step.location.line, a.value.as_ref()) else {
            continue;
        };
        // scalars only: numbers in C syntax
        let text = v.text.trim();
        let numeric = text
            .trim_start_matches('-')
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit());
        if !numeric {
            continue;
        }
        let function = step.function.clone().unwrap_or_default();
        out.push((line, function, called.to_string(), text.to_string()));
    }
    out
}

/// The step where the property is violated: the last failing assertion. A check of the
/// entry point itself (the leak check after the entry function returns) is not in the
/// program: the entry function's return stands for it (its closing brace).
fn violation_step(trace: &Trace) -> Option<&super::trace::Step> {
    let at = trace
        .steps
        .iter()
        .rposition(|s| matches!(s.kind, StepKind::Assert { held: false, .. }))?;
    let step = &trace.steps[at];
    if step.function.as_deref() != Some(goto_ir::ENTRY_POINT) {
        return Some(step);
    }
    let returned = trace.steps[..at].iter().rev().find(|s| {
        matches!(&s.kind, StepKind::FunctionReturn { identifier, .. }
            if !identifier.starts_with("__CPROVER"))
            && s.location.line.is_some()
    });
    Some(returned.unwrap_or(step))
}

/// A GraphML (format 1.0) violation witness for `trace`.
pub fn graphml_violation(info: &WitnessInfo, trace: &Trace) -> String {
    let mut out = String::new();
    graphml_head(&mut out, info, "violation_witness");
    out.push_str("  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
    let mut n = 0usize;
    for (line, function, called, value) in nondet_values(trace) {
        let _ = writeln!(out, "  <node id=\"N{}\"/>", n + 1);
        let _ = writeln!(
            out,
            "  <edge source=\"N{n}\" target=\"N{}\">\n   <data key=\"startline\">{line}</data>\n   <data key=\"assumption\">\\result == {};</data>\n   <data key=\"assumption.scope\">{}</data>\n   <data key=\"assumption.resultfunction\">{}</data>\n  </edge>",
            n + 1,
            super::xml::escape(&value),
            super::xml::escape(&function),
            super::xml::escape(&called)
        );
        n += 1;
    }
    let _ = writeln!(
        out,
        "  <node id=\"N{}\">\n   <data key=\"violation\">true</data>\n  </node>",
        n + 1
    );
    let line = violation_step(trace).and_then(|s| s.location.line);
    let _ = write!(out, "  <edge source=\"N{n}\" target=\"N{}\"", n + 1);
    match line {
        Some(l) => {
            let _ = writeln!(out, ">\n   <data key=\"startline\">{l}</data>\n  </edge>");
        }
        None => out.push_str("/>\n"),
    }
    out.push_str(" </graph>\n</graphml>\n");
    out
}

/// A GraphML (format 1.0) correctness witness: the entry node and no invariants.
pub fn graphml_correctness(info: &WitnessInfo) -> String {
    let mut out = String::new();
    graphml_head(&mut out, info, "correctness_witness");
    out.push_str("  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
    out.push_str(" </graph>\n</graphml>\n");
    out
}

/// `s` as a double-quoted YAML scalar (a line break escaped: a raw one would be folded into
/// a space).
fn yaml_quote(s: &str) -> String {
    format!(
        "\"{}\"",
        s.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\n', "\\n")
            .replace('\r', "\\r")
            .replace('\t', "\\t")
    )
}

fn yaml_metadata(out: &mut String, info: &WitnessInfo, entry_type: &str) {
    let data_model = if info.architecture == "32bit" {
        "ILP32"
    } else {
        "LP64"
    };
    let _ = write!(
        out,
        "- entry_type: {entry_type}\n  metadata:\n    format_version: \"2.0\"\n    uuid: {}\n    creation_time: {}\n    producer:\n      name: rbmc\n      version: {}\n    task:\n      input_files:\n        - {}\n      input_file_hashes:\n        {}: {}\n      specification: {}\n      data_model: {data_model}\n      language: C\n",
        yaml_quote(&info.uuid),
        yaml_quote(&info.creation_time),
        yaml_quote(info.producer.trim_start_matches("rbmc ")),
        yaml_quote(&info.program_file),
        yaml_quote(&info.program_file),
        yaml_quote(&info.program_hash),
        // SV-COMP's format (the property file's lines), as the format asks
        yaml_quote(&info.specification),
    );
}

/// A YAML (format 2.0) violation witness: one segment whose target is the violation.
pub fn yaml_violation(info: &WitnessInfo, trace: &Trace) -> String {
    let mut out = String::new();
    yaml_metadata(&mut out, info, "violation_sequence");
    out.push_str("  content:\n    - segment:\n        - waypoint:\n            type: target\n            action: follow\n            location:\n");
    let step = violation_step(trace);
    let file = step
        .and_then(|s| s.location.file.clone())
        .unwrap_or_else(|| info.program_file.clone());
    let _ = writeln!(out, "              file_name: {}", yaml_quote(&file));
    let _ = writeln!(
        out,
        "              line: {}",
        step.and_then(|s| s.location.line).unwrap_or(1)
    );
    if let Some(c) = step.and_then(|s| s.location.column) {
        let _ = writeln!(out, "              column: {c}");
    }
    if let Some(f) = step.and_then(|s| s.function.clone()) {
        let _ = writeln!(out, "              function: {}", yaml_quote(&f));
    }
    out
}

/// A YAML (format 2.0) correctness witness: an empty invariant set.
pub fn yaml_correctness(info: &WitnessInfo) -> String {
    let mut out = String::new();
    yaml_metadata(&mut out, info, "invariant_set");
    out.push_str("  content: []\n");
    out
}

/// `2026-11-26T07:20:00Z` for a time in seconds since the Unix epoch.
pub fn iso8601(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // days since 1970-01-01 to a civil date (Howard Hinnant's algorithm)
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::location::Loc;
    use crate::report::trace::{Assignment, Step, Value, ValueKind};

    fn info() -> WitnessInfo {
        WitnessInfo {
            program_file: "task.c".into(),
            program_hash: "ab".repeat(32),
            specification: "CHECK( init(main()), LTL(G ! call(reach_error())) )".into(),
            architecture: "64bit",
            producer: "rbmc 0.1.0".into(),
            creation_time: iso8601(1_795_678_800),
            uuid: "12345678-1234-4123-8123-123456789abc".into(),
        }
    }

    fn trace() -> Trace {
        let value = Value {
            text: "42".into(),
            kind: ValueKind::Integer {
                c_type: "signed int".into(),
                width: 32,
                bits: format!("{:032b}", 42),
            },
        };
        let assign = Assignment {
            lhs: "return_value___VERIFIER_nondet_int".into(),
            value: Some(value),
            ..Assignment::default()
        };
        let mut steps = vec![Step::new(
            3,
            Loc::new("task.c", 7, "main"),
            StepKind::Assignment(assign),
        )];
        steps.push(Step::new(
            9,
            Loc::new("task.c", 9, "main"),
            StepKind::Assert {
                held: false,
                property: "main.assertion.1".into(),
                comment: "unreachable".into(),
                condition: None,
            },
        ));
        Trace { steps }
    }

    #[test]
    fn dates() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso8601(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso8601(1_795_678_800), "2026-11-26T07:40:00Z");
    }

    #[test]
    fn graphml_violation_leads_to_the_violation() {
        insta::assert_snapshot!(graphml_violation(&info(), &trace()));
    }

    #[test]
    fn hidden_steps_are_not_on_the_path() {
        // a merge of states after a loop assigns the return value again (hidden)
        let mut t = trace();
        let mut merge = t.steps[0].clone();
        merge.step_nr = 8;
        merge.hidden = true;
        if let StepKind::Assignment(a) = &mut merge.kind {
            a.value.as_mut().unwrap().text = "13".into();
        }
        t.steps.insert(1, merge);
        let values: Vec<String> = nondet_values(&t).into_iter().map(|v| v.3).collect();
        assert_eq!(values, ["42"]);
        assert!(!graphml_violation(&info(), &t).contains("13;"));
    }

    #[test]
    fn a_leak_after_main_returns_targets_the_return_of_main() {
        let mut t = trace();
        t.steps.truncate(1);
        t.steps.push(Step::new(
            10,
            Loc::new("task.c", 12, "main"),
            StepKind::FunctionReturn {
                identifier: "main".into(),
                display_name: "main".into(),
                declared_at: Loc::default(),
            },
        ));
        let mut leak = Step::new(
            12,
            Loc::default(),
            StepKind::Assert {
                held: false,
                property: "__CPROVER__start.memory-leak.1".into(),
                comment: "dynamically allocated memory never freed".into(),
                condition: None,
            },
        );
        leak.function = Some("__CPROVER__start".into());
        leak.hidden = true;
        t.steps.push(leak);
        let y = yaml_violation(&info(), &t);
        assert!(y.contains("              line: 12\n              function: \"main\"\n"), "{y}");
        let g = graphml_violation(&info(), &t);
        assert!(g.contains("<edge source=\"N1\" target=\"N2\">\n   <data key=\"startline\">12</data>"), "{g}");
    }

    #[test]
    fn yaml_violation_targets_the_violation() {
        insta::assert_snapshot!(yaml_violation(&info(), &trace()));
    }

    #[test]
    fn correctness_witnesses() {
        insta::assert_snapshot!(graphml_correctness(&info()));
        insta::assert_snapshot!(yaml_correctness(&info()));
    }

    #[test]
    fn specifications() {
        // a memory-safety file's three properties (a correctness witness names them all)
        let mut i = info();
        i.specification = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )".into();
        let g = graphml_correctness(&i);
        assert!(g.contains("  <data key=\"specification\">CHECK( init(main()), LTL(G valid-free) )</data>\n  <data key=\"specification\">CHECK( init(main()), LTL(G valid-deref) )</data>\n"));
        let y = yaml_correctness(&i);
        assert!(y.contains("      specification: \"CHECK( init(main()), LTL(G valid-free) )\\nCHECK( init(main()), LTL(G valid-deref) )\"\n"));
    }
}
