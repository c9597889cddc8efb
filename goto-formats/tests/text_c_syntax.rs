//! Snapshots of the C-syntax printer (`goto_ir::c_syntax`) and the `format()` printer.

use goto_ir::c_syntax::{self, CConfig};
use goto_ir::types::{Component, Compound};
use goto_ir::*;

struct Fx {
    m: GotoModel,
    int: TypeId,
    long: TypeId,
    uint: TypeId,
    ulong: TypeId,
    chr: TypeId,
    pint: TypeId,
}

fn fixture() -> Fx {
    let mut m = GotoModel::new();
    let s = &mut m.store;
    let int = s.signed(32);
    let long = s.signed(64);
    let uint = s.unsigned(32);
    let ulong = s.unsigned(64);
    let chr = s.signed(8);
    let pint = s.pointer_type(int, 64);
    for (name, ty) in [
        ("main::1::x", int),
        ("main::1::i", uint),
        ("main::1::p", pint),
        ("f::x", int),
        ("g", int),
        ("main::1::c", chr),
    ] {
        let mut sym = Symbol::new(Ident::new(name), ty);
        if name.starts_with("main") {
            sym.location.function = Some(Ident::new("main"));
        }
        if name.starts_with("f::") {
            sym.location.function = Some(Ident::new("f"));
        }
        m.symbols.insert(sym);
    }
    let comps = vec![
        Component {
            name: Ident::new("a"),
            pretty_name: None,
            ty: int,
            padding: false,
        },
        Component {
            name: Ident::new("b"),
            pretty_name: None,
            ty: chr,
            padding: false,
        },
    ];
    let st = m.store.mk_type(TypeKind::Struct(Compound {
        tag: Some(Ident::new("foo")),
        components: comps,
        packed: false,
        incomplete: false,
        align: None,
    }));
    let mut tsym = Symbol::new(Ident::new("tag-foo"), st);
    tsym.is_type = true;
    m.symbols.insert(tsym);
    Fx {
        m,
        int,
        long,
        uint,
        ulong,
        chr,
        pint,
    }
}

#[test]
fn c_syntax_expressions() {
    let mut fx = fixture();
    let cfg = CConfig::lp64();
    let s = &mut fx.m.store;
    let sym = |s: &mut Store, n: &str, t| s.symbol(Ident::new(n), t);
    let x = sym(s, "main::1::x", fx.int);
    let i = sym(s, "main::1::i", fx.uint);
    let p = sym(s, "main::1::p", fx.pint);
    let fxs = sym(s, "f::x", fx.int);
    let one = s.int_const(1, fx.int);
    let five_u = s.int_const(5, fx.uint);
    let two_l = s.int_const(2, fx.long);
    let two_ul = s.int_const(2, fx.ulong);
    let neg = s.int_const(-7, fx.int);
    let ch = s.int_const(97, fx.chr);
    let nl = s.int_const(10, fx.chr);
    let arr_t = s.array_type(fx.int, Some(two_ul));
    let a = sym(s, "main::1::a", arr_t);
    let st = s.mk_type(TypeKind::StructTag(Ident::new("tag-foo")));
    let sv = sym(s, "main::1::s", st);
    let ps_t = s.pointer_type(st, 64);
    let ps = sym(s, "main::1::ps", ps_t);

    let mut cases: Vec<ExprId> = Vec::new();
    cases.push(s.plus(x, one));
    let cast = s.typecast(i, fx.long);
    cases.push(s.index(a, cast, fx.int));
    cases.push(s.index(a, two_l, fx.int));
    cases.push(s.deref(p));
    let pp = s.plus(p, one);
    cases.push(s.deref(pp));
    cases.push(s.address_of(x, fx.pint));
    let null = s.null_pointer(fx.pint);
    cases.push(null);
    cases.push(five_u);
    cases.push(two_ul);
    cases.push(neg);
    cases.push(ch);
    cases.push(nl);
    let arr = s.mk(ExprKind::Array, arr_t, [one, neg]);
    cases.push(arr);
    let m = s.member(sv, Ident::new("a"), fx.int);
    cases.push(m);
    let d = s.deref(ps);
    cases.push(s.member(d, Ident::new("b"), fx.chr));
    let st_lit = s.mk(ExprKind::Struct, st, [one, ch]);
    cases.push(st_lit);
    let lt = s.lt(x, one);
    let nlt = s.not(lt);
    cases.push(nlt);
    let eq = s.eq(x, fxs);
    cases.push(s.and(lt, eq));
    let or = s.or(lt, eq);
    cases.push(s.and(or, eq));
    let mn = s.minus(x, one);
    cases.push(s.plus(x, mn));
    cases.push(s.minus(mn, one));
    let pl = s.plus(x, one);
    cases.push(s.mult(pl, x));
    cases.push(s.unary_minus(neg));
    let ite = s.ite(lt, x, one);
    cases.push(ite);
    cases.push(s.mk(ExprKind::Nondet, fx.int, []));
    cases.push(crate_bool(s, true));
    let sh = s.shift(ExprKind::Shl, x, one);
    cases.push(s.bitand(sh, x));
    let ov = s.mk(ExprKind::Overflow(OverflowOp::Plus), BOOL, [x, one]);
    cases.push(ov);
    let cl = s.typecast(pl, fx.long);
    cases.push(cl);
    let g = sym(s, "g", fx.int);
    let gx = sym(s, "main::1::g", fx.int);
    cases.push(s.plus(g, gx));

    let store = &fx.m.store;
    let mut out = String::new();
    for e in cases {
        out.push_str(&format!(
            "{}    |    {}\n",
            c_syntax::expr(store, &fx.m.symbols, &cfg, e),
            format::expr(store, e)
        ));
    }
    insta::assert_snapshot!("c_syntax_expressions", out);
}

fn crate_bool(s: &mut Store, b: bool) -> ExprId {
    s.bool_const(b)
}

#[test]
fn c_type_names() {
    let mut fx = fixture();
    let s = &mut fx.m.store;
    let ppint = s.pointer_type(fx.pint, 64);
    let four = s.int_const(4, fx.ulong);
    let arr = s.array_type(fx.int, Some(four));
    let parr = s.pointer_type(arr, 64);
    let code = s.mk_type(TypeKind::Code {
        params: vec![Parameter {
            identifier: Some(Ident::new("f::x")),
            base_name: Some(Ident::new("x")),
            ty: fx.int,
        }],
        ret: fx.int,
        variadic: false,
    });
    let pcode = s.pointer_type(code, 64);
    let void = s.empty_type();
    let pvoid = s.pointer_type(void, 64);
    let cb = s.mk_type(TypeKind::CBool(8));
    let u8t = s.unsigned(8);
    let s16 = s.signed(16);
    let st = s.mk_type(TypeKind::StructTag(Ident::new("tag-foo")));
    let f32t = s.mk_type(TypeKind::Floatbv {
        width: 32,
        fraction: 23,
    });
    let w7 = s.signed(7);
    let types = [
        fx.int, fx.uint, fx.long, fx.ulong, fx.chr, u8t, s16, cb, BOOL, fx.pint, ppint, arr, parr,
        code, pcode, void, pvoid, st, f32t, w7,
    ];
    let mut out = String::new();
    for cfg in [CConfig::lp64(), CConfig::ilp32()] {
        for &t in &types {
            out.push_str(&format!(
                "{}    |    {}\n",
                c_syntax::ty(&fx.m.store, &fx.m.symbols, &cfg, t),
                format::ty(&fx.m.store, t)
            ));
        }
        out.push_str("--\n");
    }
    insta::assert_snapshot!("c_type_names", out);
}
