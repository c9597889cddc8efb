//! The outcome model of a verification run and the one place that writes property
//! statuses.
//!
//! A [`Property`]'s status can be read anywhere but written only here (the field is private
//! to this module): the decider reports what the solver found through [`Tally`], and the
//! policies that change statuses afterwards are functions of this module:
//! - [`Tally`]: every ASSERT starts NOT CHECKED; symex's own assertions are added; a
//!   property symex never asserted holds; a failed goal fails; an UNSAT answer proves the
//!   rest; with `--paths`, what no explored path failed holds;
//! - the fatal-assertion rule of CBMC 6 ([`fatal`]): a passing property reachable from a
//!   failed fatal one becomes UNKNOWN;
//! - [`apply_replays`]: a property whose counterexample the replay contradicts becomes
//!   ERROR and loses its trace;
//! - [`Outcome::settle_stopped`]: in a stopped run, what was not checked is UNKNOWN.

mod fatal;

use crate::location::Loc;
use crate::replay;
use crate::stop::StopReason;
use crate::trace::Trace;
use goto_instrument::properties::collect_properties;
use goto_ir::c_syntax::{self, CConfig};
use goto_ir::GotoModel;
use rustc_hash::FxHashMap;
use std::time::Duration;

/// The status of one property.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Proved to hold within the bounds.
    Success,
    /// A counterexample exists.
    Failure,
    /// Not decided (time or memory limit, solver gave up).
    Unknown,
    /// Not checked (e.g. the run stopped at an earlier failure).
    NotChecked,
    /// The assertion cannot be reached.
    Unreachable,
    /// Checking it failed with an error.
    Error,
}

/// One property (an ASSERT of the program, or one created by symex such as an unwinding
/// assertion) with its verification status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// Property id, e.g. `main.assertion.1`.
    pub id: String,
    /// Description (the ASSERT's comment; `assertion` if it has none).
    pub description: String,
    /// Property class, e.g. `assertion`, `array bounds`.
    pub class: String,
    /// The asserted condition in C syntax (for `--show-properties`).
    pub expression: String,
    /// Where the assertion is.
    pub location: Loc,
    /// Verification status: written only by this module.
    status: Status,
}

/// The class a property id spells (`main.pointer_dereference.3` → `pointer_dereference`).
pub fn id_class(id: &str) -> &str {
    id.rsplit_once('.')
        .map(|(p, _)| p.split_once('.').map(|(_, c)| c).unwrap_or(p))
        .unwrap_or("")
}

impl Property {
    /// A property with status [`Status::NotChecked`].
    pub fn new(id: &str, description: &str, location: Loc) -> Property {
        let class = id_class(id).to_string();
        Property {
            id: id.to_string(),
            description: description.to_string(),
            class,
            expression: String::new(),
            location,
            status: Status::NotChecked,
        }
    }

    /// The same property with another status: for reports of statuses decided outside a
    /// run of this crate (report fixtures, tests). A run's statuses come from this module.
    pub fn with_status(mut self, status: Status) -> Property {
        self.status = status;
        self
    }

    /// The verification status.
    pub fn status(&self) -> Status {
        self.status
    }
}

/// The overall result of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every property holds (or is unreachable).
    Successful,
    /// Some property fails.
    Failed,
    /// Some property is unknown or not checked, none fails.
    Inconclusive,
    /// Some property ended in an error.
    Error,
}

impl Verdict {
    /// CBMC's `determine_result`: ERROR if any error, else FAILED if any failure, else
    /// INCONCLUSIVE if any unknown / not checked, else SUCCESSFUL.
    pub fn of<'a>(statuses: impl IntoIterator<Item = &'a Property>) -> Verdict {
        let (mut error, mut fail, mut unknown) = (false, false, false);
        for p in statuses {
            match p.status {
                Status::Error => error = true,
                Status::Failure => fail = true,
                Status::Unknown | Status::NotChecked => unknown = true,
                Status::Success | Status::Unreachable => {}
            }
        }
        if error {
            Verdict::Error
        } else if fail {
            Verdict::Failed
        } else if unknown {
            Verdict::Inconclusive
        } else {
            Verdict::Successful
        }
    }
}

/// The result of a verification run.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Every property with its final status (CBMC's order is applied by the printer).
    pub properties: Vec<Property>,
    /// Counterexamples of the failed properties, in the order they were found.
    pub traces: Vec<(String, Trace)>,
    /// With [`crate::EngineConfig::tests`]: one test per satisfying model, in the order
    /// they were found.
    pub tests: Vec<Test>,
    /// Solver runs (CBMC's "iterations").
    pub iterations: usize,
    /// The solver's name (`cadical-…`); empty when no solver was needed.
    pub solver: String,
    /// Set when the run stopped early (time or memory limit, solver interrupted): undecided
    /// properties are UNKNOWN.
    pub stopped: Option<StopReason>,
    /// `--dimacs`: the CNF text (`p cnf …`, clauses, `c` lines mapping SSA names to
    /// variables).
    pub dimacs: Option<String>,
    /// Time spent in symex.
    pub symex_time: Duration,
    /// Time spent converting and solving.
    pub solver_time: Duration,
    /// Replay verdicts of the traces (see [`crate::replay`]), in the order of `traces`.
    pub replays: Vec<(String, replay::Verdict)>,
}

/// A test of `--cover`: one execution within the bounds and the goals it covers.
#[derive(Clone, Debug, Default)]
pub struct Test {
    /// Ids of the goals the execution covers, each once.
    pub goals: Vec<String>,
    /// The whole execution.
    pub trace: Trace,
}

impl Outcome {
    /// A stopped run's NOT CHECKED properties are UNKNOWN (CBMC's verdict after a limit).
    pub fn settle_stopped(&mut self) {
        if self.stopped.is_some() {
            for p in self.properties.iter_mut() {
                if p.status == Status::NotChecked {
                    p.status = Status::Unknown;
                }
            }
        }
    }
}

/// What [`apply_replays`] did to one property, for the UI to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayNote {
    /// The trace could not be replayed (a construct the replay does not model); it is
    /// kept.
    NotReplayed {
        /// The property.
        property: String,
        /// Why.
        why: String,
    },
    /// The replay contradicts the trace: the property is ERROR now, its trace dropped.
    Disagreed {
        /// The property.
        property: String,
        /// Where the replay and the trace part.
        why: String,
    },
}

/// Applies the replay verdicts of `out` before it is reported: a property whose trace
/// disagrees with the replay loses its trace and becomes ERROR; a trace that could not be
/// replayed is kept. The verdicts stay in `out.replays`; the notes are in their order.
pub fn apply_replays(out: &mut Outcome) -> Vec<ReplayNote> {
    let mut notes = Vec::new();
    for (id, v) in &out.replays {
        match v {
            replay::Verdict::Confirmed(_) => {}
            replay::Verdict::Unsupported(why) => notes.push(ReplayNote::NotReplayed {
                property: id.clone(),
                why: why.clone(),
            }),
            replay::Verdict::Disagree(why) => {
                notes.push(ReplayNote::Disagreed {
                    property: id.clone(),
                    why: why.clone(),
                });
                out.traces.retain(|(t, _)| t != id);
                for p in out.properties.iter_mut().filter(|p| &p.id == id) {
                    p.status = Status::Error;
                }
            }
        }
    }
    notes
}

/// The properties of a run (in [`Outcome::properties`]) with an index by id: the decider's
/// only way to write statuses.
pub(crate) struct Tally {
    pub(crate) out: Outcome,
    index: FxHashMap<String, usize>,
}

impl Tally {
    /// Every ASSERT of the program as a NOT CHECKED property.
    pub(crate) fn new(model: &GotoModel, c: &CConfig) -> Tally {
        let mut t = Tally {
            out: Outcome::default(),
            index: FxHashMap::default(),
        };
        for p in collect_properties(model) {
            let mut prop = Property::new(&p.id, &p.description, Loc::from(&p.location));
            prop.class = p.class.clone();
            prop.expression = c_syntax::expr(&model.store, &model.symbols, c, p.expression);
            t.index.insert(p.id.clone(), t.out.properties.len());
            t.out.properties.push(prop);
        }
        t
    }

    /// The same properties, none decided yet: a run that starts over.
    pub(crate) fn restart(&self) -> Tally {
        let mut out = Outcome {
            properties: self.out.properties.clone(),
            ..Outcome::default()
        };
        for p in &mut out.properties {
            p.status = Status::NotChecked;
        }
        Tally {
            out,
            index: self.index.clone(),
        }
    }

    /// The status of property `id` (NOT CHECKED if there is none).
    pub(crate) fn status(&self, id: &str) -> Status {
        self.index
            .get(id)
            .map_or(Status::NotChecked, |&i| self.out.properties[i].status)
    }

    /// Sets the status of property `id` (if it exists).
    pub(crate) fn set(&mut self, id: &str, status: Status) {
        if let Some(&i) = self.index.get(id) {
            self.out.properties[i].status = status;
        }
    }

    /// Adds a property symex created (unwinding and recursion assertions) as NOT CHECKED.
    pub(crate) fn ensure(&mut self, id: &str, comment: &str, loc: Loc) {
        if !self.index.contains_key(id) {
            let prop = Property::new(id, comment, loc);
            self.index.insert(id.to_string(), self.out.properties.len());
            self.out.properties.push(prop);
        }
    }

    /// Whether some property is still undecided (CBMC's `has_properties_to_check`).
    pub(crate) fn has_properties_to_check(&self) -> bool {
        self.out
            .properties
            .iter()
            .any(|p| matches!(p.status, Status::NotChecked | Status::Unknown))
    }

    /// After symex: the properties with a goal in the equation are to be decided
    /// (UNKNOWN), the others hold (unreachable, or simplified to true).
    pub(crate) fn asserted(&mut self, has_goal: impl Fn(&str) -> bool) {
        for p in self.out.properties.iter_mut() {
            p.status = if has_goal(&p.id) {
                Status::Unknown
            } else {
                Status::Success
            };
        }
    }

    /// `--paths` after every path was explored: what no path failed holds.
    pub(crate) fn all_paths_explored(&mut self) {
        for p in self.out.properties.iter_mut() {
            if matches!(p.status, Status::NotChecked | Status::Unknown) {
                p.status = Status::Success;
            }
        }
    }

    /// CBMC 6's fatal-assertion rule (see [`fatal`]); the finished outcome.
    pub(crate) fn finish(mut self, model: &GotoModel, fatal_rule: bool) -> Outcome {
        if fatal_rule {
            fatal::propagate(model, &mut self.out.properties);
        }
        self.out
    }
}
