//! Constant folding of integer expressions for array sizes, case labels, enum values,
//! bit-field widths and static assertions.

use super::ctypes::{self, Target};
use goto_ir::ieee::{self, Class, Format};
use goto_ir::softfloat::{self, Rounding};
use goto_ir::{ExprId, ExprKind, Literal, Store, SymbolTable, TypeKind};
use num_bigint::{BigInt, BigUint};
use num_traits::{Signed, ToPrimitive, Zero};

/// What address constants need: the struct layout of the target.
#[derive(Clone, Copy)]
pub struct Layout<'a> {
    pub symbols: &'a SymbolTable,
    pub target: &'a Target,
}

/// The value of an integer (or Boolean: 0/1) constant expression, if it is one.
pub fn eval(store: &Store, e: ExprId) -> Option<BigInt> {
    eval_in(store, e, None)
}

/// [`eval`], also folding address constants cast to integers, e.g. the classic offsetof
/// `(long)&((struct S *)0)->m`, which needs the struct layout.
pub fn eval_in(store: &Store, e: ExprId, layout: Option<Layout<'_>>) -> Option<BigInt> {
    let eval = |store: &Store, e: ExprId| eval_in(store, e, layout);
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
    // a floating-point value is not an integer: its bit pattern must not be read as one
    if float_format(store, ty).is_some() {
        return None;
    }
    // comparisons and classifications of floating-point constants (`1.5 > 1`,
    // `__builtin_isnormal(DBL_MIN)`)
    if let Some(fmt) = ops.first().and_then(|&o| float_format(store, store.type_of(o))) {
        let f = |i: usize| eval_float(store, ops[i], layout);
        let cmp = |i, j| -> Option<Option<std::cmp::Ordering>> {
            Some(softfloat::compare(fmt, &f(i)?, &f(j)?))
        };
        use std::cmp::Ordering::{Equal, Greater, Less};
        return match &n.kind {
            ExprKind::Equal | ExprKind::IeeeFloatEqual => b2i(cmp(0, 1)? == Some(Equal)),
            ExprKind::NotEqual | ExprKind::IeeeFloatNotEqual => b2i(cmp(0, 1)? != Some(Equal)),
            ExprKind::Lt => b2i(cmp(0, 1)? == Some(Less)),
            ExprKind::Le => b2i(matches!(cmp(0, 1)?, Some(Less | Equal))),
            ExprKind::Gt => b2i(cmp(0, 1)? == Some(Greater)),
            ExprKind::Ge => b2i(matches!(cmp(0, 1)?, Some(Greater | Equal))),
            ExprKind::IsNan | ExprKind::IsInf | ExprKind::IsNormal | ExprKind::IsFinite => {
                let class = ieee::classify(fmt, &BigInt::from(f(0)?))?;
                b2i(match n.kind {
                    ExprKind::IsNan => class == Class::Nan,
                    ExprKind::IsInf => class == Class::Infinite,
                    ExprKind::IsNormal => class == Class::Normal,
                    _ => !matches!(class, Class::Nan | Class::Infinite),
                })
            }
            // C's conversion to an integer truncates toward zero
            ExprKind::Typecast => match store.ty(ty) {
                TypeKind::Bool | TypeKind::CBool(_) => {
                    b2i(softfloat::compare(fmt, &f(0)?, &BigUint::zero()) != Some(Equal))
                }
                t if t.bv_width().is_some() => norm(softfloat::to_int_trunc(fmt, &f(0)?)?),
                _ => None,
            },
            ExprKind::Not => b2i(softfloat::compare(fmt, &f(0)?, &BigUint::zero()) == Some(Equal)),
            _ => None,
        };
    }
    match &n.kind {
        ExprKind::Constant(Literal::Int(v)) => Some(v.clone()),
        ExprKind::Constant(Literal::Bool(b)) => b2i(*b),
        ExprKind::Typecast => {
            let v = match (store.kind(ops[0]), layout) {
                (ExprKind::AddressOf, Some(l)) => address(store, store.op(ops[0], 0), l)?,
                _ => eval(store, ops[0])?,
            };
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
        // GCC's bit built-ins on constants (`_Static_assert(__builtin_clz(0xffU) == 24)`)
        ExprKind::Popcount
        | ExprKind::CountLeadingZeros { .. }
        | ExprKind::CountTrailingZeros { .. }
        | ExprKind::Bswap(_)
        | ExprKind::BitReverse => {
            let w = store.ty(store.type_of(ops[0])).bv_width()?;
            let modulus = BigInt::from(1) << w;
            let mut u = eval(store, ops[0])? % &modulus;
            if u.is_negative() {
                u += &modulus;
            }
            let u = u.to_biguint()?;
            let bit = |i: u64| u.bit(i);
            let r: u64 = match &n.kind {
                ExprKind::Popcount => u.count_ones(),
                ExprKind::CountLeadingZeros { zero_permitted } => {
                    if u.is_zero() {
                        if !zero_permitted {
                            return None;
                        }
                        u64::from(w)
                    } else {
                        u64::from(w) - u.bits()
                    }
                }
                ExprKind::CountTrailingZeros { zero_permitted } => match u.trailing_zeros() {
                    Some(t) => t,
                    None if *zero_permitted => u64::from(w),
                    None => return None,
                },
                ExprKind::Bswap(byte) => {
                    let byte = u64::from(*byte);
                    let count = u64::from(w) / byte;
                    let mut out = num_bigint::BigUint::zero();
                    for k in 0..count {
                        for b in 0..byte {
                            if bit(k * byte + b) {
                                out.set_bit((count - 1 - k) * byte + b, true);
                            }
                        }
                    }
                    return norm(BigInt::from(out));
                }
                _ => {
                    let mut out = num_bigint::BigUint::zero();
                    for i in 0..u64::from(w) {
                        if bit(i) {
                            out.set_bit(u64::from(w) - 1 - i, true);
                        }
                    }
                    return norm(BigInt::from(out));
                }
            };
            norm(BigInt::from(r))
        }
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

/// The IEEE format of a floating-point type.
fn float_format(store: &Store, ty: goto_ir::TypeId) -> Option<Format> {
    Format::of_type(store.ty(ty))
}

/// The bit pattern of a floating-point constant expression (C's translation-time
/// arithmetic: rounding to nearest).
fn eval_float(store: &Store, e: ExprId, layout: Option<Layout<'_>>) -> Option<BigUint> {
    let n = store.get(e);
    let fmt = float_format(store, n.ty)?;
    let ops = &n.ops;
    let rm = Rounding::NearestEven;
    let f = |i: usize| eval_float(store, ops[i], layout);
    match &n.kind {
        ExprKind::Constant(Literal::Int(v)) => v.to_biguint(),
        ExprKind::UnaryPlus => f(0),
        ExprKind::UnaryMinus => Some(f(0)? ^ (BigUint::from(1u8) << (fmt.width - 1))),
        ExprKind::Typecast | ExprKind::FloatbvTypecast => {
            let from_ty = store.type_of(ops[0]);
            match float_format(store, from_ty) {
                Some(from) => Some(softfloat::convert(from, fmt, &f(0)?, rm)),
                None => {
                    let v = eval_in(store, ops[0], layout)?;
                    Some(softfloat::from_int(fmt, &v, rm))
                }
            }
        }
        ExprKind::Plus | ExprKind::FloatbvPlus if ops.len() >= 2 => {
            Some(softfloat::add(fmt, &f(0)?, &f(1)?, false, rm))
        }
        ExprKind::Minus | ExprKind::FloatbvMinus if ops.len() >= 2 => {
            Some(softfloat::add(fmt, &f(0)?, &f(1)?, true, rm))
        }
        ExprKind::Mult | ExprKind::FloatbvMult if ops.len() >= 2 => {
            Some(softfloat::mul(fmt, &f(0)?, &f(1)?, rm))
        }
        ExprKind::Div | ExprKind::FloatbvDiv if ops.len() >= 2 => {
            Some(softfloat::div(fmt, &f(0)?, &f(1)?, rm))
        }
        ExprKind::If => {
            let c = eval_in(store, ops[0], layout)?;
            eval_float(store, if c.is_zero() { ops[2] } else { ops[1] }, layout)
        }
        _ => None,
    }
}

/// The address of an lvalue rooted at a dereferenced constant pointer.
fn address(store: &Store, lv: ExprId, l: Layout<'_>) -> Option<BigInt> {
    match store.kind(lv) {
        ExprKind::Dereference => eval_in(store, store.op(lv, 0), Some(l)),
        ExprKind::Member(name) => {
            let base = store.op(lv, 0);
            let base_addr = address(store, base, l)?;
            let t = l.symbols.follow(store, store.type_of(base));
            match store.ty(t) {
                TypeKind::Struct(_) => {
                    let bits = ctypes::member_offset_bits(store, l.symbols, t, *name)?;
                    if !bits.is_multiple_of(8) {
                        return None;
                    }
                    Some(base_addr + bits / 8)
                }
                TypeKind::Union(_) => Some(base_addr),
                _ => None,
            }
        }
        ExprKind::Index => {
            let base_addr = address(store, store.op(lv, 0), l)?;
            let i = eval_in(store, store.op(lv, 1), Some(l))?;
            let (size, _) = ctypes::size_align(store, l.symbols, l.target, store.type_of(lv))?;
            Some(base_addr + i * size)
        }
        _ => None,
    }
}
