//! The expression solver on goto-ir expressions: arithmetic, casts, aggregates, arrays (both
//! representations), pointers, byte operators, model read-out and errors, on both back ends.

use goto_ir::format;
use goto_ir::{
    Component, Compound, Endian, ExprId, ExprKind, Ident, OverflowOp, Store, SymbolTable, TypeId,
    TypeKind,
};
use solver::sat::{CadicalBackend, SatBackend, VarisatBackend};
use solver::{SatResult, Solver, SolverError};

fn backends() -> Vec<Box<dyn SatBackend>> {
    vec![
        Box::new(CadicalBackend::new()),
        Box::new(VarisatBackend::new()),
    ]
}

struct Fx {
    s: Store,
    ns: SymbolTable,
    int: TypeId,
    uint: TypeId,
    char: TypeId,
    size: TypeId,
}

impl Fx {
    fn new() -> Fx {
        let mut s = Store::new();
        let int = s.signed(32);
        let uint = s.unsigned(32);
        let char = s.signed(8);
        let size = s.unsigned(64);
        Fx {
            s,
            ns: SymbolTable::new(),
            int,
            uint,
            char,
            size,
        }
    }
    fn sym(&mut self, name: &str, ty: TypeId) -> ExprId {
        self.s.symbol(Ident::new(name), ty)
    }
    fn c(&mut self, v: i64, ty: TypeId) -> ExprId {
        self.s.int_const(v, ty)
    }
    fn array_ty(&mut self, elem: TypeId, n: i64) -> TypeId {
        let size = self.s.int_const(n, self.size);
        self.s.array_type(elem, Some(size))
    }
    fn fmt(&self, e: ExprId) -> String {
        format::expr(&self.s, e).to_string()
    }
}

/// Asserts all `facts` and solves on each back end (which must agree on the answer);
/// returns the answer and, per back end, the formatted model values of `show` when SAT.
fn run_all(fx: &mut Fx, facts: &[ExprId], show: &[ExprId]) -> (SatResult, Vec<Vec<String>>) {
    let mut answer = None;
    let mut all = Vec::new();
    for b in backends() {
        let mut solver = Solver::new(b);
        for &f in facts {
            solver.assert(&fx.s, &fx.ns, f).expect("conversion");
        }
        let r = solver.solve().expect("solve");
        let mut shown = Vec::new();
        if r == SatResult::Sat {
            for &e in show {
                let v = solver.model_value(&mut fx.s, &fx.ns, e).expect("model");
                shown.push(fx.fmt(v));
            }
            // The model satisfies every fact.
            for &f in facts {
                let v = solver.model_value(&mut fx.s, &fx.ns, f).expect("model");
                assert_eq!(fx.fmt(v), "true", "fact {} not satisfied", fx.fmt(f));
            }
        }
        if let Some(a) = answer {
            assert_eq!(a, r, "back ends disagree");
        }
        answer = Some(r);
        all.push(shown);
    }
    (answer.expect("two back ends"), all)
}

/// Like [`run_all`] for models that are unique: the back ends must agree on the values.
fn run(fx: &mut Fx, facts: &[ExprId], show: &[ExprId]) -> (SatResult, Vec<String>) {
    let (r, all) = run_all(fx, facts, show);
    assert!(
        all.windows(2).all(|w| w[0] == w[1]),
        "models differ: {all:?}"
    );
    (r, all.into_iter().next().unwrap_or_default())
}

#[test]
fn arithmetic_and_model() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.int);
    let three = fx.c(3, fx.int);
    let m = fx.s.mult(x, three);
    let c = fx.c(-21, fx.int);
    let eq = fx.s.eq(m, c);
    let (r, vals) = run(&mut fx, &[eq], &[x, m]);
    assert_eq!(r, SatResult::Sat);
    assert_eq!(vals, vec!["-7", "-21"]);
}

#[test]
fn multiplication_commutes() {
    let mut fx = Fx::new();
    let a = fx.sym("a", fx.uint);
    let b = fx.sym("b", fx.uint);
    let ab = fx.s.mult(a, b);
    let ba = fx.s.mult(b, a);
    let ne = fx.s.ne(ab, ba);
    assert_eq!(run(&mut fx, &[ne], &[]).0, SatResult::Unsat);
}

#[test]
fn division_and_casts() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.char);
    let wide = fx.s.typecast(x, fx.int);
    let neg = fx.c(-100, fx.int);
    let lt = fx.s.lt(wide, neg); // x < -100 as int: sign extension must be used
    let seven = fx.c(7, fx.int);
    let q = fx.s.div(wide, seven);
    let r = fx.s.modulo(wide, seven);
    let qv = fx.c(-15, fx.int);
    let rv = fx.c(-1, fx.int);
    let f1 = fx.s.eq(q, qv);
    let f2 = fx.s.eq(r, rv);
    let (res, vals) = run(&mut fx, &[lt, f1, f2], &[x]);
    assert_eq!(res, SatResult::Sat);
    assert_eq!(vals, vec!["-106"]);
    // (unsigned) of a negative char is large.
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.char);
    let u = fx.s.typecast(x, fx.uint);
    let big = fx.c(1000, fx.uint);
    let neg = fx.c(0, fx.char);
    let f1 = fx.s.lt(x, neg);
    let f2 = fx.s.lt(u, big);
    assert_eq!(run(&mut fx, &[f1, f2], &[]).0, SatResult::Unsat);
}

#[test]
fn bool_casts_and_overflow() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.int);
    let b = fx.s.typecast(x, goto_ir::BOOL);
    let cbool = fx.s.mk_type(TypeKind::CBool(8));
    let cb = fx.s.typecast(x, cbool);
    let one = fx.c(1, cbool);
    let f1 = fx.s.eq(cb, one);
    let max = fx.c(i32::MAX as i64, fx.int);
    let ov = fx.s.mk(
        ExprKind::Overflow(OverflowOp::Plus),
        goto_ir::BOOL,
        [x, max],
    );
    let (r, vals) = run_all(&mut fx, &[b, f1, ov], &[x]);
    assert_eq!(r, SatResult::Sat);
    for v in vals {
        let v: i64 = v[0].parse().expect("number");
        assert!(v > 0);
    }
    let neg = fx.c(0, fx.int);
    let le = fx.s.le(x, neg);
    let ov = fx.s.mk(
        ExprKind::Overflow(OverflowOp::Plus),
        goto_ir::BOOL,
        [x, max],
    );
    assert_eq!(run(&mut fx, &[le, ov], &[]).0, SatResult::Unsat);
}

fn struct_type(fx: &mut Fx) -> TypeId {
    let comps = vec![
        Component {
            name: Ident::new("a"),
            pretty_name: None,
            ty: fx.int,
            padding: false,
        },
        Component {
            name: Ident::new("b"),
            pretty_name: None,
            ty: fx.char,
            padding: false,
        },
    ];
    fx.s.mk_type(TypeKind::Struct(Compound {
        tag: Some(Ident::new("S")),
        components: comps,
        packed: false,
        incomplete: false,
        align: None,
    }))
}

#[test]
fn structs_flattened() {
    let mut fx = Fx::new();
    let st = struct_type(&mut fx);
    let s = fx.sym("s", st);
    let b = fx.s.member(s, Ident::new("b"), fx.char);
    let five = fx.c(5, fx.char);
    let f1 = fx.s.eq(b, five);
    let where_a =
        fx.s.mk(ExprKind::ComponentName(Ident::new("a")), goto_ir::BOOL, []);
    let nine = fx.c(9, fx.int);
    let w = fx.s.mk(ExprKind::With, st, [s, where_a, nine]);
    let t = fx.sym("t", st);
    let f2 = fx.s.eq(t, w);
    let (r, vals) = run(&mut fx, &[f1, f2], &[t]);
    assert_eq!(r, SatResult::Sat);
    assert_eq!(vals, vec!["{ 9, 5 }"]);
}

#[test]
fn flattened_array_with_symbolic_index() {
    let mut fx = Fx::new();
    let at = fx.array_ty(fx.int, 4);
    let a = fx.sym("a", at);
    let i = fx.sym("i", fx.int);
    let ai = fx.s.index(a, i, fx.int);
    let seven = fx.c(7, fx.int);
    let two = fx.c(2, fx.int);
    let f1 = fx.s.eq(ai, seven);
    let f2 = fx.s.eq(i, two);
    let zero = fx.c(0, fx.int);
    let all0 = fx.s.mk(ExprKind::ArrayOf, at, [zero]);
    let w = fx.s.mk(ExprKind::With, at, [all0, i, seven]);
    let f3 = fx.s.eq(a, w);
    let (r, vals) = run(&mut fx, &[f1, f2, f3], &[a]);
    assert_eq!(r, SatResult::Sat);
    assert_eq!(vals, vec!["{ 0, 0, 7, 0 }"]);
}

/// Symbolic reads (a multiplexer tree over the index bits) and writes (a decoder) of a
/// flattened array whose length is not a power of two, at every index a signed char can
/// take near the bounds: in range the element, outside (negative too) an unconstrained
/// value; a write outside changes nothing.
#[test]
fn flattened_array_symbolic_index_at_every_position() {
    for k in -3i64..9 {
        let mut fx = Fx::new();
        let at = fx.array_ty(fx.int, 5);
        let elems: Vec<ExprId> = (0..5).map(|j| fx.c(10 + j, fx.int)).collect();
        let a = fx.s.mk(ExprKind::Array, at, elems);
        let i = fx.sym("i", fx.char);
        let kc = fx.c(k, fx.char);
        let fix = fx.s.eq(i, kc);
        let ai = fx.s.index(a, i, fx.int);
        if (0..5).contains(&k) {
            let want = fx.c(10 + k, fx.int);
            let differs = fx.s.ne(ai, want);
            assert_eq!(run(&mut fx, &[fix, differs], &[]).0, SatResult::Unsat, "a[{k}]");
        } else {
            for v in [0, 12] {
                let vc = fx.c(v, fx.int);
                let is_v = fx.s.eq(ai, vc);
                assert_eq!(run(&mut fx, &[fix, is_v], &[]).0, SatResult::Sat, "a[{k}] = {v}");
            }
        }
        let ninety_nine = fx.c(99, fx.int);
        let b = fx.s.mk(ExprKind::With, at, [a, i, ninety_nine]);
        for j in 0..5i64 {
            let jc = fx.c(j, fx.int);
            let bj = fx.s.index(b, jc, fx.int);
            let want = fx.c(if j == k { 99 } else { 10 + j }, fx.int);
            let differs = fx.s.ne(bj, want);
            assert_eq!(run(&mut fx, &[fix, differs], &[]).0, SatResult::Unsat, "b[{j}], i = {k}");
        }
    }
}

#[test]
fn theory_arrays() {
    let mut fx = Fx::new();
    let at = fx.array_ty(fx.int, 100_000);
    let a = fx.sym("a", at);
    let i = fx.sym("i", fx.int);
    let j = fx.sym("j", fx.int);
    let ai = fx.s.index(a, i, fx.int);
    let aj = fx.s.index(a, j, fx.int);
    let five = fx.c(5, fx.int);
    let six = fx.c(6, fx.int);
    let f1 = fx.s.eq(ai, five);
    let f2 = fx.s.eq(aj, six);
    let f3 = fx.s.eq(i, j);
    assert_eq!(run(&mut fx, &[f1, f2, f3], &[]).0, SatResult::Unsat);
    let (r, vals) = run_all(&mut fx, &[f1, f2], &[a]);
    assert_eq!(r, SatResult::Sat);
    for v in vals {
        assert!(v[0].starts_with("with(with(array_of(0), "), "{}", v[0]);
    }

    // b = a with [i := 9]; then b[i] = 9 and b[j] = a[j] for j != i.
    let b = fx.sym("b", at);
    let nine = fx.c(9, fx.int);
    let w = fx.s.mk(ExprKind::With, at, [a, i, nine]);
    let def = fx.s.eq(b, w);
    let bi = fx.s.index(b, i, fx.int);
    let bad = fx.s.ne(bi, nine);
    assert_eq!(run(&mut fx, &[def, bad], &[]).0, SatResult::Unsat);
    let bj = fx.s.index(b, j, fx.int);
    let nij = fx.s.ne(i, j);
    let differs = fx.s.ne(bj, aj);
    assert_eq!(run(&mut fx, &[def, nij, differs], &[]).0, SatResult::Unsat);
    // Arrays that are different somewhere.
    let ne = fx.s.ne(a, b);
    let (r, _) = run_all(&mut fx, &[def, ne], &[]);
    assert_eq!(r, SatResult::Sat);
}

/// Reads of one theory array at symbolic indices are consistent (the same index, the same
/// value) in every model, although the solver adds those constraints only when a model
/// violates them.
#[test]
fn theory_array_reads_agree_in_every_model() {
    let mut fx = Fx::new();
    let at = fx.array_ty(fx.int, 100_000);
    let a = fx.sym("a", at);
    let n = 12i64;
    let xs: Vec<ExprId> = (0..n).map(|m| fx.sym(&format!("x{m}"), fx.int)).collect();
    let mut facts = Vec::new();
    for (m, &x) in xs.iter().enumerate() {
        let ax = fx.s.index(a, x, fx.int);
        let v = fx.c(m as i64, fx.int);
        facts.push(fx.s.eq(ax, v));
        // indices in 0..16: the model must spread twelve values apart
        let lo = fx.c(0, fx.int);
        let hi = fx.c(16, fx.int);
        let ge = fx.s.ge(x, lo);
        let lt = fx.s.lt(x, hi);
        facts.push(ge);
        facts.push(lt);
    }
    let (r, models) = run_all(&mut fx, &facts, &xs);
    assert_eq!(r, SatResult::Sat);
    for vals in models {
        let distinct: std::collections::BTreeSet<&String> = vals.iter().collect();
        assert_eq!(distinct.len(), n as usize, "indices of different values coincide: {vals:?}");
    }
    // twelve different values in fewer than twelve places cannot be
    let eleven = fx.c(11, fx.int);
    for &x in &xs {
        facts.push(fx.s.lt(x, eleven));
    }
    assert_eq!(run(&mut fx, &facts, &[]).0, SatResult::Unsat);
}

#[test]
fn infinite_arrays_use_the_theory() {
    let mut fx = Fx::new();
    let at = fx.s.infinite_array_type(fx.int, fx.size);
    let (a, b, c) = (fx.sym("a", at), fx.sym("b", at), fx.sym("c", at));
    let i = fx.sym("i", fx.size);
    let j = fx.sym("j", fx.size);
    let zero = fx.c(0, fx.int);
    let seven = fx.c(7, fx.int);
    // a = array_of(0) (a global's initial value), b = a with [i := 7]
    let all0 = fx.s.mk(ExprKind::ArrayOf, at, [zero]);
    let init = fx.s.eq(a, all0);
    let w = fx.s.mk(ExprKind::With, at, [a, i, seven]);
    let def_b = fx.s.eq(b, w);
    let bi = fx.s.index(b, i, fx.int);
    let bj = fx.s.index(b, j, fx.int);
    let not7 = fx.s.ne(bi, seven);
    assert_eq!(run(&mut fx, &[init, def_b, not7], &[]).0, SatResult::Unsat);
    // any index, even the largest, is an element of its own
    let nij = fx.s.ne(i, j);
    let bj_nz = fx.s.ne(bj, zero);
    assert_eq!(
        run(&mut fx, &[init, def_b, nij, bj_nz], &[]).0,
        SatResult::Unsat
    );
    let max = fx.c(-1, fx.size);
    let at_max = fx.s.eq(i, max);
    let is7 = fx.s.eq(bi, seven);
    let (r, vals) = run_all(&mut fx, &[init, def_b, at_max, is7], &[b]);
    assert_eq!(r, SatResult::Sat);
    for v in vals {
        // the model lists the elements read: b[2^64 - 1] = 7
        assert_eq!(v[0], "with(array_of(0), -1, 7)");
    }
    // equality of two whole infinite arrays: b = c forces their elements to agree
    let eq_bc = fx.s.eq(b, c);
    let ci = fx.s.index(c, i, fx.int);
    let ci_not7 = fx.s.ne(ci, seven);
    assert_eq!(
        run(&mut fx, &[init, def_b, eq_bc, ci_not7], &[]).0,
        SatResult::Unsat
    );
    // and two arrays that differ somewhere are not equal
    let ne_ab = fx.s.ne(a, b);
    assert_eq!(
        run_all(&mut fx, &[init, def_b, ne_ab], &[]).0,
        SatResult::Sat
    );
    let eq_ab = fx.s.eq(a, b);
    assert_eq!(run(&mut fx, &[init, def_b, eq_ab], &[]).0, SatResult::Unsat);
}

#[test]
fn symbolic_size_array() {
    let mut fx = Fx::new();
    let n = fx.sym("n", fx.size);
    let at = fx.s.array_type(fx.int, Some(n));
    let a = fx.sym("a", at);
    let zero = fx.c(0, fx.int);
    let all0 = fx.s.mk(ExprKind::ArrayOf, at, [zero]);
    let eq = fx.s.eq(a, all0);
    let k = fx.sym("k", fx.int);
    let ak = fx.s.index(a, k, fx.int);
    let nz = fx.s.ne(ak, zero);
    assert_eq!(run(&mut fx, &[eq, nz], &[]).0, SatResult::Unsat);
}

#[test]
fn pointers() {
    let mut fx = Fx::new();
    let pint = fx.s.pointer_type(fx.int, 64);
    let x = fx.sym("x", fx.int);
    let at = fx.array_ty(fx.int, 4);
    let a = fx.sym("a", at);
    let p = fx.sym("p", pint);
    let q = fx.sym("q", pint);
    let px = fx.s.address_of(x, pint);
    let zero = fx.c(0, fx.size);
    let two = fx.c(2, fx.size);
    let a0 = fx.s.index(a, zero, fx.int);
    let a2 = fx.s.index(a, two, fx.int);
    let pa0 = fx.s.address_of(a0, pint);
    let pa2 = fx.s.address_of(a2, pint);
    let c2 = fx.c(2, fx.size);
    let pa0_2 = fx.s.mk(ExprKind::Plus, pint, [pa0, c2]);
    // &a[0] + 2 == &a[2]
    let same = fx.s.eq(pa0_2, pa2);
    let notsame = fx.s.not(same);
    assert_eq!(run(&mut fx, &[notsame], &[]).0, SatResult::Unsat);
    // p is either &x or &a[2], and not &x; read it back.
    let is_x = fx.s.eq(p, px);
    let is_a2 = fx.s.eq(p, pa2);
    let either = fx.s.or(is_x, is_a2);
    let not_x = fx.s.not(is_x);
    let null = fx.s.null_pointer(pint);
    let qnull = fx.s.eq(q, null);
    let (r, vals) = run(&mut fx, &[either, not_x, qnull], &[p, q]);
    assert_eq!(r, SatResult::Sat);
    assert_eq!(vals, vec!["address_of(a[2])", "NULL"]);
    // Pointer difference, object and offset.
    let long = fx.s.signed(64);
    let diff = fx.s.mk(ExprKind::Minus, long, [pa2, pa0]);
    let d2 = fx.c(2, long);
    let ok = fx.s.eq(diff, d2);
    let off = fx.s.mk(ExprKind::PointerOffset, long, [pa2]);
    let eight = fx.c(8, long);
    let ok2 = fx.s.eq(off, eight);
    let obj_x = fx.s.mk(ExprKind::PointerObject, fx.size, [px]);
    let obj_a = fx.s.mk(ExprKind::PointerObject, fx.size, [pa0]);
    let distinct = fx.s.ne(obj_x, obj_a);
    let size_a = fx.s.mk(ExprKind::ObjectSize, fx.size, [pa2]);
    let sixteen = fx.c(16, fx.size);
    let ok3 = fx.s.eq(size_a, sixteen);
    let nn = fx.s.ne(px, null);
    let all = fx.s.and_all([ok, ok2, distinct, ok3, nn]);
    let bad = fx.s.not(all);
    assert_eq!(run(&mut fx, &[bad], &[]).0, SatResult::Unsat);
    // is_dynamic_object / is_invalid_pointer of a known object are false.
    let dynp = fx.s.mk(ExprKind::IsDynamicObject, goto_ir::BOOL, [px]);
    let inv = fx.s.mk(ExprKind::IsInvalidPointer, goto_ir::BOOL, [px]);
    let either = fx.s.or(dynp, inv);
    assert_eq!(run(&mut fx, &[either], &[]).0, SatResult::Unsat);
}

#[test]
fn byte_operators() {
    let mut fx = Fx::new();
    let v = fx.c(0x1122_3344, fx.uint);
    let one = fx.c(1, fx.size);
    let uchar = fx.s.unsigned(8);
    let le =
        fx.s.mk(ExprKind::ByteExtract(Endian::Little), uchar, [v, one]);
    let be = fx.s.mk(ExprKind::ByteExtract(Endian::Big), uchar, [v, one]);
    let x33 = fx.c(0x33, uchar);
    let x22 = fx.c(0x22, uchar);
    let f1 = fx.s.eq(le, x33);
    let f2 = fx.s.eq(be, x22);
    let ok = fx.s.and(f1, f2);
    let bad = fx.s.not(ok);
    assert_eq!(run(&mut fx, &[bad], &[]).0, SatResult::Unsat);
    // Symbolic offset: byte_update at k then byte_extract at k gives the byte back.
    let k = fx.sym("k", fx.size);
    let three = fx.c(3, fx.size);
    let kin = fx.s.le(k, three);
    let b = fx.sym("b", uchar);
    for endian in [Endian::Little, Endian::Big] {
        let upd = fx.s.mk(ExprKind::ByteUpdate(endian), fx.uint, [v, k, b]);
        let back = fx.s.mk(ExprKind::ByteExtract(endian), uchar, [upd, k]);
        let ne = fx.s.ne(back, b);
        assert_eq!(run(&mut fx, &[kin, ne], &[]).0, SatResult::Unsat);
    }
    // Concrete update, little endian.
    let upd =
        fx.s.mk(ExprKind::ByteUpdate(Endian::Little), fx.uint, [v, one, x22]);
    let want = fx.c(0x1122_2244, fx.uint);
    let ne = fx.s.ne(upd, want);
    assert_eq!(run(&mut fx, &[ne], &[]).0, SatResult::Unsat);
}

#[test]
fn equality_on_floats_is_bitwise() {
    let mut fx = Fx::new();
    let dbl = fx.s.mk_type(TypeKind::Floatbv {
        width: 64,
        fraction: 52,
    });
    let x = fx.sym("x", dbl);
    let y = fx.sym("y", dbl);
    // `=` (the equation's assignments) compares bits; C's `==` reaches the solver as
    // `ieee_float_equal` (goto-ir's adjust_float pass), under which NaN != NaN
    let same = fx.s.eq(x, y);
    let ieee_ne = fx.s.mk(ExprKind::IeeeFloatNotEqual, goto_ir::BOOL, [x, y]);
    assert_eq!(
        run(&mut fx, &[same, ieee_ne], &[]).0,
        SatResult::Sat,
        "x = y = NaN"
    );
    let fixed = fx.s.mk_type(TypeKind::Fixedbv {
        width: 32,
        integer: 16,
    });
    let a = fx.sym("a", fixed);
    let b = fx.sym("b", fixed);
    let eq = fx.s.eq(a, b);
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    let err = solver
        .assert(&fx.s, &fx.ns, eq)
        .expect_err("fixed-point is unsupported");
    assert!(matches!(err, SolverError::Unsupported { .. }));
    assert!(err.to_string().contains("fixed-point"), "{err}");
}

#[test]
fn incremental_solving_under_assumptions() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.int);
    let ten = fx.c(10, fx.int);
    let twenty = fx.c(20, fx.int);
    let gt10 = fx.s.gt(x, ten);
    let lt20 = fx.s.lt(x, twenty);
    let gt20 = fx.s.gt(x, twenty);
    for b in backends() {
        let mut solver = Solver::new(b);
        solver.assert(&fx.s, &fx.ns, gt10).expect("convert");
        let l1 = solver.literal(&fx.s, &fx.ns, lt20).expect("convert");
        let l2 = solver.literal(&fx.s, &fx.ns, gt20).expect("convert");
        assert_eq!(solver.solve_under(&[l1]).expect("solve"), SatResult::Sat);
        let v = solver.model_value(&mut fx.s, &fx.ns, x).expect("model");
        let n: i64 = fx.fmt(v).parse().expect("number");
        assert!((11..20).contains(&n));
        assert_eq!(
            solver.solve_under(&[l1, l2]).expect("solve"),
            SatResult::Unsat
        );
        assert!(solver.failed(l1) || solver.failed(l2));
        assert_eq!(solver.solve_under(&[l2]).expect("solve"), SatResult::Sat);
    }
}

#[test]
fn deeply_nested_expressions_do_not_overflow_the_stack() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.uint);
    let one = fx.c(1, fx.uint);
    let mut e = x;
    for _ in 0..5_000 {
        e = fx.s.plus(e, one);
    }
    let target = fx.c(5_005, fx.uint);
    let eq = fx.s.eq(e, target);
    let (r, vals) = run(&mut fx, &[eq], &[x]);
    assert_eq!(r, SatResult::Sat);
    assert_eq!(vals, vec!["5"]);
}

#[test]
fn theory_array_equal_to_a_literal_of_flat_type() {
    let mut fx = Fx::new();
    let n = fx.sym("n", fx.size);
    let sym_ty = fx.s.array_type(fx.int, Some(n));
    let lit_ty = fx.array_ty(fx.int, 3);
    let a = fx.sym("a", sym_ty);
    let vals: Vec<ExprId> = (1..=3).map(|v| fx.c(v, fx.int)).collect();
    let lit = fx.s.mk(ExprKind::Array, lit_ty, vals);
    // Either operand order works.
    for eq in [fx.s.eq(lit, a), fx.s.eq(a, lit)] {
        let one = fx.c(1, fx.size);
        let a1 = fx.s.index(a, one, fx.int);
        let two = fx.c(2, fx.int);
        let bad = fx.s.ne(a1, two);
        assert_eq!(run(&mut fx, &[eq, bad], &[]).0, SatResult::Unsat);
    }
}

/// `f(args…)` for an uninterpreted function `f` with `int` parameters returning `ret`.
fn apply(fx: &mut Fx, f: &str, ret: TypeId, args: &[ExprId]) -> ExprId {
    let params = args
        .iter()
        .map(|&a| goto_ir::Parameter {
            identifier: None,
            base_name: None,
            ty: fx.s.type_of(a),
        })
        .collect();
    let fty = fx.s.mk_type(TypeKind::Code {
        params,
        ret,
        variadic: false,
    });
    let fe = fx.sym(f, fty);
    let ops: Vec<ExprId> = std::iter::once(fe).chain(args.iter().copied()).collect();
    fx.s.mk(ExprKind::FunctionApplication, ret, ops)
}

#[test]
fn uninterpreted_functions_are_functionally_consistent() {
    let mut fx = Fx::new();
    let int = fx.int;
    let a = fx.sym("a", fx.int);
    let b = fx.sym("b", fx.int);
    let one = fx.c(1, fx.int);
    let two = fx.c(2, fx.int);
    let fa = apply(&mut fx, "f", int, &[one, a]);
    let fb = apply(&mut fx, "f", int, &[one, b]);
    let a_eq_b = fx.s.eq(a, b);
    let results_differ = fx.s.ne(fa, fb);
    // equal arguments, different results: impossible
    assert_eq!(
        run(&mut fx, &[a_eq_b, results_differ], &[]).0,
        SatResult::Unsat
    );
    // different arguments may give different results
    let a_ne_b = fx.s.ne(a, b);
    assert_eq!(
        run_all(&mut fx, &[a_ne_b, results_differ], &[]).0,
        SatResult::Sat
    );
    // a different first argument, too
    let f2a = apply(&mut fx, "f", int, &[two, a]);
    let differ2 = fx.s.ne(fa, f2a);
    assert_eq!(run_all(&mut fx, &[differ2], &[]).0, SatResult::Sat);
    // another function of the same arguments is another function
    let ga = apply(&mut fx, "g", int, &[one, a]);
    let differ_g = fx.s.ne(fa, ga);
    assert_eq!(run_all(&mut fx, &[differ_g], &[]).0, SatResult::Sat);
    // results are otherwise unconstrained: f(1, a) = 7 has a model
    let seven = fx.c(7, fx.int);
    let is7 = fx.s.eq(fa, seven);
    let (r, vals) = run(&mut fx, &[is7], &[fa]);
    assert_eq!((r, vals), (SatResult::Sat, vec!["7".to_string()]));
}

#[test]
fn uninterpreted_predicates_and_constant_functions() {
    let mut fx = Fx::new();
    let uint = fx.uint;
    let bool_t = goto_ir::BOOL;
    let a = fx.sym("a", fx.char);
    let b = fx.sym("b", fx.char);
    let pa = apply(&mut fx, "p", bool_t, &[a]);
    let pb = apply(&mut fx, "p", bool_t, &[b]);
    let not_pb = fx.s.not(pb);
    let a_eq_b = fx.s.eq(a, b);
    assert_eq!(run(&mut fx, &[a_eq_b, pa, not_pb], &[]).0, SatResult::Unsat);
    assert_eq!(run_all(&mut fx, &[pa, not_pb], &[]).0, SatResult::Sat);
    // without arguments every application is the same value
    let k1 = apply(&mut fx, "k", uint, &[]);
    let k2 = apply(&mut fx, "k", uint, &[]);
    assert_eq!(k1, k2, "hash-consed");
    let c1 = fx.sym("c1", fx.uint);
    let c2 = fx.sym("c2", fx.uint);
    let e1 = fx.s.eq(c1, k1);
    let k3 = {
        // a structurally different application of `k` (other parameter list in the type)
        let fty = fx.s.mk_type(TypeKind::Code {
            params: Vec::new(),
            ret: fx.uint,
            variadic: true,
        });
        let fe = fx.sym("k", fty);
        fx.s.mk(ExprKind::FunctionApplication, fx.uint, [fe])
    };
    let e2 = fx.s.eq(c2, k3);
    let differ = fx.s.ne(c1, c2);
    assert_eq!(run(&mut fx, &[e1, e2, differ], &[]).0, SatResult::Unsat);
}
