//! The SSA equation: the list of steps symex records (CBMC's `symex_target_equationt`).

use crate::renaming::L2Expr;
use goto_ir::{ExprId, Ident, InstrRef};

/// The kind of an assignment (CBMC's `assignment_typet`, in CBMC's order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AssignmentType {
    /// A visible program state change.
    State,
    /// Internal bookkeeping (return values, dynamic objects, …).
    Hidden,
    /// Actual-to-formal parameter passing of a visible function.
    VisibleActualParameter,
    /// Parameter passing of a hidden function.
    HiddenActualParameter,
    /// A φ assignment at a join.
    Phi,
    /// The definition of a branch guard symbol.
    Guard,
}

impl AssignmentType {
    /// CBMC's spelling (`STATE`, `HIDDEN`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            AssignmentType::State => "STATE",
            AssignmentType::Hidden => "HIDDEN",
            AssignmentType::VisibleActualParameter => "VISIBLE_ACTUAL_PARAMETER",
            AssignmentType::HiddenActualParameter => "HIDDEN_ACTUAL_PARAMETER",
            AssignmentType::Phi => "PHI",
            AssignmentType::Guard => "GUARD",
        }
    }

    /// Whether steps of this type are hidden in traces (all but STATE and
    /// VISIBLE_ACTUAL_PARAMETER).
    pub fn is_hidden(self) -> bool {
        !matches!(
            self,
            AssignmentType::State | AssignmentType::VisibleActualParameter
        )
    }
}

/// Where a step comes from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Source {
    /// Thread number (0: the main thread; threads are numbered in the order they start).
    pub thread: u32,
    /// The function of the instruction.
    pub function: Ident,
    /// The instruction.
    pub pc: InstrRef,
}

/// The kind of a step and its kind-specific data.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StepKind {
    /// `lhs := rhs`; the step's `cond` is `lhs = rhs`.
    Assignment {
        /// The L2 symbol assigned.
        lhs: L2Expr,
        /// The full lhs (with selectors), renamed.
        full_lhs: L2Expr,
        /// The lhs as written in the program.
        original_lhs: ExprId,
        rhs: L2Expr,
        assignment_type: AssignmentType,
    },
    /// An assumption; the step's `cond` is `guard ⇒ c`.
    Assume,
    /// A verification condition; the step's `cond` is `guard ⇒ c`.
    Assert {
        /// `main.assertion.1`, `main.unwind.0`, `f.recursion`, …
        property_id: Ident,
        /// The property description.
        comment: Ident,
    },
    /// A branch; `cond` is the renamed branch condition.
    Goto,
    /// A visited instruction without effect.
    Location,
    /// A declaration of `lhs` (its first L2 version).
    Decl { lhs: L2Expr, original_lhs: ExprId },
    /// An object going out of scope (recorded by the interface, not by symex).
    Dead { lhs: L2Expr },
    /// Entering `function` with the renamed arguments.
    FunctionCall { function: Ident, args: Vec<L2Expr> },
    /// Leaving `function`.
    FunctionReturn { function: Ident },
    /// `printf` / `__CPROVER_output`.
    Output {
        format: Option<Ident>,
        io_id: Ident,
        args: Vec<L2Expr>,
    },
    /// `__CPROVER_input`.
    Input { io_id: Ident, args: Vec<L2Expr> },
    /// A global constraint (guard `true`); `cond` is the constraint.
    Constraint { comment: Ident },
    /// Start of an atomic section.
    AtomicBegin { id: u32 },
    /// End of an atomic section.
    AtomicEnd { id: u32 },
    /// Read of a shared variable (threads): `lhs` is the fresh SSA name the read gives,
    /// whose value the memory model constrains; `atomic` the atomic section (0 outside).
    SharedRead { lhs: L2Expr, atomic: u32 },
    /// Write of a shared variable (threads): `lhs` is the SSA name written.
    SharedWrite { lhs: L2Expr, atomic: u32 },
    /// Thread creation.
    Spawn,
    /// A memory barrier (`__CPROVER_fence`, the x86 fences of inline assembly): which
    /// program-order pairs it keeps under a weak memory model.
    MemoryBarrier { fences: Fences },
}

/// The kinds of a memory barrier (CBMC's `RRfence`, `RWfence`, `WRfence`, `WWfence`
/// flags): `RW` keeps a read before a later write, and so on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Fences(u8);

impl Fences {
    pub const RR: Fences = Fences(1);
    pub const RW: Fences = Fences(2);
    pub const WR: Fences = Fences(4);
    pub const WW: Fences = Fences(8);
    pub const ALL: Fences = Fences(15);

    /// The fence named by CBMC's flag (`"RRfence"`, …); `None` for other names (the
    /// `…cumul` flags of cumulative barriers, which no supported model reads).
    pub fn from_flag(flag: &str) -> Option<Fences> {
        Some(match flag {
            "RRfence" => Fences::RR,
            "RWfence" => Fences::RW,
            "WRfence" => Fences::WR,
            "WWfence" => Fences::WW,
            _ => return None,
        })
    }

    pub fn contains(self, other: Fences) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn union(self, other: Fences) -> Fences {
        Fences(self.0 | other.0)
    }
}

impl StepKind {
    /// CBMC's step type name (`ASSIGNMENT`, `ASSERT`, …).
    pub fn type_name(&self) -> &'static str {
        match self {
            StepKind::Assignment { .. } => "ASSIGNMENT",
            StepKind::Assume => "ASSUME",
            StepKind::Assert { .. } => "ASSERT",
            StepKind::Goto => "GOTO",
            StepKind::Location => "LOCATION",
            StepKind::Decl { .. } => "DECL",
            StepKind::Dead { .. } => "DEAD",
            StepKind::FunctionCall { .. } => "FUNCTION_CALL",
            StepKind::FunctionReturn { .. } => "FUNCTION_RETURN",
            StepKind::Output { .. } => "OUTPUT",
            StepKind::Input { .. } => "INPUT",
            StepKind::Constraint { .. } => "CONSTRAINT",
            StepKind::AtomicBegin { .. } => "ATOMIC_BEGIN",
            StepKind::AtomicEnd { .. } => "ATOMIC_END",
            StepKind::SharedRead { .. } => "SHARED_READ",
            StepKind::SharedWrite { .. } => "SHARED_WRITE",
            StepKind::Spawn => "SPAWN",
            StepKind::MemoryBarrier { .. } => "MEMORY_BARRIER",
        }
    }
}

/// One SSA step.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    pub kind: StepKind,
    /// The path guard under which the step happens.
    pub guard: L2Expr,
    /// The step's condition (`lhs = rhs`, `guard ⇒ c`, the branch condition, …); `true`
    /// when the kind has none.
    pub cond: L2Expr,
    pub source: Source,
    /// Hidden from traces.
    pub hidden: bool,
    /// Removed by slicing (not passed to the solver, not shown).
    pub ignore: bool,
}

impl Step {
    pub fn is_assert(&self) -> bool {
        matches!(self.kind, StepKind::Assert { .. })
    }
    pub fn is_assume(&self) -> bool {
        matches!(self.kind, StepKind::Assume)
    }
    pub fn is_assignment(&self) -> bool {
        matches!(self.kind, StepKind::Assignment { .. })
    }
    pub fn is_constraint(&self) -> bool {
        matches!(self.kind, StepKind::Constraint { .. })
    }
}

/// The equation: steps in the order symex recorded them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Equation {
    pub steps: Vec<Step>,
    /// With threads: the clock of each shared-memory event (step index, clock variable),
    /// as the memory model numbers them; traces order the steps of different threads by
    /// the clocks' values in the model.
    pub clocks: Vec<(usize, ExprId)>,
}

impl Equation {
    /// An empty equation.
    pub fn new() -> Equation {
        Equation::default()
    }

    /// Appends a step.
    pub fn push(&mut self, step: Step) {
        self.steps.push(step);
    }

    /// Number of ASSERT steps (VCCs) not removed by slicing.
    pub fn count_vccs(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| s.is_assert() && !s.ignore)
            .count()
    }

    /// Whether the equation contains threads (a spawn, or a step of a thread other than the
    /// main thread); shared writes alone (a program that could start threads) do not count.
    pub fn has_threads(&self) -> bool {
        self.steps
            .iter()
            .any(|s| s.source.thread != 0 || matches!(s.kind, StepKind::Spawn))
    }

    /// CBMC's simple slicer: marks every step after the last assertion as ignored and returns
    /// how many assignments it removed. With threads nothing is removed: a later step of
    /// another thread (a write an earlier read reads from) and the memory model's
    /// constraints matter to every assertion.
    pub fn simple_slice(&mut self) -> usize {
        if self.has_threads() {
            return 0;
        }
        let last = self.steps.iter().rposition(|s| s.is_assert());
        let from = last.map_or(0, |i| i + 1);
        let mut removed = 0;
        for s in &mut self.steps[from..] {
            if s.is_assignment() && !s.ignore {
                removed += 1;
            }
            s.ignore = true;
        }
        removed
    }
}
