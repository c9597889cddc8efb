//! Byte order: `byte_extract`/`byte_update` in both byte orders on scalars, structs, arrays
//! (flattened and in the array theory) and bit-fields, union members under the target's byte
//! order, and a property test against a reference evaluation of memory bytes.

use goto_ir::TypeKind;
use goto_ir::{Component, Compound, Endian, ExprId, ExprKind, Ident, Store, SymbolTable, TypeId};
use proptest::prelude::*;
use solver::sat::CadicalBackend;
use solver::{ArrayMode, SatResult, Solver, SolverConfig};

struct Fx {
    s: Store,
    ns: SymbolTable,
    u8: TypeId,
    u16: TypeId,
    u32: TypeId,
    size: TypeId,
}

impl Fx {
    fn new() -> Fx {
        let mut s = Store::new();
        let (u8, u16, u32, size) = (s.unsigned(8), s.unsigned(16), s.unsigned(32), s.signed(64));
        Fx {
            s,
            ns: SymbolTable::new(),
            u8,
            u16,
            u32,
            size,
        }
    }
    fn c(&mut self, v: u64, ty: TypeId) -> ExprId {
        self.s.int_const(v, ty)
    }
    fn off(&mut self, k: i64) -> ExprId {
        self.s.int_const(k, self.size)
    }
    fn array_ty(&mut self, elem: TypeId, n: i64) -> TypeId {
        let size = self.s.int_const(n, self.size);
        self.s.array_type(elem, Some(size))
    }
    fn compound(&mut self, members: &[(&str, TypeId)], union: bool) -> TypeId {
        let components = members
            .iter()
            .map(|&(n, ty)| Component {
                name: Ident::new(n),
                pretty_name: None,
                ty,
                padding: false,
            })
            .collect();
        let c = Compound {
            tag: None,
            components,
            packed: false,
            incomplete: false,
            align: None,
        };
        self.s.mk_type(if union {
            TypeKind::Union(c)
        } else {
            TypeKind::Struct(c)
        })
    }
    fn extract(&mut self, e: Endian, ty: TypeId, x: ExprId, off: ExprId) -> ExprId {
        self.s.mk(ExprKind::ByteExtract(e), ty, [x, off])
    }
    fn update(&mut self, e: Endian, x: ExprId, off: ExprId, v: ExprId) -> ExprId {
        let ty = self.s.type_of(x);
        self.s.mk(ExprKind::ByteUpdate(e), ty, [x, off, v])
    }
}

fn config(endian: Endian, arrays: ArrayMode) -> SolverConfig {
    SolverConfig {
        endian,
        arrays,
        ..Default::default()
    }
}

/// Whether `facts` and `neg` (a negated claim) are unsatisfiable under `cfg`.
fn proved(fx: &Fx, cfg: SolverConfig, facts: &[ExprId], neg: ExprId) -> bool {
    let mut solver = Solver::with_config(Box::new(CadicalBackend::new()), cfg);
    for &f in facts.iter().chain([&neg]) {
        solver.assert(&fx.s, &fx.ns, f).expect("conversion");
    }
    solver.solve().expect("solve") == SatResult::Unsat
}

/// Asserts that `e` always equals the constant `want` under `cfg`.
fn always(fx: &mut Fx, cfg: SolverConfig, facts: &[ExprId], e: ExprId, want: u64) {
    let k = fx.c(want, fx.s.type_of(e));
    let claim = fx.s.eq(e, k);
    let neg = fx.s.not(claim);
    assert!(
        proved(fx, cfg, facts, neg),
        "{} is not always {want:#x} ({cfg:?})",
        goto_ir::format::expr(&fx.s, e)
    );
}

const LE: SolverConfig = SolverConfig {
    object_bits: 8,
    arrays: ArrayMode::Auto,
    max_flattened_array_size: 1000,
    endian: Endian::Little,
};
const BE: SolverConfig = SolverConfig {
    endian: Endian::Big,
    ..LE
};

#[test]
fn extract_and_update_scalar_bytes() {
    let mut fx = Fx::new();
    let x = fx.c(0x1122_3344, fx.u32);
    for (k, big, little) in [(0, 0x11, 0x44), (1, 0x22, 0x33), (3, 0x44, 0x11)] {
        let off = fx.off(k);
        let be = fx.extract(Endian::Big, fx.u8, x, off);
        always(&mut fx, LE, &[], be, big);
        let le = fx.extract(Endian::Little, fx.u8, x, off);
        always(&mut fx, LE, &[], le, little);
    }
    // two bytes from offset 0 / 1
    let off0 = fx.off(0);
    let be = fx.extract(Endian::Big, fx.u16, x, off0);
    always(&mut fx, LE, &[], be, 0x1122);
    let le = fx.extract(Endian::Little, fx.u16, x, off0);
    always(&mut fx, LE, &[], le, 0x3344);
    // updates
    let aa = fx.c(0xaa, fx.u8);
    let be = fx.update(Endian::Big, x, off0, aa);
    always(&mut fx, LE, &[], be, 0xaa22_3344);
    let le = fx.update(Endian::Little, x, off0, aa);
    always(&mut fx, LE, &[], le, 0x1122_33aa);
    let bbcc = fx.c(0xbbcc, fx.u16);
    let off2 = fx.off(2);
    let be = fx.update(Endian::Big, x, off2, bbcc);
    always(&mut fx, LE, &[], be, 0x1122_bbcc);
    let le = fx.update(Endian::Little, x, off2, bbcc);
    always(&mut fx, LE, &[], le, 0xbbcc_3344);
}

#[test]
fn symbolic_offsets_in_both_orders() {
    let mut fx = Fx::new();
    let x = fx.c(0x1122_3344, fx.u32);
    let k = fx.s.symbol(Ident::new("k"), fx.size);
    let two = fx.off(2);
    let at2 = fx.s.eq(k, two);
    let be = fx.extract(Endian::Big, fx.u8, x, k);
    always(&mut fx, LE, &[at2], be, 0x33);
    let le = fx.extract(Endian::Little, fx.u8, x, k);
    always(&mut fx, LE, &[at2], le, 0x22);
    let aa = fx.c(0xaa, fx.u8);
    let be = fx.update(Endian::Big, x, k, aa);
    always(&mut fx, LE, &[at2], be, 0x1122_aa44);
    let le = fx.update(Endian::Little, x, k, aa);
    always(&mut fx, LE, &[at2], le, 0x11aa_3344);
}

#[test]
fn structs_and_arrays_are_mapped_member_by_member() {
    let mut fx = Fx::new();
    // struct { u8 a; u8 b; u16 c; }: memory a, b, then c's bytes
    let st = fx.compound(&[("a", fx.u8), ("b", fx.u8), ("c", fx.u16)], false);
    let (a, b, c) = (fx.c(0x11, fx.u8), fx.c(0x22, fx.u8), fx.c(0x3344, fx.u16));
    let v = fx.s.mk(ExprKind::Struct, st, [a, b, c]);
    let off0 = fx.off(0);
    let be = fx.extract(Endian::Big, fx.u32, v, off0);
    always(&mut fx, LE, &[], be, 0x1122_3344);
    let le = fx.extract(Endian::Little, fx.u32, v, off0);
    always(&mut fx, LE, &[], le, 0x3344_2211);
    // writing a u32 into the struct and reading a member back
    let w = fx.c(0xa1b2_c3d4, fx.u32);
    let upd = fx.update(Endian::Big, v, off0, w);
    let cm = fx.s.member(upd, Ident::new("c"), fx.u16);
    always(&mut fx, LE, &[], cm, 0xc3d4);
    let am = fx.s.member(upd, Ident::new("a"), fx.u8);
    always(&mut fx, LE, &[], am, 0xa1);
    // u16[2] = { 0x1122, 0x3344 } read as one u32
    let at = fx.array_ty(fx.u16, 2);
    let (e0, e1) = (fx.c(0x1122, fx.u16), fx.c(0x3344, fx.u16));
    let arr = fx.s.mk(ExprKind::Array, at, [e0, e1]);
    let be = fx.extract(Endian::Big, fx.u32, arr, off0);
    always(&mut fx, LE, &[], be, 0x1122_3344);
    let le = fx.extract(Endian::Little, fx.u32, arr, off0);
    always(&mut fx, LE, &[], le, 0x3344_1122);
}

#[test]
fn bit_fields_fill_from_the_most_significant_bit_in_big_endian() {
    let mut fx = Fx::new();
    let u = fx.u32;
    let bf3 = fx.s.mk_type(TypeKind::CBitField { width: 3, base: u });
    let bf5 = fx.s.mk_type(TypeKind::CBitField { width: 5, base: u });
    let st = fx.compound(&[("a", bf3), ("b", bf5)], false);
    let (a, b) = (fx.c(0b101, bf3), fx.c(0b00011, bf5));
    let v = fx.s.mk(ExprKind::Struct, st, [a, b]);
    let off0 = fx.off(0);
    let be = fx.extract(Endian::Big, fx.u8, v, off0);
    always(&mut fx, LE, &[], be, (0b101 << 5) | 0b00011);
    let le = fx.extract(Endian::Little, fx.u8, v, off0);
    always(&mut fx, LE, &[], le, (0b00011 << 3) | 0b101);
}

#[test]
fn union_members_follow_the_target_byte_order() {
    let mut fx = Fx::new();
    let c4 = fx.array_ty(fx.u8, 4);
    let ut = fx.compound(&[("i", fx.u32), ("c", c4)], true);
    let x = fx.c(0x1122_3344, fx.u32);
    // a union built from `i`, read through `c`
    let u = fx.s.mk(ExprKind::Union(Ident::new("i")), ut, [x]);
    let c = fx.s.member(u, Ident::new("c"), c4);
    let zero = fx.off(0);
    let c0 = fx.s.index(c, zero, fx.u8);
    always(&mut fx, BE, &[], c0, 0x11);
    always(&mut fx, LE, &[], c0, 0x44);
    // a union written by byte_update (as symbolic execution does), read through `c`
    let u0 = fx.s.symbol(Ident::new("u"), ut);
    for (cfg, e, want) in [(BE, Endian::Big, 0x22), (LE, Endian::Little, 0x33)] {
        let w = fx.update(e, u0, zero, x);
        let c = fx.s.member(w, Ident::new("c"), c4);
        let one = fx.off(1);
        let c1 = fx.s.index(c, one, fx.u8);
        always(&mut fx, cfg, &[], c1, want);
        // and back through `i`
        let i = fx.s.member(w, Ident::new("i"), fx.u32);
        always(&mut fx, cfg, &[], i, 0x1122_3344);
    }
    // `with` on the union component
    let with = {
        let empty = fx.s.empty_type();
        let cn = fx.s.mk(ExprKind::ComponentName(Ident::new("i")), empty, []);
        fx.s.mk(ExprKind::With, ut, [u0, cn, x])
    };
    let c = fx.s.member(with, Ident::new("c"), c4);
    let three = fx.off(3);
    let c3 = fx.s.index(c, three, fx.u8);
    always(&mut fx, BE, &[], c3, 0x44);
    always(&mut fx, LE, &[], c3, 0x11);
}

#[test]
fn theory_arrays_use_the_same_byte_order() {
    let mut fx = Fx::new();
    let at = fx.array_ty(fx.u32, 4);
    let a = fx.s.symbol(Ident::new("a"), at);
    let zero = fx.off(0);
    let one = fx.off(1);
    let a0 = fx.s.index(a, zero, fx.u32);
    let x = fx.c(0x1122_3344, fx.u32);
    let init = fx.s.eq(a0, x);
    for mode in [ArrayMode::Theory, ArrayMode::Flatten] {
        for (e, b1, u16at1) in [(Endian::Big, 0x22, 0x2233), (Endian::Little, 0x33, 0x2233)] {
            let cfg = config(Endian::Little, mode);
            let r = fx.extract(e, fx.u8, a, one);
            always(&mut fx, cfg, &[init], r, b1);
            let r = fx.extract(e, fx.u16, a, one);
            always(&mut fx, cfg, &[init], r, u16at1);
            let aa = fx.c(0xaa, fx.u8);
            let upd = fx.update(e, a, one, aa);
            let u0 = fx.s.index(upd, zero, fx.u32);
            let want = if e == Endian::Big {
                0x11aa_3344
            } else {
                0x1122_aa44
            };
            always(&mut fx, cfg, &[init], u0, want);
        }
    }
}

#[test]
fn byte_aggregates_assemble_members_in_the_target_byte_order() {
    let mut fx = Fx::new();
    // a struct holding a theory array has no flattened form: it is an array of its bytes
    let big = fx.array_ty(fx.u8, 2000);
    let st = fx.compound(&[("n", fx.u32), ("data", big)], false);
    let v = fx.s.symbol(Ident::new("s"), st);
    let zero = fx.off(0);
    let x = fx.c(0x1122_3344, fx.u32);
    for (cfg, e) in [(BE, Endian::Big), (LE, Endian::Little)] {
        let w = fx.update(e, v, zero, x);
        let n = fx.s.member(w, Ident::new("n"), fx.u32);
        always(&mut fx, cfg, &[], n, 0x1122_3344);
    }
    // mixing orders shows which one is used
    let w = fx.update(Endian::Big, v, zero, x);
    let n = fx.s.member(w, Ident::new("n"), fx.u32);
    always(&mut fx, LE, &[], n, 0x4433_2211);
}

// ---------------------------------------------------------------------------------------
// Property test: a struct { u8 a; u8 b; u16 c; u32 d; u16 e[2]; } (12 bytes) and a byte
// extract/update of 1, 2 or 4 bytes at any in-bounds offset, against the memory bytes the
// reference lays out by hand; flattened, or as an array of bytes when arrays go to the
// array theory.

/// Memory bytes of the struct.
fn layout(v: &(u8, u8, u16, u32, [u16; 2]), endian: Endian) -> Vec<u8> {
    let mut m = vec![v.0, v.1];
    let mut put = |x: u64, n: usize| {
        let bytes: Vec<u8> = (0..n).map(|i| (x >> (8 * i)) as u8).collect();
        match endian {
            Endian::Little => m.extend(bytes),
            Endian::Big => m.extend(bytes.into_iter().rev()),
        }
    };
    put(u64::from(v.2), 2);
    put(u64::from(v.3), 4);
    put(u64::from(v.4[0]), 2);
    put(u64::from(v.4[1]), 2);
    m
}

/// The integer of `n` memory bytes.
fn load(bytes: &[u8], endian: Endian) -> u64 {
    let it: Box<dyn Iterator<Item = &u8>> = match endian {
        Endian::Little => Box::new(bytes.iter().rev()),
        Endian::Big => Box::new(bytes.iter()),
    };
    it.fold(0, |acc, &b| (acc << 8) | u64::from(b))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn byte_operators_match_a_reference(
        v in (any::<u8>(), any::<u8>(), any::<u16>(), any::<u32>(), any::<[u16; 2]>()),
        width in prop::sample::select(vec![1usize, 2, 4]),
        off in 0usize..9,
        x in any::<u32>(),
        big in any::<bool>(),
        symbolic in any::<bool>(),
        theory in any::<bool>(),
    ) {
        let endian = if big { Endian::Big } else { Endian::Little };
        // in the array theory the struct (holding an array) becomes an array of its bytes
        let cfg = config(endian, if theory { ArrayMode::Theory } else { ArrayMode::Auto });
        let mut fx = Fx::new();
        let e2 = fx.array_ty(fx.u16, 2);
        let st = fx.compound(
            &[("a", fx.u8), ("b", fx.u8), ("c", fx.u16), ("d", fx.u32), ("e", e2)],
            false,
        );
        let ops = [
            fx.c(u64::from(v.0), fx.u8),
            fx.c(u64::from(v.1), fx.u8),
            fx.c(u64::from(v.2), fx.u16),
            fx.c(u64::from(v.3), fx.u32),
        ];
        let (e0, e1) = (fx.c(u64::from(v.4[0]), fx.u16), fx.c(u64::from(v.4[1]), fx.u16));
        let arr = fx.s.mk(ExprKind::Array, e2, [e0, e1]);
        let value = fx.s.mk(ExprKind::Struct, st, [ops[0], ops[1], ops[2], ops[3], arr]);
        let rty = match width { 1 => fx.u8, 2 => fx.u16, _ => fx.u32 };
        let (k, facts) = if symbolic {
            let k = fx.s.symbol(Ident::new("k"), fx.size);
            let kc = fx.off(off as i64);
            let f = fx.s.eq(k, kc);
            (k, vec![f])
        } else {
            (fx.off(off as i64), vec![])
        };
        let mem = layout(&v, endian);
        // extract
        let want = load(&mem[off..off + width], endian);
        let r = fx.extract(endian, rty, value, k);
        always(&mut fx, cfg, &facts, r, want);
        // update, then read every member back
        let xv = fx.c(u64::from(x) & ((1u64 << (8 * width)) - 1), rty);
        let upd = fx.update(endian, value, k, xv);
        let mut mem2 = mem.clone();
        let xb = layout_int(u64::from(x), width, endian);
        mem2[off..off + width].copy_from_slice(&xb);
        let zero = fx.off(0);
        let whole = fx.extract(endian, fx.u32, upd, zero);
        always(&mut fx, cfg, &facts, whole, load(&mem2[0..4], endian));
        let d = fx.s.member(upd, Ident::new("d"), fx.u32);
        always(&mut fx, cfg, &facts, d, load(&mem2[4..8], endian));
        let e = fx.s.member(upd, Ident::new("e"), e2);
        let one = fx.off(1);
        let e1v = fx.s.index(e, one, fx.u16);
        always(&mut fx, cfg, &facts, e1v, load(&mem2[10..12], endian));
    }
}

/// Memory bytes of the `n`-byte integer `x`.
fn layout_int(x: u64, n: usize, endian: Endian) -> Vec<u8> {
    let bytes: Vec<u8> = (0..n).map(|i| (x >> (8 * i)) as u8).collect();
    match endian {
        Endian::Little => bytes,
        Endian::Big => bytes.into_iter().rev().collect(),
    }
}
