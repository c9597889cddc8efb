//! # solver: the decision procedure of rbmc
//!
//! Takes goto-ir expressions (never programs or SSA steps) and answers satisfiable, with a
//! model, or unsatisfiable. It depends on the goto-ir core for expressions and types, and
//! on the `bitblast` crate for everything below words (re-exported here as [`sat`],
//! [`aig`], [`cnf`], [`prop`], [`bv`]: SAT back ends, the and-inverter graph, Tseitin
//! CNF, bit-vector and float circuits). This crate adds:
//!
//! - [`expr`]: [`Solver`], converting goto-ir expressions (memoized per `ExprId`):
//!   bit-vectors, Booleans, structs and small arrays flattened, large or symbolic-size
//!   arrays through an array theory, pointers as object/offset pairs, byte operators.
//!   Floating point is reported as [`SolverError::Unsupported`], never answered wrongly.
//!
//! ## Example: solve `x * 3 = -21` over 32-bit signed integers
//!
//! ```
//! use goto_ir::{Ident, Store, SymbolTable};
//! use solver::{sat::CadicalBackend, SatResult, Solver};
//!
//! let mut store = Store::new();
//! let ns = SymbolTable::new();
//! let int = store.signed(32);
//! let x = store.symbol(Ident::new("x"), int);
//! let three = store.int_const(3, int);
//! let product = store.mult(x, three);
//! let target = store.int_const(-21, int);
//! let goal = store.eq(product, target);
//!
//! let mut solver = Solver::new(Box::new(CadicalBackend::new()));
//! solver.assert(&store, &ns, goal).unwrap();
//! assert_eq!(solver.solve().unwrap(), SatResult::Sat);
//! let value = solver.model_value(&mut store, &ns, x).unwrap();
//! assert_eq!(store.as_int(value), Some(&(-7).into()));
//!
//! // Incremental use: assumptions are literals of Boolean expressions.
//! let zero = store.int_const(0, int);
//! let positive = store.gt(x, zero);
//! let p = solver.literal(&store, &ns, positive).unwrap();
//! assert_eq!(solver.solve_under(&[p]).unwrap(), SatResult::Unsat);
//! assert!(solver.failed(p));
//! ```
//!
//! ## Example: bit-vector circuits directly
//!
//! ```
//! use solver::{sat::VarisatBackend, Aig, PropSolver, SatResult};
//!
//! let mut p = PropSolver::new(Box::new(VarisatBackend::new()));
//! let a = p.aig.bv_input(8);
//! let b = p.aig.bv_input(8);
//! let ab = p.aig.bv_mul(&a, &b);
//! let c = Aig::bv_const(8, 143);
//! let is_143 = p.aig.bv_eq(&ab, &c);
//! let one = Aig::bv_const(8, 1);
//! let a_big = p.aig.bv_ult(&one, &a);
//! let b_big = p.aig.bv_ult(&one, &b);
//! p.assert(is_143);
//! p.assert(a_big);
//! p.assert(b_big);
//! assert_eq!(p.solve(&[]).unwrap(), SatResult::Sat);
//! let av = p.values(&a).unwrap();
//! let bv = p.values(&b).unwrap();
//! let num = |v: &[bool]| v.iter().rev().fold(0u32, |n, &b| n * 2 + b as u32);
//! assert_eq!(num(&av) * num(&bv) % 256, 143);
//! ```

pub mod error;
pub mod expr;

pub use bitblast::{aig, bv, cnf, prop, sat};
pub use bitblast::{Aig, Bv, Lit, PropSolver, SatBackend, SatResult};
pub use error::SolverError;
pub use expr::{ArrayMode, ConversionStats, PointerModel, Solver, SolverConfig};
