//! `--paths lifo|fifo`: path-at-a-time exploration (cbmc-behaviour.md §3).
//!
//! No merging happens; at every conditional branch both continuations (the state and the
//! equation so far) are pushed onto a workqueue — the next instruction first, then the jump
//! target — and the current path stops. [`PathExplorer::next_path`] pops a saved path
//! (last-in-first-out for `lifo`, first-in-first-out for `fifo`), runs it to the end of the
//! program or to its next branch, and returns one equation per completed path.

use crate::config::{PathStrategy, SymexConfig};
use crate::error::SymexError;
use crate::state::State;
use crate::stats::Stats;
use crate::{Ctx, Engine, SymexResult};
use goto_ir::GotoModel;
use ssa::Equation;
use std::collections::VecDeque;
use std::time::Instant;

/// A saved path: a state and the equation that leads to it.
#[derive(Clone, Debug)]
pub struct SavedPath {
    state: State,
    equation: Equation,
    stats: Stats,
}

/// The `--paths` driver: a workqueue of saved paths and the run-global symex engine.
pub struct PathExplorer {
    engine: Engine,
    queue: VecDeque<SavedPath>,
    strategy: PathStrategy,
    config: SymexConfig,
    paths_done: u64,
}

impl PathExplorer {
    /// Prepares exploration of `model` from the entry point; `config.paths` selects the
    /// strategy (LIFO if unset).
    pub fn new(model: &mut GotoModel, config: &SymexConfig) -> Result<PathExplorer, SymexError> {
        let mut config = config.clone();
        let strategy = *config.paths.get_or_insert(PathStrategy::Lifo);
        let mut engine = Engine::new(config.endian);
        let GotoModel {
            store,
            symbols,
            functions,
        } = model;
        let mut ctx = Ctx {
            store,
            ns: symbols,
            functions,
            cfg: &config,
            eng: &mut engine,
            eq: Equation::new(),
            pause: false,
            saved: Vec::new(),
        };
        let state = ctx.initial_state()?;
        let mut queue = VecDeque::new();
        queue.push_back(SavedPath {
            state,
            equation: Equation::new(),
            stats: Stats::default(),
        });
        Ok(PathExplorer {
            engine,
            queue,
            strategy,
            config,
            paths_done: 0,
        })
    }

    /// Number of saved paths waiting.
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    /// Number of completed paths returned so far.
    pub fn completed(&self) -> u64 {
        self.paths_done
    }

    fn pop(&mut self) -> Option<SavedPath> {
        match self.strategy {
            PathStrategy::Lifo => self.queue.pop_back(),
            PathStrategy::Fifo => self.queue.pop_front(),
        }
    }

    /// Runs saved paths until one reaches the end of the program and returns its equation;
    /// `None` when the workqueue is empty. `model` must be the model given to
    /// [`PathExplorer::new`].
    pub fn next_path(&mut self, model: &mut GotoModel) -> Option<Result<SymexResult, SymexError>> {
        let start = Instant::now();
        loop {
            let SavedPath {
                mut state,
                equation,
                stats,
            } = self.pop()?;
            self.engine.stats = stats;
            let GotoModel {
                store,
                symbols,
                functions,
            } = &mut *model;
            let mut ctx = Ctx {
                store,
                ns: symbols,
                functions,
                cfg: &self.config,
                eng: &mut self.engine,
                eq: equation,
                pause: false,
                saved: Vec::new(),
            };
            if let Err(e) = ctx.run_state(&mut state) {
                return Some(Err(e));
            }
            if ctx.pause {
                let eq = std::mem::take(&mut ctx.eq);
                let saved = std::mem::take(&mut ctx.saved);
                for s in saved {
                    self.queue.push_back(SavedPath {
                        state: s,
                        equation: eq.clone(),
                        stats: self.engine.stats.clone(),
                    });
                }
                continue;
            }
            let eq = std::mem::take(&mut ctx.eq);
            self.paths_done += 1;
            let mut r = self.engine.finish(eq, start, self.config.simple_slice);
            r.names = self.engine.names.clone();
            return Some(Ok(r));
        }
    }
}
