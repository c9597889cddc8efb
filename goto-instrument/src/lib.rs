//! # goto-instrument: goto-to-goto passes
//!
//! Program transformations that run between the front end and symbolic execution, in CBMC's
//! order (cbmc-behaviour.md §1.6); CBMC calls this part goto-instrument:
//!
//! 1. [`goto_check`]: the built-in property instrumentation (`goto_check_c`): bounds,
//!    pointer, division-by-zero, overflow, shift, … assertions inserted before the
//!    instructions they guard, followed by the removal of user assertions/assumptions that
//!    `--no-assertions`, `--no-built-in-assertions` and `--no-assumptions` ask for.
//! 2. [`properties::label_properties`]: property ids `<function>.<class>.<n>`.
//! 3. [`properties::select_properties`]: `--property id` keeps only the named assertions.
//! 4. [`properties::collect_properties`]: the data `--show-properties` prints.
//!
//! Options: [`CheckOptions`] (`Default` = CBMC 6's defaults; [`CheckOptions::apply_flag`]
//! understands `--<name>-check`, `--no-<name>-check`, `--no-standard-checks`,
//! `--no-assertions`, …; [`CheckOptions::ilp32`] for `--32`). Named-check pragmas
//! (`#pragma CPROVER check disable "bounds"`) are honoured by
//! [`goto_check::goto_check`].
//!
//! Coverage: [`cover`] (`--cover`: goals per basic block, branch, condition, decision,
//! MC/DC, assertion, `__CPROVER_cover` and assumption).
//!
//! `--drop-unused-functions`: [`unused_functions::drop_unused_functions`].
//!
//! Before those, on the program as loaded: CBMC's function-pointer restrictions
//! ([`function_pointer_restrictions::restrict_function_pointers`]) and `--nondet-static`
//! ([`nondet_static::nondet_static`]), run by rbmc and by rbmc-instrument.
//!
//! Supporting passes and analyses: [`remove_skip`] (CBMC's `remove_skip`),
//! [`local_bitvector`] (the pointer classification that decides which dereference checks
//! are generated); inserting instructions while keeping jump targets right is
//! `goto_ir::insert`.
//!
//! ```
//! use goto_instrument::{goto_check, properties, CheckOptions};
//! use goto_ir::*;
//! let mut m = GotoModel::new();
//! let int = m.store.signed(32);
//! let (x, y) = (Ident::new("main::1::x"), Ident::new("main::1::y"));
//! m.symbols.insert(Symbol::new(x, int));
//! m.symbols.insert(Symbol::new(y, int));
//! let xe = m.store.symbol(x, int);
//! let ye = m.store.symbol(y, int);
//! let q = m.store.div(xe, ye);
//! let loc = SourceLocation::at("t.c", 3, None, Some("main"));
//! let mut f = GotoFunction::default();
//! f.body.push(Instruction::new(InstrKind::Assign { lhs: xe, rhs: q }, loc));
//! f.body.push(Instruction::new(InstrKind::EndFunction, loc));
//! m.functions.insert(Ident::new("main"), f);
//! goto_check(&mut m, &CheckOptions::default()).unwrap();
//! properties::label_properties(&mut m);
//! let props = properties::collect_properties(&m);
//! let ids: Vec<&str> = props.iter().map(|p| p.id.as_str()).collect();
//! assert_eq!(ids, ["main.division-by-zero.1", "main.overflow.1"]);
//! assert_eq!(props[0].description, "division by zero in x / y");
//! ```

pub mod adjust_float;
pub mod cover;
pub mod exprs;
pub mod function_bodies;
pub mod function_pointer_restrictions;
pub mod goto_check;
pub mod k_induction;
pub mod local_bitvector;
pub mod nondet_static;
pub mod properties;
pub mod remove_skip;
pub mod quantifiers;
pub mod remove_vector;
pub mod slice_global_inits;
pub mod unused_functions;

// the goto-ir core, under the paths these modules were written against
pub(crate) use goto_ir::*;

pub use adjust_float::adjust_float_expressions;
pub use goto_check::{goto_check, CheckError, CheckOptions};
pub use properties::{PropertyError, PropertyInfo};
