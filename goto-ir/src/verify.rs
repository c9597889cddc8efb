//! The IR verifier: a checklist of invariants that every pass must preserve.
//!
//! 1. Every function with a body ends with END_FUNCTION, and END_FUNCTION appears nowhere
//!    else.
//! 2. Jump targets are inside the body; GOTO has at least one target, START_THREAD exactly
//!    one; other kinds (except CATCH) have none.
//! 3. Guards of GOTO/ASSUME/ASSERT are Boolean.
//! 4. ASSIGN has equal lhs and rhs types; DECL/DEAD operate on symbols.
//! 5. Expressions are well typed (operator by operator, see [`check_expr`]).
//! 6. Symbols used by instructions exist in the symbol table with the same type (SSA and
//!    symex-generated names are not checked here).
//!
//! `rbmc --validate-goto-model` and the tests run it.

use crate::expr::{ExprId, ExprKind, Store, BOOL};
use crate::program::{GotoModel, InstrKind};
use crate::symbol::SymbolTable;
use crate::types::{TypeId, TypeKind};
use crate::Ident;
use rustc_hash::FxHashSet;
use std::fmt;

/// One violated invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    pub function: Ident,
    /// Index of the instruction in the body, if the error is about one.
    pub instruction: Option<usize>,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.instruction {
            Some(i) => write!(f, "{} instruction {}: {}", self.function, i, self.message),
            None => write!(f, "{}: {}", self.function, self.message),
        }
    }
}

/// Checks every invariant; returns all violations found (empty = valid).
pub fn verify(model: &GotoModel) -> Vec<VerifyError> {
    let mut errors = Vec::new();
    let store = &model.store;
    for (&fname, f) in &model.functions {
        let mut err = |instruction: Option<usize>, message: String| {
            errors.push(VerifyError {
                function: fname,
                instruction,
                message,
            })
        };
        if !f.has_body() {
            continue;
        }
        let n = f.body.len();
        if !matches!(f.body[n - 1].kind, InstrKind::EndFunction) {
            err(None, "last instruction is not END_FUNCTION".into());
        }
        let mut checked = FxHashSet::default();
        for (i, ins) in f.body.iter().enumerate() {
            if matches!(ins.kind, InstrKind::EndFunction) && i + 1 != n {
                err(Some(i), "END_FUNCTION before the end of the body".into());
            }
            for t in &ins.targets {
                if t.index() >= n {
                    err(Some(i), format!("jump target {} outside the body", t.0));
                }
            }
            match &ins.kind {
                InstrKind::Goto if ins.targets.is_empty() => {
                    err(Some(i), "GOTO without target".into())
                }
                InstrKind::StartThread if ins.targets.len() != 1 => {
                    err(Some(i), "START_THREAD needs exactly one target".into())
                }
                InstrKind::Goto | InstrKind::StartThread | InstrKind::Catch(_) => {}
                _ if !ins.targets.is_empty() => err(
                    Some(i),
                    "targets on an instruction that does not jump".into(),
                ),
                _ => {}
            }
            if ins.kind.has_condition() && store.type_of(ins.guard) != BOOL {
                err(Some(i), "guard is not Boolean".into());
            }
            match &ins.kind {
                InstrKind::Assign { lhs, rhs } if store.type_of(*lhs) != store.type_of(*rhs) => {
                    err(Some(i), "ASSIGN with different lhs and rhs types".into());
                }
                InstrKind::Decl(e) | InstrKind::Dead(e)
                    if !matches!(store.kind(*e), ExprKind::Symbol(_)) =>
                {
                    err(Some(i), "DECL/DEAD of a non-symbol".into());
                }
                _ => {}
            }
            let mut roots: Vec<ExprId> = ins.kind.exprs().to_vec();
            if ins.kind.has_condition() {
                roots.push(ins.guard);
            }
            for r in roots {
                store.post_order(&[r], |e| {
                    if !checked.insert(e) {
                        return;
                    }
                    if let Err(m) = check_expr(store, &model.symbols, e) {
                        err(Some(i), m);
                    }
                });
            }
        }
    }
    errors
}

fn is_integral(t: &TypeKind) -> bool {
    t.is_bitvector()
        || matches!(
            t,
            TypeKind::Integer | TypeKind::Natural | TypeKind::CEnumTag(_) | TypeKind::CEnum { .. }
        )
}

/// Checks the typing rule of one node (not its operands).
pub fn check_expr(store: &Store, symbols: &SymbolTable, e: ExprId) -> Result<(), String> {
    use ExprKind as K;
    let n = store.get(e);
    let ty = n.ty;
    let op_ty = |i: usize| store.type_of(n.ops[i]);
    let arity = |k: usize| -> Result<(), String> {
        if n.ops.len() == k {
            Ok(())
        } else {
            Err(format!(
                "{:?} needs {} operand(s), has {}",
                n.kind,
                k,
                n.ops.len()
            ))
        }
    };
    let all_bool = || n.ops.iter().all(|&o| store.type_of(o) == BOOL);
    match &n.kind {
        K::Symbol(name) => {
            if let Some(sym) = symbols.get(*name) {
                if sym.ty != ty && !sym.is_type {
                    return Err(format!(
                        "symbol {name} used with a type other than declared"
                    ));
                }
            }
            Ok(())
        }
        K::Plus | K::Mult | K::BitAnd | K::BitOr | K::BitXor => {
            if n.ops.len() < 2 {
                return Err(format!("{:?} needs at least two operands", n.kind));
            }
            let ptr = store.ty(ty).is_pointer();
            if n.ops.iter().all(|&o| {
                store.type_of(o) == ty || (ptr && is_integral(store.ty(store.type_of(o))))
            }) {
                Ok(())
            } else {
                Err(format!(
                    "operand types of {:?} differ from its type",
                    n.kind
                ))
            }
        }
        K::Minus => {
            arity(2)?;
            let (a, b) = (op_ty(0), op_ty(1));
            let ok = (a == ty && b == ty)
                || (store.ty(a).is_pointer() && a == ty && is_integral(store.ty(b)))
                || (store.ty(a).is_pointer()
                    && store.ty(b).is_pointer()
                    && is_integral(store.ty(ty)));
            if ok {
                Ok(())
            } else {
                Err("operand types of - differ from its type".into())
            }
        }
        K::Div | K::Mod | K::Rem => {
            arity(2)?;
            if op_ty(0) == ty && op_ty(1) == ty {
                Ok(())
            } else {
                Err(format!(
                    "operand types of {:?} differ from its type",
                    n.kind
                ))
            }
        }
        K::UnaryMinus | K::UnaryPlus | K::BitNot | K::Abs => {
            arity(1)?;
            if op_ty(0) == ty {
                Ok(())
            } else {
                Err(format!(
                    "operand type of {:?} differs from its type",
                    n.kind
                ))
            }
        }
        K::Shl | K::Ashr | K::Lshr | K::RotateLeft | K::RotateRight => {
            arity(2)?;
            if op_ty(0) == ty {
                Ok(())
            } else {
                Err("shifted operand type differs from the shift's type".into())
            }
        }
        K::And | K::Or | K::Xor | K::Not | K::Implies => {
            if ty == BOOL && all_bool() && !n.ops.is_empty() {
                Ok(())
            } else {
                Err(format!("{:?} needs Boolean operands and type", n.kind))
            }
        }
        K::Equal | K::NotEqual | K::Lt | K::Le | K::Gt | K::Ge => {
            arity(2)?;
            // GCC's vector comparisons compare element-wise into a vector (of -1 and 0)
            // until remove_vector lowers them
            let vector = |t: TypeId| matches!(store.ty(t), TypeKind::Vector { .. });
            if ty != BOOL && !(vector(ty) && vector(op_ty(0))) {
                Err("relation must be Boolean".into())
            } else if op_ty(0) != op_ty(1) {
                Err(format!("operands of {:?} have different types", n.kind))
            } else {
                Ok(())
            }
        }
        K::If => {
            arity(3)?;
            if op_ty(0) != BOOL {
                Err("if condition is not Boolean".into())
            } else if op_ty(1) != ty || op_ty(2) != ty {
                Err("if branches differ from its type".into())
            } else {
                Ok(())
            }
        }
        K::Index => {
            arity(2)?;
            match store.ty(symbols.follow(store, op_ty(0))) {
                TypeKind::Array { elem, .. } | TypeKind::Vector { elem, .. } if *elem == ty => {
                    Ok(())
                }
                TypeKind::Array { .. } | TypeKind::Vector { .. } => {
                    Err("index type differs from the element type".into())
                }
                _ => Err("index into a non-array".into()),
            }
        }
        K::Member(c) => {
            arity(1)?;
            match store.ty(symbols.follow(store, op_ty(0))) {
                TypeKind::Struct(s) | TypeKind::Union(s) => match s.component(*c) {
                    Some((_, comp)) if comp.ty == ty => Ok(()),
                    Some(_) => Err(format!("member {c} has another type")),
                    None => Err(format!("no member {c}")),
                },
                TypeKind::StructTag(_) | TypeKind::UnionTag(_) => Ok(()),
                _ => Err(format!("member {c} of a non-struct")),
            }
        }
        K::AddressOf => {
            arity(1)?;
            match store.ty(ty) {
                TypeKind::Pointer { .. } => Ok(()),
                _ => Err("address_of must have pointer type".into()),
            }
        }
        K::Dereference => {
            arity(1)?;
            match store.ty(op_ty(0)) {
                TypeKind::Pointer { base, .. } if *base == ty => Ok(()),
                TypeKind::Pointer { .. } => Err("dereference type differs from the pointee".into()),
                _ => Err("dereference of a non-pointer".into()),
            }
        }
        K::Typecast => arity(1),
        K::With => arity(3),
        K::Overflow(_) => {
            if ty == BOOL {
                Ok(())
            } else {
                Err("overflow predicate must be Boolean".into())
            }
        }
        K::ByteExtract(_) => arity(2),
        K::ByteUpdate(_) => arity(3),
        K::Forall | K::Exists => {
            arity(2)?;
            if ty == BOOL && op_ty(1) == BOOL {
                Ok(())
            } else {
                Err("quantifier must be Boolean".into())
            }
        }
        _ => Ok(()),
    }
}
