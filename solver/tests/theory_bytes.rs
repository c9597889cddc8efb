//! Byte operators on theory arrays (large or symbolic-size), `void` views and casts from and
//! to `void`, on both back ends: properties proved (negation UNSAT) or shown satisfiable.

use goto_ir::{Endian, ExprId, ExprKind, Ident, Store, Symbol, SymbolTable, TypeId};
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
    uint: TypeId,
    uchar: TypeId,
    size: TypeId,
    idx: TypeId,
    empty: TypeId,
}

impl Fx {
    fn new() -> Fx {
        let mut s = Store::new();
        let uint = s.unsigned(32);
        let uchar = s.unsigned(8);
        let size = s.unsigned(64);
        let idx = s.signed(64);
        let empty = s.empty_type();
        Fx {
            s,
            ns: SymbolTable::new(),
            uint,
            uchar,
            size,
            idx,
            empty,
        }
    }
    fn sym(&mut self, name: &str, ty: TypeId) -> ExprId {
        self.s.symbol(Ident::new(name), ty)
    }
    fn c(&mut self, v: i64, ty: TypeId) -> ExprId {
        self.s.int_const(v, ty)
    }
    fn array(&mut self, elem: TypeId, n: i64) -> TypeId {
        let size = self.s.int_const(n, self.size);
        self.s.array_type(elem, Some(size))
    }
    fn bu(&mut self, e: Endian, ty: TypeId, x: ExprId, off: ExprId, v: ExprId) -> ExprId {
        self.s.mk(ExprKind::ByteUpdate(e), ty, [x, off, v])
    }
    fn be(&mut self, e: Endian, ty: TypeId, x: ExprId, off: ExprId) -> ExprId {
        self.s.mk(ExprKind::ByteExtract(e), ty, [x, off])
    }
    fn cast(&mut self, x: ExprId, ty: TypeId) -> ExprId {
        self.s.typecast(x, ty)
    }
    /// Byte `k` (0 = least significant) of the 32-bit `x` as a uchar.
    fn byte_of(&mut self, x: ExprId, k: i64) -> ExprId {
        let sh = self.c(8 * k, self.uint);
        let shifted = self.s.mk(ExprKind::Lshr, self.uint, [x, sh]);
        self.cast(shifted, self.uchar)
    }
}

/// Solves `facts` on each back end (which must agree) and returns the answer.
fn check(fx: &Fx, facts: &[ExprId]) -> Result<SatResult, SolverError> {
    let mut answer = None;
    for b in backends() {
        let mut solver = Solver::new(b);
        for &f in facts {
            solver.assert(&fx.s, &fx.ns, f)?;
        }
        let r = solver.solve()?;
        if let Some(a) = answer {
            assert_eq!(a, r, "back ends disagree");
        }
        answer = Some(r);
    }
    Ok(answer.expect("two back ends"))
}

fn proved(fx: &mut Fx, assumptions: &[ExprId], claim: ExprId) {
    let mut facts = assumptions.to_vec();
    facts.push(fx.s.not(claim));
    assert_eq!(check(fx, &facts).expect("conversion"), SatResult::Unsat);
}

fn possible(fx: &mut Fx, facts: &[ExprId]) {
    assert_eq!(check(fx, facts).expect("conversion"), SatResult::Sat);
}

#[test]
fn casts_to_and_from_void() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.uint);
    let y = fx.sym("y", fx.uint);
    let vx = fx.cast(x, fx.empty);
    let vy = fx.cast(y, fx.empty);
    // void values have no bits: all equal.
    let eq = fx.s.eq(vx, vy);
    proved(&mut fx, &[], eq);
    // A cast from void is any value, the same one for the same expression.
    let v = fx.sym("v", fx.empty);
    let cv = fx.cast(v, fx.uint);
    for k in [5, 6] {
        let ck = fx.c(k, fx.uint);
        let f = fx.s.eq(cv, ck);
        possible(&mut fx, &[f]);
    }
    let same = fx.s.eq(cv, cv);
    proved(&mut fx, &[], same);
}

#[test]
fn byte_update_of_a_theory_byte_array_at_a_symbolic_offset() {
    let mut fx = Fx::new();
    let at = fx.array(fx.uchar, 100_000);
    let a = fx.sym("a", at);
    let k = fx.sym("k", fx.idx);
    let m = fx.sym("m", fx.idx);
    let v = fx.sym("v", fx.uint);
    for endian in [Endian::Little, Endian::Big] {
        let b = fx.bu(endian, at, a, k, v);
        for j in 0..4 {
            let jc = fx.c(j, fx.idx);
            let kj = fx.s.plus(k, jc);
            let bkj = fx.s.index(b, kj, fx.uchar);
            let want = match endian {
                Endian::Little => fx.byte_of(v, j),
                Endian::Big => fx.byte_of(v, 3 - j),
            };
            let claim = fx.s.eq(bkj, want);
            proved(&mut fx, &[], claim);
        }
        // Bytes outside [k, k + 4) keep their value.
        let lo = fx.s.lt(m, k);
        let four = fx.c(4, fx.idx);
        let k4 = fx.s.plus(k, four);
        let hi = fx.s.ge(m, k4);
        let outside = fx.s.or(lo, hi);
        let bm = fx.s.index(b, m, fx.uchar);
        let am = fx.s.index(a, m, fx.uchar);
        let keep = fx.s.eq(bm, am);
        // (k + 4 must not wrap around)
        let lim = fx.c(1000, fx.idx);
        let small = fx.s.lt(k, lim);
        proved(&mut fx, &[small, outside], keep);
        // ... and inside they may differ.
        let inside = fx.s.not(outside);
        let differ = fx.s.ne(bm, am);
        possible(&mut fx, &[inside, differ]);
    }
}

#[test]
fn byte_update_of_a_theory_int_array_splices_bytes() {
    let mut fx = Fx::new();
    let n = fx.sym("n#1", fx.size);
    let at = fx.s.array_type(fx.uint, Some(n));
    let a = fx.sym("a", at);
    let i = fx.sym("i", fx.idx);
    let c = fx.sym("c", fx.uchar);
    let four = fx.c(4, fx.idx);
    let one = fx.c(1, fx.idx);
    let i4 = fx.s.mult(i, four);
    let off = fx.s.plus(i4, one);
    for (endian, shift, mask) in [
        (Endian::Little, 8, 0xffff_00ffi64),
        (Endian::Big, 16, 0xff00_ffff),
    ] {
        let b = fx.bu(endian, at, a, off, c);
        let bi = fx.s.index(b, i, fx.uint);
        let ai = fx.s.index(a, i, fx.uint);
        let mc = fx.c(mask, fx.uint);
        let kept = fx.s.bitand(ai, mc);
        let cw = fx.cast(c, fx.uint);
        let sh = fx.c(shift, fx.uint);
        let placed = fx.s.mk(ExprKind::Shl, fx.uint, [cw, sh]);
        let want = fx.s.bitor(kept, placed);
        let claim = fx.s.eq(bi, want);
        proved(&mut fx, &[], claim);
        // The next element is untouched.
        let i1 = fx.s.plus(i, one);
        let bn = fx.s.index(b, i1, fx.uint);
        let an = fx.s.index(a, i1, fx.uint);
        let same = fx.s.eq(bn, an);
        proved(&mut fx, &[], same);
    }
}

#[test]
fn byte_extract_of_a_flat_type_from_a_theory_array() {
    let mut fx = Fx::new();
    let at = fx.array(fx.uchar, 5000);
    let a = fx.sym("a", at);
    let k = fx.sym("k", fx.idx);
    let mut facts = Vec::new();
    for j in 0..4 {
        let jc = fx.c(j, fx.idx);
        let kj = fx.s.plus(k, jc);
        let akj = fx.s.index(a, kj, fx.uchar);
        let v = fx.c(j + 1, fx.uchar);
        facts.push(fx.s.eq(akj, v));
    }
    let le = fx.be(Endian::Little, fx.uint, a, k);
    let want = fx.c(0x0403_0201, fx.uint);
    let claim = fx.s.eq(le, want);
    proved(&mut fx, &facts, claim);
    let be = fx.be(Endian::Big, fx.uint, a, k);
    let want = fx.c(0x0102_0304, fx.uint);
    let claim = fx.s.eq(be, want);
    proved(&mut fx, &facts, claim);
}

#[test]
fn byte_extract_producing_a_symbolic_size_array() {
    let mut fx = Fx::new();
    let n = fx.sym("n#2", fx.size);
    let at = fx.s.array_type(fx.uchar, Some(n));
    let v = fx.c(0x1122_3344, fx.uint);
    let y = fx.sym("y", at);
    let zero = fx.c(0, fx.idx);
    let ext = fx.be(Endian::Little, at, v, zero);
    let def = fx.s.eq(y, ext);
    let one = fx.c(1, fx.idx);
    let y1 = fx.s.index(y, one, fx.uchar);
    let x33 = fx.c(0x33, fx.uchar);
    let claim = fx.s.eq(y1, x33);
    proved(&mut fx, &[def], claim);
    // Bytes beyond the source are unconstrained.
    let five = fx.c(5, fx.idx);
    let y5 = fx.s.index(y, five, fx.uchar);
    for k in [7, 8] {
        let kc = fx.c(k, fx.uchar);
        let f = fx.s.eq(y5, kc);
        possible(&mut fx, &[def, f]);
    }
    // Nested byte_extract through a void view: offsets add up.
    let m2 = fx.c(-2, fx.idx);
    let view = fx.be(Endian::Little, fx.empty, v, m2);
    let at3 = fx.c(3, fx.idx);
    let b = fx.be(Endian::Little, fx.uchar, view, at3);
    let claim = fx.s.eq(b, x33);
    proved(&mut fx, &[], claim);
    let arr = fx.be(Endian::Little, at, view, at3);
    let zero_i = fx.c(0, fx.idx);
    let first = fx.s.index(arr, zero_i, fx.uchar);
    let claim = fx.s.eq(first, x33);
    proved(&mut fx, &[], claim);
}

#[test]
fn void_views_written_back() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.uint);
    let c = fx.sym("c", fx.uchar);
    let zero = fx.c(0, fx.idx);
    let one = fx.c(1, fx.idx);
    let whole = fx.be(Endian::Little, fx.empty, x, zero);
    let inner = fx.bu(Endian::Little, fx.empty, whole, one, c);
    let r = fx.bu(Endian::Little, fx.uint, x, zero, inner);
    let mask = fx.c(0xffff_00ff, fx.uint);
    let kept = fx.s.bitand(x, mask);
    let cw = fx.cast(c, fx.uint);
    let eight = fx.c(8, fx.uint);
    let placed = fx.s.mk(ExprKind::Shl, fx.uint, [cw, eight]);
    let want = fx.s.bitor(kept, placed);
    let claim = fx.s.eq(r, want);
    proved(&mut fx, &[], claim);
    // A view that may be the invalid object: unconstrained in that case.
    let g = fx.sym("g", goto_ir::BOOL);
    let inv = fx.sym("invalid", fx.empty);
    let choice = fx.s.ite(g, whole, inv);
    let inner = fx.bu(Endian::Little, fx.empty, choice, one, c);
    let r = fx.bu(Endian::Little, fx.uint, x, zero, inner);
    let claim = fx.s.eq(r, want);
    proved(&mut fx, &[g], claim);
    let ng = fx.s.not(g);
    let differ = fx.s.ne(r, want);
    possible(&mut fx, &[ng, differ]);
    // A view of another object as the value: its bytes from the view's offset on.
    let y = fx.sym("y", fx.uint);
    let two = fx.c(2, fx.idx);
    let yv = fx.be(Endian::Little, fx.empty, y, two);
    let r = fx.bu(Endian::Little, fx.uint, x, one, yv);
    let y2 = fx.byte_of(y, 2);
    let y3 = fx.byte_of(y, 3);
    let x0 = fx.byte_of(x, 0);
    let x3 = fx.byte_of(x, 3);
    for (k, want) in [(0, x0), (1, y2), (2, y3), (3, x3)] {
        let rk = fx.byte_of(r, k);
        let claim = fx.s.eq(rk, want);
        proved(&mut fx, &[], claim);
    }
    // A void byte operator used as a value is an error, never a silent empty value.
    let read = fx.be(Endian::Little, fx.uint, inner, zero);
    let bad = fx.s.eq(read, x);
    let err = check(&fx, &[bad]).expect_err("void view as a value");
    assert!(matches!(err, SolverError::Unsupported { .. }), "{err}");
}

#[test]
fn byte_update_with_a_theory_array_value() {
    let mut fx = Fx::new();
    let x = fx.sym("x", fx.uint);
    let zero = fx.c(0, fx.idx);
    let one = fx.c(1, fx.idx);
    let a41 = fx.c(0x41, fx.uchar);
    // Constant size above the flattening limit.
    let big = fx.array(fx.uchar, 2000);
    let fill = fx.s.mk(ExprKind::ArrayOf, big, [a41]);
    let r = fx.bu(Endian::Little, fx.uint, x, zero, fill);
    let want = fx.c(0x4141_4141, fx.uint);
    let claim = fx.s.eq(r, want);
    proved(&mut fx, &[], claim);
    // Symbolic size (an SSA name, not a program variable): two bytes written at 1.
    let n = fx.sym("n#1", fx.size);
    let two = fx.c(2, fx.size);
    let n2 = fx.s.eq(n, two);
    let sym_t = fx.s.array_type(fx.uchar, Some(n));
    let fill = fx.s.mk(ExprKind::ArrayOf, sym_t, [a41]);
    let r = fx.bu(Endian::Little, fx.uint, x, one, fill);
    let mask = fx.c(0xff00_00ff, fx.uint);
    let kept = fx.s.bitand(x, mask);
    let bytes = fx.c(0x0041_4100, fx.uint);
    let want = fx.s.bitor(kept, bytes);
    let claim = fx.s.eq(r, want);
    proved(&mut fx, &[n2], claim);
    // Written into a theory array at a symbolic offset.
    let at = fx.array(fx.uchar, 100_000);
    let a = fx.sym("a", at);
    let k = fx.sym("k", fx.idx);
    let b = fx.bu(Endian::Little, at, a, k, fill);
    let k1 = fx.s.plus(k, one);
    let bk1 = fx.s.index(b, k1, fx.uchar);
    let claim = fx.s.eq(bk1, a41);
    proved(&mut fx, &[n2], claim);
    let twoi = fx.c(2, fx.idx);
    let k2 = fx.s.plus(k, twoi);
    let bk2 = fx.s.index(b, k2, fx.uchar);
    let ak2 = fx.s.index(a, k2, fx.uchar);
    let claim = fx.s.eq(bk2, ak2);
    proved(&mut fx, &[n2], claim);
    // A size that names a program variable directly is not trusted.
    let pv = Ident::new("f::n");
    fx.ns.insert(Symbol::new(pv, fx.size));
    let pn = fx.s.symbol(pv, fx.size);
    let pt = fx.s.array_type(fx.uchar, Some(pn));
    let fill = fx.s.mk(ExprKind::ArrayOf, pt, [a41]);
    let r = fx.bu(Endian::Little, fx.uint, x, zero, fill);
    let claim = fx.s.eq(r, x);
    let err = check(&fx, &[claim]).expect_err("unrenamed size");
    assert!(err.to_string().contains("f::n"), "{err}");
    // ... nor is the size of an object updated by byte_update.
    let pa = fx.sym("pa", pt);
    let upd = fx.bu(Endian::Little, pt, pa, zero, x);
    let first = fx.s.index(upd, zero, fx.uchar);
    let claim = fx.s.eq(first, a41);
    let err = check(&fx, &[claim]).expect_err("unrenamed size");
    assert!(err.to_string().contains("f::n"), "{err}");
}

fn compound(fx: &mut Fx, union: bool, tag: &str, members: &[(&str, TypeId)]) -> TypeId {
    let components = members
        .iter()
        .map(|&(name, ty)| goto_ir::Component {
            name: Ident::new(name),
            pretty_name: None,
            ty,
            padding: false,
        })
        .collect();
    let c = goto_ir::Compound {
        tag: Some(Ident::new(tag)),
        components,
        packed: false,
        incomplete: false,
        align: None,
    };
    fx.s.mk_type(if union {
        goto_ir::TypeKind::Union(c)
    } else {
        goto_ir::TypeKind::Struct(c)
    })
}

#[test]
fn unions_and_structs_holding_large_arrays_are_byte_arrays() {
    let mut fx = Fx::new();
    let uint = fx.uint;
    let big = fx.array(fx.uchar, 5000);
    let ut = compound(&mut fx, true, "U", &[("big", big), ("small", uint)]);
    let st = compound(&mut fx, false, "S", &[("u", ut), ("ctl", uint)]);
    let u1 = fx.sym("u1", ut);
    let v = fx.sym("v", fx.uint);
    let zero = fx.c(0, fx.idx);
    let member =
        |fx: &mut Fx, x: ExprId, name: &str, ty: TypeId| fx.s.member(x, Ident::new(name), ty);
    // byte_update at 0 (how symbolic execution writes a union member)
    let u2 = fx.bu(Endian::Little, ut, u1, zero, v);
    let small = member(&mut fx, u2, "small", uint);
    let claim = fx.s.eq(small, v);
    proved(&mut fx, &[], claim);
    let big2 = member(&mut fx, u2, "big", big);
    let big1 = member(&mut fx, u1, "big", big);
    let one = fx.c(1, fx.idx);
    let b1 = fx.s.index(big2, one, fx.uchar);
    let v1 = fx.byte_of(v, 1);
    let claim = fx.s.eq(b1, v1);
    proved(&mut fx, &[], claim);
    let k = fx.sym("k", fx.idx);
    let four = fx.c(4, fx.idx);
    let lim = fx.c(5000, fx.idx);
    let k_lo = fx.s.ge(k, four);
    let k_hi = fx.s.lt(k, lim);
    let bk2 = fx.s.index(big2, k, fx.uchar);
    let bk1 = fx.s.index(big1, k, fx.uchar);
    let claim = fx.s.eq(bk2, bk1);
    proved(&mut fx, &[k_lo, k_hi], claim);
    // with on a component, and on the array member at a symbolic index
    let small_name =
        fx.s.mk(ExprKind::ComponentName(Ident::new("small")), fx.uint, []);
    let u3 = fx.s.mk(ExprKind::With, ut, [u1, small_name, v]);
    let big3 = member(&mut fx, u3, "big", big);
    let b0 = fx.s.index(big3, zero, fx.uchar);
    let v0 = fx.byte_of(v, 0);
    let claim = fx.s.eq(b0, v0);
    proved(&mut fx, &[], claim);
    let c = fx.sym("c", fx.uchar);
    let i = fx.sym("i", fx.idx);
    let upd = fx.s.mk(ExprKind::With, big, [big1, i, c]);
    let big_name = fx.s.mk(ExprKind::ComponentName(Ident::new("big")), big, []);
    let u4 = fx.s.mk(ExprKind::With, ut, [u1, big_name, upd]);
    let small4 = member(&mut fx, u4, "small", uint);
    let is1 = fx.s.eq(i, one);
    let s1 = fx.byte_of(small4, 1);
    let claim = fx.s.eq(s1, c);
    proved(&mut fx, &[is1], claim);
    // union constructor
    let u5 = fx.s.mk(ExprKind::Union(Ident::new("small")), ut, [v]);
    let big5 = member(&mut fx, u5, "big", big);
    let two = fx.c(2, fx.idx);
    let b2 = fx.s.index(big5, two, fx.uchar);
    let v2 = fx.byte_of(v, 2);
    let claim = fx.s.eq(b2, v2);
    proved(&mut fx, &[], claim);
    // struct literal holding the union; byte_extract at the offset of `ctl`
    let ctl = fx.sym("ctl", uint);
    let s = fx.s.mk(ExprKind::Struct, st, [u2, ctl]);
    let sc = member(&mut fx, s, "ctl", uint);
    let claim = fx.s.eq(sc, ctl);
    proved(&mut fx, &[], claim);
    let su = member(&mut fx, s, "u", ut);
    let sus = member(&mut fx, su, "small", uint);
    let claim = fx.s.eq(sus, v);
    proved(&mut fx, &[], claim);
    let at = fx.c(5000, fx.idx);
    let ex = fx.be(Endian::Little, fx.uint, s, at);
    let claim = fx.s.eq(ex, ctl);
    proved(&mut fx, &[], claim);
    // equality of byte aggregates and model read-out
    let eq = fx.s.eq(u1, u2);
    let ne = fx.s.ne(u1, u2);
    possible(&mut fx, &[eq]);
    possible(&mut fx, &[ne]);
    let small1 = member(&mut fx, u1, "small", uint);
    let differ = fx.s.ne(small1, v);
    assert_eq!(
        check(&fx, &[eq, differ]).expect("conversion"),
        SatResult::Unsat
    );
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    solver.assert(&fx.s, &fx.ns, eq).expect("conversion");
    assert_eq!(solver.solve().expect("solve"), SatResult::Sat);
    let m = solver.model_value(&mut fx.s, &fx.ns, u1).expect("model");
    let shown = goto_ir::format::expr(&fx.s, m).to_string();
    assert!(shown.contains("array_of"), "{shown}");
}

#[test]
fn arrays_of_symbolic_size_arrays() {
    let mut fx = Fx::new();
    let int = fx.s.signed(32);
    let n = fx.sym("n#1", fx.size);
    let m = fx.sym("m#1", fx.size);
    let row = fx.s.array_type(int, Some(n));
    let mt = fx.s.array_type(row, Some(m));
    let a = fx.sym("a", mt);
    let j = fx.sym("j", fx.idx);
    let k = fx.sym("k", fx.idx);
    let v = fx.sym("v", int);
    // b = a with [j := a[j] with [k := v]]
    let aj = fx.s.index(a, j, row);
    let rowv = fx.s.mk(ExprKind::With, row, [aj, k, v]);
    let b = fx.s.mk(ExprKind::With, mt, [a, j, rowv]);
    let bj = fx.s.index(b, j, row);
    let bjk = fx.s.index(bj, k, int);
    let claim = fx.s.eq(bjk, v);
    proved(&mut fx, &[], claim);
    // other cells keep their values
    let j2 = fx.sym("j2", fx.idx);
    let k2 = fx.sym("k2", fx.idx);
    let other = {
        let dj = fx.s.ne(j2, j);
        let dk = fx.s.ne(k2, k);
        fx.s.or(dj, dk)
    };
    let b2 = fx.s.index(b, j2, row);
    let b22 = fx.s.index(b2, k2, int);
    let a2 = fx.s.index(a, j2, row);
    let a22 = fx.s.index(a2, k2, int);
    let claim = fx.s.eq(b22, a22);
    proved(&mut fx, &[other], claim);
    // extensionality through equalities of arrays of arrays
    let c = fx.sym("c", mt);
    let cb = fx.s.eq(c, b);
    let c_ = fx.s.index(c, j, row);
    let cjk = fx.s.index(c_, k, int);
    let claim = fx.s.eq(cjk, v);
    proved(&mut fx, &[cb], claim);
    let ne = fx.s.ne(a, b);
    possible(&mut fx, &[ne]);
    // array_of of a row
    let zero = fx.c(0, int);
    let zrow = fx.s.mk(ExprKind::ArrayOf, row, [zero]);
    let z = fx.s.mk(ExprKind::ArrayOf, mt, [zrow]);
    let zj = fx.s.index(z, j, row);
    let zjk = fx.s.index(zj, k, int);
    let claim = fx.s.eq(zjk, zero);
    proved(&mut fx, &[], claim);
}

#[test]
fn definitions_of_theory_arrays_are_aliases() {
    // `b = with(a, i, v)` asserted before any read of `b`, then `c = b` (alias chain), and
    // an equality whose symbol was read before (kept as an extensional equality).
    let mut fx = Fx::new();
    let at = fx.array(fx.uint, 100_000);
    let a = fx.sym("a", at);
    let b = fx.sym("b", at);
    let c = fx.sym("c", at);
    let i = fx.sym("i", fx.idx);
    let v = fx.sym("v", fx.uint);
    let w = fx.s.mk(ExprKind::With, at, [a, i, v]);
    let def_b = fx.s.eq(b, w);
    let def_c = fx.s.eq(c, b);
    let ci = fx.s.index(c, i, fx.uint);
    let bad = fx.s.ne(ci, v);
    assert_eq!(
        check(&fx, &[def_b, def_c, bad]).expect("conversion"),
        SatResult::Unsat
    );
    // read first, defined afterwards: still an equality
    assert_eq!(
        check(&fx, &[bad, def_b, def_c]).expect("conversion"),
        SatResult::Unsat
    );
    // a definition in terms of itself is not an alias
    let self_def = fx.s.mk(ExprKind::With, at, [b, i, v]);
    let cyc = fx.s.eq(b, self_def);
    let bi = fx.s.index(b, i, fx.uint);
    let bad_b = fx.s.ne(bi, v);
    assert_eq!(
        check(&fx, &[cyc, bad_b]).expect("conversion"),
        SatResult::Unsat
    );
    // a model of an aliased symbol lists its reads
    let mut solver = Solver::new(Box::new(CadicalBackend::new()));
    for f in [def_b, def_c] {
        solver.assert(&fx.s, &fx.ns, f).expect("conversion");
    }
    let good = fx.s.eq(ci, v);
    solver.assert(&fx.s, &fx.ns, good).expect("conversion");
    assert_eq!(solver.solve().expect("solve"), SatResult::Sat);
    let mv = solver.model_value(&mut fx.s, &fx.ns, c).expect("model");
    let shown = goto_ir::format::expr(&fx.s, mv).to_string();
    assert!(shown.starts_with("with(array_of(0), "), "{shown}");
}
