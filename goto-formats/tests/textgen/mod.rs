//! A small random generator of goto models for round-trip tests (text form, goto binaries).
//!
//! `model(seed)` is deterministic: proptest supplies seeds, failures print the seed. The
//! models are not meant to be well typed; they exercise every expression kind, type kind,
//! instruction kind and symbol field, with awkward identifiers and locations.
//!
//! Use from another test crate with `#[path = "textgen/mod.rs"] mod textgen;`.

#![allow(dead_code, clippy::explicit_auto_deref)]

use goto_ir::types::{Component, Compound, EnumMember, Parameter};
use goto_ir::*;
use num_bigint::BigInt;

#[path = "../common/rng.rs"]
mod rng;
pub use rng::Rng;

struct Gen {
    r: Rng,
    m: GotoModel,
    /// Declared variables (name, type).
    vars: Vec<(Ident, TypeId)>,
    scalar_types: Vec<TypeId>,
    tags: Vec<(Ident, TypeId)>,
    functions: Vec<(Ident, TypeId)>,
}

const NAMES: &[&str] = &[
    "x",
    "main::1::y",
    "f::$tmp::return_value_g",
    "x!0@1#2",
    "tag-like-name",
    "__CPROVER_dead_object",
    "weird name",
    "a.b",
    "true",
    "cast",
    "s32",
    "NULL",
];

impl Gen {
    fn ident(&mut self, prefix: &str) -> Ident {
        let base = *self.r.pick(NAMES);
        Ident::new(&format!("{prefix}{base}{}", self.r.below(1000)))
    }

    fn int_type(&mut self) -> TypeId {
        let w = *self.r.pick(&[1u32, 7, 8, 16, 32, 64, 128]);
        if self.r.chance(50) {
            self.m.store.signed(w)
        } else {
            self.m.store.unsigned(w)
        }
    }

    fn scalar_type(&mut self) -> TypeId {
        let s = &mut self.m.store;
        match self.r.below(14) {
            0 => BOOL,
            1..=5 => self.int_type(),
            6 => {
                let w = *self.r.pick(&[8u32, 16, 33]);
                s.bv_type(w)
            }
            7 => s.mk_type(TypeKind::CBool(8)),
            8 => {
                let (w, f) = *self.r.pick(&[(32u32, 23u32), (64, 52), (16, 5)]);
                s.mk_type(TypeKind::Floatbv {
                    width: w,
                    fraction: f,
                })
            }
            9 => s.mk_type(TypeKind::Fixedbv {
                width: 32,
                integer: 16,
            }),
            10 => {
                let b = self.int_type();
                let w = 1 + self.r.below(7) as u32;
                self.m
                    .store
                    .mk_type(TypeKind::CBitField { width: w, base: b })
            }
            11 => *self.r.pick(&[
                s.integer_type(),
                s.mk_type(TypeKind::Natural),
                s.mk_type(TypeKind::Rational),
                s.mk_type(TypeKind::Real),
            ]),
            12 => s.mk_type(TypeKind::String),
            _ => s.empty_type(),
        }
    }

    fn ty(&mut self, depth: u32) -> TypeId {
        if depth == 0 || self.r.chance(50) {
            let t = self.scalar_type();
            self.scalar_types.push(t);
            return t;
        }
        match self.r.below(8) {
            0 | 1 => {
                let b = self.ty(depth - 1);
                let w = if self.r.chance(85) { 64 } else { 32 };
                self.m.store.pointer_type(b, w)
            }
            2 | 3 => {
                let e = self.ty(depth - 1);
                let size = if self.r.chance(80) {
                    let u = self.m.store.unsigned(64);
                    let n = self.r.below(10);
                    Some(self.m.store.int_const(n, u))
                } else {
                    None
                };
                self.m.store.array_type(e, size)
            }
            4 if !self.tags.is_empty() => self.r.pick(&self.tags).1,
            5 => {
                let e = self.ty(depth - 1);
                let u = self.m.store.unsigned(64);
                let size = self.m.store.int_const(4, u);
                if self.r.chance(50) {
                    self.m.store.mk_type(TypeKind::Vector { elem: e, size })
                } else {
                    self.m.store.mk_type(TypeKind::Complex { elem: e })
                }
            }
            6 => self.code_type(depth - 1),
            _ => {
                let b = self.int_type();
                let tag = if self.r.chance(50) {
                    Some(self.ident("e"))
                } else {
                    None
                };
                let members = (0..self.r.below(3))
                    .map(|k| EnumMember {
                        identifier: Ident::new(&format!("E{k}")),
                        base_name: Ident::new(&format!("e{k}")),
                        value: BigInt::from(k as i64 - 1),
                    })
                    .collect();
                self.m.store.mk_type(TypeKind::CEnum {
                    tag,
                    base: b,
                    members,
                })
            }
        }
    }

    fn code_type(&mut self, depth: u32) -> TypeId {
        let n = self.r.below(3);
        let mut params = Vec::new();
        for _ in 0..n {
            let ty = self.ty(depth);
            let identifier = self.r.chance(70).then(|| self.ident("p::"));
            let base_name = self.r.chance(50).then(|| self.ident(""));
            params.push(Parameter {
                identifier,
                base_name,
                ty,
            });
        }
        let ret = self.ty(depth);
        let variadic = self.r.chance(20);
        self.m.store.mk_type(TypeKind::Code {
            params,
            ret,
            variadic,
        })
    }

    fn location(&mut self) -> SourceLocation {
        if self.r.chance(20) {
            return SourceLocation::default();
        }
        let mut l = SourceLocation::default();
        if self.r.chance(80) {
            l.file = Some(Ident::new(*self.r.pick(&[
                "t.c",
                "dir/x.c",
                "a b.c",
                "<builtin>",
            ])));
        }
        if self.r.chance(80) {
            l.line = Some(self.r.below(500) as u32);
        }
        if self.r.chance(50) {
            l.column = Some(self.r.below(80) as u32);
        }
        if self.r.chance(60) {
            l.function = Some(Ident::new(*self.r.pick(&["main", "f", "line 3"])));
        }
        if self.r.chance(10) {
            l.working_directory = Some(Ident::new("/tmp"));
        }
        if self.r.chance(20) {
            l.comment = Some(Ident::new(*self.r.pick(&[
                "assertion x > 0",
                "a // b",
                "quote \" here",
            ])));
        }
        if self.r.chance(10) {
            l.property_class = Some(Ident::new("assertion"));
            l.property_id = Some(Ident::new("main.assertion.1"));
        }
        l.hide = self.r.chance(5);
        l.user_provided = self.r.chance(5);
        l
    }

    fn constant(&mut self, t: TypeId) -> ExprId {
        let s = &mut self.m.store;
        match s.ty(t).clone() {
            TypeKind::Bool if self.r.chance(90) => s.bool_const(self.r.chance(50)),
            TypeKind::Floatbv { width: 32, .. } => {
                let v = *self
                    .r
                    .pick(&[1.5f32, -0.0, 3.25e10, f32::INFINITY, f32::NAN]);
                s.mk(
                    ExprKind::Constant(Literal::Int(BigInt::from(v.to_bits()))),
                    t,
                    [],
                )
            }
            TypeKind::Floatbv { width: 64, .. } => {
                let v = *self.r.pick(&[1.5f64, 0.1, -2.0, 1e300]);
                s.mk(
                    ExprKind::Constant(Literal::Int(BigInt::from(v.to_bits()))),
                    t,
                    [],
                )
            }
            TypeKind::Pointer { .. } if self.r.chance(60) => s.null_pointer(t),
            TypeKind::Rational | TypeKind::Real if self.r.chance(50) => {
                s.mk(ExprKind::Constant(Literal::Text(Ident::new("1/3"))), t, [])
            }
            _ => {
                if self.r.chance(10) {
                    let txt = *self.r.pick(&["INVALID", "INVALID-7", "weird \"text\""]);
                    return s.mk(ExprKind::Constant(Literal::Text(Ident::new(txt))), t, []);
                }
                let v = BigInt::from(self.r.below(600) as i64 - 300);
                if self.r.chance(10) {
                    // not normalised
                    s.mk(ExprKind::Constant(Literal::Int(v)), t, [])
                } else {
                    s.int_const(v, t)
                }
            }
        }
    }

    fn leaf(&mut self, t: TypeId) -> ExprId {
        match self.r.below(10) {
            0..=3 => {
                let cands: Vec<Ident> = self
                    .vars
                    .iter()
                    .filter(|(_, vt)| *vt == t)
                    .map(|(n, _)| *n)
                    .collect();
                if !cands.is_empty() && self.r.chance(80) {
                    let n = *self.r.pick(&cands);
                    self.m.store.symbol(n, t)
                } else {
                    let n = self.ident("undeclared::");
                    self.m.store.symbol(n, t)
                }
            }
            4 => {
                let n = self.ident("symex::nondet");
                self.m.store.mk(ExprKind::NondetSymbol(n), t, [])
            }
            5 => self.m.store.mk(ExprKind::Nondet, t, []),
            6 => {
                let s = *self.r.pick(&["hello", "with \"quotes\"", "tab\there", "ü"]);
                self.m
                    .store
                    .mk(ExprKind::StringConstant(Ident::new(s)), t, [])
            }
            _ => self.constant(t),
        }
    }

    fn any_type(&mut self) -> TypeId {
        if self.r.chance(70) && !self.scalar_types.is_empty() {
            *self.r.pick(&self.scalar_types.clone())
        } else {
            self.ty(2)
        }
    }

    fn expr(&mut self, t: TypeId, depth: u32) -> ExprId {
        if depth == 0 || self.r.chance(25) {
            return self.leaf(t);
        }
        let d = depth - 1;
        use ExprKind as K;
        let k = self.r.below(30);
        match k {
            0..=4 => {
                let kind = self
                    .r
                    .pick(&[
                        K::Plus,
                        K::Minus,
                        K::Mult,
                        K::Div,
                        K::Mod,
                        K::Shl,
                        K::BitAnd,
                        K::BitXor,
                        K::With,
                        K::Rem,
                        K::Lshr,
                    ])
                    .clone();
                let n = if matches!(kind, K::Plus | K::Mult) && self.r.chance(30) {
                    3
                } else {
                    2
                };
                let ops: Vec<ExprId> = (0..n)
                    .map(|_| {
                        let ot = if self.r.chance(80) {
                            t
                        } else {
                            self.any_type()
                        };
                        self.expr(ot, d)
                    })
                    .collect();
                self.m.store.mk(kind, t, ops)
            }
            5..=7 => {
                let kind = self
                    .r
                    .pick(&[
                        K::Equal,
                        K::NotEqual,
                        K::Lt,
                        K::Le,
                        K::Gt,
                        K::Ge,
                        K::And,
                        K::Or,
                        K::Xor,
                        K::Implies,
                    ])
                    .clone();
                let ot = if matches!(kind, K::And | K::Or | K::Xor | K::Implies) {
                    BOOL
                } else {
                    self.any_type()
                };
                let n = if matches!(kind, K::And | K::Or) && self.r.chance(30) {
                    3
                } else {
                    2
                };
                let ops: Vec<ExprId> = (0..n).map(|_| self.expr(ot, d)).collect();
                self.m.store.mk(kind, t, ops)
            }
            8 => {
                let kind = self
                    .r
                    .pick(&[
                        K::Not,
                        K::UnaryMinus,
                        K::BitNot,
                        K::Abs,
                        K::Popcount,
                        K::BitReverse,
                    ])
                    .clone();
                let o = self.expr(t, d);
                self.m.store.mk(kind, t, [o])
            }
            9 => {
                let c = self.expr(BOOL, d);
                let a = self.expr(t, d);
                let b = self.expr(t, d);
                self.m.store.mk(K::If, t, [c, a, b])
            }
            10 => {
                let ot = self.any_type();
                let o = self.expr(ot, d);
                let kind = self.r.pick(&[K::Typecast, K::ZeroExtend]).clone();
                self.m.store.mk(kind, t, [o])
            }
            11 => {
                let u = self.m.store.unsigned(64);
                let n = self.m.store.int_const(3, u);
                let at = self.m.store.array_type(t, Some(n));
                let a = self.expr(at, d);
                let it = if self.r.chance(70) {
                    self.m.store.signed(64)
                } else {
                    self.int_type()
                };
                let i = self.expr(it, d);
                self.m.store.index(a, i, t)
            }
            12 if !self.tags.is_empty() => {
                let (tag, st) = *self.r.pick(&self.tags);
                let _ = tag;
                let s = self.expr(st, d);
                let c = Ident::new(*self.r.pick(&["a", "b", "$pad0", "missing"]));
                self.m.store.mk(K::Member(c), t, [s])
            }
            13 => {
                let ot = self.any_type();
                let o = self.expr(ot, d);
                self.m.store.mk(K::AddressOf, t, [o])
            }
            14 => {
                let w = if self.r.chance(80) { 64 } else { 32 };
                let pt = self.m.store.pointer_type(t, w);
                let p = self.expr(pt, d);
                self.m.store.mk(K::Dereference, t, [p])
            }
            15 => {
                let n = self.r.below(3);
                let ops: Vec<ExprId> = (0..n)
                    .map(|_| {
                        let ot = self.any_type();
                        self.expr(ot, d)
                    })
                    .collect();
                let kind = self.r.pick(&[K::Struct, K::Array]).clone();
                self.m.store.mk(kind, t, ops)
            }
            16 => {
                let ot = self.any_type();
                let a = self.expr(ot, d);
                let it = self.m.store.signed(64);
                let off = self.expr(it, d);
                let e = *self.r.pick(&[Endian::Little, Endian::Big]);
                if self.r.chance(50) {
                    self.m.store.mk(K::ByteExtract(e), t, [a, off])
                } else {
                    let v = self.expr(ot, d);
                    self.m.store.mk(K::ByteUpdate(e), t, [a, off, v])
                }
            }
            17 => {
                let ot = self.any_type();
                let a = self.expr(ot, d);
                let b = self.expr(ot, d);
                let op = *self
                    .r
                    .pick(&[OverflowOp::Plus, OverflowOp::Minus, OverflowOp::Mult]);
                self.m.store.mk(K::Overflow(op), t, [a, b])
            }
            18 => {
                let vt = self.int_type();
                let v = self.ident("q::");
                let var = self.m.store.symbol(v, vt);
                self.vars.push((v, vt));
                let body = self.expr(BOOL, d);
                self.vars.pop();
                let kind = self.r.pick(&[K::Forall, K::Exists, K::Lambda]).clone();
                self.m.store.mk(kind, t, [var, body])
            }
            19 => {
                let vt = self.any_type();
                let v = self.ident("let::");
                let var = self.m.store.symbol(v, vt);
                let val = self.expr(vt, d);
                self.vars.push((v, vt));
                let body = self.expr(t, d);
                self.vars.pop();
                self.m.store.mk(K::Let, t, [var, val, body])
            }
            20 if !self.functions.is_empty() => {
                let (f, ft) = *self.r.pick(&self.functions);
                let fe = self.m.store.symbol(f, ft);
                let a = self.expr(t, d);
                self.m.store.mk(K::FunctionApplication, t, [fe, a])
            }
            21 => {
                let ot = self.any_type();
                let o = self.expr(ot, d);
                let kind = self
                    .r
                    .pick(&[
                        K::PointerObject,
                        K::PointerOffset,
                        K::ObjectSize,
                        K::IsDynamicObject,
                        K::IsNan,
                        K::Bswap(8),
                        K::CountLeadingZeros {
                            zero_permitted: true,
                        },
                        K::CountTrailingZeros {
                            zero_permitted: false,
                        },
                        K::ArrayOf,
                        K::Union(Ident::new("u")),
                        K::Other(Ident::new("weird-op")),
                        K::Other(Ident::new("my op")),
                        K::SideEffect(Ident::new("printf")),
                    ])
                    .clone();
                self.m.store.mk(kind, t, [o])
            }
            22 => {
                let c = Ident::new("c");
                let cn = self.m.store.empty_type();
                let w = self.m.store.mk(K::ComponentName(c), cn, []);
                let a = self.expr(t, d);
                let v = self.any_type();
                let v = self.expr(v, d);
                self.m.store.mk(K::With, t, [a, w, v])
            }
            23 => self.m.store.mk(K::NullObject, t, []),
            24 => {
                let ot = self.any_type();
                let o = self.expr(ot, d);
                let it = self.int_type();
                let i = self.expr(it, d);
                let kind = self
                    .r
                    .pick(&[K::ROk, K::WOk, K::Extractbit, K::Extractbits])
                    .clone();
                self.m.store.mk(kind, t, [o, i])
            }
            _ => self.leaf(t),
        }
    }

    fn symbol(&mut self, name: Ident, ty: TypeId) -> Symbol {
        let mut s = Symbol::new(name, ty);
        if self.r.chance(20) {
            s.base_name = Ident::new("other base");
        }
        if self.r.chance(20) {
            s.pretty_name = Ident::new("pretty name");
        }
        if self.r.chance(30) {
            s.module = Ident::new("t");
        }
        if self.r.chance(10) {
            s.mode = Ident::new("");
        }
        s.location = self.location();
        s.is_lvalue = self.r.chance(50);
        s.is_static_lifetime = self.r.chance(20);
        s.is_parameter = self.r.chance(10);
        s.is_extern = self.r.chance(5);
        s.is_volatile = self.r.chance(5);
        s.is_auxiliary = self.r.chance(5);
        s.is_weak = self.r.chance(3);
        s.is_thread_local = self.r.chance(3);
        s.is_file_local = self.r.chance(3);
        s.is_state_var = self.r.chance(3);
        s.is_exported = self.r.chance(3);
        s.is_property = self.r.chance(3);
        s.is_input = self.r.chance(3);
        s.is_output = self.r.chance(3);
        s.is_macro = self.r.chance(3);
        s
    }

    fn code(&mut self, d: u32) -> OtherCode {
        let st = *self.r.pick(&[
            "expression",
            "array_set",
            "havoc_object",
            "printf",
            "fence",
            "input",
            "throw",
            "push_catch",
            "pop_catch",
        ]);
        let n = self.r.below(3);
        let ops = (0..n)
            .map(|_| {
                let t = self.any_type();
                self.expr(t, d)
            })
            .collect();
        let extra = (0..self.r.below(3))
            .map(|_| Ident::new(*self.r.pick(&["WW", "RR", "java::E", "a b"])))
            .collect();
        OtherCode {
            statement: Ident::new(st),
            ops,
            extra,
        }
    }

    fn instruction(&mut self, n: usize, ret: TypeId) -> Instruction {
        let d = 3;
        let mut targets = smallvec::SmallVec::new();
        let kind = match self.r.below(20) {
            0..=2 => {
                targets.push(InstrRef(self.r.below(n as u64) as u32));
                if self.r.chance(10) {
                    targets.push(InstrRef(self.r.below(n as u64) as u32));
                }
                InstrKind::Goto
            }
            3 => InstrKind::Assume,
            4 | 5 => InstrKind::Assert,
            6..=8 => {
                let t = self.any_type();
                let lhs = self.expr(t, 1);
                let rhs_t = if self.r.chance(90) {
                    t
                } else {
                    self.any_type()
                };
                let rhs = self.expr(rhs_t, d);
                InstrKind::Assign { lhs, rhs }
            }
            9 => {
                let t = self.any_type();
                let v = self.leaf(t);
                InstrKind::Decl(v)
            }
            10 => {
                let t = self.any_type();
                InstrKind::Dead(self.leaf(t))
            }
            11 => InstrKind::SetReturnValue(self.expr(ret, d)),
            12 => {
                let lhs = self.r.chance(50).then(|| {
                    let t = self.any_type();
                    self.leaf(t)
                });
                let function = if !self.functions.is_empty() && self.r.chance(80) {
                    let (f, ft) = *self.r.pick(&self.functions);
                    self.m.store.symbol(f, ft)
                } else {
                    let t = self.code_type(1);
                    self.expr(t, 2)
                };
                let args = (0..self.r.below(3))
                    .map(|_| {
                        let t = self.any_type();
                        self.expr(t, 2)
                    })
                    .collect();
                InstrKind::FunctionCall(Call {
                    lhs,
                    function,
                    args,
                })
            }
            13 => InstrKind::Other(self.code(d)),
            14 => {
                let k = self.r.below(9);
                match k {
                    0 => InstrKind::Skip,
                    1 => InstrKind::Location,
                    2 => InstrKind::AtomicBegin,
                    3 => InstrKind::AtomicEnd,
                    4 => InstrKind::EndThread,
                    5 => InstrKind::NoInstructionType,
                    6 => {
                        targets.push(InstrRef(self.r.below(n as u64) as u32));
                        InstrKind::StartThread
                    }
                    7 => InstrKind::IncompleteGoto(Ident::new("label 1")),
                    _ => InstrKind::Throw(self.code(1)),
                }
            }
            15 => {
                let mut c = self.code(1);
                c.statement =
                    Ident::new(
                        *self
                            .r
                            .pick(&["push_catch", "pop_catch", "exception_landingpad"]),
                    );
                for _ in 0..c.extra.len() {
                    targets.push(InstrRef(self.r.below(n as u64) as u32));
                }
                InstrKind::Catch(c)
            }
            _ => InstrKind::Skip,
        };
        let mut ins = Instruction::new(kind, self.location());
        ins.targets = targets;
        if ins.kind.has_condition() {
            ins.guard = if self.r.chance(20) {
                TRUE
            } else {
                self.expr(BOOL, d)
            };
        } else if self.r.chance(5) {
            ins.guard = self.expr(BOOL, 1);
        }
        if self.r.chance(15) {
            ins.labels
                .push(Ident::new(*self.r.pick(&["loop", "__CPROVER_HIDE", "l 2"])));
        }
        if self.r.chance(3) {
            // a target outside the body
            ins.targets.push(InstrRef(n as u32 + 5));
        }
        ins
    }
}

/// A random model for `seed`.
pub fn model(seed: u64) -> GotoModel {
    let mut g = Gen {
        r: Rng::new(seed),
        m: GotoModel::new(),
        vars: Vec::new(),
        scalar_types: Vec::new(),
        tags: Vec::new(),
        functions: Vec::new(),
    };
    // tag types with bodies
    for k in 0..g.r.below(3) {
        let name = Ident::new(&format!("tag-s{k}"));
        let comps = (0..g.r.below(3))
            .map(|j| {
                let ty = g.scalar_type();
                Component {
                    name: Ident::new(*g.r.pick(&["a", "b", "$pad0"])),
                    pretty_name: (j == 1).then(|| Ident::new("pretty b")),
                    ty,
                    padding: g.r.chance(20),
                }
            })
            .collect();
        let c = Compound {
            tag: g.r.chance(80).then(|| Ident::new(&format!("s{k}"))),
            components: comps,
            packed: g.r.chance(20),
            incomplete: g.r.chance(10),
            align: g.r.chance(15).then(|| 1u64 << g.r.below(8)),
        };
        let body = if g.r.chance(80) {
            g.m.store.mk_type(TypeKind::Struct(c))
        } else {
            g.m.store.mk_type(TypeKind::Union(c))
        };
        let mut s = Symbol::new(name, body);
        s.is_type = true;
        g.m.symbols.insert(s);
        let tag = if matches!(g.m.store.ty(body), TypeKind::Struct(_)) {
            g.m.store.mk_type(TypeKind::StructTag(name))
        } else {
            g.m.store.mk_type(TypeKind::UnionTag(name))
        };
        g.tags.push((name, tag));
    }
    // variables
    for _ in 0..g.r.below(8) {
        let t = g.ty(2);
        let name = g.ident("v::");
        let s = g.symbol(name, t);
        if g.m.symbols.insert(s) {
            g.vars.push((name, t));
        }
    }
    // functions
    let nf = 1 + g.r.below(3);
    for k in 0..nf {
        let name = Ident::new(*g.r.pick(&["main", "f", "__CPROVER__start", "g x", "h"]));
        if g.m.functions.contains_key(&name) {
            continue;
        }
        let _ = k;
        let ft = g.code_type(1);
        let s = g.symbol(name, ft);
        g.m.symbols.insert(s);
        g.functions.push((name, ft));
        let ret = match g.m.store.ty(ft) {
            TypeKind::Code { ret, .. } => *ret,
            _ => BOOL,
        };
        let mut f = GotoFunction {
            parameters: (0..g.r.below(3)).map(|_| g.ident("p::")).collect(),
            ..Default::default()
        };
        if g.r.chance(85) {
            let n = 1 + g.r.below(12) as usize;
            for _ in 0..n {
                let ins = g.instruction(n + 1, ret);
                f.body.push(ins);
            }
            let loc = g.location();
            f.body.push(Instruction::new(InstrKind::EndFunction, loc));
        }
        g.m.functions.insert(name, f);
    }
    // symbol values last, so that they may refer to any variable
    let names: Vec<(Ident, TypeId)> = g.vars.clone();
    for (n, t) in names {
        if g.r.chance(40) {
            let v = g.expr(t, 3);
            if let Some(s) = g.m.symbols.get_mut(n) {
                s.value = Some(v);
            }
        }
    }
    g.m.update();
    g.m
}
