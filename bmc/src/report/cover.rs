//! The coverage report of `--cover` (CBMC's `cover_goals_report_util`): one line per goal
//! with SATISFIED or FAILED, then `** N of M covered (P%)`.

use crate::report::prelude::*;
use super::location::Loc;
use super::property::{Property, Status};
use super::xml::XmlElement;
use crate::cli::UiKind;
use crate::ui::Ui;
use serde_json::{Map, Value as Json};

/// A coverage goal with its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    /// `main.coverage.3`.
    pub id: String,
    /// `block 3 (lines main.c:main:7,8)`, `entry point`, …
    pub description: String,
    /// Where the goal is.
    pub location: Loc,
    /// Whether some execution within the bounds reaches it (the goal assertion fails).
    pub covered: bool,
}

impl Goal {
    /// The goal of `p`, a property of class `coverage`: covered when it fails. Its location
    /// gets `working_directory` (the run's, see [`super::location::run_directory`]) where
    /// it has none.
    pub fn of(p: &Property, working_directory: Option<&str>) -> Goal {
        Goal {
            id: p.id.clone(),
            description: p.description.clone(),
            location: p.location.clone().with_working_directory(working_directory),
            covered: p.status() == Status::Failure,
        }
    }

    fn status(&self) -> &'static str {
        if self.covered {
            "SATISFIED"
        } else {
            "FAILED"
        }
    }

    fn text(&self) -> String {
        let mut s = format!("[{}]", self.id);
        let loc = self.location.as_string();
        if !loc.is_empty() {
            s.push(' ');
            s.push_str(&loc);
        }
        if !self.description.is_empty() {
            s.push(' ');
            s.push_str(&self.description);
        }
        s.push_str(": ");
        s.push_str(self.status());
        s
    }

    fn block_lines(&self) -> Option<Vec<(String, String, String)>> {
        goto_instrument::cover::block_lines_of_description(&self.description)
    }
}

/// `** N of M covered (P%)` (100.0 when there are no goals).
pub fn summary(goals: &[Goal]) -> String {
    let covered = goals.iter().filter(|g| g.covered).count();
    let pct = if goals.is_empty() {
        100.0
    } else {
        100.0 * covered as f64 / goals.len() as f64
    };
    format!("** {covered} of {} covered ({pct:.1}%)", goals.len())
}

/// Prints the coverage report in the UI's format.
pub fn report_cover(ui: &mut Ui, goals: &[Goal], iterations: usize) {
    match ui.kind() {
        UiKind::Plain => {
            ui.result("\n** coverage results:");
            let mut text = String::new();
            for g in goals {
                text.push_str(&g.text());
                text.push('\n');
            }
            ui.result(&text);
            ui.status(&summary(goals));
            ui.statistics(&format!(
                "** Used {iterations} iteration{}",
                if iterations == 1 { "" } else { "s" }
            ));
        }
        UiKind::Json => {
            let list = goals
                .iter()
                .map(|g| {
                    let mut m = Map::new();
                    if let Some(lines) = g.block_lines() {
                        let mut files = Map::new();
                        for (file, func, range) in lines {
                            let entry = files
                                .entry(file)
                                .or_insert_with(|| Json::Object(Map::new()));
                            if let Json::Object(f) = entry {
                                f.insert(func, Json::String(range));
                            }
                        }
                        m.insert("basicBlockLines".into(), Json::Object(files));
                    }
                    m.insert("description".into(), Json::String(g.description.clone()));
                    m.insert("goal".into(), Json::String(g.id.clone()));
                    m.insert("sourceLocation".into(), g.location.to_json());
                    m.insert(
                        "status".into(),
                        Json::String(g.status().to_ascii_lowercase()),
                    );
                    Json::Object(m)
                })
                .collect();
            let covered = goals.iter().filter(|g| g.covered).count();
            let mut m = Map::new();
            m.insert("goals".into(), Json::Array(list));
            m.insert("goalsCovered".into(), Json::from(covered));
            m.insert("totalGoals".into(), Json::from(goals.len()));
            ui.json(Json::Object(m));
            ui.status(&summary(goals));
        }
        UiKind::Xml => {
            for g in goals {
                let mut x = XmlElement::new("goal");
                x.set("description", &g.description);
                x.set("id", &g.id);
                x.set("status", g.status());
                x.push(g.location.to_xml());
                if let Some(lines) = g.block_lines() {
                    let mut b = XmlElement::new("basic_block_lines");
                    for (file, func, range) in lines {
                        let mut l = XmlElement::with_data("line", &range);
                        l.set("file", &file);
                        l.set("function", &func);
                        b.push(l);
                    }
                    x.push(b);
                }
                ui.xml(&x);
            }
            ui.status(&summary(goals));
        }
    }
}

/// The input steps of an execution: each id with its (one) value, in execution order.
fn inputs_of(trace: &super::trace::Trace) -> Vec<(String, Option<super::trace::Value>)> {
    use super::trace::StepKind;
    trace
        .steps
        .iter()
        .filter_map(|s| match &s.kind {
            StepKind::Input { id, values } => Some((id.clone(), values.first().cloned())),
            _ => None,
        })
        .collect()
}

/// CBMC's test of one covering execution: its inputs, `id=value` in execution order.
fn test_of(trace: &super::trace::Trace) -> String {
    use super::trace::ValueKind;
    let parts: Vec<String> = inputs_of(trace)
        .into_iter()
        .map(|(id, value)| {
            let value = match value {
                // CBMC prints a null pointer with its type
                Some(v) => match &v.kind {
                    ValueKind::Pointer { c_type, .. } if v.text == "NULL" => {
                        format!("(({c_type})NULL)")
                    }
                    _ => v.text.clone(),
                },
                None => String::new(),
            };
            format!("{id}={value}")
        })
        .collect();
    parts.join(", ")
}

/// `--show-test-suite` (CBMC's `c_test_input_generatort`): one test per satisfying model,
/// in the order they were found. Plain: `Test suite:` and a line of inputs per test; XML:
/// a `<test>` element per test with its `<inputs>` and covered `<goal>`s; JSON: an object
/// `{"tests": [{"inputs": […], "coveredGoals": […]}]}`.
pub fn report_test_suite(ui: &mut crate::ui::Ui, tests: &[checker::outcome::Test]) {
    match ui.kind() {
        UiKind::Plain => {
            let mut lines = vec!["\nTest suite:".to_string()];
            lines.extend(tests.iter().map(|t| test_of(&t.trace)));
            ui.result(&lines.join("\n"));
        }
        UiKind::Xml => {
            for t in tests {
                let mut x = XmlElement::new("test");
                let mut xi = XmlElement::new("inputs");
                for (id, value) in inputs_of(&t.trace) {
                    let mut i = XmlElement::new("input");
                    i.set("id", &id);
                    // CBMC replaces the input's `value` child by the value's XML form
                    if let Some(v) = value {
                        i.push(super::xml_trace::value_xml(&v));
                    }
                    xi.push(i);
                }
                x.push(xi);
                for g in &t.goals {
                    let mut e = XmlElement::new("goal");
                    e.set("id", g);
                    x.push(e);
                }
                ui.xml(&x);
            }
        }
        UiKind::Json => {
            let list = tests
                .iter()
                .map(|t| {
                    let ins = inputs_of(&t.trace)
                        .into_iter()
                        .map(|(id, value)| {
                            let mut m = Map::new();
                            m.insert("id".into(), Json::String(id));
                            if let Some(v) = value {
                                m.insert("value".into(), super::json::value_json(&v));
                            }
                            Json::Object(m)
                        })
                        .collect();
                    let mut m = Map::new();
                    m.insert("coveredGoals".into(), Json::Array(t.goals.iter().map(|g| Json::String(g.clone())).collect()));
                    m.insert("inputs".into(), Json::Array(ins));
                    Json::Object(m)
                })
                .collect();
            let mut m = Map::new();
            m.insert("tests".into(), Json::Array(list));
            ui.json(Json::Object(m));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goal_lines_and_summary_read_like_cbmc() {
        let g = Goal {
            id: "main.coverage.1".into(),
            description: "block 1 (lines main.c:main:3)".into(),
            location: Loc::new("main.c", 3, "main"),
            covered: true,
        };
        assert_eq!(
            g.text(),
            "[main.coverage.1] file main.c line 3 function main block 1 (lines main.c:main:3): SATISFIED"
        );
        let h = Goal {
            covered: false,
            ..g.clone()
        };
        assert_eq!(summary(&[g.clone(), h.clone(), g.clone()]), "** 2 of 3 covered (66.7%)");
        assert_eq!(summary(&[]), "** 0 of 0 covered (100.0%)");
        assert!(h.text().ends_with(": FAILED"));
    }
}
