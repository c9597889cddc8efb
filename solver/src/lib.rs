//! solver: the decision procedure of rbmc (work in progress).

pub mod aig;
pub mod bv;
pub mod cnf;
pub mod prop;
pub mod sat;

pub use aig::{Aig, Lit};
pub use bv::Bv;
pub use prop::PropSolver;
pub use sat::{SatBackend, SatResult};
pub mod error;
pub mod expr;

pub use error::SolverError;
pub use expr::{ArrayMode, ConversionStats, PointerModel, Solver, SolverConfig};
