//! Floating-point expressions through the expression solver (CaDiCaL): operands are
//! constants or symbols pinned by IEEE equality, the result is read back with
//! `model_value` and compared with Rust's `f32`/`f64` arithmetic (round to nearest even).
//! Also pins which float expressions stay `Unsupported`.

use goto_ir::{ExprId, ExprKind, Ident, Store, SymbolTable, TypeId, TypeKind};
use num_traits::ToPrimitive;
use proptest::prelude::*;
use solver::sat::CadicalBackend;
use solver::{SatResult, Solver, SolverError};

fn f32_ty(s: &mut Store) -> TypeId {
    s.mk_type(TypeKind::Floatbv {
        width: 32,
        fraction: 23,
    })
}

fn f64_ty(s: &mut Store) -> TypeId {
    s.mk_type(TypeKind::Floatbv {
        width: 64,
        fraction: 52,
    })
}

/// `v` as an operand: a constant, or (for ordinary numbers, if `symbolic`) a symbol pinned
/// by `ieee_float_equal`.
fn operand(
    s: &mut Store,
    ty: TypeId,
    bits: u64,
    name: &str,
    symbolic: bool,
    pins: &mut Vec<ExprId>,
) -> ExprId {
    let c = s.int_const(bits, ty);
    let width = match s.ty(ty) {
        TypeKind::Floatbv { width, .. } => *width,
        _ => 0,
    };
    let ordinary = if width == 32 {
        let v = f32::from_bits(bits as u32);
        v.is_finite() && v != 0.0
    } else {
        let v = f64::from_bits(bits);
        v.is_finite() && v != 0.0
    };
    if !(symbolic && ordinary) {
        return c;
    }
    let x = s.symbol(Ident::new(name), ty);
    pins.push(s.mk(ExprKind::IeeeFloatEqual, goto_ir::BOOL, [x, c]));
    x
}

fn solve_value(s: &mut Store, pins: &[ExprId], e: ExprId) -> Result<u128, SolverError> {
    let ns = SymbolTable::new();
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    for &p in pins {
        solver.assert(s, &ns, p)?;
    }
    if s.type_of(e) == goto_ir::BOOL {
        solver.literal(s, &ns, e)?;
    } else {
        solver.bits(s, &ns, e)?;
    }
    assert_eq!(solver.solve()?, SatResult::Sat);
    let v = solver.model_value(s, &ns, e)?;
    Ok(match s.kind(v) {
        ExprKind::Constant(goto_ir::Literal::Bool(b)) => *b as u128,
        _ => s
            .as_int(v)
            .and_then(|i| i.to_i128().map(|v| v as u128).or_else(|| i.to_u128()))
            .expect("constant"),
    })
}

fn special32() -> Vec<u32> {
    vec![
        0,
        0x8000_0000,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        1,
        0x807f_ffff,
        0x0080_0000,
        0x7f7f_ffff,
        0x3f80_0000,
        0xbfc0_0000,
        0x4b80_0001,
    ]
}

fn arb32() -> impl Strategy<Value = u32> {
    prop_oneof![2 => any::<u32>(), 1 => proptest::sample::select(special32())]
}

fn same32(got: u128, want: f32) -> bool {
    if want.is_nan() {
        f32::from_bits(got as u32).is_nan()
    } else {
        got as u32 == want.to_bits()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, failure_persistence: None, ..ProptestConfig::default() })]
    #[test]
    fn binary32_ops(x in arb32(), y in arb32(), op in 0usize..4, symbolic in any::<bool>(), rm_symbol in any::<bool>()) {
        let mut s = Store::new();
        let ty = f32_ty(&mut s);
        let int = s.signed(32);
        let mut pins = Vec::new();
        let a = operand(&mut s, ty, x as u64, "a", symbolic, &mut pins);
        let b = operand(&mut s, ty, y as u64, "b", symbolic, &mut pins);
        let zero = s.int_const(0, int);
        let rm = if rm_symbol {
            let r = s.symbol(Ident::new("__CPROVER_rounding_mode"), int);
            pins.push(s.eq(r, zero));
            r
        } else {
            zero
        };
        let kind = [ExprKind::FloatbvPlus, ExprKind::FloatbvMinus, ExprKind::FloatbvMult, ExprKind::FloatbvDiv][op].clone();
        let e = s.mk(kind, ty, [a, b, rm]);
        let (fx, fy) = (f32::from_bits(x), f32::from_bits(y));
        let want = [fx + fy, fx - fy, fx * fy, fx / fy][op];
        let got = solve_value(&mut s, &pins, e).expect("solve");
        prop_assert!(same32(got, want), "op {} {:#x} {:#x}: {:#x} vs {:#x}", op, x, y, got, want.to_bits());
    }

    #[test]
    fn comparisons32(x in arb32(), y in arb32(), op in 0usize..7, symbolic in any::<bool>()) {
        let mut s = Store::new();
        let ty = f32_ty(&mut s);
        let mut pins = Vec::new();
        let a = operand(&mut s, ty, x as u64, "a", symbolic, &mut pins);
        let b = operand(&mut s, ty, y as u64, "b", symbolic, &mut pins);
        let e = match op {
            0 => s.lt(a, b),
            1 => s.le(a, b),
            2 => s.gt(a, b),
            3 => s.ge(a, b),
            4 => s.mk(ExprKind::IeeeFloatEqual, goto_ir::BOOL, [a, b]),
            5 => s.mk(ExprKind::IeeeFloatNotEqual, goto_ir::BOOL, [a, b]),
            _ => s.mk(ExprKind::IsNan, goto_ir::BOOL, [a]),
        };
        let (fx, fy) = (f32::from_bits(x), f32::from_bits(y));
        let want = [fx < fy, fx <= fy, fx > fy, fx >= fy, fx == fy, fx != fy, fx.is_nan()][op];
        let got = solve_value(&mut s, &pins, e).expect("solve");
        prop_assert_eq!(got == 1, want, "op {} {:#x} {:#x}", op, x, y);
    }

    #[test]
    fn conversions(x in arb32(), n in any::<i32>(), symbolic in any::<bool>()) {
        let mut s = Store::new();
        let ty = f32_ty(&mut s);
        let dty = f64_ty(&mut s);
        let int = s.signed(32);
        let short = s.signed(16);
        let mut pins = Vec::new();
        let a = operand(&mut s, ty, x as u64, "a", symbolic, &mut pins);
        let fx = f32::from_bits(x);
        // plain widening typecast
        let w = s.typecast(a, dty);
        let got = solve_value(&mut s, &pins, w).expect("widen");
        prop_assert!(f64::from_bits(got as u64).to_bits() == f64::from(fx).to_bits() || fx.is_nan());
        // int -> float with the rounding mode operand
        let nc = s.int_const(n, int);
        let zero = s.int_const(0, int);
        let c = s.mk(ExprKind::FloatbvTypecast, ty, [nc, zero]);
        let got = solve_value(&mut s, &pins, c).expect("int to float");
        prop_assert!(same32(got, n as f32));
        // short -> float is exact: a plain typecast is fine
        let sc = s.int_const(n as i16, short);
        let c = s.typecast(sc, ty);
        let got = solve_value(&mut s, &pins, c).expect("short to float");
        prop_assert!(same32(got, n as i16 as f32));
        // float -> int truncates (in range)
        let t = s.typecast(a, int);
        let got = solve_value(&mut s, &pins, t).expect("float to int");
        let tr = fx.trunc() as f64;
        if (-2147483648.0..2147483648.0).contains(&tr) {
            prop_assert_eq!(got as u32, fx as i32 as u32);
        }
        // unary minus
        let m = s.unary_minus(a);
        let got = solve_value(&mut s, &pins, m).expect("neg");
        prop_assert_eq!(got as u32, x ^ 0x8000_0000);
    }
}

#[test]
fn symbolic_rounding_mode_follows_its_value() {
    // 1 / 3 rounds differently upward and downward
    let mut s = Store::new();
    let ty = f32_ty(&mut s);
    let int = s.signed(32);
    let one = s.int_const(1.0f32.to_bits(), ty);
    let three = s.int_const(3.0f32.to_bits(), ty);
    let r = s.symbol(Ident::new("rm"), int);
    let e = s.mk(ExprKind::FloatbvDiv, ty, [one, three, r]);
    // nearest rounds 0x3eaaaaaa.aa… up
    let near = 1.0f32 / 3.0;
    let below = f32::from_bits(near.to_bits() - 1);
    for (mode, want) in [(0, near), (1, below), (2, near), (3, below)] {
        let m = s.int_const(mode, int);
        let pin = s.eq(r, m);
        let got = solve_value(&mut s, &[pin], e).expect("solve");
        assert_eq!(got as u32, want.to_bits(), "mode {mode}");
    }
}

fn unsupported(s: &mut Store, e: ExprId) -> bool {
    let ns = SymbolTable::new();
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    let r = if s.type_of(e) == goto_ir::BOOL {
        solver.literal(s, &ns, e).map(|_| ())
    } else {
        solver.bits(s, &ns, e).map(|_| ())
    };
    matches!(r, Err(SolverError::Unsupported { .. }))
}

#[test]
fn what_stays_unsupported() {
    let mut s = Store::new();
    let ty = f32_ty(&mut s);
    let dty = f64_ty(&mut s);
    let int = s.signed(32);
    let x = s.symbol(Ident::new("x"), ty);
    let y = s.symbol(Ident::new("y"), ty);
    let d = s.symbol(Ident::new("d"), dty);
    let i = s.symbol(Ident::new("i"), int);
    let rm = s.symbol(Ident::new("rm"), int);
    // `=` on floats is bitwise (C's `==` arrives as `ieee_float_equal`): decided
    let eq = s.eq(x, y);
    assert!(!unsupported(&mut s, eq));
    // arithmetic without a rounding mode
    let p = s.mk(ExprKind::Plus, ty, [x, y]);
    assert!(unsupported(&mut s, p));
    let rem = s.mk(ExprKind::FloatbvRem, ty, [x, y, rm]);
    assert!(unsupported(&mut s, rem));
    // plain typecasts that round
    let narrow = s.typecast(d, ty);
    assert!(unsupported(&mut s, narrow));
    let i2f = s.typecast(i, ty);
    assert!(unsupported(&mut s, i2f));
    // float to int under a rounding mode other than toward zero
    let f2i = s.mk(ExprKind::FloatbvTypecast, int, [x, rm]);
    assert!(unsupported(&mut s, f2i));
    let fixed = s.mk_type(TypeKind::Fixedbv {
        width: 32,
        integer: 16,
    });
    let fx = s.symbol(Ident::new("fx"), fixed);
    let neg = s.unary_minus(fx);
    assert!(unsupported(&mut s, neg));
}
