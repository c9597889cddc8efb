//! CBMC's function-pointer restrictions (`--restrict-function-pointer`,
//! `--restrict-function-pointer-by-name`, `--function-pointer-restrictions-file`).
//!
//! rbmc's front end replaces every call through a function pointer by a dispatch over the
//! candidate functions (CBMC's `remove_function_pointers` shape):
//!
//! ```text
//! OTHER *fp
//! IF fp = &f1 THEN GOTO 1
//! …
//! ASSERT false // dereferenced function pointer must be one of [f1, …]
//! ASSUME false
//! 1: CALL lhs := f1(args)
//!    GOTO end
//! …
//! end: SKIP
//! ```
//!
//! This pass finds those call sites in program order and, as CBMC does when any of the
//! three options is given, names each one: the `n`-th call through a pointer in function `f`
//! (counted from 1) becomes `f.function_pointer_call.n := fp` followed by the dispatch over
//! `*f.function_pointer_call.n` (CBMC's `label_function_pointer_call_sites`). A restricted
//! site's dispatch is then rebuilt over exactly the restriction's targets from the original
//! call (the front end's auxiliary `f::$fp_call::n` when it kept one, else a candidate's
//! call with the conversions of its arguments and result undone), with CBMC's
//! assertion (class `pointer dereference`, "dereferenced function pointer must be f" or
//! "… must be one of [f, g]") that the pointer is one of them; since the front end has
//! already resolved every call, nothing resolves a restricted site again.
//!
//! Restrictions name a call site (`f.function_pointer_call.n`), a statement label
//! (`f.label`: the call through a pointer at the labelled statement), or, by name, the
//! function-pointer variable called (`f::1::fp`, a parameter `f::fp` or a global `fp`):
//! every call site that calls that variable directly is restricted. Restrictions of one
//! site from several sources are merged. Errors carry CBMC's texts
//! ([`RestrictionError`]).

use goto_ir::{
    c_syntax, Call, ExprId, ExprKind, GotoModel, Ident, InstrKind, Instruction,
    OtherCode, SourceLocation, Store, Symbol, SymbolTable, TypeId, TypeKind, FALSE, TRUE,
};
use std::collections::{BTreeMap, BTreeSet};

/// `--restrict-function-pointer`
pub const OPTION: &str = "--restrict-function-pointer";
/// `--restrict-function-pointer-by-name`
pub const BY_NAME_OPTION: &str = "--restrict-function-pointer-by-name";
/// `--function-pointer-restrictions-file`
pub const FILE_OPTION: &str = "--function-pointer-restrictions-file";

const FORMAT: &str = "the format for restrictions is <pointer_name>/<target[,more_targets]*>";

/// The restrictions a run was given, as written.
#[derive(Clone, Debug, Default)]
pub struct RestrictionOptions {
    /// `--restrict-function-pointer POINTER/TARGET[,TARGET…]`, in order.
    pub by_call_site: Vec<String>,
    /// `--restrict-function-pointer-by-name NAME/TARGET[,TARGET…]`, in order.
    pub by_name: Vec<String>,
    /// The entries of each `--function-pointer-restrictions-file` (already parsed from
    /// JSON: pointer name and targets), one list per file.
    pub files: Vec<Vec<(String, Vec<String>)>>,
}

impl RestrictionOptions {
    /// Whether any restriction option was given.
    pub fn is_empty(&self) -> bool {
        self.by_call_site.is_empty() && self.by_name.is_empty() && self.files.is_empty()
    }
}

/// A restriction that cannot be applied, with CBMC's texts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestrictionError {
    /// A command-line restriction is wrong (CBMC's `invalid_command_line_argument_exceptiont`,
    /// exit code 1).
    #[error("Invalid User Input\nOption: {option}\nReason: {reason}{}", line("Suggestion", .suggestion))]
    Option {
        option: &'static str,
        reason: String,
        suggestion: Option<String>,
    },
    /// A restriction from a file is wrong (CBMC's `deserialization_exceptiont`, exit code 6).
    #[error("Invalid restriction\nReason: {reason}{}", line("Format", .suggestion))]
    File {
        reason: String,
        suggestion: Option<String>,
    },
    /// A restricted call site this program no longer has the call of (named with the
    /// option).
    #[error("{option}: {what} is not supported yet")]
    Unsupported { option: &'static str, what: String },
}

/// `\n<what>: <text>` when there is a text.
fn line(what: &str, text: &Option<String>) -> String {
    text.as_ref().map(|t| format!("\n{what}: {t}")).unwrap_or_default()
}

/// Why a restriction is invalid, before it is attributed to its option.
#[derive(Debug)]
struct Invalid {
    reason: String,
    format: Option<String>,
}

impl Invalid {
    fn new(reason: impl Into<String>) -> Invalid {
        Invalid {
            reason: reason.into(),
            format: None,
        }
    }
    fn with_format(reason: impl Into<String>, format: &str) -> Invalid {
        Invalid {
            reason: reason.into(),
            format: Some(format.to_string()),
        }
    }
}

/// Which option a restriction came from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    CallSite,
    Name,
    File,
}

impl Source {
    fn error(self, e: Invalid) -> RestrictionError {
        match self {
            Source::CallSite => RestrictionError::Option {
                option: OPTION,
                reason: e.reason,
                suggestion: e.format,
            },
            Source::Name => RestrictionError::Option {
                option: BY_NAME_OPTION,
                reason: e.reason,
                suggestion: e.format,
            },
            Source::File => RestrictionError::File {
                reason: e.reason,
                suggestion: e.format,
            },
        }
    }
}

/// Splits `POINTER/TARGET[,TARGET…]` with CBMC's checks and messages.
fn split_restriction(spec: &str) -> Result<(String, BTreeSet<String>), Invalid> {
    let Some((pointer, targets)) = spec.split_once('/') else {
        return Err(Invalid::with_format(
            format!("couldn't find '/' in `{spec}'"),
            FORMAT,
        ));
    };
    if pointer.is_empty() {
        return Err(Invalid::new(format!(
            "couldn't find target name before '/' in `{spec}'"
        )));
    }
    if targets.is_empty() {
        return Err(Invalid::with_format(
            format!("missing target list for function pointer restriction {pointer}"),
            FORMAT,
        ));
    }
    let names: BTreeSet<String> = targets.split(',').map(str::to_string).collect();
    if names.contains("") {
        return Err(Invalid::with_format(
            format!("leading or trailing comma in restrictions for `{pointer}'"),
            FORMAT,
        ));
    }
    Ok((pointer.to_string(), names))
}

/// One call through a function pointer, as the front end dispatched it.
#[derive(Clone, Debug)]
struct Site {
    /// Index of the `OTHER *fp` instruction.
    start: usize,
    /// Index of the final SKIP of the dispatch.
    end: usize,
    /// The pointer called (`fp`).
    pointer: ExprId,
    /// The original call (`lhs`, arguments), when a candidate's call keeps it.
    call: Option<(Option<ExprId>, Vec<ExprId>)>,
    /// `f.function_pointer_call.n`
    name: Ident,
}

/// What the pass did, for the status messages.
#[derive(Debug, Default)]
pub struct RestrictionReport {
    /// Restricted call sites and their targets.
    pub restricted: Vec<(String, Vec<String>)>,
}

/// Applies the restrictions of `options` to `model` (see the module documentation). With no
/// option given the model is left as it is.
pub fn restrict_function_pointers(
    model: &mut GotoModel,
    options: &RestrictionOptions,
) -> Result<RestrictionReport, RestrictionError> {
    if options.is_empty() {
        return Ok(RestrictionReport::default());
    }
    let sites = label_call_sites(model);
    // the restrictions, by call site or pointer name, with their sources
    let mut restrictions: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let add = |r: &mut BTreeMap<String, BTreeSet<String>>, p: String, t: BTreeSet<String>| {
        r.entry(p).or_default().extend(t);
    };
    // command line, by call site
    let mut from_cmdline: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for spec in &options.by_call_site {
        let (p, t) = split_restriction(spec).map_err(|e| Source::CallSite.error(e))?;
        let p = resolve_pointer_name(model, &sites, &p).map_err(|e| Source::CallSite.error(e))?;
        if from_cmdline.insert(p.clone(), t).is_some() {
            return Err(Source::CallSite.error(Invalid::new(format!(
                "function pointer restriction for `{p}' was specified twice"
            ))));
        }
    }
    typecheck(model, &from_cmdline).map_err(|e| Source::CallSite.error(e))?;
    // files
    let mut from_files: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &options.files {
        for (p, targets) in file {
            let p = resolve_pointer_name(model, &sites, p).map_err(|e| Source::File.error(e))?;
            add(&mut from_files, p, targets.iter().cloned().collect());
        }
    }
    typecheck(model, &from_files).map_err(|e| Source::File.error(e))?;
    // by name: every call site whose pointer is that variable
    let mut by_name: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for spec in &options.by_name {
        let (p, t) = split_restriction(spec).map_err(|e| Source::Name.error(e))?;
        let p = resolve_pointer_name(model, &sites, &p).map_err(|e| Source::Name.error(e))?;
        if by_name.insert(p.clone(), t).is_some() {
            return Err(Source::Name.error(Invalid::new(format!(
                "function pointer restriction for `{p}' was specified twice"
            ))));
        }
    }
    let mut from_names: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for list in sites.values() {
        for s in list {
            if let Some(n) = model.store.symbol_name(s.pointer) {
                if let Some(t) = by_name.get(n.as_str()) {
                    from_names.insert(s.name.as_str().to_string(), t.clone());
                }
            }
        }
    }
    typecheck(model, &from_names).map_err(|e| Source::Name.error(e))?;
    for (p, t) in from_cmdline.into_iter().chain(from_files).chain(from_names) {
        add(&mut restrictions, p, t);
    }
    // rewrite every call site: named, and restricted or not
    let mut report = RestrictionReport::default();
    let names: Vec<Ident> = sites.keys().copied().collect();
    for fname in names {
        let list = &sites[&fname];
        let mut blocks: Vec<(usize, usize, Vec<Instruction>)> = Vec::new();
        for site in list {
            let block = match restrictions.get(site.name.as_str()) {
                Some(targets) => {
                    report.restricted.push((
                        site.name.as_str().to_string(),
                        targets.iter().cloned().collect(),
                    ));
                    restricted_dispatch(model, fname, site, targets)?
                }
                None => named_dispatch(model, fname, site),
            };
            blocks.push((site.start, site.end, block));
        }
        let f = model.functions.get_mut(&fname).expect("function with call sites");
        f.body = splice(std::mem::take(&mut f.body), blocks);
    }
    model.update();
    Ok(report)
}

/// Finds the dispatches of calls through function pointers and adds CBMC's call-site
/// symbols `f.function_pointer_call.n` (numbered from 1 per function in program order).
fn label_call_sites(model: &mut GotoModel) -> BTreeMap<Ident, Vec<Site>> {
    let mut out = BTreeMap::new();
    let names: Vec<Ident> = model.functions.keys().copied().collect();
    for fname in names {
        let body = &model.functions[&fname].body;
        let mut sites = Vec::new();
        let mut i = 0;
        while i < body.len() {
            if let Some(site) = dispatch_at(&model.store, body, i, fname, sites.len() + 1) {
                i = site.end + 1;
                sites.push(site);
            } else {
                i += 1;
            }
        }
        if sites.is_empty() {
            continue;
        }
        for (k, s) in sites.iter_mut().enumerate() {
            if let Some(call) = kept_call(model, fname, k + 1) {
                s.call = Some(call);
            }
        }
        let mode = model
            .symbols
            .get(fname)
            .map(|s| s.mode)
            .unwrap_or_else(|| Ident::new("C"));
        for s in &sites {
            let ty = model.store.type_of(s.pointer);
            let mut sym = Symbol::new(s.name, ty);
            sym.base_name = s.name;
            sym.pretty_name = s.name;
            sym.is_lvalue = true;
            sym.mode = mode;
            sym.location = body_location(&model.functions[&fname].body[s.start]);
            model.symbols.replace(sym);
        }
        out.insert(fname, sites);
    }
    out
}

fn body_location(ins: &Instruction) -> SourceLocation {
    let mut l = ins.location;
    l.comment = None;
    l.property_class = None;
    l.property_id = None;
    l
}

/// The dispatch starting at `body[i]`, if there is one.
fn dispatch_at(s: &Store, body: &[Instruction], i: usize, f: Ident, n: usize) -> Option<Site> {
    let InstrKind::Other(OtherCode { statement, ops, .. }) = &body[i].kind else {
        return None;
    };
    if statement.as_str() != "expression" || ops.len() != 1 {
        return None;
    }
    let deref = ops[0];
    if !matches!(s.kind(deref), ExprKind::Dereference)
        || !matches!(s.ty(s.type_of(deref)), TypeKind::Code { .. })
    {
        return None;
    }
    let pointer = s.op(deref, 0);
    // the gotos to the calls
    let mut j = i + 1;
    let mut calls = Vec::new();
    while let Some(ins) = body.get(j) {
        if !matches!(ins.kind, InstrKind::Goto) || ins.guard == TRUE {
            break;
        }
        if !matches!(s.kind(ins.guard), ExprKind::Equal) || s.op(ins.guard, 0) != pointer {
            return None;
        }
        calls.push(ins.targets.first()?.index());
        j += 1;
    }
    // the assertion and the assumption
    let a = body.get(j)?;
    if !matches!(a.kind, InstrKind::Assert)
        || a.guard != FALSE
        || a.location.property_class.map(|c| c.as_str()) != Some("pointer dereference")
    {
        return None;
    }
    let b = body.get(j + 1)?;
    if !matches!(b.kind, InstrKind::Assume) || b.guard != FALSE {
        return None;
    }
    // the end: the SKIP after the last call block (each ends in a GOTO to it)
    let end = match calls.last() {
        None => j + 2,
        Some(_) => {
            let mut e = None;
            for k in (j + 2)..body.len() {
                let ins = &body[k];
                if matches!(ins.kind, InstrKind::Goto) && ins.guard == TRUE {
                    e = Some(ins.targets.first()?.index());
                    break;
                }
            }
            e?
        }
    };
    if !matches!(body.get(end)?.kind, InstrKind::Skip) {
        return None;
    }
    let call = calls
        .iter()
        .find_map(|&c| original_call(s, body, c, pointer));
    Some(Site {
        start: i,
        end,
        pointer,
        call,
        name: Ident::new(&format!("{f}.function_pointer_call.{n}")),
    })
}

/// The call the front end kept for its `n`-th dispatch in `f` (the symbol
/// `f::$fp_call::n`, whose value is the side effect `rbmc_fp_call` (operands: `*fp`, the
/// arguments) or `rbmc_fp_call_lhs` (the left-hand side first)): how a dispatch without a
/// candidate, or through a pointer without a prototype, is rebuilt.
fn kept_call(model: &GotoModel, f: Ident, n: usize) -> Option<(Option<ExprId>, Vec<ExprId>)> {
    let s = &model.store;
    let sym = model.symbols.get(Ident::new(&format!("{f}::$fp_call::{n}")))?;
    let v = sym.value?;
    let ExprKind::SideEffect(statement) = s.kind(v) else {
        return None;
    };
    let ops = s.ops(v);
    match statement.as_str() {
        "rbmc_fp_call" => Some((None, ops.get(1..)?.to_vec())),
        "rbmc_fp_call_lhs" => Some((Some(*ops.first()?), ops.get(2..)?.to_vec())),
        _ => None,
    }
}

/// The left-hand side and arguments of the call the front end converted into the call of
/// a candidate at `body[at]`: the arguments before their conversion to the candidate's
/// parameter types (they have the pointer's parameter types), the left-hand side before
/// the candidate's return value was converted into it.
fn original_call(
    s: &Store,
    body: &[Instruction],
    at: usize,
    pointer: ExprId,
) -> Option<(Option<ExprId>, Vec<ExprId>)> {
    let InstrKind::FunctionCall(Call { lhs, args, .. }) = &body.get(at)?.kind else {
        return None;
    };
    let TypeKind::Pointer { base, .. } = s.ty(s.type_of(pointer)) else {
        return None;
    };
    let TypeKind::Code {
        params, variadic, ..
    } = s.ty(*base)
    else {
        return None;
    };
    if params.is_empty() && *variadic {
        // no prototype: the arguments' own types are not known
        return None;
    }
    let mut orig = Vec::with_capacity(args.len());
    for (k, &a) in args.iter().enumerate() {
        let Some(p) = params.get(k) else {
            orig.push(a);
            continue;
        };
        if s.type_of(a) == p.ty {
            orig.push(a);
        } else if matches!(s.kind(a), ExprKind::Typecast | ExprKind::ByteExtract(_))
            && s.type_of(s.op(a, 0)) == p.ty
        {
            orig.push(s.op(a, 0));
        } else {
            return None;
        }
    }
    if args.len() < params.len() {
        return None;
    }
    // `tmp := f(…)` then `lhs := (T)tmp`
    let lhs = match (lhs, body.get(at + 1).map(|i| &i.kind)) {
        (Some(tmp), Some(InstrKind::Assign { lhs: real, rhs }))
            if matches!(s.kind(*rhs), ExprKind::Typecast) && s.op(*rhs, 0) == *tmp =>
        {
            Some(*real)
        }
        (l, _) => *l,
    };
    Some((lhs, orig))
}

/// Resolves CBMC's `function.label` form (a statement label in `function`) to the call
/// site of the call through a pointer at that statement; other names are kept.
fn resolve_pointer_name(
    model: &GotoModel,
    sites: &BTreeMap<Ident, Vec<Site>>,
    candidate: &str,
) -> Result<String, Invalid> {
    let Some(dot) = candidate.rfind('.') else {
        return Ok(candidate.to_string());
    };
    let label = &candidate[dot + 1..];
    if label.is_empty() || label.starts_with(|c: char| c.is_ascii_digit()) {
        return Ok(candidate.to_string());
    }
    let function = Ident::new(&candidate[..dot]);
    let not_found = || {
        Invalid::with_format(
            format!("non-existent pointer name {candidate}"),
            "pointers should be identifiers or <function_name>.<label>",
        )
    };
    let Some(f) = model.functions.get(&function) else {
        return Err(not_found());
    };
    let label = Ident::new(label);
    let mut location = None;
    let list = sites.get(&function);
    for (i, ins) in f.body.iter().enumerate() {
        if ins.labels.contains(&label) {
            location = Some(strip(ins.location));
        }
        if let Some(site) = list.and_then(|l| l.iter().find(|s| s.start == i)) {
            if location == Some(strip(ins.location)) {
                return Ok(site.name.as_str().to_string());
            }
        }
    }
    Err(not_found())
}

fn strip(mut l: SourceLocation) -> SourceLocation {
    l.comment = None;
    l.property_class = None;
    l.property_id = None;
    l
}

/// CBMC's checks of restrictions: the pointer exists and is a function pointer, every
/// target exists, is a function and has a type the pointer's calls are compatible with.
fn typecheck(model: &GotoModel, r: &BTreeMap<String, BTreeSet<String>>) -> Result<(), Invalid> {
    let s = &model.store;
    for (pointer, targets) in r {
        let Some(sym) = model.symbols.get(Ident::new(pointer)) else {
            return Err(Invalid::new(format!("{pointer} not found in the symbol table")));
        };
        let TypeKind::Pointer { base, .. } = s.ty(sym.ty) else {
            return Err(Invalid::new(format!("not a function pointer: {pointer}")));
        };
        if !matches!(s.ty(*base), TypeKind::Code { .. }) {
            return Err(Invalid::new(format!("not a function pointer: {pointer}")));
        }
        for t in targets {
            let Some(tsym) = model.symbols.get(Ident::new(t)) else {
                return Err(Invalid::new(format!("symbol not found: {t}")));
            };
            if tsym.is_type || !matches!(s.ty(tsym.ty), TypeKind::Code { .. }) {
                return Err(Invalid::new(format!("not a function: {t}")));
            }
            if !function_is_type_compatible(s, &model.symbols, *base, tsym.ty) {
                let cfg = c_config(model);
                return Err(Invalid::new(format!(
                    "type mismatch: `{pointer}' points to `{}', but restriction `{t}' has type `{}'",
                    c_syntax::ty(s, &model.symbols, &cfg, *base),
                    c_syntax::ty(s, &model.symbols, &cfg, tsym.ty),
                )));
            }
        }
    }
    Ok(())
}

fn c_config(model: &GotoModel) -> c_syntax::CConfig {
    if goto_ir::arch::recorded_pointer_width(&model.store, &model.symbols) == Some(32) {
        c_syntax::CConfig::ilp32()
    } else {
        c_syntax::CConfig::lp64()
    }
}

/// CBMC's `function_is_type_compatible` with the return value used: a call through a
/// pointer to `call` may go to a function of type `function`.
fn function_is_type_compatible(
    s: &Store,
    symbols: &SymbolTable,
    call: TypeId,
    function: TypeId,
) -> bool {
    let (
        TypeKind::Code {
            params: cp,
            ret: cr,
            variadic: cv,
        },
        TypeKind::Code {
            params: fp,
            ret: fr,
            variadic: fv,
        },
    ) = (s.ty(call), s.ty(function))
    else {
        return false;
    };
    if !matches!(s.ty(*cr), TypeKind::Empty) && !arg_is_type_compatible(s, symbols, *cr, *fr) {
        return false;
    }
    if (*fv && fp.is_empty()) || (*cv && cp.is_empty()) {
        return true;
    }
    cp.len() == fp.len()
        && cp
            .iter()
            .zip(fp)
            .all(|(a, b)| arg_is_type_compatible(s, symbols, a.ty, b.ty))
}

/// CBMC's `arg_is_type_compatible`: equal types; a signed integer, Boolean, enumeration or
/// pointer against another of those (CBMC spells the unsigned case `ID_unsigned`, which no
/// type has: unsigned integers are compared by size); otherwise types of the same size.
fn arg_is_type_compatible(s: &Store, symbols: &SymbolTable, call: TypeId, function: TypeId) -> bool {
    if call == function {
        return true;
    }
    let scalar = |t: TypeId| {
        matches!(
            s.ty(t),
            TypeKind::Signed(_)
                | TypeKind::Bool
                | TypeKind::CBool(_)
                | TypeKind::CEnum { .. }
                | TypeKind::CEnumTag(_)
                | TypeKind::Pointer { .. }
        )
    };
    if scalar(call) {
        return scalar(function);
    }
    let layout = goto_ir::layout::Layout::new(s, symbols);
    let bits = |t: TypeId| layout.bits_u64(symbols.follow(s, t));
    match (bits(call), bits(function)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// A call site's dispatch as it is, named: `f.function_pointer_call.n := fp` and the
/// dispatch over `*f.function_pointer_call.n`.
fn named_dispatch(model: &mut GotoModel, fname: Ident, site: &Site) -> Vec<Instruction> {
    let body = &model.functions[&fname].body;
    let mut block: Vec<Instruction> = body[site.start..=site.end].to_vec();
    let ty = model.store.type_of(site.pointer);
    let label = model.store.symbol(site.name, ty);
    let first = &mut block[0];
    let loc = body_location(first);
    let mut assign = Instruction::new(
        InstrKind::Assign {
            lhs: label,
            rhs: site.pointer,
        },
        loc,
    );
    assign.labels = std::mem::take(&mut first.labels);
    let deref_ty = model.store.type_of(match &first.kind {
        InstrKind::Other(c) => c.ops[0],
        _ => unreachable!("a dispatch starts with OTHER"),
    });
    let deref = model.store.mk(ExprKind::Dereference, deref_ty, [label]);
    if let InstrKind::Other(c) = &mut first.kind {
        c.ops[0] = deref;
    }
    for ins in block.iter_mut().skip(1) {
        if matches!(ins.kind, InstrKind::Goto)
            && ins.guard != TRUE
            && matches!(model.store.kind(ins.guard), ExprKind::Equal)
            && model.store.op(ins.guard, 0) == site.pointer
        {
            let rhs = model.store.op(ins.guard, 1);
            ins.guard = model.store.eq(label, rhs);
        }
    }
    // targets inside the block become local (relative to the block's start, which the
    // assignment now shifts by one)
    for ins in block.iter_mut() {
        for t in ins.targets.iter_mut() {
            let k = t.index();
            if (site.start..=site.end).contains(&k) {
                t.0 = LOCAL + (k - site.start) as u32 + 1;
            }
        }
    }
    block.insert(0, assign);
    block
}

use goto_ir::dispatch::LOCAL;

/// A restricted call site: `f.function_pointer_call.n := fp`, then the dispatch over the
/// restriction's targets (in name order).
fn restricted_dispatch(
    model: &mut GotoModel,
    fname: Ident,
    site: &Site,
    targets: &BTreeSet<String>,
) -> Result<Vec<Instruction>, RestrictionError> {
    let first = model.functions[&fname].body[site.start].clone();
    let loc = body_location(&first);
    let Some((lhs, args)) = site.call.clone() else {
        let at = match (loc.file, loc.line) {
            (Some(f), Some(l)) => format!(" at {f}:{l}"),
            _ => String::new(),
        };
        return Err(RestrictionError::Unsupported {
            option: OPTION,
            what: format!(
                "restricting {} (the call through a function pointer{at}), whose front-end \
                 dispatch keeps no call to rebuild it from (a goto binary of an older \
                 rbmc-cc),",
                site.name
            ),
        });
    };
    let ptr_ty = model.store.type_of(site.pointer);
    let label = model.store.symbol(site.name, ptr_ty);
    let deref_ty = match &first.kind {
        InstrKind::Other(c) => model.store.type_of(c.ops[0]),
        _ => unreachable!("a dispatch starts with OTHER"),
    };
    let mut out = Vec::new();
    let mut assign = Instruction::new(
        InstrKind::Assign {
            lhs: label,
            rhs: site.pointer,
        },
        loc,
    );
    assign.labels = first.labels.clone();
    out.push(assign);
    let deref = model.store.mk(ExprKind::Dereference, deref_ty, [label]);
    out.push(Instruction::new(
        InstrKind::Other(OtherCode {
            statement: Ident::new("expression"),
            ops: vec![deref],
            extra: Vec::new(),
        }),
        loc,
    ));
    let targets: Vec<(Ident, TypeId)> = targets
        .iter()
        .map(|t| {
            let id = Ident::new(t);
            (id, model.symbols.get(id).map(|s| s.ty).expect("typechecked"))
        })
        .collect();
    let mut call_blocks = Vec::new();
    for (f, t) in &targets {
        call_blocks.push(direct_call(model, lhs, &args, *f, *t, loc)?);
    }
    // layout: assignment, OTHER, then the dispatch over the targets
    out.extend(goto_ir::dispatch::dispatch(
        &mut model.store,
        label,
        &targets,
        call_blocks,
        2,
        loc,
    ));
    Ok(out)
}


/// `lhs := f(args)` with the arguments converted to `f`'s parameter types and the result
/// converted to the left-hand side's type through a temporary, as the front end calls
/// candidates.
fn direct_call(
    model: &mut GotoModel,
    lhs: Option<ExprId>,
    args: &[ExprId],
    f: Ident,
    fty: TypeId,
    loc: SourceLocation,
) -> Result<Vec<Instruction>, RestrictionError> {
    let TypeKind::Code { params, ret, .. } = model.store.ty(fty).clone() else {
        unreachable!("typechecked");
    };
    let aggregate = |m: &GotoModel, t: TypeId| {
        let t = m.symbols.follow(&m.store, t);
        matches!(m.store.ty(t), TypeKind::Struct(_) | TypeKind::Union(_))
    };
    let mut conv = Vec::with_capacity(args.len());
    for (i, &a) in args.iter().enumerate() {
        conv.push(match params.get(i) {
            Some(p) if model.store.type_of(a) != p.ty => {
                if aggregate(model, p.ty) || aggregate(model, model.store.type_of(a)) {
                    return Err(RestrictionError::Unsupported {
                        option: OPTION,
                        what: format!(
                            "restricting a call to {f}, whose parameter {} is a struct or \
                             union of another type than the argument,",
                            i + 1
                        ),
                    });
                }
                model.store.typecast(a, p.ty)
            }
            _ => a,
        });
    }
    let function = model.store.symbol(f, fty);
    let void = matches!(model.store.ty(ret), TypeKind::Empty);
    Ok(match lhs {
        Some(l) if !void && model.store.type_of(l) != ret => {
            let mut n = 1;
            let id = loop {
                let id = Ident::new(&format!("{f}$fp_return$restricted{n}"));
                if !model.symbols.contains(id) {
                    break id;
                }
                n += 1;
            };
            let mut sym = Symbol::new(id, ret);
            sym.is_auxiliary = true;
            sym.is_static_lifetime = true;
            sym.is_lvalue = true;
            model.symbols.replace(sym);
            let tmp = model.store.symbol(id, ret);
            let lt = model.store.type_of(l);
            let cast = model.store.typecast(tmp, lt);
            vec![
                Instruction::new(
                    InstrKind::FunctionCall(Call {
                        lhs: Some(tmp),
                        function,
                        args: conv,
                    }),
                    loc,
                ),
                Instruction::new(InstrKind::Assign { lhs: l, rhs: cast }, loc),
            ]
        }
        l => vec![Instruction::new(
            InstrKind::FunctionCall(Call {
                lhs: if void { None } else { l },
                function,
                args: conv,
            }),
            loc,
        )],
    })
}

/// `body` with the instructions `start..=end` of each block replaced by the block's
/// instructions. Targets `>= LOCAL` in a block are relative to its start; other targets
/// are old indices and are renumbered.
fn splice(body: Vec<Instruction>, blocks: Vec<(usize, usize, Vec<Instruction>)>) -> Vec<Instruction> {
    // new index of each old instruction (a replaced range maps to its block's start)
    let mut new_index = vec![0u32; body.len() + 1];
    let mut n = 0u32;
    let mut bi = 0;
    let mut i = 0;
    while i < body.len() {
        if let Some((s, e, b)) = blocks.get(bi).filter(|(s, _, _)| *s == i) {
            for k in *s..=*e {
                new_index[k] = n;
            }
            n += b.len() as u32;
            i = e + 1;
            bi += 1;
        } else {
            new_index[i] = n;
            n += 1;
            i += 1;
        }
    }
    new_index[body.len()] = n;
    let mut out = Vec::with_capacity(n as usize);
    let mut blocks = blocks.into_iter().peekable();
    let mut it = body.into_iter().enumerate();
    while let Some((i, ins)) = it.next() {
        if blocks.peek().is_some_and(|(s, _, _)| *s == i) {
            let (s, e, b) = blocks.next().expect("peeked");
            let base = new_index[s];
            for mut x in b {
                for t in x.targets.iter_mut() {
                    t.0 = if t.0 >= LOCAL {
                        base + (t.0 - LOCAL)
                    } else {
                        new_index.get(t.index()).copied().unwrap_or(t.0)
                    };
                }
                out.push(x);
            }
            for _ in s..e {
                it.next();
            }
            continue;
        }
        let mut ins = ins;
        for t in ins.targets.iter_mut() {
            t.0 = new_index.get(t.index()).copied().unwrap_or(t.0);
        }
        out.push(ins);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use goto_ir::InstrRef;

    fn reason(spec: &str) -> String {
        split_restriction(spec).err().map(|e| e.reason).unwrap_or_default()
    }

    #[test]
    fn restrictions_are_split_with_cbmc_messages() {
        let (p, t) = split_restriction("main.function_pointer_call.1/g,f,g").expect("valid");
        assert_eq!(p, "main.function_pointer_call.1");
        assert_eq!(t.into_iter().collect::<Vec<_>>(), ["f", "g"]);
        assert_eq!(reason("fp"), "couldn't find '/' in `fp'");
        assert_eq!(reason("/f"), "couldn't find target name before '/' in `/f'");
        assert_eq!(
            reason("fp/"),
            "missing target list for function pointer restriction fp"
        );
        assert_eq!(
            reason("fp/f,"),
            "leading or trailing comma in restrictions for `fp'"
        );
        assert_eq!(reason(",fp/,f"), "leading or trailing comma in restrictions for `,fp'");
    }

    #[test]
    fn errors_read_as_cbmc_prints_them() {
        let e = Source::CallSite.error(Invalid::with_format("r", FORMAT));
        assert_eq!(
            e.to_string(),
            "Invalid User Input\nOption: --restrict-function-pointer\nReason: r\n\
             Suggestion: the format for restrictions is <pointer_name>/<target[,more_targets]*>"
        );
        let e = Source::File.error(Invalid::new("symbol not found: h"));
        assert_eq!(e.to_string(), "Invalid restriction\nReason: symbol not found: h");
    }

    #[test]
    fn compatibility_follows_cbmc_including_its_unsigned_quirk() {
        let mut s = Store::new();
        let symbols = SymbolTable::new();
        let int = s.signed(32);
        let uint = s.unsigned(32);
        let long = s.signed(64);
        let void = s.empty_type();
        let vp = s.pointer_type(void, 64);
        let code = |s: &mut Store, ps: &[TypeId], ret: TypeId| {
            s.mk_type(TypeKind::Code {
                params: ps
                    .iter()
                    .map(|&ty| goto_ir::Parameter {
                        identifier: None,
                        base_name: None,
                        ty,
                    })
                    .collect(),
                ret,
                variadic: false,
            })
        };
        let f_int = code(&mut s, &[int], int);
        let f_long = code(&mut s, &[long], int);
        let f_ptr = code(&mut s, &[vp], int);
        let f_uint = code(&mut s, &[uint], int);
        let f_void = code(&mut s, &[int], void);
        let two = code(&mut s, &[int, int], int);
        let ok = |s: &Store, a, b| function_is_type_compatible(s, &symbols, a, b);
        assert!(ok(&s, f_int, f_int));
        // any signed integer, pointer, Boolean or enumeration against another
        assert!(ok(&s, f_int, f_long) && ok(&s, f_int, f_ptr));
        // CBMC tests `ID_unsigned`, which no type has: signed against unsigned fails,
        // unsigned against a type of its size passes
        assert!(!ok(&s, f_int, f_uint));
        assert!(ok(&s, f_uint, f_int) && !ok(&s, f_uint, f_long));
        // a call through a void pointer ignores the result
        assert!(ok(&s, f_void, f_int) && !ok(&s, f_int, f_void));
        assert!(!ok(&s, f_int, two));
    }

    #[test]
    fn splice_renumbers_jumps_around_replaced_blocks() {
        let loc = SourceLocation::default();
        let skip = || Instruction::new(InstrKind::Skip, loc);
        // 0: GOTO 3; 1, 2: replaced; 3: SKIP; 4: GOTO 1
        let mut body = vec![
            Instruction::goto(TRUE, InstrRef(3), loc),
            skip(),
            skip(),
            skip(),
            Instruction::goto(TRUE, InstrRef(1), loc),
        ];
        body[2].kind = InstrKind::Skip;
        let block = vec![
            skip(),
            Instruction::goto(TRUE, InstrRef(LOCAL + 2), loc),
            skip(),
        ];
        let out = splice(body, vec![(1, 2, block)]);
        assert_eq!(out.len(), 6);
        assert_eq!(out[0].targets[0], InstrRef(4));
        assert_eq!(out[2].targets[0], InstrRef(3));
        assert_eq!(out[5].targets[0], InstrRef(1));
    }
}
