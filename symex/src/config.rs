//! Symex configuration: every knob in one struct, plus `--unwindset` parsing.

use crate::error::SymexError;
use goto_ir::{GotoModel, Ident};
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
    /// Name of the entry function (`__CPROVER__start`).
    pub entry_point: String,
    /// Pointer width in bits (for object sizes and offsets).
    pub pointer_width: u32,
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
            entry_point: goto_ir::ENTRY_POINT.to_owned(),
            pointer_width: 64,
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
                Ok(r) => r,
                Err(w) => {
                    warnings.push(w);
                    continue;
                }
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

/// Resolves `func`, `func.N` or `func.label` to a loop id (`func.N`) or function name.
fn resolve_loop_id(id: &str, model: &GotoModel) -> Result<String, String> {
    if model.functions.contains_key(&Ident::new(id)) {
        return Ok(id.to_owned());
    }
    let Some(dot) = id.rfind('.') else {
        return Err(format!("function {id} not found"));
    };
    let (func, rest) = (&id[..dot], &id[dot + 1..]);
    let Some(f) = model.functions.get(&Ident::new(func)) else {
        return Err(format!("loop {id} not found: function {func} not found"));
    };
    if let Ok(n) = rest.parse::<u32>() {
        if f.loops().iter().any(|(l, _)| *l == n) {
            return Ok(id.to_owned());
        }
        return Err(format!("loop {id} not found"));
    }
    // a label: the loop whose backward goto has the location of the labelled instruction
    let label = Ident::new(rest);
    let Some(labelled) = f.body.iter().find(|i| i.labels.contains(&label)) else {
        return Err(format!("loop {id} not found: no label {rest} in {func}"));
    };
    let matching: Vec<u32> = f
        .loops()
        .into_iter()
        .filter(|(_, r)| f.instr(*r).location == labelled.location)
        .map(|(l, _)| l)
        .collect();
    match matching.as_slice() {
        [l] => Ok(format!("{func}.{l}")),
        [] => Err(format!("loop {id} not found")),
        _ => Err(format!("label {rest} in {func} is ambiguous")),
    }
}
