//! `--markdown FILE`: a short Markdown summary for CI job summaries (e.g. append it to
//! `$GITHUB_STEP_SUMMARY`): the verdict, the counts by status, a table of the failed
//! properties (id, location, description) and one of the undecided ones (ERROR, UNKNOWN,
//! NOT CHECKED).

use crate::report::prelude::*;
use super::ci::{self, RunReport};
use super::property::Status;

/// Escapes text for a table cell (`|`, backslash, HTML-significant characters, newlines).
fn cell(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '|' => out.push_str("\\|"),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '*' | '_' | '`' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Inline code for a cell (ids have no backticks; any are replaced).
fn code(s: &str) -> String {
    format!("`{}`", s.replace('`', "'").replace('|', "\\|"))
}

/// The Markdown summary of `run`.
pub fn markdown(run: &RunReport<'_>) -> String {
    let icon = match run.verdict {
        super::Verdict::Successful => "✅",
        super::Verdict::Failed => "❌",
        super::Verdict::Inconclusive => "⚠️",
        super::Verdict::Error => "⛔",
    };
    let mut out = format!("## rbmc: {icon} {}\n\n", run.verdict.line());
    let failed = run.count(Status::Failure);
    out.push_str(&format!(
        "**{failed} of {} properties failed** ({} iterations, {:.1} s).\n\n",
        run.properties.len(),
        run.iterations,
        run.elapsed.as_secs_f64()
    ));
    let counts = ci::status_counts(run);
    if !counts.is_empty() {
        out.push_str("| Status | Properties |\n|---|---:|\n");
        for (label, n) in counts {
            out.push_str(&format!("| {label} | {n} |\n"));
        }
        out.push('\n');
    }
    let table = |out: &mut String, title: &str, statuses: &[Status], with_status: bool| {
        let rows: Vec<_> = run
            .sorted()
            .into_iter()
            .filter(|p| statuses.contains(&p.status()))
            .collect();
        if rows.is_empty() {
            return;
        }
        out.push_str(&format!("### {title}\n\n"));
        if with_status {
            out.push_str("| Property | Status | Location | Description |\n|---|---|---|---|\n");
        } else {
            out.push_str("| Property | Location | Description |\n|---|---|---|\n");
        }
        for p in rows {
            let mut loc = ci::short_location(&p.location);
            if !p.location.function_str().is_empty() {
                loc.push_str(&format!(" ({})", p.location.function_str()));
            }
            if with_status {
                out.push_str(&format!(
                    "| {} | {} | {} | {} |\n",
                    code(&p.id),
                    p.status().as_str(),
                    cell(&loc),
                    cell(&p.description)
                ));
            } else {
                out.push_str(&format!(
                    "| {} | {} | {} |\n",
                    code(&p.id),
                    cell(&loc),
                    cell(&p.description)
                ));
            }
        }
        out.push('\n');
    };
    table(&mut out, "Failed properties", &[Status::Failure], false);
    table(
        &mut out,
        "Undecided properties",
        &[Status::Error, Status::Unknown, Status::NotChecked],
        true,
    );
    out
}
