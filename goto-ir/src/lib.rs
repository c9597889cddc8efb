//! # goto-ir: the goto program
//!
//! The in-memory representation of goto programs shared by every rbmc crate, the way CBMC
//! represents them (see `../shared/reference/cbmc-behaviour.md` §1):
//!
//! - [`Ident`]: interned strings (identifiers, file names).
//! - [`Store`]: the hash-consed expression DAG ([`ExprId`], [`ExprKind`]) and interned types
//!   ([`TypeId`], [`TypeKind`]). One store per run; equality of ids is structural equality.
//! - [`SymbolTable`] / [`Symbol`]: named entities with CBMC's symbol fields.
//! - [`GotoModel`] / [`GotoFunction`] / [`Instruction`] / [`InstrKind`]: functions as
//!   instruction lists with guards, targets, source locations and labels; derived numbering
//!   (location, target and loop numbers: `main.0`, `main.1`, …) via [`GotoModel::update`].
//! - [`cfg`]: instruction CFG and natural loops (petgraph).
//! - [`verify`]: the invariant checker behind `--validate-goto-model`.
//!
//! This crate knows nothing of symbolic execution, SSA or solvers.
//!
//! ```
//! use goto_ir::*;
//! let mut m = GotoModel::new();
//! let int = m.store.signed(32);
//! let x = Ident::new("main::1::x");
//! m.symbols.insert(Symbol::new(x, int));
//! let xe = m.store.symbol(x, int);
//! let zero = m.store.int_const(0, int);
//! let loc = SourceLocation::at("t.c", 3, None, Some("main"));
//! let mut f = GotoFunction::default();
//! f.body.push(Instruction::new(InstrKind::Decl(xe), loc));
//! f.body.push(Instruction::new(InstrKind::Assign { lhs: xe, rhs: zero }, loc));
//! f.body.push(Instruction::new(InstrKind::EndFunction, loc));
//! m.functions.insert(Ident::new("main"), f);
//! m.update();
//! assert!(verify::verify(&m).is_empty());
//! ```

pub mod arch;
pub mod c_syntax;
pub mod callgraph;
pub mod cfg;
pub mod dispatch;
pub mod expr;
pub mod format;
pub mod ident;
pub mod import;
pub mod ieee;
pub mod insert;
pub mod loc;
pub mod layout;
pub mod program;
pub mod ranges;
pub mod simplify;
pub mod softfloat;
pub mod stack;
pub mod strings;
pub mod symbol;
pub mod types;
pub mod verify;

pub use expr::{
    Endian, ExprId, ExprKind, ExprNode, Literal, Operands, OverflowOp, Store, BOOL, FALSE, TRUE,
};
pub use ident::Ident;
pub use loc::SourceLocation;
pub use program::{
    Call, GotoFunction, GotoModel, InstrKind, InstrRef, Instruction, Numbering, OtherCode,
    ENTRY_POINT,
};
pub use symbol::{Symbol, SymbolTable};
pub use types::{Component, Compound, EnumMember, Parameter, TypeId, TypeKind};
