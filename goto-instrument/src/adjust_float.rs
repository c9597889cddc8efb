//! CBMC's `adjust_float_expressions`: C's operators on floating-point values become the
//! IEEE 754 operators the solver decides.
//!
//! - `a == b` and `a != b` on floats become `ieee_float_equal` / `ieee_float_notequal`
//!   (NaN is unequal to itself, `+0 == -0`); what stays `=` on floats afterwards is bitwise
//!   equality (assignments in the equation);
//! - `+ - * /` of float type become `floatbv_plus`/`minus`/`mult`/`div` with the current
//!   rounding mode (`__CPROVER_rounding_mode`) as third operand;
//! - casts to a float type become `floatbv_typecast` with the rounding mode; casts from a
//!   float to an integer type become `floatbv_typecast` rounding toward zero (C truncates).
//!
//! Like CBMC, the pass runs after the property instrumentation (the checks are written
//! against C's operators) and before symbolic execution.

use crate::expr::{ExprId, ExprKind, Store};
use crate::program::GotoModel;
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use rustc_hash::FxHashMap;

/// CBMC's `ieee_floatt::ROUND_TO_ZERO`.
const ROUND_TO_ZERO: i64 = 3;

/// Rewrites every expression of every function body of `model`.
pub fn adjust_float_expressions(model: &mut GotoModel) {
    let GotoModel {
        store,
        symbols,
        functions,
    } = model;
    let mut rw = Rewriter::new(store, symbols);
    for f in functions.values_mut() {
        for ins in f.body.iter_mut() {
            for e in ins.exprs_mut() {
                *e = rw.rewrite(*e);
            }
        }
    }
}

struct Rewriter<'a> {
    store: &'a mut Store,
    symbols: &'a SymbolTable,
    rounding_mode: ExprId,
    toward_zero: ExprId,
    memo: FxHashMap<ExprId, ExprId>,
}

impl<'a> Rewriter<'a> {
    fn new(store: &'a mut Store, symbols: &'a SymbolTable) -> Rewriter<'a> {
        let name = Ident::new("__CPROVER_rounding_mode");
        let int = store.mk_type(TypeKind::Signed(32));
        let rounding_mode = match symbols.get(name) {
            Some(sym) => store.symbol(name, sym.ty),
            // a program without the C library's declarations: round to nearest
            None => store.int_const(0, int),
        };
        let rm_ty = store.type_of(rounding_mode);
        let toward_zero = store.int_const(ROUND_TO_ZERO, rm_ty);
        Rewriter {
            store,
            symbols,
            rounding_mode,
            toward_zero,
            memo: FxHashMap::default(),
        }
    }

    fn is_float(&self, t: TypeId) -> bool {
        self.store.ty(self.symbols.follow(self.store, t)).is_float()
    }

    fn is_integer(&self, t: TypeId) -> bool {
        let t = self.symbols.follow(self.store, t);
        matches!(
            self.store.ty(t),
            TypeKind::Signed(_)
                | TypeKind::Unsigned(_)
                | TypeKind::CEnum { .. }
                | TypeKind::CBitField { .. }
        )
    }

    /// The rewritten `root`; a post-order walk over the DAG, each shared node once.
    fn rewrite(&mut self, root: ExprId) -> ExprId {
        if let Some(&done) = self.memo.get(&root) {
            return done;
        }
        let mut order = Vec::new();
        self.store.post_order(&[root], |e| order.push(e));
        for e in order {
            if self.memo.contains_key(&e) {
                continue;
            }
            let ops: Vec<ExprId> = self.store.ops(e).iter().map(|o| self.memo[o]).collect();
            let rebuilt = if ops.as_slice() == self.store.ops(e) {
                e
            } else {
                self.store.with_ops(e, ops.iter().copied())
            };
            let out = self.adjust(rebuilt);
            self.memo.insert(e, out);
        }
        self.memo[&root]
    }

    /// One node whose operands are already adjusted.
    fn adjust(&mut self, e: ExprId) -> ExprId {
        let ty = self.store.type_of(e);
        let ops: Vec<ExprId> = self.store.ops(e).to_vec();
        // the IEEE operator of a binary C operator, and whether it takes a rounding mode
        let ieee = match self.store.kind(e) {
            ExprKind::Equal => Some((ExprKind::IeeeFloatEqual, false)),
            ExprKind::NotEqual => Some((ExprKind::IeeeFloatNotEqual, false)),
            ExprKind::Plus => Some((ExprKind::FloatbvPlus, true)),
            ExprKind::Minus => Some((ExprKind::FloatbvMinus, true)),
            ExprKind::Mult => Some((ExprKind::FloatbvMult, true)),
            ExprKind::Div => Some((ExprKind::FloatbvDiv, true)),
            _ => None,
        };
        match (ieee, ops.as_slice()) {
            (Some((k, rounds)), &[a, b]) if self.is_float(self.store.type_of(a)) => {
                if rounds {
                    self.store.mk(k, ty, [a, b, self.rounding_mode])
                } else {
                    self.store.mk(k, ty, [a, b])
                }
            }
            (None, &[op]) if matches!(self.store.kind(e), ExprKind::Typecast) => {
                let from = self.store.type_of(op);
                if self.is_float(ty) && (self.is_float(from) || self.is_integer(from)) {
                    self.store
                        .mk(ExprKind::FloatbvTypecast, ty, [op, self.rounding_mode])
                } else if self.is_float(from) && self.is_integer(ty) {
                    self.store
                        .mk(ExprKind::FloatbvTypecast, ty, [op, self.toward_zero])
                } else {
                    e
                }
            }
            _ => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::BOOL;
    use crate::program::{GotoFunction, InstrKind, Instruction};
    use crate::symbol::Symbol;
    use crate::SourceLocation;

    #[test]
    fn c_operators_on_floats_become_ieee_operators() {
        let mut m = GotoModel::new();
        let s = &mut m.store;
        let float = s.mk_type(TypeKind::Floatbv {
            width: 32,
            fraction: 23,
        });
        let int = s.mk_type(TypeKind::Signed(32));
        let rm_name = Ident::new("__CPROVER_rounding_mode");
        m.symbols.insert(Symbol::new(rm_name, int));
        let x = s.symbol(Ident::new("x"), float);
        let y = s.symbol(Ident::new("y"), float);
        let i = s.symbol(Ident::new("i"), int);
        let sum = s.plus(x, y);
        let eq = s.eq(sum, x);
        let to_int = s.typecast(x, int);
        let to_float = s.typecast(i, float);
        let int_eq = s.eq(i, i);
        let both = s.and(eq, int_eq);
        let mut assert = Instruction::new(InstrKind::Assert, SourceLocation::default());
        assert.guard = both;
        let assign_i = Instruction::new(
            InstrKind::Assign {
                lhs: i,
                rhs: to_int,
            },
            SourceLocation::default(),
        );
        let assign_y = Instruction::new(
            InstrKind::Assign {
                lhs: y,
                rhs: to_float,
            },
            SourceLocation::default(),
        );
        let f = GotoFunction {
            body: vec![assign_i, assign_y, assert],
            ..Default::default()
        };
        m.functions.insert(Ident::new("main"), f);
        adjust_float_expressions(&mut m);

        let s = &mut m.store;
        let rm = s.symbol(rm_name, int);
        let zero_rm = s.int_const(ROUND_TO_ZERO, int);
        let fsum = s.mk(ExprKind::FloatbvPlus, float, [x, y, rm]);
        let feq = s.mk(ExprKind::IeeeFloatEqual, BOOL, [fsum, x]);
        let want_guard = s.and(feq, int_eq);
        let want_to_int = s.mk(ExprKind::FloatbvTypecast, int, [x, zero_rm]);
        let want_to_float = s.mk(ExprKind::FloatbvTypecast, float, [i, rm]);
        let body = &m.functions[&Ident::new("main")].body;
        assert_eq!(
            body[2].guard, want_guard,
            "== and + on floats; == on ints stays"
        );
        assert!(matches!(body[0].kind, InstrKind::Assign { rhs, .. } if rhs == want_to_int));
        assert!(matches!(body[1].kind, InstrKind::Assign { rhs, .. } if rhs == want_to_float));
    }
}
