//! Symex configuration: every knob in one struct, plus `--unwindset` parsing.

use crate::control::{MessageSink, StopFlag};
use crate::error::SymexError;
use goto_ir::{Endian, GotoModel, Ident};
use rustc_hash::FxHashMap;

/// Path exploration strategy of `--paths`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathStrategy {
    /// Depth first: the next instruction is pushed before the jump target and popped last.
    Lifo,
    /// Breadth first.
    Fifo,
}

impl PathStrategy {
    /// Parses `lifo` / `fifo`; the error is CBMC's message.
    pub fn parse(s: &str) -> Result<PathStrategy, String> {
        match s {
            "lifo" => Ok(PathStrategy::Lifo),
            "fifo" => Ok(PathStrategy::Fifo),
            _ => Err(format!(
                "Unknown strategy '{s}'. Pass the --show-symex-strategies flag to list available strategies."
            )),
        }
    }
}

/// All options of symbolic execution (CBMC's `symex_configt` plus the unwinding options).
#[derive(Clone, Debug)]
pub struct SymexConfig {
    /// Loop and recursion limits (`--unwind`, `--unwindset`, `--unwindset-file`).
    pub unwindset: Unwindset,
    /// `--depth N`: maximal number of instructions executed on a path.
    pub depth: Option<u64>,
    /// Emit unwinding assertions when a limit is reached (on unless
    /// `--no-unwinding-assertions`).
    pub unwinding_assertions: bool,
    /// `--partial-loops`: do not assume the loop exit when a limit is reached.
    pub partial_loops: bool,
    /// Constant propagation while renaming (on unless `--no-propagation`).
    pub propagation: bool,
    /// Simplify expressions before they reach the equation (on unless `--no-simplify`).
    pub simplify: bool,
    /// Replace self-loops by assumptions (on unless `--no-self-loops-to-assumptions`).
    pub self_loops_to_assumptions: bool,
    /// Largest array (number of elements) that gets one SSA symbol per element
    /// (`--max-field-sensitivity-array-size`, default 64).
    pub max_field_sensitivity_array_size: u64,
    /// `--havoc-undefined-functions`: body-less functions havoc their non-const pointees.
    pub havoc_undefined_functions: bool,
    /// `--paths STRATEGY`: explore one path at a time (no merging).
    pub paths: Option<PathStrategy>,
    /// Simple slicing of the equation: the steps after the last assertion on their path are
    /// dropped (on, except in coverage runs, whose tests need the whole path).
    pub simple_slice: bool,
    /// Name of the entry function (`__CPROVER__start`).
    pub entry_point: String,
    /// Pointer width in bits (for object sizes and offsets).
    pub pointer_width: u32,
    /// Checked before every step: once set, the run ends with [`SymexError::Stopped`].
    pub stop: StopFlag,
    /// Receives messages as they are produced (instead of [`crate::SymexResult::messages`]).
    pub on_message: Option<MessageSink>,
    /// Byte order of the target (`--little-endian` / `--big-endian`): the byte order of the
    /// `byte_extract`/`byte_update` operators symex creates.
    pub endian: Endian,
    /// `--mm`: the memory model of concurrent programs.
    pub memory_model: MemoryModel,
}

/// `--mm`: how shared-memory accesses of different threads are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MemoryModel {
    /// Sequential consistency (`--mm sc`, the default).
    #[default]
    Sc,
    /// Total store order (`--mm tso`, x86): a write may be seen by other threads after
    /// later reads of its thread (to other objects), unless a fence is between them.
    Tso,
    /// Partial store order (`--mm pso`): as TSO, and writes to different objects may
    /// also be seen out of order.
    Pso,
}

impl MemoryModel {
    /// The model named by `--mm` (`sc`, `tso`, `pso`).
    pub fn parse(name: &str) -> Option<MemoryModel> {
        match name {
            "sc" => Some(MemoryModel::Sc),
            "tso" => Some(MemoryModel::Tso),
            "pso" => Some(MemoryModel::Pso),
            _ => None,
        }
    }
}

impl Default for SymexConfig {
    fn default() -> Self {
        SymexConfig {
            unwindset: Unwindset::default(),
            depth: None,
            unwinding_assertions: true,
            partial_loops: false,
            propagation: true,
            simplify: true,
            self_loops_to_assumptions: true,
            max_field_sensitivity_array_size: 64,
            havoc_undefined_functions: false,
            paths: None,
            simple_slice: true,
            entry_point: goto_ir::ENTRY_POINT.to_owned(),
            pointer_width: 64,
            stop: StopFlag::new(),
            on_message: None,
            endian: Endian::Little,
            memory_model: MemoryModel::Sc,
        }
    }
}

/// Unwinding limits: global, per loop / function, per thread (cbmc-behaviour.md §6.4).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unwindset {
    /// `--unwind N`.
    pub global: Option<u32>,
    /// Limits by loop id (`main.0`) or function name (recursion); `None` = unlimited.
    pub by_id: FxHashMap<String, Option<u32>>,
    /// Limits by (thread, id).
    pub by_thread_id: FxHashMap<(u32, String), Option<u32>>,
}

impl Unwindset {
    /// The limit for loop or function `id` in `thread`: the most specific entry wins.
    pub fn limit(&self, id: &str, thread: u32) -> Option<u32> {
        if let Some(l) = self.by_thread_id.get(&(thread, id.to_owned())) {
            return *l;
        }
        if let Some(l) = self.by_id.get(id) {
            return *l;
        }
        self.global
    }

    /// Adds the entries of one `--unwindset` argument (comma separated `[T:]ID:N`),
    /// resolving `func.label` against the model. Returns warnings for entries that name
    /// no function or loop (they are ignored, as in CBMC).
    pub fn parse(&mut self, spec: &str, model: &GotoModel) -> Result<Vec<String>, SymexError> {
        let mut warnings = Vec::new();
        for entry in spec.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            let bad = |why: &str| SymexError::Unwindset(entry.to_owned(), why.to_owned());
            let Some(colon) = entry.rfind(':') else {
                return Err(bad("invalid loop identifier"));
            };
            let (mut id, n) = (&entry[..colon], &entry[colon + 1..]);
            let limit = if n.is_empty() {
                None
            } else {
                Some(n.parse::<u32>().map_err(|_| bad("invalid unwind bound"))?)
            };
            let mut thread = None;
            if id.starts_with(|c: char| c.is_ascii_digit()) {
                if let Some(c) = id.find(':') {
                    thread = Some(
                        id[..c]
                            .parse::<u32>()
                            .map_err(|_| bad("invalid thread number"))?,
                    );
                    id = &id[c + 1..];
                }
            }
            if id.is_empty() {
                return Err(bad("invalid loop identifier"));
            }
            let resolved = match resolve_loop_id(id, model) {
                Ok(Resolved::Id(r)) => r,
                Ok(Resolved::Ignored(w)) => {
                    warnings.push(w);
                    continue;
                }
                Ok(Resolved::Ambiguous(r)) => {
                    warnings.push(format!(
                        "loop identifier {id} provided with unwindset is ambiguous"
                    ));
                    r
                }
                Err(e) => return Err(bad(&e)),
            };
            match thread {
                Some(t) => {
                    self.by_thread_id.insert((t, resolved), limit);
                }
                None => {
                    self.by_id.insert(resolved, limit);
                }
            }
        }
        Ok(warnings)
    }

    /// Reads `--unwindset-file`: the same syntax as `--unwindset`.
    pub fn parse_file(
        &mut self,
        path: &std::path::Path,
        model: &GotoModel,
    ) -> Result<Vec<String>, SymexError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            SymexError::Unwindset(path.display().to_string(), format!("cannot read: {e}"))
        })?;
        let joined: Vec<&str> = text.split_whitespace().collect();
        self.parse(&joined.join(","), model)
    }
}

/// How an unwindset entry resolved (CBMC's `unwindsett::parse_unwindset_one_loop`).
enum Resolved {
    /// A loop id (`func.N`) or a function name (recursion limit).
    Id(String),
    /// The entry is ignored, with this warning.
    Ignored(String),
    /// A label matching several loops: the last one is used, with a warning.
    Ambiguous(String),
}

/// Whether two instructions come from the same statement: file, line and function agree.
/// Columns are not compared: CBMC's front end gives statements no column, so a label on a
/// `for` with an initialising declaration and the loop's backward GOTO match there, while
/// our front end records the declarator's column on the DECL.
fn same_statement(a: &goto_ir::SourceLocation, b: &goto_ir::SourceLocation) -> bool {
    a.file == b.file && a.line.is_some() && a.line == b.line && a.function == b.function
}

/// Resolves `func` (recursion), `func.N` or `func.label` to a loop id (`func.N`) or
/// function name, with CBMC's warnings for entries that match nothing.
fn resolve_loop_id(id: &str, model: &GotoModel) -> Result<Resolved, String> {
    let ident = Ident::new(id);
    let is_function = model.functions.contains_key(&ident)
        || model
            .symbols
            .get(ident)
            .is_some_and(|s| matches!(model.store.ty(s.ty), goto_ir::TypeKind::Code { .. }));
    if is_function {
        return Ok(Resolved::Id(id.to_owned()));
    }
    let invalid = || format!("invalid loop identifier {id}");
    let Some(dot) = id.rfind('.') else {
        return Err(invalid());
    };
    let (func, rest) = (&id[..dot], &id[dot + 1..]);
    if rest.is_empty() {
        return Err(invalid());
    }
    let Some(f) = model.functions.get(&Ident::new(func)) else {
        return Ok(Resolved::Ignored(format!(
            "loop identifier {id} for non-existent function provided with unwindset"
        )));
    };
    let no_match = || {
        Resolved::Ignored(format!(
            "loop identifier {id} provided with unwindset does not match any loop"
        ))
    };
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        let n = rest.parse::<u32>().map_err(|_| invalid())?;
        if f.loops().iter().any(|(l, _)| *l == n) {
            return Ok(Resolved::Id(id.to_owned()));
        }
        return Ok(no_match());
    }
    // a label: the loops whose backward GOTO comes from the labelled statement
    let label = Ident::new(rest);
    let mut location = None;
    let mut found: Option<u32> = None;
    let mut ambiguous = false;
    for (i, ins) in f.body.iter().enumerate() {
        if ins.labels.contains(&label) {
            location = Some(ins.location);
        }
        let loop_number = f.numbering.get(i).and_then(|n| n.loop_number);
        if let (Some(loc), Some(n)) = (&location, loop_number) {
            if matches!(ins.kind, goto_ir::InstrKind::Goto) && same_statement(&ins.location, loc) {
                ambiguous |= found.is_some();
                found = Some(n);
            }
        }
    }
    match found {
        Some(n) if ambiguous => Ok(Resolved::Ambiguous(format!("{func}.{n}"))),
        Some(n) => Ok(Resolved::Id(format!("{func}.{n}"))),
        None => Ok(no_match()),
    }
}
