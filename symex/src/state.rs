//! Per-path symex state, split by lifetime (cbmc-behaviour.md §2):
//!
//! - [`GotoState`]: what is cloned at a fork and merged at a join (guard, L2 versions,
//!   constant propagation, value set, reachability, depth);
//! - [`Frame`]: one call-stack entry (return site, saved L1 renaming, loop counters, the
//!   states queued at jump targets of this function);
//! - [`State`]: the program counter, the L1 renaming and the call stack around a
//!   [`GotoState`].

use crate::value_set::{Pointee, ValueSet};
use goto_ir::{ExprId, Ident, InstrRef};
use rustc_hash::FxHashMap;
use ssa::{L1Id, L2Expr, Level1, Level2Map};
use std::collections::BTreeMap;

/// The part of a path state that is cloned at forks and merged at joins.
#[derive(Clone, Debug)]
pub struct GotoState {
    /// The path condition (a conjunction, flattened as CBMC's `guard_exprt` does).
    pub guard: L2Expr,
    /// L1 renaming: the current instance of each local on this path (a DECL executed in
    /// one unrolled iteration names another instance than the same DECL in the next, and
    /// paths from different iterations meet at joins inside the loop body).
    pub level1: FxHashMap<Ident, Level1>,
    /// Current L2 versions.
    pub level2: Level2Map,
    /// Constant propagation: L1 objects whose current value is a known constant.
    pub propagation: FxHashMap<L1Id, L2Expr>,
    /// Points-to sets.
    pub value_set: ValueSet,
    /// `false` after `assume(false)`, an unwinding assumption, …
    pub reachable: bool,
    /// Instructions executed on this path.
    pub depth: u64,
    /// The id of the atomic section the path is in (0 outside).
    pub atomic_section: u32,
    /// ATOMIC_BEGINs inside the outermost one not yet ended (a nested section is part of
    /// the enclosing one).
    pub atomic_depth: u32,
}

impl GotoState {
    /// Gives object `to` the constant (constant propagation) and points-to set in `facts`
    /// (as [`GotoState::facts`] gives them), or none.
    pub fn set_facts(&mut self, to: L1Id, facts: (Option<L2Expr>, Vec<Pointee>)) {
        let (constant, pts) = facts;
        match constant {
            Some(c) => {
                self.propagation.insert(to, c);
            }
            None => {
                self.propagation.remove(&to);
            }
        }
        if pts.is_empty() {
            self.value_set.remove(to);
        } else {
            self.value_set.assign(to, pts);
        }
    }

    /// The constant and points-to set of object `l1` on this path.
    pub fn facts(&self, l1: L1Id) -> (Option<L2Expr>, Vec<Pointee>) {
        (
            self.propagation.get(&l1).copied(),
            self.value_set.get(l1).to_vec(),
        )
    }

    /// The initial state: guard `true`, nothing assigned.
    pub fn new() -> GotoState {
        GotoState {
            guard: L2Expr::TRUE,
            level1: FxHashMap::default(),
            level2: Level2Map::default(),
            propagation: FxHashMap::default(),
            value_set: ValueSet::default(),
            reachable: true,
            depth: 0,
            atomic_section: 0,
            atomic_depth: 0,
        }
    }
}

impl Default for GotoState {
    fn default() -> Self {
        GotoState::new()
    }
}

/// Loop or recursion counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoopInfo {
    pub count: u32,
    pub is_recursion: bool,
    /// Iterations not counted against the bound: in a function marked
    /// `__RBMC_DECIDED_LOOPS` (C library models whose loops CBMC's models do not have),
    /// an iteration whose back edge is reached under the same guard as the loop entry or
    /// the previous back edge, so that constants decided every exit test in it.
    pub decided: u32,
    /// The guard at the loop's entry or its last back edge (for `decided`).
    pub last_guard: Option<ssa::L2Expr>,
    /// Since the loop was entered, a join took the larger of two paths' different counts:
    /// `count` may exceed the iterations of some path it stands for.
    pub joined: bool,
}

/// One call-stack entry.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The function executing in this frame.
    pub function: Ident,
    /// The call instruction to return to (`None` for the entry frame).
    pub calling: Option<(Ident, InstrRef)>,
    /// The call's lhs (cleaned), if any.
    pub call_lhs: Option<ExprId>,
    /// `goto_symex::return_value::<fn>` if the call has an lhs.
    pub return_value: Option<ExprId>,
    /// The guard when the function was entered (restored on return).
    pub guard_at_start: L2Expr,
    /// L1 renaming of the caller, restored on return.
    pub old_level1: FxHashMap<Ident, Level1>,
    /// L1 objects created in this frame (dropped on return).
    pub local_objects: Vec<L1Id>,
    /// Loop counters by loop id (`main.0`) and recursion counters by function name.
    pub loop_iterations: FxHashMap<Ident, LoopInfo>,
    /// States waiting at jump targets of this function.
    pub goto_states: BTreeMap<InstrRef, Vec<QueuedState>>,
    /// The function is hidden (`__CPROVER_HIDE`).
    pub hidden: bool,
}

/// A path state waiting at a jump target, with the loop counters of its frame when it was
/// queued (a path that re-enters a loop from outside resets that loop's counter, and a
/// path queued inside the loop before must not get the reset count at the join).
#[derive(Clone, Debug)]
pub struct QueuedState {
    pub gs: GotoState,
    pub loop_iterations: FxHashMap<Ident, LoopInfo>,
}

impl Frame {
    /// A frame for `function`.
    pub fn new(function: Ident, guard_at_start: L2Expr, hidden: bool) -> Frame {
        Frame {
            function,
            calling: None,
            call_lhs: None,
            return_value: None,
            guard_at_start,
            old_level1: FxHashMap::default(),
            local_objects: Vec::new(),
            loop_iterations: FxHashMap::default(),
            goto_states: BTreeMap::new(),
            hidden,
        }
    }
}

/// Which branch a saved `--paths` state continues on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavedBranch {
    /// Continue with the instruction after the GOTO.
    NextInstruction,
    /// Continue at the GOTO's target.
    JumpTarget,
}

/// A complete path state.
#[derive(Clone, Debug)]
pub struct State {
    pub gs: GotoState,
    /// The function of the current instruction.
    pub function: Ident,
    /// The current instruction.
    pub pc: InstrRef,
    /// Frame count per function (the minimum L1 index of its parameters).
    pub function_frames: FxHashMap<Ident, u32>,
    pub call_stack: Vec<Frame>,
    /// Set on a state resumed from the `--paths` workqueue.
    pub saved_branch: Option<SavedBranch>,
    /// The thread this state executes (0: the main thread).
    pub thread: u32,
}

impl State {
    /// The top frame. The call stack is never empty while a state executes.
    pub fn frame(&self) -> &Frame {
        self.call_stack
            .last()
            .expect("call stack is not empty while executing")
    }

    /// The top frame, mutably.
    pub fn frame_mut(&mut self) -> &mut Frame {
        self.call_stack
            .last_mut()
            .expect("call stack is not empty while executing")
    }
}
