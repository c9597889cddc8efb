//! Goto binaries ↔ goto-ir models: round trips over generated models covering every type,
//! expression and instruction kind; CBMC shapes of the written ireps; conversion errors.

#[allow(unused_imports)]
use goto_ir::*;
use goto_formats::binary;

mod binary_gen;

use binary::{BinaryError, BinaryInstruction, BinarySymbol, GotoBinary};
use binary::{InstructionKind, SymbolFlags};
use binary_gen::model::{id, model};
use num_bigint::BigInt;
use proptest::prelude::*;
use rustc_hash::FxHashMap;

// ---------------------------------------------------------------- canonical copies

/// Copies types and expressions of several models into one store, so that structural
/// equality becomes id equality.
#[derive(Default)]
struct Canon {
    store: Store,
    types: FxHashMap<(usize, TypeId), TypeId>,
    exprs: FxHashMap<(usize, ExprId), ExprId>,
}

impl Canon {
    fn ty(&mut self, m: usize, s: &Store, t: TypeId) -> TypeId {
        if let Some(&c) = self.types.get(&(m, t)) {
            return c;
        }
        let kind = match s.ty(t).clone() {
            TypeKind::CBitField { width, base } => TypeKind::CBitField {
                width,
                base: self.ty(m, s, base),
            },
            TypeKind::Pointer { base, width } => TypeKind::Pointer {
                base: self.ty(m, s, base),
                width,
            },
            TypeKind::Array { elem, size } => TypeKind::Array {
                elem: self.ty(m, s, elem),
                size: size.map(|e| self.expr(m, s, e)),
            },
            TypeKind::Vector { elem, size } => TypeKind::Vector {
                elem: self.ty(m, s, elem),
                size: self.expr(m, s, size),
            },
            TypeKind::Complex { elem } => TypeKind::Complex {
                elem: self.ty(m, s, elem),
            },
            TypeKind::Struct(c) => TypeKind::Struct(self.compound(m, s, c)),
            TypeKind::Union(c) => TypeKind::Union(self.compound(m, s, c)),
            TypeKind::CEnum { tag, base, members } => TypeKind::CEnum {
                tag,
                base: self.ty(m, s, base),
                members,
            },
            TypeKind::Code {
                params,
                ret,
                variadic,
            } => TypeKind::Code {
                params: params
                    .into_iter()
                    .map(|p| Parameter {
                        ty: self.ty(m, s, p.ty),
                        ..p
                    })
                    .collect(),
                ret: self.ty(m, s, ret),
                variadic,
            },
            other => other,
        };
        let c = self.store.mk_type(kind);
        self.types.insert((m, t), c);
        c
    }

    fn compound(&mut self, m: usize, s: &Store, c: Compound) -> Compound {
        Compound {
            components: c
                .components
                .into_iter()
                .map(|comp| Component {
                    ty: self.ty(m, s, comp.ty),
                    ..comp
                })
                .collect(),
            ..c
        }
    }

    fn expr(&mut self, m: usize, s: &Store, e: ExprId) -> ExprId {
        if let Some(&c) = self.exprs.get(&(m, e)) {
            return c;
        }
        let mut order = Vec::new();
        s.post_order(&[e], |x| order.push(x));
        for x in order {
            if self.exprs.contains_key(&(m, x)) {
                continue;
            }
            let n = s.get(x);
            let ty = self.ty(m, s, n.ty);
            let ops: Vec<ExprId> = n.ops.iter().map(|o| self.exprs[&(m, *o)]).collect();
            let c = self.store.mk(n.kind.clone(), ty, ops);
            self.exprs.insert((m, x), c);
        }
        self.exprs[&(m, e)]
    }

    /// A canonical, comparable rendering of a whole model.
    fn model(&mut self, m: usize, model: &GotoModel) -> String {
        let s = &model.store;
        let mut out = String::new();
        for sym in model.symbols.iter() {
            let mut c = sym.clone();
            c.ty = self.ty(m, s, sym.ty);
            c.value = sym.value.map(|v| self.expr(m, s, v));
            out.push_str(&format!("{c:?}\n"));
        }
        let mut names: Vec<&Ident> = model.functions.keys().collect();
        names.sort_by_key(|n| n.as_str());
        for name in names {
            let f = &model.functions[name];
            out.push_str(&format!("function {name} {:?}\n", f.parameters));
            for (i, ins) in f.body.iter().enumerate() {
                let mut c = ins.clone();
                c.guard = self.expr(m, s, ins.guard);
                c.kind = match &ins.kind {
                    InstrKind::SetReturnValue(e) => InstrKind::SetReturnValue(self.expr(m, s, *e)),
                    InstrKind::Assign { lhs, rhs } => InstrKind::Assign {
                        lhs: self.expr(m, s, *lhs),
                        rhs: self.expr(m, s, *rhs),
                    },
                    InstrKind::Decl(e) => InstrKind::Decl(self.expr(m, s, *e)),
                    InstrKind::Dead(e) => InstrKind::Dead(self.expr(m, s, *e)),
                    InstrKind::FunctionCall(call) => InstrKind::FunctionCall(Call {
                        lhs: call.lhs.map(|l| self.expr(m, s, l)),
                        function: self.expr(m, s, call.function),
                        args: call.args.iter().map(|&a| self.expr(m, s, a)).collect(),
                    }),
                    InstrKind::Other(o) => InstrKind::Other(self.other(m, s, o)),
                    InstrKind::Throw(o) => InstrKind::Throw(self.other(m, s, o)),
                    InstrKind::Catch(o) => InstrKind::Catch(self.other(m, s, o)),
                    k => k.clone(),
                };
                out.push_str(&format!("  {i}: {c:?} {:?}\n", f.numbering.get(i)));
            }
        }
        out
    }

    fn other(&mut self, m: usize, s: &Store, o: &OtherCode) -> OtherCode {
        OtherCode {
            statement: o.statement,
            ops: o.ops.iter().map(|&e| self.expr(m, s, e)).collect(),
            extra: o.extra.clone(),
        }
    }
}

fn assert_same(a: &GotoModel, b: &GotoModel) {
    let mut c = Canon::default();
    let (x, y) = (c.model(0, a), c.model(1, b));
    if x != y {
        let diff: Vec<String> = x
            .lines()
            .zip(y.lines())
            .filter(|(l, r)| l != r)
            .take(3)
            .map(|(l, r)| format!("-{l}\n+{r}"))
            .collect();
        panic!("models differ:\n{}", diff.join("\n"));
    }
}

fn roundtrip(m: &GotoModel) -> GotoModel {
    let bytes = binary::write_model(m).unwrap();
    let back = binary::read_model(&bytes).unwrap();
    assert_same(m, &back);
    assert_eq!(
        binary::write_model(&back).unwrap(),
        bytes,
        "second write differs"
    );
    back
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn generated_models_survive_write_then_read(seed in any::<u64>(), funcs in 1usize..4, size in 1usize..40) {
        roundtrip(&model(seed, funcs, size));
    }
}

#[test]
fn every_kind_survives_the_round_trip() {
    let m = model(42, 3, 200);
    roundtrip(&m);
}

#[test]
fn deep_expressions_convert_without_recursion() {
    let mut m = GotoModel::new();
    let int = m.store.signed(32);
    let x = Ident::new("x");
    let mut e = m.store.symbol(x, int);
    let one = m.store.int_const(1, int);
    for _ in 0..100_000 {
        e = m.store.plus(e, one);
    }
    let mut sym = Symbol::new(x, int);
    sym.value = Some(e);
    m.symbols.insert(sym);
    roundtrip(&m);
}

// ---------------------------------------------------------------- CBMC shapes

#[test]
fn written_ireps_have_cbmc_shapes() {
    let mut m = GotoModel::new();
    let int = m.store.signed(32);
    let ptr = m.store.pointer_type(int, 64);
    let x = m.store.symbol(id("main::1::x"), int);
    let minus_one = m.store.int_const(-1, int);
    let null = m.store.null_pointer(ptr);
    let p = m.store.symbol(id("main::1::p"), ptr);
    let loc = SourceLocation::at("t.c", 3, Some(5), Some("main"));
    let mut f = GotoFunction::default();
    f.body.push(Instruction::new(
        InstrKind::Assign {
            lhs: x,
            rhs: minus_one,
        },
        loc,
    ));
    f.body.push(Instruction::new(
        InstrKind::Assign { lhs: p, rhs: null },
        loc,
    ));
    f.body.push(Instruction::new(
        InstrKind::EndFunction,
        SourceLocation::default(),
    ));
    m.functions.insert(id("main"), f);
    let gb = binary::from_model(&m).unwrap();
    let s = &gb.store;
    let body = &gb.functions[0].body;
    assert_eq!(
        s.display(body[0].code).to_string(),
        "(code (symbol identifier=(main::1::x) type=(signedbv #c_type=(signed_int) width=(32))) \
         (constant type=(signedbv #c_type=(signed_int) width=(32)) value=(FFFFFFFF)) \
         #source_location=( column=(5) file=(t.c) function=(main) line=(3)) \
         statement=(assign) type=(empty))"
    );
    let rhs = s.sub(body[1].code)[1];
    assert_eq!(
        s.display(s.get(rhs, "value").unwrap()).to_string(),
        "(NULL)"
    );
    assert_eq!(
        s.display(body[0].guard).to_string(),
        "(constant type=(bool) value=(true))"
    );
    assert!(s.is_nil(body[2].source_location));
    assert!(s.is_nil(body[2].code));
    assert_eq!(body[2].kind, InstructionKind::EndFunction);
}

// ---------------------------------------------------------------- CBMC-shaped input

/// `int main() { int x = 5; assert(x == 5); }` as goto-cc writes it (irep level).
fn cbmc_like_binary() -> GotoBinary {
    let mut gb = GotoBinary::new();
    let s = &mut gb.store;
    let nil = s.nil();
    let w32 = s.leaf("32");
    let ct = s.leaf("signed_int");
    let int = s.mk("signedbv", &[], &[("width", w32), ("#c_type", ct)]);
    let bool_ty = s.leaf("bool");
    let empty = s.leaf("empty");
    let file = s.leaf("t.c");
    let func = s.leaf("main");
    let l2 = s.leaf("2");
    let l3 = s.leaf("3");
    let loc2 = s.mk("", &[], &[("file", file), ("line", l2), ("function", func)]);
    let cmt = s.leaf("assertion x == 5");
    let pc = s.leaf("assertion");
    let loc3 = s.mk(
        "",
        &[],
        &[
            ("file", file),
            ("line", l3),
            ("function", func),
            ("comment", cmt),
            ("property_class", pc),
        ],
    );
    let xid = s.leaf("main::1::x");
    let x = s.mk(
        "symbol",
        &[],
        &[
            ("identifier", xid),
            ("type", int),
            ("#source_location", loc2),
        ],
    );
    let five_v = s.leaf("5");
    let five = s.mk(
        "constant",
        &[],
        &[("type", int), ("value", five_v), ("#base", w32)],
    );
    let decl_st = s.leaf("decl");
    let decl = s.mk(
        "code",
        &[x],
        &[
            ("statement", decl_st),
            ("type", empty),
            ("#source_location", loc2),
        ],
    );
    let assign_st = s.leaf("assign");
    let assign = s.mk(
        "code",
        &[x, five],
        &[
            ("statement", assign_st),
            ("type", empty),
            ("#source_location", loc2),
        ],
    );
    let eq = s.mk("=", &[x, five], &[("type", bool_ty)]);
    let t = s.leaf("true");
    let true_ = s.mk("constant", &[], &[("type", bool_ty), ("value", t)]);
    let params = s.mk("", &[], &[]);
    let code_ty = s.mk("code", &[], &[("parameters", params), ("return_type", int)]);
    let ins = |code, loc, kind, guard| BinaryInstruction {
        code,
        source_location: loc,
        kind,
        guard,
        targets: vec![],
        labels: vec![],
    };
    let main = s.intern_str("main");
    let c = s.intern_str("C");
    let empty_s = s.intern_str("");
    let xname = s.intern_str("main::1::x");
    let xbase = s.intern_str("x");
    gb.functions.push(binary::BinaryFunction {
        name: main,
        body: vec![
            ins(decl, loc2, InstructionKind::Decl, true_),
            ins(assign, loc2, InstructionKind::Assign, true_),
            ins(nil, loc3, InstructionKind::Assert, eq),
            ins(nil, nil, InstructionKind::EndFunction, true_),
        ],
    });
    gb.symbols.push(BinarySymbol {
        ty: code_ty,
        value: nil,
        location: loc2,
        name: main,
        module: empty_s,
        base_name: main,
        mode: c,
        pretty_name: main,
        flags: SymbolFlags::default(),
    });
    gb.symbols.push(BinarySymbol {
        ty: int,
        value: nil,
        location: loc2,
        name: xname,
        module: empty_s,
        base_name: xbase,
        mode: c,
        pretty_name: xbase,
        flags: SymbolFlags::from_word(0b101000),
    });
    gb
}

#[test]
fn cbmc_shaped_binary_loads_into_the_model() {
    let bytes = cbmc_like_binary().to_bytes();
    let m = binary::read_model(&bytes).unwrap();
    let main = m.function("main").unwrap();
    assert_eq!(main.body.len(), 4);
    let InstrKind::Assign { lhs, rhs } = &main.body[1].kind else {
        panic!("not an assignment: {:?}", main.body[1].kind)
    };
    assert_eq!(m.store.symbol_name(*lhs), Some(id("main::1::x")));
    assert_eq!(m.store.as_int(*rhs), Some(&BigInt::from(5)));
    assert!(matches!(m.store.kind(main.body[2].guard), ExprKind::Equal));
    let loc = main.body[2].location;
    assert_eq!(loc.line, Some(3));
    assert_eq!(loc.comment, Some(id("assertion x == 5")));
    let x = m.symbols.get(id("main::1::x")).unwrap();
    assert!(x.is_lvalue && x.is_thread_local && !x.is_static_lifetime);
    assert_eq!(m.store.ty(x.ty), &TypeKind::Signed(32));
}

// ---------------------------------------------------------------- conversion errors

fn with_symbol_type(
    build: impl FnOnce(&mut binary::IrepStore) -> binary::IrepId,
) -> BinaryError {
    let mut gb = GotoBinary::new();
    let ty = build(&mut gb.store);
    let nil = gb.store.nil();
    let name = gb.store.intern_str("v");
    gb.symbols.push(BinarySymbol {
        ty,
        value: nil,
        location: nil,
        name,
        module: name,
        base_name: name,
        mode: name,
        pretty_name: name,
        flags: SymbolFlags::default(),
    });
    binary::read_model(&gb.to_bytes()).unwrap_err()
}

#[test]
fn unknown_type_is_an_error_naming_it() {
    let e = with_symbol_type(|s| s.leaf("fancy_type"));
    assert_eq!(e.to_string(), "unsupported type `fancy_type` in symbol v");
}

#[test]
fn missing_width_and_bad_values_are_errors() {
    let e = with_symbol_type(|s| s.leaf("signedbv"));
    assert_eq!(
        e.to_string(),
        "malformed goto binary: `signedbv` without `width` in symbol v"
    );
    let e = with_symbol_type(|s| {
        let w = s.leaf("wide");
        s.mk("unsignedbv", &[], &[("width", w)])
    });
    assert!(e.to_string().contains("bad `width` value `wide`"), "{e}");
    let e = with_symbol_type(|s| {
        let w = s.leaf("8");
        let elem = s.mk("unsignedbv", &[], &[("width", w)]);
        let v = s.leaf("1FF");
        let size = s.mk("constant", &[], &[("type", elem), ("value", v)]);
        s.mk("array", &[elem], &[("size", size)])
    });
    assert!(e.to_string().contains("bad constant value `1FF`"), "{e}");
    let e = with_symbol_type(|s| {
        let n = s.intern_bytes(b"tag-\xff");
        let n = s.leaf_id(n);
        s.mk("struct_tag", &[], &[("identifier", n)])
    });
    assert!(e.to_string().contains("is not valid UTF-8"), "{e}");
}

#[test]
fn statements_inside_expressions_are_errors() {
    let mut gb = cbmc_like_binary();
    let s = &mut gb.store;
    let st = s.leaf("block");
    let block = s.mk("code", &[], &[("statement", st)]);
    let w = s.leaf("8");
    let ty = s.mk("unsignedbv", &[], &[("width", w)]);
    let assign_st = s.leaf("assign");
    let code = s.mk("code", &[block, block], &[("statement", assign_st)]);
    let _ = ty;
    gb.functions[0].body[1].code = code;
    let e = binary::read_model(&gb.to_bytes()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "unsupported statement in expression `code` in function main, instruction 1 (t.c:2:0)"
    );
}

#[test]
fn unknown_expressions_load_as_other() {
    let mut gb = cbmc_like_binary();
    let s = &mut gb.store;
    let bool_ty = s.leaf("bool");
    let weird = s.mk("my_predicate", &[], &[("type", bool_ty)]);
    gb.functions[0].body[2].guard = weird;
    let m = binary::read_model(&gb.to_bytes()).unwrap();
    let g = m.function("main").unwrap().body[2].guard;
    assert_eq!(m.store.kind(g), &ExprKind::Other(id("my_predicate")));
}

#[test]
fn function_code_values_are_dropped() {
    let mut gb = cbmc_like_binary();
    let s = &mut gb.store;
    let st = s.leaf("block");
    let block = s.mk("code", &[], &[("statement", st)]);
    gb.symbols[0].value = block;
    let m = binary::read_model(&gb.to_bytes()).unwrap();
    assert_eq!(m.symbols.get(id("main")).unwrap().value, None);
    // Body-less function symbols get a function entry, as in CBMC.
    assert!(m.function("main").unwrap().has_body());
}

#[test]
fn the_model_comparison_sees_differences() {
    let a = model(9, 2, 30);
    let mut b = a.clone();
    let sym = b.symbols.iter().find(|s| s.value.is_some()).unwrap().name;
    let int = b.store.signed(32);
    let other = b.store.int_const(12345, int);
    b.symbols.get_mut(sym).unwrap().value = Some(other);
    let mut c = Canon::default();
    assert_ne!(c.model(0, &a), c.model(1, &b));
    let mut c = Canon::default();
    assert_eq!(c.model(0, &a), c.model(1, &a.clone()));
}

#[test]
fn deeply_nested_types_are_an_error_not_a_stack_overflow() {
    // Through subtypes.
    let e = with_symbol_type(|s| {
        let w = s.leaf("64");
        let mut t = s.leaf("bool");
        for _ in 0..100_000 {
            t = s.mk("pointer", &[t], &[("width", w)]);
        }
        t
    });
    assert!(e.to_string().contains("type nested too deeply"), "{e}");
    // Through the size expressions of array types.
    let e = with_symbol_type(|s| {
        let w = s.leaf("32");
        let int = s.mk("signedbv", &[], &[("width", w)]);
        let one = s.leaf("1");
        let mut t = int;
        for _ in 0..50_000 {
            let size = s.mk("constant", &[], &[("type", t), ("value", one)]);
            t = s.mk("array", &[int], &[("size", size)]);
        }
        t
    });
    assert!(e.to_string().contains("type nested too deeply"), "{e}");
}
