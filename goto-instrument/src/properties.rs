//! Property ids, `--property` selection and the `--show-properties` data
//! (CBMC's `set_properties.cpp` and `show_properties.cpp`, cbmc-behaviour.md §6.1, §5.5).

use super::goto_check::turn_into_skip;
use crate::expr::ExprId;
use crate::loc::SourceLocation;
use crate::program::{GotoModel, InstrKind};
use crate::Ident;
use rustc_hash::{FxHashMap, FxHashSet};

/// Errors of property selection.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum PropertyError {
    /// `--property id` names no assertion (CBMC exits with code 7).
    #[error("property {0} unknown")]
    Unknown(String),
}

/// Gives every ASSERT its property id `<function>.<class>.<n>` (CBMC's `label_properties`).
///
/// The prefix is the function of the assertion's source location, then `.` and the property
/// class with spaces replaced by `_` when the class is set; `<n>` counts from 1 per prefix,
/// over the whole program in instruction order with functions sorted by name. An empty
/// prefix gives plain numbers.
pub fn label_properties(model: &mut GotoModel) {
    let mut counters: FxHashMap<String, usize> = FxHashMap::default();
    for name in model.sorted_function_names() {
        let Some(f) = model.functions.get_mut(&name) else {
            continue;
        };
        for ins in &mut f.body {
            if !matches!(ins.kind, InstrKind::Assert) {
                continue;
            }
            let loc = &mut ins.location;
            let mut prefix = loc
                .function
                .map(|f| f.as_str().to_string())
                .unwrap_or_default();
            if let Some(class) = loc.property_class.filter(|c| !c.as_str().is_empty()) {
                if !prefix.is_empty() {
                    prefix.push('.');
                }
                prefix.push_str(&class.as_str().replace(' ', "_"));
            }
            if !prefix.is_empty() {
                prefix.push('.');
            }
            let count = counters.entry(prefix.clone()).or_insert(0);
            *count += 1;
            loc.property_id = Some(Ident::new(&format!("{prefix}{count}")));
        }
    }
}

/// Keeps only the assertions whose property id is in `ids` (`--property`, repeatable): every
/// other ASSERT becomes a SKIP. An id that names no assertion is an error (reported for the
/// first such id in `ids`); nothing is changed then.
pub fn select_properties(model: &mut GotoModel, ids: &[String]) -> Result<(), PropertyError> {
    let existing: FxHashSet<&str> = model
        .functions
        .values()
        .flat_map(|f| f.body.iter())
        .filter(|i| matches!(i.kind, InstrKind::Assert))
        .filter_map(|i| i.location.property_id.map(|p| p.as_str()))
        .collect();
    if let Some(missing) = ids.iter().find(|id| !existing.contains(id.as_str())) {
        return Err(PropertyError::Unknown(missing.clone()));
    }
    let mut wanted: FxHashSet<&str> = ids.iter().map(String::as_str).collect();
    for name in model.sorted_function_names() {
        let Some(f) = model.functions.get_mut(&name) else {
            continue;
        };
        for ins in &mut f.body {
            if !matches!(ins.kind, InstrKind::Assert) {
                continue;
            }
            let id = ins.location.property_id.map(|p| p.as_str()).unwrap_or("");
            // each id is kept once, as CBMC erases it from the set when found
            if !wanted.remove(id) {
                turn_into_skip(ins);
            }
        }
    }
    Ok(())
}

/// One property as `--show-properties` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyInfo {
    /// The property id, e.g. `main.assertion.1` (empty before [`label_properties`]).
    pub id: String,
    /// The property class, e.g. `assertion` (empty when unset).
    pub class: String,
    /// The comment, or `assertion` when the assertion has none.
    pub description: String,
    /// The assertion's source location.
    pub location: SourceLocation,
    /// The asserted condition (print it in C syntax).
    pub expression: ExprId,
    /// The goto function containing the assertion.
    pub function: Ident,
}

/// Every ASSERT of the model, functions sorted by name, instructions in order.
pub fn collect_properties(model: &GotoModel) -> Vec<PropertyInfo> {
    let mut out = Vec::new();
    for name in model.sorted_function_names() {
        let Some(f) = model.functions.get(&name) else {
            continue;
        };
        for ins in &f.body {
            if !matches!(ins.kind, InstrKind::Assert) {
                continue;
            }
            let loc = ins.location;
            let comment = loc.comment.map(|c| c.as_str()).unwrap_or("");
            out.push(PropertyInfo {
                id: loc
                    .property_id
                    .map(|p| p.as_str().to_string())
                    .unwrap_or_default(),
                class: loc
                    .property_class
                    .map(|p| p.as_str().to_string())
                    .unwrap_or_default(),
                // a coverage goal keeps an empty text (`--cover assertion` of
                // `__CPROVER_assert(c, "")`: `… function main: SATISFIED`)
                description: if comment.is_empty()
                    && loc.property_class.map(|c| c.as_str()) != Some(crate::cover::COVERAGE_CLASS)
                {
                    "assertion".to_string()
                } else {
                    comment.to_string()
                },
                location: loc,
                expression: ins.guard,
                function: name,
            });
        }
    }
    out
}
