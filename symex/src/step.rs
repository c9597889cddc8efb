//! The main loop and the `symex_step` dispatcher (cbmc-behaviour.md §2.1).

use crate::error::SymexError;
use crate::state::{Frame, GotoState, State};
use crate::Ctx;
use goto_ir::{Ident, InstrKind, InstrRef};
use rustc_hash::FxHashMap;
use ssa::{L2Expr, StepKind};

impl Ctx<'_> {
    /// The state at the first instruction of the entry function.
    pub(crate) fn initial_state(&mut self) -> Result<State, SymexError> {
        let entry = Ident::new(&self.cfg.entry_point);
        if !self.function(entry).is_some_and(|f| f.has_body()) {
            return Err(SymexError::NoEntryPoint);
        }
        let hidden = self.fn_info(entry).hidden;
        Ok(State {
            gs: GotoState::new(),
            function: entry,
            pc: InstrRef(0),
            function_frames: FxHashMap::default(),
            call_stack: vec![Frame::new(entry, L2Expr::TRUE, hidden)],
            saved_branch: None,
            thread: 0,
        })
    }

    /// Runs `state` until its call stack is empty or `--paths` pauses at a branch; checks
    /// the stop request before every step.
    pub(crate) fn run_state(&mut self, state: &mut State) -> Result<(), SymexError> {
        while !state.call_stack.is_empty() && !self.pause {
            if self.cfg.stop.is_stopped() {
                return Err(SymexError::Stopped);
            }
            self.symex_step(state)?;
        }
        Ok(())
    }

    /// Executes one instruction.
    pub(crate) fn symex_step(&mut self, state: &mut State) -> Result<(), SymexError> {
        self.eng.stats.steps += 1;
        if self.cfg.paths.is_none() {
            self.merge_gotos(state)?;
        }
        if let Some(d) = self.cfg.depth {
            if state.gs.depth > d {
                state.gs.reachable = false;
                state.gs.guard = L2Expr::FALSE;
            }
        }
        state.gs.depth += 1;
        let Some(ins) = self
            .function(state.function)
            .and_then(|f| f.body.get(state.pc.index()))
        else {
            return Err(self.malformed(state, "fell off the end of the function"));
        };
        let kind = ins.kind.clone();
        let guard_expr = ins.guard;
        let reachable = state.gs.reachable;
        match kind {
            InstrKind::Skip | InstrKind::Location => {
                if reachable {
                    let g = state.gs.guard;
                    self.record(state, StepKind::Location, g, L2Expr::TRUE, false);
                }
                self.transition_next(state);
            }
            InstrKind::EndFunction => {
                self.symex_end_of_function(state)?;
            }
            InstrKind::Goto => {
                if reachable {
                    self.symex_goto(state)?;
                } else {
                    self.symex_unreachable_goto(state)?;
                }
            }
            InstrKind::Assume => {
                if reachable {
                    self.symex_assume(state, guard_expr)?;
                }
                self.transition_next(state);
            }
            InstrKind::Assert => {
                if reachable {
                    self.symex_assert(state, guard_expr)?;
                }
                self.transition_next(state);
            }
            InstrKind::Assign { lhs, rhs } => {
                if reachable {
                    let at = self.assignment_type_for(state, lhs);
                    self.symex_assign(state, lhs, rhs, at)?;
                }
                self.transition_next(state);
            }
            InstrKind::Decl(x) => {
                if reachable {
                    self.symex_decl(state, x)?;
                }
                self.transition_next(state);
            }
            InstrKind::Dead(x) => {
                self.symex_dead(state, x)?;
                self.transition_next(state);
            }
            InstrKind::SetReturnValue(e) => {
                if reachable {
                    self.symex_set_return_value(state, e)?;
                }
                self.transition_next(state);
            }
            InstrKind::FunctionCall(call) => {
                if reachable {
                    self.symex_function_call(state, &call)?;
                } else {
                    self.transition_next(state);
                }
            }
            InstrKind::Other(code) => {
                if reachable {
                    self.symex_other(state, &code)?;
                }
                self.transition_next(state);
            }
            InstrKind::AtomicBegin => {
                if reachable {
                    self.symex_atomic_begin(state)?;
                }
                self.transition_next(state);
            }
            InstrKind::AtomicEnd => {
                if reachable {
                    self.symex_atomic_end(state)?;
                }
                self.transition_next(state);
            }
            InstrKind::StartThread => {
                if reachable {
                    self.symex_start_thread(state)?;
                }
                self.transition_next(state);
            }
            InstrKind::EndThread => {
                // the thread ends: the rest of its code is unreachable (CBMC's END_THREAD)
                state.gs.reachable = false;
                self.transition_next(state);
            }
            InstrKind::Throw(_) | InstrKind::Catch(_) => {
                return Err(self.unsupported(state, "exceptions (THROW / CATCH)"));
            }
            InstrKind::NoInstructionType => {
                return Err(self.malformed(state, "NO_INSTRUCTION_TYPE"));
            }
            InstrKind::IncompleteGoto(l) => {
                return Err(self.malformed(state, format!("unresolved goto to label {l}")));
            }
        }
        Ok(())
    }
}
