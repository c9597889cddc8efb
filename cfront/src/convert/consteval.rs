//! Constant folding of integer expressions for array sizes, case labels, enum values,
//! bit-field widths and static assertions.

use goto_ir::{ExprId, ExprKind, Literal, Store, TypeKind};
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};

/// The value of an integer (or Boolean: 0/1) constant expression, if it is one.
pub fn eval(store: &Store, e: ExprId) -> Option<BigInt> {
    let n = store.get(e);
    let ty = n.ty;
    let ops = &n.ops;
    let norm = |v: BigInt| Some(store.normalize_int(v, ty));
    let two = |f: &dyn Fn(BigInt, BigInt) -> Option<BigInt>| -> Option<BigInt> {
        let a = eval(store, ops[0])?;
        let b = eval(store, ops[1])?;
        f(a, b)
    };
    let b2i = |b: bool| Some(BigInt::from(b as u8));
    match &n.kind {
        ExprKind::Constant(Literal::Int(v)) => Some(v.clone()),
        ExprKind::Constant(Literal::Bool(b)) => b2i(*b),
        ExprKind::Typecast => {
            let v = eval(store, ops[0])?;
            match store.ty(ty) {
                TypeKind::Bool => b2i(!v.is_zero()),
                TypeKind::CBool(_) => b2i(!v.is_zero()),
                t if t.bv_width().is_some() || matches!(t, TypeKind::Integer) => norm(v),
                _ => None,
            }
        }
        ExprKind::Plus => {
            let mut acc = BigInt::zero();
            for &o in ops {
                acc += eval(store, o)?;
            }
            norm(acc)
        }
        ExprKind::Mult => {
            let mut acc = BigInt::from(1);
            for &o in ops {
                acc *= eval(store, o)?;
            }
            norm(acc)
        }
        ExprKind::Minus => two(&|a, b| norm(a - b)),
        ExprKind::Div => two(&|a, b| if b.is_zero() { None } else { norm(a / b) }),
        ExprKind::Mod => two(&|a, b| if b.is_zero() { None } else { norm(a % b) }),
        ExprKind::UnaryMinus => norm(-eval(store, ops[0])?),
        ExprKind::UnaryPlus => eval(store, ops[0]),
        ExprKind::BitNot => norm(-eval(store, ops[0])? - 1),
        ExprKind::BitAnd => two(&|a, b| norm(a & b)),
        ExprKind::BitOr => two(&|a, b| norm(a | b)),
        ExprKind::BitXor => two(&|a, b| norm(a ^ b)),
        ExprKind::Shl => two(&|a, b| norm(a << b.to_u32()?)),
        ExprKind::Ashr | ExprKind::Lshr => two(&|a, b| norm(a >> b.to_u32()?)),
        ExprKind::Equal => two(&|a, b| b2i(a == b)),
        ExprKind::NotEqual => two(&|a, b| b2i(a != b)),
        ExprKind::Lt => two(&|a, b| b2i(a < b)),
        ExprKind::Le => two(&|a, b| b2i(a <= b)),
        ExprKind::Gt => two(&|a, b| b2i(a > b)),
        ExprKind::Ge => two(&|a, b| b2i(a >= b)),
        ExprKind::Not => b2i(eval(store, ops[0])?.is_zero()),
        ExprKind::And => {
            for &o in ops {
                if eval(store, o)?.is_zero() {
                    return b2i(false);
                }
            }
            b2i(true)
        }
        ExprKind::Or => {
            for &o in ops {
                if !eval(store, o)?.is_zero() {
                    return b2i(true);
                }
            }
            b2i(false)
        }
        ExprKind::If => {
            let c = eval(store, ops[0])?;
            eval(store, if c.is_zero() { ops[2] } else { ops[1] })
        }
        _ => None,
    }
}
