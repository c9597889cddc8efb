//! Counterexample validation by concrete replay (issue 5, item 4).
//!
//! Every trace is checked before it is printed: the nondeterministic choices of the
//! solver's model are fed to a concrete interpreter of the goto program ([`exec`]), which
//! runs from the entry point and must reach the violated assertion with its condition
//! false, with the same values as the trace shows for the visible assignments.
//!
//! ## The protocol between the trace and the interpreter
//!
//! [`extract`] walks the SSA equation up to the violated assertion and keeps the steps on
//! the model's path (guard true). Consecutive steps recorded at the same place form one
//! *visit* ([`Group`]); places are instructions ([`Key::At`]) or the parameter binding of a
//! function entry ([`Key::Entry`]). A visit carries
//! - the **choices** made there, in symex's creation order ([`Choice`]): values of nondet
//!   symbols (`nondet` side effects, body-less function results, havoc, missing
//!   arguments), the initial value of a declared variable, the name symex gave to a
//!   dynamic allocation, the invalid object a dereference of a pointer to no object read,
//!   and the padding of a union literal narrower than its union;
//! - the **checks**: the model's value of every visible assignment to a program variable
//!   (scalars only), compared after the interpreter executed the same visit;
//! - the model's values of the reads symex leaves **unconstrained**: reads outside an array
//!   or object ([`Oob`]: fresh bits for flattened arrays, the array theory's cell for large
//!   ones; writes there change nothing the program can read in bounds) and reads of a
//!   variable before any assignment ([`Initial`], its SSA version 0: a declaration jumped
//!   over, a read after DEAD, a function that returned without a value). The interpreter
//!   takes them when its own access is out of bounds or out of scope at that visit, and
//!   does not replay the trace when the visit has no such value (or two different ones).
//!
//! The interpreter keeps one queue of visits per place and takes the next one each time
//! it executes an instruction that symex always records (assignments, declarations,
//! calls, branches, …), so loops and recursion line up visit by visit. A choice that is
//! missing (not in the model) reads as zero and is counted.
//!
//! Beside the visits, the script carries what holds for the whole run: the initial values
//! of symex's failed objects (`p$object`, `symex::invalid_objectN`), the solver's object
//! numbering (pointers as integers) and the model's table of each uninterpreted function.
//!
//! The outcome is a [`Verdict`]: confirmed, not replayable (a construct the interpreter
//! does not model: floats, threads, big-endian targets, …; the trace is printed with a
//! note at high verbosity) or a disagreement (an internal error: the trace is wrong).

pub mod exec;
pub mod extract;
pub mod value;

use goto_ir::{ExprId, Ident, TypeId};
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Where a visit happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Instruction `pc` of a function.
    At(Ident, u32),
    /// The binding of the parameters on entry to a function.
    Entry(Ident),
}

/// One selector of a field path (`s.f`, `a[2]`), as symex's field-sensitive names use.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sel {
    /// A struct or union member.
    Member(Ident),
    /// A constant array index.
    Index(u64),
}

/// The initial value of a declared variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclValue {
    /// The value of the whole object (a model constant), or `None` if the model lacks it.
    Whole(Option<ExprId>),
    /// Field-sensitive objects: the value of each leaf field.
    Leaves(Vec<(Vec<Sel>, Option<ExprId>)>),
}

/// A nondeterministic choice made at a visit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The value of a fresh nondet symbol (a model constant; `None` if not in the model).
    Nondet(Option<ExprId>),
    /// The initial value of a DECL.
    Decl(DeclValue),
    /// The name symex gave to a dynamic object created at this visit.
    Alloc(Ident),
    /// A fresh invalid object (`symex::invalid_objectN`) symex created for a dereference
    /// of a pointer to no object at this visit (its initial value is in
    /// [`Script::failed`]).
    Invalid(Ident),
    /// The model's value of a union literal narrower than its union (symex leaves the
    /// padding unconstrained): union type, member and the whole value.
    Union(TypeId, Ident, Option<ExprId>),
}

/// A value the trace shows, to compare with the replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// The program variable (its identifier).
    pub root: Ident,
    /// Field path inside it.
    pub path: Vec<Sel>,
    /// Its type.
    pub ty: TypeId,
    /// The model's value (a constant).
    pub value: ExprId,
}

/// How an out-of-bounds access is addressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OobKind {
    /// `a[i]` with `i` outside `a`'s size: `at` is the element index.
    Index,
    /// A byte extract (a dereference) outside its object: `at` is the byte offset.
    Bytes,
}

/// The model's value of a read outside its array or object at a visit: symex reads such
/// cells as unconstrained values that the model fixes (fresh bits for flattened arrays,
/// the array theory's cell for large ones), so the replay takes them from the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Oob {
    /// Element index or byte offset.
    pub kind: OobKind,
    /// Where (may be negative).
    pub at: i128,
    /// The element size in bits of an index: a dereference that reads the same bytes is
    /// the same read (symex indexes an array-typed object where the replay dereferences).
    pub elem_bits: Option<i128>,
    /// The value read (a model constant), `None` if the model lacks it.
    pub value: Option<ExprId>,
}

impl Oob {
    /// Whether this is the read of `bits` bits at element index or byte offset `at`.
    pub fn reads(&self, kind: OobKind, at: i128, bits: Option<i128>) -> bool {
        if self.kind == kind {
            return self.at == at;
        }
        match (kind, self.elem_bits, bits) {
            (OobKind::Bytes, Some(e), Some(b)) if e == b && e > 0 && e % 8 == 0 => {
                self.at.checked_mul(e / 8) == Some(at)
            }
            _ => false,
        }
    }
}

/// The model's value of a variable read at a visit before anything was assigned to it
/// (SSA version 0): a local whose declaration was jumped over or that is dead, or the
/// return value of a function that returned without one. Symex reads such variables as
/// unconstrained values that the model fixes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Initial {
    /// The variable (its identifier; `goto_symex::return_value::f` for return values).
    pub root: Ident,
    /// Field path inside it (field-sensitive objects).
    pub path: Vec<Sel>,
    /// The value (a model constant), `None` if the model lacks it.
    pub value: Option<ExprId>,
}

/// Everything recorded at one visit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Group {
    /// Choices in the order symex made them.
    pub choices: VecDeque<Choice>,
    /// Values to compare after the visit.
    pub checks: Vec<Check>,
    /// Reads outside arrays or objects, with the model's values.
    pub oob: Vec<Oob>,
    /// Variables read before any assignment, with the model's values.
    pub initial: Vec<Initial>,
    /// With threads: the visit's place in the interleaving (the position of its last
    /// step in the trace's execution order); 0 without threads.
    pub time: usize,
    /// With threads: the thread a START_THREAD visit creates.
    pub spawn: Option<u32>,
}

/// The interleaving of a concurrent trace (see [`exec`]'s scheduler): the visits of the
/// started threads and the order in which every thread's visits happen.
#[derive(Clone, Debug, Default)]
pub struct Threads {
    /// Visits of the started threads by thread (the main thread's are [`Script::visits`]).
    pub visits: FxHashMap<u32, FxHashMap<Key, VecDeque<Group>>>,
    /// Each thread's visits in its program order: place and time.
    pub order: FxHashMap<u32, VecDeque<(Key, usize)>>,
    /// What happens at each time, in time order.
    pub slots: Vec<Slot>,
}

/// One point of the interleaving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Its time.
    pub time: usize,
    /// The thread.
    pub thread: u32,
    /// What happens.
    pub kind: SlotKind,
}

/// What happens at a point of the interleaving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlotKind {
    /// The thread executes the instruction of its visit of this time.
    Visit,
    /// The thread reads a shared object for an instruction that completes later (after
    /// another thread wrote the object): the interpreter keeps the object's value of now
    /// for that instruction's reads.
    Snapshot {
        /// The object (a global or dynamic object).
        root: Ident,
        /// Field path inside it.
        path: Vec<Sel>,
        /// The time of the visit whose instruction reads it.
        until: usize,
    },
}

/// The violated property the replay must reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Property id (for messages).
    pub property: String,
    /// Function of the violated instruction.
    pub function: Ident,
    /// Its index.
    pub pc: u32,
    /// Which kind of property.
    pub kind: TargetKind,
}

/// Kinds of violated properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetKind {
    /// An ASSERT instruction whose condition must be false.
    Assert,
    /// An unwinding assertion on a backward GOTO: the loop wants another iteration beyond
    /// its bound.
    Unwind,
    /// A recursion unwinding assertion at a call: the recursion is deeper than its bound.
    Recursion,
    /// CBMC's `no-body` property at a call: the callee has no body.
    NoBody,
}

/// The data a replay runs on: the visits by place and the target.
#[derive(Clone, Debug, Default)]
pub struct Script {
    /// Visits by place, in execution order.
    pub visits: FxHashMap<Key, VecDeque<Group>>,
    /// Initial values of symex's failed objects (`p$object`, read through `p` when it
    /// points to no object) and invalid objects (`symex::invalid_objectN`).
    pub failed: FxHashMap<Ident, DeclValue>,
    /// The solver's object numbering (pointer encoding): number and object.
    pub numbers: Vec<(u64, Numbered)>,
    /// Uninterpreted functions: the model's applications (argument values, result).
    pub functions: FxHashMap<Ident, Vec<Application>>,
    /// With threads: the interleaving.
    pub threads: Option<Threads>,
    /// Why the trace cannot be replayed, if the extraction found out already.
    pub unsupported: Option<String>,
}

/// An object the solver numbered for the pointer encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Numbered {
    /// A variable or symex object (`main::1::a`, `symex_dynamic::dynamic_object1`,
    /// `p$object`) and its L1 index (a function frame) if it has one.
    Var(Ident, Option<u32>),
    /// A string literal: its text and type (`"ab"` and `L"ab"` are two objects).
    Str(Ident, TypeId),
}

/// One application of an uninterpreted function in the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Application {
    /// Argument values (model constants).
    pub args: Vec<ExprId>,
    /// The result (a model constant).
    pub result: ExprId,
}

/// The outcome of replaying one trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The replay reached the violated property with the trace's values.
    Confirmed(Stats),
    /// The program uses something the interpreter does not model; the trace is unchecked.
    Unsupported(String),
    /// The replay contradicts the trace: this is a bug (the trace is wrong).
    Disagree(String),
}

/// Counters of one replay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Instructions executed.
    pub steps: u64,
    /// Choices taken from the model.
    pub choices: u64,
    /// Choices the model did not provide (read as zero).
    pub missing: u64,
    /// Trace values compared.
    pub checks: u64,
}

/// Knobs of the replay that mirror symbolic execution.
#[derive(Clone, Debug)]
pub struct Config {
    /// The symex configuration of the run (unwinding limits, assertions, …).
    pub symex: symex::SymexConfig,
    /// Maximal number of instructions to execute.
    pub max_steps: u64,
    /// Object bits of the solver's pointer encoding (`--object-bits`).
    pub object_bits: u32,
}

impl Config {
    /// The replay configuration for a symex configuration and the pointer encoding's
    /// object bits.
    pub fn new(symex: &symex::SymexConfig, object_bits: u32) -> Config {
        Config {
            symex: symex.clone(),
            max_steps: 5_000_000,
            object_bits,
        }
    }

    /// Pointer width in bits.
    pub fn pointer_width(&self) -> u32 {
        self.symex.pointer_width
    }
}

/// Replays `script` on `model` (store and symbols of the run) towards `target`.
pub fn replay(
    store: &goto_ir::Store,
    symbols: &goto_ir::SymbolTable,
    functions: &indexmap::IndexMap<Ident, goto_ir::GotoFunction>,
    script: Script,
    target: &Target,
    config: &Config,
) -> Verdict {
    exec::Interp::new(store, symbols, functions, script, target, config).run()
}

/// Validates the counterexample of one failed property: builds the script from the model
/// of the last SAT answer and replays it. `handles` are the property's assertion steps
/// with their handle expressions (as the engine collects them).
pub fn validate(
    m: &mut extract::Model<'_>,
    handles: &[(usize, ExprId)],
    config: &Config,
) -> Verdict {
    if m.equation.has_threads() && config.symex.memory_model != symex::MemoryModel::Sc {
        // a read may see an older write than the last one of the interleaving; the
        // replay does not follow the model's read-from choices
        return Verdict::Unsupported(format!(
            "threads under a weak memory model (--mm {})",
            match config.symex.memory_model {
                symex::MemoryModel::Tso => "tso",
                _ => "pso",
            }
        ));
    }
    let Some(end) = extract::violated_step(m, handles) else {
        return Verdict::Unsupported("no violated assertion in the model".into());
    };
    let Some(target) = extract::target(m, end) else {
        return Verdict::Unsupported("the violated assertion has no instruction".into());
    };
    let mut script = extract::script(m, end);
    if let Some(why) = script.unsupported.take() {
        return Verdict::Unsupported(why);
    }
    replay(m.store, m.symbols, m.functions, script, &target, config)
}

/// Counts of replay outcomes over a run (or a corpus).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Traces the replay confirmed.
    pub confirmed: usize,
    /// Traces not replayed (unsupported constructs), with the reasons.
    pub unsupported: Vec<(String, String)>,
    /// Traces that disagree with the replay, with the reasons.
    pub disagreed: Vec<(String, String)>,
}

impl Coverage {
    /// Adds the verdict of property `id`.
    pub fn add(&mut self, id: &str, v: &Verdict) {
        match v {
            Verdict::Confirmed(_) => self.confirmed += 1,
            Verdict::Unsupported(w) => self.unsupported.push((id.to_string(), w.clone())),
            Verdict::Disagree(w) => self.disagreed.push((id.to_string(), w.clone())),
        }
    }
}

#[cfg(test)]
mod tests;
