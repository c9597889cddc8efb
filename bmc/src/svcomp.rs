//! SV-COMP mode (`--propertyfile FILE.prp`, BenchExec's spelling; also `--property-file`):
//! the competition's properties decided as unbounded truths.
//!
//! - Properties: `unreach-call` (a call of the named function, `reach_error` or
//!   `__VERIFIER_error`, is a violation whatever its body does), `no-overflow` (signed
//!   arithmetic overflow), `valid-memsafety` (`valid-deref`, `valid-free`,
//!   `valid-memtrack`) and `valid-memcleanup`. Other properties (termination, data races)
//!   are answered `UNKNOWN`.
//! - Only the property's checks are instrumented; user assertions are not properties, but
//!   a failed one aborts the program as glibc's `assert` does (the runs past it are not
//!   explored); a library function rbmc cannot follow, such as longjmp, or a call through
//!   a function pointer no function's type matches makes the answer UNKNOWN; memory
//!   allocation never fails (the competition's rules); `++`/`--` on types narrower than
//!   `int` are done in `int` (no overflow). For memory safety, memory still allocated where
//!   the program exits or aborts makes the answer `UNKNOWN` (it may be lost, a memtrack
//!   violation, or still pointed to, which is allowed), and so does a leak at the end of
//!   `main` when a static object the program stores into may hold a pointer; of several
//!   violations, `FALSE` names the one first on its path (a leak last).
//! - Decision: bounded model checking with growing unwinding bounds (1, 2, 4, …) and
//!   unwinding assertions. A violation of the property is `FALSE(…)`; `TRUE` only when the
//!   property holds and every unwinding assertion holds (every loop and recursion was
//!   unwound completely) and no call of a function without a body is reachable; a run that
//!   reaches the time limit is `UNKNOWN`.
//! - k-induction: when the bounded run with bound `k` finds no violation and only one
//!   top-level loop (with the loops inside it) of a function that runs once is not unwound
//!   completely, the inductive step ([`goto_instrument::k_induction`]) with `k` hypotheses
//!   is checked too;
//!   when it holds the answer is `TRUE`. Together the two are sound: the bounded run covers
//!   the violations within the first `k` passes through the loop, the step every later one.
//!   Candidate invariants (the conditions of the properties after the loop, the weakened
//!   loop condition, parities, bounds and relations of the integers the loop changes) are
//!   proved with the property, in the base case and the step; those
//!   that fail are dropped and the rest tried again (Houdini). With several incomplete
//!   loops in sequence, the first is replaced by one pass from any state satisfying the
//!   invariants proved for it ([`goto_instrument::k_induction::abstract_loop`]); the
//!   result over-approximates the program, so only its proofs count.
//! - The last line of the output is the verdict as BenchExec's CBMC module reads it
//!   (`TRUE`, `FALSE`, `FALSE(valid-deref)`, …, `UNKNOWN`); exit code 10 for `FALSE`, 0
//!   otherwise.

use crate::cli::Options;
use checker::engine;
use crate::error::BmcError;
use crate::report::{Property, Status};
use crate::ui::Ui;
use goto_ir::{GotoModel, Ident, InstrKind, Instruction, FALSE};

/// One property of a property file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SvProperty {
    /// `G ! call(f())`.
    UnreachCall(String),
    /// `G ! overflow`.
    NoOverflow,
    /// `G valid-free`, `G valid-deref`, `G valid-memtrack` (any of them).
    MemSafety,
    /// `G valid-memcleanup`.
    MemCleanup,
    /// Anything rbmc does not decide (termination, data races, coverage).
    Other(String),
}

/// A parsed property file: the entry function and the properties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyFile {
    /// The file's text (the specification a witness names).
    pub text: String,
    pub entry: String,
    pub properties: Vec<SvProperty>,
}

/// Parses a property file (`CHECK( init(main()), LTL(G ! call(reach_error())) )` lines).
pub fn parse(text: &str) -> Result<PropertyFile, String> {
    let mut entry: Option<String> = None;
    let mut properties = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(rest) = compact.strip_prefix("CHECK(init(") else {
            return Err(format!("unexpected property line '{line}'"));
        };
        let Some((f, rest)) = rest.split_once("()),LTL(") else {
            return Err(format!("unexpected property line '{line}'"));
        };
        let Some(formula) = rest.strip_suffix("))") else {
            return Err(format!("unexpected property line '{line}'"));
        };
        if entry.as_deref().is_some_and(|e| e != f) {
            return Err("the properties name different entry functions".into());
        }
        entry = Some(f.to_string());
        let p = if let Some(call) = formula
            .strip_prefix("G!call(")
            .and_then(|c| c.strip_suffix("())"))
        {
            SvProperty::UnreachCall(call.to_string())
        } else {
            match formula {
                "G!overflow" => SvProperty::NoOverflow,
                "Gvalid-free" | "Gvalid-deref" | "Gvalid-memtrack" => SvProperty::MemSafety,
                "Gvalid-memcleanup" => SvProperty::MemCleanup,
                other => SvProperty::Other(other.to_string()),
            }
        };
        if !properties.contains(&p) {
            properties.push(p);
        }
    }
    match entry {
        Some(entry) if !properties.is_empty() => Ok(PropertyFile {
            text: text.trim().to_string(),
            entry,
            properties,
        }),
        _ => Err("the property file names no property".into()),
    }
}

impl PropertyFile {
    /// The specification a witness of `verdict` names: the property lines (`CHECK( init(main()),
    /// LTL(G valid-deref) )`, SV-COMP's format, which both witness formats ask for), one per
    /// line; for `FALSE`, only the violated property's line (a memory-safety file has three).
    pub fn witness_specification(&self, verdict: &SvVerdict) -> String {
        let lines: Vec<&str> = self
            .text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let formula = |line: &str| -> String {
            let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            compact
                .split_once(",LTL(")
                .map_or(String::new(), |(_, f)| f.trim_end_matches(')').to_string())
        };
        let violated: Vec<&str> = match verdict {
            SvVerdict::False(sub) => lines
                .iter()
                .copied()
                .filter(|l| {
                    let f = formula(l);
                    match sub {
                        None => f.starts_with("G!call("),
                        Some("no-overflow") => f == "G!overflow",
                        Some(p) => f == format!("G{p}"),
                    }
                })
                .collect(),
            _ => Vec::new(),
        };
        if violated.is_empty() { lines } else { violated }.join("\n")
    }
}

/// The verdict of a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SvVerdict {
    True,
    /// `FALSE` with the violated sub-property (`None` for `unreach-call`).
    False(Option<&'static str>),
    Unknown(String),
}

impl SvVerdict {
    /// The result line BenchExec reads.
    pub fn line(&self) -> String {
        match self {
            SvVerdict::True => "TRUE".into(),
            SvVerdict::False(None) => "FALSE".into(),
            SvVerdict::False(Some(p)) => format!("FALSE({p})"),
            SvVerdict::Unknown(_) => "UNKNOWN".into(),
        }
    }
}

/// How a property of the run counts for the task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A check of the task's property: its failure is a violation.
    Target(Option<&'static str>),
    /// An unwinding assertion or a reachable call without a body: must hold for `TRUE`.
    Completeness,
    /// A check whose failure neither violates the property nor lets `TRUE` stand: memory
    /// still allocated at `exit` or `abort` (lost, which violates valid-memtrack, or still
    /// pointed to, which does not), a library function rbmc cannot follow.
    Inconclusive,
    /// Anything else (a library's own precondition that is not part of the property).
    Ignored,
}

fn role(p: &Property, prop: &SvProperty) -> Role {
    role_of(&p.id, &p.description, prop)
}

/// [`role`] of the property with id `id` and description `description`.
fn role_of(id: &str, description: &str, prop: &SvProperty) -> Role {
    if id.contains(".unwind.") || id.ends_with(".recursion") || id.contains(".no-body.") {
        return Role::Completeness;
    }
    // a library function rbmc cannot model here (longjmp and its kin) fails a check
    // instead: the runs after it are not explored
    if description.contains("requires instrumentation") {
        return Role::Inconclusive;
    }
    // a call through a function pointer that matches no function's type stops its path
    // (ASSERT false; ASSUME false): the run gcc makes there (calling the function the
    // pointer holds) is not explored
    if description.contains("no candidates for dereferenced function pointer") {
        return Role::Inconclusive;
    }
    // the class as the property id spells it (the engine's class may be CBMC's text)
    let class = crate::report::property::id_class(id);
    match prop {
        SvProperty::UnreachCall(_) if class == "unreach-call" => Role::Target(None),
        SvProperty::NoOverflow if class == "overflow" => Role::Target(Some("no-overflow")),
        SvProperty::MemSafety => match class {
            "pointer_dereference" | "array_bounds" => Role::Target(Some("valid-deref")),
            // the leak check at the end of the entry point: memory main's locals held is
            // lost when main returns
            "memory-leak" if id.starts_with("__CPROVER__start.") => {
                Role::Target(Some("valid-memtrack"))
            }
            "memory-leak" => Role::Inconclusive,
            "precondition_instance" if description.contains("free") => {
                Role::Target(Some("valid-free"))
            }
            // a library function's access to memory it is given (memcpy, memset, fgets, …)
            "precondition_instance"
                if ["readable", "writeable", "writable"]
                    .iter()
                    .any(|w| description.contains(w)) =>
            {
                Role::Target(Some("valid-deref"))
            }
            _ => Role::Ignored,
        },
        SvProperty::MemCleanup if class == "memory-leak" || class == "memory-cleanup" => {
            Role::Target(Some("valid-memcleanup"))
        }
        _ => Role::Ignored,
    }
}

/// Makes every call of `function` a violated assertion (`<f>.unreach-call.<n>`) placed
/// before the call.
pub fn instrument_unreach_call(model: &mut GotoModel, function: &str) {
    let target = Ident::new(function);
    let GotoModel {
        store, functions, ..
    } = model;
    for f in functions.values_mut() {
        let mut new: Vec<Vec<Instruction>> = Vec::with_capacity(f.body.len());
        let mut any = false;
        for (pc, ins) in f.body.iter().enumerate() {
            let calls = matches!(&ins.kind, InstrKind::FunctionCall(c)
                if store.symbol_name(c.function) == Some(target));
            // the front end turns a call of a body-less `__VERIFIER_error` into
            // `ASSERT false; ASSUME false` (the assumption labelled `__VERIFIER_abort`)
            let converted = function == "__VERIFIER_error"
                && matches!(ins.kind, InstrKind::Assert)
                && ins.guard == FALSE
                && f.body.get(pc + 1).is_some_and(|next| {
                    matches!(next.kind, InstrKind::Assume)
                        && next.labels.iter().any(|l| l.as_str() == "__VERIFIER_abort")
                });
            if calls || converted {
                let mut loc = ins.location;
                loc.comment = Some(Ident::new(&format!("call to {function}")));
                loc.property_class = Some(Ident::new("unreach-call"));
                loc.property_id = None;
                new.push(vec![Instruction::with_guard(InstrKind::Assert, FALSE, loc)]);
                any = true;
            } else {
                new.push(Vec::new());
            }
        }
        if any {
            goto_ir::insert::insert_before(&mut f.body, new);
        }
    }
}

/// A failed assertion aborts the program, as glibc's `assert` and `__assert_fail` do: the
/// runs past a failed user assertion are not the program's, so no violation after it may
/// count (and memory still allocated there is checked as at `abort`). Each user
/// `ASSERT c` is followed by `IF c GOTO next; ASSUME false` with the assumption labelled
/// `__VERIFIER_abort` (an exit point of the memory-cleanup check); run before the checks
/// are instrumented.
pub fn assertions_abort(model: &mut GotoModel) {
    let abort = Ident::new("__VERIFIER_abort");
    for f in model.functions.values_mut() {
        let n = f.body.len();
        let mut new: Vec<Vec<Instruction>> = vec![Vec::new(); n];
        let mut any = false;
        for pc in 0..n {
            let ins = &f.body[pc];
            let user = matches!(ins.kind, InstrKind::Assert)
                && ins.location.property_class.is_some_and(|c| c.as_str() == "assertion");
            // `__VERIFIER_error` already stops: ASSERT false; ASSUME false
            let stops_already = f.body.get(pc + 1).is_some_and(|next| {
                matches!(next.kind, InstrKind::Assume) && next.guard == FALSE
            });
            if !user || stops_already || pc + 1 >= n {
                continue;
            }
            // the assertion moves up (jumps to it reach it; its labels go with it) and its
            // place becomes the abort, which a holding condition jumps over
            let cond = ins.guard;
            let mut before = vec![ins.clone()];
            let mut loc = ins.location;
            loc.property_class = None;
            loc.property_id = None;
            loc.comment = None;
            if cond != FALSE {
                before.push(Instruction::goto(cond, goto_ir::InstrRef((pc + 1) as u32), loc));
            }
            let mut stop = Instruction::with_guard(InstrKind::Assume, FALSE, loc);
            stop.labels = vec![abort];
            f.body[pc] = stop;
            new[pc] = before;
            any = true;
        }
        if any {
            goto_ir::insert::insert_before(&mut f.body, new);
        }
    }
}

/// The checks a property needs (everything else off; assertions kept but not properties).
pub fn check_options(
    props: &[SvProperty],
    base: &goto_instrument::CheckOptions,
) -> goto_instrument::CheckOptions {
    let mut c = base.clone();
    c.apply_flag("--no-standard-checks");
    // user assertions stay (they are not properties here and do not block a run), so that
    // the library's own failing checks (longjmp, …) stay visible
    for p in props {
        match p {
            SvProperty::NoOverflow => {
                c.signed_overflow_check = true;
                c.narrow_arithmetic_wraps = true;
            }
            SvProperty::MemSafety => {
                c.pointer_check = true;
                c.bounds_check = true;
                c.memory_leak_check = true;
                // a program ending in exit or abort is checked there too (Inconclusive)
                c.memory_cleanup_check = true;
            }
            SvProperty::MemCleanup => {
                c.pointer_check = true;
                c.bounds_check = true;
                c.memory_cleanup_check = true;
                c.memory_leak_check = true;
            }
            SvProperty::UnreachCall(_) | SvProperty::Other(_) => {}
        }
    }
    c
}

/// Decides the task on an instrumented model (properties labelled): deepens the unwinding
/// until a verdict or the time limit.
/// The verdict of `prop`, with the counterexample of a FALSE verdict (for its witness).
pub fn decide(
    ui: &mut Ui,
    model: &GotoModel,
    prop: &SvProperty,
    mut cfg: engine::EngineConfig,
    forward: fn(&mut Ui, &symex::Message),
) -> Result<(SvVerdict, Option<crate::report::trace::Trace>), BmcError> {
    if let SvProperty::Other(what) = prop {
        return Ok((
            SvVerdict::Unknown(format!("property '{what}' is not decided")),
            None,
        ));
    }
    // an endless loop must not count as the program's end either (symex would turn
    // `while (1) ;` into an assumption): a block lost before it is a memtrack violation
    // valid-memtrack holds in every state, but rbmc checks it where main returns: for a
    // program that allocates, a loop that never ends must not count as the program's end
    // (symex would turn `while (1) ;` into an assumption), nor a proof that the end is
    // never reached (k-induction) as one of the property
    let hides_memtrack = *prop == SvProperty::MemSafety && allocates(model);
    if hides_memtrack {
        cfg.symex.self_loops_to_assumptions = false;
    }
    let mut bound: u32 = 1;
    // functions whose loops k-induction does not apply to
    let mut disabled = std::collections::HashSet::new();
    // time in the bounded runs and in k-induction: induction may take as much as the
    // bounded runs (plus a head start of 2 s), so a violation deep in a loop is found at
    // most about twice as late as without it
    let mut spent_bmc = std::time::Duration::ZERO;
    let mut spent_induction = std::time::Duration::ZERO;
    loop {
        cfg.symex.unwindset.global = Some(bound);
        cfg.symex.unwinding_assertions = true;
        ui.status(&format!("SV-COMP: unwinding bound {bound}"));
        let mut m = model.clone();
        let started = std::time::Instant::now();
        let out = match engine::check(&mut m, &cfg, &mut |msg| forward(ui, msg)) {
            Ok(out) => out,
            // a deeper bound the solver cannot encode (too many objects, say): no verdict,
            // as for a time limit; at the first bound the error is the program's
            Err(e) if bound > 1 => {
                return Ok((SvVerdict::Unknown(format!("at unwinding bound {bound}: {e}")), None))
            }
            Err(e) => return Err(e.into()),
        };
        spent_bmc += started.elapsed();
        let mut complete = true;
        let mut no_body = false;
        let mut inconclusive = false;
        // the violations: their sub-properties and property ids
        let mut violations: Vec<(Option<&'static str>, &str)> = Vec::new();
        for p in &out.properties {
            ui.statistics(&format!(
                "SV-COMP: [{}] {:?}: {:?}",
                p.id,
                role(p, prop),
                p.status()
            ));
            match (role(p, prop), p.status()) {
                (Role::Target(sub), Status::Failure) => violations.push((sub, &p.id)),
                (Role::Target(_), Status::Success)
                | (Role::Ignored, _)
                | (Role::Inconclusive, Status::Success) => {}
                (Role::Inconclusive, Status::Failure) => inconclusive = true,
                (Role::Completeness, Status::Success) => {}
                (Role::Completeness, Status::Failure) if p.id.contains(".no-body.") => {
                    no_body = true
                }
                _ => complete = false,
            }
        }
        // the violation that comes first on its path: a leak is found where main returns,
        // after any invalid access or free of its path (a program that dereferences a freed
        // pointer rarely reaches its frees); else the shortest counterexample
        let trace_len = |id: &str| {
            out.traces
                .iter()
                .find(|(t, _)| t == id)
                .map_or(usize::MAX, |(_, tr)| tr.steps.len())
        };
        let violated = violations
            .into_iter()
            .min_by_key(|(sub, id)| (*sub == Some("valid-memtrack"), trace_len(id)));
        if let Some((sub, id)) = violated {
            // CBMC's leak check flags memory a global still points to at the end, which
            // SV-COMP's valid-memtrack allows (only valid-memcleanup forbids it)
            if sub == Some("valid-memtrack") && has_global_pointers(model, cfg.symex.pointer_width)
            {
                return Ok((
                    SvVerdict::Unknown(
                        "a leak with pointers in global variables may still be tracked".into(),
                    ),
                    None,
                ));
            }
            let trace = out
                .traces
                .iter()
                .find(|(t, _)| t == id)
                .map(|(_, tr)| tr.clone());
            return Ok((SvVerdict::False(sub), trace));
        }
        if let Some(reason) = out.stopped {
            return Ok((SvVerdict::Unknown(crate::report::stop_message(&reason)), None));
        }
        if no_body {
            return Ok((
                SvVerdict::Unknown(
                    "a function without a body is called: its effect is unknown".into(),
                ),
                None,
            ));
        }
        if inconclusive {
            return Ok((
                SvVerdict::Unknown(
                    "memory is still allocated where the program exits or aborts".into(),
                ),
                None,
            ));
        }
        if complete {
            return Ok((SvVerdict::True, None));
        }
        // the base case holds for `bound` passes: try the inductive step, unless induction
        // has cost more than bounded model checking so far (deep violations stay cheap)
        if hides_memtrack {
            ui.status("SV-COMP: no k-induction: the program allocates memory, and a loop that does not end hides a block lost before it");
        } else if spent_induction <= spent_bmc + INDUCTION_HEADSTART {
            let started = std::time::Instant::now();
            // the share left for this attempt, as a time limit of its runs
            let share = (spent_bmc + INDUCTION_HEADSTART).saturating_sub(spent_induction);
            let mut icfg = cfg.clone();
            let limit = started.duration_since(cfg.started) + share;
            icfg.timeout = Some(cfg.timeout.map_or(limit, |t| t.min(limit)));
            let step = inductive_step(ui, model, prop, &icfg, bound, &out.properties, &mut disabled, 0, forward)
                // (the rewritten programs may exceed what the solver encodes)
                .unwrap_or_else(|e| Induction::NotApplicable(e.to_string()));
            spent_induction += started.elapsed();
            match step {
                Induction::Proved => return Ok((SvVerdict::True, None)),
                Induction::NotProved | Induction::Invariants(..) => {}
                Induction::NotApplicable(why) => ui.status(&format!("SV-COMP: no k-induction: {why}")),
            }
        } else {
            ui.statistics(&format!("SV-COMP: no k-induction at bound {bound} (time share)"));
        }
        bound = bound.saturating_mul(2);
        if bound > 1 << 20 {
            return Ok((SvVerdict::Unknown("unwinding bound exhausted".into()), None));
        }
    }
}

/// Whether the time limit of `cfg` has passed.
fn expired(cfg: &engine::EngineConfig) -> bool {
    cfg.timeout.is_some_and(|t| cfg.started.elapsed() >= t)
}

/// The time k-induction may take beyond what the bounded runs took.
const INDUCTION_HEADSTART: std::time::Duration = std::time::Duration::from_secs(2);

/// What an inductive step showed.
enum Induction {
    /// The property holds in every run.
    Proved,
    /// Not with this many hypotheses.
    NotProved,
    /// k-induction does not apply to the program (the reason).
    NotApplicable(String),
    /// Invariants proved for a loop (by [`houdini`] with [`Goal::Invariants`]), as
    /// expressions of the program given (whose store holds them).
    Invariants(Box<GotoModel>, Vec<goto_ir::ExprId>),
}

/// The inductive step of k-induction with `k` hypotheses
/// ([`goto_instrument::k_induction`]) for the loops whose unwinding assertions failed in
/// the base case (`base`, the properties of the bounded run with bound `k`): applies when
/// they are top-level loops of one function (with the loops inside them). One loop: by
/// [`houdini`]; several: the first is replaced by its proved invariants and the result is
/// tried again (`depth` counts the replacements).
#[allow(clippy::too_many_arguments)]
fn inductive_step(
    ui: &mut Ui,
    model: &GotoModel,
    prop: &SvProperty,
    cfg: &engine::EngineConfig,
    k: u32,
    base: &[Property],
    disabled: &mut std::collections::HashSet<Ident>,
    depth: u32,
    forward: fn(&mut Ui, &symex::Message),
) -> Result<Induction, BmcError> {
    use goto_instrument::k_induction;
    let not = |why: &str| Ok(Induction::NotApplicable(why.to_string()));

    // the loops not unwound completely: `<function>.<n>` of `<function>.unwind.<n>`
    let mut unbounded: Vec<(&str, u32)> = Vec::new();
    for p in base {
        if p.status() != Status::Failure {
            continue;
        }
        if p.id.ends_with(".recursion") {
            return Ok(Induction::NotProved);
        }
        if let Some((f, n)) = p.id.split_once(".unwind.") {
            match n.parse() {
                Ok(n) => unbounded.push((f, n)),
                Err(_) => return not("an unwinding assertion has an unexpected id"),
            }
        }
    }
    // the function of the loops left incomplete: one that runs once (checked by the step)
    let Some(&(function, _)) = unbounded.first() else {
        return Ok(Induction::NotProved);
    };
    let entry = Ident::new(function);
    if disabled.contains(&entry) {
        return Ok(Induction::NotProved);
    }
    let f = model.functions.get(&entry);
    let candidates = k_induction::candidate_loops(model, entry);
    let within = |c: &k_induction::InductionLoop, n: u32| {
        f.and_then(|f| f.loops().into_iter().find(|(m, _)| *m == n))
            .is_some_and(|(_, latch)| (c.head..=c.latch).contains(&latch.index()))
    };
    // the top-level loops of the function left incomplete, in program order
    let incomplete: Vec<&k_induction::InductionLoop> = candidates
        .iter()
        .filter(|c| unbounded.iter().any(|(_, n)| within(c, *n)))
        .collect();
    if incomplete.is_empty()
        || unbounded
            .iter()
            .any(|(g, n)| *g != entry.as_str() || !incomplete.iter().any(|c| within(c, *n)))
    {
        // a loop of another function is not unwound completely either (a larger bound may)
        return Ok(Induction::NotProved);
    }
    if let [l] = incomplete[..] {
        return houdini(ui, model, prop, cfg, k, entry, l, Goal::Property, disabled, forward);
    }
    // several loops: the first one is replaced by one pass from any state satisfying the
    // invariants proved for it, and the program (an over-approximation) is tried again
    if depth >= 3 {
        return Ok(Induction::NotProved);
    }
    let first = incomplete[0];
    let goal = Goal::Invariants { after: first.latch };
    let Induction::Invariants(holder, invariants) =
        houdini(ui, model, prop, cfg, k, entry, first, goal, disabled, forward)?
    else {
        return Ok(Induction::NotProved);
    };
    if invariants.is_empty() {
        return Ok(Induction::NotProved);
    }
    let mut abstracted = *holder;
    if let Err(why) = k_induction::abstract_loop(&mut abstracted, entry, first, &invariants) {
        return not(&why);
    }
    ui.status(&format!(
        "SV-COMP: loop of {entry} replaced by {} invariants, k = {k}",
        invariants.len()
    ));
    let mut cfg = cfg.clone();
    cfg.symex.unwindset.global = Some(k);
    cfg.symex.unwinding_assertions = true;
    let out = engine::check(&mut abstracted.clone(), &cfg, &mut |msg| forward(ui, msg))?;
    if out.stopped.is_some() {
        return Ok(Induction::NotProved);
    }
    let mut complete = true;
    for p in &out.properties {
        let holds = matches!(p.status(), Status::Success | Status::Unreachable);
        match role(p, prop) {
            // the over-approximation may fail where the program does not
            Role::Target(_) | Role::Inconclusive if !holds => return Ok(Induction::NotProved),
            Role::Completeness if !holds => complete = false,
            _ => {}
        }
    }
    if complete {
        return Ok(Induction::Proved);
    }
    inductive_step(
        ui,
        &abstracted,
        prop,
        &cfg,
        k,
        &out.properties,
        &mut std::collections::HashSet::new(),
        depth + 1,
        forward,
    )
}

/// What [`houdini`] proves.
#[derive(Clone, Copy)]
enum Goal {
    /// The property, with the candidate invariants that survive.
    Property,
    /// Only invariants of the loop (the code after it, whose latch is at `after`, is not
    /// considered).
    Invariants { after: usize },
}

/// k-induction with candidate invariants for loop `l` of `entry`, proved together and
/// dropped when they fail in the base case or the step (Houdini).
#[allow(clippy::too_many_arguments)]
fn houdini(
    ui: &mut Ui,
    model: &GotoModel,
    prop: &SvProperty,
    cfg: &engine::EngineConfig,
    k: u32,
    entry: Ident,
    l: &goto_instrument::k_induction::InductionLoop,
    goal: Goal,
    disabled: &mut std::collections::HashSet<Ident>,
    forward: fn(&mut Ui, &symex::Message),
) -> Result<Induction, BmcError> {
    use goto_instrument::k_induction;
    let not = |why: &str| Ok(Induction::NotApplicable(why.to_string()));
    let is_property = |p: &goto_instrument::PropertyInfo| {
        matches!(role_of(&p.id, &p.description, prop), Role::Target(_))
    };
    let is_candidate = |id: &str| id.contains(k_induction::CANDIDATE_CLASS);
    // the loops after this one (only for Goal::Invariants: their completeness is not needed)
    let f = model.functions.get(&entry);
    let after_loop = |id: &str| match goal {
        Goal::Property => false,
        Goal::Invariants { after } => id
            .strip_prefix(&format!("{entry}.unwind."))
            .and_then(|n| n.parse::<u32>().ok())
            .and_then(|n| f.and_then(|f| f.loops().into_iter().find(|(m, _)| *m == n)))
            .is_some_and(|(_, latch)| latch.index() > after),
    };
    // candidate invariants, proved together with the property and dropped when they fail
    // (Houdini): a loop often keeps what is only checked after it
    let mut scratch = model.clone();
    let mut candidates = k_induction::candidate_invariants(&mut scratch, entry, l, &is_property);
    let mut base_checked: Option<Vec<goto_ir::ExprId>> = None;
    for _round in 0..=candidates.len() + 1 {
        if matches!(goal, Goal::Invariants { .. }) && candidates.is_empty() {
            break;
        }
        let mut with = scratch.clone();
        let (ids, l) = match k_induction::add_candidates(&mut with, entry, l, &candidates) {
            Ok(x) => x,
            Err(why) => {
                disabled.insert(entry);
                return not(&why);
            }
        };
        let mut cfg = cfg.clone();
        cfg.symex.unwindset.global = Some(k);
        cfg.symex.unwinding_assertions = true;
        if expired(&cfg) {
            return Ok(Induction::NotProved);
        }
        // the base case of the candidates: they hold during the first k passes
        if !candidates.is_empty() && base_checked.as_ref() != Some(&candidates) {
            ui.status(&format!("SV-COMP: {} candidate invariants, k = {k}", candidates.len()));
            match round(ui, &mut with.clone(), &cfg, &candidates, &ids, forward)? {
                Round::Stopped => return Ok(Induction::NotProved),
                Round::Dropped(kept) => {
                    candidates = kept;
                    continue;
                }
                Round::Held(_) => {}
            }
            base_checked = Some(candidates.clone());
        }
        let mut m = with;
        let is_target = |p: &goto_instrument::PropertyInfo| {
            is_candidate(&p.id) || (matches!(goal, Goal::Property) && is_property(p))
        };
        if let Err(why) = k_induction::inductive_step(&mut m, entry, &l, k, &is_target) {
            disabled.insert(entry);
            return not(&why);
        }
        for n in &l.loop_numbers {
            // the step's own cut (pass k + 2 is assumed away) ends this loop
            cfg.symex.unwindset.by_id.insert(format!("{entry}.{n}"), Some(k + 2));
        }
        ui.status(&format!("SV-COMP: k-induction step, k = {k}"));
        let properties = match round(ui, &mut m, &cfg, &candidates, &ids, forward)? {
            Round::Stopped => return Ok(Induction::NotProved),
            Round::Dropped(kept) => {
                // not inductive together: try again without the failed ones
                candidates = kept;
                continue;
            }
            Round::Held(properties) => properties,
        };
        for p in &properties {
            ui.statistics(&format!("SV-COMP: step [{}] {:?}", p.id, p.status()));
            let holds = matches!(p.status(), Status::Success | Status::Unreachable);
            let counts = match goal {
                Goal::Property => role(p, prop) != Role::Ignored,
                // the property is not a target here; the loops after this one may stay
                // incomplete
                Goal::Invariants { .. } => role(p, prop) == Role::Completeness && !after_loop(&p.id),
            };
            if !holds && counts {
                return Ok(Induction::NotProved);
            }
        }
        return Ok(match goal {
            Goal::Property => Induction::Proved,
            Goal::Invariants { .. } => Induction::Invariants(Box::new(scratch), candidates),
        });
    }
    Ok(Induction::NotProved)
}

/// What one run of a Houdini round showed.
enum Round {
    /// The run reached its time limit.
    Stopped,
    /// Some candidates failed: the others.
    Dropped(Vec<goto_ir::ExprId>),
    /// Every candidate held: the run's properties.
    Held(Vec<Property>),
}

/// Runs `m`, whose assertions `ids` are the `candidates`.
fn round(
    ui: &mut Ui,
    m: &mut GotoModel,
    cfg: &engine::EngineConfig,
    candidates: &[goto_ir::ExprId],
    ids: &[String],
    forward: fn(&mut Ui, &symex::Message),
) -> Result<Round, BmcError> {
    let out = engine::check(m, cfg, &mut |msg| forward(ui, msg))?;
    if out.stopped.is_some() {
        return Ok(Round::Stopped);
    }
    let failed: Vec<&str> = out
        .properties
        .iter()
        .filter(|p| ids.contains(&p.id))
        .filter(|p| !matches!(p.status(), Status::Success | Status::Unreachable))
        .map(|p| p.id.as_str())
        .collect();
    if failed.is_empty() {
        return Ok(Round::Held(out.properties));
    }
    Ok(Round::Dropped(
        candidates
            .iter()
            .zip(ids)
            .filter(|(_, id)| !failed.contains(&id.as_str()))
            .map(|(c, _)| *c)
            .collect(),
    ))
}

/// Whether the program allocates memory anywhere (its own code or the library's).
fn allocates(model: &GotoModel) -> bool {
    let s = &model.store;
    model.functions.values().any(|f| {
        f.body.iter().any(|ins| {
            let mut found = false;
            s.post_order(&ins.kind.exprs(), |e| {
                found |= matches!(s.kind(e), goto_ir::ExprKind::Allocate);
            });
            found
        })
    })
}

/// Whether the program (not the library) has an object of static lifetime that can hold
/// a pointer and that it may store one into (header declarations such as `stdin` or
/// `tzname` the program never writes do not count, nor do integers when no pointer is ever
/// converted to one).
fn has_global_pointers(model: &GotoModel, width: u32) -> bool {
    use goto_ir::{ExprKind, TypeKind};
    let s = &model.store;
    // the statics the program may store into: assigned outside the static initialisation,
    // or with their address taken anywhere; and whether any pointer becomes an integer
    let mut written = rustc_hash::FxHashSet::default();
    let mut pointer_to_integer = false;
    let root = |e| goto_instrument::slice_global_inits::root_symbol(model, e);
    for (name, f) in &model.functions {
        let initialisation = name.as_str() == "__CPROVER_initialize";
        for ins in &f.body {
            let lhs = match &ins.kind {
                InstrKind::Assign { lhs, .. } => Some(*lhs),
                InstrKind::FunctionCall(c) => c.lhs,
                _ => None,
            };
            if let Some(r) = lhs.filter(|_| !initialisation).and_then(root) {
                written.insert(r);
            }
            let mut exprs = ins.kind.exprs();
            exprs.push(ins.guard);
            s.post_order(&exprs, |e| match s.kind(e) {
                ExprKind::AddressOf => {
                    if let Some(r) = root(s.op(e, 0)) {
                        written.insert(r);
                    }
                }
                ExprKind::Typecast => {
                    let from = s.ty(s.type_of(s.op(e, 0)));
                    let to = s.ty(s.type_of(e));
                    if from.is_pointer() && !to.is_pointer() {
                        pointer_to_integer = true;
                    }
                }
                _ => {}
            });
        }
    }
    // an integer as wide as a pointer can hold an address too, if one is ever converted
    let holds_pointer = |t: goto_ir::TypeId| {
        model.symbols.type_any(s, t, true, &|k| match k {
            TypeKind::Pointer { .. } => true,
            TypeKind::Signed(w) | TypeKind::Unsigned(w) | TypeKind::Bv(w) => {
                pointer_to_integer && *w >= width
            }
            _ => false,
        })
    };
    model.symbols.iter().any(|sym| {
        sym.is_static_lifetime
            && !sym.is_type
            && !sym.is_function(s)
            && sym.module.as_str() != "<built-in-library>"
            && !sym.name.as_str().starts_with("__CPROVER")
            && !sym.name.as_str().starts_with('$')
            && written.contains(&sym.name)
            && holds_pointer(sym.ty)
    })
}

/// Reads and parses `options`' property file.
pub fn property_file(options: &Options) -> Result<Option<PropertyFile>, BmcError> {
    let Some(path) = options.propertyfile.as_ref() else {
        return Ok(None);
    };
    let text = std::fs::read_to_string(path).map_err(|source| BmcError::Open {
        path: path.clone(),
        source,
    })?;
    parse(&text)
        .map(Some)
        .map_err(|m| BmcError::Usage(format!("--propertyfile {}: {m}", path.display())))
}

/// An SV-COMP task definition (`.yml`, format 2.0): its input files and property files
/// (paths relative to the task file) and whether its data model is ILP32.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    pub input_files: Vec<std::path::PathBuf>,
    pub property_files: Vec<std::path::PathBuf>,
    pub ilp32: bool,
}

/// Reads the task format's keys rbmc needs: `input_files` (a string or a list),
/// `properties: - property_file: …`, `options: data_model: ILP32|LP64`.
pub fn parse_task(text: &str, dir: &std::path::Path) -> Result<Task, String> {
    fn scalar(v: &str) -> String {
        let v = v.split(" #").next().unwrap_or(v).trim();
        v.trim_matches(|c| c == '\'' || c == '"').to_string()
    }
    let mut task = Task {
        input_files: Vec::new(),
        property_files: Vec::new(),
        ilp32: false,
    };
    let mut in_inputs = false;
    for raw in text.lines() {
        let line = raw.trim_end();
        let t = line.trim_start();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let top = !line.starts_with(' ') && !line.starts_with('-');
        if top {
            in_inputs = false;
        }
        if let Some(v) = t.strip_prefix("input_files:") {
            let v = scalar(v);
            if v.is_empty() {
                in_inputs = true;
            } else if let Some(list) = v.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                task.input_files
                    .extend(list.split(',').map(|f| dir.join(scalar(f))));
            } else {
                task.input_files.push(dir.join(v));
            }
        } else if in_inputs && t.starts_with('-') {
            task.input_files.push(dir.join(scalar(&t[1..])));
        } else if let Some(v) = t.trim_start_matches("- ").strip_prefix("property_file:") {
            task.property_files.push(dir.join(scalar(v)));
        } else if let Some(v) = t.strip_prefix("data_model:") {
            task.ilp32 = scalar(v) == "ILP32";
        }
    }
    if task.input_files.is_empty() {
        return Err("no input_files".into());
    }
    Ok(task)
}

/// `options` for the task of `--svcomp FILE`: its input files, its first property file
/// rbmc decides (unless `--propertyfile` names one) and its data model.
pub fn apply_task(options: &Options) -> Result<Option<Options>, BmcError> {
    let Some(path) = options.svcomp.as_ref() else {
        return Ok(None);
    };
    let text = std::fs::read_to_string(path).map_err(|source| BmcError::Open {
        path: path.clone(),
        source,
    })?;
    let dir = path.parent().unwrap_or(std::path::Path::new(""));
    let task = parse_task(&text, dir)
        .map_err(|m| BmcError::Usage(format!("--svcomp {}: {m}", path.display())))?;
    let mut o = options.clone();
    if !o.files.is_empty() {
        return Err(BmcError::Usage(
            "--svcomp takes the program from the task file; give no other input files".into(),
        ));
    }
    o.files = task.input_files.clone();
    if task.ilp32 {
        o.arch32 = true;
        o.arch64 = false;
    }
    if o.propertyfile.is_none() {
        let decided = task.property_files.iter().find(|p| {
            std::fs::read_to_string(p)
                .ok()
                .and_then(|t| parse(&t).ok())
                .is_some_and(|pf| {
                    pf.properties
                        .iter()
                        .any(|p| !matches!(p, SvProperty::Other(_)))
                })
        });
        match decided {
            Some(p) => o.propertyfile = Some(p.clone()),
            None => {
                return Err(BmcError::Usage(format!(
                    "--svcomp {}: no property file of the task names a property rbmc decides",
                    path.display()
                )))
            }
        }
    }
    Ok(Some(o))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_files() {
        let dir = std::path::Path::new("tasks");
        let t = parse_task(
            "format_version: '2.0'\n# a comment\ninput_files: 'loop.i'\n\nproperties:\n  - property_file: ../properties/unreach-call.prp\n    expected_verdict: false\n  - property_file: ../properties/coverage-error-call.prp\n\noptions:\n  language: C\n  data_model: ILP32\n",
            dir,
        )
        .unwrap();
        assert_eq!(t.input_files, [dir.join("loop.i")]);
        assert_eq!(
            t.property_files,
            [
                dir.join("../properties/unreach-call.prp"),
                dir.join("../properties/coverage-error-call.prp")
            ]
        );
        assert!(t.ilp32);
        let t = parse_task("input_files:\n  - a.c\n  - 'b.c'\noptions:\n  data_model: LP64\n", dir).unwrap();
        assert_eq!(t.input_files, [dir.join("a.c"), dir.join("b.c")]);
        assert!(!t.ilp32);
        assert!(parse_task("properties: []\n", dir).is_err());
    }

    #[test]
    fn property_files() {
        let p = parse("CHECK( init(main()), LTL(G ! call(reach_error())) )\n").unwrap();
        assert_eq!(p.entry, "main");
        assert_eq!(
            p.properties,
            [SvProperty::UnreachCall("reach_error".into())]
        );
        let p = parse(
            "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n\
             CHECK( init(main()), LTL(G valid-memtrack) )\n",
        )
        .unwrap();
        assert_eq!(p.properties, [SvProperty::MemSafety]);
        let p = parse("CHECK( init(main()), LTL(G ! overflow) )").unwrap();
        assert_eq!(p.properties, [SvProperty::NoOverflow]);
        let p = parse("CHECK( init(main()), LTL(F end) )").unwrap();
        assert_eq!(p.properties, [SvProperty::Other("Fend".into())]);
        assert!(parse("").is_err());
        assert!(parse("garbage").is_err());
    }

    #[test]
    fn witness_specifications() {
        let memsafety = parse(
            "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n\
             CHECK( init(main()), LTL(G valid-memtrack) )\n",
        )
        .unwrap();
        assert_eq!(
            memsafety.witness_specification(&SvVerdict::False(Some("valid-deref"))),
            "CHECK( init(main()), LTL(G valid-deref) )"
        );
        assert_eq!(
            memsafety.witness_specification(&SvVerdict::False(Some("valid-memtrack"))),
            "CHECK( init(main()), LTL(G valid-memtrack) )"
        );
        assert_eq!(
            memsafety.witness_specification(&SvVerdict::True),
            "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n\
             CHECK( init(main()), LTL(G valid-memtrack) )"
        );
        let unreach = parse("CHECK( init(main()), LTL(G ! call(reach_error())) )\n").unwrap();
        for v in [SvVerdict::False(None), SvVerdict::True] {
            assert_eq!(
                unreach.witness_specification(&v),
                "CHECK( init(main()), LTL(G ! call(reach_error())) )"
            );
        }
        let overflow = parse("CHECK( init(main()), LTL(G ! overflow) )").unwrap();
        assert_eq!(
            overflow.witness_specification(&SvVerdict::False(Some("no-overflow"))),
            "CHECK( init(main()), LTL(G ! overflow) )"
        );
    }

    #[test]
    fn result_lines() {
        assert_eq!(SvVerdict::True.line(), "TRUE");
        assert_eq!(SvVerdict::False(None).line(), "FALSE");
        assert_eq!(
            SvVerdict::False(Some("valid-deref")).line(),
            "FALSE(valid-deref)"
        );
        assert_eq!(SvVerdict::Unknown("x".into()).line(), "UNKNOWN");
    }
}
