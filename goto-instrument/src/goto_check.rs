//! Built-in property instrumentation (CBMC's `goto_check_c`, cbmc-behaviour.md §6.3).
//!
//! For every instruction of every C function, the expressions it evaluates are searched for
//! operations with undefined or unwanted behaviour; for each one an ASSERT of the condition
//! that rules it out is inserted before the instruction, with the comment
//! `<what> in <the operation in C syntax>` and the property class (`array bounds`,
//! `pointer dereference`, `overflow`, …). As in CBMC:
//!
//! - conditions are simplified first and dropped when trivially true;
//! - checks inside the right operand of `&&`/`||`/`==>` and the branches of `?:` are guarded
//!   by the operands before (`a ⇒ check`), checks under quantifiers are quantified;
//! - the same check (same operation, same guarded condition) is generated once per basic
//!   block: the memory of generated checks is cleared at jump targets and function calls,
//!   and assignments forget the checks that mention the assigned variable;
//! - jumps to an instrumented instruction reach the first inserted assertion;
//! - a function that got new instructions has its skips removed (CBMC's `remove_skip`).
//!
//! Afterwards, user assertions (`--no-assertions`), built-in assertions
//! (`--no-built-in-assertions`) and assumptions (`--no-assumptions`) are removed on request.
//!
//! Which dereference conditions are generated depends on what the pointer may point to
//! ([`LocalBitvector`]): a pointer known to point to a local object gets no NULL check, for
//! example, exactly as in CBMC, so the property lists agree.

use super::exprs::{self, SizeError, Target};
use crate::layout::{Layout, LayoutError};
use goto_ir::insert::insert_before;
use super::local_bitvector::LocalBitvector;
use super::remove_skip::remove_skip;
use crate::c_syntax::{self, CConfig};
use crate::expr::{ExprId, ExprKind, OverflowOp, Store, BOOL, FALSE, TRUE};
use crate::loc::SourceLocation;
use crate::program::{GotoFunction, GotoModel, InstrKind, Instruction, ENTRY_POINT};
use crate::simplify::Simplifier;
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use num_bigint::BigInt;
use num_traits::{One, Signed as _, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

/// The check options of CBMC 6 (`--bounds-check`, `--no-bounds-check`, …). [`Default`] gives
/// CBMC 6's defaults: bounds, pointer, pointer-primitive, div-by-zero, signed-overflow and
/// undefined-shift checks on, everything else off, assertions and assumptions kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckOptions {
    /// `--bounds-check`: array index bounds and `count_*_zeros` of zero.
    pub bounds_check: bool,
    /// `--pointer-check`: dereference validity and pointer relations.
    pub pointer_check: bool,
    /// `--memory-leak-check`: `__CPROVER_memory_leak == NULL` at the end of the entry point.
    pub memory_leak_check: bool,
    /// `--memory-cleanup-check`: the leak check at `exit`/`abort`.
    pub memory_cleanup_check: bool,
    /// `--div-by-zero-check`: integer `/` and `%` by zero.
    pub div_by_zero_check: bool,
    /// `--float-div-by-zero-check`: floating-point division by zero.
    pub float_div_by_zero_check: bool,
    /// `--enum-range-check`: values of enum type are enumeration constants.
    pub enum_range_check: bool,
    /// `--signed-overflow-check`: signed `+ - * / unary- <<` overflow, `INT_MIN % -1`.
    pub signed_overflow_check: bool,
    /// `--unsigned-overflow-check`: unsigned `+ - * unary-` wrap-around.
    pub unsigned_overflow_check: bool,
    /// `--pointer-overflow-check`: pointer arithmetic leaving its object.
    pub pointer_overflow_check: bool,
    /// `--conversion-check`: integer conversions that change the value.
    pub conversion_check: bool,
    /// `--undefined-shift-check`: negative or too large shift distances, `<<` of negatives.
    pub undefined_shift_check: bool,
    /// `--float-overflow-check`: floating-point results that become infinite.
    pub float_overflow_check: bool,
    /// `--nan-check`: floating-point operations that produce NaN.
    pub nan_check: bool,
    /// `--pointer-primitive-check`: pointers given to `__CPROVER_r_ok` etc. are valid.
    pub pointer_primitive_check: bool,
    /// Keep user assertions (`--no-assertions` clears it).
    pub assertions: bool,
    /// Keep built-in assertions (`--no-built-in-assertions` clears it).
    pub built_in_assertions: bool,
    /// Keep assumptions (`--no-assumptions` clears it).
    pub assumptions: bool,
    /// `--error-label L`: reaching label `L` is a property violation.
    pub error_labels: Vec<String>,
    /// `--retain-trivial-checks`: keep checks that simplify to `true`.
    pub retain_trivial_checks: bool,
    /// `--assert-to-assume`: generate ASSUMEs instead of ASSERTs.
    pub assert_to_assume: bool,
    /// Simplify conditions before inserting them (CBMC's `simplify` option, on by default).
    pub simplify: bool,
    /// Whether `1 << 31` is allowed for 32-bit `int` (C89/C++98); C99 and C11 (CBMC's
    /// default standard) make it an overflow.
    pub allow_shift_into_sign_bit: bool,
    /// Signed arithmetic in a type narrower than `int` wraps: C does `c++` on a `signed
    /// char` or `short` in `int` (C11 6.5.2.4) and converts back, which is
    /// implementation-defined, not an overflow (SV-COMP's no-overflow). CBMC checks the
    /// increment in the narrow type (off by default).
    pub narrow_arithmetic_wraps: bool,
    /// Pointer width in bits: fixes `size_t`/`ssize_t` of the generated conditions (`--32`
    /// gives 32, the default 64).
    pub pointer_width: u32,
    /// The C data model used to print expressions in the comments (type names in casts,
    /// literal suffixes).
    pub c_config: CConfig,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            bounds_check: true,
            pointer_check: true,
            memory_leak_check: false,
            memory_cleanup_check: false,
            div_by_zero_check: true,
            float_div_by_zero_check: false,
            enum_range_check: false,
            signed_overflow_check: true,
            unsigned_overflow_check: false,
            pointer_overflow_check: false,
            conversion_check: false,
            undefined_shift_check: true,
            float_overflow_check: false,
            nan_check: false,
            pointer_primitive_check: true,
            assertions: true,
            built_in_assertions: true,
            assumptions: true,
            error_labels: Vec::new(),
            retain_trivial_checks: false,
            assert_to_assume: false,
            simplify: true,
            allow_shift_into_sign_bit: false,
            narrow_arithmetic_wraps: false,
            pointer_width: 64,
            c_config: CConfig::lp64(),
        }
    }
}

/// The names of the checks as used in `--<name>-check`, `--no-<name>-check` and
/// `#pragma CPROVER check disable "<name>"`.
pub const CHECK_NAMES: &[&str] = &[
    "bounds",
    "pointer",
    "memory-leak",
    "memory-cleanup",
    "div-by-zero",
    "float-div-by-zero",
    "enum-range",
    "signed-overflow",
    "unsigned-overflow",
    "pointer-overflow",
    "conversion",
    "undefined-shift",
    "float-overflow",
    "nan",
    "pointer-primitive",
];

impl CheckOptions {
    /// The flag of check `name` (`bounds` or `bounds-check`), if `name` is a check.
    pub fn flag_mut(&mut self, name: &str) -> Option<&mut bool> {
        let name = name.strip_suffix("-check").unwrap_or(name);
        Some(match name {
            "bounds" => &mut self.bounds_check,
            "pointer" => &mut self.pointer_check,
            "memory-leak" => &mut self.memory_leak_check,
            "memory-cleanup" => &mut self.memory_cleanup_check,
            "div-by-zero" => &mut self.div_by_zero_check,
            "float-div-by-zero" => &mut self.float_div_by_zero_check,
            "enum-range" => &mut self.enum_range_check,
            "signed-overflow" => &mut self.signed_overflow_check,
            "unsigned-overflow" => &mut self.unsigned_overflow_check,
            "pointer-overflow" => &mut self.pointer_overflow_check,
            "conversion" => &mut self.conversion_check,
            "undefined-shift" => &mut self.undefined_shift_check,
            "float-overflow" => &mut self.float_overflow_check,
            "nan" => &mut self.nan_check,
            "pointer-primitive" => &mut self.pointer_primitive_check,
            _ => return None,
        })
    }

    /// Turns check `name` on or off (`--<name>-check` / `--no-<name>-check`).
    pub fn set_check(&mut self, name: &str, on: bool) -> Result<(), CheckError> {
        match self.flag_mut(name) {
            Some(f) => {
                *f = on;
                Ok(())
            }
            None => Err(CheckError::UnknownCheck(name.to_string())),
        }
    }

    /// Options for a 32-bit target (`--32`): 32-bit pointers, the ILP32 data model.
    pub fn ilp32(mut self) -> Self {
        self.pointer_width = 32;
        self.c_config = CConfig::ilp32();
        self
    }

    /// Applies one command-line flag of CBMC's check options (the argument without a
    /// value; `--error-label L` takes its value separately): `--<name>-check`,
    /// `--no-<name>-check`, `--no-standard-checks`, `--no-assertions`,
    /// `--no-built-in-assertions`, `--no-assumptions`, `--retain-trivial-checks`,
    /// `--assert-to-assume`, `--no-simplify`. Returns whether the flag is one of these.
    ///
    /// CBMC applies `--no-standard-checks` before the individual flags, whatever their
    /// order on the command line; callers should apply it first.
    pub fn apply_flag(&mut self, flag: &str) -> bool {
        let Some(f) = flag.strip_prefix("--") else {
            return false;
        };
        match f {
            "no-standard-checks" => self.no_standard_checks(),
            "no-assertions" => self.assertions = false,
            "no-built-in-assertions" => self.built_in_assertions = false,
            "no-assumptions" => self.assumptions = false,
            "retain-trivial-checks" => self.retain_trivial_checks = true,
            "assert-to-assume" => self.assert_to_assume = true,
            "no-simplify" => self.simplify = false,
            _ => {
                let (name, on) = match f.strip_prefix("no-") {
                    Some(rest) => (rest, false),
                    None => (f, true),
                };
                if !name.ends_with("-check") {
                    return false;
                }
                match self.flag_mut(name) {
                    Some(flag) => *flag = on,
                    None => return false,
                }
            }
        }
        true
    }

    /// `--no-standard-checks`: turns off the checks that are on by default.
    pub fn no_standard_checks(&mut self) {
        self.bounds_check = false;
        self.pointer_check = false;
        self.pointer_primitive_check = false;
        self.div_by_zero_check = false;
        self.signed_overflow_check = false;
        self.undefined_shift_check = false;
    }
}

/// Errors of the instrumentation: malformed programs it cannot instrument.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum CheckError {
    /// A check name that is not one of [`CHECK_NAMES`].
    #[error("unknown check `{0}`")]
    UnknownCheck(String),
    /// The program has a shape the checks cannot handle (e.g. an index into a pointer).
    #[error("{location}: {message}")]
    Malformed {
        /// `file:line:column` of the instruction, or the function.
        location: String,
        /// What is wrong.
        message: String,
    },
    /// A CPROVER global the checks refer to (`__CPROVER_dead_object`, …) is missing.
    #[error(
        "{location}: symbol `{name}` is needed by the {check} check but is not in the symbol table"
    )]
    MissingSymbol {
        /// `file:line:column` of the instruction that needs it.
        location: String,
        /// The symbol's identifier.
        name: String,
        /// The check that needs it.
        check: &'static str,
    },
}

/// A step of the guard under which a check is made.
#[derive(Clone, Copy, Debug)]
enum Frame {
    /// `cond ⇒ check`
    Implies(ExprId),
    /// `∀ var . check`
    Forall(ExprId),
}

type Guard = [Frame];

/// A [`Frame`] as a hashable key.
type FrameKey = (bool, ExprId);

impl Frame {
    fn key(self) -> FrameKey {
        match self {
            Frame::Implies(c) => (false, c),
            Frame::Forall(v) => (true, v),
        }
    }
}

/// How the location of a new instruction is set.
enum LocKind {
    /// Copy file, line, column, function and working directory from the instrumented
    /// instruction, then set comment and class (the checked expression carries no
    /// location of its own).
    FromInstruction,
    /// Use this location as is.
    Exact,
}

struct NewInstr {
    ins: Instruction,
    loc: LocKind,
}

/// A generated condition with its description.
struct Cond {
    assertion: ExprId,
    description: &'static str,
}

struct Checker<'a> {
    model: &'a mut GotoModel,
    opts: CheckOptions,
    simplifier: Simplifier,
    target: Target,
    allocations: Vec<(ExprId, ExprId)>,
    // per function
    function: Ident,
    lbv: Option<LocalBitvector>,
    current: usize,
    current_loc: SourceLocation,
    new_code: Vec<NewInstr>,
    assertions: FxHashSet<(ExprId, ExprId)>,
    /// Whether an expression contains an operation some check looks at (memo).
    relevant: FxHashMap<ExprId, bool>,
    /// The (expression, guard, assigned) triples checked for the current instruction: a
    /// second visit (a shared sub-expression) could only regenerate suppressed duplicates.
    visited: FxHashSet<(ExprId, Vec<FrameKey>, bool)>,
}

pub use goto_ir::loc::HAVOC_SLICE_COMMENT;

/// Instruments every function of `model` (functions whose symbol has a mode other than C
/// are left alone), removes assertions/assumptions as `opts` asks, and renumbers the model.
///
/// Named-check pragmas on an instruction's location (`#pragma CPROVER check disable
/// "bounds"` gives `disable:bounds-check`; the forms are `enable:<name>-check`,
/// `disable:<name>-check` and `checked:<name>-check`) hold for the checks generated for
/// it: `enable:` turns a check on, `disable:` off, and `checked:` off for good (a later
/// `enable:` of the same instruction has no effect), as CBMC's `flag_overridet`. Unknown
/// names are ignored.
pub fn goto_check(model: &mut GotoModel, opts: &CheckOptions) -> Result<(), CheckError> {
    let target = Target {
        pointer_width: opts.pointer_width,
    };
    let mut checker = Checker {
        model,
        opts: opts.clone(),
        simplifier: Simplifier::like_cbmc(),
        target,
        allocations: Vec::new(),
        function: Ident::new(""),
        lbv: None,
        current: 0,
        current_loc: SourceLocation::default(),
        new_code: Vec::new(),
        assertions: FxHashSet::default(),
        relevant: FxHashMap::default(),
        visited: FxHashSet::default(),
    };
    checker.collect_allocations()?;
    let names: Vec<Ident> = checker.model.functions.keys().copied().collect();
    for name in names {
        let mode_ok = match checker.model.symbols.get(name) {
            Some(sym) => matches!(sym.mode.as_str(), "C" | "cpp" | ""),
            None => true,
        };
        if !mode_ok {
            continue;
        }
        let Some(f) = checker.model.functions.get_mut(&name) else {
            continue;
        };
        let mut f = std::mem::take(f);
        let r = checker.check_function(name, &mut f);
        if let Some(slot) = checker.model.functions.get_mut(&name) {
            *slot = f;
        }
        r?;
    }
    let model = checker.model;
    transform_assertions_assumptions(model, opts);
    model.update();
    Ok(())
}

/// Turns user assertions, built-in assertions and assumptions into SKIPs as `opts` asks
/// (CBMC's `transform_assertions_assumptions`) and removes the skips. Error-label assertions
/// count as built-in.
pub fn transform_assertions_assumptions(model: &mut GotoModel, opts: &CheckOptions) {
    if opts.assertions && opts.built_in_assertions && opts.assumptions {
        return;
    }
    for f in model.functions.values_mut() {
        let mut changed = false;
        for ins in &mut f.body {
            let drop = match ins.kind {
                InstrKind::Assert => {
                    let user = ins.location.user_provided;
                    let error_label =
                        ins.location.property_class.map(|c| c.as_str()) == Some("error label");
                    (user && !opts.assertions && !error_label)
                        || (!user && !opts.built_in_assertions)
                }
                InstrKind::Assume => !opts.assumptions,
                _ => false,
            };
            if drop {
                turn_into_skip(ins);
                changed = true;
            }
        }
        if changed {
            remove_skip(&model.store, f);
        }
    }
}

/// Makes `ins` a SKIP (keeping location and labels), as CBMC's `turn_into_skip`.
pub fn turn_into_skip(ins: &mut Instruction) {
    ins.kind = InstrKind::Skip;
    ins.guard = TRUE;
    ins.targets.clear();
}

fn implication(s: &mut Store, lhs: ExprId, rhs: ExprId) -> ExprId {
    if matches!(s.kind(rhs), ExprKind::Implies) && s.ops(rhs).len() == 2 {
        let (a, b) = (s.op(rhs, 0), s.op(rhs, 1));
        let l = s.and(lhs, a);
        s.implies(l, b)
    } else {
        s.implies(lhs, rhs)
    }
}

fn boolean_negate(s: &mut Store, e: ExprId) -> ExprId {
    match s.kind(e) {
        ExprKind::Not => s.op(e, 0),
        _ if e == TRUE => FALSE,
        _ if e == FALSE => TRUE,
        _ => s.not(e),
    }
}

fn with_frame(g: &Guard, f: Frame) -> Vec<Frame> {
    let mut v = g.to_vec();
    v.push(f);
    v
}

fn kind_str(k: &ExprKind) -> &'static str {
    match k {
        ExprKind::Plus => "+",
        ExprKind::Minus => "-",
        ExprKind::Mult => "*",
        ExprKind::Div => "/",
        ExprKind::UnaryMinus => "unary-",
        ExprKind::Shl => "shl",
        _ => "?",
    }
}

impl Checker<'_> {
    fn store(&mut self) -> &mut Store {
        &mut self.model.store
    }

    fn loc_string(&self) -> String {
        let l = self.current_loc;
        match (l.file, l.line) {
            (Some(f), Some(line)) => match l.column {
                Some(c) => format!("{f}:{line}:{c}"),
                None => format!("{f}:{line}"),
            },
            _ => format!("function {}", self.function),
        }
    }

    fn malformed(&self, message: impl Into<String>) -> CheckError {
        CheckError::Malformed {
            location: self.loc_string(),
            message: message.into(),
        }
    }

    fn size_err(&self, e: SizeError) -> CheckError {
        self.malformed(e.0)
    }

    /// The symbol expression of a CPROVER global the checks refer to.
    fn cprover_symbol(&mut self, name: &str, check: &'static str) -> Result<ExprId, CheckError> {
        let id = Ident::new(name);
        match self.model.symbols.get(id) {
            Some(sym) => {
                let ty = sym.ty;
                Ok(self.model.store.symbol(id, ty))
            }
            None => Err(CheckError::MissingSymbol {
                location: self.loc_string(),
                name: name.to_string(),
                check,
            }),
        }
    }

    fn collect_allocations(&mut self) -> Result<(), CheckError> {
        let fname = Ident::new("__CPROVER_allocated_memory");
        let mut allocs = Vec::new();
        for f in self.model.functions.values() {
            for ins in &f.body {
                let InstrKind::FunctionCall(c) = &ins.kind else {
                    continue;
                };
                if self.model.store.symbol_name(c.function) != Some(fname) {
                    continue;
                }
                let s = &self.model.store;
                let ok = c.args.len() == 2
                    && c.args
                        .iter()
                        .all(|&a| matches!(s.ty(s.type_of(a)), TypeKind::Unsigned(_)))
                    && s.type_of(c.args[0]) == s.type_of(c.args[1]);
                if !ok {
                    return Err(CheckError::Malformed {
                        location: ins.location.to_string(),
                        message: "expected two unsigned arguments of the same type to __CPROVER_allocated_memory".into(),
                    });
                }
                allocs.push((c.args[0], c.args[1]));
            }
        }
        self.allocations = allocs;
        Ok(())
    }

    fn simplify(&mut self, e: ExprId) -> ExprId {
        self.simplifier
            .simplify(&mut self.model.store, &self.model.symbols, e)
    }

    fn check_function(
        &mut self,
        name: Ident,
        f: &mut GotoFunction,
    ) -> Result<(), CheckError> {
        self.function = name;
        self.assertions.clear();
        if f.body.is_empty() {
            return Ok(());
        }
        self.lbv = Some(LocalBitvector::new(
            &self.model.store,
            &self.model.symbols,
            f,
        ));
        let n = f.body.len();
        let mut is_target = vec![false; n];
        for ins in &f.body {
            for t in &ins.targets {
                if let Some(x) = is_target.get_mut(t.index()) {
                    *x = true;
                }
            }
        }
        let mut inserts: Vec<Vec<Instruction>> = Vec::with_capacity(n);
        let mut did_something = false;
        for (i, &target) in is_target.iter().enumerate() {
            self.current = i;
            self.current_loc = f.body[i].location;
            self.new_code.clear();
            self.visited.clear();
            if self.opts.retain_trivial_checks || target {
                self.assertions.clear();
            }
            let ins = f.body[i].clone();
            let saved = self.opts.clone();
            self.apply_pragmas(&ins.location.pragma_names());
            let r = self.check_instruction(name, &ins);
            self.opts = saved;
            r?;
            // `__CPROVER_r_ok(p, n)` and friends become the conditions under which `n` bytes
            // at `p` can be dereferenced (CBMC's rw_ok_check)
            f.body[i] = self.rewrite_rw_ok_in(ins)?;
            let mut out = Vec::with_capacity(self.new_code.len());
            for NewInstr { mut ins, loc } in self.new_code.drain(..) {
                if let LocKind::FromInstruction = loc {
                    let o = self.current_loc;
                    let l = &mut ins.location;
                    l.file = o.file.filter(|x| !x.as_str().is_empty());
                    l.line = o.line;
                    l.function = o.function.filter(|x| !x.as_str().is_empty());
                    l.column = o.column;
                    // the compilation's directory, which cbmc-viewer resolves `file` against
                    l.working_directory = o.working_directory;
                }
                out.push(ins);
            }
            did_something |= !out.is_empty();
            inserts.push(out);
        }
        self.lbv = None;
        insert_before(&mut f.body, inserts);
        if did_something {
            remove_skip(&self.model.store, f);
        }
        Ok(())
    }

    /// Applies named-check pragmas to the current options (restored by the caller).
    fn apply_pragmas(&mut self, pragmas: &[String]) {
        let mut checked: Vec<&str> = Vec::new();
        for p in pragmas {
            let Some((status, name)) = p.split_once(':') else {
                continue;
            };
            if !name.ends_with("-check") || self.opts.flag_mut(name).is_none() {
                continue;
            }
            let value = if status.starts_with("enable") {
                if checked.contains(&name) {
                    continue;
                }
                true
            } else if status.starts_with("disable") {
                false
            } else if status.starts_with("checked") {
                checked.push(name);
                false
            } else {
                continue;
            };
            if let Some(flag) = self.opts.flag_mut(name) {
                *flag = value;
            }
        }
    }

    /// Generates the checks of one instruction into `new_code`.
    fn check_instruction(&mut self, name: Ident, ins: &Instruction) -> Result<(), CheckError> {
        if ins.kind.has_condition() {
            self.check(ins.guard, false)?;
        }
        for label in self.opts.error_labels.clone() {
            if ins.labels.iter().any(|l| l.as_str() == label) {
                let mut loc = ins.location;
                loc.property_class = Some(Ident::new("error label"));
                loc.comment = Some(Ident::new(&format!("error label {label}")));
                loc.user_provided = true;
                let kind = if self.opts.assert_to_assume {
                    InstrKind::Assume
                } else {
                    InstrKind::Assert
                };
                self.new_code.push(NewInstr {
                    ins: Instruction::with_guard(kind, FALSE, loc),
                    loc: LocKind::Exact,
                });
            }
        }
        match &ins.kind {
            InstrKind::Other(code) => match code.statement.as_str() {
                "expression" | "printf" => {
                    for &op in &code.ops {
                        self.check(op, false)?;
                    }
                }
                _ => {}
            },
            InstrKind::Assign { lhs, rhs } => {
                self.check(*lhs, true)?;
                self.check(*rhs, false)?;
                self.invalidate(*lhs);
            }
            InstrKind::FunctionCall(c) => {
                if let Some(lhs) = c.lhs {
                    self.check(lhs, true)?;
                }
                self.check(c.function, false)?;
                for &a in &c.args {
                    self.check(a, false)?;
                }
                self.check_shadow_memory_call(c)?;
                self.assertions.clear();
            }
            InstrKind::SetReturnValue(e) => {
                self.check(*e, false)?;
                self.invalidate(*e);
            }
            InstrKind::Throw(_) => self.assertions.clear(),
            InstrKind::Assume if self.opts.memory_cleanup_check => {
                // further exit points of the program
                let fname = name.as_str();
                let exit_point = fname == "abort"
                    || fname == "exit"
                    || fname == "_Exit"
                    || fname == "quick_exit"
                    || (ins.labels.len() == 1 && ins.labels[0].as_str() == "__VERIFIER_abort");
                if exit_point && self.simplify(ins.guard) == FALSE {
                    self.memory_leak_check()?;
                }
            }
            InstrKind::Dead(v) if self.opts.pointer_check || self.opts.pointer_primitive_check => {
                self.dead_check(*v, ins.location)?;
            }
            InstrKind::EndFunction
                if name.as_str() == ENTRY_POINT && self.opts.memory_leak_check =>
            {
                self.memory_leak_check()?;
            }
            _ => {}
        }
        Ok(())
    }

    fn check_shadow_memory_call(&mut self, c: &crate::program::Call) -> Result<(), CheckError> {
        let Some(n) = self.model.store.symbol_name(c.function) else {
            return Ok(());
        };
        if n.as_str() == "__CPROVER_get_field" || n.as_str() == "__CPROVER_set_field" {
            let Some(&p) = c.args.first() else {
                return Err(self.malformed(format!("{n} needs arguments")));
            };
            if !self
                .model
                .store
                .ty(self.model.store.type_of(p))
                .is_pointer()
            {
                return Err(self.malformed(format!("first argument of {n} must be a pointer")));
            }
            let d = self.model.store.deref(p);
            self.check(d, false)?;
        }
        Ok(())
    }

    /// Forgets the generated checks `lhs` may have changed.
    fn invalidate(&mut self, lhs: ExprId) {
        let s = &self.model.store;
        match s.kind(lhs).clone() {
            ExprKind::Index | ExprKind::Member(_) => {
                let op = s.op(lhs, 0);
                self.invalidate(op)
            }
            ExprKind::Symbol(name) => {
                let s = &self.model.store;
                self.assertions.retain(|&(_, g)| {
                    !exprs::has_symbol(s, g, name) && !exprs::has_kind(s, g, &ExprKind::Dereference)
                });
            }
            _ => self.assertions.clear(),
        }
    }

    fn memory_leak_check(&mut self) -> Result<(), CheckError> {
        let leak = self.cprover_symbol("__CPROVER_memory_leak", "memory-leak")?;
        self.new_code.push(NewInstr {
            ins: Instruction::new(
                InstrKind::Assign {
                    lhs: leak,
                    rhs: leak,
                },
                SourceLocation::default(),
            ),
            loc: LocKind::FromInstruction,
        });
        let ty = self.model.store.type_of(leak);
        let null = self.model.store.null_pointer(ty);
        let eq = self.model.store.eq(leak, null);
        let loc = SourceLocation {
            function: Some(self.function),
            ..Default::default()
        };
        self.add_property(
            eq,
            "dynamically allocated memory never freed",
            "memory-leak",
            Some(loc),
            eq,
            &[],
        );
        Ok(())
    }

    fn dead_check(&mut self, v: ExprId, loc: SourceLocation) -> Result<(), CheckError> {
        let Some(name) = self.model.store.symbol_name(v) else {
            return Ok(());
        };
        let dirty = self.lbv.as_ref().is_some_and(|l| l.is_dirty(name));
        if !dirty {
            return Ok(());
        }
        let lhs = self.cprover_symbol("__CPROVER_dead_object", "pointer")?;
        let s = self.store();
        let lty = s.type_of(lhs);
        let vty = s.type_of(v);
        let pw = self.target.pointer_width;
        let s = self.store();
        let pty = s.pointer_type(vty, pw);
        let addr = s.address_of(v, pty);
        let addr = s.typecast(addr, lty);
        let nd = s.mk(ExprKind::Nondet, BOOL, []);
        let rhs = s.ite(nd, addr, lhs);
        self.new_code.push(NewInstr {
            ins: Instruction::new(InstrKind::Assign { lhs, rhs }, loc),
            loc: LocKind::Exact,
        });
        Ok(())
    }

    /// Adds the property `asserted` (simplified, dropped when trivially true) under `guard`,
    /// unless the same check was generated in this basic block already.
    fn add_property(
        &mut self,
        asserted: ExprId,
        comment: &str,
        class: &str,
        location: Option<SourceLocation>,
        src: ExprId,
        guard: &Guard,
    ) {
        let simplified = if self.opts.simplify {
            self.simplify(asserted)
        } else {
            asserted
        };
        if !self.opts.retain_trivial_checks && simplified == TRUE {
            return;
        }
        let guarded = self.apply_guard(guard, simplified);
        if !self.assertions.insert((src, guarded)) {
            return;
        }
        let text = c_syntax::expr(
            &self.model.store,
            &self.model.symbols,
            &self.opts.c_config,
            src,
        );
        let (mut loc, kind) = match location {
            Some(l) => (l, LocKind::Exact),
            None => (SourceLocation::default(), LocKind::FromInstruction),
        };
        loc.comment = Some(Ident::new(&format!("{comment} in {text}")));
        loc.property_class = Some(Ident::new(class));
        let ikind = if self.opts.assert_to_assume {
            InstrKind::Assume
        } else {
            loc.property_fatal = is_fatal_check(class, comment);
            InstrKind::Assert
        };
        self.new_code.push(NewInstr {
            ins: Instruction::with_guard(ikind, guarded, loc),
            loc: kind,
        });
    }

    fn apply_guard(&mut self, guard: &Guard, e: ExprId) -> ExprId {
        let mut e = e;
        for f in guard.iter().rev() {
            e = match *f {
                Frame::Implies(c) => implication(self.store(), c, e),
                Frame::Forall(v) => self.store().mk(ExprKind::Forall, BOOL, [v, e]),
            };
        }
        e
    }

    fn check(&mut self, e: ExprId, is_assigned: bool) -> Result<(), CheckError> {
        self.check_rec(e, &[], is_assigned)
    }

    /// Whether `e` contains a node some check looks at; other expressions are skipped
    /// (shared sub-expressions would otherwise be walked once per occurrence).
    fn is_relevant(&mut self, e: ExprId) -> bool {
        if let Some(&r) = self.relevant.get(&e) {
            return r;
        }
        let s = &self.model.store;
        let mut order = Vec::new();
        s.post_order(&[e], |n| order.push(n));
        for n in order {
            if self.relevant.contains_key(&n) {
                continue;
            }
            let own = matches!(
                s.kind(n),
                ExprKind::Index
                    | ExprKind::Div
                    | ExprKind::Mod
                    | ExprKind::Shl
                    | ExprKind::Ashr
                    | ExprKind::Lshr
                    | ExprKind::Plus
                    | ExprKind::Minus
                    | ExprKind::Mult
                    | ExprKind::UnaryMinus
                    | ExprKind::Typecast
                    | ExprKind::Le
                    | ExprKind::Lt
                    | ExprKind::Ge
                    | ExprKind::Gt
                    | ExprKind::Dereference
                    | ExprKind::ObjectSize
                    | ExprKind::ROk
                    | ExprKind::WOk
                    | ExprKind::RwOk
                    | ExprKind::IsDynamicObject
                    | ExprKind::CountLeadingZeros { .. }
                    | ExprKind::CountTrailingZeros { .. }
            ) || matches!(s.ty(s.type_of(n)), TypeKind::CEnumTag(_));
            let r = own || s.ops(n).iter().any(|o| self.relevant.get(o) == Some(&true));
            self.relevant.insert(n, r);
        }
        self.relevant.get(&e) == Some(&true)
    }

    fn check_rec(&mut self, e: ExprId, guard: &Guard, is_assigned: bool) -> Result<(), CheckError> {
        if !self.is_relevant(e) {
            return Ok(());
        }
        let key: Vec<FrameKey> = guard.iter().map(|f| f.key()).collect();
        if !self.visited.insert((e, key, is_assigned)) {
            return Ok(());
        }
        let kind = self.model.store.kind(e).clone();
        let ops: Vec<ExprId> = self.model.store.ops(e).to_vec();
        // `__CPROVER_enum_is_in_range(x)` (lowered to `x == c1 || … || x == cn` over all of
        // x's enumeration constants): x may be out of range there, CBMC checks no enum
        // range in it
        if matches!(kind, ExprKind::Or) {
            if let Some(x) = self.enum_in_range_operand(&ops) {
                return self.check_rec(x, guard, true);
            }
        }
        match kind {
            ExprKind::Forall | ExprKind::Exists if ops.len() == 2 => {
                let g = with_frame(guard, Frame::Forall(ops[0]));
                return self.check_rec(ops[1], &g, false);
            }
            ExprKind::AddressOf => return self.check_rec_address(ops[0], guard),
            ExprKind::And | ExprKind::Or | ExprKind::Implies => {
                return self.check_rec_logical_op(e, &kind, &ops, guard)
            }
            ExprKind::If if ops.len() == 3 => {
                self.check_rec(ops[0], guard, false)?;
                let g = with_frame(guard, Frame::Implies(ops[0]));
                self.check_rec(ops[1], &g, false)?;
                let nc = self.store().not(ops[0]);
                let g = with_frame(guard, Frame::Implies(nc));
                return self.check_rec(ops[2], &g, false);
            }
            ExprKind::Member(_)
                if matches!(self.model.store.kind(ops[0]), ExprKind::Dereference)
                    && self.check_rec_member(e, guard)? =>
            {
                return Ok(());
            }
            _ => {}
        }
        for &op in &ops {
            self.check_rec(op, guard, false)?;
        }
        let ty = self.model.store.type_of(e);
        if matches!(self.model.store.ty(ty), TypeKind::CEnumTag(_)) {
            self.enum_range_check(e, guard, is_assigned)?;
        }
        let tyk = self.model.store.ty(ty).clone();
        match kind {
            ExprKind::Index => self.bounds_check_index(e, guard)?,
            ExprKind::Div => self.check_rec_div(e, &tyk, guard),
            ExprKind::Shl | ExprKind::Ashr | ExprKind::Lshr => {
                self.undefined_shift_check(e, &kind, guard);
                if kind == ExprKind::Shl && tyk.is_signed() {
                    self.integer_overflow_check(e, guard);
                }
            }
            ExprKind::Mod => {
                self.mod_by_zero_check(e, guard);
                self.mod_overflow_check(e, &tyk, guard);
            }
            ExprKind::Plus | ExprKind::Minus | ExprKind::Mult | ExprKind::UnaryMinus => {
                self.check_rec_arithmetic_op(e, &kind, &tyk, guard)?
            }
            ExprKind::Typecast => self.conversion_check(e, &tyk, guard),
            ExprKind::Le | ExprKind::Lt | ExprKind::Ge | ExprKind::Gt => {
                self.pointer_rel_check(e, guard)?
            }
            ExprKind::Dereference => self.pointer_validity_check(e, e, guard)?,
            ExprKind::ObjectSize
            | ExprKind::ROk
            | ExprKind::WOk
            | ExprKind::RwOk
            | ExprKind::IsDynamicObject => self.pointer_primitive_check(e, guard)?,
            ExprKind::CountLeadingZeros { zero_permitted }
            | ExprKind::CountTrailingZeros { zero_permitted }
                if self.opts.bounds_check && !zero_permitted =>
            {
                let which = if matches!(kind, ExprKind::CountLeadingZeros { .. }) {
                    "leading"
                } else {
                    "trailing"
                };
                let op = ops[0];
                let s = self.store();
                let zero = s.int_const(0, s.type_of(op));
                let ne = s.ne(op, zero);
                self.add_property(
                    ne,
                    &format!("count {which} zeros is undefined for value zero"),
                    "bit count",
                    None,
                    e,
                    guard,
                );
            }
            _ => {}
        }
        Ok(())
    }

    fn check_rec_address(&mut self, e: ExprId, guard: &Guard) -> Result<(), CheckError> {
        let kind = self.model.store.kind(e).clone();
        let ops: Vec<ExprId> = self.model.store.ops(e).to_vec();
        match kind {
            ExprKind::Forall | ExprKind::Exists => Ok(()),
            ExprKind::Dereference => self.check_rec(ops[0], guard, false),
            ExprKind::Index => {
                self.check_rec_address(ops[0], guard)?;
                self.check_rec(ops[1], guard, false)
            }
            _ => {
                for op in ops {
                    self.check_rec_address(op, guard)?;
                }
                Ok(())
            }
        }
    }

    fn check_rec_logical_op(
        &mut self,
        e: ExprId,
        kind: &ExprKind,
        ops: &[ExprId],
        guard: &Guard,
    ) -> Result<(), CheckError> {
        let s = &self.model.store;
        if s.type_of(e) != BOOL || ops.iter().any(|&o| s.type_of(o) != BOOL) {
            return Err(self.malformed(format!(
                "'{}' must be Boolean with Boolean operands",
                kind_name(kind)
            )));
        }
        let mut constraints: Vec<ExprId> = Vec::new();
        for &op in ops {
            let c = self.store().and_all(constraints.iter().copied());
            let g = with_frame(guard, Frame::Implies(c));
            self.check_rec(op, &g, false)?;
            let pushed = if *kind == ExprKind::Or {
                boolean_negate(self.store(), op)
            } else {
                op
            };
            constraints.push(pushed);
        }
        Ok(())
    }

    /// `p->m`: checks `*(p + offset(m))` with the size of `m` only, not the whole struct.
    /// Returns whether the member's operands need no further checks.
    fn check_rec_member(&mut self, member: ExprId, guard: &Guard) -> Result<bool, CheckError> {
        let s = &self.model.store;
        let ExprKind::Member(comp) = *s.kind(member) else {
            return Ok(false);
        };
        let deref = s.op(member, 0);
        let pointer = s.op(deref, 0);
        let struct_ty = s.type_of(deref);
        self.check_rec(pointer, guard, false)?;
        if !self.opts.pointer_check {
            return Ok(true);
        }
        let offset = Layout::new(&self.model.store, &self.model.symbols)
            .member_byte_offset(struct_ty, comp)
            .map_err(|e| self.size_err(e.into()))?;
        let Some(offset) = offset else {
            return Ok(false);
        };
        let pw = self.target.pointer_width;
        let s = &mut self.model.store;
        let mty = s.type_of(member);
        let new_ptr_ty = s.pointer_type(mty, pw);
        let char_ty = s.signed(8);
        let char_ptr_ty = s.pointer_type(char_ty, pw);
        let char_ptr = s.typecast(pointer, char_ptr_ty);
        let diff_ty = s.signed(pw);
        let size_t = s.unsigned(pw);
        let off = s.int_const(offset, size_t);
        let off = s.typecast(off, diff_ty);
        let sum = s.plus(char_ptr, off);
        let addr = s.typecast(sum, new_ptr_ty);
        let new_deref = s.deref(addr);
        self.pointer_validity_check(new_deref, member, guard)?;
        Ok(true)
    }

    fn check_rec_div(&mut self, e: ExprId, ty: &TypeKind, guard: &Guard) {
        match ty {
            TypeKind::Signed(_) | TypeKind::Unsigned(_) | TypeKind::CBool(_)
                if self.opts.div_by_zero_check =>
            {
                self.by_zero(e, "division by zero", "division-by-zero", guard);
            }
            TypeKind::Floatbv { .. } if self.opts.float_div_by_zero_check => {
                self.by_zero(
                    e,
                    "floating-point division by zero",
                    "float-division-by-zero",
                    guard,
                );
            }
            _ => {}
        }
        if ty.is_signed() {
            self.integer_overflow_check(e, guard);
        } else if ty.is_float() {
            self.nan_check(e, guard);
            self.float_overflow_check(e, guard);
        }
    }

    fn by_zero(&mut self, e: ExprId, what: &str, class: &str, guard: &Guard) {
        let s = self.store();
        let d = s.op(e, 1);
        let zero = s.int_const(0, s.type_of(d));
        let ne = s.ne(d, zero);
        self.add_property(ne, what, class, None, e, guard);
    }

    fn mod_by_zero_check(&mut self, e: ExprId, guard: &Guard) {
        if self.opts.div_by_zero_check {
            self.by_zero(e, "division by zero", "division-by-zero", guard);
        }
    }

    fn mod_overflow_check(&mut self, e: ExprId, ty: &TypeKind, guard: &Guard) {
        if !self.opts.signed_overflow_check {
            return;
        }
        let TypeKind::Signed(w) = *ty else { return };
        let s = self.store();
        let (a, b) = (s.op(e, 0), s.op(e, 1));
        let min = s.int_const(-(BigInt::one() << (w - 1)), s.type_of(e));
        let ne_min = s.ne(a, min);
        let m1 = s.int_const(-1, s.type_of(b));
        let ne_m1 = s.ne(b, m1);
        let or = s.or(ne_min, ne_m1);
        self.add_property(
            or,
            "result of signed mod is not representable",
            "overflow",
            None,
            e,
            guard,
        );
    }

    /// The operand x of a disjunction `x == c1 || … || x == cn` that compares an
    /// enumeration-typed x with each of its enumeration's constants.
    fn enum_in_range_operand(&self, ops: &[ExprId]) -> Option<ExprId> {
        let s = &self.model.store;
        let mut x = None;
        let mut values = Vec::new();
        for &d in ops {
            if !matches!(s.kind(d), ExprKind::Equal) {
                return None;
            }
            let (a, c) = (s.op(d, 0), s.op(d, 1));
            if *x.get_or_insert(a) != a {
                return None;
            }
            values.push(s.as_int(c)?.clone());
        }
        let x = x?;
        let ty = s.type_of(x);
        if !matches!(s.ty(ty), TypeKind::CEnumTag(_)) {
            return None;
        }
        let TypeKind::CEnum { members, .. } = s.ty(self.model.symbols.follow(s, ty)) else {
            return None;
        };
        (members.len() == values.len() && members.iter().all(|m| values.contains(&m.value)))
            .then_some(x)
    }

    fn enum_range_check(
        &mut self,
        e: ExprId,
        guard: &Guard,
        is_assigned: bool,
    ) -> Result<(), CheckError> {
        if !self.opts.enum_range_check || is_assigned {
            return Ok(());
        }
        let s = &self.model.store;
        let ty = s.type_of(e);
        let fty = self.model.symbols.follow(s, ty);
        let TypeKind::CEnum { members, .. } = s.ty(fty).clone() else {
            return Err(self.malformed("enum tag does not name an enum type"));
        };
        let s = self.store();
        let mut disj = Vec::new();
        for m in members {
            let c = s.int_const(m.value, ty);
            disj.push(s.eq(e, c));
        }
        let cond = s.or_all(disj);
        let cond = self.simplify(cond);
        self.add_property(cond, "enum range check", "enum-range-check", None, e, guard);
        Ok(())
    }

    fn undefined_shift_check(&mut self, e: ExprId, kind: &ExprKind, guard: &Guard) {
        if !self.opts.undefined_shift_check {
            return;
        }
        let s = self.store();
        let (op, dist) = (s.op(e, 0), s.op(e, 1));
        let dist_ty = s.type_of(dist);
        if s.ty(dist_ty).is_signed() {
            let zero = s.int_const(0, dist_ty);
            let ge = s.ge(dist, zero);
            self.add_property(
                ge,
                "shift distance is negative",
                "undefined-shift",
                None,
                e,
                guard,
            );
        }
        let s = self.store();
        let op_ty = s.type_of(op);
        match *s.ty(op_ty) {
            TypeKind::Signed(w) | TypeKind::Unsigned(w) => {
                let width = s.int_const(w, dist_ty);
                let lt = s.lt(dist, width);
                self.add_property(
                    lt,
                    "shift distance too large",
                    "undefined-shift",
                    None,
                    e,
                    guard,
                );
                let s = self.store();
                if s.ty(op_ty).is_signed() && *kind == ExprKind::Shl {
                    let zero = s.int_const(0, op_ty);
                    let ge = s.ge(op, zero);
                    self.add_property(
                        ge,
                        "shift operand is negative",
                        "undefined-shift",
                        None,
                        e,
                        guard,
                    );
                }
            }
            _ => {
                self.add_property(
                    FALSE,
                    "shift of non-integer type",
                    "undefined-shift",
                    None,
                    e,
                    guard,
                );
            }
        }
    }

    fn conversion_check(&mut self, e: ExprId, ty: &TypeKind, guard: &Guard) {
        if !self.opts.conversion_check {
            return;
        }
        let s = self.store();
        let op = s.op(e, 0);
        // CBMC checks conversions from integers and floats only: a conversion from an
        // enumeration (read through its underlying int, `(unsigned)(int)e`) is not one
        if matches!(s.kind(op), ExprKind::Typecast)
            && matches!(s.ty(s.type_of(s.op(op, 0))), TypeKind::CEnumTag(_) | TypeKind::CEnum { .. })
        {
            return;
        }
        let old_ty = s.type_of(op);
        let old = s.ty(old_ty).clone();
        let pow2 = |k: u32| BigInt::one() << k;
        let (cond, what) = match (ty, &old) {
            (TypeKind::Signed(nw), TypeKind::Signed(ow)) => {
                if nw >= ow {
                    return;
                }
                let up = s.int_const(pow2(nw - 1) - 1, old_ty);
                let lo = s.int_const(-pow2(nw - 1), old_ty);
                let le = s.le(op, up);
                let ge = s.ge(op, lo);
                (
                    s.and(ge, le),
                    "arithmetic overflow on signed type conversion",
                )
            }
            (TypeKind::Signed(nw), TypeKind::Unsigned(ow)) => {
                if *nw > *ow {
                    return;
                }
                let up = s.int_const(pow2(nw - 1) - 1, old_ty);
                (
                    s.le(op, up),
                    "arithmetic overflow on unsigned to signed type conversion",
                )
            }
            (TypeKind::Signed(nw), TypeKind::Floatbv { width, fraction }) => {
                let ub = exprs::float_from_int(&pow2(nw - 1), *width, *fraction);
                let lb = exprs::float_from_int(&(-pow2(nw - 1) - 1), *width, *fraction);
                let ub = exprs::float_const(s, ub, old_ty);
                let lb = exprs::float_const(s, lb, old_ty);
                let lt = s.lt(op, ub);
                let gt = s.gt(op, lb);
                (
                    s.and(gt, lt),
                    "arithmetic overflow on float to signed integer type conversion",
                )
            }
            (TypeKind::Unsigned(nw), TypeKind::Signed(ow)) => {
                let zero = s.int_const(0, old_ty);
                let ge = s.ge(op, zero);
                if *nw + 1 >= *ow {
                    (
                        ge,
                        "arithmetic overflow on signed to unsigned type conversion",
                    )
                } else {
                    let up = s.int_const(pow2(*nw) - 1, old_ty);
                    let le = s.le(op, up);
                    (
                        s.and(ge, le),
                        "arithmetic overflow on signed to unsigned type conversion",
                    )
                }
            }
            (TypeKind::Unsigned(nw), TypeKind::Unsigned(ow)) => {
                if nw >= ow {
                    return;
                }
                let up = s.int_const(pow2(*nw) - 1, old_ty);
                (
                    s.le(op, up),
                    "arithmetic overflow on unsigned to unsigned type conversion",
                )
            }
            (TypeKind::Unsigned(nw), TypeKind::Floatbv { width, fraction }) => {
                let ub = exprs::float_from_int(&pow2(*nw), *width, *fraction);
                let lb = exprs::float_from_int(&BigInt::from(-1), *width, *fraction);
                let ub = exprs::float_const(s, ub, old_ty);
                let lb = exprs::float_const(s, lb, old_ty);
                let lt = s.lt(op, ub);
                let gt = s.gt(op, lb);
                (
                    s.and(gt, lt),
                    "arithmetic overflow on float to unsigned integer type conversion",
                )
            }
            _ => return,
        };
        self.add_property(cond, what, "overflow", None, e, guard);
    }

    fn integer_overflow_check(&mut self, e: ExprId, guard: &Guard) {
        if !self.opts.signed_overflow_check && !self.opts.unsigned_overflow_check {
            return;
        }
        let allow_sign_bit = self.opts.allow_shift_into_sign_bit;
        let s = &mut self.model.store;
        let ty = s.type_of(e);
        let tyk = s.ty(ty).clone();
        // CBMC checks signedbv and unsignedbv arithmetic only (raw bit-vectors wrap)
        if !matches!(tyk, TypeKind::Signed(_) | TypeKind::Unsigned(_)) {
            return;
        }
        if tyk.is_signed() && !self.opts.signed_overflow_check {
            return;
        }
        if let TypeKind::Signed(w) = tyk {
            if self.opts.narrow_arithmetic_wraps && w < self.opts.c_config.int_width {
                return;
            }
        }
        if matches!(tyk, TypeKind::Unsigned(_)) && !self.opts.unsigned_overflow_check {
            return;
        }
        let kind = s.kind(e).clone();
        let ops: Vec<ExprId> = s.ops(e).to_vec();
        match kind {
            ExprKind::Div => {
                if let TypeKind::Signed(w) = tyk {
                    let min = s.int_const(-(BigInt::one() << (w - 1)), ty);
                    let eq_min = s.eq(ops[0], min);
                    let m1 = s.int_const(-1, ty);
                    let eq_m1 = s.eq(ops[1], m1);
                    let and = s.and(eq_min, eq_m1);
                    let not = s.not(and);
                    self.add_property(
                        not,
                        "arithmetic overflow on signed division",
                        "overflow",
                        None,
                        e,
                        guard,
                    );
                }
            }
            ExprKind::UnaryMinus => match tyk {
                TypeKind::Signed(w) => {
                    let min = s.int_const(-(BigInt::one() << (w - 1)), ty);
                    let eq = s.eq(ops[0], min);
                    let not = s.not(eq);
                    self.add_property(
                        not,
                        "arithmetic overflow on signed unary minus",
                        "overflow",
                        None,
                        e,
                        guard,
                    );
                }
                TypeKind::Unsigned(_) => {
                    let zero = s.int_const(0, ty);
                    let ne = s.ne(ops[0], zero);
                    self.add_property(
                        ne,
                        "arithmetic overflow on unsigned unary minus",
                        "overflow",
                        None,
                        e,
                        guard,
                    );
                }
                _ => {}
            },
            ExprKind::Shl => {
                let TypeKind::Signed(w) = tyk else { return };
                let (op, dist) = (ops[0], ops[1]);
                let dist_ty = s.type_of(dist);
                let zero = s.int_const(0, ty);
                let neg_value = s.lt(op, zero);
                let neg_dist = if s.ty(dist_ty).is_signed() {
                    let z = s.int_const(0, dist_ty);
                    s.lt(dist, z)
                } else {
                    FALSE
                };
                let wc = s.int_const(w, dist_ty);
                let too_large = s.gt(dist, wc);
                let op_zero = s.eq(op, zero);
                let wide = s.signed(2 * w);
                let ext = s.typecast(op, wide);
                let shifted = s.shift(ExprKind::Shl, ext, dist);
                let top = if allow_sign_bit { w } else { w + 1 };
                let top_ty = s.unsigned(top);
                let int_ty = s.integer_type();
                let idx = s.int_const(2 * w - top, int_ty);
                let top_bits = s.mk(ExprKind::Extractbits, top_ty, [shifted, idx]);
                let tz = s.int_const(0, top_ty);
                let top_zero = s.eq(top_bits, tz);
                let disj = s.or_all([neg_value, neg_dist, too_large, op_zero, top_zero]);
                self.add_property(
                    disj,
                    "arithmetic overflow on signed shl",
                    "overflow",
                    None,
                    e,
                    guard,
                );
            }
            ExprKind::Plus | ExprKind::Minus | ExprKind::Mult => {
                let sign = if matches!(tyk, TypeKind::Unsigned(_)) {
                    "unsigned"
                } else {
                    "signed"
                };
                let op = match kind {
                    ExprKind::Plus => OverflowOp::Plus,
                    ExprKind::Minus => OverflowOp::Minus,
                    _ => OverflowOp::Mult,
                };
                let what = format!("arithmetic overflow on {sign} {}", kind_str(&kind));
                if ops.len() < 2 {
                    return;
                }
                // a pointer difference overflows when the difference of the offsets does
                // (the pointers' bits include their objects: `&a[1] - &a[5]` is -4, no
                // overflow)
                let st = self.store();
                if kind == ExprKind::Minus
                    && ops.len() == 2
                    && st.ty(st.type_of(ops[0])).is_pointer()
                    && st.ty(st.type_of(ops[1])).is_pointer()
                {
                    let t = self.target;
                    let s = self.store();
                    let a = t.pointer_offset(s, ops[0]);
                    let b = t.pointer_offset(s, ops[1]);
                    let ov = s.mk(ExprKind::Overflow(op), BOOL, [a, b]);
                    let not = s.not(ov);
                    self.add_property(not, &what, "overflow", None, e, guard);
                    return;
                }
                for i in 1..ops.len() {
                    let s = self.store();
                    let lhs = if i == 1 {
                        ops[0]
                    } else {
                        s.mk(kind.clone(), ty, ops[..i].iter().copied())
                    };
                    let ov = s.mk(ExprKind::Overflow(op), BOOL, [lhs, ops[i]]);
                    let not = s.not(ov);
                    self.add_property(not, &what, "overflow", None, e, guard);
                }
            }
            _ => {}
        }
    }

    fn float_parts(&self, ty: TypeId) -> Option<(u32, u32)> {
        match *self.model.store.ty(ty) {
            TypeKind::Floatbv { width, fraction } => Some((width, fraction)),
            _ => None,
        }
    }

    fn float_overflow_check(&mut self, e: ExprId, guard: &Guard) {
        if !self.opts.float_overflow_check {
            return;
        }
        let s = self.store();
        let ty = s.type_of(e);
        if !s.ty(ty).is_float() {
            return;
        }
        let kind = s.kind(e).clone();
        let ops: Vec<ExprId> = s.ops(e).to_vec();
        let isinf = |s: &mut Store, x: ExprId| s.mk(ExprKind::IsInf, BOOL, [x]);
        match kind {
            ExprKind::Div => {
                let a = isinf(s, ops[0]);
                let r = isinf(s, e);
                let nr = s.not(r);
                let or = s.or(a, nr);
                self.add_property(
                    or,
                    "arithmetic overflow on floating-point division",
                    "overflow",
                    None,
                    e,
                    guard,
                );
            }
            ExprKind::Plus | ExprKind::Minus | ExprKind::Mult => {
                if ops.len() == 2 {
                    let a = isinf(s, ops[0]);
                    let b = isinf(s, ops[1]);
                    let r = isinf(s, e);
                    let nr = s.not(r);
                    let or = s.or_all([a, b, nr]);
                    let what = match kind {
                        ExprKind::Plus => "addition",
                        ExprKind::Minus => "subtraction",
                        _ => "multiplication",
                    };
                    self.add_property(
                        or,
                        &format!("arithmetic overflow on floating-point {what}"),
                        "overflow",
                        None,
                        e,
                        guard,
                    );
                } else if ops.len() >= 3 {
                    let bin = self.make_binary(e);
                    self.float_overflow_check(bin, guard);
                }
            }
            _ => {}
        }
    }

    /// `a + b + c` as `(a + b) + c`.
    fn make_binary(&mut self, e: ExprId) -> ExprId {
        let s = self.store();
        let kind = s.kind(e).clone();
        let ty = s.type_of(e);
        let ops: Vec<ExprId> = s.ops(e).to_vec();
        let mut acc = ops[0];
        for &o in &ops[1..] {
            acc = s.mk(kind.clone(), ty, [acc, o]);
        }
        acc
    }

    fn nan_check(&mut self, e: ExprId, guard: &Guard) {
        if !self.opts.nan_check {
            return;
        }
        let s = &self.model.store;
        let ty = s.type_of(e);
        let Some((w, f)) = self.float_parts(ty) else {
            return;
        };
        let kind = s.kind(e).clone();
        if !matches!(
            kind,
            ExprKind::Plus | ExprKind::Minus | ExprKind::Mult | ExprKind::Div
        ) {
            return;
        }
        if s.ops(e).len() >= 3 && matches!(kind, ExprKind::Plus | ExprKind::Mult) {
            let bin = self.make_binary(e);
            return self.nan_check(bin, guard);
        }
        let s = self.store();
        let (a, b) = (s.op(e, 0), s.op(e, 1));
        let isinf = |s: &mut Store, x: ExprId| s.mk(ExprKind::IsInf, BOOL, [x]);
        let feq =
            |s: &mut Store, x: ExprId, y: ExprId| s.mk(ExprKind::IeeeFloatEqual, BOOL, [x, y]);
        let isnan = match kind {
            ExprKind::Div => {
                let za = s.int_const(0, s.type_of(a));
                let zb = s.int_const(0, s.type_of(b));
                let ea = feq(s, a, za);
                let eb = feq(s, b, zb);
                let zz = s.and(ea, eb);
                let ib = isinf(s, b);
                s.or(zz, ib)
            }
            ExprKind::Mult => {
                let zb = s.int_const(0, s.type_of(b));
                let ia = isinf(s, a);
                let eb = feq(s, b, zb);
                let x = s.and(ia, eb);
                let y = s.and(eb, ia);
                s.or(x, y)
            }
            ExprKind::Plus | ExprKind::Minus => {
                let pinf = exprs::float_infinity(false, w, f);
                let minf = exprs::float_infinity(true, w, f);
                let pinf = exprs::float_const(s, pinf, ty);
                let minf = exprs::float_const(s, minf, ty);
                let (x1, y1, x2, y2) = if kind == ExprKind::Plus {
                    (minf, pinf, pinf, minf)
                } else {
                    (pinf, pinf, minf, minf)
                };
                let c1 = s.eq(a, x1);
                let c2 = s.eq(b, y1);
                let c3 = s.eq(a, x2);
                let c4 = s.eq(b, y2);
                let l = s.and(c1, c2);
                let r = s.and(c3, c4);
                s.or(l, r)
            }
            _ => return,
        };
        let not = boolean_negate(s, isnan);
        let id = match kind {
            ExprKind::Plus => "+",
            ExprKind::Minus => "-",
            ExprKind::Mult => "*",
            _ => "/",
        };
        self.add_property(not, &format!("NaN on {id}"), "NaN", None, e, guard);
    }

    fn check_rec_arithmetic_op(
        &mut self,
        e: ExprId,
        kind: &ExprKind,
        ty: &TypeKind,
        guard: &Guard,
    ) -> Result<(), CheckError> {
        match ty {
            TypeKind::Signed(_) | TypeKind::Unsigned(_) => {
                self.integer_overflow_check(e, guard);
                let s = &self.model.store;
                let ops = s.ops(e);
                if *kind == ExprKind::Minus
                    && ops.len() == 2
                    && s.ty(s.type_of(ops[0])).is_pointer()
                    && s.ty(s.type_of(ops[1])).is_pointer()
                {
                    self.pointer_rel_check(e, guard)?;
                }
            }
            TypeKind::Floatbv { .. } => {
                self.nan_check(e, guard);
                self.float_overflow_check(e, guard);
            }
            TypeKind::Pointer { .. } => self.pointer_overflow_check(e, kind, guard)?,
            _ => {}
        }
        Ok(())
    }

    fn pointer_rel_check(&mut self, e: ExprId, guard: &Guard) -> Result<(), CheckError> {
        if !self.opts.pointer_check {
            return Ok(());
        }
        let s = &self.model.store;
        let ops: Vec<ExprId> = s.ops(e).to_vec();
        if ops.len() != 2
            || !s.ty(s.type_of(ops[0])).is_pointer()
            || !s.ty(s.type_of(ops[1])).is_pointer()
        {
            return Ok(());
        }
        let t = self.target;
        let so = t.same_object(&mut self.model.store, ops[0], ops[1]);
        self.add_property(so, "same object violation", "pointer", None, e, guard);
        for p in ops {
            let s = &mut self.model.store;
            let size_t = t.size_type(s);
            let zero = s.int_const(0, size_t);
            for c in self.dereferenceable_conditions(p, zero)? {
                self.add_property(
                    c.assertion,
                    &format!("pointer relation: {}", c.description),
                    "pointer arithmetic",
                    None,
                    p,
                    guard,
                );
            }
        }
        Ok(())
    }

    fn pointer_overflow_check(
        &mut self,
        e: ExprId,
        kind: &ExprKind,
        guard: &Guard,
    ) -> Result<(), CheckError> {
        if !self.opts.pointer_overflow_check {
            return Ok(());
        }
        if !matches!(kind, ExprKind::Plus | ExprKind::Minus) {
            return Ok(());
        }
        let s = &self.model.store;
        let ops: Vec<ExprId> = s.ops(e).to_vec();
        if ops.len() != 2 {
            return Err(self.malformed("pointer arithmetic expected to have exactly 2 operands"));
        }
        let base = match s.ty(s.type_of(e)) {
            TypeKind::Pointer { base, .. } => *base,
            _ => return Ok(()),
        };
        if !matches!(s.ty(base), TypeKind::Empty) {
            let size = exprs::size_of_expr(
                &mut self.model.store,
                &self.model.symbols,
                self.target,
                base,
            )
            .map_err(|e| self.size_err(e))?;
            let s = &mut self.model.store;
            let offset_op = if s.ty(s.type_of(ops[0])).is_pointer() {
                ops[1]
            } else {
                ops[0]
            };
            let size = s.typecast(size, s.type_of(offset_op));
            let mul = s.mult(offset_op, size);
            let saved = (
                self.opts.signed_overflow_check,
                self.opts.unsigned_overflow_check,
            );
            self.opts.signed_overflow_check = true;
            self.opts.unsigned_overflow_check = true;
            self.integer_overflow_check(mul, guard);
            (
                self.opts.signed_overflow_check,
                self.opts.unsigned_overflow_check,
            ) = saved;
        }
        let t = self.target;
        let s = &mut self.model.store;
        let size_t = t.size_type(s);
        let zero = s.int_const(0, size_t);
        for c in self.dereferenceable_conditions(e, zero)? {
            self.add_property(
                c.assertion,
                &format!("pointer arithmetic: {}", c.description),
                "pointer arithmetic",
                None,
                e,
                guard,
            );
        }
        Ok(())
    }

    fn pointer_validity_check(
        &mut self,
        deref: ExprId,
        src: ExprId,
        guard: &Guard,
    ) -> Result<(), CheckError> {
        if !self.opts.pointer_check {
            return Ok(());
        }
        let s = &self.model.store;
        let pointer = s.op(deref, 0);
        let ty = s.type_of(deref);
        let infinite = Layout::new(s, &self.model.symbols)
            .bits_with(ty, &mut |_, _| Ok(BigInt::from(1)))
            == Err(LayoutError::Infinite);
        let size = if infinite {
            // an object holding an infinite array (`*pa` for `int (*pa)[∞]`) has no size:
            // the pointer must point into an object; the access itself, like any index of
            // an infinite array, has no upper bound
            let t = self.target;
            let s = &mut self.model.store;
            let size_t = t.size_type(s);
            s.int_const(0, size_t)
        } else if matches!(s.ty(ty), TypeKind::Empty | TypeKind::Code { .. }) {
            // `*p` with p a pointer to void reads one byte; a function designator `*fp`
            // reads nothing (CBMC's size_of_expr of a code type is 0)
            let n = u8::from(matches!(s.ty(ty), TypeKind::Empty));
            let t = self.target;
            let s = &mut self.model.store;
            let size_t = t.size_type(s);
            s.int_const(n, size_t)
        } else {
            exprs::size_of_expr(&mut self.model.store, &self.model.symbols, self.target, ty)
                .map_err(|e| self.size_err(e))?
        };
        for c in self.dereferenceable_conditions(pointer, size)? {
            self.add_property(
                c.assertion,
                &format!("dereference failure: {}", c.description),
                "pointer dereference",
                None,
                src,
                guard,
            );
        }
        Ok(())
    }

    fn pointer_primitive_check(&mut self, e: ExprId, guard: &Guard) -> Result<(), CheckError> {
        if !self.opts.pointer_primitive_check {
            return Ok(());
        }
        // primitives in CBMC's built-in code (`<built-in-…>`, and the library models,
        // `<builtin-library-…>`: CBMC's is_built_in) are trusted (expressions carry no
        // location of their own here, so the instruction's location decides)
        if self.current_loc.file.is_some_and(|f| {
            let f = f.as_str();
            f.starts_with("<built-in-") || f.starts_with("<builtin-")
        }) {
            return Ok(());
        }
        // the writeability assertion of `__CPROVER_havoc_slice` is its own check: CBMC
        // converts it with the pragma `disable:pointer-primitive-check`; a library
        // precondition placed at a call site keeps the built-in location of its
        // expression in CBMC, so its primitives are trusted like the library's
        if self
            .current_loc
            .comment
            .is_some_and(|c| c.as_str().starts_with(HAVOC_SLICE_COMMENT))
            || self
                .current_loc
                .property_class
                .is_some_and(|c| c.as_str() == "precondition_instance")
        {
            return Ok(());
        }
        let s = &self.model.store;
        let pointer = s.op(e, 0);
        if !s.ty(s.type_of(pointer)).is_pointer() {
            return Err(self.malformed("pointer primitive applied to a non-pointer"));
        }
        if let Some(n) = s.symbol_name(pointer) {
            if n.as_str().starts_with("__CPROVER_") {
                return Ok(());
            }
        }
        let t = self.target;
        let s = &mut self.model.store;
        let size_t = t.size_type(s);
        let zero = s.int_const(0, size_t);
        for c in self.valid_memory_conditions(pointer, zero)? {
            let s = &mut self.model.store;
            let null = t.null_object(s, pointer);
            let or = s.or(null, c.assertion);
            self.add_property(or, c.description, "pointer primitives", None, e, guard);
        }
        Ok(())
    }

    /// [`Self::rewrite_rw_ok`] over the expressions of one instruction.
    fn rewrite_rw_ok_in(&mut self, mut ins: Instruction) -> Result<Instruction, CheckError> {
        if ins.kind.has_condition() {
            ins.guard = self.rewrite_rw_ok(ins.guard)?;
        }
        match &mut ins.kind {
            InstrKind::Assign { rhs, .. } => *rhs = self.rewrite_rw_ok(*rhs)?,
            InstrKind::SetReturnValue(v) => *v = self.rewrite_rw_ok(*v)?,
            InstrKind::FunctionCall(c) => {
                for a in c.args.iter_mut() {
                    *a = self.rewrite_rw_ok(*a)?;
                }
            }
            _ => {}
        }
        Ok(ins)
    }

    /// Replaces `r_ok`/`w_ok`/`rw_ok` in `e` by the conjunction of the dereferenceability
    /// conditions of their pointer and size, as CBMC's goto_check does before symex.
    fn rewrite_rw_ok(&mut self, root: ExprId) -> Result<ExprId, CheckError> {
        // Post-order over the DAG, each shared node once: expressions may share
        // sub-expressions exponentially often (a tree walk would not terminate).
        let mut order = Vec::new();
        self.model.store.post_order(&[root], |e| order.push(e));
        let is_rw_ok = |k: &ExprKind| matches!(k, ExprKind::ROk | ExprKind::WOk | ExprKind::RwOk);
        if !order.iter().any(|&e| is_rw_ok(self.model.store.kind(e))) {
            return Ok(root);
        }
        let mut memo: FxHashMap<ExprId, ExprId> = FxHashMap::default();
        for e in order {
            let s = &self.model.store;
            let ops: Vec<ExprId> = s.ops(e).iter().map(|o| memo[o]).collect();
            let rebuilt = if ops.as_slice() == s.ops(e) {
                e
            } else {
                self.model.store.with_ops(e, ops.iter().copied())
            };
            let out = match (is_rw_ok(self.model.store.kind(e)), ops.as_slice()) {
                (true, &[p, size]) => {
                    let conds = self.dereferenceable_conditions(p, size)?;
                    let all = self
                        .model
                        .store
                        .and_all(conds.into_iter().map(|c| c.assertion));
                    if self.opts.simplify {
                        self.simplify(all)
                    } else {
                        all
                    }
                }
                _ => rebuilt,
            };
            memo.insert(e, out);
        }
        Ok(memo[&root])
    }

    fn dereferenceable_conditions(
        &mut self,
        address: ExprId,
        size: ExprId,
    ) -> Result<Vec<Cond>, CheckError> {
        let mut conds = self.valid_memory_conditions(address, size)?;
        let flags = self.flags(address);
        if flags.is_unknown() || flags.is_uninitialized() || flags.is_null() {
            let in_bounds = self.in_bounds_of_some_explicit_allocation(address, size);
            let s = &mut self.model.store;
            let null = self.target.null_object(s, address);
            let nn = s.not(null);
            let or = s.or(in_bounds, nn);
            conds.insert(
                0,
                Cond {
                    assertion: or,
                    description: "pointer NULL",
                },
            );
        }
        Ok(conds)
    }

    fn flags(&self, address: ExprId) -> super::local_bitvector::Flags {
        match &self.lbv {
            Some(l) => l.get(&self.model.store, self.current, address),
            None => super::local_bitvector::Flags::UNKNOWN,
        }
    }

    fn valid_memory_conditions(
        &mut self,
        address: ExprId,
        size: ExprId,
    ) -> Result<Vec<Cond>, CheckError> {
        let flags = self.flags(address);
        let mut conds = Vec::new();
        let in_bounds = self.in_bounds_of_some_explicit_allocation(address, size);
        let unknown = flags.is_unknown() || flags.is_uninitialized();
        let t = self.target;
        if unknown {
            let s = &mut self.model.store;
            let inv = t.is_invalid_pointer(s, address);
            let n = s.not(inv);
            conds.push(Cond {
                assertion: n,
                description: "pointer invalid",
            });
        }
        // `address` is not into the object a CPROVER tracking pointer names, unless it is
        // within an explicit allocation
        let mut not_into = |this: &mut Self, tracker: &str, description: &'static str| {
            let tracked = this.cprover_symbol(tracker, "pointer")?;
            let s = &mut this.model.store;
            let so = t.same_object(s, address, tracked);
            let n = s.not(so);
            let assertion = s.or(in_bounds, n);
            conds.push(Cond {
                assertion,
                description,
            });
            Ok::<(), CheckError>(())
        };
        if unknown || flags.is_dynamic_heap() {
            not_into(self, "__CPROVER_deallocated", "deallocated dynamic object")?;
        }
        if unknown || flags.is_dynamic_local() {
            not_into(self, "__CPROVER_dead_object", "dead object")?;
        }
        let bounds = |s: &mut Store| {
            let lo = t.object_lower_bound(s, address);
            let up = t.object_upper_bound(s, address, size);
            let viol = s.or(lo, up);
            let n = s.not(viol);
            s.or(in_bounds, n)
        };
        if flags.is_dynamic_heap() {
            let c = bounds(&mut self.model.store);
            conds.push(Cond {
                assertion: c,
                description: "pointer outside dynamic object bounds",
            });
        }
        if unknown || flags.is_dynamic_local() || flags.is_static_lifetime() {
            let c = bounds(&mut self.model.store);
            conds.push(Cond {
                assertion: c,
                description: "pointer outside object bounds",
            });
        }
        if unknown || flags.is_integer_address() {
            let s = &mut self.model.store;
            let ia = t.integer_address(s, address);
            let imp = s.implies(ia, in_bounds);
            conds.push(Cond {
                assertion: imp,
                description: "invalid integer address",
            });
        }
        Ok(conds)
    }

    fn in_bounds_of_some_explicit_allocation(&mut self, pointer: ExprId, size: ExprId) -> ExprId {
        let allocs = self.allocations.clone();
        let s = &mut self.model.store;
        let mut disj = Vec::new();
        for (base, len) in allocs {
            let int_ty = s.type_of(base);
            let ip = s.mk(ExprKind::Typecast, int_ty, [pointer]);
            let lb = s.le(base, ip);
            let sz = s.typecast(size, int_ty);
            let ub_l = s.plus(ip, sz);
            let ub_r = s.plus(base, len);
            let ub = s.le(ub_l, ub_r);
            disj.push(s.and(lb, ub));
        }
        s.or_all(disj)
    }

    fn bounds_check_index(&mut self, e: ExprId, guard: &Guard) -> Result<(), CheckError> {
        // the entry point's indices are in bounds by construction (CBMC marks `argv'[argc']`
        // and `&argv'[0]` as not to be checked)
        if !self.opts.bounds_check || self.function.as_str() == ENTRY_POINT {
            return Ok(());
        }
        let s = &self.model.store;
        let (array, index) = (s.op(e, 0), s.op(e, 1));
        let array_ty = s.type_of(array);
        let (size, is_array) = match s.ty(array_ty) {
            TypeKind::Array { size, .. } => (*size, true),
            TypeKind::Vector { size, .. } => (Some(*size), false),
            TypeKind::Pointer { .. } => {
                return Err(self.malformed("index got pointer as array type"))
            }
            other => {
                return Err(self.malformed(format!(
                    "bounds check expected array or vector type, got {}",
                    other.id_str()
                )))
            }
        };
        let _ = is_array;
        let name = self.array_name(array);
        let (root, offset) = self.object_descriptor(e)?;
        let t = self.target;
        let s = &self.model.store;
        let idx_ty = s.type_of(index);
        let index_unsigned = matches!(s.ty(idx_ty), TypeKind::Unsigned(_));
        let cast_from_unsigned = matches!(s.kind(index), ExprKind::Typecast)
            && matches!(s.ty(s.type_of(s.op(index, 0))), TypeKind::Unsigned(_));
        let const_nonneg = s.as_int(index).is_some_and(|v| !v.is_negative());
        let root_deref = matches!(s.kind(root), ExprKind::Dereference);
        if !index_unsigned && !cast_from_unsigned && !const_nonneg {
            let s = &mut self.model.store;
            let eff = if root_deref {
                let p = s.op(root, 0);
                let poff = t.pointer_offset(s, p);
                let o = s.typecast(offset, s.type_of(poff));
                s.plus(poff, o)
            } else {
                offset
            };
            let zero = s.int_const(0, s.type_of(eff));
            let ge = s.ge(eff, zero);
            self.add_property(
                ge,
                &format!("{name} lower bound"),
                "array bounds",
                None,
                e,
                guard,
            );
        }
        let s = &mut self.model.store;
        if root_deref {
            let p = s.op(root, 0);
            let poff = t.pointer_offset(s, p);
            let otype = s.type_of(offset);
            let poff = s.typecast(poff, otype);
            let eff = s.plus(offset, poff);
            let osize = t.object_size(s, p);
            let osize = s.typecast(osize, s.type_of(eff));
            let lt = s.lt(eff, osize);
            let one = s.int_const(1, otype);
            let end = s.plus(offset, one);
            let in_bounds = self.in_bounds_of_some_explicit_allocation(p, end);
            let s = &mut self.model.store;
            let or = s.or(in_bounds, lt);
            self.add_property(
                or,
                &format!("{name} dynamic object upper bound"),
                "array bounds",
                None,
                e,
                guard,
            );
            return Ok(());
        }
        let array_is_member = matches!(s.kind(array), ExprKind::Member(_));
        let zero_sized = size.is_some_and(|n| s.as_int(n).is_some_and(|v| v.is_zero()));
        if array_is_member && (size.is_none() || zero_sized) {
            // flexible array member (or a zero-length one, GNU's form of it): the offset
            // must stay within the enclosing object
            let root_ty = s.type_of(root);
            let bytes = Layout::new(s, &self.model.symbols)
                .bytes(root_ty)
                .map_err(|e| self.size_err(e.into()))?;
            let s = &mut self.model.store;
            let c = s.int_const(bytes, s.type_of(offset));
            let lt = s.lt(offset, c);
            self.add_property(
                lt,
                &format!("{name} upper bound"),
                "array bounds",
                None,
                e,
                guard,
            );
        } else if let Some(size) = size.filter(|&n| !s.is_infinity(n)) {
            // an infinite array has no upper bound (CBMC checks only the lower one)
            let i = s.typecast(index, s.type_of(size));
            let lt = s.lt(i, size);
            self.add_property(
                lt,
                &format!("{name} upper bound"),
                "array bounds",
                None,
                e,
                guard,
            );
        }
        Ok(())
    }

    /// CBMC's `object_descriptor_exprt::build`: the root object of `e` and the (simplified)
    /// byte offset of `e` within it, of type `ssize_t`.
    fn object_descriptor(&mut self, e: ExprId) -> Result<(ExprId, ExprId), CheckError> {
        let t = self.target;
        let s = &mut self.model.store;
        let idx_ty = t.signed_size_type(s);
        let zero = s.int_const(0, idx_ty);
        let mut object = e;
        let offset = self.od_rec(e, zero, &mut object)?;
        let offset = self.simplify(offset);
        let s = &self.model.store;
        let mut root = object;
        while let ExprKind::Member(_) | ExprKind::Index = s.kind(root) {
            root = s.op(root, 0);
        }
        Ok((root, offset))
    }

    fn od_rec(
        &mut self,
        e: ExprId,
        offset: ExprId,
        object: &mut ExprId,
    ) -> Result<ExprId, CheckError> {
        let t = self.target;
        let kind = self.model.store.kind(e).clone();
        let idx_ty = t.signed_size_type(&mut self.model.store);
        match kind {
            ExprKind::Index => {
                let (array, index) = (self.model.store.op(e, 0), self.model.store.op(e, 1));
                let offset = self.od_rec(array, offset, object)?;
                let ety = self.model.store.type_of(e);
                let sub = exprs::size_of_expr(&mut self.model.store, &self.model.symbols, t, ety)
                    .map_err(|e| self.size_err(e))?;
                let s = &mut self.model.store;
                let i = s.typecast(index, idx_ty);
                let sz = s.typecast(sub, idx_ty);
                let m = s.mult(i, sz);
                Ok(s.plus(offset, m))
            }
            ExprKind::Member(c) => {
                let st = self.model.store.op(e, 0);
                let offset = self.od_rec(st, offset, object)?;
                let sty = self.model.store.type_of(st);
                let off = Layout::new(&self.model.store, &self.model.symbols)
                    .member_byte_offset(sty, c)
                    .map_err(|e| self.size_err(e.into()))?
                    .ok_or_else(|| self.malformed(format!("offset of bit-field member {c}")))?;
                let s = &mut self.model.store;
                let size_t = t.size_type(s);
                let o = s.int_const(off, size_t);
                let o = s.typecast(o, idx_ty);
                Ok(s.plus(offset, o))
            }
            ExprKind::ByteExtract(_) => {
                let (op, off) = (self.model.store.op(e, 0), self.model.store.op(e, 1));
                *object = op;
                let offset = self.od_rec(op, offset, object)?;
                let s = &mut self.model.store;
                let o = s.typecast(off, idx_ty);
                Ok(s.plus(offset, o))
            }
            ExprKind::Typecast => {
                let op = self.model.store.op(e, 0);
                *object = op;
                self.od_rec(op, offset, object)
            }
            ExprKind::Dereference => {
                let s = &self.model.store;
                let mut p = s.op(e, 0);
                while matches!(s.kind(p), ExprKind::Typecast) {
                    p = s.op(p, 0);
                }
                if matches!(s.kind(p), ExprKind::AddressOf) {
                    let obj = s.op(p, 0);
                    *object = obj;
                    return self.od_rec(obj, offset, object);
                }
                Ok(offset)
            }
            ExprKind::AddressOf => {
                let s = &self.model.store;
                let mut o = s.op(e, 0);
                while matches!(s.kind(o), ExprKind::Typecast) {
                    o = s.op(o, 0);
                }
                if matches!(s.kind(o), ExprKind::Dereference) {
                    let p = s.op(o, 0);
                    *object = p;
                    return self.od_rec(p, offset, object);
                }
                Ok(offset)
            }
            _ => Ok(offset),
        }
    }

    /// CBMC's `array_name`: `array 'a'`, `array 'a'[]`, `array 's'.m`, `string constant`.
    fn array_name(&self, e: ExprId) -> String {
        let s = &self.model.store;
        match s.kind(e) {
            ExprKind::Index => format!("{}[]", self.array_name(s.op(e, 0))),
            ExprKind::Symbol(n) => {
                let base = match self.model.symbols.get(*n) {
                    Some(sym) => sym.base_name.as_str().to_string(),
                    None => n
                        .as_str()
                        .rsplit("::")
                        .next()
                        .unwrap_or(n.as_str())
                        .to_string(),
                };
                format!("array '{base}'")
            }
            ExprKind::StringConstant(_) => "string constant".to_string(),
            ExprKind::Member(c) => format!("{}.{}", self.array_name(s.op(e, 0)), c),
            _ => "array".to_string(),
        }
    }
}

fn kind_name(k: &ExprKind) -> &'static str {
    match k {
        ExprKind::And => "and",
        ExprKind::Or => "or",
        ExprKind::Implies => "=>",
        _ => "?",
    }
}

/// Whether a check of `class` with description `comment` is fatal, as in CBMC 6: the
/// undefined-behaviour checks (division by zero, undefined shifts, array bounds of declared
/// arrays, pointer dereference and pointer arithmetic) end the path when they fail;
/// overflow, same-object, dynamic-object bounds, pointer primitives, memory leaks and the
/// enum-range check do not.
pub fn is_fatal_check(class: &str, comment: &str) -> bool {
    match class {
        "division-by-zero" | "undefined-shift" | "pointer dereference" | "pointer arithmetic" => {
            true
        }
        "array bounds" => !comment.ends_with("dynamic object upper bound"),
        _ => false,
    }
}
