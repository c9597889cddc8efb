//! Goto programs: functions as lists of instructions (cbmc-behaviour.md §1.1).

use crate::expr::{ExprId, Store, TRUE};
use crate::loc::SourceLocation;
use crate::symbol::SymbolTable;
use crate::Ident;
use indexmap::IndexMap;
use smallvec::SmallVec;

/// Index of an instruction within its function's body.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct InstrRef(pub u32);

impl InstrRef {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A function call: `lhs := function(args)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Call {
    pub lhs: Option<ExprId>,
    pub function: ExprId,
    pub args: Vec<ExprId>,
}

/// The code of OTHER, THROW and CATCH instructions: a statement name, its operands and
/// (for exception handling) exception ids.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct OtherCode {
    /// `expression`, `array_set`, `array_copy`, `array_replace`, `array_equal`,
    /// `havoc_object`, `printf`, `input`, `output`, `fence`, `push_catch`, `pop_catch`, …
    pub statement: Ident,
    pub ops: Vec<ExprId>,
    /// Exception ids (THROW/CATCH) or fence kinds.
    pub extra: Vec<Ident>,
}

/// The instruction kinds with their code. Numeric values (in the binary format) are given by
/// [`InstrKind::number`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstrKind {
    NoInstructionType,
    /// Jump to `targets` if the guard holds.
    Goto,
    /// Assume the guard.
    Assume,
    /// Assert the guard (a property).
    Assert,
    Other(OtherCode),
    Skip,
    StartThread,
    EndThread,
    Location,
    EndFunction,
    AtomicBegin,
    AtomicEnd,
    /// `SET RETURN VALUE e`
    SetReturnValue(ExprId),
    /// `lhs := rhs`
    Assign {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `DECL x` (a symbol expression)
    Decl(ExprId),
    /// `DEAD x`
    Dead(ExprId),
    FunctionCall(Call),
    Throw(OtherCode),
    Catch(OtherCode),
    /// A goto to a label not yet resolved (only during conversion).
    IncompleteGoto(Ident),
}

impl InstrKind {
    /// CBMC's numeric instruction type.
    pub fn number(&self) -> u32 {
        match self {
            InstrKind::NoInstructionType => 0,
            InstrKind::Goto => 1,
            InstrKind::Assume => 2,
            InstrKind::Assert => 3,
            InstrKind::Other(_) => 4,
            InstrKind::Skip => 5,
            InstrKind::StartThread => 6,
            InstrKind::EndThread => 7,
            InstrKind::Location => 8,
            InstrKind::EndFunction => 9,
            InstrKind::AtomicBegin => 10,
            InstrKind::AtomicEnd => 11,
            InstrKind::SetReturnValue(_) => 12,
            InstrKind::Assign { .. } => 13,
            InstrKind::Decl(_) => 14,
            InstrKind::Dead(_) => 15,
            InstrKind::FunctionCall(_) => 16,
            InstrKind::Throw(_) => 17,
            InstrKind::Catch(_) => 18,
            InstrKind::IncompleteGoto(_) => 19,
        }
    }

    /// Whether the guard is meaningful (GOTO, ASSUME, ASSERT, INCOMPLETE_GOTO).
    pub fn has_condition(&self) -> bool {
        matches!(
            self,
            InstrKind::Goto | InstrKind::Assume | InstrKind::Assert | InstrKind::IncompleteGoto(_)
        )
    }

    /// The expressions the code refers to (not the guard), to rewrite in place; the same
    /// ones, in the same order, as [`Self::exprs`].
    pub fn exprs_mut(&mut self) -> SmallVec<[&mut ExprId; 4]> {
        let mut v = SmallVec::new();
        match self {
            InstrKind::SetReturnValue(e) | InstrKind::Decl(e) | InstrKind::Dead(e) => v.push(e),
            InstrKind::Assign { lhs, rhs } => {
                v.push(lhs);
                v.push(rhs)
            }
            InstrKind::FunctionCall(c) => {
                v.extend(c.lhs.as_mut());
                v.push(&mut c.function);
                v.extend(c.args.iter_mut());
            }
            InstrKind::Other(c) | InstrKind::Throw(c) | InstrKind::Catch(c) => {
                v.extend(c.ops.iter_mut())
            }
            _ => {}
        }
        v
    }

    /// All expressions the code refers to (not the guard).
    pub fn exprs(&self) -> SmallVec<[ExprId; 4]> {
        let mut v = SmallVec::new();
        match self {
            InstrKind::SetReturnValue(e) | InstrKind::Decl(e) | InstrKind::Dead(e) => v.push(*e),
            InstrKind::Assign { lhs, rhs } => {
                v.push(*lhs);
                v.push(*rhs)
            }
            InstrKind::FunctionCall(c) => {
                v.extend(c.lhs);
                v.push(c.function);
                v.extend(c.args.iter().copied());
            }
            InstrKind::Other(c) | InstrKind::Throw(c) | InstrKind::Catch(c) => {
                v.extend(c.ops.iter().copied())
            }
            _ => {}
        }
        v
    }
}

/// One instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Instruction {
    pub kind: InstrKind,
    /// Condition of GOTO/ASSUME/ASSERT; `true` for other kinds.
    pub guard: ExprId,
    /// Jump targets (GOTO, START_THREAD, CATCH).
    pub targets: SmallVec<[InstrRef; 1]>,
    pub location: SourceLocation,
    /// C labels and magic labels (`__CPROVER_HIDE`).
    pub labels: Vec<Ident>,
}

impl Instruction {
    /// An instruction of `kind` with guard `true`, no targets, no labels.
    pub fn new(kind: InstrKind, location: SourceLocation) -> Instruction {
        Instruction {
            kind,
            guard: TRUE,
            targets: SmallVec::new(),
            location,
            labels: Vec::new(),
        }
    }

    /// `IF guard THEN GOTO target`.
    pub fn goto(guard: ExprId, target: InstrRef, location: SourceLocation) -> Instruction {
        let mut i = Instruction::new(InstrKind::Goto, location);
        i.guard = guard;
        i.targets.push(target);
        i
    }

    /// An ASSERT or ASSUME (`kind` decides) of `cond`.
    pub fn with_guard(kind: InstrKind, cond: ExprId, location: SourceLocation) -> Instruction {
        let mut i = Instruction::new(kind, location);
        i.guard = cond;
        i
    }

    /// Every expression of the instruction, to rewrite in place: the guard of a GOTO,
    /// ASSUME or ASSERT first, then [`InstrKind::exprs_mut`]'s.
    pub fn exprs_mut(&mut self) -> SmallVec<[&mut ExprId; 5]> {
        let mut v = SmallVec::new();
        if self.kind.has_condition() {
            v.push(&mut self.guard);
        }
        v.extend(self.kind.exprs_mut());
        v
    }
}

/// Derived numbering of one instruction, recomputed by [`GotoModel::update`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Numbering {
    /// Global running number in program order (functions sorted by name).
    pub location_number: u32,
    /// 1-based number among the instructions that are a jump target, if a target.
    pub target_number: Option<u32>,
    /// 0-based number among the backward GOTOs of the function, if a backward GOTO.
    pub loop_number: Option<u32>,
}

/// A function with a body (or without: `body` is empty for body-less functions).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct GotoFunction {
    /// Identifiers of the parameter symbols, in order.
    pub parameters: Vec<Ident>,
    pub body: Vec<Instruction>,
    /// Side table of derived numbers, parallel to `body` (see [`GotoModel::update`]).
    pub numbering: Vec<Numbering>,
}

impl GotoFunction {
    pub fn has_body(&self) -> bool {
        !self.body.is_empty()
    }

    pub fn instr(&self, r: InstrRef) -> &Instruction {
        &self.body[r.index()]
    }

    /// Whether the iterations of this function's loops that constants decide are not
    /// counted against unwinding bounds: C library models (compiled from a
    /// `<builtin-library-…>` file; CBMC's models have no loops) and functions labelled
    /// `__RBMC_DECIDED_LOOPS`.
    pub fn decides_loops(&self) -> bool {
        let label = crate::Ident::new("__RBMC_DECIDED_LOOPS");
        self.body.first().is_some_and(|i| {
            i.location
                .file
                .is_some_and(|f| f.as_str().starts_with("<builtin-library-"))
        }) || self.body.iter().any(|i| i.labels.contains(&label))
    }

    /// Whether instruction `i` is a backward GOTO (some target at or before it).
    pub fn is_backward_goto(&self, i: usize) -> bool {
        let ins = &self.body[i];
        matches!(ins.kind, InstrKind::Goto) && ins.targets.iter().any(|t| t.index() <= i)
    }

    /// Recomputes target and loop numbers (location numbers start at `first_location`);
    /// returns the next free location number.
    pub fn update(&mut self, first_location: u32) -> u32 {
        let n = self.body.len();
        let mut is_target = vec![false; n];
        for ins in &self.body {
            for t in &ins.targets {
                if let Some(slot) = is_target.get_mut(t.index()) {
                    *slot = true;
                }
            }
        }
        self.numbering = Vec::with_capacity(n);
        let mut target_no = 0;
        let mut loop_no = 0;
        for (i, &target) in is_target.iter().enumerate() {
            let target_number = target.then(|| {
                target_no += 1;
                target_no
            });
            let loop_number = self.is_backward_goto(i).then(|| {
                loop_no += 1;
                loop_no - 1
            });
            self.numbering.push(Numbering {
                location_number: first_location + i as u32,
                target_number,
                loop_number,
            });
        }
        first_location + n as u32
    }

    /// The backward GOTOs of this function with their loop numbers, in program order.
    pub fn loops(&self) -> Vec<(u32, InstrRef)> {
        self.numbering
            .iter()
            .enumerate()
            .filter_map(|(i, n)| n.loop_number.map(|l| (l, InstrRef(i as u32))))
            .collect()
    }
}

/// A whole program: the expression store, the symbol table and the functions.
#[derive(Clone, Default, Debug)]
pub struct GotoModel {
    pub store: Store,
    pub symbols: SymbolTable,
    /// Functions by identifier (insertion order; printers sort by name).
    pub functions: IndexMap<Ident, GotoFunction>,
}

/// Identifier of the entry point that CBMC generates.
pub const ENTRY_POINT: &str = "__CPROVER__start";

impl GotoModel {
    pub fn new() -> GotoModel {
        GotoModel::default()
    }

    /// Function identifiers sorted by name (CBMC's `std::map` order).
    pub fn sorted_function_names(&self) -> Vec<Ident> {
        let mut v: Vec<Ident> = self.functions.keys().copied().collect();
        v.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        v
    }

    /// Recomputes location, target and loop numbers of every function (CBMC's `update()`).
    pub fn update(&mut self) {
        let mut next = 0;
        for name in self.sorted_function_names() {
            if let Some(f) = self.functions.get_mut(&name) {
                next = f.update(next);
            }
        }
    }

    /// The function with identifier `name`.
    pub fn function(&self, name: &str) -> Option<&GotoFunction> {
        self.functions.get(&Ident::new(name))
    }
}
