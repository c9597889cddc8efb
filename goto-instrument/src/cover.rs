//! Coverage instrumentation (`--cover`, CBMC's `goto-instrument/cover*.cpp`): turns the
//! program's assertions into assumptions and adds one goal assertion per coverage goal.
//!
//! A goal is an ASSERT of property class `coverage` whose description is the goal's text
//! (`block 3 (lines main.c:main:7,8)`, `block 2 branch true`, `condition 'x > 0' false`);
//! it is *covered* (CBMC's SATISFIED) when some execution reaches it with its condition
//! false, so `ASSERT(false)` means "reachable".
//!
//! Basic blocks follow CBMC: a block starts at the first instruction, at a jump target,
//! after a GOTO or a FUNCTION_CALL, and after a group of ASSUMEs on one source line; an
//! instruction reached only by an unconditional forward GOTO continues the block of that
//! GOTO. A block's goal sits at its first instruction with a source location (not in the
//! built-in library). Functions of the built-in library, `__CPROVER__start` and
//! `__CPROVER_initialize` get no goals.
//!
//! MC/DC follows CBMC's `cover_instrument_mcdc`: the controlling combinations of each
//! decision's conditions, expanded until every operand is atomic, without combinations that
//! repeat or contradict themselves, then minimised while each condition keeps a pair that
//! differs only in it and flips the decision.
use goto_ir::insert::insert_around;
use super::remove_skip::remove_skip;
use crate::c_syntax::{self, CConfig};
use crate::cfg::successors;
use crate::expr::{ExprId, ExprKind, Store, BOOL, FALSE};
use crate::format::expr_id;
use crate::loc::SourceLocation;
use crate::program::{GotoFunction, GotoModel, InstrKind, Instruction};
use crate::symbol::SymbolTable;
use crate::types::TypeKind;
use crate::Ident;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// A coverage criterion (`--cover CC`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Criterion {
    /// A goal per basic block.
    Location,
    /// The entry of each function and both outcomes of each conditional GOTO.
    Branch,
    /// Both values of each maximal Boolean expression.
    Decision,
    /// Both values of each atomic condition.
    Condition,
    /// Modified condition/decision coverage: decisions, conditions and the combinations
    /// that show each condition's independent effect.
    Mcdc,
    /// No goals (CBMC's path criterion instruments nothing).
    Path,
    /// Every assertion of the program is a goal (reachability of the assertion).
    Assertion,
    /// Every `__CPROVER_cover(c)` is a goal.
    Cover,
    /// Reachability before and after every assumption.
    Assume,
}

impl Criterion {
    /// The criterion named `s` (CBMC's spellings); `Err` with CBMC's message otherwise.
    pub fn parse(s: &str) -> Result<Criterion, CoverError> {
        Ok(match s {
            "assertion" | "assertions" => Criterion::Assertion,
            "path" | "paths" => Criterion::Path,
            "branch" | "branches" => Criterion::Branch,
            "location" | "locations" => Criterion::Location,
            "decision" | "decisions" => Criterion::Decision,
            "condition" | "conditions" => Criterion::Condition,
            "cover" => Criterion::Cover,
            "assume" => Criterion::Assume,
            "mcdc" => Criterion::Mcdc,
            other => {
                return Err(CoverError::Usage(format!(
                    "unknown coverage criterion '{other}'"
                )))
            }
        })
    }

    fn keeps_assertions(self) -> bool {
        matches!(self, Criterion::Assertion | Criterion::Assume)
    }
}

/// Why coverage instrumentation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoverError {
    /// A wrong `--cover` argument (CBMC: invalid command-line argument, exit 1).
    #[error("{0}")]
    Usage(String),
}

/// What to instrument.
#[derive(Clone, Debug, Default)]
pub struct CoverOptions {
    /// The criteria, in command-line order.
    pub criteria: Vec<Criterion>,
    /// `--cover-failed-assertions`: assertions become SKIPs, not assumptions.
    pub failed_assertions: bool,
}

impl CoverOptions {
    /// Parses the `--cover` values (each one criterion) with CBMC's restriction that the
    /// assertion and assume criteria stand alone.
    pub fn parse(values: &[String], failed_assertions: bool) -> Result<CoverOptions, CoverError> {
        let criteria = values
            .iter()
            .map(|v| Criterion::parse(v))
            .collect::<Result<Vec<_>, _>>()?;
        if criteria.iter().any(|c| c.keeps_assertions()) && criteria.len() > 1 {
            return Err(CoverError::Usage(
                "assertion coverage cannot currently be used together with other coverage criteria"
                    .into(),
            ));
        }
        Ok(CoverOptions {
            criteria,
            failed_assertions,
        })
    }
}

/// The property class of coverage goals.
pub const COVERAGE_CLASS: &str = "coverage";

/// Whether `loc` is in built-in code (`<built-in-…>`, `<builtin-library-…>`).
fn is_built_in(loc: &SourceLocation) -> bool {
    loc.file.is_some_and(|f| {
        let f = f.as_str();
        f.starts_with("<built-in") || f.starts_with("<builtin")
    })
}

/// Whether `loc` can carry a goal: a file that is not built in.
fn goal_location_ok(loc: &SourceLocation) -> bool {
    loc.file.is_some_and(|f| !f.as_str().is_empty()) && !is_built_in(loc)
}

/// Instruments every function of `model` for `opts` (CBMC's `instrument_cover_goals`):
/// assertions become assumptions (unless the criterion keeps them), then each function
/// that passes the filter gets its goals. Call [`super::properties::label_properties`]
/// afterwards to give goals their ids `<function>.coverage.<n>`.
pub fn instrument_cover_goals(model: &mut GotoModel, opts: &CoverOptions, c: &CConfig) {
    let keep = opts.criteria.iter().any(|c| c.keeps_assertions());
    let names: Vec<Ident> = model.functions.keys().copied().collect();
    for name in names {
        let Some(mut f) = model.functions.get(&name).cloned() else {
            continue;
        };
        // the incoming edges before the rewrite (CBMC computes them at the last update)
        let preds = predecessors(&model.store, &f);
        if !keep {
            assertions_to_assumptions(&mut f, opts.failed_assertions);
        }
        if instrumented(name, &f) {
            let blocks = BasicBlocks::new(&model.store, &f, &preds);
            let mut cx = Instrument {
                store: &mut model.store,
                symbols: &model.symbols,
                c,
                function: name,
            };
            cx.run(&mut f, &blocks, &opts.criteria);
        }
        remove_skip(&model.store, &mut f);
        model.functions.insert(name, f);
    }
    model.update();
}

/// CBMC's function filter: not the entry point, not `__CPROVER_initialize`, has a body
/// whose first instruction is not built in.
fn instrumented(name: Ident, f: &GotoFunction) -> bool {
    let n = name.as_str();
    if n == crate::ENTRY_POINT || n == "__CPROVER_initialize" || n.starts_with("java::array[") {
        return false;
    }
    match f.body.first() {
        None => false,
        Some(first) => !is_built_in(&first.location),
    }
}

/// ASSERT → ASSUME (SKIP with `--cover-failed-assertions`); an ASSUME of the same
/// condition right after an ASSERT becomes a SKIP first.
fn assertions_to_assumptions(f: &mut GotoFunction, to_skip: bool) {
    for i in 0..f.body.len() {
        if !matches!(f.body[i].kind, InstrKind::Assert) {
            continue;
        }
        let guard = f.body[i].guard;
        if let Some(next) = f.body.get_mut(i + 1) {
            if matches!(next.kind, InstrKind::Assume) && next.guard == guard {
                next.kind = InstrKind::Skip;
                next.guard = crate::TRUE;
            }
        }
        let ins = &mut f.body[i];
        if to_skip {
            ins.kind = InstrKind::Skip;
            ins.guard = crate::TRUE;
        } else {
            ins.kind = InstrKind::Assume;
        }
    }
}

/// Incoming edges. An `ASSUME false` counts as falling through: CBMC's front end writes
/// `__CPROVER_assume(0)` as an assumption of `(bool)0`, which its CFG does not cut.
fn predecessors(store: &Store, f: &GotoFunction) -> Vec<Vec<usize>> {
    let mut preds = vec![Vec::new(); f.body.len()];
    for i in 0..f.body.len() {
        let mut succ = successors(store, f, i);
        if matches!(f.body[i].kind, InstrKind::Assume) && succ.is_empty() && i + 1 < f.body.len() {
            succ.push(crate::program::InstrRef(i as u32 + 1));
        }
        for s in succ {
            if let Some(p) = preds.get_mut(s.index()) {
                p.push(i);
            }
        }
    }
    preds
}

/// Source lines of a block: file → function → lines.
type Lines = BTreeMap<String, BTreeMap<String, std::collections::BTreeSet<u32>>>;

struct Block {
    representative: usize,
    location: Option<SourceLocation>,
    lines: Lines,
}

/// The basic blocks of one function (CBMC's `cover_basic_blockst`).
struct BasicBlocks {
    blocks: Vec<Block>,
    block_of: Vec<usize>,
}

impl BasicBlocks {
    fn new(store: &Store, f: &GotoFunction, preds: &[Vec<usize>]) -> BasicBlocks {
        let n = f.body.len();
        let mut is_target = vec![false; n];
        for ins in &f.body {
            for t in &ins.targets {
                if let Some(x) = is_target.get_mut(t.index()) {
                    *x = true;
                }
            }
        }
        let mut blocks: Vec<Block> = Vec::new();
        let mut block_of = vec![0usize; n];
        let mut next_is_target = true;
        let mut preceding_assume: Option<usize> = None;
        let mut current = 0usize;
        for (i, ins) in f.body.iter().enumerate() {
            let end_of_assume_group = preceding_assume.is_some_and(|p| {
                let prev = &f.body[p].location;
                !(matches!(ins.kind, InstrKind::Assume)
                    && ins.location.file == prev.file
                    && ins.location.line == prev.line)
            });
            if next_is_target || is_target[i] || end_of_assume_group {
                // reached only by an unconditional forward jump: the jumping block goes on
                let continuation = match preds[i].as_slice() {
                    [p] if *p < i
                        && matches!(f.body[*p].kind, InstrKind::Goto)
                        && !f.is_backward_goto(*p)
                        && store.as_bool(f.body[*p].guard) == Some(true) =>
                    {
                        Some(block_of[*p])
                    }
                    _ => None,
                };
                current = match continuation {
                    Some(b) => b,
                    None => {
                        blocks.push(Block {
                            representative: i,
                            location: None,
                            lines: Lines::new(),
                        });
                        blocks.len() - 1
                    }
                };
            }
            block_of[i] = current;
            let loc = &ins.location;
            let block = &mut blocks[current];
            if let (Some(file), Some(line)) = (loc.file, loc.line) {
                if !file.as_str().is_empty() && !is_built_in(loc) {
                    let func = loc.function.map(|f| f.as_str().to_string()).unwrap_or_default();
                    block
                        .lines
                        .entry(file.as_str().to_string())
                        .or_default()
                        .entry(func)
                        .or_default()
                        .insert(line);
                    if block.location.is_none() {
                        block.representative = i;
                        block.location = Some(*loc);
                    }
                }
            }
            // (CBMC's `__CPROVER_input`/`__CPROVER_output` are OTHER instructions, not calls)
            next_is_target = match &ins.kind {
                InstrKind::Goto => true,
                InstrKind::FunctionCall(c) => !is_io_call(store, c),
                _ => false,
            };
            preceding_assume = matches!(ins.kind, InstrKind::Assume).then_some(i);
        }
        BasicBlocks { blocks, block_of }
    }
}

/// CBMC's `format_number_range`: sorted numbers as runs, `a`, `a,b` or `a-b`.
pub fn format_number_range(numbers: &[u32]) -> String {
    let mut v: Vec<u32> = numbers.to_vec();
    v.sort_unstable();
    v.dedup();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < v.len() {
        let mut j = i;
        while j + 1 < v.len() && v[j + 1] == v[j] + 1 {
            j += 1;
        }
        match j - i {
            0 => out.push(v[i].to_string()),
            1 => {
                out.push(v[i].to_string());
                out.push(v[j].to_string());
            }
            _ => out.push(format!("{}-{}", v[i], v[j])),
        }
        i = j + 1;
    }
    out.join(",")
}

/// A block's lines as CBMC prints them: `file:function:lines`, joined by `; `.
fn lines_text(lines: &Lines) -> String {
    let mut parts = Vec::new();
    for (file, funcs) in lines {
        for (func, set) in funcs {
            let v: Vec<u32> = set.iter().copied().collect();
            parts.push(format!("{file}:{func}:{}", format_number_range(&v)));
        }
    }
    parts.join("; ")
}

/// The `file → function → lines` map of a location goal's description
/// (`block 3 (lines main.c:main:7,8; b.c:f:2)`), for the JSON and XML reports.
pub fn block_lines_of_description(description: &str) -> Option<Vec<(String, String, String)>> {
    let rest = description.strip_prefix("block ")?;
    let (_, lines) = rest.split_once(" (lines ")?;
    let lines = lines.strip_suffix(')')?;
    let mut out = Vec::new();
    for entry in lines.split("; ") {
        let mut parts = entry.rsplitn(3, ':');
        let range = parts.next()?;
        let func = parts.next()?;
        let file = parts.next()?;
        out.push((file.to_string(), func.to_string(), range.to_string()));
    }
    Some(out)
}

struct Instrument<'a> {
    store: &'a mut Store,
    symbols: &'a SymbolTable,
    c: &'a CConfig,
    function: Ident,
}

impl Instrument<'_> {
    fn goal(&self, cond: ExprId, loc: SourceLocation, description: &str) -> Instruction {
        let mut l = loc;
        l.column = None;
        l.comment = Some(Ident::new(description));
        l.property_class = Some(Ident::new(COVERAGE_CLASS));
        l.property_id = None;
        l.function = Some(self.function);
        l.user_provided = false;
        l.property_fatal = false;
        Instruction::with_guard(InstrKind::Assert, cond, l)
    }

    fn c_text(&self, e: ExprId) -> String {
        c_syntax::expr(self.store, self.symbols, self.c, e)
    }

    fn not(&mut self, e: ExprId) -> ExprId {
        self.store.mk(ExprKind::Not, BOOL, [e])
    }

    fn run(&mut self, f: &mut GotoFunction, blocks: &BasicBlocks, criteria: &[Criterion]) {
        let n = f.body.len();
        let mut before: Vec<Vec<Instruction>> = vec![Vec::new(); n];
        // the assume criterion's goals, which jumps do not reach (CBMC's insert_before and
        // insert_after)
        let mut unreached: Vec<Vec<Instruction>> = vec![Vec::new(); n];
        let mut after: Vec<Vec<Instruction>> = vec![Vec::new(); n];
        for &criterion in criteria {
            match criterion {
                Criterion::Location => self.location(blocks, &mut before),
                Criterion::Branch => self.branch(f, blocks, &mut before),
                Criterion::Condition | Criterion::Decision => {
                    self.conditions(f, criterion, &mut before)
                }
                Criterion::Mcdc => self.mcdc(f, &mut before),
                Criterion::Assertion => self.assertions(f),
                Criterion::Cover => self.cover_calls(f),
                Criterion::Assume => self.assumptions(f, &mut unreached, &mut after),
                Criterion::Path => {}
            }
            if !matches!(criterion, Criterion::Assertion | Criterion::Assume) {
                // assertions that are not goals (none after the rewrite, normally)
                for ins in f.body.iter_mut() {
                    let is_goal = ins.location.property_class.is_some_and(|c| c.as_str() == COVERAGE_CLASS);
                    if matches!(ins.kind, InstrKind::Assert) && !is_goal {
                        ins.kind = InstrKind::Skip;
                        ins.guard = crate::TRUE;
                    }
                }
            }
        }
        insert_around(&mut f.body, before, unreached, after);
    }

    fn location(&mut self, blocks: &BasicBlocks, before: &mut [Vec<Instruction>]) {
        for (b, block) in blocks.blocks.iter().enumerate() {
            let Some(loc) = block.location else {
                continue;
            };
            if !goal_location_ok(&loc) {
                continue;
            }
            let text = format!("block {} (lines {})", b + 1, lines_text(&block.lines));
            let g = self.goal(FALSE, loc, &text);
            before[block.representative].push(g);
        }
    }

    fn branch(&mut self, f: &GotoFunction, blocks: &BasicBlocks, before: &mut [Vec<Instruction>]) {
        for (i, ins) in f.body.iter().enumerate() {
            if !goal_location_ok(&ins.location) {
                continue;
            }
            if i == 0 {
                // CBMC inserts it at the start of the body, before the goals already there
                // (a location criterion's first block)
                let g = self.goal(FALSE, ins.location, "entry point");
                before[i].insert(0, g);
            }
            if matches!(ins.kind, InstrKind::Goto) && self.store.as_bool(ins.guard) != Some(true) {
                let b = blocks.block_of[i] + 1;
                let g = ins.guard;
                let not_g = self.not(g);
                let fals = self.goal(g, ins.location, &format!("block {b} branch false"));
                let tru = self.goal(not_g, ins.location, &format!("block {b} branch true"));
                before[i].push(fals);
                before[i].push(tru);
            }
        }
    }

    /// The expressions CBMC scans for conditions and decisions in an instruction.
    fn scanned(store: &Store, ins: &Instruction) -> Vec<ExprId> {
        match &ins.kind {
            InstrKind::Assign { lhs, rhs } => vec![*lhs, *rhs],
            // (CBMC's `__CPROVER_input`/`__CPROVER_output` are OTHER instructions)
            InstrKind::FunctionCall(c) if is_io_call(store, c) => Vec::new(),
            InstrKind::FunctionCall(c) => c.lhs.iter().chain(c.args.iter()).copied().collect(),
            InstrKind::SetReturnValue(e) | InstrKind::Decl(e) | InstrKind::Dead(e) => vec![*e],
            InstrKind::Other(o) if o.statement.as_str() == "expression" => o.ops.clone(),
            InstrKind::Goto | InstrKind::Assume | InstrKind::Assert => vec![ins.guard],
            _ => Vec::new(),
        }
    }

    fn conditions(&mut self, f: &GotoFunction, criterion: Criterion, before: &mut [Vec<Instruction>]) {
        for (i, ins) in f.body.iter().enumerate() {
            if is_built_in(&ins.location) {
                continue;
            }
            let mut set: Vec<ExprId> = Vec::new();
            for e in Self::scanned(self.store, ins) {
                if criterion == Criterion::Condition {
                    collect_conditions(self.store, e, &mut set);
                } else {
                    collect_decisions(self.store, e, &mut set);
                }
            }
            sort_as_cbmc(self.store, &mut set);
            let word = if criterion == Criterion::Condition { "condition" } else { "decision" };
            for &c in set.iter().rev() {
                let text = self.c_text(c);
                let not_c = self.not(c);
                let fals = self.goal(not_c, ins.location, &format!("{word} '{text}' false"));
                let tru = self.goal(c, ins.location, &format!("{word} '{text}' true"));
                before[i].push(fals);
                before[i].push(tru);
            }
        }
    }

    /// MC/DC (CBMC's `cover_mcdc_instrumentert`): per instruction, both values of every
    /// decision and condition, then the controlling combinations of the conditions.
    fn mcdc(&mut self, f: &GotoFunction, before: &mut [Vec<Instruction>]) {
        for (i, ins) in f.body.iter().enumerate() {
            if is_built_in(&ins.location) {
                continue;
            }
            let (mut conds, mut decs) = (Vec::new(), Vec::new());
            for e in Self::scanned(self.store, ins) {
                collect_conditions(self.store, e, &mut conds);
                collect_decisions(self.store, e, &mut decs);
            }
            sort_as_cbmc(self.store, &mut decs);
            let mut both: Vec<ExprId> = conds.clone();
            for &d in &decs {
                if !both.contains(&d) {
                    both.push(d);
                }
            }
            sort_as_cbmc(self.store, &mut both);
            let mut m = Mcdc { store: self.store };
            let mut ctrl = m.controlling_nested(&decs);
            ctrl = m.remove_repetition(ctrl);
            if let Some(&first) = decs.first() {
                ctrl = m.minimize(ctrl, first);
            }
            let loc = ins.location;
            for &q in ctrl.iter().rev() {
                let text = self.c_text(q);
                let not_q = self.not(q);
                let g = self.goal(not_q, loc, &format!("MC/DC independence condition '{text}'"));
                before[i].push(g);
            }
            for &p in both.iter().rev() {
                let word = match (conds.contains(&p), decs.contains(&p)) {
                    (true, true) => "decision/condition",
                    (false, true) => "decision",
                    _ => "condition",
                };
                let text = self.c_text(p);
                let not_p = self.not(p);
                let fals = self.goal(p, loc, &format!("{word} '{text}' false"));
                let tru = self.goal(not_p, loc, &format!("{word} '{text}' true"));
                before[i].push(fals);
                before[i].push(tru);
            }
        }
    }

    fn assertions(&mut self, f: &mut GotoFunction) {
        for ins in f.body.iter_mut() {
            let is_goal = ins.location.property_class.is_some_and(|c| c.as_str() == COVERAGE_CLASS);
            if !matches!(ins.kind, InstrKind::Assert) || is_goal {
                continue;
            }
            // the assertion's own text, empty when it has none (CBMC's goal description)
            let description = ins
                .location
                .comment
                .map_or_else(String::new, |c| c.as_str().to_string());
            *ins = self.goal(FALSE, ins.location, &description);
        }
    }

    fn cover_calls(&mut self, f: &mut GotoFunction) {
        for ins in f.body.iter_mut() {
            let InstrKind::FunctionCall(call) = &ins.kind else {
                continue;
            };
            if self.store.symbol_name(call.function).map(|n| n.as_str()) != Some("__CPROVER_cover")
                || call.args.len() != 1
            {
                continue;
            }
            let arg = call.args[0];
            let cond = self.as_bool(arg);
            let text = self.c_text(arg);
            let not_c = self.not(cond);
            *ins = self.goal(not_c, ins.location, &format!("condition '{text}'"));
        }
    }

    fn as_bool(&mut self, e: ExprId) -> ExprId {
        let t = self.store.type_of(e);
        if matches!(self.store.ty(t), TypeKind::Bool) {
            return e;
        }
        let zero = self.store.int_const(0, t);
        self.store.mk(ExprKind::NotEqual, BOOL, [e, zero])
    }

    /// Goals right before and right after each assumption, which only falling into and
    /// through it reach (CBMC inserts them without moving jump targets).
    fn assumptions(
        &mut self,
        f: &mut GotoFunction,
        unreached: &mut [Vec<Instruction>],
        after: &mut [Vec<Instruction>],
    ) {
        for (i, ins) in f.body.iter_mut().enumerate() {
            match ins.kind {
                InstrKind::Assume => {
                    let text = self.c_text(ins.guard);
                    let loc = ins.location;
                    unreached[i].push(self.goal(FALSE, loc, &format!("assert(false) before assume({text})")));
                    after[i].push(self.goal(FALSE, loc, &format!("assert(false) after assume({text})")));
                }
                InstrKind::Assert => {
                    ins.kind = InstrKind::Skip;
                    ins.guard = crate::TRUE;
                }
                _ => {}
            }
        }
    }
}

/// CBMC's MC/DC helpers over one store (cover_instrument_mcdc.cpp), with sets kept sorted
/// in CBMC's expression order.
struct Mcdc<'a> {
    store: &'a mut Store,
}

impl Mcdc<'_> {
    fn not(&mut self, e: ExprId) -> ExprId {
        self.store.mk(ExprKind::Not, BOOL, [e])
    }

    /// `!e` without a double negation (CBMC's `boolean_negate`).
    fn negate(&mut self, e: ExprId) -> ExprId {
        if matches!(self.store.kind(e), ExprKind::Not) {
            return self.store.op(e, 0);
        }
        match self.store.as_bool(e) {
            Some(b) => self.store.bool_const(!b),
            None => self.not(e),
        }
    }

    /// The conjunction of `v` (the element itself when there is one).
    fn conj(&mut self, v: Vec<ExprId>) -> ExprId {
        match v.as_slice() {
            [] => crate::TRUE,
            [x] => *x,
            _ => self.store.mk(ExprKind::And, BOOL, v),
        }
    }

    /// The operands of `e`, nested operators of the same kind flattened.
    fn operands(&self, e: ExprId) -> Vec<ExprId> {
        let kind = self.store.kind(e).clone();
        let mut out = Vec::new();
        for &o in self.store.ops(e) {
            if *self.store.kind(o) == kind {
                out.extend(self.operands(o));
            } else {
                out.push(o);
            }
        }
        out
    }

    fn is_cond(&self, e: ExprId) -> bool {
        is_condition(self.store, e)
    }

    fn insert(&self, set: &mut Vec<ExprId>, e: ExprId) {
        if !set.contains(&e) {
            set.push(e);
            sort_as_cbmc(self.store, set);
        }
    }

    fn controlling_rec(&mut self, src: ExprId, ctx: &[ExprId], out: &mut Vec<ExprId>) {
        let kind = self.store.kind(src).clone();
        match kind {
            ExprKind::And | ExprKind::Or => {
                let ops = self.operands(src);
                if ops.len() == 1 {
                    self.controlling_rec(ops[0], ctx, out);
                    return;
                }
                let is_or = kind == ExprKind::Or;
                for i in 0..ops.len() {
                    if self.is_cond(ops[i]) {
                        if is_or {
                            let mut o1: Vec<ExprId> = Vec::new();
                            if !ctx.is_empty() {
                                let c = self.conj(ctx.to_vec());
                                o1.push(c);
                            }
                            let mut o2 = o1.clone();
                            for (j, &op) in ops.iter().enumerate() {
                                let n = self.not(op);
                                o1.push(n);
                                o2.push(if j == i { op } else { n });
                            }
                            let a = self.conj(o1);
                            let b = self.conj(o2);
                            self.insert(out, a);
                            self.insert(out, b);
                        } else {
                            let all = self.conj(ops.clone());
                            let mut flipped = ops.clone();
                            flipped[i] = self.negate(ops[i]);
                            let flipped = self.conj(flipped);
                            let mut c1 = ctx.to_vec();
                            c1.push(all);
                            let mut c2 = ctx.to_vec();
                            c2.push(flipped);
                            let a = self.conj(c1);
                            let b = self.conj(c2);
                            self.insert(out, a);
                            self.insert(out, b);
                        }
                    } else {
                        let mut others = Vec::new();
                        for (j, &op) in ops.iter().enumerate() {
                            if j != i {
                                others.push(if is_or { self.not(op) } else { op });
                            }
                        }
                        let mut c = ctx.to_vec();
                        let o = self.conj(others);
                        c.push(o);
                        self.controlling_rec(ops[i], &c, out);
                    }
                }
            }
            ExprKind::Not => {
                let e = self.store.op(src, 0);
                if !self.is_cond(e) {
                    self.controlling_rec(e, ctx, out);
                } else {
                    let mut c1 = ctx.to_vec();
                    c1.push(src);
                    let mut c2 = ctx.to_vec();
                    c2.push(e);
                    let a = self.conj(c1);
                    let b = self.conj(c2);
                    self.insert(out, a);
                    self.insert(out, b);
                }
            }
            _ => {}
        }
    }

    fn controlling(&mut self, decisions: &[ExprId]) -> Vec<ExprId> {
        let mut out = Vec::new();
        for &d in decisions {
            self.controlling_rec(d, &[], &mut out);
        }
        out
    }

    /// Expands non-atomic operands of the controlling expressions until every operand is
    /// a condition or a negated one.
    fn controlling_nested(&mut self, decisions: &[ExprId]) -> Vec<ExprId> {
        let start = self.controlling(decisions);
        let mut result = Vec::new();
        for src in start {
            let mut s1 = vec![src];
            for _round in 0..64 {
                let mut changed = false;
                let mut s2 = Vec::new();
                for &x in &s1 {
                    if self.is_cond(x) {
                        self.insert(&mut s2, x);
                        continue;
                    }
                    let ops = self.operands(x);
                    let mut expanded = false;
                    for i in 0..ops.len() {
                        let target = match self.store.kind(ops[i]) {
                            ExprKind::Not => {
                                let y = self.store.op(ops[i], 0);
                                (!self.is_cond(y)).then_some(y)
                            }
                            _ => (!self.is_cond(ops[i])).then_some(ops[i]),
                        };
                        let Some(y) = target else {
                            continue;
                        };
                        // the negation of a non-atomic operand is controlled by the negated
                        // expression
                        let y = if matches!(self.store.kind(ops[i]), ExprKind::Not) {
                            self.not(y)
                        } else {
                            y
                        };
                        let res = self.controlling(&[y]);
                        for r in res {
                            // the other operands, then the expansion (CBMC's order)
                            let mut v: Vec<ExprId> = ops
                                .iter()
                                .enumerate()
                                .filter(|(j, _)| *j != i)
                                .map(|(_, &o)| o)
                                .collect();
                            v.push(r);
                            let c = self.conj(v);
                            self.insert(&mut s2, c);
                        }
                        changed = true;
                        expanded = true;
                        break;
                    }
                    if !expanded {
                        self.insert(&mut s2, x);
                    }
                }
                s1 = s2;
                if !changed {
                    break;
                }
            }
            for x in s1 {
                self.insert(&mut result, x);
            }
        }
        result
    }

    /// The conditions (atoms) of `e`.
    fn atoms(&self, e: ExprId, out: &mut Vec<ExprId>) {
        collect_conditions(self.store, e, out);
    }

    /// The signs of `atom` in `e`: +1 positive, -1 under a negation.
    fn signs(&self, atom: ExprId, e: ExprId, under_not: bool, out: &mut Vec<i8>) {
        if e == atom {
            let s = if under_not { -1 } else { 1 };
            if !out.contains(&s) {
                out.push(s);
            }
            return;
        }
        if self.is_cond(e) {
            return;
        }
        let not = matches!(self.store.kind(e), ExprKind::Not);
        for &o in self.store.ops(e) {
            self.signs(atom, o, under_not ^ not, out);
        }
    }

    fn sign(&self, atom: ExprId, e: ExprId) -> i8 {
        let mut v = Vec::new();
        self.signs(atom, e, false, &mut v);
        match v.as_slice() {
            [s] => *s,
            _ => 0,
        }
    }

    fn remove_repetition(&mut self, set: Vec<ExprId>) -> Vec<ExprId> {
        let mut atoms = Vec::new();
        for &x in &set {
            self.atoms(x, &mut atoms);
        }
        let mut kept: Vec<ExprId> = Vec::new();
        for &x in &set {
            let mut both = false;
            for &a in &atoms {
                let mut v = Vec::new();
                self.signs(a, x, false, &mut v);
                if v.len() > 1 {
                    both = true;
                }
            }
            if both {
                continue;
            }
            let same = kept
                .iter()
                .any(|&k| atoms.iter().all(|&a| self.sign(a, k) == self.sign(a, x)));
            if !same {
                kept.push(x);
            }
        }
        kept
    }

    /// Evaluates `e` with the atoms' values given by their signs in `values`.
    fn eval(&self, e: ExprId, atoms: &[ExprId], values: &[i8]) -> bool {
        if let Some(k) = atoms.iter().position(|&a| a == e) {
            return values[k] > 0;
        }
        if let Some(b) = self.store.as_bool(e) {
            return b;
        }
        let ops = self.store.ops(e);
        match self.store.kind(e) {
            ExprKind::Not => !self.eval(ops[0], atoms, values),
            ExprKind::And => ops.iter().all(|&o| self.eval(o, atoms, values)),
            ExprKind::Or => ops.iter().any(|&o| self.eval(o, atoms, values)),
            ExprKind::Implies => !self.eval(ops[0], atoms, values) || self.eval(ops[1], atoms, values),
            _ => false,
        }
    }

    fn is_pair(&self, c: ExprId, e1: ExprId, e2: ExprId, decision: ExprId, atoms: &[ExprId]) -> bool {
        let v1: Vec<i8> = atoms.iter().map(|&a| self.sign(a, e1)).collect();
        let v2: Vec<i8> = atoms.iter().map(|&a| self.sign(a, e2)).collect();
        let Some(k) = atoms.iter().position(|&a| a == c) else {
            return false;
        };
        if v1[k] == 0 || v2[k] == 0 || v1[k] == v2[k] {
            return false;
        }
        let differing = v1.iter().zip(&v2).filter(|(a, b)| a != b).count();
        differing == 1 && self.eval(decision, atoms, &v1) != self.eval(decision, atoms, &v2)
    }

    fn has_pairs(&self, set: &[ExprId], decision: ExprId, atoms: &[ExprId]) -> bool {
        atoms.iter().all(|&c| {
            set.iter().enumerate().any(|(i, &e1)| {
                set[i + 1..]
                    .iter()
                    .any(|&e2| self.is_pair(c, e1, e2, decision, atoms))
            })
        })
    }

    /// Drops controlling expressions while every atom keeps an MC/DC pair.
    fn minimize(&mut self, mut set: Vec<ExprId>, decision: ExprId) -> Vec<ExprId> {
        let mut atoms = Vec::new();
        for &x in &set {
            self.atoms(x, &mut atoms);
        }
        loop {
            let mut removed = false;
            for k in 0..set.len() {
                let mut rest = set.clone();
                rest.remove(k);
                if self.has_pairs(&rest, decision, &atoms) {
                    set = rest;
                    removed = true;
                    break;
                }
            }
            if !removed {
                return set;
            }
        }
    }
}

/// A call of `__CPROVER_input` or `__CPROVER_output` (OTHER instructions in CBMC).
fn is_io_call(store: &Store, c: &crate::program::Call) -> bool {
    matches!(
        store.symbol_name(c.function).map(|n| n.as_str()),
        Some("__CPROVER_input" | "__CPROVER_output")
    )
}

fn is_condition(store: &Store, e: ExprId) -> bool {
    store.type_of(e) == BOOL
        && !matches!(
            store.kind(e),
            ExprKind::And | ExprKind::Or | ExprKind::Not | ExprKind::Implies
        )
}

/// CBMC's `collect_conditions`: the atomic Boolean sub-expressions (not constants, not
/// under `&`), operands first.
fn collect_conditions(store: &Store, e: ExprId, out: &mut Vec<ExprId>) {
    if matches!(store.kind(e), ExprKind::AddressOf) {
        return;
    }
    for &o in store.ops(e) {
        collect_conditions(store, o, out);
    }
    if is_condition(store, e) && store.as_bool(e).is_none() && !out.contains(&e) {
        out.push(e);
    }
}

/// CBMC's `collect_decisions`: the maximal Boolean sub-expressions (a top-level negation
/// stripped), not constants, not under `&`.
fn collect_decisions(store: &Store, e: ExprId, out: &mut Vec<ExprId>) {
    if matches!(store.kind(e), ExprKind::AddressOf) {
        return;
    }
    if store.type_of(e) == BOOL {
        if store.as_bool(e).is_some() {
            return;
        }
        if matches!(store.kind(e), ExprKind::Not) {
            collect_decisions(store, store.op(e, 0), out);
            return;
        }
        if !out.contains(&e) {
            out.push(e);
        }
        return;
    }
    for &o in store.ops(e) {
        collect_decisions(store, o, out);
    }
}

/// Orders expressions as CBMC's `std::set<exprt>` does: by operator id string, then number
/// of operands, then operands, then the printed form for leaves.
fn sort_as_cbmc(store: &Store, v: &mut [ExprId]) {
    v.sort_by(|&a, &b| compare(store, a, b));
}

fn compare(store: &Store, a: ExprId, b: ExprId) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let (ka, kb) = (store.kind(a), store.kind(b));
    expr_id(ka)
        .cmp(&expr_id(kb))
        .then_with(|| store.ops(a).len().cmp(&store.ops(b).len()))
        .then_with(|| {
            for (&x, &y) in store.ops(a).iter().zip(store.ops(b)) {
                let o = compare(store, x, y);
                if o != Ordering::Equal {
                    return o;
                }
            }
            Ordering::Equal
        })
        .then_with(|| {
            crate::format::expr(store, a)
                .to_string()
                .cmp(&crate::format::expr(store, b).to_string())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_ranges_print_as_cbmc() {
        assert_eq!(format_number_range(&[14, 13]), "13,14");
        assert_eq!(format_number_range(&[6, 7, 8, 9]), "6-9");
        assert_eq!(format_number_range(&[15, 21, 22]), "15,21,22");
        assert_eq!(format_number_range(&[3]), "3");
        assert_eq!(
            format_number_range(&[1, 2, 3, 6, 20, 21, 22, 23]),
            "1-3,6,20-23"
        );
    }

    #[test]
    fn block_lines_are_read_back_from_descriptions() {
        assert_eq!(
            block_lines_of_description("block 3 (lines a.h:main:2; main.c:main:10,13)"),
            Some(vec![
                ("a.h".into(), "main".into(), "2".into()),
                ("main.c".into(), "main".into(), "10,13".into())
            ])
        );
        assert_eq!(block_lines_of_description("block 1 branch true"), None);
    }

    #[test]
    fn criteria_parse_with_cbmc_messages() {
        assert_eq!(Criterion::parse("locations"), Ok(Criterion::Location));
        assert_eq!(
            Criterion::parse("xyz"),
            Err(CoverError::Usage("unknown coverage criterion 'xyz'".into()))
        );
        assert_eq!(Criterion::parse("mcdc"), Ok(Criterion::Mcdc));
        assert!(CoverOptions::parse(&["assertion".into(), "location".into()], false).is_err());
    }
}
