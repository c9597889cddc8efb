//! # bitblast: rbmc's bit layer
//!
//! Everything below word-level expressions, with no knowledge of goto programs: the
//! `solver` crate builds on it for goto-ir expressions, and `kquery` uses it alone.
//! Layers, bottom up:
//!
//! - [`sat`]: the [`SatBackend`] trait (incremental clauses, assumptions, failed
//!   assumptions, model values, interrupt and time limit, name/version) with CaDiCaL,
//!   varisat and a DIMACS writer ([`sat::backend_by_name`] for `--sat-solver`/`--dimacs`).
//! - [`aig`]: an and-inverter graph with structural hashing and constant folding
//!   ([`Lit`] = node number with a sign bit).
//! - [`cnf`]: lazy, polarity-aware Tseitin conversion of the cone of what is asserted or
//!   assumed, recognising multiplexers/XORs.
//! - [`prop`]: [`PropSolver`], the AIG plus a back end: assert, solve under assumptions,
//!   model values by evaluating the AIG on the inputs.
//! - [`bv`]: bit-vector circuits ([`Bv`], LSB first) with SMT-LIB semantics: arithmetic,
//!   division, shifts, comparisons, overflow predicates, bit counting, IEEE 754 floats.
//!
//! ## Example: a 4-bit adder
//!
//! ```
//! use bitblast::{sat::CadicalBackend, PropSolver, SatResult};
//!
//! let mut p = PropSolver::new(Box::new(CadicalBackend::new()));
//! let a = p.aig.bv_input(4);
//! let b = p.aig.bv_input(4);
//! let sum = p.aig.bv_add(&a, &b);
//! let seven = bitblast::Aig::bv_const(4, 7);
//! let eq = p.aig.bv_eq(&sum, &seven);
//! p.assert(eq);
//! assert_eq!(p.solve(&[]).unwrap(), SatResult::Sat);
//! ```

pub mod aig;
pub mod bv;
pub mod cnf;
pub mod prop;
pub mod sat;

pub use aig::{Aig, Lit};
pub use bv::Bv;
pub use prop::PropSolver;
pub use sat::{SatBackend, SatResult};
