//! The expression solver: goto-ir expressions (Boolean or bit-vector typed) to AIG literals.
//!
//! [`Solver`] converts expressions on demand, memoized per [`ExprId`]: Boolean expressions to
//! one [`Lit`], everything else to a flattened [`Bv`] (struct members concatenated with the
//! first member in the low bits, array elements likewise, unions as wide as their widest
//! member). Large or symbolic-size arrays use an array theory, pointers CBMC's object/offset
//! encoding. Conversion needs the expression [`Store`] and the [`SymbolTable`] (to resolve
//! struct/union/enum tags), passed to each call.

mod aggregates;
mod arrays;
mod bytes;
mod convert;
mod endian;
mod float;
mod functions;
mod linear;
mod model;
mod pointers;
mod theory_bytes;
mod types;

pub use self::model::PointerModel;
pub use self::types::ArrayMode;

use self::arrays::ArrayTheory;
use self::functions::Functions;
use self::pointers::Objects;
use crate::aig::Lit;
use crate::bv::Bv;
use crate::error::SolverError;
use crate::prop::PropSolver;
use crate::sat::{CnfStats, Interrupt, SatBackend, SatError, SatResult};
use goto_ir::{Endian, ExprId, Store, SymbolTable};
use rustc_hash::FxHashMap;
use std::time::Duration;

/// Options of the expression solver.
#[derive(Clone, Copy, Debug)]
pub struct SolverConfig {
    /// Number of object bits in pointers (`--object-bits`, default 8).
    pub object_bits: u32,
    /// Array representation policy (`--arrays-uf-always` / `--arrays-uf-never`).
    pub arrays: ArrayMode,
    /// Largest number of elements of a flattened array under [`ArrayMode::Auto`] (CBMC's
    /// `MAX_FLATTENED_ARRAY_SIZE`, 1000).
    pub max_flattened_array_size: usize,
    /// Byte order of the target (`--little-endian` / `--big-endian`): how union members
    /// and the members of byte aggregates lie in memory. Byte operators carry their own.
    pub endian: Endian,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            object_bits: 8,
            arrays: ArrayMode::Auto,
            max_flattened_array_size: 1000,
            endian: Endian::Little,
        }
    }
}

/// Counters for `--verbosity` reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConversionStats {
    /// Expressions converted.
    pub expressions: usize,
    /// Array-typed expressions represented by flattening.
    pub flattened_arrays: usize,
    /// Array-typed expressions handled by the array theory.
    pub theory_arrays: usize,
    /// Reads of theory arrays.
    pub array_reads: usize,
    /// Constraints between reads of theory arrays (`i = j → a[i] = a[j]`, and the
    /// instances of array equalities).
    pub array_constraints: usize,
    /// Objects numbered for pointers (including NULL and INVALID).
    pub objects: usize,
    /// Applications of uninterpreted functions.
    pub function_applications: usize,
}

/// The store and symbol table an expression lives in.
#[derive(Clone, Copy)]
pub(crate) struct Env<'a> {
    pub(crate) s: &'a Store,
    pub(crate) ns: &'a SymbolTable,
}

/// Decides goto-ir expressions with a SAT back end.
pub struct Solver {
    prop: PropSolver,
    config: SolverConfig,
    lits: FxHashMap<ExprId, Lit>,
    bvs: FxHashMap<ExprId, Bv>,
    objects: Objects,
    arrays: ArrayTheory,
    functions: Functions,
    stats: ConversionStats,
    /// Symbols defined by an asserted equality (see `linear`): symbol → right-hand side.
    defs: FxHashMap<ExprId, ExprId>,
    /// Linear normal forms of integer expressions (see `linear`).
    linear_forms: FxHashMap<ExprId, std::rc::Rc<self::linear::LinForm>>,
}

impl Solver {
    /// A solver with the default configuration on top of `backend`.
    pub fn new(backend: Box<dyn SatBackend>) -> Solver {
        Solver::with_config(backend, SolverConfig::default())
    }

    /// A solver with the given configuration.
    pub fn with_config(backend: Box<dyn SatBackend>, config: SolverConfig) -> Solver {
        Solver {
            prop: PropSolver::new(backend),
            config,
            lits: FxHashMap::default(),
            bvs: FxHashMap::default(),
            objects: Objects::new(),
            arrays: ArrayTheory::default(),
            functions: Functions::default(),
            stats: ConversionStats::default(),
            defs: FxHashMap::default(),
            linear_forms: FxHashMap::default(),
        }
    }

    /// The configuration.
    pub fn config(&self) -> &SolverConfig {
        &self.config
    }

    /// The propositional layer (AIG and SAT back end).
    pub fn prop(&mut self) -> &mut PropSolver {
        &mut self.prop
    }

    /// Name and version of the SAT back end.
    pub fn signature(&self) -> String {
        self.prop.backend().signature()
    }

    /// Size of the CNF produced so far.
    pub fn cnf_stats(&self) -> CnfStats {
        self.prop.cnf_stats()
    }

    /// Conversion counters.
    pub fn stats(&self) -> ConversionStats {
        let mut s = self.stats;
        s.objects = self.objects.len();
        s.function_applications = self.functions.len();
        s
    }

    /// The literal of the Boolean expression `e` (converted on first use).
    pub fn literal(&mut self, s: &Store, ns: &SymbolTable, e: ExprId) -> Result<Lit, SolverError> {
        let env = Env { s, ns };
        let l = self.lit(env, e)?;
        self.flush(env)?;
        Ok(l)
    }

    /// The flattened bits of the (non-Boolean) expression `e`.
    pub fn bits(&mut self, s: &Store, ns: &SymbolTable, e: ExprId) -> Result<Bv, SolverError> {
        let env = Env { s, ns };
        let b = self.bv(env, e)?;
        self.flush(env)?;
        Ok(b)
    }

    /// Asserts the Boolean expression `e`.
    ///
    /// An equality `sym = rhs` whose symbol has not been converted yet defines the symbol
    /// as `rhs` instead of adding a constraint; literals returned afterwards are equivalent
    /// to their expressions under the asserted constraints (assertions are permanent).
    pub fn assert(&mut self, s: &Store, ns: &SymbolTable, e: ExprId) -> Result<(), SolverError> {
        let env = Env { s, ns };
        if self.try_alias(env, e) {
            // the equality holds by construction
            self.lits.insert(e, Lit::TRUE);
            return Ok(());
        }
        if self.try_define(env, e)? {
            self.flush(env)?;
            return Ok(());
        }
        let l = self.literal(s, ns, e)?;
        self.prop.assert(l);
        Ok(())
    }

    /// Asserts literal `l` (from [`Solver::literal`] or built in [`Solver::prop`]).
    pub fn assert_lit(&mut self, l: Lit) {
        self.prop.assert(l);
    }

    /// Sets a wall-clock limit for each following solve.
    pub fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.prop.set_time_limit(limit);
    }

    /// The back end's interrupt flag.
    pub fn interrupt_handle(&self) -> Interrupt {
        self.prop.interrupt_handle()
    }

    /// Solves everything asserted so far.
    pub fn solve(&mut self) -> Result<SatResult, SolverError> {
        self.solve_under(&[])
    }

    /// Solves under assumptions (literals from [`Solver::literal`]).
    pub fn solve_under(&mut self, assumptions: &[Lit]) -> Result<SatResult, SolverError> {
        let mut all = self.finish_postponed();
        all.extend_from_slice(assumptions);
        loop {
            let answer = self.prop.solve(&all)?;
            // a model violating a lazily added array constraint is refined away
            if answer != SatResult::Sat || self.arrays_refine()? == 0 {
                return Ok(answer);
            }
        }
    }

    /// After UNSAT under assumptions: whether assumption `l` contributed.
    pub fn failed(&self, l: Lit) -> bool {
        self.prop.failed(l)
    }

    /// With the DIMACS back end: writes the CNF of everything asserted so far, with each of
    /// `assumptions` as an extra unit clause (`--dimacs`).
    pub fn write_dimacs(
        &mut self,
        out: &mut dyn std::io::Write,
        assumptions: &[Lit],
    ) -> Result<(), SolverError> {
        let closures = self.finish_postponed();
        self.arrays_all_constraints();
        let sat: Vec<_> = closures
            .iter()
            .chain(assumptions)
            .map(|&l| self.prop.sat_literal(l))
            .collect();
        match self.prop.backend().as_dimacs() {
            Some(d) => Ok(d.write_dimacs(out, &sat)?),
            None => Err(SatError::NotDimacs(self.signature()).into()),
        }
    }

    /// Processes work queued during conversion (array-theory constraints).
    fn flush(&mut self, env: Env<'_>) -> Result<(), SolverError> {
        self.arrays_flush(env)
    }
}
