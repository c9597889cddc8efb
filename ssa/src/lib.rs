//! # ssa: SSA names and the symex equation
//!
//! The output side of symbolic execution (cbmc-behaviour.md §2.5, §2.9, §5.2):
//!
//! - [`names`]: SSA names with the three renaming levels as distinct types — L0 (thread,
//!   `!n`), L1 (object instance, `@n`), L2 (SSA version, `#n`) — printed exactly as CBMC
//!   prints them: `main::1::x!0@1#2`, globals without L1 (`g#3`), field-sensitive names
//!   `s!0@1#2..f` and `a!0@1#3[[2]]`;
//! - [`renaming`]: the only code that hands out level indices ([`L1Counters`],
//!   [`L2Counters`], the per-path [`Level2Map`]) and the renamed-expression wrappers
//!   [`L1Expr`] / [`L2Expr`];
//! - [`equation`]: the [`Equation`], a list of [`Step`]s of every kind CBMC records, with
//!   guard, condition, source and hidden flag;
//! - [`show`]: the `--show-vcc` (plain and JSON) and `--program-only` printers;
//! - [`verify`]: the equation verifier (`--validate-ssa-equation`, always on in debug
//!   builds): Boolean guards, L2 reads defined earlier, no program symbol left, array
//!   sizes constants or L2 names.
//!
//! This crate knows nothing about how the equation is produced (that is `symex`) or solved.
//!
//! ## Worked example: L1 and L2 indices
//!
//! In `void foo() { int x = 7; x = 8; }` called twice from `main`, each call creates a new
//! instance of `foo::1::x` (L1 index 1, then 2) and each write a new version (the
//! declaration takes version 1, the two assignments 2 and 3), so the equation contains
//! `foo::1::x!0@1#2 = 7`, `foo::1::x!0@1#3 = 8`, `foo::1::x!0@2#2 = 7`, `foo::1::x!0@2#3 = 8`.
//!
//! ```
//! use goto_ir::{Ident, Store};
//! use ssa::{L1Counters, L2Counters, Level0, Level2Map, L2Expr, NameTable};
//! let mut store = Store::new();
//! let int = store.signed(32);
//! let mut names = NameTable::new();
//! let (mut l1c, mut l2c) = (L1Counters::default(), L2Counters::default());
//! let x = Ident::new("foo::1::x");
//! let mut path = Level2Map::default();
//! for _call in 0..2 {
//!     let inst = l1c.fresh(x);
//!     let obj = names.object_at(x, Some(Level0::MAIN_THREAD), Some(inst), int);
//!     path.assign(&mut l2c, obj); // DECL: version 1
//!     let v = path.assign(&mut l2c, obj);
//!     let e = L2Expr::name(&mut names, &mut store, v);
//!     println!("{}", goto_ir::format::expr(&store, e.id()));
//! }
//! let obj = names.object_at(x, Some(Level0::MAIN_THREAD), Some(l1c.fresh(x)), int);
//! assert_eq!(names.l1_string(obj), "foo::1::x!0@3");
//! ```

pub mod equation;
pub mod names;
pub mod renaming;
pub mod show;
pub mod verify;

pub use equation::{AssignmentType, Equation, Fences, Source, Step, StepKind};
pub use names::{L1Id, L1Object, L2Name, Level0, Level1, Level2, NameTable, Selector, SsaSymbol};
pub use renaming::{L1Counters, L1Expr, L2Counters, L2Expr, Level2Map, Operand};
