//! Snapshot tests of every printed form, from hand-built data.

use super::*;
use crate::cli::UiKind;
use crate::ui::{Level, Ui};

fn loc(file: &str, line: u32, function: &str) -> Loc {
    Loc::new(file, line, function)
}

fn properties() -> Vec<Property> {
    let mut v = vec![
        Property::new("main.assertion.1", "assertion x > 0", loc("t.c", 9, "main"))
            .with_status(Status::Failure),
        Property::new(
            "main.overflow.1",
            "arithmetic overflow on signed + in x + 1",
            loc("t.c", 8, "main"),
        )
        .with_status(Status::Success),
        Property::new(
            "foo.pointer_dereference.1",
            "dereference failure: pointer NULL in *p",
            loc("t.c", 3, "foo"),
        )
        .with_status(Status::Success),
        Property::new(
            "foo.pointer_dereference.10",
            "dereference failure: pointer invalid in *p",
            loc("t.c", 3, "foo"),
        )
        .with_status(Status::Unreachable),
        Property::new(
            "foo.pointer_dereference.2",
            "dereference failure: dead object in *p",
            loc("t.c", 3, "foo"),
        )
        .with_status(Status::Unknown),
        Property::new("bar.assertion.1", "assertion", loc("lib.c", 2, "bar"))
            .with_status(Status::NotChecked),
        Property::new(
            "main.unwind.0",
            "unwinding assertion loop 0",
            loc("t.c", 7, "main"),
        )
        .with_status(Status::Error),
    ];
    v[0].class = "assertion".into();
    v[0].expression = "x > 0".into();
    v
}

fn int(text: &str, v: i128) -> Value {
    Value::int(text, "signed int", 32, v)
}

fn assign(lhs: &str, id: &str, value: Value) -> Assignment {
    Assignment {
        lhs: lhs.into(),
        identifier: Some(id.into()),
        base_name: Some(lhs.into()),
        display_name: Some(lhs.into()),
        mode: Some("C".into()),
        c_type: "signed int".into(),
        value: Some(value),
        assignment_type: AssignmentType::State,
        shown: true,
    }
}

fn trace() -> Trace {
    let mut hidden = Step::new(
        1,
        loc("<built-in-additions>", 1, "__CPROVER_initialize"),
        StepKind::Assignment(assign(
            "__CPROVER_rounding_mode",
            "__CPROVER_rounding_mode",
            int("0", 0),
        )),
    );
    hidden.hidden = true;
    let mut param = assign("n", "foo::n", int("3", 3));
    param.assignment_type = AssignmentType::ActualParameter;
    let mut p_step = Step::new(
        20,
        loc("t.c", 3, "foo"),
        StepKind::Assignment(param.clone()),
    );
    p_step.function = Some("foo".into());
    Trace {
        steps: vec![
            hidden,
            Step::new(
                17,
                loc("t.c", 6, "main"),
                StepKind::Decl(assign("x", "main::1::x", int("-5", -5))),
            ),
            Step::new(18, loc("t.c", 7, "main"), StepKind::Other),
            Step::new(
                19,
                loc("t.c", 7, "main"),
                StepKind::FunctionCall {
                    identifier: "foo".into(),
                    display_name: "foo".into(),
                    arguments: vec!["3".into()],
                    declared_at: loc("t.c", 2, "foo"),
                },
            ),
            p_step,
            Step::new(
                21,
                loc("t.c", 4, "foo"),
                StepKind::Assignment(Assignment {
                    value: None,
                    ..assign("y", "foo::1::y", int("0", 0))
                }),
            ),
            Step::new(
                22,
                loc("t.c", 4, "foo"),
                StepKind::FunctionReturn {
                    identifier: "foo".into(),
                    display_name: "foo".into(),
                    declared_at: loc("t.c", 2, "foo"),
                },
            ),
            Step::new(
                23,
                loc("t.c", 8, "main"),
                StepKind::Assignment(assign("x", "main::1::x", int("-4", -4))),
            ),
            Step::new(
                23,
                loc("t.c", 8, "main"),
                StepKind::Assignment(assign("a[1]", "main::1::a", int("7", 7))),
            ),
            Step::new(
                24,
                loc("t.c", 9, "main"),
                StepKind::Assert {
                    held: false,
                    property: "main.assertion.1".into(),
                    comment: "assertion x > 0".into(),
                    condition: Some("x > 0".into()),
                },
            ),
        ],
    }
}

fn traces() -> Traces {
    let mut t = Traces::new();
    t.insert("main.assertion.1".into(), trace());
    t
}

fn run(kind: UiKind, f: impl FnOnce(&mut Ui)) -> String {
    let (mut ui, buf) = Ui::buffered(kind, 6, "rbmc 0.1.0 (rbmc-0.1.0)");
    f(&mut ui);
    drop(ui);
    let bytes = buf.borrow().clone();
    String::from_utf8(bytes).expect("utf-8 output")
}

#[test]
fn results_block_plain() {
    let props = properties();
    let out = run(UiKind::Plain, |ui| {
        report_results(ui, &props, 2, None, TraceOptions::default());
        report_verdict(ui, Verdict::of(&props));
    });
    insta::assert_snapshot!(out);
}

#[test]
fn results_without_properties_print_only_the_verdict() {
    let out = run(UiKind::Plain, |ui| {
        report_results(ui, &[], 1, None, TraceOptions::default());
        report_verdict(ui, Verdict::of(&[]));
    });
    assert_eq!(out, "VERIFICATION SUCCESSFUL\n");
}

#[test]
fn results_with_full_trace_plain() {
    let props = properties();
    let out = run(UiKind::Plain, |ui| {
        report_results(ui, &props[..2], 3, Some(&traces()), TraceOptions::default());
        report_verdict(ui, Verdict::of(&props[..2]));
    });
    insta::assert_snapshot!(out);
}

#[test]
fn compact_and_stack_traces() {
    let t = trace();
    insta::assert_snapshot!("compact", trace::compact_trace(&t, false));
    insta::assert_snapshot!("stack", trace::stack_trace(&t));
    insta::assert_snapshot!("full_hex", trace::full_trace(&t, true));
}

#[test]
fn results_json() {
    let props = properties();
    let out = run(UiKind::Json, |ui| {
        ui.status("Starting Bounded Model Checking");
        report_results(ui, &props[..2], 3, Some(&traces()), TraceOptions::default());
        report_verdict(ui, Verdict::of(&props[..2]));
    });
    let parsed: serde_json::Value = serde_json::from_str(&out).expect("well-formed JSON");
    assert!(parsed.is_array());
    insta::assert_snapshot!(out);
}

#[test]
fn results_xml() {
    let props = properties();
    let out = run(UiKind::Xml, |ui| {
        ui.status("Starting Bounded Model Checking");
        report_results(ui, &props[..2], 3, Some(&traces()), TraceOptions::default());
        report_verdict(ui, Verdict::of(&props[..2]));
    });
    insta::assert_snapshot!(out);
}

#[test]
fn stop_on_fail_forms() {
    let props = properties();
    let plain = run(UiKind::Plain, |ui| {
        report_counterexample(ui, &props[0], &trace(), TraceOptions::default());
        report_verdict(ui, Verdict::Failed);
    });
    insta::assert_snapshot!("stop_on_fail_plain", plain);
    let json = run(UiKind::Json, |ui| {
        report_counterexample(ui, &props[0], &trace(), TraceOptions::default());
        report_verdict(ui, Verdict::Failed);
    });
    serde_json::from_str::<serde_json::Value>(&json).expect("well-formed JSON");
    insta::assert_snapshot!("stop_on_fail_json", json);
}

#[test]
fn show_properties_forms() {
    let props = properties();
    let plain = run(UiKind::Plain, |ui| show_properties(ui, &props[..1]));
    insta::assert_snapshot!("show_properties_plain", plain);
    let json = run(UiKind::Json, |ui| show_properties(ui, &props[..1]));
    insta::assert_snapshot!("show_properties_json", json);
    let xml = run(UiKind::Xml, |ui| show_properties(ui, &props[..1]));
    insta::assert_snapshot!("show_properties_xml", xml);
}

#[test]
fn errors_keep_machine_output_well_formed() {
    let l = Loc {
        column: Some(4),
        ..loc("t.c", 3, "main")
    };
    let json = run(UiKind::Json, |ui| {
        ui.error("syntax error before 'x'", Some(&l))
    });
    serde_json::from_str::<serde_json::Value>(&json).expect("well-formed JSON");
    insta::assert_snapshot!("error_json", json);
    let xml = run(UiKind::Xml, |ui| {
        ui.error("syntax error before 'x'", Some(&l))
    });
    assert!(xml.ends_with("</cprover>\n"));
    insta::assert_snapshot!("error_xml", xml);
    let plain = run(UiKind::Plain, |ui| {
        ui.error("syntax error before 'x'", Some(&l));
        ui.error("no location", None);
    });
    assert_eq!(
        plain,
        "t.c:3:4: error: syntax error before 'x'\nerror: no location\n"
    );
}

#[test]
fn verbosity_filters_messages() {
    let (mut ui, buf) = Ui::buffered(UiKind::Plain, 4, "rbmc");
    ui.status("hidden at verbosity 4");
    ui.result("shown");
    ui.message(Level::Debug, "hidden", None);
    drop(ui);
    assert_eq!(String::from_utf8_lossy(&buf.borrow()), "shown\n");
}

#[test]
fn verdicts_and_exit_codes() {
    let p = |s| Property::new("m.a.1", "a", Loc::default()).with_status(s);
    let cases = [
        (vec![], Verdict::Successful, 0),
        (
            vec![p(Status::Success), p(Status::Unreachable)],
            Verdict::Successful,
            0,
        ),
        (
            vec![p(Status::Success), p(Status::Failure)],
            Verdict::Failed,
            10,
        ),
        (
            vec![p(Status::Unknown), p(Status::Success)],
            Verdict::Inconclusive,
            5,
        ),
        (vec![p(Status::NotChecked)], Verdict::Inconclusive, 5),
        (
            vec![p(Status::Failure), p(Status::Error)],
            Verdict::Error,
            6,
        ),
    ];
    for (props, verdict, code) in cases {
        assert_eq!(Verdict::of(&props), verdict);
        assert_eq!(verdict.exit_code(), code);
    }
}

#[test]
fn sorting_follows_cbmc() {
    let props = properties();
    let ids: Vec<&str> = property::sorted(&props)
        .iter()
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "bar.assertion.1",
            "foo.pointer_dereference.1",
            "foo.pointer_dereference.2",
            "foo.pointer_dereference.10",
            "main.unwind.0",
            "main.overflow.1",
            "main.assertion.1"
        ]
    );
}

#[test]
fn stack_trace_lists_active_calls_innermost_first() {
    let call = |nr, callee: &str, line, caller: &str, arg: &str| {
        Step::new(
            nr,
            loc("t.c", line, caller),
            StepKind::FunctionCall {
                identifier: callee.into(),
                display_name: callee.into(),
                arguments: vec![arg.into()],
                declared_at: loc("t.c", 1, callee),
            },
        )
    };
    let t = Trace {
        steps: vec![
            call(3, "g", 12, "main", "1"),
            call(5, "h", 7, "g", "2"),
            Step::new(
                6,
                loc("t.c", 4, "h"),
                StepKind::FunctionReturn {
                    identifier: "h".into(),
                    display_name: "h".into(),
                    declared_at: loc("t.c", 1, "h"),
                },
            ),
            call(8, "f", 8, "g", "x + 1"),
            Step::new(
                9,
                loc("t.c", 2, "f"),
                StepKind::Assert {
                    held: false,
                    property: "f.assertion.1".into(),
                    comment: "assertion a < 3".into(),
                    condition: Some("a < 3".into()),
                },
            ),
        ],
    };
    assert_eq!(
        trace::stack_trace(&t),
        "  assertion failure file t.c line 2 function f\n  \
         f(x + 1) file t.c line 8 function g\n  \
         g(1) file t.c line 12 function main\n"
    );
    let compact = trace::compact_trace(&t, false);
    assert!(compact.contains("\n\u{21b3} t.c:8 f(x + 1)\n"), "{compact}");
}

fn ci_run<'a>(props: &'a [Property], traces: &'a Traces) -> ci::RunReport<'a> {
    ci::RunReport {
        properties: props,
        traces,
        verdict: Verdict::of(props),
        iterations: 2,
        elapsed: std::time::Duration::from_millis(1250),
        version: "0.1.0",
    }
}

#[test]
fn sarif_report() {
    let props = properties();
    let ts = traces();
    insta::assert_snapshot!(sarif::sarif(&ci_run(&props, &ts)));
}

#[test]
fn junit_report() {
    let props = properties();
    let ts = traces();
    insta::assert_snapshot!(junit::junit(&ci_run(&props, &ts)));
}

#[test]
fn markdown_report() {
    let props = properties();
    let ts = traces();
    insta::assert_snapshot!(markdown::markdown(&ci_run(&props, &ts)));
    let ok = vec![Property::new("main.assertion.1", "a | b", loc("t.c", 3, "main"))
        .with_status(Status::Success)];
    insta::assert_snapshot!("markdown_report_successful", markdown::markdown(&ci_run(&ok, &ts)));
}

#[test]
fn html_report_without_sources() {
    // `t.c` does not exist here: the page says so instead of showing it
    let props = properties();
    let ts = traces();
    let page = html::html(&ci_run(&props, &ts));
    assert!(page.contains("<p class=\"note\">t.c: source not shown (No such file or directory).</p>"), "{page}");
    assert!(!page.contains("<script"));
    assert!(!page.contains("http://") && !page.contains("https://"));
    // the trace steps link to source lines, the failed property to its trace
    assert!(page.contains("<a href=\"#L0-7\">t.c:7</a>"), "{page}");
    assert!(page.contains("<a href=\"#trace-1\">counterexample</a>"), "{page}");
}

#[test]
fn sarif_uris() {
    assert_eq!(sarif::file_uri("src/a b.c"), ("src/a%20b.c".to_string(), Some("%SRCROOT%")));
    assert_eq!(sarif::file_uri("./t.c"), ("t.c".to_string(), Some("%SRCROOT%")));
    assert_eq!(sarif::file_uri("/abs/t.c"), ("file:///abs/t.c".to_string(), None));
    assert_eq!(sarif::rule_id("array bounds"), "array-bounds");
    assert_eq!(sarif::rule_id(""), "property");
}

#[test]
fn html_escapes() {
    assert_eq!(html::escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
}

#[test]
fn sarif_code_flows_have_one_thread_flow_per_thread() {
    let props = properties();
    let mut t = trace();
    // the steps of foo (lines 3, 4) run in thread 1
    for s in t.steps.iter_mut() {
        if s.location.function.as_deref() == Some("foo") {
            s.thread = 1;
        }
    }
    let mut ts = Traces::new();
    ts.insert("main.assertion.1".into(), t);
    let log: serde_json::Value =
        serde_json::from_str(&sarif::sarif(&ci_run(&props, &ts))).expect("JSON");
    let failed = log["runs"][0]["results"]
        .as_array()
        .and_then(|rs| rs.iter().find(|r| r["level"] == "error"))
        .expect("the failed property is a result");
    let flows = failed["codeFlows"][0]["threadFlows"].as_array().expect("thread flows");
    assert_eq!(flows.len(), 2);
    assert_eq!(flows[0]["id"], "thread 0");
    assert_eq!(flows[1]["id"], "thread 1");
    let orders = |f: &serde_json::Value| -> Vec<u64> {
        f["locations"]
            .as_array()
            .map(|ls| ls.iter().filter_map(|l| l["executionOrder"].as_u64()).collect())
            .unwrap_or_default()
    };
    // one execution order across both threads: main's call (2), then foo's steps, then main
    assert_eq!(orders(&flows[0]), vec![1, 2, 6, 7, 8]);
    assert_eq!(orders(&flows[1]), vec![3, 4, 5]);
    let texts: Vec<&str> = flows[1]["locations"]
        .as_array()
        .map(|ls| ls.iter().filter_map(|l| l["location"]["message"]["text"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(texts, ["parameter n = 3", "y = (assignment removed)", "return from foo"]);
}
