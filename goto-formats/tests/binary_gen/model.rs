//! A deterministic generator of goto-ir models that use every type, expression and
//! instruction kind (shared by the binary tests and the binary bench).

use super::Rng;
use goto_ir::*;
use num_bigint::BigInt;

struct Gen {
    m: GotoModel,
    r: Rng,
    int_types: Vec<TypeId>,
    vars: Vec<ExprId>,
    enum_tag: TypeId,
    struct_tag: TypeId,
    ptr: TypeId,
    int: TypeId,
}

pub fn id(s: &str) -> Ident {
    Ident::new(s)
}

impl Gen {
    fn new(seed: u64) -> Gen {
        let mut m = GotoModel::new();
        let s = &mut m.store;
        let int = s.signed(32);
        let int_types = vec![
            int,
            s.unsigned(8),
            s.signed(64),
            s.unsigned(32),
            s.signed(16),
        ];
        let ptr = s.pointer_type(int, 64);
        let enum_tag = s.mk_type(TypeKind::CEnumTag(id("tag-colour")));
        let struct_tag = s.mk_type(TypeKind::StructTag(id("tag-pair")));
        Gen {
            m,
            r: Rng::new(seed),
            int_types,
            vars: Vec::new(),
            enum_tag,
            struct_tag,
            ptr,
            int,
        }
    }

    fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.r.below(v.len() as u64) as usize]
    }

    fn int_type(&mut self) -> TypeId {
        let v = self.int_types.clone();
        self.pick(&v)
    }

    fn location(&mut self, function: &str) -> SourceLocation {
        if self.r.chance(10) {
            return SourceLocation::default();
        }
        let mut l = SourceLocation::at(
            "main.c",
            self.r.below(500) as u32,
            self.r.chance(50).then(|| self.r.below(80) as u32),
            Some(function),
        );
        if self.r.chance(20) {
            l.comment = Some(id("assertion x > 0"));
            l.property_class = Some(id("assertion"));
            l.property_id = Some(id("main.assertion.1"));
            l.user_provided = true;
        }
        l.hide = self.r.chance(5);
        if self.r.chance(5) {
            l.working_directory = Some(id("/tmp/w"));
        }
        l
    }

    fn types(&mut self) {
        let s = &mut self.m.store;
        let int = self.int;
        let u8t = s.unsigned(8);
        let colour = s.mk_type(TypeKind::CEnum {
            tag: Some(id("colour")),
            base: int,
            members: vec![
                EnumMember {
                    identifier: id("RED"),
                    base_name: id("RED"),
                    value: BigInt::from(-1),
                },
                EnumMember {
                    identifier: id("GREEN"),
                    base_name: id("GREEN"),
                    value: BigInt::from(7),
                },
            ],
        });
        let ten = s.int_const(10, int);
        let arr = s.array_type(u8t, Some(ten));
        let open = s.array_type(int, None);
        let cbool = s.mk_type(TypeKind::CBool(8));
        let bitfield = s.mk_type(TypeKind::CBitField {
            width: 3,
            base: int,
        });
        let pair = s.mk_type(TypeKind::Struct(Compound {
            tag: Some(id("pair")),
            components: vec![
                Component {
                    name: id("a"),
                    pretty_name: Some(id("a")),
                    ty: int,
                    padding: false,
                },
                Component {
                    name: id("$pad0"),
                    pretty_name: None,
                    ty: arr,
                    padding: true,
                },
                Component {
                    name: id("flag"),
                    pretty_name: Some(id("flag")),
                    ty: cbool,
                    padding: false,
                },
                Component {
                    name: id("bits"),
                    pretty_name: None,
                    ty: bitfield,
                    padding: false,
                },
            ],
            packed: true,
            incomplete: false,
            align: Some(16),
        }));
        let u = s.mk_type(TypeKind::Union(Compound {
            tag: None,
            components: vec![Component {
                name: id("o"),
                pretty_name: None,
                ty: open,
                padding: false,
            }],
            packed: false,
            incomplete: true,
            align: None,
        }));
        let f = s.mk_type(TypeKind::Floatbv {
            width: 64,
            fraction: 52,
        });
        let four = s.int_const(4, int);
        let extra = [
            s.mk_type(TypeKind::Fixedbv {
                width: 32,
                integer: 16,
            }),
            s.bv_type(24),
            s.mk_type(TypeKind::Vector {
                elem: int,
                size: four,
            }),
            s.mk_type(TypeKind::Complex { elem: f }),
            s.mk_type(TypeKind::UnionTag(id("tag-u"))),
            s.integer_type(),
            s.mk_type(TypeKind::Natural),
            s.mk_type(TypeKind::Rational),
            s.mk_type(TypeKind::Real),
            s.mk_type(TypeKind::String),
            s.empty_type(),
        ];
        for (name, ty) in [("tag-colour", colour), ("tag-pair", pair), ("tag-u", u)] {
            let mut sym = Symbol::new(id(name), ty);
            sym.is_type = true;
            sym.mode = id("C");
            sym.pretty_name = id(&name.replace("tag-", "struct "));
            self.m.symbols.insert(sym);
        }
        for (i, ty) in extra.into_iter().enumerate() {
            let mut sym = Symbol::new(id(&format!("g{i}")), ty);
            sym.is_static_lifetime = true;
            sym.is_lvalue = true;
            self.m.symbols.insert(sym);
        }
        for (name, ty) in [("gf", f), ("garr", arr), ("gpair", self.struct_tag)] {
            let mut sym = Symbol::new(id(name), ty);
            sym.is_static_lifetime = true;
            sym.location = SourceLocation::at("main.c", 1, None, None);
            self.m.symbols.insert(sym);
            let e = self.m.store.symbol(id(name), ty);
            self.vars.push(e);
        }
    }

    fn leaf(&mut self) -> ExprId {
        let ty = self.int_type();
        if !self.vars.is_empty() && self.r.chance(50) {
            let v = self.vars.clone();
            let x = self.pick(&v);
            if self.m.store.type_of(x) == ty || self.r.chance(30) {
                return self.m.store.typecast(x, ty);
            }
        }
        let v = self.r.next() as i64 >> self.r.below(64);
        self.m.store.int_const(v, ty)
    }

    fn expr(&mut self, depth: u32) -> ExprId {
        if depth == 0 {
            return self.leaf();
        }
        let a = self.expr(depth - 1);
        let b = self.expr(depth - 1);
        let b = {
            let ta = self.m.store.type_of(a);
            self.m.store.typecast(b, ta)
        };
        let s = &mut self.m.store;
        let ty = s.type_of(a);
        match self.r.below(16) {
            0 => s.plus(a, b),
            1 => s.minus(a, b),
            2 => s.mult(a, b),
            3 => s.div(a, b),
            4 => s.bitxor(a, b),
            5 => s.shift(ExprKind::Ashr, a, b),
            6 => s.unary_minus(a),
            7 => {
                let c = s.lt(a, b);
                s.ite(c, a, b)
            }
            8 => s.mk(ExprKind::Rem, ty, [a, b]),
            9 => s.mk(ExprKind::Popcount, ty, [a]),
            10 => s.mk(
                ExprKind::CountLeadingZeros {
                    zero_permitted: true,
                },
                ty,
                [a],
            ),
            11 => s.mk(ExprKind::Bswap(8), ty, [a]),
            12 => s.mk(ExprKind::Nondet, ty, []),
            13 => s.mk(ExprKind::Other(id("my_strange_op")), ty, [a, b]),
            14 => s.mk(ExprKind::ZeroExtend, ty, [a]),
            _ => s.bitnot(a),
        }
    }

    fn cond(&mut self) -> ExprId {
        let a = self.expr(2);
        let b = self.expr(1);
        let s = &mut self.m.store;
        let ta = s.type_of(a);
        let b = s.typecast(b, ta);
        match self.r.below(5) {
            0 => s.le(a, b),
            1 => s.ne(a, b),
            2 => {
                let x = s.eq(a, b);
                let y = s.gt(a, b);
                s.or(x, y)
            }
            3 => {
                let x = s.ge(a, b);
                s.not(x)
            }
            _ => {
                let x = s.lt(a, b);
                s.mk(ExprKind::Overflow(OverflowOp::Plus), BOOL, [a, b]);
                let o = s.mk(ExprKind::Overflow(OverflowOp::Plus), BOOL, [a, b]);
                s.implies(o, x)
            }
        }
    }

    /// One expression of each remaining kind, as the rhs of assignments.
    fn specials(&mut self) -> Vec<ExprId> {
        let int = self.int;
        let ptr = self.ptr;
        let pair_tag = self.struct_tag;
        let enum_tag = self.enum_tag;
        let s = &mut self.m.store;
        let u8t = s.unsigned(8);
        let x = s.symbol(id("main::1::x"), int);
        let p = s.symbol(id("main::1::p"), ptr);
        let pair = s.symbol(id("gpair"), pair_tag);
        let arr_ty = s.array_type(u8t, None);
        let arr = s.symbol(id("garr"), arr_ty);
        let zero = s.int_const(0, int);
        let one = s.int_const(1, int);
        let big = s.int_const(-2147483648i64, int);
        let umax = s.int_const(255, u8t);
        let null = s.null_pointer(ptr);
        let addr = s.address_of(x, ptr);
        let deref = s.deref(p);
        let member = s.member(pair, id("a"), int);
        let empty = s.empty_type();
        let cname = s.mk(ExprKind::ComponentName(id("a")), empty, []);
        let with = s.mk(ExprKind::With, pair_tag, [pair, cname, one]);
        let idx = s.index(arr, one, u8t);
        let arr3 = s.array_type(int, Some(one));
        let array = s.mk(ExprKind::Array, arr3, [big]);
        let array_of = s.mk(ExprKind::ArrayOf, arr3, [zero]);
        let st = s.mk(ExprKind::Struct, pair_tag, [one, array_of, zero, zero]);
        let un = s.mk(ExprKind::Union(id("o")), pair_tag, [one]);
        let size_t = s.unsigned(64);
        let four = s.int_const(4, size_t);
        let rok = s.mk(ExprKind::ROk, BOOL, [p, four]);
        let wok = s.mk(ExprKind::WOk, BOOL, [p, four]);
        let po = s.mk(ExprKind::PointerObject, size_t, [p]);
        let poff = s.mk(ExprKind::PointerOffset, size_t, [p]);
        let osize = s.mk(ExprKind::ObjectSize, size_t, [p]);
        let dynobj = s.mk(ExprKind::IsDynamicObject, BOOL, [p]);
        let be = s.mk(ExprKind::ByteExtract(Endian::Big), u8t, [x, one]);
        let le = s.mk(ExprKind::ByteExtract(Endian::Little), u8t, [x, one]);
        let bu = s.mk(ExprKind::ByteUpdate(Endian::Little), int, [x, zero, umax]);
        let alloc = s.mk(ExprKind::Allocate, ptr, [four, FALSE]);
        let se = s.mk(ExprKind::SideEffect(id("gcc_builtin")), int, []);
        let str_ty = s.array_type(u8t, Some(four));
        let sc = s.mk(ExprKind::StringConstant(id("abc")), str_ty, []);
        let colour_red = s.mk(
            ExprKind::Constant(Literal::Int(BigInt::from(-1))),
            enum_tag,
            [],
        );
        let i = s.symbol(id("main::q"), int);
        let body = s.le(i, x);
        let forall = s.mk(ExprKind::Forall, BOOL, [i, body]);
        let exists = s.mk(ExprKind::Exists, BOOL, [i, body]);
        let integer = s.integer_type();
        let big_int = s.int_const(BigInt::from(-123456789012345678i64) * 1000, integer);
        let rational = s.mk_type(TypeKind::Rational);
        let q = s.mk(ExprKind::Constant(Literal::Text(id("1/3"))), rational, []);
        let float = s.mk_type(TypeKind::Floatbv {
            width: 64,
            fraction: 52,
        });
        let fl = s.int_const(BigInt::from(0x4009_21FB_5444_2D18u64), float);
        let rm = s.int_const(0, int);
        let fplus = s.mk(ExprKind::FloatbvPlus, float, [fl, fl, rm]);
        let nan = s.mk(ExprKind::IsNan, BOOL, [fplus]);
        let ptr_const = s.int_const(0x1000, ptr);
        let nds = s.mk(ExprKind::NondetSymbol(id("symex::nondet0")), int, []);
        let let_ = s.mk(ExprKind::Let, int, [i, one, i]);
        let clz = s.mk(
            ExprKind::CountTrailingZeros {
                zero_permitted: false,
            },
            int,
            [x],
        );
        vec![
            addr, deref, member, with, idx, array, st, un, rok, wok, po, poff, osize, dynobj, be,
            le, bu, alloc, se, sc, colour_red, forall, exists, big_int, q, fl, nan, null,
            ptr_const, nds, let_, clz, umax,
        ]
    }

    fn function(&mut self, name: &str, n: usize, specials: &[ExprId]) -> GotoFunction {
        let mut body = Vec::new();
        let int = self.int;
        let x = self.m.store.symbol(id("main::1::x"), int);
        for i in 0..n {
            let loc = self.location(name);
            let mut ins = match self.r.below(14) {
                0 => Instruction::new(InstrKind::Decl(x), loc),
                1 => Instruction::new(InstrKind::Dead(x), loc),
                2 | 3 => {
                    let rhs = self.expr(3);
                    let lhs = self.pick(&[x]);
                    let t = self.m.store.type_of(lhs);
                    let rhs = self.m.store.typecast(rhs, t);
                    Instruction::new(InstrKind::Assign { lhs, rhs }, loc)
                }
                4 => {
                    let e = self.pick(specials);
                    let t = self.m.store.type_of(e);
                    let lhs = self.m.store.symbol(id("main::1::tmp"), t);
                    Instruction::new(InstrKind::Assign { lhs, rhs: e }, loc)
                }
                5 => {
                    let c = self.cond();
                    let t = InstrRef(self.r.below(n as u64 + 1) as u32);
                    Instruction::goto(c, t, loc)
                }
                6 => {
                    let c = self.cond();
                    Instruction::with_guard(InstrKind::Assert, c, loc)
                }
                7 => {
                    let c = self.cond();
                    Instruction::with_guard(InstrKind::Assume, c, loc)
                }
                8 => {
                    let code_ty = self.m.symbols.get(id("callee")).map(|s| s.ty);
                    let f = self.m.store.symbol(id("callee"), code_ty.unwrap_or(int));
                    let a = self.expr(1);
                    let lhs = self.r.chance(50).then_some(x);
                    Instruction::new(
                        InstrKind::FunctionCall(Call {
                            lhs,
                            function: f,
                            args: vec![a, x],
                        }),
                        loc,
                    )
                }
                9 => {
                    let e = self.expr(2);
                    Instruction::new(InstrKind::SetReturnValue(e), loc)
                }
                10 => {
                    let e = self.expr(1);
                    let code = match self.r.below(4) {
                        0 => OtherCode {
                            statement: id("expression"),
                            ops: vec![e],
                            extra: vec![],
                        },
                        1 => OtherCode {
                            statement: id("fence"),
                            ops: vec![],
                            extra: vec![id("RRfence"), id("WWfence")],
                        },
                        2 => OtherCode {
                            statement: id("printf"),
                            ops: vec![e, x],
                            extra: vec![],
                        },
                        _ => OtherCode {
                            statement: id("havoc_object"),
                            ops: vec![x],
                            extra: vec![],
                        },
                    };
                    Instruction::new(InstrKind::Other(code), loc)
                }
                11 => {
                    let kind = match self.r.below(4) {
                        0 => InstrKind::Throw(OtherCode {
                            statement: id("throw"),
                            ops: vec![],
                            extra: vec![id("java::E1"), id("java::E0")],
                        }),
                        1 => InstrKind::Catch(OtherCode {
                            statement: id("pop_catch"),
                            ops: vec![],
                            extra: vec![],
                        }),
                        2 => InstrKind::IncompleteGoto(id("label_x")),
                        _ => InstrKind::StartThread,
                    };
                    let mut ins = Instruction::new(kind, loc);
                    if matches!(ins.kind, InstrKind::StartThread) {
                        ins.targets.push(InstrRef(n as u32));
                    }
                    ins
                }
                12 => {
                    let kinds = [
                        InstrKind::Skip,
                        InstrKind::Location,
                        InstrKind::AtomicBegin,
                        InstrKind::AtomicEnd,
                        InstrKind::EndThread,
                        InstrKind::NoInstructionType,
                    ];
                    let k = kinds[self.r.below(6) as usize].clone();
                    Instruction::new(k, loc)
                }
                _ => {
                    let e = self.pick(specials);
                    let t = self.m.store.type_of(e);
                    let lhs = self.m.store.symbol(id("main::1::tmp"), t);
                    Instruction::new(InstrKind::Assign { lhs, rhs: e }, loc)
                }
            };
            if self.r.chance(10) {
                ins.labels.push(id(&format!("L{i}")));
            }
            body.push(ins);
        }
        let loc = self.location(name);
        body.push(Instruction::new(InstrKind::EndFunction, loc));
        GotoFunction {
            parameters: vec![],
            body,
            numbering: vec![],
        }
    }
}

/// A generated model using every type, expression and instruction kind of goto-ir.
pub fn model(seed: u64, functions: usize, size: usize) -> GotoModel {
    let mut g = Gen::new(seed);
    g.types();
    let int = g.int;
    let ptr = g.ptr;
    let code_ty = g.m.store.mk_type(TypeKind::Code {
        params: vec![
            Parameter {
                identifier: Some(id("callee::a")),
                base_name: Some(id("a")),
                ty: int,
            },
            Parameter {
                identifier: None,
                base_name: None,
                ty: ptr,
            },
        ],
        ret: int,
        variadic: true,
    });
    let mut callee = Symbol::new(id("callee"), code_ty);
    callee.module = id("lib");
    g.m.symbols.insert(callee);
    g.m.functions.insert(
        id("callee"),
        GotoFunction {
            parameters: vec![id("callee::a")],
            ..GotoFunction::default()
        },
    );
    for (name, ty) in [("main::1::x", int), ("main::1::p", ptr)] {
        let mut s = Symbol::new(id(name), ty);
        s.is_lvalue = true;
        s.is_thread_local = true;
        s.is_auxiliary = g.r.chance(50);
        s.value = g.r.chance(50).then(|| g.m.store.int_const(3, ty));
        g.m.symbols.insert(s);
    }
    let specials = g.specials();
    let void_code = {
        let e = g.m.store.empty_type();
        g.m.store.mk_type(TypeKind::Code {
            params: vec![],
            ret: e,
            variadic: false,
        })
    };
    for f in 0..functions {
        let name = if f == 0 {
            "main".to_string()
        } else {
            format!("fun{f}")
        };
        let mut sym = Symbol::new(id(&name), void_code);
        sym.is_file_local = f % 2 == 1;
        sym.is_weak = f % 3 == 2;
        g.m.symbols.insert(sym);
        let n = 1 + g.r.below(size as u64) as usize;
        let body = g.function(&name, n, &specials);
        g.m.functions.insert(id(&name), body);
    }
    g.m.update();
    g.m
}
