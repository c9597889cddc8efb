//! # symex: symbolic execution of goto programs into an SSA equation
//!
//! The goto-symex of rbmc (cbmc-behaviour.md §2, §3): it walks a goto program, renames
//! every symbol to SSA form (see the `ssa` crate), propagates constants, unwinds loops and
//! recursion up to the configured limits, resolves pointer dereferences with value sets, and
//! records an [`ssa::Equation`]. It never calls a solver.
//!
//! ## Entry points
//!
//! - [`run`]: multi-path symex (the default): paths are merged at joins with φ assignments;
//!   returns one [`SymexResult`] (equation, statistics, messages).
//! - [`paths::PathExplorer`]: `--paths lifo|fifo`: no merging; every conditional branch
//!   saves both continuations (state + equation so far) on a workqueue, and
//!   [`paths::PathExplorer::next_path`] yields one complete path equation at a time.
//!
//! Configuration is one struct, [`SymexConfig`] (unwinding limits, `--depth`, unwinding
//! assertions, partial loops, propagation, field-sensitivity limit, …). Unsupported
//! constructs (threads, exceptions) are reported as [`SymexError`] values.
//!
//! ## Layout (one module per instruction family, as in CBMC)
//!
//! `step` (the `symex_step` dispatcher and main loop) → `assign`, `goto` (branches,
//! merging, φ, loop unwinding), `function_call` (calls, returns, recursion), `decl_dead`,
//! `assert_assume`, `builtins` (allocation, array operations, havoc, I/O); `rename`
//! (L1/L2 renaming, field sensitivity, propagation), `dereference` + `value_set`,
//! `layout` (type sizes), `state` (per-path state), `paths` (the workqueue).
//!
//! ## Worked example
//!
//! `int main() { int x = 7; x = 8; assert(0); }` (built here by hand, as the C front end
//! would produce it) gives the constraints `main::1::x!0@1#2 = 7` and
//! `main::1::x!0@1#3 = 8`: the declaration is version 1, each assignment a new version.
//!
//! ```
//! use goto_ir::*;
//! let mut m = GotoModel::new();
//! let int = m.store.signed(32);
//! let code = m.store.mk_type(TypeKind::Code { params: vec![], ret: int, variadic: false });
//! let x = Ident::new("main::1::x");
//! let mut sym = Symbol::new(x, int);
//! sym.is_thread_local = true;
//! m.symbols.insert(sym);
//! m.symbols.insert(Symbol::new(Ident::new("main"), code));
//! let xe = m.store.symbol(x, int);
//! let (seven, eight) = (m.store.int_const(7, int), m.store.int_const(8, int));
//! let loc = SourceLocation::at("l1.c", 3, None, Some("main"));
//! let mut f = GotoFunction::default();
//! f.body.push(Instruction::new(InstrKind::Decl(xe), loc));
//! f.body.push(Instruction::new(InstrKind::Assign { lhs: xe, rhs: seven }, loc));
//! f.body.push(Instruction::new(InstrKind::Assign { lhs: xe, rhs: eight }, loc));
//! f.body.push(Instruction::with_guard(InstrKind::Assert, FALSE, loc));
//! f.body.push(Instruction::new(InstrKind::EndFunction, loc));
//! m.functions.insert(Ident::new("main"), f);
//! m.update();
//! let config = symex::SymexConfig { entry_point: "main".into(), ..Default::default() };
//! let r = symex::run(&mut m, &config).unwrap();
//! let vcc = ssa::show::show_vcc(&m, &r.equation);
//! assert!(vcc.contains("{-1} main::1::x!0@1#2 = 7\n{-2} main::1::x!0@1#3 = 8\n"));
//! assert_eq!(r.stats.vcc_summary(), "Generated 1 VCC(s), 1 remaining after simplification");
//! ```

pub mod config;
pub mod control;
pub mod error;
pub mod paths;
pub mod state;
pub mod stats;
pub mod value_set;

mod assert_assume;
mod assign;
mod builtins;
mod condition;
mod decl_dead;
mod dereference;
mod function_call;
mod goto;
mod layout;
pub mod libm;
mod rename;
mod step;
mod threads;
pub mod memory_model;

pub use config::{MemoryModel, PathStrategy, SymexConfig, Unwindset};
pub use threads::NOT_SHARED;
pub use control::{MessageSink, StopFlag};
pub use error::{Located, SymexError};
pub use stats::{Level, Message, Stats};

use goto_ir::simplify::Simplifier;
use goto_ir::{
    ExprId, GotoFunction, GotoModel, Ident, InstrKind, InstrRef, SourceLocation, Store, Symbol,
    SymbolTable, TypeId,
};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use ssa::{Equation, L1Counters, L2Counters, NameTable};
use state::State;
use std::time::Instant;

/// The function table of a [`GotoModel`].
pub(crate) type FnMap = indexmap::IndexMap<Ident, GotoFunction>;

/// The outcome of symbolic execution of one program (or one path with `--paths`).
#[derive(Clone, Debug)]
pub struct SymexResult {
    /// The SSA equation.
    pub equation: Equation,
    /// Counters and timings.
    pub stats: Stats,
    /// Warnings and statistics messages, in order (empty when
    /// [`SymexConfig::on_message`] received them).
    pub messages: Vec<Message>,
    /// Symbols symex created (dynamic objects, return values, failed objects, …).
    pub new_symbols: SymbolTable,
    /// The SSA names of the run (to map SSA symbols back to program objects).
    pub names: NameTable,
}

/// The parameter symbol holding the variadic argument at `position` (counting the named
/// parameters) of a call of `function` whose argument has type `ty`:
/// `<function>::va_arg<position>`, or `…$<n>` for the n-th other type met at that position
/// (calls may pass different types there; one symbol per type keeps each well typed).
/// `existing` gives the type of a symbol already made. Symex and the replay name them alike.
pub fn va_arg_symbol(
    function: Ident,
    position: usize,
    ty: goto_ir::TypeId,
    same: impl Fn(goto_ir::TypeId, goto_ir::TypeId) -> bool,
    existing: impl Fn(Ident) -> Option<goto_ir::TypeId>,
) -> (Ident, bool) {
    let base = format!("{function}::va_arg{position}");
    let mut n = 0u64;
    loop {
        let name = if n == 0 {
            Ident::new(&base)
        } else {
            Ident::new(&format!("{base}${n}"))
        };
        match existing(name) {
            None => return (name, false),
            Some(t) if same(t, ty) => return (name, true),
            Some(_) => n += 1,
        }
    }
}

/// Runs multi-path symbolic execution of `model` from the configured entry point.
///
/// New expressions are added to `model.store`; the model is otherwise unchanged.
pub fn run(model: &mut GotoModel, config: &SymexConfig) -> Result<SymexResult, SymexError> {
    let start = Instant::now();
    let mut engine = Engine::new(config.endian);
    let GotoModel {
        store,
        symbols,
        functions,
    } = model;
    let mut rounds = 0;
    let eq = loop {
        let mut ctx = Ctx {
            store: &mut *store,
            ns: symbols,
            functions,
            cfg: config,
            eng: &mut engine,
            eq: Equation::new(),
            pause: false,
            saved: Vec::new(),
        };
        ctx.init_threads();
        let mut state = ctx.initial_state()?;
        ctx.run_state(&mut state)?;
        // the threads run one after another, in the order they were started (CBMC's
        // `symex_threaded_step`); each continues from the values the previous one left
        while let Some(next) = ctx.eng.threads.pending.pop_front() {
            ctx.switch_to_thread(&mut state, next);
            ctx.run_state(&mut state)?;
        }
        let eq = std::mem::take(&mut ctx.eq);
        // a pointer a later thread stores may be read earlier: run again with every
        // shared pointer's targets known from the start, until nothing new turns up
        if let Some(seeds) = engine.threads.grown_seeds() {
            rounds += 1;
            if rounds > threads::MAX_VALUE_SET_ROUNDS {
                return Err(SymexError::Unsupported {
                    what: "the points-to sets of pointers shared between threads do not stabilise"
                        .into(),
                    location: Located {
                        function: config.entry_point.clone(),
                        location: SourceLocation::default(),
                    },
                });
            }
            let names = std::mem::take(&mut engine.names);
            engine = Engine::new(config.endian);
            engine.names = names;
            engine.threads.seeds = seeds;
            continue;
        }
        break eq;
    };
    let mut eq = eq;
    if engine.threads.started {
        memory_model::apply(&mut eq, store, &engine.names, config.memory_model);
    }
    // messages of a program with threads wait for the last round
    if engine.threads.program_has_threads {
        if let Some(sink) = &config.on_message {
            for m in std::mem::take(&mut engine.messages) {
                sink.send(&m);
            }
        }
    }
    let mut r = engine.finish(eq, start, config.simple_slice);
    // the engine is not needed any more: move its tables instead of copying them
    r.names = std::mem::take(&mut engine.names);
    r.new_symbols = std::mem::take(&mut engine.new_symbols);
    r.messages = std::mem::take(&mut engine.messages);
    Ok(r)
}

/// Cached facts about one function's control flow.
#[derive(Clone, Debug, Default)]
pub(crate) struct FnInfo {
    /// `__CPROVER_HIDE` label present.
    pub hidden: bool,
    /// A C library model or `__RBMC_DECIDED_LOOPS` label present
    /// ([`goto_ir::GotoFunction::decides_loops`]): iterations of its loops that constants
    /// decide are not counted against the unwinding bound
    /// ([`crate::state::LoopInfo::decided`]).
    pub decided_loops: bool,
    /// For each loop head: the backward GOTOs targeting it (loop number, pc).
    pub loop_heads: FxHashMap<InstrRef, SmallVec<[(u32, InstrRef); 1]>>,
    /// Number of CFG predecessors and the single predecessor, per instruction.
    pub preds: Vec<SmallVec<[InstrRef; 2]>>,
    /// Loop ids `<fn>.<n>` by GOTO pc.
    pub loop_ids: FxHashMap<InstrRef, Ident>,
    /// The variables the body declares or kills (DECL, DEAD): its block-scoped locals.
    pub locals: Vec<Ident>,
}

/// State global to a run (shared by all paths): names, counters, the simplifier, messages.
pub(crate) struct Engine {
    pub names: NameTable,
    pub l1: L1Counters,
    pub l2: L2Counters,
    pub simp: Simplifier,
    pub new_symbols: SymbolTable,
    pub messages: Vec<Message>,
    pub warned_no_body: FxHashSet<Ident>,
    pub nondet_count: u32,
    pub dynamic_count: u32,
    /// Size symbols of dynamic objects with a symbolic size made so far.
    pub dynamic_size_count: u32,
    pub invalid_count: u32,
    pub fn_info: FxHashMap<Ident, std::rc::Rc<FnInfo>>,
    pub deref_cache: FxHashMap<ExprId, bool>,
    /// Whether a type has array sizes that must be renamed (memoized per type).
    pub type_renaming: FxHashMap<TypeId, bool>,
    /// L1 objects of symbols whose declared type has non-constant array sizes, by root and
    /// L1 index: their type (sizes renamed to L2) is fixed when the instance is created.
    pub instances: FxHashMap<(Ident, Option<ssa::Level1>), ssa::L1Id>,
    /// Instance types of arrays whose elements have non-constant sizes (`int v[2][m]`):
    /// not field-sensitive, even when the sizes became constants (their element writes
    /// through a variable row index and through a constant one went to different places).
    pub no_field_types: rustc_hash::FxHashSet<goto_ir::TypeId>,
    pub stats: Stats,
    /// SSA names assigned a non-constant size that carries a `sizeof` type (`n *
    /// sizeof(T)`, e.g. `malloc`'s parameter): the size expression, so that an allocation
    /// of that size is typed `T[n]` as CBMC's `symex_allocate` types it.
    pub sized: FxHashMap<ExprId, ssa::L2Expr>,
    /// Threads: what the run knows about concurrency (see `threads.rs`).
    pub threads: threads::Threads,
}

impl Engine {
    /// A fresh engine for a target of byte order `endian` (its simplifier folds reads of
    /// union members by it).
    pub fn new(endian: goto_ir::Endian) -> Engine {
        let mut simp = Simplifier::new();
        simp.set_endian(endian);
        Engine {
            names: NameTable::new(),
            l1: L1Counters::default(),
            l2: L2Counters::default(),
            simp,
            new_symbols: SymbolTable::new(),
            messages: Vec::new(),
            warned_no_body: FxHashSet::default(),
            nondet_count: 0,
            dynamic_count: 0,
            dynamic_size_count: 0,
            invalid_count: 0,
            fn_info: FxHashMap::default(),
            deref_cache: FxHashMap::default(),
            type_renaming: FxHashMap::default(),
            instances: FxHashMap::default(),
            no_field_types: Default::default(),
            stats: Stats::default(),
            sized: FxHashMap::default(),
            threads: threads::Threads::default(),
        }
    }

    /// Packs an equation with the run's statistics and messages.
    pub fn finish(&mut self, mut equation: Equation, start: Instant, slice: bool) -> SymexResult {
        let sliced = slice.then(|| equation.simple_slice() as u64);
        let mut stats = self.stats.clone();
        stats.sliced_assignments = sliced;
        stats.equation_steps = equation.steps.len() as u64;
        stats.symex_time = start.elapsed();
        stats.peak_memory = stats::peak_memory();
        SymexResult {
            equation,
            stats,
            messages: self.messages.clone(),
            new_symbols: self.new_symbols.clone(),
            names: NameTable::new(),
        }
    }
}

/// Everything one symex step needs: the model (read-only but for the store), the
/// configuration, the run-global engine and the equation of the current path.
pub(crate) struct Ctx<'a> {
    pub store: &'a mut Store,
    pub ns: &'a SymbolTable,
    pub functions: &'a FnMap,
    pub cfg: &'a SymexConfig,
    pub eng: &'a mut Engine,
    pub eq: Equation,
    /// Set when `--paths` saved the two continuations of a branch.
    pub pause: bool,
    /// Continuations saved at the last branch (`--paths`), next-instruction first.
    pub saved: Vec<State>,
}

impl Ctx<'_> {
    /// A program or symex-created symbol.
    pub fn symbol(&self, id: Ident) -> Option<&Symbol> {
        self.ns.get(id).or_else(|| self.eng.new_symbols.get(id))
    }

    /// The function `f`.
    pub fn function(&self, f: Ident) -> Option<&GotoFunction> {
        self.functions.get(&f)
    }

    /// The source location of the current instruction.
    pub fn location(&self, state: &State) -> SourceLocation {
        self.function(state.function)
            .and_then(|f| f.body.get(state.pc.index()))
            .map(|i| i.location)
            .unwrap_or_default()
    }

    /// An "unsupported" error at the current instruction.
    pub fn unsupported(&self, state: &State, what: impl Into<String>) -> SymexError {
        SymexError::Unsupported {
            what: what.into(),
            location: Located {
                function: state.function.to_string(),
                location: self.location(state),
            },
        }
    }

    /// A "malformed program" error at the current instruction.
    pub fn malformed(&self, state: &State, what: impl Into<String>) -> SymexError {
        SymexError::Malformed {
            what: what.into(),
            location: Located {
                function: state.function.to_string(),
                location: self.location(state),
            },
        }
    }

    /// Records a message.
    pub fn message(&mut self, level: Level, text: String) {
        let m = Message { level, text };
        match &self.cfg.on_message {
            Some(sink) if !self.eng.threads.program_has_threads => sink.send(&m),
            _ => self.eng.messages.push(m),
        }
    }

    /// Simplifies (if enabled).
    pub fn simplify(&mut self, e: ssa::L2Expr) -> ssa::L2Expr {
        if self.cfg.simplify {
            e.simplify(&mut self.eng.simp, self.store, self.ns)
        } else {
            e
        }
    }

    /// Control-flow facts of function `f` (computed once).
    pub fn fn_info(&mut self, f: Ident) -> std::rc::Rc<FnInfo> {
        if let Some(i) = self.eng.fn_info.get(&f) {
            return i.clone();
        }
        let mut info = FnInfo::default();
        if let Some(func) = self.functions.get(&f) {
            let hide = Ident::new("__CPROVER_HIDE");
            info.hidden = func.body.iter().any(|i| i.labels.contains(&hide));
            info.decided_loops = func.decides_loops();
            info.preds = vec![SmallVec::new(); func.body.len()];
            for i in 0..func.body.len() {
                for s in goto_ir::cfg::successors(self.store, func, i) {
                    if let Some(p) = info.preds.get_mut(s.index()) {
                        p.push(InstrRef(i as u32));
                    }
                }
            }
            let mut locals = FxHashSet::default();
            for ins in &func.body {
                if let InstrKind::Decl(x) | InstrKind::Dead(x) = ins.kind {
                    if let goto_ir::ExprKind::Symbol(id) = *self.store.kind(x) {
                        if locals.insert(id) {
                            info.locals.push(id);
                        }
                    }
                }
            }
            for (i, ins) in func.body.iter().enumerate() {
                if !matches!(ins.kind, InstrKind::Goto) || !func.is_backward_goto(i) {
                    continue;
                }
                let n = func
                    .numbering
                    .get(i)
                    .and_then(|n| n.loop_number)
                    .unwrap_or(i as u32);
                info.loop_ids
                    .insert(InstrRef(i as u32), Ident::new(&format!("{f}.{n}")));
                for t in &ins.targets {
                    info.loop_heads
                        .entry(*t)
                        .or_default()
                        .push((n, InstrRef(i as u32)));
                }
            }
        }
        let rc = std::rc::Rc::new(info);
        self.eng.fn_info.insert(f, rc.clone());
        rc
    }
}
